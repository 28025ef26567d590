// The sales dashboard, time zones and the workspace in French, in a real browser against the
// production build (run.mjs: SQLite, STAFF_REQUIRE_2FA=1, the team's zone left at Toronto).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { addStaff, base, queryDb, signIn, signInAsAdmin } from "./support";

const origin = base.origin;

// An administrator (a sales manager) signed in, with the two-factor sign-in run.mjs requires set up.
async function signInAsManager(page: Page, stamp: number): Promise<{ id: string; name: string }> {
  const name = `Manager ${stamp}`;
  return { id: await signInAsAdmin(page, `manager+${stamp}@torqueanalytics.ca`, name), name };
}

interface Prospect {
  name: string;
  source: string;
  phone?: string;
  landingPage?: string;
  locale?: "en" | "fr";
}

// A demo request as the site's API takes it; answers the stored lead's id.
async function postLead(page: Page, email: string, prospect: Prospect): Promise<number> {
  const response = await page.request.post("/api/demo-requests", {
    data: {
      name: prospect.name,
      email,
      company: `${prospect.name} Motors`,
      fillMs: 5000,
      ...(prospect.phone && { phone: prospect.phone }),
      ...(prospect.locale && { locale: prospect.locale }),
      attribution: { firstTouch: { source: prospect.source }, ...(prospect.landingPage && { landingPage: prospect.landingPage }) },
    },
  });
  expect(response.status()).toBe(201);
  return queryDb<{ id: number }>("select id from demo_requests where email = ?", email)[0]!.id;
}

// One change to a lead, posted as the lead page's forms post it.
async function changeLead(page: Page, id: number, change: Record<string, string>) {
  const response = await page.request.post("/staff/actions/lead", { form: { kind: "demo", id: String(id), ...change }, headers: { origin } });
  expect(response.status(), JSON.stringify(change)).toBe(200);
}

// Four leads this week, all the manager's: two from Google (one in Toronto won, one in Montreal
// contacted), one from Facebook with only a note, one from a newsletter nobody has answered.
async function managerWithLeads(page: Page) {
  const stamp = Date.now();
  const manager = await signInAsManager(page, stamp);
  const lead = (n: number) => `dash+${stamp}-${n}@dealerfixture.ca`;
  const won = await postLead(page, lead(1), {
    name: `Toronto ${stamp}`,
    source: "google",
    phone: "416-555-0101",
    landingPage: "/automotive-advertising-dashboard/toronto",
  });
  const contacted = await postLead(page, lead(2), { name: `Montreal ${stamp}`, source: "google", phone: "+1 514 555 0102", locale: "fr" });
  const noted = await postLead(page, lead(3), { name: `Facebook ${stamp}`, source: "facebook" });
  const waiting = await postLead(page, lead(4), { name: `Newsletter ${stamp}`, source: "newsletter" });
  for (const id of [won, contacted, noted, waiting]) await changeLead(page, id, { intent: "owner", owner: manager.id });
  for (const status of ["contacted", "qualified", "won"]) await changeLead(page, won, { intent: "status", status });
  await changeLead(page, contacted, { intent: "status", status: "contacted" });
  await changeLead(page, noted, { intent: "note", note: "Left a voicemail." });
  return { ...manager, stamp, waiting };
}

// The rows of a table, as text cells.
async function rowsOf(table: Locator): Promise<string[][]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? "").replace(/\s+/g, " ").trim())));
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, String(locator)).not.toBeNull();
  return b!;
}

