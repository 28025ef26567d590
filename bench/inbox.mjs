// node bench/inbox.mjs [--engine sqlite|postgres|both] [--leads 100000] [--requests 200]
// The sales inbox (/staff) with a year of leads: synthetic leads seeded straight into a fresh
// database, one production server, and the signed-in page requested one at a time, so the figures
// are per-request latency as a client on loopback sees it, not throughput.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { startPostgres } from "../tests/support/services.mjs";
import { startServer } from "./server.mjs";

const DAY = 86_400_000;
const ENGINES = { sqlite: "SQLite", postgres: "PostgreSQL" };
const log = (message) => console.error(`[bench] ${message}`);

// Deterministic data, so both engines and every run see the same leads.
const FIRST = ["Olivia", "Liam", "Emma", "Noah", "Charlotte", "William", "Amélie", "James", "Sophie", "Lucas", "Mathieu", "Priya", "Arjun", "Mei", "Wei", "Fatima", "Omar", "Isabella", "Mateo", "Zoe"];
const LAST = ["Smith", "Tremblay", "Martin", "Roy", "Gagnon", "Lee", "Wilson", "MacDonald", "Brown", "Taylor", "Singh", "Nguyen", "Patel", "Chen", "Côté", "Bouchard", "Campbell", "Kowalski", "Martinez", "O'Brien"];
const PLACES = ["Oakville", "Markham", "Laval", "Surrey", "Halifax", "Kelowna", "Barrie", "Guelph", "Moncton", "Regina", "Sherbrooke", "Nanaimo", "Kingston", "Brampton", "Saskatoon", "Victoria"];
const BRANDS = ["Toyota", "Honda", "Ford", "Hyundai", "Kia", "Chevrolet", "Nissan", "Mazda", "Subaru", "Volkswagen", "Auto Group", "Motors"];
const STATUSES = ["new", "contacted", "qualified", "won", "lost", "disqualified"];
const SOURCES = ["google", "facebook", "bing", "newsletter", null];
const INQUIRIES = ["general", "sales", "demo", "support", "partnership"];
const CTAS = ["hero", "pricing-starter", "pricing-professional", "dashboard-city", "roi-calculator"];

// The search the filtered measurement runs: "mart" matches Martin and Martinez, in names and in
// companies named after their owner, about one lead in ten.
const SEARCH = "mart";

const COMMON = ["name", "email", "company", "phone", "message", "cta", "referrer", "first_utm_source", "last_utm_source", "consent", "consent_at", "is_spam", "spam_reason", "status", "created_at"];
const COLUMNS = { demo_requests: COMMON, contact_messages: [...COMMON, "subject", "inquiry_type"] };
const BOOLEANS = new Set(["consent", "is_spam"]);

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (s) =>
  s
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

// Yields [table, values in COLUMNS[table] order], oldest first, one lead every 365 days / count
// (so every created_at is distinct), about 85% demo requests and 15% contact messages.
function* syntheticLeads(count, now) {
  const random = mulberry32(2026);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const step = Math.floor((365 * DAY) / count);
  for (let i = 0; i < count; i++) {
    const demo = random() < 0.85;
    const [first, last] = [pick(FIRST), pick(LAST)];
    const company = random() < 0.4 ? `${last} ${pick(BRANDS)}` : `${pick(PLACES)} ${pick(BRANDS)}`;
    const createdAt = new Date(now - 365 * DAY + i * step).toISOString();
    const source = pick(SOURCES);
    const consent = random() < 0.4;
    const spam = random() < 0.05;
    const values = [
      `${first} ${last}`,
      `${slug(first)}.${slug(last)}${i % 5 === 0 ? i : ""}@${slug(company)}.ca`,
      demo || random() < 0.7 ? company : null,
      random() < 0.6 ? `+1 ${400 + (i % 500)}-555-${String(i % 10_000).padStart(4, "0")}` : null,
      demo && random() < 0.5 ? null : `We spend about $${5 + (i % 40)}k a month on ads and want to know what it sells.`,
      demo ? pick(CTAS) : null,
      source && source !== "newsletter" ? `https://www.${source}.com/` : null,
      source,
      random() < 0.7 ? source : pick(SOURCES),
      consent,
      consent ? createdAt : null,
      spam,
      spam ? "honeypot" : null,
      pick(STATUSES),
      createdAt,
    ];
    if (demo) yield ["demo_requests", values];
    else yield ["contact_messages", [...values, `Question from ${company}`, pick(INQUIRIES)]];
  }
}

function seedSqlite(file, leads, now) {
  const db = new Database(file);
  try {
    const insert = {};
    for (const [table, columns] of Object.entries(COLUMNS)) {
      insert[table] = db.prepare(`insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`);
    }
    db.transaction(() => {
      for (const [table, values] of syntheticLeads(leads, now)) insert[table].run(values.map((v) => (typeof v === "boolean" ? Number(v) : v)));
    })();
  } finally {
    db.close();
  }
}

// A thousand rows per INSERT, one array parameter per column (unnest), all in one transaction.
async function seedPostgres(url, leads, now) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const batches = { demo_requests: [], contact_messages: [] };
    const flush = async (table) => {
      const columns = COLUMNS[table];
      const rows = batches[table];
      batches[table] = [];
      const arrays = columns.map((c, i) => `$${i + 1}::${BOOLEANS.has(c) ? "boolean" : "text"}[]`);
      await client.query(
        `insert into ${table} (${columns.join(", ")}) select * from unnest(${arrays.join(", ")})`,
        columns.map((_, i) => rows.map((row) => row[i])),
      );
    };
    await client.query("begin");
    for (const [table, values] of syntheticLeads(leads, now)) {
      batches[table].push(values);
      if (batches[table].length === 1000) await flush(table);
    }
    for (const table of Object.keys(batches)) if (batches[table].length > 0) await flush(table);
    await client.query("commit");
    // As autovacuum would soon after a bulk load: the planner sees the real row counts.
    await client.query("analyze demo_requests, contact_messages");
  } finally {
    await client.end();
  }
}

