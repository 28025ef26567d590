// The home page's copy and fixed figures (spec sections 2 and 9). All figures are marketing copy.
import * as en from "../home";
import { figure, type Localized, twin } from "./localized";

export const hero = twin<Localized<typeof en.hero>>(en.hero, {
  eyebrow: "Analytique sur invitation pour les concessionnaires canadiens",
  // The headline 'Stop Guessing. Start Dominating.', in two lines.
  titleLead: "Cessez de deviner.",
  titleAccent: "Commencez à dominer.",
  subtitle:
    "Torque Analytics relie chaque dollar publicitaire à la voiture qu'il a vendue. Les analyses de l'IA, l'attribution en direct et les prévisions du RCI donnent à votre concession la réponse à la seule question qui compte : quel marketing fait vraiment sortir les véhicules du terrain ?",
  trustBadges: [{ label: "Certifié SOC 2 Type II" }, { label: "Sécurité de niveau entreprise" }, { label: "Plus de 500 concessionnaires d'élite" }],
  cta: "Obtenir une démo exclusive",
  scarcity: "Places limitées",
});

// The animated mock dashboard card in the hero.
export const heroDashboard = twin<Localized<typeof en.heroDashboard>>(en.heroDashboard, {
  title: "Résultats en direct",
  store: "GTA Auto Group · 4 concessions",
  metrics: [
    { label: "Croissance", value: figure, trend: "par rapport au trimestre précédent" },
    { label: "Demandes chaudes", trend: "prêtes à acheter" },
    { label: "Précision de l'IA", value: figure, trend: "taux de justesse des prévisions" },
    { label: "Chiffre d'affaires", value: figure, trend: "attribué ce mois-ci" },
  ],
  targetNote: "Objectif mensuel atteint dans 3 min au rythme actuel",
  intelligence: [
    "Dépenses de recherche des concurrents en hausse de 18 % à Mississauga cette semaine",
    "Demande de VUS d'occasion en hausse à Vaughan : 41 consultations de PDV par heure",
    "Déplacez 4 200 $ de l'affichage vers la recherche pour protéger votre coût par vente",
  ],
});

export const features = twin<Localized<typeof en.features>>(en.features, {
  title: "Chaque dollar, chaque demande, chaque vente. Un seul tableau de bord.",
  subtitle:
    "Vos plateformes publicitaires, votre logiciel de GRC, votre système de gestion de concession (DMS) et votre inventaire parlent enfin le même langage. Torque les réunit pour que vous voyiez le coût par vente, le profit brut par véhicule et le RCI par source, pas seulement des clics.",
  items: [
    {
      title: "Analyses de l'IA",
      text: "Des conseils en langage clair chaque matin : où ajouter du budget, quoi mettre en pause, quels véhicules ont besoin de visibilité.",
    },
    {
      title: "Fil en direct",
      text: "Les demandes, les rendez-vous et les ventes conclues s'affichent en temps réel, chacun associé à la campagne qui l'a généré.",
    },
    { text: "Explorez n'importe quelle vente conclue pour voir chaque point de contact qui y a mené, de la première recherche au contrat de vente signé." },
    {
      title: "Prévisions du RCI",
      text: "Des prévisions de demandes, de ventes et de rendement sur 30 à 90 jours, pour engager votre budget avant que le mois soit perdu.",
    },
    {
      title: "Attribution multicontact",
      text: "Modèles au premier contact, au dernier contact, linéaire, par dépréciation dans le temps et basé sur la position, côte à côte sur vos propres données de ventes.",
    },
    {
      title: "Analyses concurrentielles",
      text: "Voyez quand vos concurrents augmentent leurs dépenses dans vos codes postaux et quels modèles ils mettent de l'avant.",
    },
    {
      title: "Portails clients en marque blanche",
      text: "Les agences offrent à chaque concessionnaire client un portail à leur image, avec résultats en direct et rapports automatisés.",
    },
    {
      title: "Plus de 300 intégrations",
      text: "Plateformes publicitaires, logiciels de GRC, DMS et places de marché se connectent par OAuth sécurisé en quelques minutes, pas en quelques mois.",
    },
  ],
});

// Spec section 2: the heatmap's six fixed markets (x and y on a 400 x 240 map of Canada).
export const heatmapMarkets: typeof en.heatmapMarkets = twin(en.heatmapMarkets, [{}, { city: "Montréal" }, {}, {}, {}, {}]);

export const dataStream = twin<Localized<typeof en.dataStream>>(en.dataStream, {
  title: "Votre marché, en direct.",
  subtitle:
    "Une carte thermique qui montre d'où viennent vos demandes et où elles se convertissent, avec un fil de chaque demande, de chaque rendez-vous et de chaque vente dès leur arrivée.",
  tickerTitle: "Fil en direct",
  tickerSummary: [{ value: figure, label: "demandes ce mois-ci" }, { label: "ventes attribuées" }, { value: figure, label: "coût par demande" }],
  // The ticker cycles through these; illustrative events, not real customers.
  ticker: [
    { text: "Honda CR-V EX-L 2024 vendu", detail: "Google Ads · 3 140 $ de profit brut" },
    { city: "Montréal", text: "Nouvelle demande : Toyota RAV4 Hybride", detail: "Meta · campagne en français" },
    { text: "Rendez-vous fixé : F-150 Lariat", detail: "AutoTrader.ca · CDA" },
    { text: "Hyundai Ioniq 5 2025 vendu", detail: "Recherche · 2 480 $ de profit brut" },
    { text: "Évaluation d'un véhicule d'échange demandée", detail: "Clavardage du site Web" },
    { text: "Nouvelle demande : Ram 1500 Big Horn" },
    { text: "Demande téléphonique cotée « chaude »", detail: "Suivi des appels · appel de 6 min" },
    { city: "Montréal", text: "Mazda CX-5 GS 2023 vendu", detail: "TikTok · 1 960 $ de profit brut" },
  ],
});

