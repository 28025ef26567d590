"use client";

import { useEffect, useId, useRef } from "react";
import { staffButton } from "./styles";

const dangerButton = "h-10 rounded-control bg-danger-600 px-4 text-sm font-semibold text-white hover:bg-danger-600/90";

export interface ConfirmCopy {
  title: string;
  // What will happen, and to what (the articles' or the image's names).
  children?: React.ReactNode;
  confirm: string;
  cancel: string;
  // A destructive action's button is red.
  danger?: boolean;
}

// A question before an action that cannot be taken back: the browser's modal <dialog> (focus moves into
// it and stays there, Escape cancels, the page behind is inert), opened while `open` is true. Cancel
// is focused first, so Enter alone never deletes.
export function ConfirmDialog({ open, onConfirm, onCancel, ...copy }: ConfirmCopy & { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-card bg-ink-900 p-5 text-fg ring-1 ring-ink-600 backdrop:bg-black/60"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {copy.title}
      </h2>
      {copy.children && <div className="mt-2 text-sm text-fg-muted">{copy.children}</div>}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" onClick={onCancel} className="h-10 rounded-control px-4 text-sm font-semibold ring-1 ring-ink-600 hover:bg-ink-800">
          {copy.cancel}
        </button>
        <button type="button" onClick={onConfirm} className={copy.danger ? dangerButton : staffButton}>
          {copy.confirm}
        </button>
      </div>
    </dialog>
  );
}
