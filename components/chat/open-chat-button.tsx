"use client";

import { buttonStyles, type ButtonVariant } from "@/components/ui/button";
import { OPEN_CHAT_EVENT } from "@/lib/chat/events";

// Opens the AI demo assistant from anywhere on the page. Its label comes from the page, in the page's
// language.
export function OpenChatButton({ children, variant = "secondary", className }: { children: React.ReactNode; variant?: ButtonVariant; className?: string }) {
  return (
    <button type="button" onClick={() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT))} className={buttonStyles({ variant, size: "sm", className })}>
      {children}
    </button>
  );
}
