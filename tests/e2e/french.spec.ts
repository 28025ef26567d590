// The site in Canadian French (issue 24): every page's twin, what crawlers read, what a Quebec
// visitor sees and does, against the production build.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { cityRecords } from "../../content/cities";
import { localePath, staticPages } from "../../lib/routes";
import { closeBookingStep, decodeEntities, queryDb, sitemapUrls } from "./support";

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, new URL(decodeEntities(m[2]!)).pathname]),
  );

const englishPages = [...staticPages, ...cityRecords.map((c) => `/automotive-advertising-dashboard/${c.slug}`)];

test("every English page has a French twin in fr-CA, and each names the other as its alternate", async ({ request }) => {
  test.setTimeout(120_000);
  for (const path of englishPages) {
    const english = await (await request.get(path)).text();
    const french = localePath(path, "fr");
    expect(alternates(english), path).toEqual({ "en-CA": path, "fr-CA": french, "x-default": path });
    const response = await request.get(french);
    expect(response.status(), french).toBe(200);
    const html = await response.text();
    expect(html, french).toMatch(/<html lang="fr-CA"/);
    expect(alternates(html), french).toEqual({ "en-CA": path, "fr-CA": french, "x-default": path });
    expect(new URL(attr(html, /<link rel="canonical" href="([^"]+)"/)!).pathname, french).toBe(french);
    expect(attr(html, /<meta property="og:locale" content="([^"]+)"/), french).toBe("fr_CA");
  }
});

test("the sitemap lists both languages, each URL with the same reciprocal xhtml:link pair", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: new URL(/<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!).pathname,
    links: Object.fromEntries(
      [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((l) => [l[1]!, new URL(l[2]!).pathname]),
    ),
  }));
  const listed = new Set(entries.map((e) => e.loc));
  for (const path of englishPages) {
    expect(listed.has(path), path).toBe(true);
    expect(listed.has(localePath(path, "fr")), localePath(path, "fr")).toBe(true);
  }
  for (const entry of entries.filter((e) => Object.keys(e.links).length > 0)) {
    expect(Object.values(entry.links), entry.loc).toContain(entry.loc);
    for (const twin of [entry.links["en-CA"]!, entry.links["fr-CA"]!]) {
      expect(listed.has(twin), twin).toBe(true);
      expect(entries.find((e) => e.loc === twin)!.links, twin).toEqual(entry.links);
    }
  }
  expect(await (await request.get("/robots.txt")).text()).toContain("/sitemap.xml");
});

// Every English message a French page could show by mistake: its French twin differs, and it is a
// phrase (two words or more), not a name.
function leaves(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );
}
const catalogue = (locale: string) => {
  const dir = path.join(process.cwd(), "content/messages", locale);
  return Object.fromEntries(
    fs.readdirSync(dir).map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as object]),
  );
};
const frenchByKey = new Map(leaves(catalogue("fr")));
const englishPhrases = leaves(catalogue("en"))
  .filter(([key, text]) => frenchByKey.get(key) !== text && /\p{L}+\s+\p{L}+/u.test(text) && !/[{}]/.test(text))
  .map(([, text]) => text);

async function visibleText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return page.evaluate(() => document.body.innerText);
}

test("no French page shows a phrase of the English catalogue", async ({ page, request }) => {
  test.setTimeout(180_000);
  expect(englishPhrases.length).toBeGreaterThan(100);
  const french = (await sitemapUrls(request)).map((u) => new URL(u).pathname).filter((p) => p === "/fr" || p.startsWith("/fr/"));
  expect(french.length).toBeGreaterThanOrEqual(englishPages.length);
  const found: string[] = [];
  for (const path of french) {
    const text = await visibleText(page, path);
    for (const phrase of englishPhrases) if (text.includes(phrase)) found.push(`${path}: "${phrase}"`);
  }
  expect(found).toEqual([]);
});

