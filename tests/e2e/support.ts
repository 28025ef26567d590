import Database from "better-sqlite3";
import type { APIRequestContext } from "@playwright/test";

// Reads the server's database (DATABASE_PATH, set by run.mjs) to check what a form stored.
export function queryDb<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

// The build's SITE_URL may differ from the test server, so absolute URLs are mapped onto the server under test.
export const local = (url: string) => new URL(new URL(url).pathname + new URL(url).search, process.env.BASE_URL).toString();

// Every URL the sitemap lists, as a crawler reads it.
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

// Text as a browser or crawler reads it from an attribute or <title>.
export function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== "#") return named[code.toLowerCase()] ?? entity;
    return String.fromCodePoint(code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
  });
}
