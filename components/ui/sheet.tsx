"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";

// A slide-in panel from the left or right edge. Radix gives it Escape, backdrop click and a focus trap.
export function Sheet({
  open,
  onOpenChange,
  side,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: "left" | "right";
  title: string;
  closeLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="sheet-backdrop" className="fixed inset-0 z-50 bg-ink-950/70 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cn(
            "fixed inset-y-0 z-50 flex w-80 max-w-[85vw] flex-col border-ink-700 bg-ink-900 p-6 shadow-2xl",
            side === "left" ? "left-0 border-r animate-[slide-in-left_0.25s_ease-out]" : "right-0 border-l animate-[slide-in-right_0.25s_ease-out]",
          )}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-sm font-semibold tracking-widest text-fg-subtle uppercase">{title}</Dialog.Title>
            <Dialog.Close className="grid size-10 place-items-center rounded-control text-fg-muted hover:bg-ink-800 hover:text-fg">
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
