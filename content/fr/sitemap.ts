// The human-readable site map (/plan-du-site) in French; its link groups are in content/fr/links.ts.
import type { SeoPriority } from "../links";
import * as en from "../sitemap";
import type { SearchEngineFile, SitemapStat } from "../sitemap";
import { figure, type Localized, twin } from "./localized";

export const sitemapIntro = twin<Localized<typeof en.sitemapIntro>>(en.sitemapIntro, {
  eyebrow: "Plan du site",
  title: "Toutes les pages de Torque Analytics",
  subtitle:
    "Retrouvez en une seule page la plateforme, nos solutions pour les concessionnaires, les agences et les groupes, nos données de marché par ville, nos ressources et l'information sur l'entreprise.",
});

// Spec section 9 says "5 city markets"; the site has seven city pages, so the map says 7.
export const sitemapStats: SitemapStat[] = twin(en.sitemapStats, [
  { value: figure },
  { label: "Marchés urbains" },
  { value: figure, label: "Mots clés ciblés" },
]);

export const searchEngineFiles: SearchEngineFile[] = twin(en.searchEngineFiles, [
  {
    title: "Plan du site XML",
    description: "Toutes les pages canoniques, pour les robots d'indexation des moteurs de recherche.",
  },
  {
    title: "Plan du site des images",
    description: "Les images du site et les pages où elles figurent, pour la recherche d'images.",
  },
]);

// Each group's SEO priority is shown as a badge.
export const seoPriorityLabels: Record<SeoPriority, string> = {
  High: "Élevée",
  Medium: "Moyenne",
  Low: "Faible",
};
