// The sales workspace in a real browser against the production build.
import fs from "node:fs";
import http from "node:http";
import { Webhook } from "standardwebhooks";
import { expect, test } from "@playwright/test";
import { addStaff, closeBookingStep, ownAddress, signIn, totp } from "./support";

test("a signed-out visitor is sent to sign in; staff pages are private, never indexed, and not in the sitemap", async ({ page, request }) => {
  for (const path of ["/staff", "/staff/leads/demo/1", "/staff?folder=spam"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toMatch(/^\/staff\/sign-in/);
    expect(response.headers()["cache-control"], path).toMatch(/private/);
    expect(response.headers()["cache-control"], path).toMatch(/no-store/);
    expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
  }
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.getByRole("heading", { name: "Sales workspace" })).toBeVisible();
  expect(await (await request.get("/robots.txt")).text()).toMatch(/Disallow: \/staff/);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/staff");
});

test("marketing pages carry none of the workspace's code or styles", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const scripts = [...home.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const bodies = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()));
  for (const text of [home, ...bodies]) {
    expect(text).not.toContain("Work this lead");
    expect(text).not.toContain("Sales workspace");
  }
  // A class only the workspace uses is not in the page's stylesheet.
  const sheets = [...home.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  expect(sheets.length).toBeGreaterThan(0);
  for (const href of sheets) expect(await (await request.get(href)).text()).not.toContain("7rem_6rem_7rem_4rem");
});

