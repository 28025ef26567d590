// The city landing page's words, in English and in French (Montreal has a French version).

export type Locale = "en" | "fr";

export interface CityPageCopy {
  eyebrow: (city: string) => string;
  request: (city: string) => string;
  stats: { province: string; population: string; dealerships: string; adSpend: string };
  marketTitle: (city: string) => string;
  features: { icon: string; title: string; text: (city: string) => string }[];
  resourcesTitle: string;
  resources: { label: string; href: string; text: string }[];
  faqTitle: string;
  faqSubtitle: string;
  closingTitle: (city: string) => string;
  closingText: string;
  languageSwitch: { label: string; lang: string; href: (slug: string) => string };
  provinces?: Record<string, string>;
}

export const cityPageCopy: Record<Locale, CityPageCopy> = {
  en: {
    eyebrow: (city) => `${city} City Intelligence`,
    request: (city) => `Request ${city} Demo`,
    stats: { province: "Province", population: "Population", dealerships: "Dealerships", adSpend: "Avg. monthly ad spend" },
    marketTitle: (city) => `What Torque shows ${city} dealers`,
    features: [
      { icon: "MapPinned", title: "Postal-code heatmaps", text: (city) => `See where in ${city} your leads come from, and where they actually buy.` },
      { icon: "Radar", title: "Competitor spend alerts", text: (city) => `Know when rival ${city} stores surge their search and social budgets.` },
      { icon: "Receipt", title: "Cost per sale by source", text: () => "Every channel judged by sold units and gross, straight from your DMS." },
      { icon: "TrendingUp", title: "90-day local forecasts", text: (city) => `Seasonality, incentives and inventory for the ${city} market, built into your forecast.` },
    ],
    resourcesTitle: "Resources for your market",
    resources: [
      { label: "Dealership marketing blog", href: "/blog", text: "Attribution, reporting and dashboard playbooks." },
      { label: "ROI calculator", href: "/tools/roi-calculator", text: "Estimate your return before you talk to us." },
      { label: "Integrations", href: "/platform/integrations", text: "Your DMS, CRM and ad platforms, connected." },
      { label: "Pricing", href: "/pricing", text: "Plans from single rooftops to dealer groups." },
      { label: "For auto dealerships", href: "/solutions/dealerships", text: "How a store goes live in four weeks." },
      { label: "FAQ", href: "/faq", text: "Setup, data security and billing answers." },
    ],
    faqTitle: "Questions fréquentes",
    faqSubtitle: "Montreal's market is French-speaking: these answers are in French.",
    closingTitle: (city) => `Own the ${city} market before your competitors do`,
    closingText: "A 30-minute private demo on your own market data. We reply within 24 hours.",
    languageSwitch: { label: "Français", lang: "fr-CA", href: (slug) => `/fr/automotive-advertising-dashboard/${slug}` },
  },
  fr: {
    eyebrow: (city) => `Intelligence de marché : ${city}`,
    request: (city) => `Demander une démo pour ${city}`,
    stats: { province: "Province", population: "Population", dealerships: "Concessionnaires", adSpend: "Dépenses publicitaires mensuelles moyennes" },
    marketTitle: (city) => `Ce que Torque montre aux concessionnaires de ${city}`,
    features: [
      { icon: "MapPinned", title: "Cartes de chaleur par code postal", text: (city) => `Voyez d'où viennent vos demandes à ${city}, et où vos clients achètent vraiment.` },
      { icon: "Radar", title: "Alertes sur les dépenses des concurrents", text: (city) => `Sachez quand les concessions rivales de ${city} augmentent leurs budgets de recherche et de médias sociaux.` },
      { icon: "Receipt", title: "Coût par vente selon la source", text: () => "Chaque canal jugé sur les unités vendues et la marge brute, directement depuis votre DMS." },
      { icon: "TrendingUp", title: "Prévisions locales sur 90 jours", text: (city) => `La saisonnalité, les incitatifs et l'inventaire du marché de ${city}, intégrés à vos prévisions.` },
    ],
    resourcesTitle: "Ressources pour votre marché (en anglais)",
    resources: [
      { label: "Blogue sur le marketing automobile", href: "/blog", text: "Attribution, rapports et tableaux de bord." },
      { label: "Calculateur de RCI", href: "/tools/roi-calculator", text: "Estimez votre rendement avant de nous parler." },
      { label: "Intégrations", href: "/platform/integrations", text: "Votre DMS, votre CRM et vos plateformes publicitaires, connectés." },
      { label: "Tarifs", href: "/pricing", text: "Des forfaits pour une concession comme pour un groupe." },
      { label: "Pour les concessionnaires", href: "/solutions/dealerships", text: "Une mise en service en quatre semaines." },
      { label: "Foire aux questions", href: "/faq", text: "Installation, sécurité des données et facturation." },
    ],
    faqTitle: "Questions fréquentes",
    faqSubtitle: "Les réponses aux questions que nous posent le plus souvent les concessionnaires de Montréal.",
    closingTitle: (city) => `Prenez les devants sur le marché de ${city}`,
    closingText: "Une démo privée de 30 minutes sur les données de votre marché. Nous répondons en moins de 24 heures.",
    languageSwitch: { label: "English", lang: "en-CA", href: (slug) => `/automotive-advertising-dashboard/${slug}` },
    provinces: {
      Ontario: "Ontario",
      "British Columbia": "Colombie-Britannique",
      Alberta: "Alberta",
      Manitoba: "Manitoba",
      Saskatchewan: "Saskatchewan",
      Quebec: "Québec",
    },
  },
};
