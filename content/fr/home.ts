// The home page's copy and fixed figures (spec sections 2 and 9). All figures are marketing copy.
import type * as en from "../home";
import type { Efficiency } from "../home";
import type { Localized } from "./localized";

export const hero: Localized<typeof en.hero> = {
  eyebrow: "Analytique sur invitation pour les concessionnaires canadiens",
  // The headline 'Stop Guessing. Start Dominating.', in two lines.
  titleLead: "Cessez de deviner.",
  titleAccent: "Commencez à dominer.",
  subtitle:
    "Torque Analytics relie chaque dollar publicitaire à la voiture qu'il a vendue. Les analyses de l'IA, l'attribution en direct et les prévisions du RCI donnent à votre concession la réponse à la seule question qui compte : quel marketing fait vraiment sortir les véhicules du terrain ?",
  trustBadges: [
    { icon: "ShieldCheck", label: "Certifié SOC 2 Type II" },
    { icon: "LockKeyhole", label: "Sécurité de niveau entreprise" },
    { icon: "Crown", label: "Plus de 500 concessionnaires d'élite" },
  ],
  cta: "OBTENIR UNE DÉMO EXCLUSIVE",
  scarcity: "Places limitées",
};

// The animated mock dashboard card in the hero.
export const heroDashboard: Localized<typeof en.heroDashboard> = {
  title: "Résultats en direct",
  store: "GTA Auto Group · 4 concessions",
  metrics: [
    { label: "Croissance", value: "127 %", trend: "par rapport au trimestre précédent" },
    { label: "Demandes chaudes", value: "342", trend: "prêtes à acheter" },
    { label: "Précision de l'IA", value: "89 %", trend: "taux de justesse des prévisions" },
    { label: "Chiffre d'affaires", value: "2,0 M $", trend: "attribué ce mois-ci" },
  ],
  chart: [28, 34, 31, 42, 47, 44, 58, 63, 61, 74, 82, 91],
  targetNote: "Objectif mensuel atteint dans 3 min au rythme actuel",
  intelligence: [
    "Dépenses de recherche des concurrents en hausse de 18 % à Mississauga cette semaine",
    "Demande de VUS d'occasion en hausse à Vaughan : 41 consultations de PDV par heure",
    "Déplacez 4 200 $ de l'affichage vers la recherche pour protéger votre coût par vente",
  ],
};

export const features: Localized<typeof en.features> = {
  title: "Chaque dollar, chaque demande, chaque vente. Un seul tableau de bord.",
  subtitle:
    "Vos plateformes publicitaires, votre logiciel de GRC, votre système de gestion de concession (DMS) et votre inventaire parlent enfin le même langage. Torque les réunit pour que vous voyiez le coût par vente, le profit brut par véhicule et le RCI par source, pas seulement des clics.",
  items: [
    { icon: "BrainCircuit", title: "Analyses de l'IA", text: "Des conseils en langage clair chaque matin : où ajouter du budget, quoi mettre en pause, quels véhicules ont besoin de visibilité." },
    { icon: "Activity", title: "Fil en direct", text: "Les demandes, les rendez-vous et les ventes conclues s'affichent en temps réel, chacun associé à la campagne qui l'a généré." },
    { icon: "ScanSearch", title: "Deal Autopsy", text: "Explorez n'importe quelle vente conclue pour voir chaque point de contact qui y a mené, de la première recherche au contrat de vente signé." },
    { icon: "TrendingUp", title: "Prévisions du RCI", text: "Des prévisions de demandes, de ventes et de rendement sur 30 à 90 jours, pour engager votre budget avant que le mois soit perdu." },
    { icon: "Route", title: "Attribution multicontact", text: "Modèles au premier contact, au dernier contact, linéaire, par dépréciation dans le temps et basé sur la position, côte à côte sur vos propres données de ventes." },
    { icon: "Radar", title: "Analyses concurrentielles", text: "Voyez quand vos concurrents augmentent leurs dépenses dans vos codes postaux et quels modèles ils mettent de l'avant." },
    { icon: "Palette", title: "Portails clients en marque blanche", text: "Les agences offrent à chaque concessionnaire client un portail à leur image, avec résultats en direct et rapports automatisés." },
    { icon: "Plug", title: "Plus de 300 intégrations", text: "Plateformes publicitaires, logiciels de GRC, DMS et places de marché se connectent par OAuth sécurisé en quelques minutes, pas en quelques mois." },
  ],
};

