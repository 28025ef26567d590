"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { MessageCircle, X } from "lucide-react";
import { OPEN_CHAT_EVENT } from "@/lib/chat/events";
import { HINT_DELAY_MS } from "@/lib/chat/timing";
import type { Locale } from "@/lib/i18n/locale";
import { cn } from "@/lib/utils";
import { loadChatMessages } from "./chat-messages";

// The panel, the conversation logic and the page language's messages load when the hint appears or
// the visitor opens the chat.
const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

export interface ChatLauncherLabels {
  open: string;
  close: string;
  hint: string;
}

export function ChatLauncherButton({ locale, labels }: { locale: Locale; labels: ChatLauncherLabels }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [hint, setHint] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setHint(true), HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!hint) return;
    void loadPanel();
    void loadChatMessages(locale);
  }, [hint, locale]);

  useEffect(() => {
    const open = () => {
      setOpened(true);
      setHint(false);
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, []);

  const toggle = () => {
    setOpened(true);
    setHint(false);
    setOpen((o) => !o);
  };

  return (
    <>
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel locale={locale} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <div className="fixed right-4 bottom-4 z-40 flex items-center gap-3 sm:right-6 sm:bottom-6">
        {hint && !open && (
          <button
            type="button"
            onClick={toggle}
            className="animate-rise rounded-full bg-ink-800 px-4 py-2 text-sm font-medium text-fg shadow-glow ring-1 ring-ink-600"
          >
            {labels.hint}
          </button>
        )}
        <button
          type="button"
          onClick={toggle}
          onPointerEnter={() => !open && setHint(true)}
          aria-expanded={open}
          aria-label={open ? labels.close : labels.open}
          className={cn(
            "grid size-14 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700",
            "text-white shadow-glow transition-transform hover:scale-105",
          )}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-6" aria-hidden="true" />}
        </button>
      </div>
    </>
  );
}
