"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ActionOutcome } from "@/lib/staff/action";

// What the hook says itself when no answer comes, in the reader's language (handed in by the page).
export interface ActionCopy {
  unreachable: string;
  failed: string;
}

// Posts a form to one of the workspace's POST endpoints and keeps its answer for the form to show;
// on success the page's server-rendered parts (history, badges, lists) are fetched again. Route
// handlers rather than server actions: the server-action runtime would otherwise ride along in
// every marketing page's shared JavaScript. The endpoints answer in the staff member's language.
export function useStaffAction(
  url: string,
  copy: ActionCopy,
  { refresh = true } = {},
): [ActionOutcome, (event: React.FormEvent<HTMLFormElement>) => Promise<void>, boolean] {
  const router = useRouter();
  const [outcome, setOutcome] = useState<ActionOutcome>({});
  const [pending, setPending] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    setPending(true);
    const response = await fetch(url, { method: "POST", body: data }).catch(() => null);
    setPending(false);
    if (!response) return setOutcome({ error: copy.unreachable });
    if (response.status === 401) return router.push("/staff/sign-in");
    setOutcome((await response.json().catch(() => ({ error: copy.failed }))) as ActionOutcome);
    if (response.ok && refresh) router.refresh();
  }
  return [outcome, submit, pending];
}
