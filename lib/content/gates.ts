import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import type { StaffTranslator } from "@/lib/staff/messages";

// The publish gates: the content rules the seed, the tests and the Publish button all run. This is
// the store's placeholder with the contract's signatures and only the SEO length rules; the gates
// module (every rule of issue 39 item 7) replaces it at merge.

export interface ArticleDraft {
  locale: Locale;
  slug: string;
  title: string;
  seoTitle: string | null;
  excerpt: string;
  seoDescription: string | null;
  category: string;
  tags: string[];
  body: string;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  translationOf: string | null;
}

// What the rules look at across documents: the other published titles in the draft's language, its
// twin's fields, and whether an internal path resolves.
export interface ArticleGateContext {
  otherTitles: string[];
  twin: ArticleDraft | null;
  resolves: (path: string) => boolean;
}

export interface CityDraft {
  heroTitle: string;
  heroSubtitle: string;
  faq: { question: string; answer: string }[];
}

export interface GateProblem {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

// <title> adds " | Torque Analytics" (19 characters) and must stay within 60.
const SEO_TITLE_MAX = 41;
const SEO_DESCRIPTION = { min: 50, max: 160 };

// Today's rules (db/seed.ts's front matter): an SEO title within 41, an SEO description of 50 to 160.
export function checkArticle(draft: ArticleDraft, context: ArticleGateContext): GateProblem[] {
  void context;
  const problems: GateProblem[] = [];
  if (draft.seoTitle && draft.seoTitle.length > SEO_TITLE_MAX) problems.push({ field: "seoTitle", code: "seoTitle.tooLong", params: { max: SEO_TITLE_MAX } });
  const description = draft.seoDescription;
  if (description !== null && description.length < SEO_DESCRIPTION.min)
    problems.push({ field: "seoDescription", code: "seoDescription.tooShort", params: { min: SEO_DESCRIPTION.min } });
  if (description !== null && description.length > SEO_DESCRIPTION.max)
    problems.push({ field: "seoDescription", code: "seoDescription.tooLong", params: { max: SEO_DESCRIPTION.max } });
  return problems;
}

export function checkCity(fields: CityDraft, locale: Locale): GateProblem[] {
  void locale;
  return fields.heroTitle.trim() ? [] : [{ field: "heroTitle", code: "heroTitle.empty" }];
}

// A problem in the reader's language.
export function gateProblemText(t: StaffTranslator, problem: GateProblem): string {
  const key = `gates.${problem.code.replace(".", "_")}` as Parameters<StaffTranslator>[0];
  return t(key, (problem.params ?? {}) as never);
}
