"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { cn } from "@/lib/utils";
import { staffButton, staffField, staffPublishButton } from "../styles";
import { contentApi, fill } from "./content-api";

type Notice = { tone: "ok" | "error"; text: string } | null;

function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <p role="status" aria-live="polite" className={cn("text-sm", notice?.tone === "error" ? "text-danger-300" : "text-success-400")}>
      {notice?.text}
    </p>
  );
}

// The site setting "publishing needs review" (administrators): PUT /staff/api/content/settings.
export function ReviewSetting({
  initial,
  copy,
  unreachable,
}: {
  initial: boolean;
  copy: { label: string; hint: string; save: string; saved: string };
  unreachable: string;
}) {
  const router = useRouter();
  const [on, setOn] = useState(initial);
  const [notice, setNotice] = useState<Notice>(null);
  const hint = useId();

  async function save() {
    const reply = await contentApi<{ error?: string }>("/staff/api/content/settings", "PUT", { reviewRequired: on });
    setNotice(reply?.status === 200 ? { tone: "ok", text: copy.saved } : { tone: "error", text: reply?.body.error ?? unreachable });
    router.refresh();
  }

  return (
    <div className="mt-4 grid gap-2 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} aria-describedby={hint} className="size-4" />
        {copy.label}
      </label>
      <p id={hint} className="text-xs text-fg-subtle">
        {copy.hint}
      </p>
      <div>
        <button type="button" className={staffButton} onClick={() => void save()}>
          {copy.save}
        </button>
      </div>
      <NoticeLine notice={notice} />
    </div>
  );
}

// An administrator's decision on a pending review: approve (publishes) or send back with a comment.
export function ReviewDecision({
  reviewId,
  copy,
  unreachable,
}: {
  reviewId: number;
  copy: { approve: string; approved: string; return: string; returned: string; comment: string };
  unreachable: string;
}) {
  const router = useRouter();
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const field = useId();
  const base = `/staff/api/content/reviews/${reviewId}`;

  async function decide(action: "approve" | "return") {
    setBusy(true);
    setProblems([]);
    const reply = await contentApi<{ revision?: number; error?: string; problems?: { message: string }[]; fields?: Record<string, string> }>(
      `${base}/${action}`,
      "POST",
      action === "return" ? { comment } : {},
    );
    setBusy(false);
    if (reply?.status === 200) {
      setNotice({ tone: "ok", text: action === "approve" ? fill(copy.approved, { revision: reply.body.revision ?? "" }) : copy.returned });
      router.refresh();
      return;
    }
    setProblems([...(reply?.body.problems ?? []).map((p) => p.message), ...Object.values(reply?.body.fields ?? {})]);
    setNotice({ tone: "error", text: reply?.body.error ?? unreachable });
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={field} className="text-sm font-medium">
        {copy.comment}
      </label>
      <textarea id={field} rows={2} value={comment} onChange={(e) => setComment(e.target.value)} className={cn(staffField, "h-auto py-2")} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={staffPublishButton} disabled={busy} onClick={() => void decide("approve")}>
          {copy.approve}
        </button>
        <button
          type="button"
          className="h-10 rounded-control px-4 text-sm ring-1 ring-ink-600 hover:bg-ink-800"
          disabled={busy}
          onClick={() => void decide("return")}
        >
          {copy.return}
        </button>
      </div>
      <NoticeLine notice={notice} />
      {problems.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-danger-300">
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
