"use client";

import { Share2 } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { notify } from "@/lib/client/toast";

export interface ShareLabels {
  button: string;
  copied: string;
  copiedText: string;
  failed: string;
}

// The system share sheet where the browser has one (phones), otherwise copy the link.
export function ShareButton({ title, text, labels }: { title: string; text: string; labels: ShareLabels }) {
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
      void notify("success", labels.copied, labels.copiedText);
    } catch {
      void notify("error", labels.failed, url);
    }
  };
  return (
    <button type="button" onClick={share} className={buttonStyles({ variant: "secondary", size: "sm" })}>
      <Share2 className="size-4" aria-hidden="true" />
      {labels.button}
    </button>
  );
}
