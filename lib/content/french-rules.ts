// The writing rules for the French site (docs/french.md) that a machine can check, as one pure
// function over a text: the term table (one French name per concept), the calques a Quebec editor
// found in review, and the typography beyond spacing (lower case after a colon, « plus de 500 »,
// the minus sign, titles after a comma, capitals kept in tags). The content tests apply it to every
// French source; a publish step can apply it to a draft. It imports nothing, so it runs anywhere.

export interface FrenchProblem {
  rule: "term" | "calque" | "english" | "typography" | "grammar" | "fact";
  /** The words found, as written. */
  found: string;
  /** What to write instead, and why (in English, for the tests and the docs). */
  advice: string;
  /** The same advice in French, for the workspace's publish panel. */
  conseil: string;
}

/** A term of the table in docs/french.md: the one French name of a concept, and what it replaces. */
export interface FrenchTerm {
  english: string;
  french: string;
  avoid: RegExp;
}

// A letter or digit on neither side: \b knows only ASCII letters, so "équité" would never match it.
const word = (source: string, flags = "giu") => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, flags);

export const FRENCH_TERMS: readonly FrenchTerm[] = [
  {
    english: "time-decay attribution",
    french: "dépréciation dans le temps",
    avoid: word("d[ée]croissance (?:temporelle|dans le temps)|d[ée]gressi(?:f|ve)s? dans le temps|d[ée]gradation (?:temporelle|dans le temps)"),
  },
  {
    english: "position-based attribution",
    french: "basé sur la position",
    avoid: word("selon la position|fond[ée]e?s? sur la position|attributions? en U|modèles? en U|en forme de U"),
  },
  { english: "heat map", french: "carte thermique", avoid: word("cartes? de chaleur") },
  { english: "customer success", french: "réussite client", avoid: word("succès clients?") },
  // "Marge brute" is the percentage; an amount in dollars is profit.
  {
    english: "gross profit (an amount)",
    french: "profit brut",
    avoid: word(
      "(?:vendus?|vendues?) et (?:à )?(?:la|sa) marge brute|\\$ de marge brute|marges? brutes? (?:totale|finale|" +
        "par unité)|la marge brute qu'il rapporte|à la marge brute de cette",
    ),
  },
  { english: "front-end gross", french: "profit brut sur le véhicule", avoid: word("profits? bruts? avant|marges? avant") },
  { english: "back-end gross", french: "profit brut en F et A", avoid: word("profits? bruts? arrière|marges? arrière|marges? F et A") },
  { english: "live ticker", french: "fil en direct", avoid: word("téléscripteurs?") },
  { english: "spreadsheet", french: "chiffrier", avoid: word("tableurs?") },
  { english: "implementation (the project)", french: "implantation", avoid: word("mises? en (?:œuvre|oeuvre)|mises? en service") },
  { english: "volume discounts", french: "remises sur volume", avoid: word("rabais (?:de|sur le|sur) volume|ententes? de volume") },
  { english: "deduplication", french: "dédoublonnage", avoid: word("d[ée]duplication|d[ée]dupliqu\\p{L}*") },
  { english: "customer lifetime value", french: "valeur vie client", avoid: word("valeur (?:à|a) vie") },
  { english: "AI insights", french: "analyses de l'IA", avoid: word("analyses? IA|recommandations de l'IA") },
  { english: "branded search", french: "recherche de marque", avoid: word("recherche sur la marque") },
  { english: "keywords", french: "mots clés", avoid: word("mots?-clés?") },
  {
    english: "equity (equity mining, positive equity)",
    french: "valeur nette",
    avoid: word("équité (?:positive|négative)|en équité|(?:repérage|prospection) de l'équité|\\$ d'équité"),
  },
  // Ad slots are "emplacements publicitaires"; a dealer's locations are its stores.
  {
    english: "locations (a dealer's stores)",
    french: "concessions",
    avoid: word(
      "multiemplacements?|(?:un seul|à un seul|sur un seul|jusqu'à \\d+|\\d+|plusieurs|par|selon l'|" +
        "de l') ?emplacements?(?! chacun| publicitaires?)|emplacements? (?:et utilisateurs|illimités|et plus)",
    ),
  },
  { english: "revenue (a dealership's)", french: "chiffre d'affaires", avoid: word("revenus? (?:mensuels?|annuels?)|(?:le|du|au|sur le|ou le) revenu(?!s)") },
  {
    english: "performance",
    french: "rendement",
    avoid: /(?<![\p{L}\p{N}])(?:performant\p{L}*|(?<!clés? de )performances?(?! Max)|(?<!\p{Lu}\p{L}* )Performances?(?! Max))(?![\p{L}\p{N}])/gu,
  },
  { english: "intelligence (insight)", french: "analyses", avoid: word("intelligence(?! artificielle)") },
  { english: "powered by", french: "fondé sur", avoid: word("propuls(?:é|ée|és|ées) par|(?:qui|elle|il) propulse(?:nt)?") },
  { english: "the Starter plan", french: "forfait Essentiel", avoid: word("Starter", "gu") },
  { english: "the Professional plan", french: "forfait Professionnel", avoid: word("Professional", "gu") },
  { english: "the Enterprise plan", french: "forfait Entreprise", avoid: word("Enterprise|forfait entreprise", "gu") },
  {
    english: "the Small Dealer Starter plan",
    french: "forfait Petit concessionnaire",
    avoid: word("Small Dealer|forfait (?:pour )?petits concessionnaires", "gu"),
  },
];

