// Field builders shared by the site's forms: strings are trimmed, lengths are bounded, and each
// field carries the key of the one message its form shows under it (content/messages/*/forms.json,
// "errors"; worded by issueText in ./field-errors.ts). What a person types is checked for text
// that could hide or forge what sales staff later read in a terminal or an e-mail: malformed UTF-16
// and control characters (escape sequences, NUL, line breaks in a one-line field) are refused with
// a field error; invisible formatting characters (zero-width spaces, bidi overrides) are removed.
import * as z from "zod/mini";

// A lone surrogate (half of a UTF-16 pair) cannot be stored as UTF-8. Written out rather than
// String#isWellFormed, which older Safari (before 16.4) lacks: the forms run these checks too.
const SURROGATES = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;
export const toWellFormed = (s: string) => s.replace(SURROGATES, (m) => (m.length === 2 ? m : "\ufffd"));
const wellFormed = z.refine<string>((s) => toWellFormed(s) === s, "malformed");

// \p{Cc}: C0 controls (ESC, NUL, CR, LF, tab ...), DEL and C1 controls. U+2028/9 break lines too.
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;
// A message keeps its line breaks and tabs; carriage returns are normalised to \n first.
const MESSAGE_CONTROL = /[^\P{Cc}\t\n]|[\u2028\u2029]/u;
// \p{Cf}: soft hyphen, zero-width space/joiners, bidi marks, embeddings, overrides and isolates, BOM.
const FORMAT = /\p{Cf}/gu;
// In a message only the characters that reorder or hide text go; joiners stay (emoji sequences).
const REORDERING = /[\u202a-\u202e\u2066-\u2069\u200b\ufeff]/gu;

const tooLong = (max: number) => z.maxLength(max, "tooLong");

// One line of plain text: no controls, formatting characters dropped, trimmed.
const lineChecks = [wellFormed, z.refine<string>((s) => !LINE_BREAKING.test(s), "oneLine"), z.overwrite<string>((s) => s.replace(FORMAT, "")), z.trim()];

// Free text over several lines (a message): tabs and line breaks kept, other controls refused.
const messageChecks = [
  wellFormed,
  z.overwrite<string>((s) => s.replace(/\r\n?/g, "\n").replace(REORDERING, "")),
  z.refine<string>((s) => !MESSAGE_CONTROL.test(s), "notAllowed"),
  z.trim(),
];

export const requiredText = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(...lineChecks, z.minLength(min, message), tooLong(max));

export const optionalText = (max: number) => z.optional(z.nullable(z.string().check(...lineChecks, tooLong(max))));

export const requiredMessage = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(...messageChecks, z.minLength(min, message), tooLong(max));

export const optionalMessage = (max: number) => z.optional(z.nullable(z.string().check(...messageChecks, tooLong(max))));

// The same address check outside a form schema (privacy look-ups, staff accounts).
export const isEmailAddress = (value: string) => value.length <= 254 && z.regexes.email.test(value);

export const emailAddress = (message = "invalidEmail") =>
  z.string({ error: message }).check(...lineChecks, z.maxLength(254, message), z.regex(z.regexes.email, message));

// Context the page sends without the visitor typing it (attribution): never a reason to refuse a
// lead, so it is cleaned instead: controls and formatting removed, cut to length, made well-formed.
export const contextText = (max: number) =>
  z.optional(
    z.nullable(
      z.string().check(
        z.overwrite<string>((s) =>
          toWellFormed(
            s
              .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
              .trim()
              .slice(0, max),
          ),
        ),
      ),
    ),
  );
