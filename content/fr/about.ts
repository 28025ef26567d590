// About page content: company stats, founder story, timeline, leadership, values,
// awards, headquarters and company contacts. People, awards and issuers are fictional.

import type { AboutStat, Award, CompanyContact, CompanyValue, FounderStory, Headquarters, Leader, TimelineEntry } from "../about";
import * as en from "../about";
import { figure, twin } from "./localized";

export const aboutStats: AboutStat[] = twin(en.aboutStats, [
  {
    value: figure,
    label: "Concessions servies",
    detail: "Des concessionnaires indépendants, des concessions de marque et des groupes multisites, de Victoria à St. John's.",
  },
  {
    value: figure,
    label: "Dépenses publicitaires inutiles éliminées par nos clients",
    detail: "Le budget que nos clients ont retiré de campagnes qui généraient des clics et des demandes, mais jamais un véhicule vendu.",
  },
  {
    label: "Année de fondation",
    detail: "Constituée à Toronto après une année passée à faire ses preuves auprès d'une poignée de concessionnaires ontariens.",
  },
  {
    value: figure,
    label: "Satisfaction de la clientèle",
    detail: "Part des concessionnaires et des agences qui se disent satisfaits ou très satisfaits de notre plateforme et de notre équipe de soutien.",
  },
]);

export const founderStory: FounderStory = twin(en.founderStory, {
  title: "Une entreprise fondée par des gens qui en avaient assez de deviner",
  paragraphs: [
    "Torque Analytics est née d'une question à laquelle personne, dans la salle d'exposition, ne savait répondre : lesquels de nos dollars publicitaires ont réellement vendu une voiture ? Nos fondateurs avaient passé des années au sein de concessions canadiennes et des agences qui les servent, et ils avaient vu des directeurs généraux approuver des budgets publicitaires mensuels à cinq ou six chiffres en se fiant uniquement à des rapports de clics et à leur instinct.",
    "Les données existaient. Les demandes se trouvaient dans le logiciel de GRC, les ventes dans le système de gestion de concession (DMS), les dépenses dans une douzaine de plateformes publicitaires et de tableaux de bord de places de marché. Mais aucun de ces systèmes ne communiquait avec les autres : personne ne pouvait relier une annonce sur les moteurs de recherche du mardi soir au VUS qui quittait le terrain le samedi, et encore moins au profit brut de cette transaction.",
    "En 2018, nous avons entrepris de régler ce problème dans le cadre d'un mandat de consultation à Toronto. En travaillant le soir avec quelques concessionnaires ontariens, nous avons assemblé à la main leurs exportations de publicité, de demandes et de ventes, et retracé chaque unité vendue jusqu'à la campagne qui l'avait générée. Les résultats étaient dérangeants, et immédiatement utiles : certains des plus gros postes budgétaires des concessions ne produisaient presque rien, tandis que des canaux plus discrets vendaient des voitures sans faire de bruit.",
    "En 2019, les chiffriers ne suffisaient plus à la demande : nous avons fondé Torque Analytics Inc. pour transformer ce travail manuel en plateforme. Aujourd'hui, elle réunit les données de publicité, de demandes, de ventes, de GRC, d'inventaire et de profit dans un seul tableau de bord, et chaque donnée est conservée au Canada.",
    "Notre objectif n'a pas changé depuis ce premier mandat : donner à chaque concessionnaire canadien, de l'indépendant à point de vente unique jusqu'au groupe national, la clarté nécessaire pour investir chaque dollar de marketing là où il vend des voitures.",
  ],
});

