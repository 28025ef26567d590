import { useEffect, useRef } from "react";

// How long a form has been open, on the page's monotonic clock: never the device's wall clock, which
// can be minutes off. The server reads it as the spam check's "filled in too fast" signal.
export function useFillTimer(open = true): () => number {
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = performance.now();
  }, [open]);
  return () => Math.round(performance.now() - openedAt.current);
}