// Spec section 2: the heatmap's six fixed markets (x and y on a 400 x 240 map of Canada).
export const heatmapMarkets: typeof en.heatmapMarkets = [
  { city: "Toronto", x: 296, y: 196, leads: 1247, sales: 186, efficiency: "high", label: "below" },
  { city: "Montréal", x: 352, y: 160, leads: 892, sales: 121, efficiency: "high", label: "above" },
  { city: "Calgary", x: 112, y: 150, leads: 634, sales: 82, efficiency: "medium", label: "above" },
  { city: "Vancouver", x: 46, y: 164, leads: 756, sales: 91, efficiency: "medium", label: "below" },
  { city: "Winnipeg", x: 200, y: 168, leads: 318, sales: 34, efficiency: "low", label: "above" },
  { city: "Ottawa", x: 326, y: 176, leads: 427, sales: 58, efficiency: "medium", label: "left" },
];

// The heatmap table shows each market's efficiency as a badge.
export const efficiencyLabels: Record<Efficiency, string> = {
  high: "Élevée",
  medium: "Moyenne",
  low: "Faible",
};

export const dataStream: Localized<typeof en.dataStream> = {
  title: "Votre marché, en direct.",
  subtitle:
    "Une carte thermique qui montre d'où viennent vos demandes et où elles se convertissent, avec un fil de chaque demande, de chaque rendez-vous et de chaque vente dès leur arrivée.",
  tickerTitle: "Fil en direct",
  tickerSummary: [
    { value: "4 058", label: "demandes ce mois-ci" },
    { value: "572", label: "ventes attribuées" },
    { value: "14,60 $", label: "coût par demande" },
  ],
  // The ticker cycles through these; illustrative events, not real customers.
  ticker: [
    { city: "Toronto", text: "Honda CR-V EX-L 2024 vendu", detail: "Google Ads · 3 140 $ de profit brut" },
    { city: "Montréal", text: "Nouvelle demande : Toyota RAV4 Hybride", detail: "Meta · campagne en français" },
    { city: "Calgary", text: "Rendez-vous fixé : F-150 Lariat", detail: "AutoTrader.ca · CDA" },
    { city: "Vancouver", text: "Hyundai Ioniq 5 2025 vendu", detail: "Recherche · 2 480 $ de profit brut" },
    { city: "Ottawa", text: "Évaluation d'un véhicule d'échange demandée", detail: "Clavardage du site Web" },
    { city: "Winnipeg", text: "Nouvelle demande : Ram 1500 Big Horn", detail: "Kijiji Autos" },
    { city: "Toronto", text: "Demande téléphonique cotée « chaude »", detail: "Suivi des appels · appel de 6 min" },
    { city: "Montréal", text: "Mazda CX-5 GS 2023 vendu", detail: "TikTok · 1 960 $ de profit brut" },
  ],
};

export const insights: Localized<typeof en.insights> = {
  title: "Des analyses stratégiques, pas un rapport de plus.",
  subtitle:
    "Toutes les heures, la plateforme lit vos données réunies et vous dit ce qui a changé, pourquoi et quoi faire ensuite, montants en dollars à l'appui.",
  items: [
    { icon: "Lightbulb", tag: "Budget", title: "Déplacez 6 800 $ de l'affichage vers la recherche de marque", text: "L'affichage a généré 2 % des ventes conclues le mois dernier, à 4 fois votre coût par vente moyen. La recherche de marque plafonne faute de budget la fin de semaine." },
    { icon: "Gauge", tag: "Inventaire", title: "14 véhicules franchiront le cap des 60 jours la semaine prochaine", text: "Mettez-les en vedette dès maintenant dans Marketplace et en reciblage sur les PDV ; des véhicules semblables se sont vendus en 11 jours lorsqu'ils ont été mis en avant tôt." },
    { icon: "Target", tag: "Attribution", title: "TikTok contribue à 1 vente sur 5 sans jamais en recevoir le mérite", text: "Avec l'attribution basée sur la position, les campagnes de vidéos courtes amorcent 21 % des parcours qui se concluent par la recherche." },
  ],
  models: ["Premier contact", "Dernier contact", "Linéaire", "Dépréciation dans le temps", "Basé sur la position"],
  forecast: { label: "Prévision du RCI sur 90 jours", current: 312, projected: 418 },
};

