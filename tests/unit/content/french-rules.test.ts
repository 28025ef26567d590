// The French writing rules (lib/content/french-rules.ts) over every French source: the typed
// content (content/fr) and the message catalogues (content/messages/fr), plus the places where a
// page sets a label and a value side by side; the articles (content/articles/fr) through the publish
// gates (lib/content/gates.ts), which tests/unit/content.test.ts runs on every file.
// Each problem the Quebec editor's review quoted is caught if it is written again.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frenchProblems, FRENCH_TERMS } from "@/lib/content/french-rules";
import { fr as messages } from "@/content/messages";
import * as careers from "@/content/fr/careers";
import * as glossary from "@/content/fr/glossary";
import * as platform from "@/content/fr/platform";
import * as pricing from "@/content/fr/pricing";
import * as roiCalculator from "@/content/fr/roi-calculator";
import * as training from "@/content/fr/training";

const french = import.meta.glob<Record<string, unknown>>("../../../content/fr/*.ts", { eager: true });
const english = import.meta.glob<Record<string, unknown>>("../../../content/*.ts", { eager: true });

// Every string of a French value, except those equal to the English twin's (identifiers, names,
// and the English literals a French label map translates).
function strings(fr: unknown, en: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof fr === "string") {
    if (fr !== en) out.push([at, fr]);
  } else if (Array.isArray(fr)) {
    fr.forEach((v, i) => strings(v, Array.isArray(en) ? en[i] : undefined, `${at}[${i}]`, out));
  } else if (fr && typeof fr === "object") {
    for (const [k, v] of Object.entries(fr)) strings(v, en && typeof en === "object" ? (en as Record<string, unknown>)[k] : undefined, `${at}.${k}`, out);
  }
  return out;
}

const report = (texts: [string, string][], kind?: "text" | "markdown" | "tag") =>
  texts.flatMap(([at, text]) => frenchProblems(text, kind).map((p) => `${at}: ${p.advice}`));

const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