test("a manager reads this week's leads by source, the funnel and first-response times on the dashboard @phone", async ({ page }) => {
  const { name, stamp, waiting } = await managerWithLeads(page);

  // The dashboard is the workspace navigation's first link.
  const nav = page.getByRole("navigation", { name: "Workspace" });
  await expect(nav.getByRole("link").first()).toHaveText("Dashboard");
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const filters = page.getByRole("form", { name: "Dashboard filters" });
  await filters.getByLabel("Period").selectOption("week");
  await filters.getByLabel("Owner").selectOption("me");
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/period=week/);

  // Leads by source: a bar per day, stacked by source, named by its caption, numbers one click away.
  const volume = page.getByRole("region", { name: "Leads by source" });
  await expect(volume).toContainText("4 leads this period, 0 leads in the previous one");
  await expect(volume.getByRole("img", { name: /^Leads per day by first-touch source/ })).toBeVisible();
  await volume.getByText("The numbers").click();
  const [perDay, perSource] = [volume.getByRole("table").nth(0), volume.getByRole("table").nth(1)];
  await expect(perDay.locator("thead")).toContainText("google");
  // Today is the last day of "this week so far": google 2, facebook 1, newsletter 1, total 4, none the week before.
  expect((await rowsOf(perDay)).at(-1)!.slice(1)).toEqual(["2", "1", "1", "4", "0"]);
  expect(await rowsOf(perSource)).toEqual([
    ["google", "2", "0"],
    ["facebook", "1", "0"],
    ["newsletter", "1", "0"],
    ["Total", "4", "0"],
  ]);

  // The funnel: every lead is new; two were contacted, one of them qualified and won.
  const funnel = page.getByRole("region", { name: "Funnel" });
  await expect(funnel).toContainText("A lead reached a stage if its history ever moved it to that stage or a later one");
  await funnel.getByText("The numbers").first().click();
  expect(await rowsOf(funnel.getByRole("table").first())).toEqual([
    ["New (every lead)", "4", "100%"],
    ["Contacted", "2", "50%"],
    ["Qualified", "1", "25%"],
    ["Won", "1", "25%"],
    ["Lost", "0", "0%"],
    ["Disqualified", "0", "0%"],
  ]);

  // First responses: three answered within seconds (well under a business minute), one waiting.
  const response = page.getByRole("region", { name: "First response", exact: true });
  await expect(response).toContainText(
    "counted in business hours: Monday to Friday, 9:00 a.m. to 5:00 p.m. (Eastern Time), closed on Ontario statutory holidays",
  );
  await response.getByText("The numbers").click();
  const owners = await rowsOf(response.getByRole("table"));
  // (rowsOf folds the no-break spaces of "< 1 min" into plain ones.)
  expect(owners.find((row) => row[0] === name)).toEqual([name, "3", "1", "< 1 min", "< 1 min"]);
  expect(owners.at(-1)).toEqual(["Everyone", "3", "1", "< 1 min", "< 1 min"]);

  // Where leads are: by the phone's area code, the city page, the language.
  const where = page.getByRole("region", { name: "Where leads are" });
  for (const summary of await where.getByText("The numbers").all()) await summary.click();
  const [regions, cities, languages] = [where.getByRole("table").nth(0), where.getByRole("table").nth(1), where.getByRole("table").nth(2)];
  expect(await rowsOf(regions)).toEqual([
    ["No Canadian phone number", "2", "50%"],
    ["Ontario", "1", "25%"],
    ["Quebec", "1", "25%"],
  ]);
  expect(await rowsOf(cities)).toEqual([
    ["No city page", "3", "75%"],
    ["Toronto", "1", "25%"],
  ]);
  expect(await rowsOf(languages)).toEqual([
    ["English", "3", "75%"],
    ["French", "1", "25%"],
  ]);

  // The lead nobody has answered, oldest first, one click from its page.
  const unanswered = page.getByRole("region", { name: "Waiting for a first response" });
  await expect(unanswered).toContainText("1 lead of the period has no first response yet");
  await unanswered.getByRole("link", { name: new RegExp(`Newsletter ${stamp}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/leads/demo/${waiting}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Newsletter ${stamp}` })).toBeVisible();
});

