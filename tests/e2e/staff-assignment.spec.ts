// Automatic assignment in a real browser against the production build: an administrator gives a
// sales account the Yukon and chooses the territory rule on /staff/assignment, a demo request from a
// Yukon phone (867) arrives, and its page names the owner and the rule. The rule is shared by the
// whole e2e database: with no fallback, only a lead from the 867 area code (which no other spec
// posts) can be assigned while it is on, and it is put back to "none" at once. The test runs at
// desktop width then at 390 px in one go (not as two tests that could overlap).
import { expect, test, type Page } from "@playwright/test";
import { addStaff, queryDb, signInAsAdmin } from "./support";

async function choose(page: Page, robin: string, rule: string, { yukon }: { yukon: boolean }) {
  await page.goto("/staff/assignment");
  const form = page.getByRole("form", { name: "Lead assignment" });
  await form.getByRole("combobox", { name: "Rule" }).selectOption({ label: rule });
  await form.getByRole("combobox", { name: "When no territory matches" }).selectOption({ label: "Leave the lead unassigned" });
  await form
    .getByRole("group", { name: `Territory of ${robin}` })
    .getByRole("checkbox", { name: "Yukon" })
    .setChecked(yukon);
  const save = form.getByRole("button", { name: "Save" });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await save.click();
  await expect(form.getByRole("status")).toHaveText(`Saved: ${rule}`);
}

test("an administrator gives a rep a territory, and a new demo request from it shows whom it went to and by which rule", async ({ page }) => {
  const stamp = Date.now();
  const robin = `Robin ${stamp}`;
  addStaff(`robin+${stamp}@torqueanalytics.ca`, "sales", robin);
  await signInAsAdmin(page, `router+${stamp}@torqueanalytics.ca`, `Router ${stamp}`);
  await page.goto("/staff");
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Assignment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lead assignment" })).toBeVisible();
  await expect(page.getByRole("group", { name: `Territory of ${robin}` })).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const email = `assigned+${stamp}-${width}@dealerfixture.ca`;
    try {
      await choose(page, robin, "By territory: province and language", { yukon: true });
      const posted = await page.request.post("/api/demo-requests", {
        data: { name: `Assigned ${stamp}`, email, company: "Whitehorse Motors", phone: "867-555-0142", fillMs: 5000 },
      });
      expect(posted.status()).toBe(201);
    } finally {
      await choose(page, robin, "None: leads wait unassigned in the inbox", { yukon: false });
    }
    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `width ${width}`).toBeLessThanOrEqual(width);

    const [lead] = queryDb<{ id: number; owner: string }>(
      "select d.id, u.name as owner from demo_requests d join staff_users u on u.id = d.owner_id where d.email = ?",
      email,
    );
    expect(lead, "the lead has an owner").toBeDefined();
    expect(lead!.owner).toBe(robin);
    await page.goto(`/staff/leads/demo/${lead!.id}`);
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText(`Assigned to ${robin} by territory`)).toBeVisible();
    await expect(history.getByRole("listitem").first()).toContainText("Site");
  }

  // The choices are in the audit log, as the administrator's.
  expect(
    queryDb<{ n: number }>("select count(*) as n from audit_log where action = 'assignment-rule' and actor_email = ?", `router+${stamp}@torqueanalytics.ca`)[0]!
      .n,
  ).toBe(4);
});