test("an address the French site does not have answers its 404 in French, in the HTML the server sends", async ({ page, request }) => {
  // Before any JavaScript: the language, the title and the words are in the document itself.
  for (const [path, title] of [
    ["/fr/page-qui-nexiste-pas", "Page introuvable"],
    ["/fr/blogue/article-qui-nexiste-pas", "Article introuvable"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(/<html lang="fr-CA"/);
    expect(html, path).toContain(`<title>${title} | Torque Analytics</title>`);
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  }
  const response = await page.goto("/fr/page-qui-nexiste-pas");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/fr");
});

test("French pages carry French fragments and the French blog filter, English pages the English ones", async ({ page, request }) => {
  const home = await (await request.get("/fr")).text();
  for (const id of ["fonctionnalites", "plateforme", "integrations", "a-propos", "nous-joindre"]) {
    expect(home).toContain(`href="/fr#${id}"`);
    expect(home).toContain(`id="${id}"`);
  }
  expect(home).not.toContain('href="/fr#features"');
  const privacy = await (await request.get("/fr/confidentialite")).text();
  expect(privacy).toContain('href="#vos-droits"');
  expect(privacy).toContain('id="vos-droits"');
  expect(await (await request.get("/privacy")).text()).toContain('id="your-rights"');
  expect(await (await request.get("/fr/plan-du-site")).text()).toContain('href="/fr/blogue?categorie=analytique-numerique"');

  await page.goto("/fr/blogue?categorie=analytique-numerique");
  await expect(page.getByRole("button", { name: /Analytique numérique/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("main ul li article")).toHaveCount(44);
  await page.getByRole("button", { name: /Rapports marketing/ }).click();
  await expect(page).toHaveURL(/\/fr\/blogue\?categorie=rapports-marketing$/);
  await page.goto("/fr/faq");
  await page.getByRole("navigation", { name: "Catégories de la FAQ" }).getByRole("link", { name: "Tarifs et facturation" }).click();
  await expect(page).toHaveURL(/\/fr\/faq#tarifs-facturation$/);
});

test("a French article has one date, on its card, its page and in its structured data, and its section in French", async ({ request }) => {
  const path = "/fr/blogue/cout-par-vente-par-source-demandes";
  const html = await (await request.get(path)).text();
  const posting = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
    .flatMap((m) => [JSON.parse(m[1]!)].flat())
    .find((d: { "@type"?: string }) => d["@type"] === "BlogPosting") as { datePublished: string; dateModified: string; articleSection: string };
  expect(posting.articleSection).toBe("Analytique numérique");
  expect(posting.datePublished <= new Date().toISOString().slice(0, 10)).toBe(true);
  expect(attr(html, /<header[\s\S]*?<time datetime="([^"]+)"/i)).toBe(posting.datePublished);
  const list = await (await request.get("/fr/blogue")).text();
  expect(list).toMatch(new RegExp(`href="${path}"[\\s\\S]*?<time datetime="${posting.datePublished}"`, "i"));
});

test("the French pricing page names its plans in French, on the cards and in its structured data", async ({ page, request }) => {
  const html = await (await request.get("/fr/tarifs")).text();
  const offers = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
    .flatMap((m) => [JSON.parse(m[1]!)].flat())
    .flatMap((d: { offers?: { name: string }[] }) => d.offers ?? [])
    .map((o) => o.name);
  expect(offers).toEqual(["Essentiel", "Professionnel", "Petit concessionnaire"]);
  await page.goto("/fr/tarifs");
  for (const name of ["Essentiel", "Professionnel", "Entreprise", "Petit concessionnaire"]) {
    await expect(page.getByRole("main").getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("main")).not.toContainText(/Starter|Professional|Enterprise/);
});

test("the French Montreal page's first address leads to its new one, and French aliases redirect", async ({ request }) => {
  for (const [from, to] of [
    ["/fr/automotive-advertising-dashboard/montreal", "/fr/tableau-de-bord-publicite-automobile/montreal"],
    ["/fr/entreprise/a-propos", "/fr/a-propos"],
    ["/fr/ressources/calculateur-rci", "/fr/outils/calculateur-rci"],
    ["/fr/contact", "/fr/nous-joindre"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(to);
  }
});

test("the language link leads to the same page in the other language, both ways, and is remembered for the home page @phone", async ({ page, isMobile }) => {
  await page.goto("/pricing");
  const toFrench = page.getByRole("banner").getByRole("link", { name: /Français|FR/ });
  await expect(toFrench).toHaveAttribute("hreflang", "fr-CA");
  await expect(toFrench).toHaveAttribute("lang", "fr-CA");
  await toFrench.click();
  await expect(page).toHaveURL(/\/fr\/tarifs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Des tarifs simples, vite rentabilisés");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /English|EN/ })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  // The last choice was English: the home page stays English. Choose French, and / leads to /fr.
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /Français/ })
    .click();
  await expect(page).toHaveURL(/\/fr$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  if (isMobile) {
    await page.getByRole("button", { name: "Ouvrir la navigation" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: /English/ })).toHaveAttribute("href", "/");
  }
});

test("a crawler or first visit asking for French is never redirected", async ({ request }) => {
  const response = await request.get("/", { maxRedirects: 0, headers: { "accept-language": "fr-CA,fr;q=0.9" } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<html lang="en-CA"/);
});

test("the demo dialog validates, submits and thanks in French, and the lead is stored as French @phone", async ({ page }) => {
  const email = `quebec+${Date.now()}@concessionlaval.ca`;
  await page.goto("/fr/tarifs");
  await page.getByRole("button", { name: "Commencer l'essai gratuit" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Obtenez un accès VIP exclusif" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Obtenir ma démo VIP" }).click();
  await expect(dialog.getByText("Veuillez entrer votre nom complet")).toBeVisible();
  await expect(dialog.getByText("Veuillez entrer une adresse courriel valide")).toBeVisible();
  await dialog.getByLabel("Nom complet").fill("Geneviève Tremblay");
  await dialog.getByLabel("Courriel professionnel").fill(email);
  await dialog.getByLabel("Nom de la concession").fill("Concession Laval");
  const consent = dialog.getByRole("checkbox", { name: /envoyez-moi des courriels/ });
  await expect(async () => {
    if (!(await consent.isChecked())) await consent.click();
    await expect(consent).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.waitForTimeout(3200);
  await dialog.getByRole("button", { name: "Obtenir ma démo VIP" }).click();
  await expect(page.getByText("Votre demande a bien été envoyée")).toBeVisible();
  await closeBookingStep(dialog, "Fermer");
  await expect
    .poll(() => queryDb<{ language: string; consent_version: string }>("select language, consent_version from demo_requests where email = ?", email))
    .toEqual([{ language: "fr", consent_version: "casl-marketing-2025-01-fr" }]);
});

test("the API answers field errors in French when the request asks for French", async ({ request }) => {
  for (const headers of [{ "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" }, {}] as Record<string, string>[]) {
    const body = { name: "X", email: "pas-un-courriel", company: "Y", ...("accept-language" in headers ? {} : { locale: "fr" }) };
    const response = await request.post("/api/demo-requests", { data: body, headers });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        name: "Veuillez entrer votre nom complet",
        email: "Veuillez entrer une adresse courriel valide",
        company: "Le nom de la concession doit contenir au moins 2 caractères",
      },
    });
  }
  const english = await request.post("/api/demo-requests", { data: { name: "X", email: "x@y.ca", company: "Maple" } });
  expect((await english.json()).errors.name).toBe("Name must be at least 2 characters");
});

test("the ROI calculator counts in Canadian French: money as 1 234 $ @phone", async ({ page }) => {
  await page.goto("/fr/outils/calculateur-rci");
  const main = page.getByRole("main");
  await expect(main).toContainText(/\d[\u00a0\u202f]\d{3}[\u00a0\u202f]\$/);
  // No English-style amount ("$1,093,129", "$597"): the dollar sign never comes first.
  for (const cell of await main.locator("dd, td, output").allTextContents()) expect(cell.trim(), cell).not.toMatch(/^\$|\d,\d{3}/);
});

test("French pages fit a phone: nothing runs past the screen's edge @phone-only", async ({ page }) => {
  test.setTimeout(120_000);
  const overflowing: string[] = [];
  for (const path of englishPages.map((p) => localePath(p, "fr"))) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) overflowing.push(`${path}: ${overflow}px`);
  }
  expect(overflowing).toEqual([]);
});

// axe-core, the engine of Lighthouse's accessibility audit, in the page itself.
const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

test("axe finds no accessibility violation on the pages of either language", async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  for (const path of englishPages.flatMap((p) => [p, localePath(p, "fr")])) {
    await page.goto(path);
    await page.addScriptTag({ path: axeSource });
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
      ).axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      });
      return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    });
    problems.push(...violations.map((v) => `${path}: ${v}`));
  }
  expect(problems).toEqual([]);
});

