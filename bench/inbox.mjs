// node bench/inbox.mjs [--engine sqlite|postgres|both] [--leads 100000] [--requests 200]
// The sales inbox (/staff) and dashboard (/staff/dashboard) with a year of leads: synthetic leads,
// their owners and histories (status changes and notes) seeded straight into a fresh database, one
// production server, and each signed-in page requested one at a time, so the figures are
// per-request latency as a client on loopback sees it, not throughput. The dashboard's statements'
// plans (EXPLAIN QUERY PLAN / EXPLAIN) are printed too (bench/dashboard-queries.ts).
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
import { freePort, startServer } from "./server.mjs";

const DAY = 86_400_000;
const ENGINES = { sqlite: "SQLite", postgres: "PostgreSQL" };
const log = (message) => console.error(`[bench] ${message}`);

// Deterministic data, so both engines and every run see the same leads.
const FIRST = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Charlotte",
  "William",
  "Amélie",
  "James",
  "Sophie",
  "Lucas",
  "Mathieu",
  "Priya",
  "Arjun",
  "Mei",
  "Wei",
  "Fatima",
  "Omar",
  "Isabella",
  "Mateo",
  "Zoe",
];
const LAST = [
  "Smith",
  "Tremblay",
  "Martin",
  "Roy",
  "Gagnon",
  "Lee",
  "Wilson",
  "MacDonald",
  "Brown",
  "Taylor",
  "Singh",
  "Nguyen",
  "Patel",
  "Chen",
  "Côté",
  "Bouchard",
  "Campbell",
  "Kowalski",
  "Martinez",
  "O'Brien",
];
const PLACES = [
  "Oakville",
  "Markham",
  "Laval",
  "Surrey",
  "Halifax",
  "Kelowna",
  "Barrie",
  "Guelph",
  "Moncton",
  "Regina",
  "Sherbrooke",
  "Nanaimo",
  "Kingston",
  "Brampton",
  "Saskatoon",
  "Victoria",
];
const BRANDS = ["Toyota", "Honda", "Ford", "Hyundai", "Kia", "Chevrolet", "Nissan", "Mazda", "Subaru", "Volkswagen", "Auto Group", "Motors"];
const SOURCES = ["google", "facebook", "bing", "newsletter", null];
const INQUIRIES = ["general", "sales", "demo", "support", "partnership"];
const CTAS = ["hero", "pricing-starter", "pricing-professional", "dashboard-city", "roi-calculator"];
// Mostly Canadian numbers (the dashboard places them by area code), some American.
const AREA_CODES = [
  "416",
  "647",
  "905",
  "613",
  "519",
  "705",
  "514",
  "438",
  "450",
  "418",
  "819",
  "604",
  "778",
  "250",
  "403",
  "587",
  "780",
  "204",
  "306",
  "902",
  "506",
  "709",
  "867",
  "212",
  "617",
];
// City landing pages the seed stores (content/cities.ts), in English and French.
const CITY_PAGES = ["toronto", "vancouver", "calgary", "edmonton", "winnipeg", "regina", "montreal"].flatMap((slug) => [
  `/automotive-advertising-dashboard/${slug}`,
  `/fr/tableau-de-bord-publicite-automobile/${slug}`,
]);
// The sales team the leads are assigned to: staff accounts inserted straight into staff_users.
export const REPS = Array.from({ length: 6 }, (_, i) => ({ id: `bench-rep-${i + 1}`, name: `Rep ${i + 1}`, email: `rep${i + 1}@torqueanalytics.ca` }));
// Where leads end up, and the statuses they pass through on the way (lead_events, one per change).
const OUTCOMES = [
  [0.15, []],
  [0.25, ["contacted"]],
  [0.15, ["contacted", "qualified"]],
  [0.1, ["contacted", "qualified", "won"]],
  [0.1, ["contacted", "lost"]],
  [0.1, ["contacted", "qualified", "lost"]],
  [0.1, ["contacted", "disqualified"]],
  [0.05, ["disqualified"]],
];

// The search the filtered measurement runs: "mart" matches Martin and Martinez, in names and in
// companies named after their owner, about one lead in ten.
const SEARCH = "mart";

const COMMON = [
  "id",
  "name",
  "email",
  "company",
  "phone",
  "message",
  "cta",
  "referrer",
  "landing_page",
  "first_utm_source",
  "last_utm_source",
  "consent",
  "consent_at",
  "is_spam",
  "spam_reason",
  "language",
  "status",
  "owner_id",
  "created_at",
];
const COLUMNS = { demo_requests: COMMON, contact_messages: [...COMMON, "subject", "inquiry_type"] };
const EVENT_COLUMNS = ["lead_type", "lead_id", "actor_id", "actor_email", "action", "detail", "to_status", "created_at"];
const BOOLEANS = new Set(["consent", "is_spam"]);
const INTEGERS = new Set(["id", "lead_id"]);

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

