// Pricing page content. All prices are CAD. Figures follow the product spec.
import type { Plan, PricingFaqItem, PricingHighlight, PricingSecurityItem, PricingSection, PricingStat, SmallDealerPlan, VolumeDiscount } from "../pricing";
import * as en from "../pricing";
import { figure, twin } from "./localized";

export const plans: Plan[] = twin(en.plans, [
  {
    name: "Essentiel",
    price: figure,
    period: "/mois",
    description:
      "Des rapports marketing clairs et fiables pour une seule concession : vous savez quels canaux vendent des véhicules et lesquels ne font que dépenser votre argent.",
    features: [
      "Jusqu'à 5 canaux marketing",
      "Une seule concession",
      "Jusqu'à 1 000 demandes par mois",
      "Tableau de bord de base avec coût par demande et coût par vente",
      "Plus de 10 intégrations essentielles, dont les principales plateformes publicitaires et les logiciels de GRC",
      "12 à 24 mois de données historiques importées à la mise en route",
      "Exportation des données en CSV et en Excel",
      "Soutien par courriel, avec réponse en moins de 24 heures",
    ],
    limitations: [
      "Limité à 5 canaux marketing",
      "Limité à 1 000 demandes par mois",
      "Rapports de base seulement ; aucun rapport hebdomadaire automatisé",
      "Soutien par courriel seulement",
    ],
    cta: "Commencer l'essai gratuit",
    idealFor: "les concessionnaires indépendants qui comptent 1 ou 2 conseillers aux ventes sur un seul terrain",
  },
  {
    name: "Professionnel",
    price: figure,
    period: "/mois",
    description:
      "Toute la plateforme Torque pour les concessions en croissance : toutes les intégrations, tous les modèles d'attribution et des prévisions pour planifier le budget du mois prochain en toute confiance.",
    features: [
      "Canaux marketing illimités",
      "Toutes les intégrations (plus de 300), dont CDK Global, Reynolds and Reynolds, PBS Systems et Dealertrack",
      "Jusqu'à 3 concessions",
      "Attribution multicontact avec les cinq modèles",
      "Deal Autopsy : l'analyse détaillée de chaque transaction",
      "Prévisions du RCI sur 30 à 90 jours",
      "Analyses de l'IA et fil en direct",
      "Analyses concurrentielles de votre marché",
      "Rapports hebdomadaires automatisés",
      "Soutien prioritaire par téléphone et par courriel",
    ],
    limitations: [
      "Jusqu'à 3 concessions",
      "Entente de niveau de service sur la disponibilité et gestionnaire de compte attitré offerts avec le forfait Entreprise",
    ],
    cta: "Commencer l'essai gratuit",
    idealFor: "les concessionnaires qui comptent de 3 à 15 conseillers aux ventes, dans 1 à 3 concessions",
  },
  {
    name: "Entreprise",
    price: "Sur mesure",
    description:
      "Une vue consolidée pour les groupes de concessionnaires multisites, avec des rapports par concession et par marque, des intégrations sur mesure et une disponibilité garantie.",
    features: [
      "Tout ce qu'offre le forfait Professionnel",
      "Concessions et utilisateurs illimités",
      "Tableaux de bord consolidés par groupe, par région et par concession",
      "Portails clients en marque blanche",
      "Intégrations sur mesure et accès complet à l'API",
      "Disponibilité de 99,9 % garantie par entente de niveau de service",
      "Gestionnaire de compte attitré",
      "Implantation par étapes en 6 à 8 semaines",
      "Remises sur volume pouvant atteindre 60 %",
    ],
    cta: "Joindre l'équipe des ventes",
    idealFor: "les groupes de concessionnaires qui comptent plus de 15 conseillers aux ventes et plusieurs concessions",
  },
]);

