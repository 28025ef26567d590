// An article's read time (issue 50, item 4), on both engines: one rule of the words for both languages,
// and the two versions of one article say the same, on the blog list and on the article's page.
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { articles } from "@/db/schema";
import { readTimes } from "@/lib/content/articles";
import { readTimeMinutes } from "@/lib/content/blog-display";

describe("an article's read time", () => {
  it("shows a French adaptation with its English original's minutes, though the adaptation has more words", async () => {
    const french = await getDb()
      .select()
      .from(articles)
      .where(and(eq(articles.locale, "fr"), eq(articles.isPublished, true), isNotNull(articles.translationOf)));
    const english = await getDb().select().from(articles).where(eq(articles.locale, "en"));
    const original = new Map(english.map((a) => [a.slug, a]));
    // A pair whose own words would give two different times: the rule must not count the French words.
    const pair = french
      .map((fr) => [fr, original.get(fr.translationOf!)!] as const)
      .find(([fr, en]) => readTimeMinutes(fr.content) !== readTimeMinutes(en.content));
    expect(pair).toBeDefined();
    const [fr, en] = pair!;
    const minutes = await readTimes([fr, en]);
    expect(minutes.get(fr.id)).toBe(readTimeMinutes(en.content));
    expect(minutes.get(en.id)).toBe(readTimeMinutes(en.content));

    // Every published pair agrees.
    const all = await readTimes([...french, ...english]);
    const disagreeing = french.filter((a) => all.get(a.id) !== all.get(original.get(a.translationOf!)!.id));
    expect(disagreeing.map((a) => a.slug)).toEqual([]);
  });
});
