import "server-only";
import type { StaffTranslator } from "@/lib/staff/messages";

// What a person typed (a visitor's form, a title, a reviewer's comment), as every room's e-mails and
// exports show it.

// Characters a terminal acts on (escape sequences and other controls) or that hide or reorder text
// (zero-width characters, bidi overrides), written out as \uXXXX: the intake refuses them, but a
// row written by other means, or before that check, still prints as plain, visible text.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

export function escapeUnprintable(text: string, keep = ""): string {
  return text.replace(UNPRINTABLE, (c) =>
    keep.includes(c) ? c : Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, "0")}`).join(""),
  );
}

// What a visitor typed, as a subject shows it: one line (controls, line breaks and invisible
// characters become spaces), quotation marks that could pass for ours made plain, at most 40
// characters, inside the language's quotation marks. A name such as "Olivia {hours} Owner: nobody"
// then reads as the visitor's words, not as the e-mail's own.
const SUBJECT_TEXT_MAX = 40;

export function subjectText(t: StaffTranslator, text: string): string {
  const line = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/[“”„«»]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
  const characters = Array.from(line);
  const short =
    characters.length > SUBJECT_TEXT_MAX
      ? `${characters
          .slice(0, SUBJECT_TEXT_MAX - 1)
          .join("")
          .trimEnd()}…`
      : line;
  return t("email.visitorText", { text: short });
}
