// npm run content:export writes back what the database holds: imported from the repository's
// content/ into a fresh database, then exported, the articles are the same bytes and the cities the
// same data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { articles, contentRevisions } from "@/db/schema";
import { cityRecords } from "@/content/cities";
import { cityRecords as frenchCityRecords } from "@/content/fr/cities";
import { exportContent } from "@/lib/cli/content-export";
import { loadArticles } from "@/db/seed";

const CONTENT = path.join(import.meta.dirname, "..", "..", "content");
const out = fs.mkdtempSync(path.join(os.tmpdir(), "content-export-"));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const markdownIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort();

describe("npm run content:export", () => {
  it("gives back the repository's article files byte for byte, and its cities as data", async () => {
    expect(await exportContent(getDb(), out)).toEqual({
      articles: markdownIn(path.join(CONTENT, "articles")).length + markdownIn(path.join(CONTENT, "articles", "fr")).length,
      cities: cityRecords.length,
    });
    for (const sub of ["articles", path.join("articles", "fr")]) {
      const files = markdownIn(path.join(CONTENT, sub));
      expect(markdownIn(path.join(out, sub))).toEqual(files);
      for (const file of files)
        expect(fs.readFileSync(path.join(out, sub, file), "utf8"), `${sub}/${file}`).toBe(fs.readFileSync(path.join(CONTENT, sub, file), "utf8"));
    }
    expect(JSON.parse(fs.readFileSync(path.join(out, "cities.json"), "utf8"))).toEqual({ en: cityRecords, fr: frenchCityRecords });
  });

  it("writes an article as the site shows it, not a draft saved since", async () => {
    const [article] = await getDb().select().from(articles).where(eq(articles.isPublished, true)).limit(1);
    const [live] = await getDb()
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.docKind, "article"), eq(contentRevisions.docId, article!.id)))
      .limit(1);
    await getDb()
      .insert(contentRevisions)
      .values({ ...live!, id: undefined, number: 2, kind: "save", snapshot: { ...live!.snapshot, title: "A draft not yet published" } });
    await getDb().update(articles).set({ revision: 2, editedAt: "2026-11-27T13:00:00.000Z" }).where(eq(articles.id, article!.id));
    await exportContent(getDb(), out);
    const file = fs.readFileSync(path.join(out, "articles", `${article!.slug}.md`), "utf8");
    expect(file).toContain(`title: ${JSON.stringify(article!.title)}`);
    expect(file).not.toContain("A draft not yet published");
  });

  it("writes a workspace publish in a form the import reads back, image and alt text included", async () => {
    const [article] = await getDb().select().from(articles).where(eq(articles.locale, "en")).orderBy(desc(articles.id)).limit(1);
    const [imported] = await getDb()
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.docKind, "article"), eq(contentRevisions.docId, article!.id)));
    const snapshot = {
      ...imported!.snapshot,
      title: "Published from the workspace",
      featuredImage: "/images/lot.webp",
      featuredImageAlt: "A dealership lot at dusk",
    };
    await getDb()
      .insert(contentRevisions)
      .values({ ...imported!, id: undefined, number: 2, kind: "publish", snapshot });
    await getDb()
      .update(articles)
      .set({ revision: 2, publishedRevision: 2, isPublished: true, updatedAt: "2026-11-27T14:00:00.000Z", editedAt: "2026-11-27T14:00:00.000Z" })
      .where(eq(articles.id, article!.id));
    await exportContent(getDb(), out);
    const reread = loadArticles("en", path.join(out, "articles")).find((a) => a.row.slug === article!.slug)!;
    expect(reread.row).toMatchObject({
      title: snapshot.title,
      featuredImage: snapshot.featuredImage,
      featuredImageAlt: snapshot.featuredImageAlt,
      isPublished: true,
      updatedAt: "2026-11-27",
    });
    expect(reread.markdown).toBe(imported!.snapshot.body);
  });
});
