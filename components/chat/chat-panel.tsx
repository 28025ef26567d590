"use client";

import { lazy, Suspense, use, useEffect, useEffectEvent, useRef, useState } from "react";
import { Bot, Send, X } from "lucide-react";
import { trackEvent } from "@/lib/client/analytics";
import {
  initialChatState,
  transition,
  type ActionButton,
  type ChatEffect,
  type ChatEvent,
  type ChatScript,
  type ChatState,
  type LeadProfile,
} from "@/lib/chat/machine";
import { fill } from "@/lib/chat/messages";
import { GREETING_DELAY_MS, typingDelay } from "@/lib/chat/timing";
import type { Locale } from "@/lib/i18n/locale";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { loadChatMessages } from "./chat-messages";

// Spec section 3: a chat message.
interface ChatMessage {
  id: string;
  type: "user" | "ai";
  content: string;
  timestamp: Date;
  actionButtons?: ActionButton[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The booking in the chat (issue 48) loads when the visitor asks to book.
const ChatBooking = lazy(() => import("./chat-booking"));

// Effects run inside the click or keypress that caused them, so the browser allows the new tab.
function runEffect(effect: ChatEffect, openBooking: (profile: LeadProfile) => void) {
  if (effect.type === "open-url") window.open(effect.url, "_blank", "noopener,noreferrer");
  else if (effect.type === "open-mail") window.location.href = effect.href;
  else if (effect.type === "open-booking") openBooking(effect.profile);
  else trackEvent(effect.action, effect.category, effect.label, effect.value);
}

let lastId = 0;
function message(type: ChatMessage["type"], content: string, actionButtons?: ActionButton[]): ChatMessage {
  const now = Date.now();
  lastId = Math.max(now, lastId + 1); // ids are timestamps, kept unique within a burst
  return { id: String(lastId), type, content, timestamp: new Date(now), actionButtons };
}

// The conversation in the page's language: the panel suspends until that language's messages arrive.
export default function ChatPanel({ locale, open, onClose }: { locale: Locale; open: boolean; onClose: () => void }) {
  const catalogue = use(loadChatMessages(locale));
  const script: ChatScript = { locale, messages: catalogue };
  const { panel } = catalogue;
  const assistant = { assistant: siteConfig.assistantName[locale] };
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState("");
  const [booking, setBooking] = useState<LeadProfile | null>(null);
  const [openedAt] = useState(() => performance.now());
  const machine = useRef<ChatState>(initialChatState);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  async function dispatch(event: ChatEvent, firstDelay?: number) {
    const result = transition(machine.current, event, script);
    machine.current = result.state;
    result.effects.forEach((effect) => runEffect(effect, setBooking));
    if (result.userMessage !== null) setMessages((m) => [...m, message("user", result.userMessage!)]);
    if (result.replies.length === 0) return;
    setTyping(true);
    for (const [i, reply] of result.replies.entries()) {
      await sleep(i === 0 && firstDelay !== undefined ? firstDelay : typingDelay());
      setMessages((m) => [...m, message("ai", reply.content, reply.actionButtons)]);
    }
    setTyping(false);
  }

  // Runs once per opening; dispatch reads the conversation through a ref.
  const onOpen = useEffectEvent(() => {
    trackEvent("ai_assistant_opened", "engagement");
    void dispatch({ type: "open" }, GREETING_DELAY_MS);
    input.current?.focus();
  });

  useEffect(() => {
    if (open) onOpen();
  }, [open]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages, typing, booking]);

  const canSend = draft.trim().length > 0 && !typing;

  return (
    <section
      role="dialog"
      aria-label={panel.title}
      hidden={!open}
      className={cn(
        "fixed inset-x-2 bottom-22 z-40 flex h-[min(500px,calc(100dvh-7rem))] flex-col",
        "overflow-hidden rounded-panel border border-ink-600 bg-ink-900 shadow-glow sm:inset-x-auto",
        "sm:right-6 sm:h-[500px] sm:w-96",
      )}
    >
      <header className="flex items-center gap-3 border-b border-ink-700 bg-ink-850 px-4 py-3">
        <span className="grid size-9 place-items-center rounded-full bg-brand-600">
          <Bot className="size-5 text-white" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold">{panel.title}</h2>
          <p className="text-xs text-fg-subtle">{fill(panel.poweredBy, assistant)}</p>
        </div>
        <button type="button" onClick={onClose} className="grid size-9 place-items-center rounded-control text-fg-muted hover:bg-ink-800 hover:text-fg">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{panel.close}</span>
        </button>
      </header>

      <div ref={list} aria-live="polite" className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
        {messages.map((m) => (
          <div key={m.id} className={cn("flex flex-col", m.type === "user" ? "items-end" : "items-start")}>
            <p
              data-chat-message={m.type}
              className={cn(
                "max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words",
                m.type === "user" ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm bg-ink-800 text-fg",
              )}
            >
              {m.content}
            </p>
            {m.actionButtons && (
              <div className="mt-2 flex max-w-[85%] flex-wrap gap-2">
                {m.actionButtons.map((button) => (
                  <button
                    key={button.action}
                    type="button"
                    disabled={typing}
                    onClick={() => void dispatch({ type: "action", action: button.action })}
                    className={cn(
                      "rounded-full px-3.5 py-1.5 text-left text-xs font-semibold transition-colors disabled:opacity-50",
                      button.variant === "primary" ? "bg-gold-400 text-ink-950 hover:bg-gold-300" : "bg-ink-700 text-fg ring-1 ring-ink-600 hover:bg-ink-600",
                    )}
                  >
                    {button.label}
                  </button>
                ))}
              </div>
            )}
          </div>
        ))}
        {booking && !typing && (
          <Suspense fallback={null}>
            <ChatBooking locale={locale} profile={booking} openedAt={openedAt} />
          </Suspense>
        )}
        {typing && (
          <div role="status" className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-ink-800 px-4 py-3">
            <span className="sr-only">{fill(panel.typing, assistant)}</span>
            {[0, 150, 300].map((delay) => (
              <span key={delay} aria-hidden="true" className="size-1.5 animate-pulse-soft rounded-full bg-fg-muted" style={{ animationDelay: `${delay}ms` }} />
            ))}
          </div>
        )}
      </div>

      <form
        className="flex gap-2 border-t border-ink-700 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!canSend) return;
          const text = draft;
          setDraft("");
          void dispatch({ type: "text", text });
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          {panel.inputLabel}
        </label>
        <input
          ref={input}
          id="chat-input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          disabled={typing}
          placeholder={panel.placeholder}
          autoComplete="off"
          className={cn(
            "h-10 min-w-0 flex-1 rounded-control border border-ink-600 bg-ink-950 px-3 text-sm text-fg",
            "placeholder:text-fg-subtle focus:border-brand-400 focus:outline-none disabled:opacity-60",
          )}
        />
        <button
          type="submit"
          disabled={!canSend}
          className="grid size-10 place-items-center rounded-control bg-brand-600 text-white hover:bg-brand-500 disabled:opacity-50"
        >
          <Send className="size-4" aria-hidden="true" />
          <span className="sr-only">{panel.send}</span>
        </button>
      </form>
    </section>
  );
}
