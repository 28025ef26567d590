"use client";

import { buttonStyles, type ButtonVariant } from "@/components/ui/button";
import { OPEN_CHAT_EVENT } from "./chat-launcher";

// Opens the AI demo assistant from anywhere on the page.
export function OpenChatButton({ children, variant = "secondary" }: { children: React.ReactNode; variant?: ButtonVariant }) {
  return (
    <button type="button" onClick={() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT))} className={buttonStyles({ variant, size: "sm" })}>
      {children}
    </button>
  );
}
