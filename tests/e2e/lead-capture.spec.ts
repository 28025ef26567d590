import { expect, test } from "@playwright/test";
import { closeBookingStep, queryDb } from "./support";

test("a visitor from a Google Ads link who browses two pages and asks for a demo is stored with first and last touch", async ({ page }) => {
  const email = `utm+${Date.now()}@mapleleafmotors.ca`;
  await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=spring");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("torque:first-touch"))).toContain("spring");
  await page.getByRole("button", { name: "Open site menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goto("/pricing");

  await page.getByRole("button", { name: "Start Free Trial" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Get Exclusive VIP Access" });
  await dialog.getByLabel("Full Name").fill("Sarah Tremblay");
  await dialog.getByLabel("Business Email").fill(email);
  await dialog.getByLabel("Dealership Name").fill("Maple Leaf Motors");
  const consent = dialog.getByRole("checkbox", { name: /send me e-mails/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  // A person takes a few seconds; faster submissions are stored as spam.
  await page.waitForTimeout(3200);
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
  await closeBookingStep(dialog);

  const [row] = queryDb<Record<string, unknown>>("select * from demo_requests where email = ?", email);
  expect(row).toMatchObject({
    landing_page: "/?utm_source=google&utm_medium=cpc&utm_campaign=spring",
    first_utm_source: "google",
    first_utm_medium: "cpc",
    first_utm_campaign: "spring",
    last_utm_source: "google",
    last_utm_medium: "cpc",
    last_utm_campaign: "spring",
    submitted_from: "/pricing",
    cta: "pricing-starter",
    consent: 1,
    is_spam: 0,
  });
  expect(row!.consent_version).toBeTruthy();
  expect(row!.consent_at).toBeTruthy();
});

test("a later visit from a newsletter link becomes the last touch", async ({ page }) => {
  const email = `touch+${Date.now()}@example.ca`;
  const recorded = () => page.evaluate(() => localStorage.getItem("torque:last-touch"));
  await page.goto("/blog?utm_source=google&utm_medium=cpc");
  await expect.poll(recorded).toContain("google");
  await page.goto("/about?utm_source=newsletter&utm_medium=email&utm_campaign=may");
  await expect.poll(recorded).toContain("newsletter");
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Amara Osei");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Subject").fill("Pricing");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Three stores");
  await page.waitForTimeout(3200);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();
  expect(queryDb("select first_utm_source as f, last_utm_source as l, consent, cta from contact_messages where email = ?", email)).toEqual([
    { f: "google", l: "newsletter", consent: 0, cta: "contact-form" },
  ]);
});

test("a bot that fills the hidden field is answered as usual but stored as spam", async ({ page }) => {
  const email = `bot+${Date.now()}@example.ca`;
  await page.goto("/");
  await page.getByRole("button", { name: "GET EXCLUSIVE DEMO" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Exclusive VIP Access" });
  await dialog.getByLabel("Full Name").fill("Spam Bot");
  await dialog.getByLabel("Business Email").fill(email);
  await dialog.getByLabel("Dealership Name").fill("Spam Motors");
  await dialog.locator("input[name=website]").fill("http://spam.example", { force: true });
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
  await expect(page.getByText("Request Submitted Successfully! 🎉")).toBeVisible();
  expect(queryDb("select is_spam, spam_reason from demo_requests where email = ?", email)).toEqual([{ is_spam: 1, spam_reason: "honeypot" }]);
});

test("a visitor whose device clock runs two minutes fast is stored as a real lead, not spam", async ({ page }) => {
  const email = `clock+${Date.now()}@mapleleafmotors.ca`;
  // Only the wall clock is wrong; the page's monotonic clock (performance.now) is not affected.
  await page.addInitScript(() => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + 120_000;
  });
  await page.goto("/");
  await page.getByRole("button", { name: "GET EXCLUSIVE DEMO" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Exclusive VIP Access" });
  await dialog.getByLabel("Full Name").fill("Claire Gagnon");
  await dialog.getByLabel("Business Email").fill(email);
  await dialog.getByLabel("Dealership Name").fill("Gagnon Auto");
  await page.waitForTimeout(3200);
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
  await closeBookingStep(dialog);
  expect(queryDb("select is_spam, spam_reason from demo_requests where email = ?", email)).toEqual([{ is_spam: 0, spam_reason: null }]);
});
