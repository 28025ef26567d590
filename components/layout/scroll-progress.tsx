"use client";

import { useEffect, useRef } from "react";

// Spec section 9: the bar fills across the first 2000 px of scrolling.
export const PROGRESS_SPAN_PX = 2000;

// The bar is scaled with the CSS `scale` property alone: Tailwind v4's scale-* utilities also write
// `scale`, which multiplies with any `transform`, so mixing the two kept the bar at width 0.
export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const update = () => {
      const fraction = Math.min(window.scrollY / PROGRESS_SPAN_PX, 1);
      if (bar.current) bar.current.style.scale = `${fraction} 1`;
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5">
      <div
        ref={bar}
        data-testid="scroll-progress"
        style={{ scale: "0 1" }}
        className="h-full origin-left bg-gradient-to-r from-brand-400 via-brand-300 to-gold-300"
      />
    </div>
  );
}
