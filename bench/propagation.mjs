// From a publish's commit to the new bytes on every instance (issue 39, item 9): `publishes` times, a
// second apart, the article's title is changed and its content event inserted in one transaction, as
// the store's publish does; then every instance is asked for the article directly (not through nginx)
// every 20 ms, and the content_receipts rows read, until each instance serves the new title and has
// answered three times since its receipt. Answers p50, p95 and max of the slowest instance's delay per
// publish, and the old pages an instance served after its receipt (there should be none).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

const POLL_MS = 20;
// Between publishes, as editors publish: the previous one's pages re-warmed (the blog lists, the
// sitemap, the feed, /api/blog) before the next commit.
const PAUSE_MS = 1_000;
const GIVE_UP_MS = 10_000;

/**
 * One GET of a path, on a connection of its own: its body.
 * @param {string} url
 * @returns {Promise<string>}
 */
function fetchText(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { "accept-encoding": "identity" } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk)).on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
// The port in an instance id (lib/content/events.ts: "host:port~random").
const portOf = (/** @type {string} */ instanceId) => Number(/:(\d+)~/.exec(instanceId)?.[1]);

/**
 * @typedef {{ url: string, port: number }} Instance
 * @typedef {{ eventId: number, committedAt: number }} Published
 * @param {{
 *   instances: Instance[],
 *   path: string,
 *   publish: (title: string) => Promise<Published>,
 *   receipts: (eventId: number) => Promise<string[]>,
 *   publishes?: number,
 * }} options `publish` commits the new title and its event and answers when (performance.now());
 *   `receipts` answers the ids of the instances that have applied an event
 */
export async function measurePropagation({ instances, path, publish, receipts, publishes = 50 }) {
  /** @type {number[]} */
  const delays = [];
  let stale = 0;
  let missed = 0;
  for (let n = 0; n < publishes; n++) {
    const title = `Propagation check ${Date.now()} ${n}`;
    const { eventId, committedAt } = await publish(title);
    /** @type {Map<number, number>} when each instance's receipt was seen */
    const receivedAt = new Map();
    let watching = true;
    const readReceipts = (async () => {
      while (watching && receivedAt.size < instances.length) {
        for (const id of await receipts(eventId)) if (!receivedAt.has(portOf(id))) receivedAt.set(portOf(id), performance.now());
        await sleep(POLL_MS);
      }
    })();
    const watch = async (/** @type {Instance} */ instance) => {
      let newAt = null;
      let sinceReceipt = 0;
      while (performance.now() - committedAt < GIVE_UP_MS) {
        const asked = performance.now();
        const fresh = (await fetchText(`${instance.url}${path}`)).includes(title);
        if (fresh) newAt ??= performance.now() - committedAt;
        const receipt = receivedAt.get(instance.port);
        if (receipt !== undefined && asked > receipt) {
          if (!fresh) stale++;
          if (++sinceReceipt >= 3 && newAt !== null) return newAt;
        }
        await sleep(POLL_MS);
      }
      missed++;
      return newAt ?? GIVE_UP_MS;
    };
    delays.push(Math.max(...(await Promise.all(instances.map(watch)))));
    watching = false;
    await readReceipts;
    await sleep(PAUSE_MS);
  }
  const sorted = [...delays].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return { publishes, p50: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1) ?? 0), staleAfterReceipt: stale, missed };
}

// A publish as the store commits one, on PostgreSQL: the live row's title and the event, one transaction.
/**
 * @param {import("pg").Pool} pool
 * @param {{ id: number, paths: string[] }} article
 * @returns {(title: string) => Promise<Published>}
 */
export function postgresPublisher(pool, article) {
  return async (title) => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query("update articles set title = $1 where id = $2", [title, article.id]);
      const { rows } = await client.query("insert into content_events (action, doc_kind, doc_id, paths) values ('published', 'article', $1, $2) returning id", [
        article.id,
        JSON.stringify(article.paths),
      ]);
      await client.query("commit");
      return { eventId: rows[0].id, committedAt: performance.now() };
    } finally {
      client.release();
    }
  };
}

/** @param {import("pg").Pool} pool @returns {(eventId: number) => Promise<string[]>} */
export const postgresReceipts = (pool) => async (eventId) =>
  (await pool.query("select instance_id from content_receipts where event_id = $1", [eventId])).rows.map((r) => r.instance_id);

// The same on SQLite, from another process than the server's (its poll is what hears it).
/**
 * @param {string} file
 * @param {{ id: number, paths: string[] }} article
 */
