import { expect, test, type Page } from "@playwright/test";
import { closeBookingStep, queryDb } from "./support";

async function openFromHero(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "GET EXCLUSIVE DEMO" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Exclusive VIP Access" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: ReturnType<Page["getByRole"]>, values: { name: string; email: string; company: string }) {
  await dialog.getByLabel("Full Name").fill(values.name);
  await dialog.getByLabel("Business Email").fill(values.email);
  await dialog.getByLabel("Dealership Name").fill(values.company);
}

test("the dialog shows the spec's copy, badges, labels and buttons @phone", async ({ page }) => {
  const dialog = await openFromHero(page);
  for (const text of [
    "Join 500+ Elite Dealerships already dominating their markets with our revolutionary AI platform",
    "Live Demo Ready",
    "3 Spots Left",
    "No spam, ever • Response within 24 hours • Completely confidential",
  ]) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  for (const label of ["Dealership Name", "Phone Number (Optional)", "Tell Us About Your Goals (Optional)"]) {
    await expect(dialog.getByLabel(label)).toBeVisible();
  }
  await expect(dialog.getByRole("button", { name: "Get My VIP Demo Now" })).toBeEnabled();
  await dialog.getByRole("button", { name: "Maybe Later" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "GET EXCLUSIVE DEMO" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the hero button sends hero_cta_clicked", async ({ page }) => {
  await openFromHero(page);
  const events = await page.evaluate(() => window.dataLayer!.filter((e) => e.event === "hero_cta_clicked"));
  expect(events).toEqual([{ event: "hero_cta_clicked", event_category: "conversion", event_label: "main_demo_button", value: 1 }]);
});

test("each invalid field shows the spec's message under it, and nothing is sent", async ({ page }) => {
  let posted = false;
  await page.route("**/api/demo-requests", (route) => {
    posted = true;
    return route.continue();
  });
  const dialog = await openFromHero(page);
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
  await expect(dialog.getByText("Name must be at least 2 characters", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("Company name must be at least 2 characters")).toBeVisible();
  await expect(dialog.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

  await fill(dialog, { name: "Sarah Tremblay", email: "sarah@", company: "Maple Leaf Motors" });
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("Name must be at least 2 characters", { exact: true })).toBeHidden();
  expect(posted).toBe(false);
});

test("a valid request is stored with its call to action, confirmed by a toast, and the form resets", async ({ page }) => {
  const email = `sarah+${Date.now()}@mapleleafmotors.ca`;
  const dialog = await openFromHero(page);
  await fill(dialog, { name: "Sarah Tremblay", email, company: "Maple Leaf Motors" });
  await dialog.getByLabel("Phone Number (Optional)").fill("416-555-0199");
  await dialog.getByLabel("Tell Us About Your Goals (Optional)").fill("Three rooftops, want cost per sale by source.");
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();

  await expect(page.getByText("Request Submitted Successfully! 🎉")).toBeVisible();
  await expect(page.getByText("We'll contact you within 24 hours to schedule your exclusive demo.")).toBeVisible();
  await closeBookingStep(dialog);
  const rows = queryDb<Record<string, string>>("select * from demo_requests where email = ?", email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: "Sarah Tremblay", company: "Maple Leaf Motors", phone: "416-555-0199", cta: "hero" });

  await page.getByRole("button", { name: "GET EXCLUSIVE DEMO" }).click();
  await expect(page.getByRole("dialog").getByLabel("Full Name")).toHaveValue("");
});

test("the navigation's Get Demo button stores its own call to action", async ({ page }) => {
  const email = `nav+${Date.now()}@example.ca`;
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Get Demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Exclusive VIP Access" });
  await fill(dialog, { name: "Marc Gagnon", email, company: "Boréal Auto" });
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
  await closeBookingStep(dialog);
  expect(queryDb("select cta from demo_requests where email = ?", email)).toEqual([{ cta: "nav" }]);
});

test("while the request is pending the button is disabled and says Submitting...", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/demo-requests", async (route) => {
    await held;
    await route.fulfill({ status: 201, json: { id: 1 } });
  });
  const dialog = await openFromHero(page);
  await fill(dialog, { name: "Sarah Tremblay", email: "sarah@example.ca", company: "Maple Leaf Motors" });
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
  const pending = dialog.getByRole("button", { name: "Submitting..." });
  await expect(pending).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
});

test("a failed submission shows the destructive toast and keeps the dialog open with what was typed", async ({ page }) => {
  await page.route("**/api/demo-requests", (route) => route.fulfill({ status: 500, json: { error: "Internal server error" } }));
  const dialog = await openFromHero(page);
  await fill(dialog, { name: "Sarah Tremblay", email: "sarah@example.ca", company: "Maple Leaf Motors" });
  await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
  await expect(page.getByText("Submission Failed")).toBeVisible();
  await expect(page.getByText("Something went wrong. Please try again or contact us directly.")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full Name")).toHaveValue("Sarah Tremblay");
  await expect(dialog.getByRole("button", { name: "Get My VIP Demo Now" })).toBeEnabled();
});
