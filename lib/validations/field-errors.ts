import type * as z from "zod/mini";

// A field's first issue. Its message is a key of the forms' "errors" catalogue
// (content/messages/*/forms.json), worded where it is shown, as the workspace's schemas do; a
// too-long text carries its maximum.
export interface FieldIssue {
  message: string;
  maximum?: number;
}

// Flattens a zod error into { field: first issue }: the fields of every 400 answer and of a form.
export function fieldErrors(error: z.core.$ZodError): Record<string, FieldIssue> {
  const errors: Record<string, FieldIssue> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    errors[field] ??= issue.code === "too_big" ? { message: issue.message, maximum: Number(issue.maximum) } : { message: issue.message };
  }
  return errors;
}

// The "errors" messages of one language.
export type ErrorTable = Record<string, string>;

// An issue in the table's language, its maximum in that language's numbers. A message that is not a
// key (what only an API client can get wrong: its locale, its fillMs) is shown as it is.
export function issueText(issue: FieldIssue, table: ErrorTable, formatNumber: (n: number) => string = String): string {
  const text = (Object.hasOwn(table, issue.message) && table[issue.message]) || issue.message;
  return issue.maximum === undefined ? text : text.replace("{max}", formatNumber(issue.maximum));
}
