import { expect, test, type Page } from "@playwright/test";
import { queryDb } from "./support";

async function open(page: Page, path: string, h1: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
}

const demoDialog = (page: Page) => page.getByRole("dialog", { name: "Get Exclusive VIP Access" });

/* ------------------------------------------------------------------ */
/* Platform pages                                                      */
/* ------------------------------------------------------------------ */

test("ROI tracking shows its figures, four features, the channel ROI table and three testimonials", async ({ page }) => {
  await open(page, "/platform/roi-tracking", "Know Exactly Which Dollars Sell Cars");
  await expect(page).toHaveTitle("Marketing ROI Tracking for Dealers | Torque Analytics");
  const stats = page.getByRole("region", { name: "ROI tracking in numbers" });
  for (const value of ["340%", "$150M+", "500+", "99.7%"]) await expect(stats.getByText(value, { exact: true })).toBeVisible();
  for (const title of ["Closed-Loop Attribution", "Five Attribution Models", "Cost per Sold Unit", "Forecast Before You Spend"]) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(7); // header, five channels, total
  await expect(table.getByRole("row", { name: /AutoTrader\.ca/ })).toContainText("408%");
  await expect(table.getByRole("row", { name: /Total/ })).toContainText("$157,320");
  await expect(page.getByText("Illustrative", { exact: true })).toBeVisible();
  await expect(page.locator("main blockquote")).toHaveCount(3);
  await expect(page.getByText("Daniel Okafor")).toBeVisible();
});

test("ROI tracking's channels read as cards on a phone, and its closing button opens the demo dialog @phone", async ({ page }) => {
  await open(page, "/platform/roi-tracking", "Know Exactly Which Dollars Sell Cars");
  // A table from tablets up, one card per channel on phones: either way exactly one copy shows.
  await expect(page.getByText("Microsoft Advertising").filter({ visible: true })).toHaveCount(1);
  await page.getByRole("button", { name: "Start Free Trial" }).last().click();
  await expect(demoDialog(page)).toBeVisible();
});

test("integrations lists six categories with their counts @phone", async ({ page }) => {
  await open(page, "/platform/integrations", "Every System Your Dealership Runs On, Connected");
  const categories = page.getByRole("list", { name: "Integration categories" }).locator(":scope > li");
  await expect(categories).toHaveCount(6);
  const expected = [
    { title: "DMS", count: "50+" },
    { title: "CRM", count: "40+" },
    { title: "Marketing Tools", count: "75+" },
    { title: "Analytics & Reporting", count: "30+" },
    { title: "Inventory Management", count: "45+" },
    { title: "Communication Tools", count: "35+" },
  ];
  for (const [i, { title, count }] of expected.entries()) {
    const card = categories.nth(i);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(card.getByText(count, { exact: true })).toBeVisible();
  }
});

test("integrations shows the four setup steps in order and every connection as 'Connected' @phone", async ({ page }) => {
  await open(page, "/platform/integrations", "Every System Your Dealership Runs On, Connected");
  await expect(page.getByRole("list", { name: "Setup steps" }).getByRole("heading")).toHaveText(["Select", "Authenticate via OAuth", "Configure", "Go Live"]);
  const rows = page.getByRole("list", { name: "Connection status" }).getByRole("listitem");
  await expect(rows).toHaveCount(8);
  for (let i = 0; i < 8; i++) await expect(rows.nth(i).getByText("Connected", { exact: true })).toBeVisible();
  for (const cadence of ["Real-time", "Every 15 min", "Hourly", "Daily"]) {
    await expect(rows.getByText(cadence).first()).toBeVisible();
  }
  for (const title of ["Guided Onboarding", "Custom Connectors", "Connection Monitoring", "Canadian Support Team"]) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
});

test("integrations' 'Contact Sales' opens the demo dialog", async ({ page }) => {
  await page.goto("/platform/integrations");
  await page.getByRole("button", { name: "Contact Sales" }).last().click();
  await expect(demoDialog(page)).toBeVisible();
});

test("AI analytics shows six capabilities, three steps and three sample insights @phone", async ({ page }) => {
  await open(page, "/platform/ai-analytics", "An Analyst That Reads Every Deal, Every Click and Every Lead, Every Day");
  for (const title of ["AI Insights", "Predictive ROI Forecasts", "Anomaly Alerts", "Competitive Insights", "Deal Autopsy", "Ask in Plain English"]) {
    await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("list", { name: "How the AI works" }).getByRole("heading")).toHaveText([
    "Connect Your Data",
    "The AI Learns Your Store",
    "Act on Ranked Insights",
  ]);
  await expect(page.getByText("Projected +$14,600 in gross over the next 30 days")).toBeVisible();
  await page.getByRole("button", { name: "Book a Demo" }).first().click();
  await expect(demoDialog(page)).toBeVisible();
});