export const timeline: TimelineEntry[] = twin(en.timeline, [
  {
    title: "Un mandat de consultation à Toronto",
    text: "Nos fondateurs commencent à associer les dépenses publicitaires aux véhicules vendus pour un petit groupe de concessionnaires ontariens, en rapprochant à la main les exportations des plateformes publicitaires, des logiciels de GRC et des DMS.",
  },
  {
    title: "Fondation de Torque Analytics Inc.",
    text: "Nous constituons l'entreprise à Toronto, embauchons nos premiers ingénieurs et livrons la première connexion automatisée entre les dépenses publicitaires et les données de vente du DMS.",
  },
  {
    title: "Lancement de la plateforme",
    text: "Alors que l'achalandage des salles d'exposition migre en ligne, nous lançons notre tableau de bord unifié et l'attribution au premier contact, au dernier contact et linéaire, pour que les concessionnaires voient quels canaux numériques vendent encore des voitures.",
  },
  {
    title: "Deal Autopsy et attribution multicontact complète",
    text: "Nous lançons Deal Autopsy, notre analyse détaillée transaction par transaction, et ajoutons deux modèles d'attribution : par dépréciation dans le temps et basé sur la position. Les concessionnaires indépendants obtiennent un forfait conçu pour leur budget.",
  },
  {
    title: "Agences et portails en marque blanche",
    text: "Nous lançons notre programme de partenariat pour agences, avec des portails clients en marque blanche, et terminons notre audit SOC 2 Type II, toutes les données des clients étant hébergées au Canada.",
  },
  {
    title: "RCI prédictif et plus de 300 intégrations",
    text: "Nos prévisions de RCI sur 30 à 90 jours arrivent en même temps que les analyses concurrentielles, et notre bibliothèque d'intégrations dépasse les 300 plateformes publicitaires, logiciels de GRC, fournisseurs de DMS et places de marché.",
  },
  {
    title: "Plus de 500 concessions et analyses de l'IA",
    text: "Nous franchissons le cap des 500 concessions servies, lançons les analyses de l'IA et le fil en direct, et ouvrons des bureaux à Calgary et à Montréal pour soutenir les concessionnaires dans les deux langues officielles.",
  },
]);

export const leadership: Leader[] = twin(en.leadership, [
  {
    role: "Présidente-directrice générale et cofondatrice",
    background:
      "Rachel a passé dix ans dans le commerce de détail automobile, en dernier lieu comme directrice du marketing numérique d'un groupe de concessionnaires ontarien à plusieurs concessions, où elle gérait des budgets en publicité sur les moteurs de recherche, sur les médias sociaux et sur les places de marché sans moyen fiable de les relier aux ventes.",
    achievements: [
      "A dirigé en 2018 le mandat de consultation qui est devenu Torque Analytics",
      "A fait passer l'entreprise de trois concessionnaires ontariens à plus de 500 concessions servies",
      "Prononce régulièrement des conférences sur la responsabilisation en marketing lors d'événements d'associations de concessionnaires canadiennes",
    ],
  },
  {
    role: "Chef de la technologie et cofondateur",
    background:
      "Marc-André est un ingénieur de données montréalais qui a bâti des chaînes de traitement d'événements à grande échelle pour des entreprises de technologie publicitaire et de commerce électronique avant de cofonder Torque Analytics pour appliquer la même rigueur aux données des concessions.",
    achievements: [
      "A conçu l'architecture de la plateforme de données derrière nos plus de 300 intégrations",
      "A dirigé les travaux d'ingénierie de notre audit SOC 2 Type II et de l'hébergement des données au Canada",
      "A conçu le moteur d'attribution au cœur de Deal Autopsy",
    ],
  },
  {
    role: "Vice-présidente, réussite client",
    background:
      "Priya s'est jointe à nous après avoir travaillé chez un fournisseur calgarien de logiciels pour concessionnaires, où elle dirigeait l'intégration des concessions de marque dans l'Ouest canadien. Elle dirige aujourd'hui l'intégration, la formation et la gestion de compte de tous les clients de Torque.",
    achievements: [
      "A conçu le guide d'intégration qui permet de configurer un nouveau concessionnaire en 24 à 48 heures",
      "Dirige l'équipe de réussite client à l'origine de notre taux de satisfaction de 99 %",
    ],
  },
  {
    role: "Vice-président, ventes",
    background:
      "Kevin vend depuis plus de 15 ans des logiciels et des services aux concessionnaires canadiens, de l'indépendant à point de vente unique jusqu'aux groupes nationaux, et il a commencé sa carrière sur le plancher de vente d'une concession de marque à Halifax.",
    achievements: [
      "A bâti de toutes pièces notre équipe de ventes aux groupes de concessionnaires et aux grandes entreprises",
      "A conçu la tarification multisite qui récompense les groupes à mesure qu'ils grandissent",
      "Ancien conseiller aux ventes et directeur commercial (financement et assurance), parmi les meilleurs du Canada atlantique",
    ],
  },
  {
    name: "Dre Amara Osei",
    role: "Directrice de la science des données",
    background:
      "Titulaire d'un doctorat en statistique de l'Université de Waterloo, Amara a passé six ans à concevoir des modèles de prévision dans le secteur canadien des services financiers avant de se consacrer au marketing automobile.",
    achievements: [
      "Dirige la modélisation de nos prévisions de RCI sur 30 à 90 jours",
      "A mis au point le cadre de validation à l'origine de notre précision d'attribution de 99,7 %",
      "Supervise les modèles qui alimentent les analyses de l'IA et les analyses concurrentielles",
    ],
  },
  {
    role: "Directeur des partenariats avec les agences",
    background:
      "Jordan a cofondé et dirigé pendant huit ans une agence numérique automobile à Moncton, au service de concessionnaires de l'ensemble des Maritimes, avant de se joindre à Torque pour bâtir le programme de partenariat qu'il aurait aimé avoir.",
    achievements: [
      "A lancé notre programme de partenariat pour agences et nos portails clients en marque blanche",
      "A créé le programme de formation des partenaires de plus de 20 heures",
      "Travaille directement avec les partenaires sur les rapports, la tarification et l'intégration des clients",
    ],
  },
]);

