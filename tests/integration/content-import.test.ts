// content/ is a one-time import: re-seeding (every `npm start` and `npm run build`) adds what the
// database lacks and brings unedited rows in line with their files, and never loses a workspace edit.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import type { ContentKind } from "@/db/enums";
import { articles, cities, contentRevisions, slugRedirects } from "@/db/schema";
import { loadAllArticles, seed } from "@/lib/content/import";
import { cityRecords as frenchCities } from "@/content/fr/cities";
import { getCityBySlug } from "@/lib/content/cities";
import { cityIn } from "@/components/city/city-data";

const files = loadAllArticles();

const articleBySlug = async (slug: string) => (await getDb().select().from(articles).where(eq(articles.slug, slug)))[0];
const revisionsOf = (docKind: ContentKind, docId: number) =>
  getDb()
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.docKind, docKind), eq(contentRevisions.docId, docId)));

describe("the import of content/", () => {
  it("gives every article revision 1 (kind import) holding its fields and Markdown, live when its file is published", async () => {
    const rows = await getDb().select().from(articles);
    expect(rows).toHaveLength(files.length);
    const revisions = await getDb().select().from(contentRevisions).where(eq(contentRevisions.docKind, "article"));
    expect(revisions).toHaveLength(files.length);
    for (const file of files) {
      const row = rows.find((r) => r.slug === file.row.slug)!;
      expect(row).toMatchObject({ revision: 1, publishedRevision: file.row.isPublished ? 1 : null, editedAt: null });
      const revision = revisions.find((r) => r.docId === row.id)!;
      expect(revision).toMatchObject({ number: 1, kind: "import", locale: file.row.locale });
      expect(revision.snapshot).toMatchObject({ slug: file.row.slug, title: file.row.title, tags: file.row.tags, body: file.markdown });
    }
  });

  it("puts each city's French words in its row, and the French page reads them from there", async () => {
    const montreal = frenchCities.find((c) => c.slug === "montreal")!;
    const row = (await getCityBySlug("montreal"))!;
    expect(JSON.parse(row.contentFr)).toMatchObject({ cityName: "Montréal", province: "Québec", hero_title: montreal.hero_title, faq: montreal.faq });
    await getDb()
      .update(cities)
      .set({ contentFr: JSON.stringify({ ...JSON.parse(row.contentFr), hero_title: "Un titre écrit dans l'espace de travail" }) })
      .where(eq(cities.id, row.id));
    const page = cityIn("fr", (await getCityBySlug("montreal"))!);
    expect(page).toMatchObject({ name: "Montréal", province: "Québec", heroTitle: "Un titre écrit dans l'espace de travail" });
    expect(page.faq.map((q) => q.question)).toEqual(montreal.faq!.map((q) => q.question));
    await getDb().update(cities).set({ contentFr: row.contentFr }).where(eq(cities.id, row.id));
  });
});

