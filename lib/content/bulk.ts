import "server-only";
import { putAway } from "@/lib/content/archive";
import type { ContentActor } from "@/lib/content/document";
import { publish, unpublish, type Publisher } from "@/lib/content/publish";
import { findArticle } from "@/lib/content/store";
import { errorText, StaffError, type StaffTranslator } from "@/lib/staff/messages";
import type { Locale } from "@/lib/i18n/locale";
import type { BULK_ACTIONS } from "@/lib/validations/content";

// The content list's bulk actions (issue 50, item 4): each article chosen goes through the same door
// as one would - publish() with its review policy, lock, HTML check and gates; unpublish() under the
// lock; lib/content/archive.ts - one after the other, each in its own transaction, so one refusal
// stops none of the others. Each is answered: done, or refused with why in the account's words (and
// the gates' problems for a refused publish).

export type BulkAction = (typeof BULK_ACTIONS)[number];

export type BulkOutcome = { id: number; title: string | null } & (
  { ok: true; revision?: number } | { ok: false; status: number; error: string; problems?: string[] }
);

async function one(action: BulkAction, actor: Publisher, id: number, signal: AbortSignal): Promise<{ revision?: number }> {
  if (action === "publish") return publish("article", id, { actor, base: "head", via: "editor", signal });
  if (action === "unpublish") return unpublish("article", id, { actor });
  await putAway(action, actor as ContentActor, id);
  return {};
}

export async function runBulk(
  action: BulkAction,
  ids: number[],
  context: { actor: Publisher; t: StaffTranslator; language: Locale; signal: AbortSignal },
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const id of new Set(ids)) {
    const title = await findArticle(id).then(
      (article) => article.title,
      () => null,
    );
    try {
      const done = await one(action, context.actor, id, context.signal);
      outcomes.push({ id, title, ok: true, ...(done.revision === undefined ? {} : { revision: done.revision }) });
    } catch (error) {
      if (!(error instanceof StaffError)) throw error;
      const details = error.details(context.t, context.language) as { problems?: { message: string }[] };
      const problems = details.problems?.map((p) => p.message);
      outcomes.push({ id, title, ok: false, status: error.status, error: errorText(context.t, error.key, error.values), ...(problems ? { problems } : {}) });
    }
  }
  return outcomes;
}
