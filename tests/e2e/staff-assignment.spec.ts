// Automatic assignment in a real browser against the production build: an administrator chooses
// round robin on /staff/assignment, a demo request arrives, and its page names the owner and the
// rule. The rule is shared by the whole e2e database, so it is put back to "none" at once, and the
// test runs at desktop width then at 390 px in one go (not as two tests that could overlap).
import { expect, test, type Page } from "@playwright/test";
import { addStaff, queryDb, signInAsAdmin } from "./support";

async function chooseRule(page: Page, rule: string) {
  await page.goto("/staff/assignment");
  const form = page.getByRole("form", { name: "Lead assignment" });
  await form.getByRole("combobox", { name: "Rule" }).selectOption({ label: rule });
  const save = form.getByRole("button", { name: "Save" });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await save.click();
  await expect(form.getByRole("status")).toHaveText(`Saved: ${rule}`);
}

test("an administrator turns on round robin, and a new demo request's page shows whom it went to and by which rule", async ({ page }) => {
  const stamp = Date.now();
  addStaff(`robin+${stamp}@torqueanalytics.ca`, "sales", `Robin ${stamp}`);
  await signInAsAdmin(page, `router+${stamp}@torqueanalytics.ca`, `Router ${stamp}`);
  await page.goto("/staff");
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Assignment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lead assignment" })).toBeVisible();
  await expect(page.getByRole("group", { name: `Territory of Robin ${stamp}` })).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const email = `assigned+${stamp}-${width}@dealerfixture.ca`;
    try {
      await chooseRule(page, "Round robin among active sales accounts");
      const posted = await page.request.post("/api/demo-requests", { data: { name: `Assigned ${stamp}`, email, company: "Round Motors" } });
      expect(posted.status()).toBe(201);
    } finally {
      await chooseRule(page, "None: leads wait unassigned in the inbox");
    }
    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `width ${width}`).toBeLessThanOrEqual(width);

    const [lead] = queryDb<{ id: number; owner: string }>("select d.id, u.name as owner from demo_requests d join staff_users u on u.id = d.owner_id where d.email = ?", email);
    expect(lead, "the lead has an owner").toBeDefined();
    await page.goto(`/staff/leads/demo/${lead!.id}`);
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText(`Assigned to ${lead!.owner} by round robin`)).toBeVisible();
    await expect(history.getByRole("listitem").first()).toContainText("Site");
  }

  // The choice is in the audit log, as the administrator's.
  expect(queryDb<{ n: number }>("select count(*) as n from audit_log where action = 'assignment-rule' and actor_email = ?", `router+${stamp}@torqueanalytics.ca`)[0]!.n).toBe(4);
});