test("a sales user finds a demo request with its attribution and consent, assigns it, moves it to contacted and adds a note @phone", async ({ page }) => {
  const stamp = Date.now();
  const email = `workspace+${stamp}@harbourfordmotors.ca`;
  const password = addStaff(`sam+${stamp}@torqueanalytics.ca`, "sales", `Sam ${stamp}`);

  // A prospect from a Google Ads link asks for a demo on the pricing page.
  await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=winter");
  // The touches are kept in the page's memory (no storage item, issue 51), through the site's own links.
  await page.getByRole("contentinfo").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole("button", { name: "Start Free Trial" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Get Exclusive VIP Access" });
  await dialog.getByLabel("Full Name").fill("Robin Harbourford");
  await dialog.getByLabel("Business Email").fill(email);
  await dialog.getByLabel("Dealership Name").fill("Harbourford Motors");
  // At phone size the first tap on this checkbox right after the dialog opens is sometimes lost
  // (seen once in this suite); tap until it is checked.
  const consent = dialog.getByRole("checkbox", { name: /send me e-mails/ });
  await expect(async () => {
    if (!(await consent.isChecked())) await consent.click();
    await expect(consent).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.waitForTimeout(3200);
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
  await closeBookingStep(dialog);

  await signIn(page, `sam+${stamp}@torqueanalytics.ca`, password);
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await page.getByLabel("Search name, e-mail, company").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  const leads = page.getByRole("list", { name: "Leads" }).getByRole("link");
  await expect(leads).toHaveCount(1);
  await expect(leads.first()).toContainText("Robin Harbourford");
  await expect(leads.first()).toContainText("google");
  await leads.first().click();

  await expect(page.getByRole("heading", { level: 1, name: "Robin Harbourford" })).toBeVisible();
  const origin = page.getByRole("region", { name: "Where it came from" });
  await expect(origin).toContainText("pricing-starter");
  await expect(origin).toContainText("google / cpc / winter");
  await expect(page.getByRole("region", { name: "Consent (CASL)" })).toContainText("Express consent");

  await page.getByRole("combobox", { name: "Owner" }).selectOption({ label: `Sam ${stamp}` });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByRole("form", { name: "Assign owner" }).getByRole("status")).toHaveText("Owner saved");
  await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("form", { name: "Change status" }).getByRole("status")).toHaveText("Status saved");
  await page.getByRole("textbox", { name: "Note" }).fill("Left a voicemail; calling back Thursday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("form", { name: "Add a note" }).getByRole("status")).toHaveText("Note added");

  await page.reload();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Left a voicemail; calling back Thursday.");
  await expect(history).toContainText("Status: new → contacted");
  await expect(history).toContainText(`Owner: Sam ${stamp}`);
  await expect(page.getByText("contacted", { exact: true }).first()).toBeVisible();

  // The filtered inbox agrees, and its CSV export has the row.
  await page.goto(`/staff?owner=me&status=contacted&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("list", { name: "Leads" }).getByRole("link")).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^torque-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync((await download.path())!, "utf8")
    .trim()
    .split("\r\n");
  expect(csv[0]).toMatch(/^"kind","id","created_at","status","owner","name","email","company",/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(/^"demo",/);
  expect(csv[1]).toContain(`,"contacted","sam+${stamp}@torqueanalytics.ca","Robin Harbourford","${email}","Harbourford Motors",`);
});

const adminDay =
  "a sales account is kept out of the admin pages; an administrator sets up two-factor, adds and locks a sales account, " +
  "reads the audit log and answers a privacy request";
test(adminDay, async ({ page, browser }) => {
  const stamp = Date.now();
  const salesEmail = `clerk+${stamp}@torqueanalytics.ca`;
  await signIn(page, salesEmail, addStaff(salesEmail, "sales", "Clerk"));
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  for (const path of ["/staff/audit", "/staff/privacy", "/staff/downloads/personal-data?email=a@b.ca"]) {
    expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
  }
  await page.goto("/staff/audit");
  await expect(page.getByRole("heading", { name: "Administrators only" })).toBeVisible();

  // A prospect who later asks to be forgotten.
  const prospect = `forget+${stamp}@oldtownmotors.ca`;
  const posted = await page.request.post("/api/demo-requests", { data: { name: "Forget Me", email: prospect, company: "Old Town Motors", fillMs: 5000 } });
  expect(posted.status()).toBe(201);

  // An administrator must set up two-factor sign-in first (STAFF_REQUIRE_2FA=1 in this run).
  const adminPage = await (await browser.newContext()).newPage();
  const adminEmail = `boss+${stamp}@torqueanalytics.ca`;
  const adminPassword = addStaff(adminEmail, "admin", "Boss");
  await signIn(adminPage, adminEmail, adminPassword);
  await expect(adminPage).toHaveURL(/\/staff\/account$/);
  await expect(adminPage.getByRole("main").getByRole("alert")).toContainText("Administrators must use two-factor sign-in");
  await adminPage.goto("/staff/audit");
  await expect(adminPage).toHaveURL(/\/staff\/account$/);
  const twoFactor = adminPage.getByRole("region", { name: "Two-factor sign-in" });
  await twoFactor.getByLabel("Your password").fill(adminPassword);
  await twoFactor.getByRole("button", { name: "Set up two-factor" }).click();
  const key = (await adminPage.getByTestId("totp-key").textContent())!.trim();
  const setupAt = Date.now();
  await twoFactor.getByLabel("Code from the app").fill(totp(key, setupAt));
  await twoFactor.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(twoFactor.getByRole("status")).toHaveText("Two-factor sign-in is on.");

  // Signing in again now takes the code from the app too.
  await adminPage.getByRole("button", { name: "Sign out" }).click();
  await expect(adminPage).toHaveURL(/\/staff\/sign-in$/);
  await signIn(adminPage, adminEmail, adminPassword);
  await adminPage.getByLabel("Authenticator code").fill("000000");
  await adminPage.getByRole("button", { name: "Verify" }).click();
  await expect(adminPage.getByRole("main").getByRole("alert")).toHaveText("That code is not valid. Try the newest one.");
  // The code that proved the setup cannot sign in again (RFC 6238 §5.2); the app's next one can.
  await adminPage.getByLabel("Authenticator code").fill(totp(key, setupAt));
  await adminPage.getByRole("button", { name: "Verify" }).click();
  await expect(adminPage.getByRole("main").getByRole("alert")).toHaveText("That code was already used. Wait for the next one.");
  await adminPage.getByLabel("Authenticator code").fill(totp(key, setupAt + 30_000));
  await adminPage.getByRole("button", { name: "Verify" }).click();
  await expect(adminPage.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await adminPage.getByRole("link", { name: "Audit log" }).click();
  const entries = adminPage.getByRole("list", { name: "Audit entries" });
  await expect(entries.getByRole("listitem").filter({ hasText: adminEmail }).filter({ hasText: "sign-in" }).first()).toBeVisible();
  await expect(entries.getByRole("listitem").filter({ hasText: salesEmail }).filter({ hasText: "sign-in" }).first()).toBeVisible();

  // The administrator adds a sales account; its one-time password signs in; a lock ends that.
  await adminPage.getByRole("link", { name: "Team" }).click();
  const hire = `hire+${stamp}@torqueanalytics.ca`;
  const add = adminPage.getByRole("form", { name: "Add a staff member" });
  await add.getByLabel("Work e-mail").fill(hire);
  await add.getByLabel("Name").fill(`Hire ${stamp}`);
  await add.getByRole("button", { name: "Add" }).click();
  await expect(add.getByRole("status")).toContainText(`Added ${hire} as sales.`);
  const hirePassword = (await add.getByRole("status").locator("code").textContent())!.trim();
  const hirePage = await (await browser.newContext()).newPage();
  await signIn(hirePage, hire, hirePassword);
  await expect(hirePage.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await adminPage.reload();
  const row = adminPage.getByRole("form", { name: `Change Hire ${stamp}` });
  await row.getByRole("button", { name: "Lock" }).click();
  await expect(row.getByRole("status")).toHaveText("Locked; their sessions ended");
  await hirePage.reload();
  await expect(hirePage).toHaveURL(/\/staff\/sign-in/);
  await signIn(hirePage, hire, hirePassword);
  await expect(hirePage.getByRole("main").getByRole("alert")).toHaveText("This account is locked. Ask an administrator.");

  await adminPage.getByRole("link", { name: "Privacy" }).click();
  await adminPage.getByLabel("E-mail address").fill(prospect);
  await adminPage.getByRole("button", { name: "Find" }).click();
  await expect(adminPage.getByRole("region", { name: "Stored about this address" })).toContainText("1 demo request, 0 contact messages");
  const [download] = await Promise.all([adminPage.waitForEvent("download"), adminPage.getByRole("link", { name: "Download as JSON" }).click()]);
  const copy = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as { demoRequests: { name: string; company: string }[] };
  expect(copy.demoRequests).toEqual([expect.objectContaining({ name: "Forget Me", company: "Old Town Motors" })]);

  await adminPage.getByRole("button", { name: "Erase everything about this address" }).click();
  await expect(adminPage.getByRole("form", { name: "Erase" }).getByRole("status")).toHaveText("Type the address again to confirm the erasure");
  await adminPage.getByLabel(`Type ${prospect} to confirm`).fill(prospect);
  await adminPage.getByRole("button", { name: "Erase everything about this address" }).click();
  await expect(adminPage.getByRole("form", { name: "Erase" }).getByRole("status")).toHaveText(
    "Erased 1 demo request and 0 contact messages, with their history.",
  );
  // What the erasure could not reach is said: here the CRM webhook run.mjs configured (its receiver
  // refused this lead, so the CRM never had it) and the backups.
  const outside = adminPage.getByRole("region", { name: "Outside the database" });
  await expect(outside).toContainText("Database backups made before now still hold copies");
  await adminPage.reload();
  await expect(adminPage.getByRole("region", { name: "Stored about this address" })).toContainText("Nothing is stored about this address.");
  await adminPage.goto("/staff/audit?action=erasure");
  await expect(entries.getByRole("listitem").first()).toContainText("Demo requests: 1 · Contact messages: 0 ·");
  await expect(entries).not.toContainText(prospect);
});

test("five wrong passwords lock the address out with a clear message", async ({ page }) => {
  const stamp = Date.now();
  const password = addStaff(`locked+${stamp}@torqueanalytics.ca`, "sales", "Lockout Test");
  await ownAddress(page);
  await page.goto("/staff/sign-in");
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("E-mail").fill(`locked+${stamp}@torqueanalytics.ca`);
    await page.getByLabel("Password").fill(`wrong password ${i}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Wrong e-mail or password.");
  }
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/Too many sign-in attempts from this address\. Try again in \d+ minutes?\./);
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
});

test("an unknown lead or a malformed address is a 404, and nonsense filters are explained", async ({ page }) => {
  const stamp = Date.now();
  await signIn(page, `viewer+${stamp}@torqueanalytics.ca`, addStaff(`viewer+${stamp}@torqueanalytics.ca`, "sales", "Viewer"));
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  for (const path of ["/staff/leads/demo/999999", "/staff/leads/other/1", "/staff/leads/demo/abc"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await page.goto("/staff?status=bogus&from=yesterday");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Status: choose a status from the list");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("From: use a date as YYYY-MM-DD");
});

test("a new lead reaches the CRM webhook signed, is retried after a refusal, and its lead page says it was delivered", async ({ page }) => {
  const email = `crm+${Date.now()}@valleykia.ca`;
  const deliveries: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  // The receiver run.mjs pointed the server at: it refuses this lead's first delivery.
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      const mine = body.includes(email);
      if (mine) deliveries.push({ headers: req.headers, body });
      res.writeHead(mine && deliveries.length === 1 ? 503 : 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(Number(new URL(process.env.LEADS_WEBHOOK_URL!).port), "127.0.0.1", resolve));
  try {
    const posted = await page.request.post("/api/demo-requests", {
      data: { name: "Casey Crm", email, company: "Valley Kia", phone: "506-555-0199", fillMs: 5000 },
    });
    expect(posted.status()).toBe(201);
    await expect.poll(() => deliveries.length, { timeout: 15_000 }).toBe(2);
    expect(deliveries[1]!.headers["webhook-id"]).toBe(deliveries[0]!.headers["webhook-id"]);
    const payload = new Webhook(process.env.LEADS_WEBHOOK_SECRET!).verify(deliveries[1]!.body, deliveries[1]!.headers as Record<string, string>) as {
      data: { name: string; url: string };
    };
    expect(payload.data.name).toBe("Casey Crm");

    const stamp = Date.now();
    await signIn(page, `crm+${stamp}@torqueanalytics.ca`, addStaff(`crm+${stamp}@torqueanalytics.ca`, "sales", "Crm Viewer"));
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
    await page.goto(new URL(payload.data.url).pathname);
    await expect(page.getByRole("heading", { level: 1, name: "Casey Crm" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText(/CRM webhook\s*Delivered/);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