// Yields { table, values (COLUMNS[table] order), events (EVENT_COLUMNS order) }, oldest first, one lead
// every 365 days / count (so every created_at is distinct), about 85% demo requests and 15% contact
// messages. Three leads in four have an owner; each is worked as a sales team does: a first answer
// (a status change, or a note first) minutes to days after it arrives, then further status changes
// days apart, and sometimes a later note, none of it after `now` (so the newest leads are still new).
export function* syntheticLeads(count, now) {
  const random = mulberry32(2026);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const step = Math.floor((365 * DAY) / count);
  const ids = { demo_requests: 0, contact_messages: 0 };
  for (let i = 0; i < count; i++) {
    const demo = random() < 0.85;
    const table = demo ? "demo_requests" : "contact_messages";
    const id = ++ids[table];
    const [first, last] = [pick(FIRST), pick(LAST)];
    const company = random() < 0.4 ? `${last} ${pick(BRANDS)}` : `${pick(PLACES)} ${pick(BRANDS)}`;
    const created = now - 365 * DAY + i * step;
    const createdAt = new Date(created).toISOString();
    const source = pick(SOURCES);
    const consent = random() < 0.4;
    const spam = random() < 0.05;
    const owner = random() < 0.75 ? pick(REPS) : null;

    // Its history, cut off at now.
    let roll = random();
    const path = OUTCOMES.find(([share]) => (roll -= share) < 0)?.[1] ?? [];
    const delay = () => {
      const r = random();
      return r < 0.6 ? (5 + random() * 115) * 60_000 : r < 0.9 ? (2 + random() * 22) * 3_600_000 : (1 + random() * 4) * DAY;
    };
    const events = [];
    let status = "new";
    if (!spam && (path.length > 0 || random() < 0.3)) {
      const actor = owner ?? pick(REPS);
      const event = (action, at, detail, toStatus) =>
        events.push([demo ? "demo" : "contact", id, actor.id, actor.email, action, JSON.stringify(detail), toStatus, new Date(at).toISOString()]);
      let at = created + delay();
      if (at < now && (path.length === 0 || random() < 0.3)) {
        event("note", at, { text: "Left a voicemail." }, null);
        at += 30 * 60_000;
      }
      for (const next of path) {
        if (at >= now) break;
        event("status", at, { from: status, to: next }, next);
        status = next;
        at += (1 + random() * 9) * DAY;
      }
      if (at < now && random() < 0.2) event("note", at, { text: "Sent the pricing sheet." }, null);
    }

    const values = [
      id,
      `${first} ${last}`,
      `${slug(first)}.${slug(last)}${i % 5 === 0 ? i : ""}@${slug(company)}.ca`,
      demo || random() < 0.7 ? company : null,
      random() < 0.6 ? `+1 ${pick(AREA_CODES)}-555-${String(i % 10_000).padStart(4, "0")}` : null,
      demo && random() < 0.5 ? null : `We spend about $${5 + (i % 40)}k a month on ads and want to know what it sells.`,
      demo ? pick(CTAS) : null,
      source && source !== "newsletter" ? `https://www.${source}.com/` : null,
      random() < 0.1 ? pick(CITY_PAGES) : "/",
      source,
      random() < 0.7 ? source : pick(SOURCES),
      consent,
      consent ? createdAt : null,
      spam,
      spam ? "honeypot" : null,
      random() < 0.2 ? "fr" : "en",
      status,
      owner?.id ?? null,
      createdAt,
    ];
    yield { table, values: demo ? values : [...values, `Question from ${company}`, pick(INQUIRIES)], events };
  }
}

const REP_COLUMNS = ["id", "name", "email", "email_verified", "created_at", "updated_at", "role"];

export function seedSqlite(file, leads, now) {
  const db = new Database(file);
  try {
    const insert = {};
    for (const [table, columns] of Object.entries(COLUMNS)) {
      insert[table] = db.prepare(`insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`);
    }
    const event = db.prepare(`insert into lead_events (${EVENT_COLUMNS.join(", ")}) values (${EVENT_COLUMNS.map(() => "?").join(", ")})`);
    const rep = db.prepare(`insert into staff_users (${REP_COLUMNS.join(", ")}) values (?, ?, ?, 1, ?, ?, 'sales')`);
    const bit = (v) => (typeof v === "boolean" ? Number(v) : v);
    db.transaction(() => {
      for (const r of REPS) rep.run(r.id, r.name, r.email, now, now);
      for (const { table, values, events } of syntheticLeads(leads, now)) {
        insert[table].run(values.map(bit));
        for (const e of events) event.run(e);
      }
    })();
  } finally {
    db.close();
  }
}