export const smallDealerPlan: SmallDealerPlan = twin(en.smallDealerPlan, {
  name: "Petit concessionnaire",
  price: figure,
  period: "/mois",
  introOffer: "50 % de rabais sur vos 3 premiers mois",
  guarantee:
    "Garantie satisfait ou remboursé : si le RCI de votre marketing ne s'améliore pas dans les 60 jours, nous vous remboursons vos frais d'abonnement.",
  description:
    "Conçu pour les concessionnaires indépendants et les marchands de véhicules d'occasion qui veulent savoir où va chaque dollar publicitaire, sans payer pour une plateforme taillée pour un groupe automobile.",
  features: [
    "Tableau de bord marketing essentiel avec coût par demande et coût par vente",
    "Connexion à vos principales plateformes publicitaires, à votre logiciel de GRC et à vos annonces AutoTrader.ca",
    "Suivi de la source des demandes, jumelé à vos ventes conclues",
    "Sommaire mensuel du rendement, en langage clair",
    "Soutien par courriel, avec réponse en moins de 24 heures",
  ],
  cta: "Profiter de l'offre pour petits concessionnaires",
  idealFor: "les concessionnaires indépendants et les marchands de véhicules d'occasion qui vendent jusqu'à une trentaine de véhicules par mois",
});

export const pricingHighlights: PricingHighlight[] = twin(en.pricingHighlights, [
  {
    title: "Essai gratuit de 30 jours",
    text: "Toutes les fonctionnalités du forfait Professionnel pendant 30 jours, branchées sur vos propres données.",
  },
  {
    title: "Aucune carte de crédit requise",
    text: "Commencez votre essai sans fournir le moindre renseignement de paiement.",
  },
  {
    title: "Aucuns frais d'installation",
    text: "La mise en route, l'importation des données et la configuration des intégrations sont incluses dans tous les forfaits.",
  },
  {
    title: "Annulation en tout temps",
    text: "Aucun contrat à long terme. Les changements de forfait prennent effet au prochain cycle de facturation.",
  },
  {
    title: "15 % d'économie sur la facturation annuelle",
    text: "Payez à l'année et économisez 15 % par rapport à la facturation mensuelle.",
  },
]);

export const volumeDiscounts: VolumeDiscount[] = twin(en.volumeDiscounts, [
  { label: "3 concessions et plus", discount: figure },
  { label: "5 concessions et plus", discount: figure },
  { label: "10 concessions et plus", discount: figure },
  { label: "Forfait Entreprise", discount: "Jusqu'à 60 %" },
]);

export const pricingRoiStats: PricingStat[] = twin(en.pricingRoiStats, [
  { value: figure, label: "RCI moyen en 90 jours" },
  { value: figure, label: "Économies mensuelles moyennes" },
  { value: figure, label: "Amélioration moyenne du RCI" },
  { value: figure, label: "Précision de l'attribution" },
]);

export const pricingSections: PricingSection[] = twin(en.pricingSections, [
  {
    title: "L'analytique incluse dans tous les forfaits",
    text: "Tous les forfaits Torque reposent sur la même base : vos dépenses publicitaires jumelées aux demandes réelles et aux ventes réelles inscrites dans votre système de gestion de concession (DMS). Les chiffres de votre tableau de bord reflètent des véhicules livrés, pas des clics.",
    points: [
      "Coût par demande et coût par véhicule vendu, par canal",
      "Suivi de la source des demandes, jumelé aux ventes conclues",
      "12 à 24 mois d'historique importés à la mise en route",
      "Exportations en CSV et en Excel, avec accès à l'API dans les forfaits supérieurs",
      "Données hébergées au Canada et chiffrées en transit comme au repos",
    ],
  },
  {
    title: "Une seule plateforme pour tous les chiffres qui comptent",
    text: "Torque réunit vos données de publicité, de demandes, de GRC, de DMS, d'inventaire et de profit dans un seul tableau de bord. Votre directeur général, vos directeurs des ventes et votre agence travaillent tous à partir des mêmes chiffres.",
    points: [
      "Fil en direct des demandes, des rendez-vous et des ventes conclues",
      "Analyses de l'IA qui signalent ce qui a changé et pourquoi",
      "Accès selon le rôle pour les propriétaires, les directeurs et les agences",
      "Mise en route en 24 à 48 heures, implantation complète en 2 à 4 semaines",
      "Disponibilité de 99,9 %",
    ],
  },
  {
    title: "Les fonctionnalités en un coup d'œil",
    text: "Le forfait Essentiel donne à une seule concession des rapports clairs sur ses principaux canaux. Le forfait Professionnel ouvre toute la plateforme aux concessions en croissance. Le forfait Entreprise ajoute les vues consolidées de groupe, les intégrations sur mesure et une disponibilité garantie.",
    points: [
      "Essentiel : jusqu'à 5 canaux, 1 concession, 1 000 demandes par mois, rapports de base",
      "Professionnel : canaux illimités, jusqu'à 3 concessions, rapports hebdomadaires automatisés",
      "Professionnel et Entreprise : Deal Autopsy, cinq modèles d'attribution, prévisions sur 30 à 90 jours",
      "Entreprise : concessions et utilisateurs illimités, portails en marque blanche, disponibilité de 99,9 % garantie par entente de niveau de service",
      "Tous les forfaits : essai gratuit de 30 jours, aucuns frais d'installation, annulation en tout temps",
    ],
  },
  {
    title: "Plus de 300 intégrations, branchées pour vous",
    text: "Torque se connecte aux systèmes que les concessionnaires canadiens utilisent déjà. Notre équipe de mise en route configure et valide chaque connexion : votre premier tableau de bord est prêt en quelques jours, pas en quelques mois.",
    points: [
      "DMS : CDK Global, Reynolds and Reynolds, PBS Systems, Dealertrack",
      "Places de marché, dont AutoTrader.ca",
      "Plateformes de publicité sur les moteurs de recherche, les médias sociaux, l'affichage et la vidéo",
      "Principaux logiciels de GRC automobiles et outils de suivi des appels",
      "Plus de 10 intégrations essentielles avec le forfait Essentiel, plus de 300 avec les forfaits Professionnel et Entreprise",
    ],
  },
]);