async function signIn(url, email, password) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("Sign-in set no cookie");
  return cookie;
}

// Sequential GETs, each timed from request to the last byte of the page; warm-ups not counted.
async function latency(url, cookie, requests, warmup = 20) {
  const get = async () => {
    const started = performance.now();
    // Not following redirects: a session that stopped working must fail here, not time the sign-in page.
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const html = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200 || !html.includes('aria-label="Leads"')) {
      throw new Error(`GET ${url} answered ${response.status}${response.headers.has("location") ? ` -> ${response.headers.get("location")}` : ""}, not the inbox`);
    }
    // An empty result would time a query that returns nothing.
    if (!html.includes("/staff/leads/")) throw new Error(`GET ${url} listed no leads`);
    return ms;
  };
  for (let i = 0; i < warmup; i++) await get();
  const times = [];
  for (let i = 0; i < requests; i++) times.push(await get());
  times.sort((a, b) => a - b);
  const percentile = (p) => Math.round(times[Math.max(0, Math.ceil(p * times.length) - 1)] * 10) / 10;
  return { p50: percentile(0.5), p99: percentile(0.99) };
}

// The whole inbox as CSV: rows and bytes received, seconds to the last byte, and the server's peak
// resident memory before and after (a streamed export keeps it flat whatever the row count).
const peakRssMb = (pid) => Math.round(Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

async function exportAll(url, cookie, pid) {
  const peakBefore = peakRssMb(pid);
  const started = performance.now();
  const response = await fetch(`${url}/staff/export`, { headers: { cookie }, redirect: "manual" });
  if (response.status !== 200) throw new Error(`GET /staff/export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return { rows: lines - 1, megabytes: Math.round(bytes / 1e5) / 10, seconds, peakRssMb: peakRssMb(pid), peakRssBeforeMb: peakBefore };
}

export async function inboxBenchmark({ engine, leads = 100_000, requests = 200 }) {
  if (!ENGINES[engine]) throw new Error(`Unknown engine ${JSON.stringify(engine)}: sqlite or postgres`);
  const workdir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-inbox-"));
  let postgres;
  let server;
  try {
    const env = { ...process.env, RATE_LIMIT_PER_MINUTE: "0", NEXT_TELEMETRY_DISABLED: "1" };
    if (engine === "postgres") {
      postgres = await startPostgres();
      delete env.DATABASE_PATH;
      Object.assign(env, { DATABASE_URL: postgres.url, BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64url") });
    } else {
      delete env.DATABASE_URL;
      env.DATABASE_PATH = path.join(workdir, "inbox.db");
    }
    execFileSync("npm", ["run", "db:setup", "--silent"], { env, stdio: ["ignore", "ignore", "inherit"] });

    const now = Date.now();
    log(`seeding ${leads.toLocaleString("en-US")} leads (${ENGINES[engine]})`);
    const seedStarted = performance.now();
    if (engine === "postgres") await seedPostgres(env.DATABASE_URL, leads, now);
    else seedSqlite(env.DATABASE_PATH, leads, now);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    log(`seeded in ${seedSeconds} s`);

    const email = "inbox.bench@torqueanalytics.ca";
    const added = execFileSync("npm", ["run", "staff", "--silent", "--", "add", email, "--role", "sales", "--name", "Inbox Bench"], { env, encoding: "utf8" });
    const password = added.trim().split(/\s+/).at(-1);

    server = await startServer(env);
    const cookie = await signIn(server.url, email, password);
    const search = new URLSearchParams({ status: "contacted", first: "google", q: SEARCH, from: new Date(now - 180 * DAY).toISOString().slice(0, 10) });
    log(`GET /staff x ${requests} (${ENGINES[engine]})`);
    const firstPage = await latency(`${server.url}/staff`, cookie, requests);
    log(`GET /staff?${search} x ${requests} (${ENGINES[engine]})`);
    const filteredSearch = await latency(`${server.url}/staff?${search}`, cookie, requests);
    log(`GET /staff/export (${ENGINES[engine]})`);
    const csvExport = await exportAll(server.url, cookie, server.child.pid);
    return { engine, leads, seedSeconds, firstPage, filteredSearch, csvExport };
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      const exited = new Promise((resolve) => server.child.once("exit", resolve));
      server.stop();
      await exited;
    }
    await postgres?.kill();
    fs.rmSync(workdir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      engine: { type: "string", default: "both" },
      leads: { type: "string", default: "100000" },
      requests: { type: "string", default: "200" },
    },
  });
  if (!fs.existsSync(".next/BUILD_ID")) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
  const engines = values.engine === "both" ? Object.keys(ENGINES) : [values.engine];
  const results = [];
  for (const engine of engines) {
    const r = await inboxBenchmark({ engine, leads: Number(values.leads), requests: Number(values.requests) });
    results.push(r);
    const scale = `${ENGINES[engine]}, ${r.leads.toLocaleString("en-US")} leads`;
    const ms = ({ p50, p99 }) => `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`;
    console.log(`Inbox first page (${scale})  ${ms(r.firstPage)}`);
    console.log(`Inbox filtered search (${scale})  ${ms(r.filteredSearch)}`);
    console.log(`CSV export (${scale})  ${r.csvExport.rows} rows, ${r.csvExport.megabytes} MB in ${r.csvExport.seconds} s, server peak RSS ${r.csvExport.peakRssBeforeMb} -> ${r.csvExport.peakRssMb} MB`);
  }
  console.log(JSON.stringify(results, null, 2));
}
