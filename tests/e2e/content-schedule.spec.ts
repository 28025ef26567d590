// Scheduling in the article editor (issue 40), in a real browser against the production build: an editor
// schedules a publish with the twin in the account's zone (named), sees it in the editor and the content
// list, and cancels it, by keyboard, in English and French, at 1280 and 390 px, with no serious axe
// violation and nothing wider than the screen.
import { expect, test, type Page } from "@playwright/test";
import { addStaff, base, seriousViolations, signIn } from "./support";

const stamp = Date.now();

const paragraph = (n: number) =>
  `Paragraph ${n} explains how a dealership plans its announcements for the week ahead, one article each morning. ` +
  "The marketing manager writes them on Friday, checks each one with the sales manager, and sets the time each goes out, " +
  "so that the morning newsletter, the social posts and the article itself reach the same shoppers on the same day. " +
  "Nobody has to stay late on Monday to press a button, and nothing goes out twice or at the wrong hour.";
// The publish gates ask for 350 words or more, two sections and a list (lib/content/gates.ts).
const body = ["## Plan the week", ...[1, 2, 3], "- Monday\n- Wednesday\n- Friday", "## Go home on time", ...[4, 5, 6]]
  .map((part) => (typeof part === "number" ? paragraph(part) : part))
  .join("\n\n");

async function newArticle(page: Page, n: number): Promise<number> {
  const created = await page.request.post("/staff/api/content/articles", {
    headers: { origin: base.origin },
    data: {
      locale: "en",
      slug: `planned-week-${stamp}-${n}`,
      title: `A week planned ahead ${stamp} ${n}`,
      seoTitle: "A week planned ahead",
      excerpt: "How a dealership plans a week of articles and goes home on Friday.",
      seoDescription: "How a dealership plans a week of articles in both languages, each going out on time, once, without anyone staying late.",
      category: "Digital Analytics",
      tags: ["planning", "publishing"],
      body,
      featuredImage: null,
      featuredImageAlt: null,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const words = {
  en: {
    region: "Schedule",
    zone: "(Eastern Time)",
    date: "Date",
    time: "Time",
    submit: "Schedule",
    scheduled: "Scheduled.",
    pending: /Publish scheduled for Mar 8, 2027, 9:00\sa\.m\. EST/,
    listed: /Scheduled for Mar 8, 2027, 9:00\sa\.m\. EST/,
    cancel: /^Cancel the schedule for Mar 8, 2027/,
    cancelled: "Schedule cancelled.",
  },
  fr: {
    region: "Programmer",
    zone: "(heure de l'Est)",
    date: "Date",
    time: "Heure",
    submit: "Programmer",
    scheduled: "Programmé.",
    pending: /Publication programmée pour le 8 mars 2027, 9\sh\s00 HNE/,
    listed: /Programmé pour le 8 mars 2027, 9\sh\s00 HNE/,
    cancel: /^Annuler la programmation du 8 mars 2027/,
    cancelled: "Programmation annulée.",
  },
};

test("an editor schedules a publish and cancels it, by keyboard, in both languages at 1280 and 390 px", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const email = `planner+${stamp}@torqueanalytics.ca`;
  await signIn(page, email, addStaff(email, "editor", `Pat Planner ${stamp}`));
  await page.waitForURL((url) => !url.pathname.startsWith("/staff/sign-in"), { timeout: 30_000 });
  const problems: string[] = [];
  let n = 0;
  for (const language of ["en", "fr"] as const) {
    const saved = await page.request.post("/staff/actions/settings", { form: { language, timeZone: "America/Toronto" }, headers: { origin: base.origin } });
    expect(saved.status()).toBe(200);
    const w = words[language];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const id = await newArticle(page, n++);
      await page.goto(`/staff/content/articles/${id}`);
      const panel = page.getByRole("region", { name: w.region, exact: true });
      await expect(panel).toContainText(w.zone);

      // By their accessible names: Playwright's getByLabel reads the whole <label>, the format's hidden
      // description included, which a screen reader does not put in the name.
      await panel.getByRole("textbox", { name: w.date, exact: true }).fill("2027-03-08");
      await panel.getByRole("textbox", { name: w.time, exact: true }).fill("09:00");
      await panel.getByRole("button", { name: w.submit, exact: true }).focus();
      await page.keyboard.press("Enter");
      // A schedule is checked as a publish is (gates, then the HTML check, whose process may still be starting).
      await expect(panel.getByRole("status")).toHaveText(w.scheduled, { timeout: 60_000 });
      await expect(panel.getByText(w.pending)).toBeVisible();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${language} ${width} editor: ${overflow}px wider`);
      if (width === 1280) problems.push(...(await seriousViolations(page)).map((v) => `${language} editor: ${v}`));
      await panel.screenshot({ path: testInfo.outputPath(`schedule-${language}-${width}.png`) });

      await page.goto("/staff/content");
      await expect(page.getByRole("row").filter({ hasText: `${stamp} ${n - 1}` })).toContainText(w.listed);
      if (width === 390) await page.screenshot({ path: testInfo.outputPath(`list-${language}-${width}.png`) });

      await page.goto(`/staff/content/articles/${id}`);
      await panel.getByRole("button", { name: w.cancel }).focus();
      await page.keyboard.press("Enter");
      await expect(panel.getByRole("status")).toHaveText(w.cancelled);
      await expect(panel.getByText(w.pending)).toHaveCount(0);
      const list = await page.request.get("/staff/api/content/schedules?status=cancelled");
      expect(((await list.json()) as { schedules: { docId: number }[] }).schedules.map((s) => s.docId)).toContain(id);
    }
  }
  expect(problems).toEqual([]);
});