// A thousand rows per INSERT, one array parameter per column (unnest), all in one transaction.
export async function seedPostgres(url, leads, now) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const batches = { demo_requests: [], contact_messages: [], lead_events: [] };
    const columnsOf = (table) => (table === "lead_events" ? EVENT_COLUMNS : COLUMNS[table]);
    const flush = async (table) => {
      const columns = columnsOf(table);
      const rows = batches[table];
      batches[table] = [];
      const arrays = columns.map((c, i) => `$${i + 1}::${BOOLEANS.has(c) ? "boolean" : INTEGERS.has(c) ? "integer" : "text"}[]`);
      await client.query(
        `insert into ${table} (${columns.join(", ")}) select * from unnest(${arrays.join(", ")})`,
        columns.map((_, i) => rows.map((row) => row[i])),
      );
    };
    await client.query("begin");
    for (const r of REPS)
      await client.query(`insert into staff_users (${REP_COLUMNS.join(", ")}) values ($1, $2, $3, true, now(), now(), 'sales')`, [r.id, r.name, r.email]);
    for (const { table, values, events } of syntheticLeads(leads, now)) {
      batches[table].push(values);
      batches.lead_events.push(...events);
      // Leads first: an event's lead is then always stored before it.
      if (batches[table].length === 1000) await flush(table);
      if (batches.lead_events.length >= 1000) {
        for (const t of Object.keys(COLUMNS)) if (batches[t].length > 0) await flush(t);
        await flush("lead_events");
      }
    }
    for (const table of [...Object.keys(COLUMNS), "lead_events"]) if (batches[table].length > 0) await flush(table);
    // The ids were given explicitly: the identity sequences continue after them.
    for (const table of Object.keys(COLUMNS))
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`);
    await client.query("commit");
    // As autovacuum would soon after a bulk load: the planner sees the real row counts.
    await client.query("analyze demo_requests, contact_messages, lead_events, staff_users");
  } finally {
    await client.end();
  }
}

export async function signIn(url, email, password) {
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
// What a page must hold to count: the inbox's list, or the dashboard's first chart (an empty
// result would time a query that returns nothing).
const PAGES = {
  inbox: { marker: 'aria-label="Leads"', content: "/staff/leads/", what: "the inbox" },
  dashboard: { marker: 'data-chart="volume-chart"', content: 'data-series="', what: "the dashboard" },
};

async function latency(url, cookie, requests, warmup = 20, page = PAGES.inbox) {
  const get = async () => {
    const started = performance.now();
    // Not following redirects: a session that stopped working must fail here, not time the sign-in page.
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const html = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200 || !html.includes(page.marker)) {
      throw new Error(
        `GET ${url} answered ${response.status}${response.headers.has("location") ? ` -> ${response.headers.get("location")}` : ""}, not ${page.what}`,
      );
    }
    if (!html.includes(page.content)) throw new Error(`GET ${url} showed no leads`);
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
  const response = await fetch(`${url}/staff/downloads/leads`, { headers: { cookie }, redirect: "manual" });
  if (response.status !== 200) throw new Error(`GET /staff/downloads/leads answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return { rows: lines - 1, megabytes: Math.round(bytes / 1e5) / 10, seconds, peakRssMb: peakRssMb(pid), peakRssBeforeMb: peakBefore };
}

// The dashboard's statements against the seeded database: their plans, and getDashboard() timed
// in-process (no HTTP, no rendering), for the default period and a quarter.
function dashboardQueries(env) {
  const run = (period) =>
    JSON.parse(
      execFileSync("npx", ["tsx", "--conditions=react-server", "bench/dashboard-queries.ts", "--period", period, "--runs", "30"], {
        env,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      }),
    );
  const [week, fourWeeks, quarter] = [run("week"), run("4weeks"), run("quarter")];
  const timing = (r) => ({ leads: r.leads, ...r.inProcess });
  return { plans: week.plans, inProcess: { week: timing(week), "4weeks": timing(fourWeeks), quarter: timing(quarter) } };
}

