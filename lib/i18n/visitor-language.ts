import type { Locale } from "./locale";

// The visitor's choice of language, remembered by the public site's language links and the sign-in
// page's switch (components/layout/language-link.tsx sets it; lib/server/language-home.mjs reads it).
export const LANGUAGE_COOKIE = "torque-lang";

// The language of a page shown before any account is known (the staff sign-in): the one the visitor
// chose (`?lang=fr`, the page's language switch, which also sets the site's `torque-lang` cookie),
// else the one they chose on the public site (that cookie), else their browser's first language
// (Accept-Language). English when none of them says French.
export function visitorLanguage({
  asked,
  cookie,
  acceptLanguage,
}: {
  asked?: string | string[] | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  for (const chosen of [asked, cookie]) if (chosen === "fr" || chosen === "en") return chosen;
  const first = (acceptLanguage ?? "").split(",")[0]?.split(";")[0]?.trim().toLowerCase() ?? "";
  return first === "fr" || first.startsWith("fr-") ? "fr" : "en";
}
