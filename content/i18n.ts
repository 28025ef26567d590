// The site chrome's words in French, keyed by their English text. The English site uses the keys as they are.
import type { Locale } from "./city-page";

const french: Record<string, string> = {
  // Navigation
  Home: "Accueil",
  Features: "Fonctionnalités",
  Analytics: "Analytique",
  Platform: "Plateforme",
  Integrations: "Intégrations",
  Results: "Résultats",
  About: "À propos",
  Contact: "Contact",
  Blog: "Blogue",
  Main: "Principal",
  Navigate: "Naviguer",
  Menu: "Menu",
  "Site menu": "Menu du site",
  Mobile: "Mobile",
  "Open site menu": "Ouvrir le menu du site",
  "Open navigation": "Ouvrir la navigation",
  "Close menu": "Fermer le menu",
  "Client Login": "Connexion client",
  "Get Demo": "Obtenir une démo",
  "Back to Home": "Retour à l'accueil",
  "Skip to content": "Aller au contenu",
  // Footer
  Solutions: "Solutions",
  "City Intelligence": "Intelligence par ville",
  Resources: "Ressources",
  Company: "Entreprise",
  Pricing: "Tarifs",
  "Auto Dealerships": "Concessionnaires",
  "Marketing Agencies": "Agences de marketing",
  "Automotive Groups": "Groupes automobiles",
  "Small Dealers": "Petits concessionnaires",
  FAQ: "FAQ",
  "Industry Glossary": "Glossaire de l'industrie",
  "ROI Calculator": "Calculateur de RCI",
  Careers: "Carrières",
  "Privacy Policy": "Politique de confidentialité",
  "Terms of Service": "Conditions d'utilisation",
  Montreal: "Montréal",
  Footer: "Pied de page",
  "Follow us on LinkedIn": "Suivez-nous sur LinkedIn",
  "(opens in a new tab)": "(s'ouvre dans un nouvel onglet)",
  "All rights reserved.": "Tous droits réservés.",
  "Your data stays in Canada. SOC 2 Type II.": "Vos données restent au Canada. SOC 2 Type II.",
  "Torque Analytics joins your advertising, lead, sales, inventory and profit data in one dashboard, so Canadian dealerships know exactly which dollars sell cars.":
    "Torque Analytics réunit vos données de publicité, de demandes, de ventes, d'inventaire et de profit dans un seul tableau de bord, pour que les concessionnaires canadiens sachent exactement quels dollars vendent des voitures.",
  "Toronto, Canada": "Toronto, Canada",
};

export function translate(locale: Locale, text: string): string {
  return locale === "fr" ? (french[text] ?? text) : text;
}

export type { Locale };
