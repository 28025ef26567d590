import { expect, test, type Page } from "@playwright/test";
import { addStaff, queryDb } from "./support";

const events = (page: Page, name: string) => page.evaluate((n) => (window.dataLayer ?? []).filter((e) => e.event === n), name);

async function openChat(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Open AI demo assistant" }).click();
  const panel = page.getByRole("dialog", { name: "AI Demo Assistant" });
  await expect(panel).toBeVisible();
  return panel;
}

const lastAi = (panel: ReturnType<Page["getByRole"]>) => panel.locator("[data-chat-message=ai]").last();

test("hovering the button shows the hint bubble @phone", async ({ page, isMobile }) => {
  await page.goto("/");
  const launcher = page.getByRole("button", { name: "Open AI demo assistant" });
  await expect(page.getByRole("button", { name: "Ready for a personalized demo?" })).toBeHidden();
  if (isMobile) await launcher.dispatchEvent("pointerover");
  else await launcher.hover();
  await expect(page.getByRole("button", { name: "Ready for a personalized demo?" })).toBeVisible();
});

test("the panel opens at 384 x 500 with its title, greets after half a second and sends ai_assistant_opened", async ({ page }) => {
  const panel = await openChat(page);
  const box = (await panel.boundingBox())!;
  expect([box.width, box.height]).toEqual([384, 500]);
  await expect(panel.getByText("Powered by Torque AI")).toBeVisible();
  await expect(panel.getByPlaceholder("Type your message...")).toBeVisible();
  await expect(lastAi(panel)).toContainText("I'm Torque AI", { timeout: 1500 });
  await expect(panel.getByRole("button", { name: "Yes, show me a demo!" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Tell me more first" })).toBeVisible();
  expect(await events(page, "ai_assistant_opened")).toEqual([{ event: "ai_assistant_opened", event_category: "engagement" }]);
});

test("the panel takes the full width on a phone @phone-only", async ({ page }) => {
  const panel = await openChat(page);
  const box = (await panel.boundingBox())!;
  expect(box.width).toBeGreaterThan(370);
});

test("send is disabled for an empty or blank message, and Enter sends", async ({ page }) => {
  const panel = await openChat(page);
  await expect(lastAi(panel)).toContainText("Torque AI");
  const input = panel.getByPlaceholder("Type your message...");
  const send = panel.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await input.fill("   ");
  await expect(send).toBeDisabled();
  await input.press("Enter");
  await expect(panel.locator("[data-chat-message=user]")).toHaveCount(0);

  await input.fill("I'm interested");
  await input.press("Enter");
  await expect(panel.locator("[data-chat-message=user]")).toHaveText(["I'm interested"]);
  await expect(input).toBeDisabled();
  await expect(panel.getByRole("status")).toContainText("typing");
  await expect(lastAi(panel)).toContainText("first name", { timeout: 4000 });
  await expect(input).toBeEnabled();
});

test("the happy path books a call in the chat: name, size, challenge, method, then a time from the picker", async ({ page }) => {
  test.setTimeout(60_000);
  addStaff(`chat-rep+${Date.now()}@torqueanalytics.ca`, "sales", "Chat Rep");
  const panel = await openChat(page);
  await panel.getByRole("button", { name: "Yes, show me a demo!" }).click();
  await expect(lastAi(panel)).toContainText("first name", { timeout: 4000 });

  const input = panel.getByPlaceholder("Type your message...");
  await input.fill("Sarah Maple Leaf Motors");
  await input.press("Enter");
  await expect(lastAi(panel)).toContainText("Maple Leaf Motors", { timeout: 4000 });
  await panel.getByRole("button", { name: "Multi-location (50-200 sales/month)" }).click();

  await expect(panel.getByRole("button", { name: "Lead attribution" })).toBeVisible({ timeout: 4000 });
  await panel.getByRole("button", { name: "Lead attribution" }).click();
  await expect(panel.getByRole("button", { name: /live demo call/i })).toBeVisible({ timeout: 4000 });
  await panel.getByRole("button", { name: /live demo call/i }).click();

  const schedule = panel.getByRole("button", { name: "Schedule My Demo Call" });
  await expect(schedule).toBeVisible({ timeout: 4000 });
  expect(await events(page, "demo_request_completed")).toEqual([
    { event: "demo_request_completed", event_category: "conversion", event_label: "call", value: 1 },
  ]);
  await schedule.click();
  // The booking opens in the chat, with the name and dealership already given.
  await expect(panel.getByLabel("Name")).toHaveValue("Sarah", { timeout: 6000 });
  await expect(panel.getByLabel("Dealership")).toHaveValue("Maple Leaf Motors");
  const email = `chat-booker+${Date.now()}@mapleleafmotors.ca`;
  await panel.getByLabel("Work email").fill(email);
  await panel.getByRole("button", { name: "Show open times" }).click();
  await expect(panel.getByRole("heading", { name: "Book your demo now" })).toBeVisible({ timeout: 15_000 });
  await panel
    .getByRole("group", { name: /^Open times on / })
    .getByRole("button")
    .first()
    .click();
  await panel.getByRole("button", { name: "Book this time" }).click();
  await expect(panel.getByRole("heading", { name: "Your demo is booked" })).toBeVisible({ timeout: 15_000 });
  expect(await events(page, "demo_call_scheduled")).toEqual([{ event: "demo_call_scheduled", event_category: "conversion", event_label: "booked" }]);
  expect(queryDb("select cta, is_spam from demo_requests where email = ?", email)).toEqual([{ cta: "chat", is_spam: 0 }]);
  expect(queryDb("select m.channel, m.status from meetings m join demo_requests d on d.id = m.lead_id where d.email = ?", email)).toEqual([
    { channel: "chat", status: "booked" },
  ]);
});

test("telling more first offers the three challenges, and free text at step 2 gets no reply", async ({ page }) => {
  test.setTimeout(30_000);
  const panel = await openChat(page);
  await panel.getByRole("button", { name: "Tell me more first" }).click();
  await panel.getByRole("button", { name: "Fragmented data sources" }).click({ timeout: 4000 });
  await expect(lastAi(panel)).toContainText("first name", { timeout: 4000 });

  const input = panel.getByPlaceholder("Type your message...");
  await input.fill("Sarah");
  await input.press("Enter");
  await expect(lastAi(panel)).toContainText("both", { timeout: 4000 });
  await input.fill("Sarah Maple Leaf Motors");
  await input.press("Enter");
  await expect(panel.getByRole("button", { name: "Enterprise (200+ sales/month)" })).toBeVisible({ timeout: 4000 });

  const aiCount = await panel.locator("[data-chat-message=ai]").count();
  await input.fill("about forty a month");
  await input.press("Enter");
  await page.waitForTimeout(2800);
  await expect(panel.locator("[data-chat-message=ai]")).toHaveCount(aiCount);
});

test("choosing the demo video by e-mail sends the e-mail events", async ({ page }) => {
  test.setTimeout(45_000);
  const panel = await openChat(page);
  const input = panel.getByPlaceholder("Type your message...");
  await panel.getByRole("button", { name: "Yes, show me a demo!" }).click();
  await expect(lastAi(panel)).toContainText("first name", { timeout: 4000 });
  await input.fill("Luc Garage Boréal");
  await input.press("Enter");
  await panel.getByRole("button", { name: "Single location (1-50 sales/month)" }).click({ timeout: 4000 });
  await expect(panel.getByRole("button", { name: "ROI tracking" })).toBeVisible({ timeout: 4000 });
  await input.fill("our agency reports do not match our sales");
  await input.press("Enter");
  await panel.getByRole("button", { name: /demo video/i }).click({ timeout: 4000 });
  await panel.getByRole("button", { name: "Send Demo to My Email" }).click({ timeout: 4000 });
  expect(await events(page, "demo_request_completed")).toEqual([
    { event: "demo_request_completed", event_category: "conversion", event_label: "email", value: 1 },
  ]);
  expect(await events(page, "demo_email_requested")).toEqual([{ event: "demo_email_requested", event_category: "conversion", event_label: "email_demo" }]);
});
