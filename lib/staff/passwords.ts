import "server-only";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import * as fr from "@zxcvbn-ts/language-fr";

// Staff passwords must resist guessing, judged offline by zxcvbn-ts: the common-password and
// diceware lists, English and French words, keyboard patterns, repeats and sequences, and the
// account's own e-mail and name. Score 3 of 4 ("safely unguessable": about 10^8 guesses or more).
export const MIN_PASSWORD_LENGTH = 12;
export const MIN_PASSWORD_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    useLevenshteinDistance: true,
  });
  return checker;
}

// Why a new password is refused, or null when it is strong enough.
export function passwordProblem(password: string, personal: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  const words = [...personal, "torque", "analytics", "staff"].flatMap((p) => [p.toLowerCase(), ...p.toLowerCase().split(/[^\p{L}\p{N}]+/u)]).filter((w) => w.length >= 3);
  const result = zxcvbn().check(password.slice(0, 128), words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const hint = result.feedback.warning || result.feedback.suggestions[0];
  return `This password is too easy to guess${hint ? ` (${hint.replace(/\.$/, "").toLowerCase()})` : ""}. Try a few unrelated words.`;
}
