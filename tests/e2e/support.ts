import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { createRequire } from "node:module";
import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import { expect, type APIRequestContext, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { parse, type ReceivedMail } from "../support/smtp";
import { totp } from "../support/totp";
export { totp };

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

export const base = new URL(process.env.BASE_URL ?? "http://localhost:3000");

// Sends raw bytes (what fetch would refuse or normalise) and collects the whole answer.
export function rawRequest(bytes: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(base.port), base.hostname, () => socket.write(bytes));
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (data += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), head: head.toLowerCase(), body });
    });
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

// One answer exactly as it arrives on the wire (not decompressed, unlike fetch and Playwright's request).
export function fetchRaw(path: string, headers: Record<string, string> = {}, method = "GET", body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request({ host: base.hostname, port: base.port, path, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end(body);
  });
}

// The body of a fetchRaw answer, decompressed as its Content-Encoding says.
export const decoded = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  (r.headers["content-encoding"] === "br"
    ? zlib.brotliDecompressSync(r.body)
    : r.headers["content-encoding"] === "gzip"
      ? zlib.gunzipSync(r.body)
      : r.body
  ).toString();

// `npm run staff -- add`, as an administrator does on the server; returns the password it prints.
export function addStaff(email: string, role: "admin" | "sales" | "editor", name: string): string {
  const run = spawnSync("npm", ["run", "staff", "--silent", "--", "add", email, "--role", role, "--name", name], { env: process.env, encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  return /: (\S+)\s*$/.exec(run.stdout)![1]!;
}

// A client address of its own (the server trusts X-Forwarded-For in the e2e run, as behind a
// proxy), so one test's sign-in attempts never use up another's allowance.
export const anAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const ownAddress = (page: Page) => page.setExtraHTTPHeaders({ "x-forwarded-for": anAddress() });

export async function signIn(page: Page, email: string, password: string) {
  await ownAddress(page);
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

// A new administrator signed in, with the two-factor sign-in run.mjs requires set up; answers its id.
export async function signInAsAdmin(page: Page, email: string, name: string): Promise<string> {
  const password = addStaff(email, "admin", name);
  await signIn(page, email, password);
  // Signing in hashes the password: slow on a loaded machine.
  await expect(page).toHaveURL(/\/staff\/account$/, { timeout: 30_000 });
  const twoFactor = page.getByRole("region", { name: "Two-factor sign-in" });
  // Typed again if the first try came before the page's script took the form over (a loaded
  // machine): the browser then submitted it natively, and the page came back empty.
  await expect(async () => {
    await twoFactor.getByLabel("Your password").fill(password);
    await twoFactor.getByRole("button", { name: "Set up two-factor" }).click();
    await expect(page.getByTestId("totp-key")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 25_000 });
  const key = (await page.getByTestId("totp-key").textContent())!.trim();
  await twoFactor.getByLabel("Code from the app").fill(totp(key, Date.now()));
  await twoFactor.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(twoFactor.getByRole("status")).toHaveText("Two-factor sign-in is on.");
  return queryDb<{ id: string }>("select id from staff_users where email = ?", email)[0]!.id;
}

// axe-core in the page: its serious and critical WCAG 2.1 A and AA violations, each with where.
const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

// An editor's account, signed in on `page` (a fresh address each call); answers its e-mail.
export async function signInAsEditor(page: Page, name: string, fullName = `${name} ${Date.now()}`): Promise<string> {
  const email = `${name.toLowerCase()}+${Date.now()}-${Math.random().toString(36).slice(2, 7)}@torqueanalytics.ca`;
  await signIn(page, email, addStaff(email, "editor", fullName));
  // Signing in hashes the password: slow on a loaded machine.
  await page.waitForURL((url) => !url.pathname.startsWith("/staff/sign-in"), { timeout: 30_000 });
  return email;
}

// An editor signed in in a browser context of their own (two editors side by side): their page, and
// the name the workspace shows others.
export async function editorInOwnContext(browser: Browser, firstName: string): Promise<{ page: Page; name: string }> {
  const context = await browser.newContext({ baseURL: base.origin, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const name = `${firstName} Tremblay ${Date.now()}`;
  await signInAsEditor(page, firstName, name);
  return { page, name };
}

// An article's editor opened; answers the editor's first lock request (taken, or 409 naming the holder).
export async function openArticleEditor(page: Page, id: number) {
  const locked = page.waitForResponse((r) => r.url().endsWith(`/articles/${id}/lock`) && r.request().method() === "POST");
  await page.goto(`/staff/content/articles/${id}`);
  return locked;
}

// The screen as it stands: nothing wider than the screen and no serious axe violation at 1280 and
// 390 px, with a full-page screenshot of each. Answers the problems.
export async function screenProblems(page: Page, testInfo: TestInfo, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${label} ${width}: ${overflow}px wider`);
    problems.push(...(await seriousViolations(page)).map((v) => `${label} ${width}: ${v}`));
    await page.screenshot({ path: testInfo.outputPath(`${label}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

// The signed-in account's workspace language (and time zone: "" is the team's).
export async function setWorkspaceLanguage(page: Page, language: "en" | "fr", timeZone = ""): Promise<void> {
  const saved = await page.request.post("/staff/actions/settings", { form: { language, timeZone }, headers: { origin: base.origin } });
  expect(saved.status()).toBe(200);
}

// Each workspace screen in both languages at 1280 and 390 px: the page's language, nothing wider than
// the screen, no serious axe violation (at 1280), a full-page screenshot of each. Answers the problems.
export async function workspaceScreenProblems(page: Page, testInfo: TestInfo, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const language of ["en", "fr"] as const) {
    await setWorkspaceLanguage(page, language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language === "fr" ? "fr-CA" : "en-CA");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${language} ${width} ${path}: ${overflow}px wider`);
        if (width === 1280) problems.push(...(await seriousViolations(page)).map((v) => `${language} ${path}: ${v}`));
        const name = `${language}-${width}-${path.replace(/\W+/g, "-").replace(/^-|-$/g, "")}.png`;
        await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
      }
    }
  }
  return problems;
}

// The e-mails the site sent to an address (run.mjs's SMTP server writes each to MAIL_DIR), oldest first.
export function mailsTo(address: string): ReceivedMail[] {
  const dir = process.env.MAIL_DIR!;
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => parse(fs.readFileSync(path.join(dir, file), "utf8")))
    .filter((mail) => mail.to.includes(address));
}

// Waits for an e-mail to an address whose subject matches; answers it.
export async function waitForMail(address: string, subject: RegExp, timeout = 20_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect(async () => {
    found = mailsTo(address).find((mail) => subject.test(mail.subject));
    expect(found, `an e-mail to ${address} about ${subject}`).toBeDefined();
  }).toPass({ timeout });
  return found!;
}

// After a demo request: a real one (a person's few seconds) leaves the dialog on its booking step
// (issue 48), which this closes as a visitor who books later would; one the spam checks caught (a
// script's speed) closes the dialog at once.
export async function closeBookingStep(dialog: Locator, close = "Close"): Promise<void> {
  const step = dialog.getByTestId("booking-step");
  await expect.poll(async () => (await dialog.isHidden()) || (await step.isVisible()), { timeout: 15_000 }).toBe(true);
  if (await step.isVisible()) await dialog.getByRole("button", { name: close }).first().click();
  await expect(dialog).toBeHidden();
}
