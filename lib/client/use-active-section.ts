"use client";

import { useEffect, useState } from "react";

// Spec section 9: a section counts as in view when 30% of it is visible. A section taller than the
// screen counts when it fills 30% of the screen, or long sections on phones could never qualify.
export const SECTION_VISIBLE_RATIO = 0.3;

export function activeSectionAt(ids: readonly string[], viewportHeight: number): string | null {
  let best: { id: string; ratio: number } | null = null;
  for (const id of ids) {
    const el = document.getElementById(id);
    if (!el) continue;
    const { top, bottom, height } = el.getBoundingClientRect();
    const visible = Math.max(0, Math.min(bottom, viewportHeight) - Math.max(top, 0));
    const ratio = visible / Math.max(1, Math.min(height, viewportHeight));
    if (ratio >= SECTION_VISIBLE_RATIO && (!best || ratio > best.ratio)) best = { id, ratio };
  }
  return best?.id ?? null;
}

export function useActiveSection(ids: readonly string[], enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(activeSectionAt(ids, window.innerHeight)));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [ids, enabled]);
  return enabled ? active : null;
}
