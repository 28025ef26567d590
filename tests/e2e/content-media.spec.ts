// The media library (issue 40, item 2) in a real browser against the production build: an editor
// uploads a photo with the file picker, writes its alt texts, moves its focal point by keyboard, and
// an article using it shows a <picture> with AVIF and WebP sources and its size on the published
// page, the card as its Open Graph image; an image pasted into an article's body is uploaded and
// shown the same way; the library passes axe and holds at 1280 and 390 px in both
// languages.
import { expect, test } from "@playwright/test";
import { makePhoto } from "../support/photo.mjs";
import { base, seriousViolations, setWorkspaceLanguage, signInAsEditor } from "./support";

const stamp = Date.now();

// An English article the publish gates pass (350 words or more, two sections, a list).
const paragraph = (n: number) =>
  `Paragraph ${n} shows how a dealership photographs its showroom for the website and its listings. ` +
  "Good light, a clean floor and a car placed at an angle make shoppers stay on the page longer, " +
  "and the same photograph serves the blog, the social card and the printed flyer without a second shoot. " +
  "The marketing manager keeps one library of images, each with its description in English and in French.";
const body = [
  "## Light the showroom",
  paragraph(1),
  paragraph(2),
  paragraph(3),
  "- Light\n- Angle\n- Floor",
  "## Reuse each photo",
  paragraph(4),
  paragraph(5),
].join("\n\n");