interface Rule {
  rule: FrenchProblem["rule"];
  pattern: RegExp;
  advice: string;
  conseil: string;
}

// What the review of the French site (2026-11-27) quoted as calques, English or wrong facts, as
// patterns wide enough to catch the same mistake written again.
const RULES: readonly Rule[] = [
  { rule: "english", pattern: word("Torque AI", "gu"), advice: "the assistant is « Torque IA »", conseil: "l'assistant s'appelle « Torque IA »" },
  {
    rule: "english",
    pattern: word("full[ -]stack"),
    advice: "« pile Web complète », « polyvalent »",
    conseil: "écrivez « pile Web complète » ou « polyvalent »",
  },
  {
    rule: "english",
    pattern: word(
      "(?:19|20)\\d\\d (?:Acura|Audi|BMW|Buick|Cadillac|Chevrolet|Chrysler|Dodge|Ford|Genesis|GMC|Honda|Hyundai|" +
        "Infiniti|Jeep|Kia|Lexus|Lincoln|Mazda|Mercedes|Mitsubishi|Nissan|Porsche|Ram|Subaru|Tesla|Toyota|Volkswagen|" +
        "Volvo)",
      "gu",
    ),
    advice: "the model year goes last: « Toyota RAV4 Hybride XLE 2025 »",
    conseil: "l'année du modèle vient en dernier : « Toyota RAV4 Hybride XLE 2025 »",
  },
  {
    rule: "english",
    pattern: word("Hybrid|AWD|4WD", "gu"),
    advice: "Canadian-French trims: « Hybride », « TI » (traction intégrale), « 4x4 »",
    conseil: "les versions s'écrivent en français du Canada : « Hybride », « TI » (traction intégrale), « 4x4 »",
  },
  {
    rule: "calque",
    pattern: word("concessionnaires d'élite et plus"),
    advice: '« quelque 500 concessionnaires d\'élite » (calque of "500+ elite dealers")',
    conseil: "écrivez « quelque 500 concessionnaires d'élite »",
  },
  {
    rule: "calque",
    pattern: word("conseiller aux ventes et directeur financier|directeur financier parmi"),
    advice: "an F&I manager is a « directeur commercial (financement et assurance) »; « directeur financier » is a CFO",
    conseil: "le « F&I manager » est un « directeur commercial (financement et assurance) » ; un « directeur financier » dirige les finances de l'entreprise",
  },
  {
    rule: "calque",
    pattern: /\d[\d\u00a0\u202f ]*(?:,\d+)?[\u00a0\u202f ]%[\u00a0\u202f ](?:plus|moins) de(?![\p{L}])/gu,
    advice: "« 67 % de demandes en plus », « 27 % de dépenses en moins »",
    conseil: "écrivez « 67 % de demandes en plus », « 27 % de dépenses en moins »",
  },
  {
    rule: "calque",
    pattern: /À (?:\{\w+\}|\p{Lu}[\p{L}-]+), (?:ce que|la saisonnalité)/gu,
    advice: "French word order: « Ce que Torque révèle aux concessionnaires de Montréal »",
    conseil: "construisez la phrase à la française : « Ce que Torque révèle aux concessionnaires de Montréal »",
  },
  {
    rule: "calque",
    pattern: /(?<![\p{L}])(?:concurrents|concessions) à (?:\{city\}|\p{Lu}[\p{L}-]+)(?: \(|[ ,.]augment)/gu,
    advice: "« vos concurrents de Montréal », « les concessions de Montréal »",
    conseil: "écrivez « vos concurrents de Montréal », « les concessions de Montréal »",
  },
  {
    rule: "calque",
    pattern: word("jusqu'à toutes les|dispositions par glisser|prêts? pour la salle d'exposition"),
    advice: "« aux 15 minutes », « mises en page par glisser-déposer », « taillé pour le plancher de vente »",
    conseil: "écrivez « aux 15 minutes », « mises en page par glisser-déposer », « taillé pour le plancher de vente »",
  },
  {
    rule: "calque",
    pattern: word("livr\\p{L}*(?: des| vos| de| leurs| les)? (?:rapports|résultats)"),
    advice: "one delivers vehicles, not reports: « produisez des rapports », « obtenir des résultats »",
    conseil: "on livre des véhicules, pas des rapports : « produisez des rapports », « obtenir des résultats »",
  },
  {
    rule: "calque",
    pattern: word("économisés par nos clients"),
    advice: "« Dépenses publicitaires inutiles éliminées par nos clients »",
    conseil: "écrivez « Dépenses publicitaires inutiles éliminées par nos clients »",
  },
  {
    rule: "calque",
    pattern: word("dans l'heure où|flanch\\p{L}*"),
    advice: "« dans l'heure qui suit toute défaillance »",
    conseil: "écrivez « dans l'heure qui suit toute défaillance »",
  },
  { rule: "calque", pattern: word("bénéfice annuel net"), advice: "« bénéfice net annuel »", conseil: "écrivez « bénéfice net annuel »" },
  { rule: "calque", pattern: word("dans des mots qu"), advice: "« en des termes dont… »", conseil: "écrivez « en des termes dont… »" },
  {
    rule: "calque",
    pattern: word("groupe d'annonces et de la création"),
    advice: "« du groupe d'annonces et de l'annonce »",
    conseil: "écrivez « du groupe d'annonces et de l'annonce »",
  },
  { rule: "calque", pattern: word("pôles? d'équipe|nos pôles"), advice: "« bureaux »", conseil: "écrivez « bureaux »" },
  {
    rule: "calque",
    pattern: word("ne convertit plus|sans convertir|convertit plus tard"),
    advice: "« convertir » takes an object: « qui ne produit plus de ventes », « sans envoyer de demande »",
    conseil: "« convertir » demande un complément : « qui ne produit plus de ventes », « sans envoyer de demande »",
  },
  {
    rule: "calque",
    pattern: word("avec succès"),
    advice: "« Votre demande a bien été envoyée »",
    conseil: "écrivez plutôt « Votre demande a bien été envoyée »",
  },
  {
    rule: "calque",
    pattern: word("sur une base (?:nette|mensuelle|hebdomadaire|annuelle|quotidienne|régulière)"),
    advice: "« une fois les coûts nets pris en compte », « chaque mois »",
    conseil: "écrivez « une fois les coûts nets pris en compte », « chaque mois »",
  },
  {
    rule: "grammar",
    pattern: word("source des demandes, jumelée"),
    advice: "« Suivi de la source des demandes, jumelé à vos ventes » (the tracking is paired)",
    conseil: "c'est le suivi qui est jumelé : « Suivi de la source des demandes, jumelé à vos ventes »",
  },
  {
    rule: "grammar",
    pattern: word("Torque Analytics est né", "gu"),
    advice: "the company is feminine: « Torque Analytics est née »",
    conseil: "l'entreprise est au féminin : « Torque Analytics est née »",
  },
  {
    rule: "calque",
    pattern: word("nom de l'entreprise doit"),
    advice: "the field is « Nom de la concession »",
    conseil: "le champ s'appelle « Nom de la concession »",
  },
  {
    rule: "calque",
    pattern: word("le nom doit contenir"),
    advice: "one message for an empty name: « Veuillez entrer votre nom complet »",
    conseil: "un seul message pour un nom vide : « Veuillez entrer votre nom complet »",
  },
  {
    rule: "fact",
    pattern: /\((?:HNR|HNE|HNC|HNP|MST|EST)\)/gu,
    advice: "the office is in Toronto: « (heure de l'Est) »",
    conseil: "le bureau est à Toronto : « (heure de l'Est) »",
  },
  {
    rule: "fact",
    pattern: word("(?<!nettement )prédominante?s?"),
    advice: "the Charter (s. 58) asks for French « nettement prédominant » in commercial advertising",
    conseil: "la Charte (article 58) exige un français « nettement prédominant » dans l'affichage commercial",
  },
  {
    rule: "fact",
    pattern: word("au moins aussi en évidence"),
    advice: "for commercial advertising the Charter (s. 58) asks for French « nettement prédominant »",
    conseil: "dans l'affichage commercial, la Charte (article 58) exige un français « nettement prédominant »",
  },
];

// Words a colon may be followed by in capitals: names (people, places, brands, products), beside
// acronyms and model names, which are recognised by their shape.
const PROPER_NOUNS = new Set(
  (
    "Torque Analytics Deal Autopsy Google Meta Facebook Instagram Messenger Marketplace " +
    "TikTok YouTube Microsoft Bing LinkedIn Apple Amazon Shopify Salesforce HubSpot " +
    "AutoTrader AutoHebdo Kijiji CarGurus CARFAX Dealertrack Reynolds VinSolutions DealerSocket Elead " +
    "Tekion CallRail Twilio Podium Gmail Outlook Looker Tableau Slack Okta " +
    "Honda Toyota Hyundai Ford Chevrolet Ram Jeep Kia Mazda Nissan Subaru Volkswagen Lexus Acura Tesla Silverado Sierra Tacoma Corolla Civic " +
    "Canada Québec Ontario Alberta Manitoba Saskatchewan Montréal Toronto Laval Calgary " +
    "Edmonton Vancouver Winnipeg Regina Ottawa Gatineau Sherbrooke Lévis Saguenay Rimouski " +
    "Roulez Loi Charte Office Commission Statistique Noël"
  ).split(" "),
);

// A capitalised word followed by another is a name ("Quarry Lane", "Sunvale Toyota"), unless it is
// one of the words a sentence starts with ("Une Honda…").
const SENTENCE_STARTS = new Set(
  (
    "Un Une Le La Les L' Des Du De Ce Cet Cette Ces Il Elle Ils Elles Nous Vous On À Au " +
    "Aux En Dans Pour Par Sur Si Quand Chaque Tous Toutes Tout Toute Votre Vos Notre Nos Leur Leurs Son Sa Ses"
  ).split(" "),
);

const isAcronymOrModel = (w: string) => /\p{Lu}.*[\p{Lu}\p{N}]/u.test(w) || /\p{N}/u.test(w);

// Acronyms and names a tag keeps in capitals (#LCAP, #Québec, #Google Ads), found written in lower case.
const CAPITALISED_IN_TAGS = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:lcap|cda|icp|rci|grc|dms|pdv|seo|roas|ppc|api|csv|utm|ga4|vus|tps|tvq|rta|dg|qr|f et a|" +
    "soc 2|ctv|efvp|cai|opc|amvoq|ia|québec|montréal|ontario|canada|google|meta|facebook|tiktok|youtube|" +
    "deal autopsy|autotrader\\.ca|kijiji|cargurus|loi \\d+|microsoft)(?![\\p{L}\\p{N}])",
  "gu",
);