test("the dashboard's bars are drawn as long and as tall as their numbers @phone", async ({ page }) => {
  await managerWithLeads(page);
  await page.goto("/staff/dashboard?period=week&owner=me");

  // Stacked columns: each source's segment is as tall as its count against the scale, whose top
  // number is written beside the top grid line.
  const volume = page.locator('svg[data-chart="volume-chart"]');
  const axis = await box(volume.locator("line.chart-axis"));
  const grid = volume.locator("line.chart-grid");
  const top = await box(grid.last());
  const scaleTop = Number(await volume.locator("text.chart-tick").last().textContent());
  const perLead = (axis.y - top.y) / scaleTop;
  for (const [source, count] of [
    ["google", 2],
    ["facebook", 1],
    ["newsletter", 1],
  ] as const) {
    const segment = await box(volume.locator(`rect[data-series="${source}"]`));
    expect(Math.abs(segment.height - count * perLead), source).toBeLessThan(1.5);
  }
  // The segments stack without gaps: the column is as tall as the day's four leads.
  const segments = await Promise.all(["google", "facebook", "newsletter"].map((s) => box(volume.locator(`rect[data-series="${s}"]`))));
  const columnTop = Math.min(...segments.map((s) => s.y));
  const columnBottom = Math.max(...segments.map((s) => s.y + s.height));
  expect(Math.abs(columnBottom - axis.y)).toBeLessThan(1.5);
  expect(Math.abs(columnBottom - columnTop - 4 * perLead)).toBeLessThan(1.5);

  // Horizontal bars: each stage's bar is its count's share of the full track (all four leads).
  const funnel = page.locator('svg[data-chart="funnel-chart"]');
  const full = await box(funnel.locator('rect[data-row="leads"]'));
  const track = await box(funnel.locator("rect.chart-track").first());
  expect(Math.abs(full.width - track.width)).toBeLessThan(1.5);
  for (const [stage, count] of [
    ["contacted", 2],
    ["qualified", 1],
    ["won", 1],
  ] as const) {
    const bar = await box(funnel.locator(`rect[data-row="${stage}"]`));
    expect(Math.abs(bar.width - (full.width * count) / 4), stage).toBeLessThan(1.5);
  }
  await expect(funnel.locator('rect[data-row="lost"]')).toHaveCount(0);

  // Conversion by source, on a scale of 100 %: google's leads were half contacted, facebook's none.
  const conversion = page.locator('svg[data-chart="conversion-chart"]');
  const scale = await box(conversion.locator("rect.chart-track").first());
  const google = await box(conversion.locator('rect[data-row="google"][data-series="contacted"]'));
  expect(Math.abs(google.width - scale.width * 1)).toBeLessThan(1.5);
  const googleWon = await box(conversion.locator('rect[data-row="google"][data-series="won"]'));
  expect(Math.abs(googleWon.width - scale.width * 0.5)).toBeLessThan(1.5);
  await expect(conversion.locator('rect[data-row="facebook"]')).toHaveCount(0);
});

