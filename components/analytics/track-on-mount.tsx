"use client";

import { useEffect } from "react";
import { trackEvent } from "@/lib/client/analytics";

// Sends one analytics event once the page it sits on has loaded.
export function TrackOnMount({ action, category, label }: { action: string; category: string; label?: string }) {
  useEffect(() => {
    trackEvent(action, category, label);
  }, [action, category, label]);
  return null;
}