// A Markdown body as prose: code, link targets, HTML tags and table rules removed.
function markdownProse(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/<[^>]+>/g, " ")
    .replace(/^\|[-:| ]+\|$/gm, "");
}

// The words around a match (about `reach` characters on each side, stretched to whole words), for a
// message: never a word cut in two.
export function around(text: string, index: number, length: number, reach = 25): string {
  let start = Math.max(0, index - reach);
  let end = Math.min(text.length, index + length + reach);
  while (start > 0 && /[\p{L}\p{N}'’-]/u.test(text[start - 1]!)) start--;
  while (end < text.length && /[\p{L}\p{N}'’-]/u.test(text[end]!)) end++;
  return text
    .slice(start, end)
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
}

/**
 * The problems of one French text: a page's or a message's string ("text"), an article's Markdown
 * body ("markdown"), or an article's tag ("tag"). No problem: an empty array. Every occurrence is
 * one problem, with the words around it.
 */
export function frenchProblems(input: string, kind: "text" | "markdown" | "tag" = "text"): FrenchProblem[] {
  const text = (kind === "markdown" ? markdownProse(input) : input).replace(/https?:\/\/\S+/g, " ");
  const problems: FrenchProblem[] = [];
  const insideGuillemets = (index: number) => /«[^»]*$/u.test(text.slice(0, index));
  const find = (pattern: RegExp, make: (m: RegExpExecArray) => FrenchProblem | null) => {
    for (const m of text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))) {
      const problem = make(m);
      if (problem) problems.push(problem);
    }
  };
  const typography = (m: RegExpExecArray, length: number, advice: string, conseil: string): FrenchProblem => ({
    rule: "typography",
    found: around(text, m.index, length),
    advice,
    conseil,
  });

  for (const term of FRENCH_TERMS)
    find(term.avoid, (m) => ({
      rule: "term",
      found: m[0],
      advice: `write « ${term.french} » (${term.english})`,
      conseil: `écrivez «\u00a0${term.french}\u00a0»`,
    }));
  for (const r of RULES) find(r.pattern, (m) => ({ rule: r.rule, found: around(text, m.index, m[0].length, 0) || m[0], advice: r.advice, conseil: r.conseil }));

  // After a colon, lower case, unless a name, an acronym or a quotation follows.
  find(/[\u00a0\u202f ]:[*_]*[\u00a0\u202f ]+[*_]*(\p{Lu}[\p{L}\p{N}'’.-]*)(?:[ \u00a0](\p{Lu})?)?/gu, (m) =>
    PROPER_NOUNS.has(m[1]!.replace(/['’.].*$/u, "")) || isAcronymOrModel(m[1]!) || (m[2] !== undefined && !SENTENCE_STARTS.has(m[1]!))
      ? null
      : typography(
          m,
          m[0].trimEnd().length,
          "lower case after a colon",
          "après un deux-points, écrivez une minuscule (sauf pour un nom propre ou une citation)\u00a0: «\u00a0Exemple\u00a0: une concession\u00a0»",
        ),
  );
  find(/(?<=[\p{N}$%])\+(?!\p{N})/gu, (m) =>
    typography(m, 1, "« plus de 500 », not « 500+ »", "écrivez «\u00a0plus de 500\u00a0» plutôt que «\u00a0500+\u00a0»"),
  );
  // A quoted value ("« AT - Occasion »") is shown as it was typed.
  find(/(?<=[\p{L}\p{N}$%)])[ \u00a0]-[ \u00a0](?=[\p{L}\p{N}(])/gu, (m) =>
    insideGuillemets(m.index)
      ? null
      : typography(
          m,
          3,
          "a spaced hyphen: the minus sign « − » (U+2212) in arithmetic, the dash « – » in a sentence",
          "un trait d'union entre deux espaces\u00a0: le signe moins «\u00a0−\u00a0» dans un calcul, le tiret «\u00a0–\u00a0» dans une phrase",
        ),
  );
  find(
    new RegExp(
      ",[ \\u00a0]+(?:Vice-président|Vice-présidente|Président|Présidente|Directeur|Directrice|Chef|Gestionnaire|" +
        "Fondateur|Fondatrice|Cofondateur|Cofondatrice|Propriétaire|Copropriétaire|Responsable|Conseiller|" +
        "Conseillère)(?![\\p{L}])",
      "gu",
    ),
    (m) =>
      typography(
        m,
        m[0].length,
        "a title after a name and a comma takes lower case: « Dana Kowalchuk, directrice générale »",
        "après un nom et une virgule, le titre prend une minuscule\u00a0: «\u00a0Dana Kowalchuk, directrice générale\u00a0»",
      ),
  );
  // English quotation marks only inside « »: quote in guillemets first.
  find(/"[^"\n]+"|“[^”\n]+”/gu, (m) =>
    insideGuillemets(m.index)
      ? null
      : {
          rule: "typography",
          found: m[0],
          advice: 'quote in « guillemets »; "anglais" only inside them',
          conseil: "citez entre «\u00a0guillemets\u00a0»\u00a0; les guillemets anglais ne servent qu'à l'intérieur",
        },
  );
  if (kind === "tag")
    find(CAPITALISED_IN_TAGS, (m) => ({
      rule: "typography",
      found: m[0],
      advice: `a tag keeps the capitals of acronyms and names: #${input}`,
      conseil: "une étiquette garde les majuscules des sigles et des noms propres\u00a0: #LCAP, #Québec, #Google Ads",
    }));
  return problems;
}

// French spacing around punctuation, as the OQLF writes it (« Espacement avant et après les signes de
// ponctuation », Vitrine linguistique) and docs/french.md applies it:
// - before « : » and « » », and after « « », a no-break space (U+00A0; the narrow one, U+202F, is
//   accepted too): never a plain space, which can leave the sign alone at the start of a line, and
//   never no space;
// - before « ; », « ! » and « ? », a narrow no-break space (U+202F) or no space at all, which the OQLF
//   accepts in ordinary word processing when no fine space is at hand (the site's pages were written
//   with U+00A0 there, which never wraps either, and stays accepted): never a plain space.
// The gates (a draft's fields), the catalogue and content tests apply these functions, and the
// editor's "Fix the spacing" button applies fixFrenchSpacing() to the fields in front of the author.

/** Where a spacing fault is: the sign, the side of the space, a plain space or none. */
export interface SpacingFault {
  mark: "colon" | "semicolon" | "exclamation" | "question" | "closing" | "opening";
  fault: "plain" | "missing";
  /** The index of the space to replace (plain), or where the missing one goes (missing). */
  index: number;
}

const MARKS = { ":": "colon", ";": "semicolon", "!": "exclamation", "?": "question", "»": "closing", "«": "opening" } as const;
const NO_BREAK = /[\u00a0\u202f]/u;
/** The space the fixer puts in: a no-break space before : and », after «; a narrow one before ; ! ?. */
export const FIXED_SPACE = { colon: "\u00a0", closing: "\u00a0", opening: "\u00a0", semicolon: "\u202f", exclamation: "\u202f", question: "\u202f" } as const;

// What is not prose in a text: URLs; in Markdown also code, link and image targets, HTML tags,
// autolinks and a table's delimiter row. Spacing there is left as it is.
function protectedRanges(text: string, kind: "text" | "markdown" | "tag"): [number, number][] {
  const patterns = [/https?:\/\/[^\s)>\]]+/g];
  if (kind === "markdown") patterns.push(/```[\s\S]*?(?:```|$)/g, /`[^`\n]*`/g, /\]\([^)\n]*\)/g, /<[^>\n]+>/g, /^\s*\|[-:| ]+\|\s*$/gm);
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m): [number, number] => [m.index, m.index + m[0].length]));
}

/** Every spacing fault of a French text, first to last. */
export function spacingFaults(text: string, kind: "text" | "markdown" | "tag" = "text"): SpacingFault[] {
  const ranges = protectedRanges(text, kind);
  const prose = (index: number) => !ranges.some(([from, to]) => index >= from && index < to);
  const faults: SpacingFault[] = [];
  for (const m of text.matchAll(/[:;!?»«]/gu)) {
    const sign = m[0] as keyof typeof MARKS;
    const at = m.index;
    if (!prose(at)) continue;
    const mark = MARKS[sign];
    const before = text[at - 1] ?? "";
    const after = text[at + 1] ?? "";
    if (mark === "opening") {
      if (after === " ") faults.push({ mark, fault: "plain", index: at + 1 });
      else if (after && !/\s/u.test(after) && !NO_BREAK.test(after)) faults.push({ mark, fault: "missing", index: at + 1 });
      continue;
    }
    // "![alt](…)" is an image, ":" between digits or letters (9:30, a:b) no punctuation, "?!" one sign.
    if (sign === "!" && after === "[") continue;
    if (sign === ":" && after && !/[\s*_)\]]/u.test(after)) continue;
    if (at === 0 || before === "\n") continue;
    if (before === " ") faults.push({ mark, fault: "plain", index: at - 1 });
    else if ((mark === "colon" || mark === "closing") && !/\s/u.test(before) && !NO_BREAK.test(before) && !/[;:!?]/u.test(before))
      faults.push({ mark, fault: "missing", index: at });
  }
  return faults;
}

/** The text with every spacing fault fixed (the spaces of FIXED_SPACE); a text without one comes back as it was. */
export function fixFrenchSpacing(text: string, kind: "text" | "markdown" | "tag" = "text"): string {
  let fixed = text;
  // Last to first, so each index still points where it did.
  for (const { mark, fault, index } of spacingFaults(text, kind).reverse())
    fixed = fixed.slice(0, index) + FIXED_SPACE[mark] + fixed.slice(fault === "plain" ? index + 1 : index);
  return fixed;
}