// The build must have the workspace as it is now: a build older than the dashboard would time 404s.
export function checkBuild() {
  if (!fs.existsSync(".next/BUILD_ID") || !fs.existsSync(".next/app-path-routes-manifest.json")) return "No production build: run `npm run build` first.";
  // Values are the routes ("/staff/(workspace)/dashboard/page" -> "/staff/dashboard").
  const routes = JSON.parse(fs.readFileSync(".next/app-path-routes-manifest.json", "utf8"));
  if (!Object.values(routes).includes("/staff/dashboard")) return "The production build predates the dashboard (/staff/dashboard): run `npm run build` first.";
  return null;
}

export async function inboxBenchmark({ engine, leads = 100_000, requests = 200 }) {
  if (!ENGINES[engine]) throw new Error(`Unknown engine ${JSON.stringify(engine)}: sqlite or postgres`);
  const stale = checkBuild();
  if (stale) throw new Error(stale);
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

    // Staff requests are taken from the site's own origin only (SITE_URL).
    const port = await freePort();
    server = await startServer({ ...env, SITE_URL: `http://127.0.0.1:${port}` }, port);
    const cookie = await signIn(server.url, email, password);
    const search = new URLSearchParams({ status: "contacted", first: "google", q: SEARCH, from: new Date(now - 180 * DAY).toISOString().slice(0, 10) });
    log(`GET /staff x ${requests} (${ENGINES[engine]})`);
    const firstPage = await latency(`${server.url}/staff`, cookie, requests);
    log(`GET /staff?${search} x ${requests} (${ENGINES[engine]})`);
    const filteredSearch = await latency(`${server.url}/staff?${search}`, cookie, requests);
    log(`GET /staff/downloads/leads (${ENGINES[engine]})`);
    log(`GET /staff?sort=name and ?sort=owner x ${requests} (${ENGINES[engine]})`);
    const sortedByName = await latency(`${server.url}/staff?sort=name`, cookie, requests);
    const sortedByOwner = await latency(`${server.url}/staff?sort=owner`, cookie, requests);
    log(`GET /staff/downloads/leads (${ENGINES[engine]})`);
    const csvExport = await exportAll(server.url, cookie, server.child.pid);
    // The dashboard's first render (its default period, this week so far), then the longer periods.
    log(`GET /staff/dashboard x ${requests} (${ENGINES[engine]})`);
    const dashboardFirstRender = await latency(`${server.url}/staff/dashboard`, cookie, requests, 20, PAGES.dashboard);
    log(`GET /staff/dashboard?period=4weeks and ?period=quarter x ${requests} (${ENGINES[engine]})`);
    const dashboardFourWeeks = await latency(`${server.url}/staff/dashboard?period=4weeks`, cookie, requests, 20, PAGES.dashboard);
    const dashboardQuarter = await latency(`${server.url}/staff/dashboard?period=quarter`, cookie, requests, 20, PAGES.dashboard);
    const dashboardPlans = dashboardQueries(env);
    return {
      engine,
      leads,
      seedSeconds,
      firstPage,
      filteredSearch,
      sortedByName,
      sortedByOwner,
      csvExport,
      dashboard: { firstRender: dashboardFirstRender, fourWeeks: dashboardFourWeeks, quarter: dashboardQuarter, ...dashboardPlans },
    };
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
  const stale = checkBuild();
  if (stale) {
    console.error(stale);
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
    console.log(`Inbox sorted by name (${scale})  ${ms(r.sortedByName)}`);
    console.log(`Inbox sorted by owner (${scale})  ${ms(r.sortedByOwner)}`);
    console.log(`Dashboard first render, this week (${scale})  ${ms(r.dashboard.firstRender)}`);
    console.log(`Dashboard, last 4 weeks (${scale})  ${ms(r.dashboard.fourWeeks)}`);
    console.log(`Dashboard, this quarter (${scale})  ${ms(r.dashboard.quarter)}`);
    for (const [period, t] of Object.entries(r.dashboard.inProcess))
      console.log(`Dashboard queries in-process, ${period} (${t.leads} leads in the period)  p50 ${t.p50} ms, p99 ${t.p99} ms`);
    for (const [name, plan] of Object.entries(r.dashboard.plans))
      console.log(`\nDashboard statement "${name}" (${ENGINES[engine]}), ${engine === "postgres" ? "EXPLAIN" : "EXPLAIN QUERY PLAN"}:\n${plan}`);
    console.log(
      `CSV export (${scale})  ${r.csvExport.rows} rows, ${r.csvExport.megabytes} MB in ${r.csvExport.seconds} s, ` +
        `server peak RSS ${r.csvExport.peakRssBeforeMb} -> ${r.csvExport.peakRssMb} MB`,
    );
  }
  console.log(JSON.stringify(results, null, 2));
}
