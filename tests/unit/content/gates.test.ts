// The publish gates (lib/content/gates.ts), rule by rule: a real article of content/ passes in each
// language, and each rule refuses the draft that breaks it, with a code, its values and a message in
// both languages. (Every file of content/ passing them is tests/unit/content.test.ts's business.)
import { describe, expect, it } from "vitest";
import { fixArticleSpacing } from "@/components/staff/content/french-spacing";
import { en } from "@/content/messages";
import { cityRecords } from "@/content/cities";
import { cityRecords as frenchCities } from "@/content/fr/cities";
import { articleDraft, loadArticles } from "@/lib/content/import";
import {
  checkArticle,
  checkArticles,
  checkCity,
  problemMessage,
  sitePaths,
  type ArticleContext,
  type ArticleDraft,
  type CityDraft,
  type Problem,
} from "@/lib/content/gates";

const english = articleDraft(loadArticles("en").find((a) => a.row.slug === "cost-per-sale-by-lead-source")!);
const french = articleDraft(loadArticles("fr").find((a) => a.row.slug === "cout-par-vente-par-source-demandes")!);
const paths = sitePaths({ en: [english.slug, "cost-per-lead-vs-cost-per-sale"], fr: [french.slug] });
const context = (draft: ArticleDraft, more: Partial<ArticleContext> = {}): ArticleContext => ({
  titles: [],
  twin: draft.locale === "fr" ? english : null,
  resolves: (path) => paths.has(path),
  ...more,
});
const check = (draft: ArticleDraft, more?: Partial<ArticleContext>) => checkArticle(draft, context(draft, more));
const codes = (problems: Problem[]) => problems.map((p) => `${p.field} ${p.code}`);
const paragraph = (n: number, word = "mot") => Array.from({ length: n }, () => word).join(" ");