export const integrations: Localized<typeof en.integrations> = {
  title: "S'intègre sans effort à :",
  // Spec: a search-ad service, a social-ad service, a short-video service, a call-tracking service, a CRM,
  // a shop platform, an online retailer, a social network, three DMS and an auto marketplace.
  services: [
    "Google Ads",
    "Meta Ads",
    "TikTok",
    "CallRail",
    "Salesforce",
    "Shopify",
    "Amazon",
    "LinkedIn",
    "CDK Global",
    "Reynolds & Reynolds",
    "Dealertrack",
    "AutoTrader.ca",
  ],
  note: "Et plus de 300 autres plateformes publicitaires, logiciels de GRC, DMS et places de marché.",
};

export const credibility: Localized<typeof en.credibility> = {
  title: "Des résultats que les concessionnaires lisent deux fois.",
  subtitle: "Chiffres mesurés chez les clients de Torque. Les vôtres seront dans votre propre tableau de bord moins de 48 heures après la connexion.",
  counters: [
    { value: 340, suffix: " %", label: "RCI moyen en 90 jours" },
    { value: 500, prefix: "Plus de ", suffix: "", label: "Concessionnaires d'élite" },
    { value: 150, prefix: "Plus de ", suffix: " M $", label: "Dépenses publicitaires gérées" },
    { value: 99.9, suffix: " %", decimals: 1, label: "Disponibilité de la plateforme" },
  ],
  rating: { score: "4,9", text: "note moyenne attribuée par les concessionnaires et les directeurs généraux" },
  testimonials: [
    { quote: "Nous avons retranché 23 000 $ par mois de campagnes qui paraissaient très bien dans le rapport de l'agence, mais qui ne vendaient rien. Notre coût par vente a baissé de 31 % en un trimestre.", name: "Daniel Whitford", role: "Concessionnaire", company: "Lakeshore Hyundai", city: "Oakville (Ontario)" },
    { quote: "Deal Autopsy a réglé en une seule réunion du lundi un débat qui opposait les ventes et le marketing depuis deux ans.", name: "Isabelle Roy", role: "Directrice du marketing", company: "Groupe Boréal Auto", city: "Laval (Québec)" },
    { quote: "Notre CDA voit enfin quelles sources concluent des ventes. Nous avons réaffecté nos dépenses dès la deuxième semaine et connu le meilleur mois de mars de notre histoire.", name: "Harjit Sandhu", role: "Directeur général", company: "Foothills Ford", city: "Calgary (Alberta)" },
  ],
};

export const about: Localized<typeof en.about> = {
  title: "Conçu à Toronto pour les concessionnaires canadiens.",
  text: "Fondée en 2019 par un spécialiste du marketing automobile et un ingénieur de données las de deviner, Torque Analytics sert aujourd'hui plus de 500 concessions au sein de plus de 50 groupes de concessionnaires, des concessions indépendantes de Regina jusqu'aux groupes nationaux. Vos données sont hébergées au Canada, chiffrées de bout en bout et jamais vendues.",
  points: [
    { icon: "MapPin", label: "Données hébergées au Canada" },
    { icon: "ShieldCheck", label: "Audité SOC 2 Type II" },
    { icon: "Languages", label: "Soutien bilingue, en français et en anglais" },
    { icon: "Handshake", label: "Plus de 50 groupes de concessionnaires clients" },
  ],
};

export const contact: Localized<typeof en.contact> = {
  title: "Demandez une démo privée",
  subtitle:
    "Une présentation de 30 minutes sur les données de votre propre marché, avec un spécialiste du secteur automobile. Nous répondons en moins de 24 heures et n'accueillons que quelques concessions par mois.",
  points: [
    "Votre coût par vente par source, comparé à celui de votre marché",
    "Où votre budget fuit, en dollars, avant même de signer quoi que ce soit",
    "Une prévision du RCI sur 90 jours pour votre concession",
  ],
  button: "Demander une démo privée",
};
