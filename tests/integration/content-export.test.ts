// npm run content:export writes back what the database holds: imported from the repository's
// content/ into a fresh database, then exported, the articles are the same bytes and the cities the
// same data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { engine, getDb, openPostgres, openSqlite, sharedDb, type Db } from "@/db";
import { runMigrations } from "@/db/migrate";
import { articles, contentRevisions } from "@/db/schema";
import { cityRecords } from "@/content/cities";
import { cityRecords as frenchCityRecords } from "@/content/fr/cities";
import { exportContent } from "@/lib/cli/content-export";
import { articleBodyHtml } from "@/lib/content/body-images";
import { updateMedia, uploadMedia } from "@/lib/content/media";
import { publish } from "@/lib/content/publish";
import { createArticle } from "@/lib/content/store";
import { loadArticles, seed } from "@/db/seed";
import { fields } from "../support/content";
import { makePhoto } from "../support/photo.mjs";
import { newPostgresDatabase } from "../support/postgres-database";
import { signedInStaff } from "../support/staff";

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
      images: 0,
    });
    expect(fs.existsSync(path.join(out, "public"))).toBe(false);
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

// A fresh, migrated database beside the test's own (no media library rows), and a way to close it.
async function freshDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (engine() === "sqlite") {
    const { db, sqlite } = openSqlite(path.join(out, "fresh.db"));
    await runMigrations(sharedDb(db));
    return { db: sharedDb(db), close: async () => void sqlite.close() };
  }
  const { db, pool } = openPostgres(await newPostgresDatabase("fresh"));
  await runMigrations(sharedDb(db));
  return { db: sharedDb(db), close: () => pool.end() };
}

describe("npm run content:export of an article with library images", () => {
  it("writes the images under public/ with their alt texts, and a fresh database imports the article and shows both", { timeout: 60_000 }, async () => {
    const staff = await signedInStaff("editor");
    const actor = { id: staff.id, email: staff.email, ip: null };
    const photo = async (name: string, width: number, height: number) =>
      uploadMedia(actor, new File([new Uint8Array(await makePhoto({ width, height }))], name, { type: "image/jpeg" }));
    const hero = await photo("Showroom at dusk.jpg", 1800, 1200);
    const bay = await photo("bay.jpg", 1400, 1050);
    await updateMedia(actor, hero.id, { altEn: "A showroom at dusk", altFr: "Une salle d'exposition au crépuscule" });
    await updateMedia(actor, bay.id, { altEn: "A service bay with two cars" });
    const article = fields({ title: "An article with library images", featuredImage: `media:${hero.id}` });
    const body = `${article.body}\n\n![](media:${bay.id})\n\nThe bay, and [a link](/pricing).\n\n![A \\[clean\\] lot & "its" cars](media:${bay.id})\n`;
    const { id, revision } = await createArticle(actor, { ...article, body, locale: "en" } as never);
    await publish("article", id, { actor: { ...actor, role: staff.role }, base: revision, via: "editor" });

    expect((await exportContent(getDb(), out)).images).toBe(2);
    const file = fs.readFileSync(path.join(out, "articles", `${article.slug}.md`), "utf8");
    expect(file).not.toContain("media:");
    const [, card] = /^featuredImage: "(\/images\/library\/showroom-at-dusk-[0-9a-f]{12}\.jpg)"$/m.exec(file)!;
    expect(file).toContain('featuredImageAlt: "A showroom at dusk"');
    const [, webp, width, height] =
      /<img src="(\/images\/library\/bay-[0-9a-f]{12}\.webp)" alt="A service bay with two cars" width="(\d+)" height="(\d+)">/.exec(file)!;
    expect(file).toContain(`<img src="${webp}" alt="A [clean] lot &amp; &quot;its&quot; cars" width="${width}" height="${height}">`);
    // The files: the featured image's 1200×630 card, the body's widest WebP at its own size.
    expect(await sharp(path.join(out, "public", card!)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(await sharp(path.join(out, "public", webp!)).metadata()).toMatchObject({ format: "webp", width: 1400, height: 1050 });
    expect([Number(width), Number(height)]).toEqual([1400, 1050]);

    const fresh = await freshDatabase();
    try {
      // The seed runs the publish gates on every file and refuses any it fails.
      expect((await seed(fresh.db, path.join(out, "articles"))).articles.added).toBeGreaterThan(0);
      const [row] = await fresh.db.select().from(articles).where(eq(articles.slug, article.slug));
      expect(row).toMatchObject({ isPublished: true, featuredImage: card, featuredImageAlt: "A showroom at dusk" });
      const html = await articleBodyHtml(row!.content, "en");
      expect(html).toContain(`<img src="${webp}" alt="A service bay with two cars" width="1400" height="1050" />`);
      expect(html).toContain(`<img src="${webp}" alt="A [clean] lot &amp; &quot;its&quot; cars" width="1400" height="1050" />`);
    } finally {
      await fresh.close();
    }
  });
});