describe("re-seeding", () => {
  it("leaves an article edited in the workspace exactly as it is", async () => {
    const slug = files.find((f) => f.row.isPublished && f.row.locale === "en")!.row.slug;
    const before = (await articleBySlug(slug))!;
    await getDb()
      .update(articles)
      .set({
        title: "Retitled in the workspace",
        revision: 2,
        publishedRevision: 2,
        editedAt: "2026-11-27T10:00:00.000Z",
        updatedAt: "2026-11-27T10:00:00.000Z",
      })
      .where(eq(articles.id, before.id));
    const edited = (await articleBySlug(slug))!;
    const counts = await seed(getDb());
    expect(await articleBySlug(slug)).toEqual(edited);
    expect(counts.articles.kept).toBeGreaterThanOrEqual(1);
    expect(await revisionsOf("article", before.id)).toHaveLength(1);
  });

  it("keeps a row content/ lacks", async () => {
    const [extra] = await getDb()
      .insert(articles)
      .values({
        slug: "written-in-the-workspace",
        title: "Written in the workspace",
        excerpt: "An article no file holds, written by an editor.",
        category: "Digital Analytics",
        content: "<p>Text.</p>",
        tags: ["workspace"],
        isPublished: true,
        publishedAt: "2026-11-20T15:00:00.000Z",
        updatedAt: "2026-11-20T15:00:00.000Z",
        revision: 1,
        publishedRevision: 1,
        editedAt: "2026-11-20T15:00:00.000Z",
      })
      .returning();
    await seed(getDb());
    expect(await articleBySlug("written-in-the-workspace")).toEqual(extra);
  });

  it("adds an article whose file the database does not hold yet, with its revision", async () => {
    const file = files.find((f) => f.row.locale === "fr" && f.row.isPublished)!;
    const old = (await articleBySlug(file.row.slug))!;
    await getDb()
      .delete(contentRevisions)
      .where(and(eq(contentRevisions.docKind, "article"), eq(contentRevisions.docId, old.id)));
    await getDb().delete(articles).where(eq(articles.id, old.id));
    const counts = await seed(getDb());
    expect(counts.articles).toEqual({ added: 1, updated: 0, kept: counts.articles.kept });
    const added = (await articleBySlug(file.row.slug))!;
    expect(added).toMatchObject({
      title: file.row.title,
      locale: "fr",
      translationOf: file.row.translationOf,
      isPublished: true,
      revision: 1,
      publishedRevision: 1,
    });
    expect(await revisionsOf("article", added.id)).toMatchObject([{ number: 1, kind: "import", twinRevision: 1, snapshot: { body: file.markdown } }]);
  });

  it("brings an article never edited in the workspace in line with its file", async () => {
    const file = files.find((f) => f.row.locale === "en" && !f.row.isPublished)!;
    const row = (await articleBySlug(file.row.slug))!;
    // As an older version of the file imported it, before revisions were kept.
    await getDb()
      .update(articles)
      .set({ title: "An older title", tags: ["old"], revision: 0, publishedRevision: null })
      .where(eq(articles.id, row.id));
    await getDb()
      .delete(contentRevisions)
      .where(and(eq(contentRevisions.docKind, "article"), eq(contentRevisions.docId, row.id)));
    const counts = await seed(getDb());
    expect(counts.articles.updated).toBe(1);
    expect(await articleBySlug(file.row.slug)).toMatchObject({ id: row.id, title: file.row.title, tags: file.row.tags, revision: 1, editedAt: null });
    expect(await revisionsOf("article", row.id)).toMatchObject([{ number: 1, kind: "import", snapshot: { title: file.row.title } }]);
    // Nothing left to do: a second seed writes nothing.
    expect(await seed(getDb())).toMatchObject({ articles: { added: 0, updated: 0 }, cities: { added: 0, updated: 0 } });
  });

  it("does not bring back an article renamed in the workspace under its old slug", async () => {
    const file = files.filter((f) => f.row.locale === "en" && f.row.isPublished)[1]!;
    const row = (await articleBySlug(file.row.slug))!;
    await getDb()
      .update(articles)
      .set({ slug: `${file.row.slug}-renamed`, revision: 2, publishedRevision: 2, editedAt: "2026-11-27T11:00:00.000Z" })
      .where(eq(articles.id, row.id));
    await getDb().insert(slugRedirects).values({ locale: "en", fromSlug: file.row.slug, articleId: row.id });
    await seed(getDb());
    expect(await articleBySlug(file.row.slug)).toBeUndefined();
    expect((await articleBySlug(`${file.row.slug}-renamed`))?.id).toBe(row.id);
  });

  it("leaves a city page edited in the workspace as it is, and brings an unedited one back to its file", async () => {
    const [toronto, vancouver] = [(await getCityBySlug("toronto"))!, (await getCityBySlug("vancouver"))!];
    const edited = { content: JSON.stringify({ hero_title: "Edited hero" }), revision: 2, editedAt: "2026-11-27T12:00:00.000Z" };
    await getDb().update(cities).set(edited).where(eq(cities.id, toronto.id));
    await getDb().update(cities).set({ population: 1 }).where(eq(cities.id, vancouver.id));
    await seed(getDb());
    expect(await getCityBySlug("toronto")).toMatchObject(edited);
    expect(await getCityBySlug("vancouver")).toEqual(vancouver);
  });
});