export const pricingFaq: PricingFaqItem[] = twin(en.pricingFaq, [
  {
    question: "Ai-je besoin d'une carte de crédit pour commencer l'essai gratuit ?",
    answer:
      "Non. L'essai de 30 jours comprend toutes les fonctionnalités du forfait Professionnel, sans carte de crédit ni frais d'installation. Vous ne choisissez un forfait que si vous décidez de continuer.",
  },
  {
    question: "Les prix sont-ils en dollars canadiens ?",
    answer: "Oui. Tous les prix sont en dollars canadiens. Les taxes de vente applicables s'ajoutent selon votre province.",
  },
  {
    question: "Comment fonctionnent la facturation annuelle et les remises multiconcessions ?",
    answer:
      "La facturation annuelle vous fait économiser 15 % sur tous les forfaits. Les groupes de concessionnaires économisent aussi 20 % à partir de 3 concessions, 30 % à partir de 5 et 40 % à partir de 10, et les ententes du forfait Entreprise peuvent comporter des remises sur volume allant jusqu'à 60 %.",
  },
  {
    question: "Puis-je changer de forfait plus tard ?",
    answer:
      "Oui. Vous pouvez passer à un forfait supérieur ou inférieur en tout temps dans les paramètres de votre compte ; le changement prend effet au prochain cycle de facturation. Vos données, vos tableaux de bord et votre historique restent intacts.",
  },
  {
    question: "Que se passe-t-il si je dépasse 1 000 demandes avec le forfait Essentiel ?",
    answer:
      "Vos données continuent d'arriver et rien n'est perdu. Nous vous prévenons à l'approche de la limite pour que vous puissiez passer, au prochain cycle de facturation, au forfait Professionnel, qui n'impose aucun plafond de demandes.",
  },
  {
    question: "Mon prix peut-il changer sans préavis ?",
    answer:
      "Non. Nous donnons un préavis d'au moins 30 jours avant toute modification des prix ou des conditions, et les changements de forfait que vous faites vous-même prennent toujours effet au début du cycle de facturation suivant.",
  },
]);

export const pricingSecurity: PricingSecurityItem[] = twin(en.pricingSecurity, [
  {
    text: "Des contrôles de sécurité, de disponibilité et de confidentialité audités par une firme indépendante.",
  },
  {
    title: "Chiffrement de bout en bout",
    text: "Chiffrement 256 bits en transit et chiffrement AES-256 au repos, pour chaque enregistrement.",
  },
  {
    title: "Données hébergées au Canada",
    text: "Vos données sur les clients, les demandes et les ventes sont stockées et traitées dans des centres de données canadiens.",
  },
  {
    title: "Disponibilité de 99,9 % garantie",
    text: "Un accès fiable à vos tableaux de bord, appuyé par une entente de niveau de service qui garantit 99,9 % de disponibilité.",
  },
]);

// The section ids double as the sections' eyebrow labels on the page.