test("a French-speaking rep switches the workspace to French and works a lead in French @phone", async ({ page }) => {
  const stamp = Date.now();
  const email = `remi+${stamp}@torqueanalytics.ca`;
  const name = `Rémi ${stamp}`;
  await signIn(page, email, addStaff(email, "sales", name));
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");

  // On their account page: French, and the Pacific time zone (the office stays in Toronto).
  await page.getByRole("link", { name: new RegExp(name) }).click();
  const settings = page.getByRole("form", { name: "Language and time zone" });
  await settings.getByLabel("Language of the workspace").selectOption("fr");
  await settings.getByLabel("Time zone").selectOption("America/Vancouver");
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Votre compte" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("form", { name: "Langue et fuseau horaire" }).getByRole("status")).toHaveText(
    /^Enregistré\. L'espace de travail est en français .*America\/Vancouver\)\.$/,
  );
  // The address did not change: the language is the account's.
  await expect(page).toHaveURL(/\/staff\/account$/);

  // A prospect writes from the French site.
  const prospect = `francais+${stamp}@concessionlavoie.ca`;
  const id = await postLead(page, prospect, { name: `Élise Lavoie ${stamp}`, source: "google", phone: "418-555-0123", locale: "fr" });

  await page.getByRole("navigation", { name: "Espace de travail" }).getByRole("link", { name: "Boîte de réception" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Boîte de réception" })).toBeVisible();
  await page.getByLabel("Rechercher un nom, un courriel, une entreprise").fill(prospect);
  await page.getByRole("button", { name: "Filtrer" }).click();
  const leads = page.getByRole("list", { name: "Demandes" }).getByRole("link");
  await expect(leads).toHaveCount(1);
  // Its age at a glance, with the exact time, in Pacific time, for the pointer and for screen readers.
  const age = leads.first().locator("time");
  await expect(age).toHaveAttribute("title", /^\d{1,2}(?:er)? \p{L}+\.? \d{4}, \d{1,2} h \d{2} H[NA]P$/u);
  await expect(age).toContainText(/H[NA]P\)$/);
  await leads.first().click();

  await expect(page).toHaveURL(new RegExp(`/staff/leads/demo/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Élise Lavoie ${stamp}` })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/Demande de démo · \d{1,2}(?:er)? \p{L}+\.? \d{4}, \d{1,2} h \d{2} H[NA]P · Non attribuée/u);
  await expect(page.getByRole("region", { name: "Contenu de la demande" })).toContainText("Français (répondre en français)");

  await page.getByRole("combobox", { name: "Responsable" }).selectOption({ label: name });
  await page.getByRole("button", { name: "Attribuer" }).click();
  await expect(page.getByRole("form", { name: "Attribuer à un responsable" }).getByRole("status")).toHaveText("Responsable enregistré");
  await page.getByRole("combobox", { name: "Statut" }).selectOption({ label: "contactée" });
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("form", { name: "Changer le statut" }).getByRole("status")).toHaveText("Statut enregistré");
  await page.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(page.getByRole("form", { name: "Ajouter une note" }).getByRole("status")).toHaveText("Écrivez d'abord une note");
  await page.getByRole("textbox", { name: "Note" }).fill("Rappel jeudi à 10 h; soumission envoyée.");
  await page.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(page.getByRole("form", { name: "Ajouter une note" }).getByRole("status")).toHaveText("Note ajoutée");

  await page.reload();
  const history = page.getByRole("region", { name: "Historique" });
  await expect(history).toContainText("Rappel jeudi à 10 h; soumission envoyée.");
  await expect(history).toContainText("Statut\u00a0: nouvelle → contactée");
  await expect(history).toContainText(`Responsable\u00a0: ${name}`);
  await expect(history).toContainText(/H[NA]P · /);
  await expect(page.getByText("contactée", { exact: true }).first()).toBeVisible();

  // The dashboard speaks French too, and counts the lead they answered.
  await page.getByRole("link", { name: "Tableau de bord" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  const filters = page.getByRole("form", { name: "Filtres du tableau de bord" });
  await filters.getByLabel("Période").selectOption("week");
  await filters.getByLabel("Responsable").selectOption("me");
  await filters.getByRole("button", { name: "Afficher" }).click();
  await expect(page.getByRole("region", { name: "Demandes par source" })).toContainText("1 demande pendant cette période");
  await expect(page.getByRole("img", { name: /^Demandes par jour selon la source du premier contact/ })).toBeVisible();
  const response = page.getByRole("region", { name: "Première réponse", exact: true });
  await response.getByText("Voir les chiffres").click();
  expect((await rowsOf(response.getByRole("table"))).find((row) => row[0] === name)?.slice(1, 3)).toEqual(["1", "0"]);
  // The CSV export's header row is in French as well.
  await page.goto(`/staff?q=${encodeURIComponent(prospect)}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exporter en CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^torque-demandes-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("the inbox's column headers sort it on a wide screen, and a phone sorts from the filters", async ({ page }) => {
  const stamp = Date.now();
  const email = `sorter+${stamp}@torqueanalytics.ca`;
  await signIn(page, email, addStaff(email, "sales", `Sorter ${stamp}`));
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  for (const name of ["Zed", "Adele", "Mona"]) await postLead(page, `sort+${stamp}-${name}@dealerfixture.ca`, { name: `${name} ${stamp}`, source: "google" });
  await page.goto(`/staff?q=${encodeURIComponent(`sort+${stamp}`)}`);
  const names = page.getByRole("list", { name: "Leads" }).getByRole("link").locator("span.block.font-semibold");
  await expect(names).toHaveText([`Mona ${stamp}`, `Adele ${stamp}`, `Zed ${stamp}`]);
  const headers = page.getByRole("group", { name: "Sort the leads" });
  await headers.getByRole("link", { name: "Lead" }).click();
  await expect(names).toHaveText([`Adele ${stamp}`, `Mona ${stamp}`, `Zed ${stamp}`]);
  await expect(headers.getByRole("link", { name: /^Lead/ })).toHaveAttribute("aria-current", "true");
  await headers.getByRole("link", { name: /^Lead/ }).click();
  await expect(names).toHaveText([`Zed ${stamp}`, `Mona ${stamp}`, `Adele ${stamp}`]);
  await headers.getByRole("link", { name: /^Received/ }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await headers.getByRole("link", { name: /^Received/ }).click();
  await expect(names).toHaveText([`Zed ${stamp}`, `Adele ${stamp}`, `Mona ${stamp}`]);
  await expect(page.getByText(/^Oldest first · 3 shown$/)).toBeVisible();
});
