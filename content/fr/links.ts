// The site map's words for the site's links (content/links.ts), in French: the groups, then each
// row's title and description, by position.
import * as en from "../links";
import { twin } from "./localized";

export const sitemapGroups = twin(en.sitemapGroups, [
  {
    title: "Plateforme",
    description: "Ce que fait la plateforme Torque, comment elle se connecte à vos systèmes et ce qu'elle coûte.",
  },
  {
    description: "Comment Torque s'adapte à la façon dont chaque type d'entreprise automobile achète et mesure sa publicité.",
  },
  {
    title: "Ressources",
    description: "Réponses, définitions, calculateurs et formation pour les concessionnaires qui veulent bien mesurer leur marketing.",
  },
  {
    title: "Portrait des marchés",
    description: "Données de marché locales et tableaux de bord publicitaires pour les grands marchés automobiles du Canada.",
  },
  {
    title: "Blogue et analyses",
    description: "Des articles pratiques sur l'attribution, les rapports et les tableaux de bord publicitaires pour les concessionnaires canadiens.",
  },
  {
    title: "Renseignements sur l'entreprise",
    description: "Qui nous sommes, où nous trouver et comment vous joindre à l'équipe.",
  },
  {
    title: "Juridique et conformité",
    description: "Comment nous traitons les renseignements personnels et les conditions qui régissent l'utilisation de la plateforme.",
  },
]);

export const siteLinks = twin(en.siteLinks, [
  // The home page's sections: labelled by the chrome catalogue.
  {},
  {},
  {},
  {},
  {},
  {},
  {},
  {},
  // Plateforme
  {
    title: "Accueil",
    description: "L'analytique du RCI marketing pour les concessionnaires canadiens : un survol de la plateforme, des résultats et des intégrations.",
  },
  {
    title: "Analytique fondée sur l'IA",
    description: "Analyses de l'IA, prévisions du RCI, alertes d'anomalies et Deal Autopsy, classées selon ce qu'elles valent pour votre concession.",
  },
  {
    title: "Tableaux de bord",
    description:
      "Un seul écran pour chaque dollar, chaque demande et chaque vente, avec des vues pour les directeurs généraux, le marketing, le CDA et les concessionnaires.",
  },
  {
    title: "Suivi du RCI",
    description: "Attribution en boucle fermée et coût par véhicule vendu : vous savez exactement quels dollars publicitaires vendent des voitures.",
  },
  {
    title: "Intégrations",
    description:
      "Plus de 300 connexions à votre système de gestion de concession (DMS), à votre logiciel de GRC et à vos outils de marketing, d'inventaire et de communication, en quatre étapes.",
  },
  {
    title: "Tarifs",
    description: "Les forfaits Essentiel, Professionnel et Entreprise, un essai gratuit de 30 jours et des remises pour plusieurs concessions.",
  },
  // Solutions
  {
    title: "Concessionnaires",
    description: "Attribution, rapports et plan d'implantation de quatre semaines pour les concessions franchisées et indépendantes.",
  },
  {
    title: "Agences de marketing",
    description: "Portails clients en marque blanche, outils pour agences et programme de partenariat avec remises sur volume et commissions.",
  },
  {
    title: "Groupes automobiles",
    description: "Le forfait Entreprise, les comparaisons à l'échelle du groupe et l'implantation par étapes pour les groupes de concessionnaires multisites.",
  },
  {
    title: "Petits concessionnaires",
    description: "Un forfait taillé pour les concessionnaires indépendants, avec les fonctionnalités et les ressources communautaires qui comptent le plus.",
  },
  // Blogue et analyses
  {
    title: "Tous les articles",
    description: "Tous les articles publiés, avec des filtres pour les trois catégories ci-dessous.",
  },
  {
    title: "Analytique numérique",
    description: "L'attribution, le suivi et les jumelages de données qui relient les dépenses publicitaires aux véhicules vendus.",
  },
  {
    title: "Rapports marketing",
    description: "Les rapports que lisent les concessionnaires : ICP, réclamations de fonds de publicité coopérative, résultats par canal et fréquence.",
  },
  {
    title: "Tableau de bord publicitaire",
    description: "Ce qui a sa place dans le tableau de bord, comment les équipes s'en servent et comment agir en cours de mois.",
  },
  // Ressources
  {
    title: "Foire aux questions",
    description: "Pour commencer, fonctionnalités de la plateforme, tarifs et facturation, implantation, sécurité et confidentialité.",
  },
  {
    title: "Glossaire de l'industrie",
    description: "Des définitions en langage clair des termes d'analytique, d'attribution, de GRC et de RCI que les concessionnaires croisent chaque jour.",
  },
  {
    title: "Calculateur de RCI",
    description: "Estimez le RCI actuel de votre marketing et ce qu'une meilleure attribution pourrait ajouter à votre profit annuel.",
  },
  {
    title: "Guide de formation Facebook Messenger",
    description: "Un parcours en six étapes de la sélection de véhicules par l'IA du Centre de demandes marketing pour les campagnes Messenger.",
  },
  // Portrait des marchés
  {
    description:
      "412 concessions et plus de 1,15 M $ de dépenses publicitaires mensuelles moyennes dans la région du Grand Toronto, le marché le plus concurrentiel au pays.",
  },
  {
    description:
      "186 concessions dans la capitale canadienne du véhicule électrique, où les acheteurs du Lower Mainland magasinent plus longtemps et comparent davantage.",
  },
  {
    description: "167 concessions au pays des camionnettes, avec la plus forte proportion de camionnettes et de VUS au Canada.",
  },
  {
    description: "158 concessions le long de Gateway Boulevard et de l'Anthony Henday, qui courtisent les mêmes acheteurs.",
  },
  {
    description: "94 concessions qui vendent à des acheteurs manitobains soucieux d'en avoir pour leur argent, mesurées par source, par modèle et par saison.",
  },
  {
    description: "41 concessions qui desservent la ville et une zone de chalandise couvrant le sud de la Saskatchewan.",
  },
  {
    title: "Montréal",
    description: "298 concessions dans le marché bilingue du Québec, avec les campagnes en français et en anglais dans un seul tableau de bord.",
  },
  {
    title: "Montréal (page en français)",
    description: "Le marché automobile bilingue de Montréal : la page de la ville entièrement en français, avec sa foire aux questions.",
  },
  // Renseignements sur l'entreprise
  {
    title: "À propos",
    description: "Notre histoire depuis 2018, notre équipe de direction, nos valeurs, nos prix et notre siège social de Toronto.",
  },
  {
    title: "Carrières",
    description: "Postes ouverts partout au Canada, avantages sociaux, culture d'entreprise et notre processus d'embauche en quatre étapes.",
  },
  {
    title: "Nous joindre",
    description: "Appelez les ventes, clavardez avec le soutien, écrivez par courriel à la bonne équipe ou envoyez-nous un message.",
  },
  // Juridique et conformité
  {
    title: "Politique de confidentialité",
    description:
      "Version 2.3 : les renseignements que nous recueillons, comment nous les utilisons et les protégeons, et vos droits en vertu de la LPRPDE et de la Loi 25.",
  },
  {
    title: "Conditions d'utilisation",
    description: "Version 3.1 : comptes, facturation, essai gratuit, propriété des données, niveaux de service et résiliation.",
  },
]);
