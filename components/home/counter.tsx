"use client";

import { useEffect, useRef, useState } from "react";

export const COUNTER_DURATION_MS = 2000;

const easeOut = (t: number) => 1 - Math.pow(1 - t, 3);

// Counts up once, the first time it scrolls into view. The server HTML holds the final figure, and a
// counter already on screen at load (or with reduced motion) simply keeps it.
export function Counter({
  value,
  prefix = "",
  suffix = "",
  decimals = 0,
  duration = COUNTER_DURATION_MS,
  language = "en-CA",
}: {
  value: number;
  prefix?: string;
  suffix?: string;
  decimals?: number;
  duration?: number;
  // BCP 47 tag for the number format ("99.9" / "99,9").
  language?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const format = (n: number) => `${prefix}${n.toLocaleString(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}${suffix}`;

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const { top, bottom } = el.getBoundingClientRect();
    if (bottom > 0 && top < window.innerHeight) return;

    let frame = 0;
    setShown(0);
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min((now - start) / duration, 1);
        setShown(value * easeOut(t));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, duration]);

  return (
    <span ref={ref} className="relative inline-block tabular-nums">
      {/* The final figure reserves the width, so counting never shifts the layout. */}
      <span className="invisible">{format(value)}</span>
      <span className="absolute inset-0" data-counter-final={format(value)}>
        {format(shown)}
      </span>
    </span>
  );
}
