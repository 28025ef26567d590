"use client";

import { Share2 } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { notify } from "@/lib/client/toast";

// The system share sheet where the browser has one (phones), otherwise copy the link.
export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // The visitor closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      void notify("success", "Link copied", "The article's link is on your clipboard.");
    } catch {
      void notify("error", "Couldn't copy the link", url);
    }
  };
  return (
    <button type="button" onClick={share} className={buttonStyles({ variant: "secondary", size: "sm" })}>
      <Share2 className="size-4" aria-hidden="true" />
      Share Article
    </button>
  );
}