export const values: CompanyValue[] = twin(en.values, [
  {
    title: "Chaque dollar doit rendre des comptes",
    text: "Nous mesurons le marketing aux voitures qu'il vend et au profit brut qu'il rapporte, pas aux clics ni aux impressions. Si un canal ne vend pas de véhicules, nos clients l'apprennent de nous en premier.",
  },
  {
    title: "Les concessionnaires d'abord",
    text: "Nous concevons nos outils pour ceux qui dirigent les concessions : directeurs généraux, concessionnaires et les agences qui les accompagnent. Leurs commentaires orientent notre feuille de route, et leurs résultats sont la mesure de notre propre succès.",
  },
  {
    title: "La confiance se gagne au Canada",
    text: "Les données des clients restent au Canada, sont chiffrées en transit et au repos, et sont protégées par des contrôles audités de façon indépendante selon la norme SOC 2 Type II. Nous ne vendons ni ne partageons jamais les données des concessionnaires.",
  },
  {
    title: "La clarté avant la complexité",
    text: "Les analyses les plus puissantes ne valent rien si personne ne les lit. Nous transformons des millions de données en réponses claires sur lesquelles un directeur des ventes débordé peut agir avant la réunion du lundi.",
  },
]);

export const awards: Award[] = twin(en.awards, [
  {
    title: "Meilleure nouvelle technologie pour concessionnaires",
  },
  {
    title: "Innovation de l'année en analytique marketing",
  },
  {
    title: "Entreprise de logiciels à plus forte croissance, secteur automobile",
  },
  {
    title: "Excellence en attribution marketing",
  },
]);

export const headquarters: Headquarters = twin(en.headquarters, {
  street: "200, rue Bay, bureau 2400",
  province: "Ontario",
  hours: [
    { days: "Du lundi au vendredi", time: "De 8 h à 18 h (heure de l'Est)" },
    { days: "Samedi", time: "De 9 h à 13 h (heure de l'Est)" },
    { days: "Dimanche", time: "Fermé" },
  ],
});

export const companyContacts: CompanyContact[] = twin(en.companyContacts, [
  { label: "Renseignements généraux" },
  { label: "Ventes" },
  { label: "Carrières" },
  { label: "Presse" },
]);

export const visitNote: string =
  "Les visites à notre siège social de Toronto se font sur rendez-vous. Dites-nous qui viendra et ce dont vous aimeriez discuter, et nous réserverons du temps avec les bonnes personnes de nos équipes produit, ventes ou partenariats.";