test("an editor uploads a photo, writes its alt texts, sets its focal point by keyboard, and the published article shows it as a <picture>", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsEditor(page, "Mia");
  await page.goto("/staff/content");
  await page.getByRole("link", { name: "Media library" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();

  const name = `showroom-${stamp}.jpg`;
  await page.getByLabel("Upload an image").setInputFiles({ name, mimeType: "image/jpeg", buffer: await makePhoto({ width: 2400, height: 1600 }) });
  await expect(page.getByText("Image added to the library.")).toBeVisible({ timeout: 30_000 });
  const item = page.getByRole("article", { name });
  await item.getByLabel("Alt text in English").fill("A car on a clean showroom floor");
  await item.getByLabel("Alt text in French").fill("Une voiture sur le plancher propre d'une salle d'exposition");
  const focal = item.getByRole("application", { name: "Focal point" });
  await focal.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowUp");
  await expect(item.getByText("Focal point at 60% across, 45% down")).toBeVisible();
  await item.getByRole("button", { name: "Save" }).click();
  await expect(item.getByText("Saved.", { exact: true })).toBeVisible();

  const found = (await (await page.request.get(`/staff/api/content/media?q=${name}`)).json()) as {
    media: { id: number; focalX: number; focalY: number; altFr: string }[];
  };
  const media = found.media[0]!;
  expect(media).toMatchObject({ focalX: 0.6, focalY: 0.45, altFr: "Une voiture sur le plancher propre d'une salle d'exposition" });

  // An article names it as media:{id}, and is published through the content API.
  const slug = `showroom-photos-${stamp}`;
  const created = await page.request.post("/staff/api/content/articles", {
    headers: { origin: base.origin },
    data: {
      locale: "en",
      slug,
      title: `Showroom photos ${stamp}`,
      seoTitle: null,
      excerpt: "How a dealership photographs its showroom once and reuses each photo everywhere.",
      seoDescription: "How a dealership photographs its showroom once and reuses each photo on the blog, the social card and the flyer.",
      category: "Digital Analytics",
      tags: ["photos", "showroom"],
      body,
      featuredImage: `media:${media.id}`,
      featuredImageAlt: null,
    },
  });
  expect(created.status()).toBe(201);
  const { id, revision } = (await created.json()) as { id: number; revision: number };
  const published = await page.request.post(`/staff/api/content/articles/${id}/publish`, {
    headers: { origin: base.origin },
    data: { baseRevision: revision },
  });
  expect(published.status(), await published.text()).toBe(200);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/blog/${slug}`);
    const picture = page.locator("main picture").first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/media\/[0-9a-f]{20}\/480\.avif 480w, .*1600\.avif 1600w/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /1600\.webp 1600w/);
    const img = picture.getByRole("img", { name: "A car on a clean showroom floor" });
    await expect(img).toHaveAttribute("width", "1600");
    await expect(img).toHaveAttribute("height", "1067");
    await expect(img).toHaveAttribute("loading", "eager");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    // The browser chose and loaded a source.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  const card = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(card).toMatch(/\/media\/[0-9a-f]{20}\/1200\.jpg$/);
  const cardAnswer = await page.request.get(new URL(card!).pathname);
  expect(cardAnswer.headers()["content-type"]).toBe("image/jpeg");
  expect(cardAnswer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  // In use: Delete asks first, naming the image (Escape keeps it); confirmed, the library refuses, naming the article.
  await page.goto(`/staff/content/media?q=${name}`);
  const used = page.getByRole("article", { name });
  await expect(used.getByRole("link", { name: `Showroom photos ${stamp}` })).toBeVisible();
  await used.getByRole("button", { name: "Delete" }).click();
  const question = page.getByRole("dialog", { name: `Delete ${name} from the library? This cannot be undone.` });
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await used.getByRole("button", { name: "Delete" }).click();
  await question.getByRole("button", { name: "Delete" }).click();
  await expect(used.getByText(new RegExp(`This image is used by Showroom photos ${stamp}`))).toBeVisible();
});

test("an image pasted into the body goes to the library, takes the alt text typed at the cursor, and shows on the published page at 1280 and 390 px", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAsEditor(page, "Lou");
  const slug = `service-bay-${stamp}`;
  const created = await page.request.post("/staff/api/content/articles", {
    headers: { origin: base.origin },
    data: {
      locale: "en",
      slug,
      title: `Service bay photos ${stamp}`,
      seoTitle: null,
      excerpt: "How a dealership shows its service bay in its articles, one photo at a time.",
      seoDescription: "How a dealership shows its service bay in its articles, with one photo from the library in the body of each.",
      category: "Digital Analytics",
      tags: ["photos", "service"],
      body,
      featuredImage: null,
      featuredImageAlt: null,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/staff/content/articles/${id}`);

  // A file pasted at the end of the body: uploaded, then `![](media:{id})` there, the cursor on its alt text.
  const editor = page.getByRole("textbox", { name: "Body (Markdown)" });
  await editor.focus();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  const photo = (await makePhoto({ width: 1500, height: 1000 })).toString("base64");
  await editor.evaluate((element, bytes) => {
    const data = new DataTransfer();
    data.items.add(new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], "bay.jpg", { type: "image/jpeg" }));
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, photo);
  await expect(editor).toContainText(/!\[\]\(media:\d+\)/, { timeout: 30_000 });
  await page.keyboard.type("A service bay with two cars");
  await expect(editor).toContainText(/!\[A service bay with two cars\]\(media:\d+\)$/);
  await page.screenshot({ path: testInfo.outputPath("body-image-editor.png") });
  await page.getByRole("button", { name: "Publish", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /Published as revision \d+/ })).toBeVisible({ timeout: 30_000 });

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/blog/${slug}`);
    const picture = page.locator(".prose-article picture");
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/media\/[0-9a-f]{20}\/480\.avif 480w, .*1500\.avif 1500w/);
    const img = picture.getByRole("img", { name: "A service bay with two cars" });
    await expect(img).toHaveAttribute("width", "1500");
    await expect(img).toHaveAttribute("height", "1000");
    await expect(img).toHaveAttribute("loading", "lazy");
    expect(await img.getAttribute("sizes")).toBeNull();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // Its box has the image's proportions, within the screen, and nothing is wider than the screen.
    const box = (await img.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1.5, 1);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await img.screenshot({ path: testInfo.outputPath(`body-image-${width}.png`) });
  }
});

test("the media library in both languages: no serious axe violation, nothing wider than the screen at 1280 and 390 px", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsEditor(page, "Noa");
  const file = { name: `lot-${stamp}.jpg`, mimeType: "image/jpeg", buffer: await makePhoto({ width: 1200, height: 800 }) };
  const uploaded = await page.request.post("/staff/api/content/media", { headers: { origin: base.origin }, multipart: { file } });
  expect(uploaded.status()).toBe(201);
  const problems: string[] = [];
  for (const language of ["en", "fr"] as const) {
    await setWorkspaceLanguage(page, language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/staff/content/media");
      await expect(page.locator("html")).toHaveAttribute("lang", language === "fr" ? "fr-CA" : "en-CA");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language === "fr" ? "Médiathèque" : "Media library");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${language} ${width}: ${overflow}px wider`);
      if (width === 1280) problems.push(...(await seriousViolations(page)).map((v) => `${language}: ${v}`));
      await page.screenshot({ path: testInfo.outputPath(`media-${language}-${width}.png`), fullPage: true });
    }
  }
  expect(problems).toEqual([]);
});
