import "server-only";
import { Worker } from "node:worker_threads";
import type { Locale } from "@/lib/i18n/locale";
import { staffTranslator } from "@/lib/staff/messages";

// Staff passwords must resist guessing, judged offline by zxcvbn-ts: the common-password and
// diceware lists, English and French words, keyboard patterns, repeats and sequences, and the
// account's own e-mail and name. Score 3 of 4 ("safely unguessable": about 10^8 guesses or more).
export const MIN_PASSWORD_LENGTH = 12;
export const MIN_PASSWORD_SCORE = 3;

// zxcvbn's word lists take 17 MB of heap once loaded and each checker's ranked dictionaries 18 MB
// more (measured on Node 24, issue 47; one checker per language doubled that): held in the server's heap for the rare password change,
// they were a sixth of its cap for good. So the check runs in a worker thread of its own, loaded on
// the first password to judge and stopped a minute after the last, giving all of it back. Like
// db/sqlite/reader.ts, the worker is source text (Turbopack leaves it alone) whose require() resolves
// from the working directory, the project folder `npm start` runs in.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { ZxcvbnFactory } = require("@zxcvbn-ts/core");
const common = require("@zxcvbn-ts/language-common");
const en = require("@zxcvbn-ts/language-en");
const fr = require("@zxcvbn-ts/language-fr");
const dictionary = { ...common.dictionary, ...en.dictionary, ...fr.dictionary };
// One checker (its ranked dictionaries are the cost), advising in English; French advice is the
// French catalogue's entry under the same key.
let checker;
const french = {};
for (const kind of ["warnings", "suggestions"]) {
  for (const [key, text] of Object.entries(en.translations[kind])) french[text] = fr.translations[kind][key];
}
parentPort.on("message", ({ id, password, words, locale }) => {
  try {
    checker ??= new ZxcvbnFactory({ translations: en.translations, graphs: common.adjacencyGraphs, dictionary, useLevenshteinDistance: true });
    const { score, feedback } = checker.check(password, words);
    const hint = feedback.warning || feedback.suggestions[0] || "";
    parentPort.postMessage({ id, score, hint: locale === "fr" ? (french[hint] ?? hint) : hint });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;
const IDLE_MS = 60_000;

type Verdict = { score: number; hint: string };
const checker: { worker?: Worker; idle?: NodeJS.Timeout; pending: Map<number, { resolve: (v: Verdict) => void; reject: (e: Error) => void }> } = {
  pending: new Map(),
};
let nextId = 0;

function startChecker(): Worker {
  const worker = new Worker(WORKER_SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 128 } });
  const fail = (error: Error) => {
    if (checker.worker === worker) checker.worker = undefined;
    for (const { reject } of checker.pending.values()) reject(error);
    checker.pending.clear();
  };
  worker.on("message", ({ id, error, ...verdict }: Verdict & { id: number; error?: string }) => {
    const request = checker.pending.get(id);
    checker.pending.delete(id);
    if (error !== undefined) request?.reject(new Error(`password check: ${error}`));
    else request?.resolve(verdict);
    if (checker.pending.size > 0) return;
    worker.unref();
    checker.idle = setTimeout(() => {
      if (checker.worker === worker) checker.worker = undefined;
      void worker.terminate();
    }, IDLE_MS).unref();
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`password check stopped (exit code ${code})`)));
  return worker;
}

function judge(password: string, words: string[], locale: Locale): Promise<Verdict> {
  clearTimeout(checker.idle);
  const worker = (checker.worker ??= startChecker());
  worker.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    checker.pending.set(id, { resolve, reject });
    worker.postMessage({ id, password, words, locale });
  });
}

// Why a new password is refused, in the account's language, or null when it is strong enough.
export async function passwordProblem(password: string, personal: string[] = [], locale: Locale = "en"): Promise<string | null> {
  const t = staffTranslator(locale);
  if (password.length < MIN_PASSWORD_LENGTH) return t("account.passwordTooShort", { min: MIN_PASSWORD_LENGTH });
  const words = [...personal, "torque", "analytics", "staff"]
    .flatMap((p) => [p.toLowerCase(), ...p.toLowerCase().split(/[^\p{L}\p{N}]+/u)])
    .filter((w) => w.length >= 3);
  const { score, hint } = await judge(password.slice(0, 128), words, locale);
  if (score >= MIN_PASSWORD_SCORE) return null;
  return t("account.weakPassword", { hint: hint ? t("account.weakHint", { hint: hint.replace(/\.$/, "").toLowerCase() }) : "" });
}
