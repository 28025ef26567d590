// The band over an article's preview says what the page is (issue 50, item 4; publishing-turn5 §1: it said
// "Preview with unsaved changes. This page is not on the site." over a saved, published article): a draft or
// the published page, with the editor's unsaved changes only when the fields sent differ from the revision,
// and a saved revision not yet published named as such. The page's server component is called as Next calls it.
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PreviewBanner } from "@/components/preview/preview-banner";
import { keepPreviewDraft } from "@/lib/content/preview-drafts";
import { createArticle, getArticle, listArticles, saveArticle, type ArticleFields } from "@/lib/content/store";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const { default: PreviewPage } = await import("@/app/(preview)/staff/preview/articles/[id]/page");

let editor: { cookie: string; email: string; id: string };

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  editor = await signedInStaff("editor");
});

// The band's words on /staff/preview/articles/{id}?draft=1 after the editor sent `sent` (the fields as typed).
async function banner(id: number, sent?: ArticleFields): Promise<string> {
  const article = await getArticle(id);
  if (sent) await keepPreviewDraft(editor.id, { kind: "article", id: String(id), locale: article.locale, fields: sent });
  current.headers = new Headers({ cookie: editor.cookie, "x-forwarded-for": "198.51.100.42" });
  const page = (await PreviewPage({ params: Promise.resolve({ id: String(id) }), searchParams: Promise.resolve({ draft: "1" }) } as never)) as ReactElement;
  const found = findBanner(page);
  expect(found, `no banner on ${id}`).not.toBeNull();
  return found!;
}

function findBanner(node: ReactNode): string | null {
  if (!isValidElement(node)) return Array.isArray(node) ? (node.map(findBanner).find(Boolean) ?? null) : null;
  const props = node.props as { text?: string; children?: ReactNode };
  if (node.type === PreviewBanner) return props.text ?? null;
  return findBanner(props.children);
}

describe("the preview's band", { timeout: 30_000 }, () => {
  it("says a published page is the published page when the editor's fields are the saved ones", async () => {
    const [published] = await listArticles({ locale: "en", status: "published" });
    const article = await getArticle(published!.id);
    expect(await banner(published!.id, article.draft)).toBe(`Preview of the published page, revision ${article.revision}: visitors see this page.`);
    expect(await banner(published!.id, { ...article.draft, title: `${article.draft.title} (edited)` })).toBe(
      `Preview of the published page with your unsaved changes: visitors still see revision ${article.revision}.`,
    );
  });

  it("names a saved revision not yet published, and the one visitors see", async () => {
    const [published] = await listArticles({ locale: "en", status: "published" });
    const before = await getArticle(published!.id);
    const { revision } = await saveArticle({ id: editor.id, email: editor.email }, published!.id, {
      baseRevision: before.revision,
      title: `${before.draft.title} v2`,
    });
    const after = await getArticle(published!.id);
    expect(await banner(published!.id, after.draft)).toBe(
      `Preview of revision ${revision}, saved but not published: visitors still see revision ${before.publishedRevision ?? before.revision}.`,
    );
  });

  it("says a draft is not on the site, with or without unsaved changes", async () => {
    const fields: ArticleFields = {
      slug: `banner-draft-${Date.now()}`,
      title: "Un brouillon pour le bandeau",
      seoTitle: null,
      excerpt: "Un brouillon qui n'est pas encore sur le site.",
      seoDescription: null,
      category: "Digital Analytics",
      tags: ["un", "deux"],
      body: "Un brouillon.",
      featuredImage: null,
      featuredImageAlt: null,
    };
    const { id } = await createArticle({ id: editor.id, email: editor.email }, { ...fields, locale: "en" });
    expect(await banner(id, fields)).toBe("Preview of the draft, revision 1. It is not on the site: visitors do not see it.");
    expect(await banner(id, { ...fields, body: "Autre chose." })).toBe(
      "Preview of the draft with your unsaved changes. It is not on the site: visitors do not see it.",
    );
  });
});