test("dashboards shows a view for each of four roles and what every dashboard includes", async ({ page }) => {
  await open(page, "/platform/dashboards", "One Screen for Every Dollar, Lead and Deal in Your Store");
  for (const role of ["General Manager", "Marketing Manager", "BDC Manager", "Dealer Principal & Group"]) {
    await expect(page.getByRole("heading", { level: 3, name: role, exact: true })).toBeVisible();
  }
  for (const widget of ["Live Ticker", "Market Heatmap", "Source ROI", "Inventory Performance", "Attribution", "Deal Autopsy"]) {
    await expect(page.getByRole("heading", { level: 3, name: widget, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Exports to CSV and Excel, plus full API access")).toBeVisible();
  await page.getByRole("button", { name: "Start Free Trial" }).last().click();
  await expect(demoDialog(page)).toBeVisible();
});

/* ------------------------------------------------------------------ */
/* Pricing                                                             */
/* ------------------------------------------------------------------ */

const plan = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

test("pricing shows the three plans, with 'Most Popular' on Professional only @phone", async ({ page }) => {
  await open(page, "/pricing", "Simple Pricing That Pays for Itself");
  await expect(page).toHaveTitle("Pricing: Plans for Every Dealership | Torque Analytics");
  const expected = [
    { name: "Starter", price: "$297", button: "Start Free Trial" },
    { name: "Professional", price: "$597", button: "Start Free Trial" },
    { name: "Enterprise", price: "Custom", button: "Contact Sales" },
  ];
  for (const { name, price, button } of expected) {
    const card = plan(page, name);
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: button })).toBeVisible();
    await expect(card.getByText(/^Ideal for:/)).toBeVisible();
  }
  await expect(plan(page, "Starter").getByText("/month", { exact: true })).toBeVisible();
  await expect(plan(page, "Professional").getByText("/month", { exact: true })).toBeVisible();
  await expect(page.getByText(/^most popular$/i)).toHaveCount(1);
  await expect(plan(page, "Professional").getByText(/^most popular$/i)).toBeVisible();
  await expect(plan(page, "Starter").getByText("Limited to 1,000 leads per month")).toBeVisible();
});

test("pricing shows the Small Dealer offer, volume discounts, ROI figures and security", async ({ page }) => {
  await open(page, "/pricing", "Simple Pricing That Pays for Itself");
  const smallDealer = plan(page, "Small Dealer Starter");
  await expect(smallDealer.getByText("$147", { exact: true })).toBeVisible();
  await expect(smallDealer.getByText("50% off your first 3 months")).toBeVisible();
  const volume = page.getByRole("article", { name: "Volume Discounts for Dealer Groups" });
  for (const discount of ["20% off", "30% off", "40% off", "Up to 60% off"]) {
    await expect(volume.getByText(discount, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 3, name: "Save 15% Annually" })).toBeVisible();
  for (const value of ["340%", "$127K", "847%", "99.7%"]) await expect(page.getByText(value, { exact: true })).toBeVisible();
  for (const title of ["SOC 2 Type II", "Encrypted End to End", "Data Kept in Canada", "99.9% Uptime SLA"]) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
});

test("pricing has the four anchored sections, and /pricing#features lands on its section", async ({ page }) => {
  await open(page, "/pricing", "Simple Pricing That Pays for Itself");
  const sections = [
    { id: "analytics", title: "Analytics Included in Every Plan" },
    { id: "platform", title: "One Platform for Every Number That Matters" },
    { id: "features", title: "Feature Comparison at a Glance" },
    { id: "integrations", title: "300+ Integrations, Connected for You" },
  ];
  for (const { id, title } of sections) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await expect(page.locator(`#${id}`).getByRole("heading", { level: 2 })).toHaveText(title);
  }
  await page.goto("/pricing#features");
  await expect(page.getByRole("heading", { level: 2, name: "Feature Comparison at a Glance" })).toBeInViewport();
});

test("the pricing FAQ has six questions and opens one answer at a time @phone", async ({ page }) => {
  await page.goto("/pricing");
  const faq = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Pricing Questions, Answered" }) });
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(6);
  await expect(questions.first()).toHaveText("Do I need a credit card to start the free trial?");
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(/The 30-day trial includes full Professional features/)).toBeVisible();
  // A screen reader reaches the answer as the region its question controls and names.
  const answer = faq.getByRole("region", { name: "Do I need a credit card to start the free trial?" });
  await expect(answer).toContainText("The 30-day trial includes full Professional features");
  await expect(questions.nth(0)).toHaveAttribute("aria-controls", (await answer.getAttribute("id"))!);
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(/The 30-day trial includes full Professional features/)).toBeHidden();
  await expect(faq.getByText(/Annual billing saves 15% on any plan/)).toBeVisible();
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "false");
});

test("every pricing FAQ answer is in the HTML a crawler reads, and hidden until its question is opened", async ({ page, request }) => {
  // The visible markup only: not the JSON-LD, not the RSC payload.
  const markup = (await (await request.get("/pricing")).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  for (const answer of ["The 30-day trial includes full Professional features", "Annual billing saves 15% on any plan"]) expect(markup).toContain(answer);
  await page.goto("/pricing");
  await expect(page.getByText(/The 30-day trial includes full Professional features/)).toBeHidden();
});

test("Enterprise's 'Contact Sales' opens the demo dialog @phone", async ({ page }) => {
  await page.goto("/pricing");
  await plan(page, "Enterprise").getByRole("button", { name: "Contact Sales" }).click();
  await expect(demoDialog(page)).toBeVisible();
});

test("a request from the Professional plan is stored with the call to action 'pricing-professional'", async ({ page }) => {
  const email = `pricing+${Date.now()}@example.ca`;
  await page.goto("/pricing");
  await plan(page, "Professional").getByRole("button", { name: "Start Free Trial" }).click();
  const dialog = demoDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Full Name").fill("Priya Sandhu");
  await dialog.getByLabel("Business Email").fill(email);
  await dialog.getByLabel("Dealership Name").fill("Fraser Valley Auto");
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
  await expect(page.getByText("Request Submitted Successfully! 🎉")).toBeVisible();
  expect(queryDb("select cta from demo_requests where email = ?", email)).toEqual([{ cta: "pricing-professional" }]);
});