export function sqlitePublisher(file, article) {
  const db = new Database(file);
  db.pragma("busy_timeout = 5000");
  const write = db.transaction((/** @type {string} */ title) => {
    db.prepare("update articles set title = ? where id = ?").run(title, article.id);
    return Number(
      db
        .prepare("insert into content_events (action, doc_kind, doc_id, paths) values ('published', 'article', ?, ?)")
        .run(article.id, JSON.stringify(article.paths)).lastInsertRowid,
    );
  });
  return {
    /** @param {string} title @returns {Promise<Published>} */
    publish: async (title) => ({ eventId: write.immediate(title), committedAt: performance.now() }),
    /** @param {number} eventId @returns {Promise<string[]>} */
    receipts: async (eventId) =>
      db
        .prepare("select instance_id from content_receipts where event_id = ?")
        .all(eventId)
        .map((r) => /** @type {{ instance_id: string }} */ (r).instance_id),
    close: () => db.close(),
  };
}

// The article the runs publish again and again, and what its event purges, as the store lists them
// (its own page first): the blog lists in both languages, the sitemap, the feed, /api/blog.
/** @param {{ id: number, slug: string }} row */
const publishedArticle = (row) => ({ id: row.id, paths: [`/blog/${row.slug}`, "/blog", "/fr/blogue", "/sitemap.xml", "/blog/feed.xml", "/api/blog"] });
const ARTICLE_QUERY = "select id, slug from articles where locale = 'en' and is_published order by id limit 1";

// wrk at 50 connections on the article, the blog and the home page in turn, until stopped; answers
// its requests per second.
/** @param {string} url @param {string[]} pages */
function startPageLoad(url, pages) {
  const script = path.join(os.tmpdir(), `propagation-wrk-${process.pid}.lua`);
  fs.writeFileSync(
    script,
    `local pages = { ${pages.map((p) => JSON.stringify(p)).join(", ")} }\nlocal i = 0\n` +
      `request = function() i = i + 1; return wrk.format("GET", pages[(i % #pages) + 1], { ["Accept-Encoding"] = "br" }) end\n`,
  );
  const child = spawn("wrk", ["-t2", "-c50", "-d600s", "-s", script, url], { stdio: ["ignore", "pipe", "ignore"] });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  return () =>
    new Promise((resolve) => {
      child.once("exit", () => {
        fs.rmSync(script, { force: true });
        resolve({ rps: Math.round(Number(/Requests\/sec:\s*([\d.]+)/.exec(out)?.[1] ?? 0)) });
      });
      child.kill("SIGINT");
    });
}

/**
 * Two (or more) instances on PostgreSQL behind nginx (tests/support/services.mjs), under wrk through
 * nginx, each instance asked directly.
 * @param {import("../tests/support/services.d.mts").Cluster} cluster
 */
export async function propagationOnPostgres(cluster, { publishes = 50 } = {}) {
  const pool = new pg.Pool({ connectionString: cluster.pg.url, max: 3 });
  try {
    const article = publishedArticle((await pool.query(ARTICLE_QUERY)).rows[0]);
    const stopLoad = startPageLoad(cluster.nginx.url, [article.paths[0] ?? "/", "/blog", "/"]);
    const result = await measurePropagation({
      instances: cluster.servers,
      path: article.paths[0] ?? "/",
      publish: postgresPublisher(pool, article),
      receipts: postgresReceipts(pool),
      publishes,
    });
    return { ...result, load: await stopLoad() };
  } finally {
    await pool.end();
  }
}

/**
 * One instance on SQLite (its database file written by this process, as a second writer would), under
 * wrk on the instance itself.
 * @param {import("../tests/support/services.d.mts").SiteServer} server
 * @param {string} file the instance's DATABASE_PATH
 */
export async function propagationOnSqlite(server, file, { publishes = 50 } = {}) {
  const reader = new Database(file, { readonly: true });
  const article = publishedArticle(/** @type {{ id: number, slug: string }} */ (reader.prepare(ARTICLE_QUERY).get()));
  reader.close();
  const sqlite = sqlitePublisher(file, article);
  try {
    const stopLoad = startPageLoad(server.url, [article.paths[0] ?? "/", "/blog", "/"]);
    const result = await measurePropagation({ instances: [server], path: article.paths[0] ?? "/", ...sqlite, publishes });
    return { ...result, load: await stopLoad() };
  } finally {
    sqlite.close();
  }
}
