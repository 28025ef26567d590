// The blog's three categories, in the order the category cards show them.
import type { ArticleCategory } from "../blog-categories";
import * as en from "../blog-categories";
import { twin } from "./localized";

export const categoryDescriptions: Record<ArticleCategory, string> = twin(en.categoryDescriptions, {
  "Digital Analytics": "L'attribution, le suivi et le croisement des données qui relient les dépenses publicitaires aux véhicules vendus.",
  "Marketing Reporting":
    "Les rapports que lisent les concessionnaires : ICP, réclamations de fonds de publicité coopérative, résultats par canal et fréquence.",
  "Advertising Dashboard": "Ce qui a sa place dans le tableau de bord, comment les équipes s'en servent et comment agir en cours de mois.",
});

export const categoryLabels: Record<ArticleCategory, string> = {
  "Digital Analytics": "Analytique numérique",
  "Marketing Reporting": "Rapports marketing",
  "Advertising Dashboard": "Tableau de bord publicitaire",
};
