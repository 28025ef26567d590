// `npm start` runs the migrations and the seed every time (README): an article an editor changed in
// the workspace must come through a second start as the editor left it, not as content/ has it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, waitFor } from "../../bench/server.mjs";

let dir = "";
let port = 0;
let site = "";
let env: NodeJS.ProcessEnv = process.env;
let running: ChildProcess | null = null;

// `npm start` itself, in its own process group (npm, then node), stopped with the group.
async function npmStart() {
  running = spawn("npm", ["start", "--silent"], { env, stdio: "ignore", detached: true });
  await waitFor(`${site}/api/blog`, 120_000);
}
async function stop() {
  const child = running;
  running = null;
  if (!child?.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-restart-content-"));
  port = await freePort();
  site = `http://127.0.0.1:${port}`;
  env = { ...process.env, DATABASE_PATH: path.join(dir, "site.db"), PORT: String(port), HOSTNAME: "127.0.0.1", SITE_URL: site, PAGE_CACHE_WARM: "off" };
});
afterAll(async () => {
  await stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function api(cookie: string, method: string, target: string, body?: unknown) {
  const response = await fetch(`${site}${target}`, {
    method,
    headers: { cookie, origin: site, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("npm start, twice", () => {
  it("leaves an article edited and published in the workspace as the editor left it", { timeout: 300_000 }, async () => {
    await npmStart();
    const email = `writer+${Date.now()}@torqueanalytics.ca`;
    const added = spawnSync("npm", ["run", "staff", "--silent", "--", "add", email, "--role", "editor", "--name", "Sam Writer"], { env, encoding: "utf8" });
    expect(added.status, added.stderr).toBe(0);
    const password = /: (\S+)\s*$/.exec(added.stdout)![1]!;
    const signIn = await fetch(`${site}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";", 1)[0])
      .join("; ");

    const db = new Database(env.DATABASE_PATH!, { readonly: true });
    const article = db.prepare("select id, slug, title from articles where locale = 'en' and is_published order by id limit 1").get() as {
      id: number;
      slug: string;
      title: string;
    };
    db.close();
    const { body: detail } = await api(cookie, "GET", `/staff/api/content/articles/${article.id}`);
    const base = (detail.article as { revision: number }).revision;
    const title = `${article.title} (edited in the workspace)`;
    const saved = await api(cookie, "PATCH", `/staff/api/content/articles/${article.id}`, { baseRevision: base, title });
    expect(saved.status).toBe(200);
    const published = await api(cookie, "POST", `/staff/api/content/articles/${article.id}/publish`, { baseRevision: saved.body.revision });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    await stop();
    await npmStart();
    const page = await (await fetch(`${site}/blog/${article.slug}`)).text();
    expect(page).toContain("(edited in the workspace)");
    const { body: after } = await api(cookie, "GET", `/staff/api/content/articles/${article.id}`);
    expect((after.article as { live: { title: string } }).live.title).toBe(title);
  });
});
