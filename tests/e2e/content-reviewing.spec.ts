// Review that editors can follow (issue 50, item 4), in a real browser against the production build, in
// English then French: an editor submits a change to a published article and sees "In review" in the
// editor and the content list; the administrator reads, on the review's card, what it changes from the
// live version, and sends it back with a comment; the editor's page then shows who sent it back, when,
// the comment, and the review's history. By keyboard, with no serious axe violation and nothing wider
// than the screen at 1280 and 390 px (full-page screenshots of each).
import { expect, test, type Page } from "@playwright/test";
import { base, editorInOwnContext, screenProblems, setWorkspaceLanguage, signInAsAdmin } from "./support";

const stamp = Date.now();
const origin = { origin: base.origin };

const paragraph = (n: number) =>
  `Paragraph ${n} explains how a dealership reads its showroom visits next to its web leads, week by week. ` +
  "The sales manager compares the two lines every Monday, asks the marketing manager which campaigns moved, and the two agree " +
  "on one change to try before the next meeting, so that the budget follows the visits that became sales and not the clicks.";
// The publish gates ask for 350 words or more, two sections and a list (lib/content/gates.ts).
const body = ["## Read the visits", ...[1, 2, 3], "- Monday\n- Wednesday\n- Friday", "## Agree on one change", ...[4, 5, 6]]
  .map((part) => (typeof part === "number" ? paragraph(part) : part))
  .join("\n\n");
const title = `Showroom visits beside web leads ${stamp}`;

const words = {
  en: {
    submit: "Submit for review",
    inReview: "Published, changes in review",
    live: "Changes from the live version",
    comment: "Comment for the author",
    sendBack: "Send back",
    returned: "Sent back with a comment",
    history: /^Review history/,
    steps: /Sent back by Admin/,
  },
  fr: {
    submit: "Soumettre pour approbation",
    inReview: "Publié, modifications en révision",
    live: "Changements par rapport à la version en ligne",
    comment: "Commentaire pour l'auteur",
    sendBack: "Renvoyer",
    returned: "Renvoyé avec un commentaire",
    history: /^Historique de l'approbation/,
    steps: /Renvoyé par Admin/,
  },
};

async function press(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}

test(
  "review: an editor submits, sees In review, and reads the comment the administrator sent back after reading the changes from live",
  { tag: "@site-setting" },
  async ({ browser, page }, testInfo) => {
    test.setTimeout(300_000);
    await signInAsAdmin(page, `admin+reviewing-${stamp}@torqueanalytics.ca`, `Admin ${stamp}`);
    const writer = await editorInOwnContext(browser, "Rene");
    const problems: string[] = [];

    // A published article (the administrator's), then the editor's change to its title.
    const created = await page.request.post("/staff/api/content/articles", {
      headers: origin,
      data: {
        locale: "en",
        slug: `showroom-visits-${stamp}`,
        title,
        seoTitle: "Showroom visits beside web leads",
        excerpt: "How a dealership reads its showroom visits next to its web leads, week by week.",
        seoDescription: "How a dealership reads its showroom visits next to its web leads every week, and agrees on one change to try before the next meeting.",
        category: "Digital Analytics",
        tags: ["showroom", "leads"],
        body,
        featuredImage: null,
        featuredImageAlt: null,
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    // The HTML check's process may still be starting.
    expect(
      (await page.request.post(`/staff/api/content/articles/${id}/publish`, { headers: origin, data: { baseRevision: 1 }, timeout: 60_000 })).status(),
    ).toBe(200);

    expect((await page.request.put("/staff/api/content/settings", { headers: origin, data: { reviewRequired: true } })).status()).toBe(200);
    try {
      for (const language of ["en", "fr"] as const) {
        const w = words[language];
        await setWorkspaceLanguage(page, language);
        await setWorkspaceLanguage(writer.page, language);
        const newTitle = `${title} (${language})`;
        const head = ((await (await writer.page.request.get(`/staff/api/content/articles/${id}`)).json()) as { article: { revision: number } }).article
          .revision;
        const saved = await writer.page.request.patch(`/staff/api/content/articles/${id}`, { headers: origin, data: { baseRevision: head, title: newTitle } });
        expect(saved.status()).toBe(200);

        // The editor submits: the status line says it is in review, and so does the content list.
        await writer.page.goto(`/staff/content/articles/${id}`);
        await press(writer.page, w.submit);
        await expect(writer.page.getByText(w.inReview, { exact: false }).first()).toBeVisible({ timeout: 20_000 });
        await writer.page.goto("/staff/content");
        await expect(writer.page.getByRole("row").filter({ hasText: `showroom-visits-${stamp}` })).toContainText(w.inReview);

        // The administrator's card: the title's change from the live one; then sent back with a comment.
        await page.goto("/staff/content/reviews");
        // The card by its article's link: once decided, it shows the live title and no comparison.
        const card = page
          .getByRole("listitem")
          .filter({ has: page.locator(`a[href="/staff/content/articles/${id}"]`) })
          .first();
        const changes = card.getByRole("region", { name: w.live });
        await expect(changes).toBeVisible();
        // Nothing was approved: against the live title, the words this round added.
        await expect(changes.getByRole("table")).toContainText(`${title} (${language})`);
        await expect(changes.locator("ins").first()).toContainText(`(${language})`);
        problems.push(...(await screenProblems(page, testInfo, `reviews-${language}`)));
        const comment =
          language === "en" ? "Name the two stores in the first section, please." : "Nommez les deux magasins dans la première section, s'il vous plaît.";
        await card.getByRole("textbox", { name: w.comment }).fill(comment);
        await card.getByRole("button", { name: w.sendBack, exact: true }).focus();
        await page.keyboard.press("Enter");
        // The decision on the card once the list is read again (the status line's "Sent back" goes with the refresh).
        await expect(card.getByText(w.steps)).toBeVisible({ timeout: 20_000 });

        // The editor's page: who sent it back, and the comment; the status is no longer in review.
        await writer.page.goto(`/staff/content/articles/${id}`);
        const note = writer.page.getByRole("region", { name: w.returned });
        await expect(note).toContainText(`Admin ${stamp}`);
        await expect(note).toContainText(comment);
        await expect(writer.page.getByText(w.inReview)).toHaveCount(0);
        const history = writer.page.locator("summary").filter({ hasText: w.history });
        await history.focus();
        await writer.page.keyboard.press("Enter");
        await expect(writer.page.locator("details[open]").filter({ hasText: w.history })).toContainText(w.steps);
        problems.push(...(await screenProblems(writer.page, testInfo, `editor-${language}`)));
      }
    } finally {
      // The setting is the whole site's.
      await page.request.put("/staff/api/content/settings", { headers: origin, data: { reviewRequired: false } });
    }
    expect(problems).toEqual([]);
  },
);
