import "server-only";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import * as fr from "@zxcvbn-ts/language-fr";
import type { Locale } from "@/lib/i18n/locale";
import { staffTranslator } from "@/lib/staff/messages";

// Staff passwords must resist guessing, judged offline by zxcvbn-ts: the common-password and
// diceware lists, English and French words, keyboard patterns, repeats and sequences, and the
// account's own e-mail and name. Score 3 of 4 ("safely unguessable": about 10^8 guesses or more).
export const MIN_PASSWORD_LENGTH = 12;
export const MIN_PASSWORD_SCORE = 3;

// One checker per language of its advice (the dictionaries are the same).
const checkers = new Map<Locale, ZxcvbnFactory>();

function zxcvbn(locale: Locale): ZxcvbnFactory {
  let checker = checkers.get(locale);
  if (!checker) {
    checker = new ZxcvbnFactory({
      translations: locale === "fr" ? fr.translations : en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
      useLevenshteinDistance: true,
    });
    checkers.set(locale, checker);
  }
  return checker;
}

// Why a new password is refused, in the account's language, or null when it is strong enough.
export function passwordProblem(password: string, personal: string[] = [], locale: Locale = "en"): string | null {
  const t = staffTranslator(locale);
  if (password.length < MIN_PASSWORD_LENGTH) return t("account.passwordTooShort", { min: MIN_PASSWORD_LENGTH });
  const words = [...personal, "torque", "analytics", "staff"]
    .flatMap((p) => [p.toLowerCase(), ...p.toLowerCase().split(/[^\p{L}\p{N}]+/u)])
    .filter((w) => w.length >= 3);
  const result = zxcvbn(locale).check(password.slice(0, 128), words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const hint = result.feedback.warning || result.feedback.suggestions[0];
  return t("account.weakPassword", { hint: hint ? t("account.weakHint", { hint: hint.replace(/\.$/, "").toLowerCase() }) : "" });
}