describe("the French writing rules", () => {
  it("hold in the typed content (content/fr)", () => {
    const texts = Object.entries(french).flatMap(([file, module]) => {
      const name = path.basename(file, ".ts");
      return strings(module, english[`../../../content/${name}.ts`], `content/fr/${name}`);
    });
    expect(texts.length).toBeGreaterThan(1000);
    expect(report(texts)).toEqual([]);
  });

  it("hold in the message catalogues (content/messages/fr)", () => {
    const texts = strings(messages, undefined, "messages");
    expect(texts.length).toBeGreaterThan(500);
    expect(report(texts)).toEqual([]);
  });

  it("hold where a page writes a label and a value side by side", () => {
    const texts: [string, string][] = [
      ...glossary.glossaryTerms.map((t) => [`glossary ${t.term}`, `${messages.glossary.explorer.example} ${t.example}`] as [string, string]),
      ...[...pricing.plans, pricing.smallDealerPlan].map((p) => [`pricing ${p.name}`, `${messages.pricing.card.idealFor} ${p.idealFor}`] as [string, string]),
      ...careers.hiringProcess.map((s) => [`careers step ${s.step}`, `${fill(messages.careers.hiring.step, { step: s.step })} ${s.title}`] as [string, string]),
      ...training.trainingGuide.steps.map(
        (s) => [`training step ${s.number}`, `${fill(messages.training.steps.jump, { number: s.number })} ${s.title}`] as [string, string],
      ),
      ...Object.values(training.requestScopeLabels).map(
        (scope) => [`training scope ${scope}`, fill(messages.training.screen.usedSubprime.scope, { scope })] as [string, string],
      ),
      ...Object.values(platform.syncLabels).map((label) => [`integrations ${label}`, `${messages.platform.connections.syncs} ${label}`] as [string, string]),
      ...roiCalculator.roiSampleResults.map((s) => [`roi ${s.author}`, `${s.author}, ${s.role}`] as [string, string]),
    ];
    expect(report(texts)).toEqual([]);
  });

  it("name every open position in both genders, or in a title that is the same for both", () => {
    const epicene = /^(Spécialiste|Scientifique|Gestionnaire|Analyste|Responsable|Architecte|Stagiaire)\b/u;
    expect(careers.jobs.map((j) => j.title).filter((title) => !epicene.test(title) && !/^\p{Lu}\p{L}+e (?:\p{L}+ )?ou \p{L}+/u.test(title))).toEqual([]);
  });

  it("are the table of docs/french.md: every French term the rules enforce is written there", () => {
    const doc = fs.readFileSync(path.join(process.cwd(), "docs/french.md"), "utf8");
    expect(FRENCH_TERMS.map((t) => t.french).filter((term) => !doc.includes(term))).toEqual([]);
  });

  it("catch each problem the review quoted, if it is written again", () => {
    // Quotes from the review of 2026-11-27 (../shared/reviews/french-review.md), by its numbers.
    const quoted: [string, string, ("text" | "tag")?][] = [
      ["E1", "Starter à 297 $/mois, Professional à 597 $/mois ou Enterprise sur mesure"],
      ["E1", "Small Dealer Starter"],
      ["E1", "toutes les fonctionnalités du forfait Professional"],
      ["E2", "Performance marketing"],
      ["E3", "Développeur full stack principal"],
      ["E4", "Bonjour, je suis Torque AI, votre guide VIP"],
      ["E5", "2025 Toyota RAV4 Hybrid XLE"],
      ["E5", "2023 Hyundai Kona Preferred AWD"],
      ["C1", "Joignez-vous aux 500 concessionnaires d'élite et plus qui dominent déjà leur marché"],
      ["C2", "Ancien conseiller aux ventes et directeur financier parmi les plus performants du Canada atlantique"],
      ["C3", "67\u00a0% plus de demandes qualifiées"],
      ["C3", "27\u00a0% moins de dépenses gaspillées"],
      ["C3", "19\u00a0% plus de véhicules vendus avec 6\u00a0000\u00a0$ de moins"],
      ["C4", "Intelligence par ville"],
      ["C4", "Intelligence de marché\u00a0: Montréal"],
      ["C4", "l'intelligence du RCI marketing pour les concessionnaires canadiens"],
      ["C4", "L'intelligence marketing des grands, au prix des petits"],
      ["C5", "Revenu mensuel supplémentaire"],
      ["C5", "Revenu annuel supplémentaire"],
      ["C5", "Le revenu mensuel passe de 787\u00a0500\u00a0$"],
      ["C5", "Le profit brut (ou le revenu)"],
      ["C6", "Propulsé par Torque AI"],
      ["C6", "Analytique propulsée par l'IA"],
      ["C6", "le moteur d'attribution qui propulse Deal Autopsy"],
      ["C7", "Performance en direct"],
      ["C7", "Performance de l'inventaire"],
      ["C7", "Performance des véhicules neufs et d'occasion"],
      ["C7", "la performance de votre centre de développement des affaires"],
      ["C8", "À Montréal, ce que Torque révèle aux concessionnaires"],
      ["C8", "Sachez quand vos concurrents à Montréal augmentent leurs budgets"],
      ["C8", "À Montréal, la saisonnalité, les incitatifs et l'inventaire de votre marché sont intégrés à vos prévisions"],
      ["C8", "le RCI marketing des 298 concessions à Montréal (Québec)"],
      ["C9", "Données actualisées jusqu'à toutes les 15 minutes"],
      ["C9", "Dispositions par glisser-déposer"],
      ["C9", "Rapide, souple et prêt pour la salle d'exposition"],
      ["C10", "livrez des rapports à votre image"],
      ["C10", "les aide à vendre et à livrer des résultats mesurables"],
      ["C11", "Économisés par nos clients en dépenses publicitaires inutiles"],
      ["C12", "Soyez averti dans l'heure où quelque chose flanche"],
      ["C13", "Bénéfice annuel net"],
      ["C14", "Repérage de l'équité (equity mining)"],
      ["C14", "140 clients en équité positive"],
      ["C15", "Un seul emplacement"],
      ["C15", "Jusqu'à 3 emplacements"],
      ["C15", "remises multiemplacements"],
      ["C16", "aiderez à expliquer les résultats dans des mots qu'un directeur général peut mettre en pratique"],
      ["C17", "jusqu'au niveau de la campagne, du groupe d'annonces et de la création"],
      ["C18", "ouvrons des pôles d'équipe à Calgary et à Montréal"],
      ["C19", "une source de demandes qui ne convertit plus"],
      ["C20", "Demande envoyée avec succès\u00a0! 🎉"],
      ["C21", "la radio était concurrentielle sur une base nette"],
      ["T1", "Exemple\u00a0: Une concession de Calgary"],
      ["T1", "Synchronisation\u00a0: Toutes les heures"],
      ["T1", "Idéal pour\u00a0: Concessionnaires indépendants"],
      ["T1", "Étape 1\u00a0: Examen de la candidature"],
      ["T2", "500+"],
      ["T2", "200+"],
      ["T2", "150\u00a0M\u00a0$+"],
      ["T2", "872\u00a0k\u00a0$+"],
      ["T2", "50+intégrations"],
      ["T3", "lcap", "tag"],
      ["T3", "cda", "tag"],
      ["T3", "définitions des icp", "tag"],
      ["T3", "québec", "tag"],
      ["T3", "google ads", "tag"],
      ["T3", "deal autopsy", "tag"],
      ["T4", "Dana Kowalchuk, Directrice générale"],
      ["T4", "Marcus Delorme, Directeur des ventes"],
      ["T4", "Priya Raman, Directrice du marketing"],
      ["T5", "(96\u00a0000\u00a0$ - 24\u00a0000\u00a0$) / 24\u00a0000\u00a0$"],
      ["T5", "RCI = (profit brut attribué - dépenses publicitaires) / dépenses publicitaires"],
      ["T5", "520 - 74 = 446"],
      ["T6", 'Une « demande » et un "lead" doivent vouloir dire'],
      ["K1", "à décroissance temporelle"],
      ["K1", "dégressif dans le temps"],
      ["K1", "dépréciation dans le temps, à décroissance dans le temps"],
      ["K1", "à dégradation temporelle"],
      ["K1", "le modèle selon la position"],
      ["K1", "les modèles fondés sur la position"],
      ["K1", "l'attribution en U"],
      ["K2", "Une carte de chaleur qui montre d'où viennent vos demandes"],
      ["K3", "Gestionnaire du succès client bilingue"],
      ["K4", "relier leur publicité aux véhicules vendus et à la marge brute"],
      ["K4", "Chaque canal jugé sur les véhicules vendus et la marge brute"],
      ["K4", "Transaction inscrite avec une marge avant négative"],
      ["K4", "avec le profit brut avant et arrière"],
      ["K5", "le téléscripteur en direct"],
      ["K6", "Les tableurs ne suffisaient plus"],
      ["K7", "Les mises en œuvre standard se terminent en 2 à 4 semaines"],
      ["K7", "Combien de temps faut-il pour la mise en service\u00a0?"],
      ["K8", "Rabais de volume pour les groupes de concessionnaires"],
      ["K8", "Ententes de volume Enterprise"],
      ["K9", "lance les analyses IA"],
      ["K9", "Que montrent les recommandations de l'IA et le fil en direct\u00a0?"],
      ["K9", "la recherche sur la marque"],
      ["K9", "les enchères sur vos mots-clés de marque"],
      ["K9", "Règles de déduplication des demandes"],
      ["K9", "Valeur à vie du client (VVC)"],
      ["G1", "Suivi de la source des demandes, jumelée à vos ventes conclues"],
      ["G2", "Torque Analytics est né d'une question"],
      ["F1", "Le nom de l'entreprise doit contenir au moins 2 caractères"],
      ["F2", "Le nom doit contenir au moins 2 caractères"],
      ["Q1", "Du lundi au vendredi, de 8 h à 20 h (HNR)"],
      ["Q2", "nos rapports vérifient que le français reste prédominant dans vos publicités"],
      ["Q2", "le français doit y être au moins aussi en évidence"],
    ];
    expect(quoted.filter(([, text, kind]) => frenchProblems(text, kind).length === 0).map(([id, text]) => `${id}: ${text}`)).toEqual([]);
  });

  it("let correct French through: names, acronyms and quotations after a colon, ad slots, Performance Max", () => {
    for (const text of [
      "Exemple\u00a0: une concession de Calgary",
      "DMS\u00a0: CDK Global, Reynolds and Reynolds",
      "Source\u00a0: Google Ads",
      "Il a dit\u00a0: « Mettez-le en vedette. »",
      "Deux emplacements publicitaires (Emplacement 1 et Emplacement 2)",
      "les campagnes Performance Max de Google",
      "Plus de 500 concessions, 48\u00a0900\u00a0$ − 42\u00a0100\u00a0$",
      "Une « demande » et un « lead » doivent vouloir dire la même chose",
      "Dana Kowalchuk, directrice générale",
    ]) {
      expect(frenchProblems(text), text).toEqual([]);
    }
    expect(frenchProblems("LCAP", "tag")).toEqual([]);
    expect(frenchProblems("Google Ads", "tag")).toEqual([]);
  });
});