test("each blog has an RSS feed in its language: valid XML, every published article, announced on the blog pages and in the footer", async ({
  page,
  request,
}) => {
  for (const [feed, blog, lang, article] of [
    ["/blog/feed.xml", "/blog", "en-CA", "/blog/cost-per-sale-by-lead-source"],
    ["/fr/blogue/feed.xml", "/fr/blogue", "fr-CA", "/fr/blogue/cout-par-vente-par-source-demandes"],
  ] as const) {
    const response = await request.get(feed);
    expect(response.status(), feed).toBe(200);
    expect(response.headers()["content-type"], feed).toContain("application/rss+xml");
    const xml = await response.text();
    await page.goto("about:blank");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const items = [...doc.querySelectorAll("channel > item")];
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        language: doc.querySelector("channel > language")?.textContent,
        items: items.length,
        complete: items.every((i) => ["title", "link", "pubDate", "description", "category", "guid"].every((tag) => i.querySelector(tag)?.textContent?.trim())),
        links: items.map((i) => new URL(i.querySelector("link")!.textContent!).pathname),
      };
    }, xml);
    expect(parsed, feed).toMatchObject({ error: null, version: "2.0", language: lang, items: 99, complete: true });
    expect(parsed.links, feed).toContain(article);
    for (const path of [blog, article]) {
      const html = await (await request.get(path)).text();
      const link = /<link rel="alternate" type="application\/rss\+xml"[^>]*>/.exec(html)?.[0] ?? "";
      expect(link, path).toContain(`${feed}"`);
      expect(link, path).toMatch(/title="[^"]+"/);
    }
    const footer = await (await request.get(blog)).text();
    expect(footer, blog).toContain(`href="${feed}"`);
  }
});

test("a French article pairs with its English original: hreflang both ways, the language link, French links inside", async ({ page, request }) => {
  const english = "/blog/cost-per-sale-by-lead-source";
  const french = "/fr/blogue/cout-par-vente-par-source-demandes";
  expect(alternates(await (await request.get(english)).text())).toEqual({ "en-CA": english, "fr-CA": french, "x-default": english });
  expect(alternates(await (await request.get(french)).text())).toEqual({ "en-CA": english, "fr-CA": french, "x-default": english });
  await page.goto(english);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Français|FR/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${french}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/coût par vente/i);
  // Links inside a French article lead to French pages.
  const hrefs = await page.locator(".prose-article a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  for (const href of hrefs) expect(href, href).toMatch(/^\/fr(\/|$)/);
  await page.goto("/fr/blogue");
  await expect(page.getByRole("main")).toContainText("Analytique numérique");
  await expect(
    page
      .getByRole("main")
      .getByRole("link")
      .filter({ hasText: /coût par vente/i })
      .first(),
  ).toHaveAttribute("href", /^\/fr\/blogue\//);
});
