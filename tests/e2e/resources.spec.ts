import { expect, test, type Locator, type Page } from "@playwright/test";
import { queryDb } from "./support";

const result = (page: Page, label: string) => page.locator(`[data-roi="${label}"]`);

test("the ROI calculator shows the spec's results for its defaults, in the server HTML too @phone", async ({ page, request }) => {
  const html = await (await request.get("/tools/roi-calculator")).text();
  for (const figure of ["152%", "724%", "$1,093,129", "$87,450", "0.1 days", "$7,164"]) expect(html).toContain(figure);

  await page.goto("/tools/roi-calculator");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(result(page, "Current ROI")).toHaveText("152%");
  await expect(result(page, "Projected ROI")).toHaveText("724%");
  await expect(result(page, "Payback period")).toHaveText("0.1 days");
  await expect(page.getByRole("figure")).toContainText("Monthly revenue goes from $787,500 now to $1,880,629 with Torque");
});

test("the ROI calculator recalculates on every keystroke and never shows NaN or Infinity", async ({ page }) => {
  await page.goto("/tools/roi-calculator");
  const spend = page.getByLabel("Monthly Ad Spend");
  await spend.fill("50000");
  await expect(result(page, "Current ROI")).toHaveText("26%");
  await spend.fill("");
  await expect(result(page, "Current ROI")).toHaveText("—");
  await page.getByLabel("Gross Margin (%)").fill("0");
  await expect(result(page, "Payback period")).toHaveText("—");
  await page.getByLabel("Monthly Leads").fill("");
  await page.getByLabel("Average Sale Value").fill("");
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/NaN|Infinity|-0\b|\$-0/);
});

test("the calculator's buttons open the demo dialog", async ({ page }) => {
  await page.goto("/tools/roi-calculator");
  await page.getByRole("button", { name: "Schedule ROI Consultation" }).click();
  await expect(page.getByRole("dialog", { name: "Get Exclusive VIP Access" })).toBeVisible();
});

test("the FAQ has five groups, filters as you type, and opens one answer at a time @phone", async ({ page }) => {
  await page.goto("/faq");
  const groups = page.locator("main section[id]:not(#support) h2");
  await expect(groups).toHaveText(["Getting Started", "Platform Features", "Pricing & Billing", "Implementation", "Security & Privacy"]);
  await expect(page.getByRole("navigation", { name: "FAQ categories" }).getByRole("link")).toHaveCount(8);

  const pricing = page.locator("#pricing-billing");
  const questions = pricing.getByRole("button");
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(1).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");

  await page.getByLabel("Search the FAQ").fill("SOC 2");
  await expect(groups).not.toHaveCount(5);
  await expect(page.getByText(/question(s)? match/)).toBeVisible();
  await page.getByLabel("Search the FAQ").fill("zzzzqqq");
  await expect(page.getByText("No questions match.")).toBeVisible();
});

test("the glossary shows 16 terms, loads the rest, and filters by search and category", async ({ page }) => {
  await page.goto("/glossary");
  const terms = page.locator("main article");
  await expect(terms).toHaveCount(16);
  await page.getByRole("button", { name: "Load More Terms" }).click();
  const total = await terms.count();
  expect(total).toBeGreaterThanOrEqual(32);
  await expect(page.getByRole("button", { name: "Load More Terms" })).toBeHidden();

  await page.getByRole("button", { name: "Attribution", exact: true }).click();
  await expect(page.getByRole("button", { name: "Attribution", exact: true })).toHaveAttribute("aria-pressed", "true");
  const attribution = await terms.count();
  expect(attribution).toBeGreaterThan(0);
  expect(attribution).toBeLessThan(total);
  for (const badge of await terms.locator("h3 + span").allTextContents()) expect(badge).toBe("Attribution");

  await page.getByRole("button", { name: "All Terms" }).click();
  await page.getByLabel("Search the glossary").fill("DMS");
  await expect(terms.first()).toContainText(/DMS|Dealer Management/);
  await page.getByLabel("Search the glossary").fill("qqqzzz");
  await expect(page.getByText("No terms match.")).toBeVisible();
});

test("the contact form stores a message and confirms it; required fields are enforced", async ({ page }) => {
  const email = `amara+${Date.now()}@northshoremazda.ca`;
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your full name")).toBeVisible();
  await expect(page.getByText("Please enter a subject")).toBeVisible();

  await page.getByLabel("Full Name").fill("Amara Osei");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Company/Dealership").fill("North Shore Mazda");
  await page.getByLabel("Inquiry Type").selectOption("partnership");
  await page.getByLabel("Subject").fill("Agency partnership");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("We manage twelve dealer clients in BC.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  expect(queryDb("select name, company, inquiry_type as type, subject from contact_messages where email = ?", email)).toEqual([
    { name: "Amara Osei", company: "North Shore Mazda", type: "partnership", subject: "Agency partnership" },
  ]);
});

// What Chromium's accessibility tree (the one screen readers read) says of a control's "required" state.
async function announcedRequired(page: Page, control: Locator): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const id = await control.evaluate((el) => el.id);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `#${id}` });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.properties?.find((p) => p.name === "required")?.value.value === true;
}

test("the contact form tells assistive technology which fields are required", async ({ page }) => {
  await page.goto("/contact");
  const message = page.getByRole("textbox", { name: "Message", exact: true });
  for (const name of ["Full Name", "Email Address", "Subject"]) expect(await announcedRequired(page, page.getByRole("textbox", { name })), name).toBe(true);
  expect(await announcedRequired(page, message)).toBe(true);
  for (const name of ["Company/Dealership", "Phone Number"]) expect(await announcedRequired(page, page.getByRole("textbox", { name })), name).toBe(false);
  // Our own messages, not the browser's validation bubbles, still answer an empty submit.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your full name")).toBeVisible();
});

test("a failed contact submission says so and keeps the message", async ({ page }) => {
  await page.route("**/api/contact-messages", (route) => route.fulfill({ status: 500, json: { error: "x" } }));
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Amara Osei");
  await page.getByLabel("Email Address").fill("amara@example.ca");
  await page.getByLabel("Subject").fill("Hello");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hi there");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Not Sent")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Hi there");
});

test("the contact page's live chat card opens the assistant, and Get Directions opens the map in a new tab", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: /Get Directions/ })).toHaveAttribute("target", "_blank");
  await page.getByRole("button", { name: "Chat with our team" }).click();
  await expect(page.getByRole("dialog", { name: "AI Demo Assistant" })).toBeVisible();
});
