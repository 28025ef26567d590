// Articles the publish gates pass, for the content tests: an English one with a new slug and title each
// call, and a French adaptation's fields.

// An article body the publish gates pass (lib/content/gates.ts: 350 words or more, two sections, a list).
const body = (headings: [string, string], paragraph: string, items: string[], closing: string) =>
  `## ${headings[0]}\n\n${paragraph}\n\n${paragraph}\n\n${items.map((item) => `- ${item}`).join("\n")}\n\n## ${headings[1]}\n\n` +
  `${paragraph}\n\n${paragraph}\n\n${paragraph}\n\n${paragraph}\n\n${closing}`;
const ENGLISH_PARAGRAPH =
  "A dealer group that trusts its attribution can move budget with confidence. The sales manager sees which campaigns bring shoppers " +
  "who book appointments, which ones bring shoppers who buy, and which ones only bring clicks. The marketing manager sees the same " +
  "numbers, so the monthly meeting is about decisions rather than about whose report is right.";
const FRENCH_PARAGRAPH =
  "Un groupe de concessionnaires qui se fie à son attribution peut déplacer son budget avec assurance. Le directeur des ventes voit " +
  "quelles campagnes amènent des clients qui prennent rendez-vous, lesquelles amènent des clients qui achètent, et lesquelles " +
  "n’apportent que des clics. Le responsable du marketing voit les mêmes chiffres, et la réunion du mois porte sur les décisions " +
  "plutôt que sur le rapport qui aurait raison.";

let seq = 0;
export const fields = (overrides: Record<string, unknown> = {}) => ({
  slug: `dealer-attribution-${Date.now()}-${seq++}`,
  title: `Attribution that dealers trust ${seq}`,
  seoTitle: "Attribution dealers trust",
  excerpt: "How a dealer group ties each ad dollar to a sold unit, step by step.",
  seoDescription: "How a dealer group ties each advertising dollar to a sold unit, with the reports its principals read.",
  category: "Digital Analytics",
  tags: ["attribution", "reporting"],
  body: body(
    ["Start with the sale", "Read the same numbers"],
    ENGLISH_PARAGRAPH,
    ["Leads by source", "Appointments by source", "Sales by source"],
    "Every sold unit has a **first touch**.",
  ),
  featuredImage: null,
  featuredImageAlt: null,
  ...overrides,
});
// A French adaptation's fields: French words, the English twin's category and number of tags.
export const frenchFields = (overrides: Record<string, unknown> = {}) =>
  fields({
    seoTitle: null,
    excerpt: "Comment un groupe de concessionnaires relie chaque dollar de publicité à une vente, étape par étape.",
    seoDescription: null,
    tags: ["attribution", "rapports"],
    body: body(
      ["Partir de la vente", "Lire les mêmes chiffres"],
      FRENCH_PARAGRAPH,
      ["Les demandes par source", "Les rendez-vous par source", "Les ventes par source"],
      "Chaque vente a un **premier contact**.",
    ),
    ...overrides,
  });