export const insights = twin<Localized<typeof en.insights>>(en.insights, {
  title: "Des analyses stratégiques, pas un rapport de plus.",
  subtitle:
    "Toutes les heures, la plateforme lit vos données réunies et vous dit ce qui a changé, pourquoi et quoi faire ensuite, montants en dollars à l'appui.",
  items: [
    {
      title: "Déplacez 6 800 $ de l'affichage vers la recherche de marque",
      text: "L'affichage a généré 2 % des ventes conclues le mois dernier, à 4 fois votre coût par vente moyen. La recherche de marque plafonne faute de budget la fin de semaine.",
    },
    {
      tag: "Inventaire",
      title: "14 véhicules franchiront le cap des 60 jours la semaine prochaine",
      text: "Mettez-les en vedette dès maintenant dans Marketplace et en reciblage sur les PDV ; des véhicules semblables se sont vendus en 11 jours lorsqu'ils ont été mis en avant tôt.",
    },
    {
      title: "TikTok contribue à 1 vente sur 5 sans jamais en recevoir le mérite",
      text: "Avec l'attribution basée sur la position, les campagnes de vidéos courtes amorcent 21 % des parcours qui se concluent par la recherche.",
    },
  ],
  models: ["Premier contact", "Dernier contact", "Linéaire", "Dépréciation dans le temps", "Basé sur la position"],
  forecast: { label: "Prévision du RCI sur 90 jours" },
});

export const integrations = twin<Localized<typeof en.integrations>>(en.integrations, {
  title: "S'intègre sans effort à :",
  note: "Et plus de 300 autres plateformes publicitaires, logiciels de GRC, DMS et places de marché.",
});

export const credibility = twin<Localized<typeof en.credibility>>(en.credibility, {
  title: "Des résultats que les concessionnaires lisent deux fois.",
  subtitle: "Chiffres mesurés chez les clients de Torque. Les vôtres seront dans votre propre tableau de bord moins de 48 heures après la connexion.",
  counters: [
    { suffix: " %", label: "RCI moyen en 90 jours" },
    { prefix: "Plus de ", suffix: "", label: "Concessionnaires d'élite" },
    { prefix: "Plus de ", suffix: " M $", label: "Dépenses publicitaires gérées" },
    { suffix: " %", label: "Disponibilité de la plateforme" },
  ],
  rating: { score: figure, text: "note moyenne attribuée par les concessionnaires et les directeurs généraux" },
  testimonials: [
    {
      quote:
        "Nous avons retranché 23 000 $ par mois de campagnes qui paraissaient très bien dans le rapport de l'agence, mais qui ne vendaient rien. Notre coût par vente a baissé de 31 % en un trimestre.",
      role: "Concessionnaire",
      city: "Oakville (Ontario)",
    },
    {
      quote: "Deal Autopsy a réglé en une seule réunion du lundi un débat qui opposait les ventes et le marketing depuis deux ans.",
      role: "Directrice du marketing",
      city: "Laval (Québec)",
    },
    {
      quote:
        "Notre CDA voit enfin quelles sources concluent des ventes. Nous avons réaffecté nos dépenses dès la deuxième semaine et connu le meilleur mois de mars de notre histoire.",
      role: "Directeur général",
      city: "Calgary (Alberta)",
    },
  ],
});

export const about = twin<Localized<typeof en.about>>(en.about, {
  title: "Conçu à Toronto pour les concessionnaires canadiens.",
  text: "Fondée en 2019 par un spécialiste du marketing automobile et un ingénieur de données las de deviner, Torque Analytics sert aujourd'hui plus de 500 concessions au sein de plus de 50 groupes de concessionnaires, des concessions indépendantes de Regina jusqu'aux groupes nationaux. Vos données sont hébergées au Canada, chiffrées de bout en bout et jamais vendues.",
  points: [
    { label: "Données hébergées au Canada" },
    { label: "Audité SOC 2 Type II" },
    { label: "Soutien bilingue, en français et en anglais" },
    { label: "Plus de 50 groupes de concessionnaires clients" },
  ],
});

export const contact = twin<Localized<typeof en.contact>>(en.contact, {
  title: "Demandez une démo privée",
  subtitle:
    "Une présentation de 30 minutes sur les données de votre propre marché, avec un spécialiste du secteur automobile. Nous répondons en moins de 24 heures et n'accueillons que quelques concessions par mois.",
  points: [
    "Votre coût par vente par source, comparé à celui de votre marché",
    "Où votre budget fuit, en dollars, avant même de signer quoi que ce soit",
    "Une prévision du RCI sur 90 jours pour votre concession",
  ],
  button: "Demander une démo privée",
});
