"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "@/lib/utils";
import { contentApi } from "./content-api";

// The frame of the editor's pickers (a link, a library image): a modal dialog whose focus returns to
// the text (onClosed), closed by Escape, its Close button or a click outside.
export function PickerDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  onClosed,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  onClosed: () => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2",
            "grid gap-3 overflow-y-auto rounded-panel border border-ink-600 bg-ink-900 p-4 sm:p-6",
          )}
        >
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="grid size-10 shrink-0 place-items-center rounded-control text-fg-muted hover:bg-ink-800 hover:text-fg">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{closeLabel}</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const SEARCH_DELAY_MS = 150;

// A picker's list: asked of `url` 150 ms after its query stops changing, `list` taking the items from the
// answer; null until the first answer, empty when the workspace cannot be reached.
export function usePickerSearch<T, Body>(url: string, list: (body: Body) => T[]): T[] | null {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    let stopped = false;
    const timer = setTimeout(async () => {
      const reply = await contentApi<Body>(url);
      if (!stopped) setItems(reply?.status === 200 ? list(reply.body) : []);
    }, SEARCH_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // `list` only reads the answer: a new function each render asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return items;
}