describe("the publish gates for an article", () => {
  it("pass a published article of content/ in English and in French", () => {
    expect(check(english)).toEqual([]);
    expect(check(french)).toEqual([]);
  });

  it("refuse a slug that is not lower-case words joined by single hyphens", () => {
    expect(check({ ...english, slug: "Cost--per-sale" })).toEqual([{ field: "slug", code: "slug.invalid", params: { slug: "Cost--per-sale" } }]);
    expect(problemMessage(check({ ...french, slug: "coût" })[0]!, "fr")).toBe(
      "L'identifiant d'adresse «\u00a0coût\u00a0» ne peut contenir que des minuscules, des chiffres et des traits d'union simples",
    );
  });

  it("refuse a category the blog does not have", () => {
    expect(codes(check({ ...english, category: "News" }))).toEqual(["category category.unknown"]);
  });

  it("refuse a title another published article of the language has, in any case", () => {
    expect(check(english, { titles: ["Something else"] })).toEqual([]);
    const taken = check(english, { titles: [english.title.toUpperCase()] });
    expect(codes(taken)).toEqual(["title title.taken"]);
    expect(problemMessage(taken[0]!, "en")).toBe(`Another published article in this language is already titled “${english.title}”`);
  });

  it("refuse a search title longer than 60 characters with the site's name, naming the field that gives it", () => {
    const fits = "A".repeat(41);
    expect(check({ ...english, seoTitle: fits })).toEqual([]);
    expect(check({ ...english, seoTitle: `${fits}B` })).toEqual([{ field: "seoTitle", code: "seoTitle.tooLong", params: { length: 42, max: 41 } }]);
    // Without an SEO title, the title is the search title.
    const long = check({ ...english, seoTitle: null });
    expect(long).toEqual([{ field: "title", code: "seoTitle.tooLong", params: { length: english.title.length, max: 41 } }]);
    expect(problemMessage(long[0]!, "fr")).toBe(
      `Le titre affiché par les moteurs de recherche compte ${english.title.length} caractères\u00a0: au plus 41, ` +
        "puisque la page y ajoute le nom du site (raccourcissez le titre pour les moteurs de recherche)",
    );
    expect(codes(check({ ...english, seoTitle: "Cost" }))).toEqual(["seoTitle seoTitle.tooShort"]);
  });

  it("refuse a search description outside 50 to 160 characters: the SEO description, else the excerpt", () => {
    expect(check({ ...english, seoDescription: "D".repeat(50) })).toEqual([]);
    expect(check({ ...english, seoDescription: "D".repeat(160) })).toEqual([]);
    expect(check({ ...english, seoDescription: "D".repeat(49) })).toEqual([
      { field: "seoDescription", code: "seoDescription.tooShort", params: { length: 49, min: 50, max: 160 } },
    ]);
    const excerpt = check({ ...english, excerpt: "E".repeat(161) });
    expect(excerpt).toEqual([{ field: "excerpt", code: "seoDescription.tooLong", params: { length: 161, min: 50, max: 160 } }]);
    expect(problemMessage(excerpt[0]!, "en")).toBe("The search description (the SEO description, else the excerpt) has 161 characters: it needs 50 to 160");
  });

  it("refuse fewer than 2 or more than 5 tags, and an empty one", () => {
    const one = check({ ...english, tags: ["budgeting"] });
    expect(one).toEqual([{ field: "tags", code: "tags.count", params: { count: 1, min: 2, max: 5 } }]);
    expect(problemMessage(one[0]!, "fr")).toBe("1 étiquette\u00a0: il en faut de 2 à 5");
    expect(codes(check({ ...english, tags: ["a", "b", "c", "d", "e", "f"] }))).toEqual(["tags tags.count"]);
    expect(codes(check({ ...english, tags: ["budgeting", " "] }))).toEqual(["tags tags.empty"]);
  });

  it("refuse a body under 350 words, without two sections or a list, or with a heading of the page's level", () => {
    const sections = `## One\n\n${paragraph(200, "word")}\n\n## Two\n\n${paragraph(150, "word")}\n\n- a point\n`;
    expect(codes(check({ ...english, body: sections }))).toEqual([]);
    expect(check({ ...english, body: `## One\n\n${paragraph(100, "word")}\n\n## Two\n\n- a point\n` })).toEqual([
      { field: "body", code: "body.tooShort", params: { words: 104, min: 350 } },
    ]);
    expect(codes(check({ ...english, body: `# Title\n\n${sections}` }))).toEqual(["body body.heading1"]);
    expect(codes(check({ ...english, body: sections.replace("## Two", "### Two") }))).toEqual(["body body.headings"]);
    expect(codes(check({ ...english, body: sections.replace("- a point", "A point.") }))).toEqual(["body body.list"]);
    // Headings and lists written in HTML count too.
    expect(codes(check({ ...english, body: sections.replace("## Two", "<h2>Two</h2>").replace("- a point", "<ul><li>a point</li></ul>") }))).toEqual([]);
  });

  it("refuse an internal link that leads to no page in the article's language, and leave external links alone", () => {
    const linked = (link: string, draft = english) => check({ ...draft, body: `${draft.body}\n\nSee [this](${link}).\n` });
    for (const link of [
      "/platform/integrations",
      "/pricing#plans",
      "/automotive-advertising-dashboard/montreal",
      "/blog/cost-per-lead-vs-cost-per-sale",
      "https://example.com/x",
    ])
      expect(linked(link), link).toEqual([]);
    expect(linked("/platform/nowhere")).toEqual([{ field: "body", code: "body.brokenLink", params: { href: "/platform/nowhere" } }]);
    // A draft is not a page: only published articles are linked.
    expect(codes(linked("/blog/draft-dashboard-roadmap-2026"))).toEqual(["body body.brokenLink"]);
    // In French, an English path leads to its French page, so /platform/… resolves and an English slug does not.
    expect(linked("/platform/integrations", french)).toEqual([]);
    expect(linked(`/fr/blogue/${french.slug}`, french)).toEqual([]);
    expect(codes(linked("/blog/cost-per-sale-by-lead-source", french))).toEqual(["body body.brokenLink"]);
    const html = check({ ...english, body: `${english.body}\n\n<p>See <a href="/careeers">the jobs</a>.</p>\n` });
    expect(html).toEqual([{ field: "body", code: "body.brokenLink", params: { href: "/careeers" } }]);
    expect(problemMessage(html[0]!, "fr")).toBe("Le lien /careeers ne mène à aucune page du site dans cette langue");
    // An old address redirects: the link is refused with the page's own address to write.
    const old = linked("/company/about#team", french);
    expect(old).toEqual([{ field: "body", code: "body.oldLink", params: { href: "/company/about#team", canonical: "/about" } }]);
    expect(problemMessage(old[0]!, "fr")).toBe("Le lien /company/about#team est une ancienne adresse du site, qui redirige\u00a0: liez plutôt /about");
  });

  it("ask a library image for its alt text in the page's language, and refuse one the library does not hold", () => {
    const media = new Map([[7, { en: "A showroom at dusk", fr: null }]]);
    expect(check({ ...english, featuredImage: "media:7" }, { media })).toEqual([]);
    const refused = check({ ...french, featuredImage: "media:7" }, { media });
    expect(refused).toEqual([{ field: "featuredImage", code: "image.altMissingIn", params: { language: "fr" } }]);
    expect(problemMessage(refused[0]!, "fr")).toBe(
      "L'image de la médiathèque n'a pas de texte de remplacement dans la langue de la page\u00a0: ajoutez-le dans la médiathèque",
    );
    expect(check({ ...french, featuredImage: "media:7" }, { media: new Map([[7, { en: "A showroom", fr: "Une salle d'exposition" }]]) })).toEqual([]);
    expect(codes(check({ ...english, featuredImage: "media:8" }, { media }))).toEqual(["featuredImage image.unknown"]);
    // The library's French alt text is held to the page's language: not the English one copied, nor English.
    for (const fr of ["A showroom", "The showroom floor at dusk"]) {
      const copied = check({ ...french, featuredImage: "media:7" }, { media: new Map([[7, { en: "A showroom", fr }]]) });
      expect(copied).toEqual([{ field: "featuredImage", code: "image.altLanguage", params: { alt: fr } }]);
    }
  });

  it("ask a library image in the body for an alt text in the page's language, from the Markdown or the library, and refuse an unknown one", () => {
    const media = new Map([[7, { en: "A showroom at dusk", fr: null }]]);
    const withImage = (draft: ArticleDraft, image: string) => ({ ...draft, body: `${draft.body}\n\n${image}\n` });
    expect(check(withImage(english, "![](media:7)"), { media })).toEqual([]);
    const copied = new Map([[7, { en: "A showroom at dusk", fr: "A showroom at dusk" }]]);
    expect(codes(check(withImage(french, "![](media:7)"), { media: copied }))).toEqual(["body image.altLanguage"]);
    const refused = check(withImage(french, "![](media:7)"), { media });
    expect(refused).toEqual([{ field: "body", code: "image.altMissingInBody", params: { src: "media:7" } }]);
    expect(problemMessage(refused[0]!, "en")).toBe(
      "The library image media:7 in the body has no alternative text in the page's language: " +
        "add it in the media library, or write it between the image's brackets in the Markdown",
    );
    expect(problemMessage(refused[0]!, "fr")).toMatch(/^L'image de la médiathèque media:7 du corps .* la page\u00a0: ajoutez-le/);
    // The Markdown's alt text stands in for the library's, and is held to the page's language.
    expect(check(withImage(french, "![Une salle d'exposition le soir](media:7)"), { media })).toEqual([]);
    expect(codes(check(withImage(french, "![The showroom at dusk](media:7)"), { media }))).toEqual(["body image.altLanguage"]);
    const unknown = check(withImage(english, "![A showroom](media:8)"), { media });
    expect(unknown).toEqual([{ field: "body", code: "image.unknown", params: { src: "media:8" } }]);
    // Without the library (content/ at the seed), a library image cannot be resolved.
    expect(codes(check(withImage(english, "![A showroom](media:7)")))).toEqual(["body image.unknown"]);
  });

  it("refuse an image without alternative text, or with one in the other language", () => {
    const featured = { ...english, featuredImage: "/images/blog/cost-per-sale.png", featuredImageAlt: "A chart of the cost per sale for each lead source" };
    expect(check(featured)).toEqual([]);
    expect(check({ ...featured, featuredImageAlt: " " })).toEqual([{ field: "featuredImageAlt", code: "image.altMissing", params: {} }]);
    expect(codes(check({ ...featured, featuredImage: "images/x.png" }))).toEqual(["featuredImage image.path"]);
    // Only the site's own images by path: a route of the site is not one (the attack's L1 fetched another host's image through it).
    for (const src of [
      "/_next/image?url=https://evil.example/a.png&w=64&q=75",
      "/api/blog",
      "/images/../staff.png",
      "//evil.example/a.png",
      "/images/a.png?x=1",
    ])
      expect(codes(check({ ...featured, featuredImage: src }))).toEqual(["featuredImage image.path"]);
    expect(check({ ...featured, featuredImage: "/images/library/showroom-3f2a.jpg" })).toEqual([]);
    expect(codes(check({ ...featured, featuredImageAlt: "Le coût par vente de chaque source dans le tableau" }))).toEqual([
      "featuredImageAlt image.altLanguage",
    ]);
    const frenchFeatured = { ...french, featuredImage: featured.featuredImage, featuredImageAlt: "Le coût par vente de chaque source de demandes" };
    expect(check(frenchFeatured, { twin: featured })).toEqual([]);
    // A French page's alt text copied from its English twin, or written in English.
    const copied = check({ ...frenchFeatured, featuredImageAlt: "Cost per sale chart" }, { twin: { ...featured, featuredImageAlt: "Cost per sale chart" } });
    expect(copied).toEqual([{ field: "featuredImageAlt", code: "image.altLanguage", params: { alt: "Cost per sale chart" } }]);
    expect(problemMessage(copied[0]!, "fr")).toBe("Le texte de remplacement «\u00a0Cost per sale chart\u00a0» n'est pas dans la langue de la page");
    expect(codes(check({ ...frenchFeatured, featuredImageAlt: "The cost per sale of each source" }, { twin: featured }))).toEqual([
      "featuredImageAlt image.altLanguage",
    ]);
    // In the body, Markdown and HTML images alike.
    expect(codes(check({ ...english, body: `${english.body}\n\n![](/images/a.png)\n\n<img src="/images/b.png" alt="The funnel by source">\n` }))).toEqual([
      "body image.altMissing",
    ]);
  });

  it("keep a French article to the facts of its English twin: it exists, with the same category and number of tags", () => {
    expect(codes(check({ ...english, translationOf: "cost-per-lead-vs-cost-per-sale" }))).toEqual(["translationOf twin.englishHasNone"]);
    expect(codes(check(french, { twin: null }))).toEqual(["translationOf twin.missing"]);
    expect(codes(check({ ...french, translationOf: null }))).toEqual(["translationOf twin.missing"]);
    const category = check({ ...french, category: "Marketing Reporting" });
    expect(category).toEqual([{ field: "category", code: "twin.category", params: { category: "Digital Analytics" } }]);
    expect(problemMessage(category[0]!, "fr")).toBe(
      "La version anglaise est dans la catégorie «\u00a0Digital Analytics\u00a0»\u00a0: l'article français la garde",
    );
    const tags = check({ ...french, tags: [...french.tags, "RCI"] });
    expect(tags).toEqual([{ field: "tags", code: "twin.tagCount", params: { count: 3 } }]);
    expect(problemMessage(tags[0]!, "en")).toBe("The English twin has 3 tags: the French article keeps as many");
  });

  it("refuse a French article left in English: its body under 90 % of French common words, its title and excerpt under 60 %", () => {
    const body = check({ ...french, body: english.body });
    expect(body.filter((p) => p.code === "french.share")).toEqual([{ field: "body", code: "french.share", params: { share: 0, min: 90 } }]);
    expect(
      problemMessage(
        body.find((p) => p.code === "french.share")!,
        "fr",
      ),
    ).toBe("Seulement 0\u00a0% des mots courants sont français\u00a0: il en faut au moins 90\u00a0%");
    expect(
      codes(check({ ...french, title: "The cost per sale by lead source", excerpt: "How to calculate the cost per sale for each source of leads" })),
    ).toContain("title french.share");
  });

  it("refuse French typography and numbers written the English way, in any field", () => {
    const said = (text: string) => codes(check({ ...french, body: `${french.body}\n\n${text}\n` }));
    expect(said("Pourquoi\u00a0? Parce que le coût «\u00a0réel\u00a0» compte\u00a0; 25\u00a0% et 1\u00a0500\u00a0$.")).toEqual([]);
    expect(said("Pourquoi ? Parce que.")).toEqual(["body french.plainSpace"]);
    expect(said("Le coût « réel » compte.")).toEqual(["body french.plainSpace", "body french.plainSpace"]);
    expect(said("Le coût «réel» compte\u00a0: ici.")).toEqual(["body french.missingSpace", "body french.missingSpace"]);
    expect(said("Le coût par vente: pourquoi.")).toEqual(["body french.missingSpace"]);
    for (const number of ["$500", "25%", "1,500"]) expect(said(`Un budget de ${number} par mois.`), number).toEqual(["body french.numbers"]);
    const title = check({ ...french, title: "Le coût par vente : pourquoi il l'emporte" });
    expect(title).toEqual([{ field: "title", code: "french.plainSpace", params: { mark: "colon", found: "Le coût par vente : pourquoi il l'emporte" } }]);
    expect(problemMessage(title[0]!, "en")).toBe(
      "A plain space before the colon, where the line can break (“Le coût par vente : pourquoi il l'emporte”): French puts a no-break space there",
    );
    // Before ; ! ? the OQLF's narrow no-break space, or none.
    const question = check({ ...french, title: "Pourquoi la vente ? Parce que" });
    expect(problemMessage(question[0]!, "fr")).toBe(
      "Espace ordinaire avant le point d'interrogation, où la ligne peut se couper («\u00a0Pourquoi la vente ? Parce que\u00a0»)\u00a0: " +
        "le français y met une espace fine insécable, ou aucune",
    );
    expect(problemMessage(title[0]!, "fr")).toMatch(
      /^Espace ordinaire avant le deux-points, où la ligne peut se couper \(«\u00a0Le coût par vente : pourquoi il l'emporte\u00a0»\)/,
    );
  });

  it("follow the OQLF for ; ! and ?: a narrow no-break space, a no-break space or none, never a plain space", () => {
    const said = (text: string) => codes(check({ ...french, body: `${french.body}\n\n${text}\n` }));
    expect(said("Pourquoi? Parce que; enfin!")).toEqual([]);
    expect(said("Pourquoi\u202f? Parce que\u202f; enfin\u202f!")).toEqual([]);
    expect(said("Pourquoi\u00a0? Parce que\u00a0; enfin\u00a0!")).toEqual([]);
    expect(said("Pourquoi ? Parce que ; enfin !")).toEqual(["body french.plainSpace", "body french.plainSpace", "body french.plainSpace"]);
  });

  it("list every occurrence at once, each with the words around it", () => {
    const body = `${french.body}\n\nLa raison : les coûts. Les « services » comptent. Une demande refusée; celle-ci ? Oui : 25% et $500.\n`;
    const problems = check({ ...french, body }).map((p) => `${p.code} ${p.params.found}`);
    expect(problems).toEqual([
      "french.plainSpace jointes. La raison : les coûts. Les",
      "french.plainSpace les coûts. Les « services » comptent",
      "french.plainSpace Les « services » comptent. Une",
      "french.plainSpace refusée; celle-ci ? Oui : 25% et",
      "french.plainSpace celle-ci ? Oui : 25% et $500.",
      "french.numbers celle-ci ? Oui : 25% et $500.",
      "french.numbers ? Oui : 25% et $500.",
    ]);
  });

  it("fix every spacing fault of a French article in one round: the gates then find none, and nothing else changed", () => {
    const faulty = {
      ...french,
      title: "Le coût par vente : pourquoi il compte",
      excerpt: `${french.excerpt} Pourquoi ? Parce que « tout » compte.`,
      tags: [...french.tags],
      body:
        `${french.body}\n\nLa raison : les coûts. Les «services» comptent ; vraiment ! Une demande refusée; celle-ci ?\n\n` +
        "| Source | Coût |\n| :--- | ---: |\n| Recherche | 25\u00a0$ |\n\nVoir [le guide](https://example.com/a:b?c=1) et `a : b`.\n",
    };
    const before = check(faulty).filter((p) => p.code === "french.plainSpace" || p.code === "french.missingSpace");
    expect(before).toHaveLength(10);
    const { fields, fixed } = fixArticleSpacing({ ...faulty, tags: [...faulty.tags] });
    expect(fixed).toBe(10);
    expect(check({ ...faulty, ...fields })).toEqual([]);
    expect(fields.title).toBe("Le coût par vente\u00a0: pourquoi il compte");
    expect(fields.body.slice(french.body.length)).toBe(
      "\n\nLa raison\u00a0: les coûts. Les «\u00a0services\u00a0» comptent\u202f; vraiment\u202f! Une demande refusée; celle-ci\u202f?\n\n" +
        "| Source | Coût |\n| :--- | ---: |\n| Recherche | 25\u00a0$ |\n\nVoir [le guide](https://example.com/a:b?c=1) et `a : b`.\n",
    );
    expect(fixArticleSpacing(fields)).toEqual({ fields, fixed: 0 });
  });

  it("refuse the words docs/french.md replaces, naming the OQLF term to write, and the calques the review found", () => {
    const term = check({ ...french, body: `${french.body}\n\nLes tableurs ne suffisent plus.\n` });
    expect(term).toEqual([{ field: "body", code: "french.term", params: { found: "tableurs", term: "chiffrier" } }]);
    expect(problemMessage(term[0]!, "fr")).toBe("Écrivez «\u00a0chiffrier\u00a0» plutôt que «\u00a0tableurs\u00a0» (guide de rédaction en français)");
    expect(problemMessage(term[0]!, "en")).toBe("Write “chiffrier” rather than “tableurs” (the French writing guide)");
    expect(codes(check({ ...french, excerpt: `${french.excerpt} Demande envoyée avec succès.` }))).toEqual(["excerpt french.calque"]);
    expect(codes(check({ ...french, tags: ["coût par vente", "sources de demandes", "québec"] }))).toEqual(["tags french.typography"]);
  });

  it("never throw, even on a draft with missing fields", () => {
    const empty = { locale: "fr" } as unknown as ArticleDraft;
    const problems = check(empty, { twin: null });
    expect(codes(problems)).toEqual(
      expect.arrayContaining(["slug slug.invalid", "title title.tooShort", "body body.tooShort", "translationOf twin.missing", "body french.share"]),
    );
  });
});

describe("the publish gates for articles checked together (content/ at the seed)", () => {
  it("hold each to the others' titles in its language, its English twin among them, and links to the published ones", () => {
    const draft = { ...english, slug: "cost-per-sale-draft", title: "A draft of the cost per sale" };
    const linking = { ...english, body: `${english.body}\n\nSee [the draft](/blog/${draft.slug}).\n` };
    const [first, second, third] = checkArticles([
      { draft: linking, published: true },
      { draft, published: false },
      { draft: { ...french, title: english.title }, published: true },
    ]);
    expect(first).toEqual([{ field: "body", code: "body.brokenLink", params: { href: "/blog/cost-per-sale-draft" } }]);
    expect(second).toEqual([]);
    // The French title equals the English one: another language, so not taken; its twin is found.
    expect(codes(third!).filter((c) => !c.includes("french."))).toEqual([]);
    expect(
      codes(
        checkArticles([
          { draft: english, published: true },
          { draft: { ...draft, title: english.title }, published: false },
        ])[1]!,
      ),
    ).toEqual(["title title.taken"]);
    expect(codes(checkArticles([{ draft: french, published: true }])[0]!)).toEqual(["translationOf twin.missing"]);
  });
});

describe("the publish gates for a city page", () => {
  const city = (records: typeof cityRecords, slug: string): CityDraft => {
    const record = records.find((c) => c.slug === slug)!;
    return { heroTitle: record.hero_title, heroSubtitle: record.hero_subtitle, adSpend: record.avgMonthlyAdSpend, faq: record.faq ?? [] };
  };
  const montreal = city(cityRecords, "montreal");
  const montréal = city(frenchCities, "montreal");

  it("pass the Montreal page of content/ in English and in French", () => {
    expect(checkCity(montreal, "en")).toEqual([]);
    expect(checkCity(montréal, "fr")).toEqual([]);
  });

  it("refuse an empty hero, a question without its mark, a thin answer and an English figure not in the site's form", () => {
    expect(codes(checkCity({ ...montreal, heroTitle: "", heroSubtitle: "Short" }, "en"))).toEqual([
      "heroTitle title.tooShort",
      "heroSubtitle excerpt.tooShort",
    ]);
    const faq = [{ question: "How do you track bilingual campaigns", answer: "Yes." }];
    expect(codes(checkCity({ ...montreal, faq }, "en"))).toEqual(["faq.0.question faq.question", "faq.0.answer excerpt.tooShort"]);
    const figure = checkCity({ ...montreal, adSpend: "872K" }, "en");
    expect(figure).toEqual([{ field: "adSpend", code: "city.adSpend", params: { figure: "872K" } }]);
    expect(problemMessage(figure[0]!, "fr")).toBe(
      "Le montant «\u00a0872K\u00a0» ne s'écrit pas comme les montants du site\u00a0: en dollars, puis K ou M, puis un + facultatif",
    );
  });

  it("refuse a French page in English, or with English typography, figures or terms", () => {
    expect(codes(checkCity({ ...montréal, heroSubtitle: montreal.heroSubtitle, faq: [] }, "fr"))).toContain("heroSubtitle french.share");
    expect(codes(checkCity({ ...montréal, adSpend: "$872K+" }, "fr"))).toEqual(["adSpend french.numbers"]);
    expect(codes(checkCity({ ...montréal, heroTitle: "Dominez le marché de Montréal !" }, "fr"))).toEqual(["heroTitle french.plainSpace"]);
    expect(codes(checkCity({ ...montréal, heroTitle: "Une carte de chaleur de Montréal" }, "fr"))).toEqual(["heroTitle french.term"]);
  });
});

describe("the problems' messages", () => {
  it("word every code in English and in French, differently", () => {
    const catalogue = en.staff.gates as Record<string, Record<string, string>>;
    const all = Object.entries(catalogue).flatMap(([field, rules]) => Object.keys(rules).map((rule) => `${field}.${rule}`)) as Problem["code"][];
    expect(all.length).toBeGreaterThan(30);
    const params = {
      slug: "s",
      category: "c",
      title: "t",
      min: 2,
      max: 5,
      length: 9,
      count: 3,
      words: 10,
      href: "/x",
      src: "/x",
      canonical: "/y",
      alt: "a",
      share: 1,
      found: "f",
      term: "t",
      figure: "1",
      message: "m",
      mark: "colon",
      "advice.en": "do this",
      "advice.fr": "faites ceci",
    };
    for (const code of all) {
      const problem = { field: "title", code, params };
      expect(problemMessage(problem, "en"), code).not.toMatch(/gates\./);
      expect(problemMessage(problem, "fr"), code).not.toBe(problemMessage(problem, "en"));
    }
  });
});
