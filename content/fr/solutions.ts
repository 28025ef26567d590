// Solutions pages: auto dealerships, marketing agencies, automotive groups and small dealers.
// Figures follow the product spec (pricing, discounts, implementation timelines, security).
// Icons are lucide-react v1 component names. Shared content types live in content/platform.ts.
import type { AgenciesSolution, DealershipsSolution, GroupsSolution, ImplementationWeek, SmallDealerPlan, SmallDealersSolution } from "../solutions";
import * as en from "../solutions";
import { figure, twin } from "./localized";

/* ------------------------------------------------------------------ */
/* Auto dealerships                                                    */
/* ------------------------------------------------------------------ */

export const dealershipsSolution: DealershipsSolution = twin(en.dealershipsSolution, {
  hero: {
    badge: "Pour les concessionnaires automobiles",
    title: "Cessez de deviner quelles publicités font vendre des véhicules",
    subtitle:
      "Torque Analytics relie vos plateformes publicitaires, votre logiciel de GRC, votre système de gestion de concession (DMS) et votre inventaire pour vous montrer le coût, la demande et le profit brut derrière chaque véhicule vendu. Vous investissez ensuite le budget du mois prochain là où il rapporte le plus.",
  },
  problems: [
    {
      title: "Des dépenses impossibles à relier à une vente",
      text: "Google, Meta et les sites d'annonces s'attribuent tous le mérite du même acheteur. Sans lien avec votre DMS, personne ne peut dire quels dollars ont réellement mené à une vente signée.",
    },
    {
      title: "Des données éparpillées dans une douzaine de comptes",
      text: "Votre logiciel de GRC, votre DMS, vos comptes publicitaires et votre outil d'inventaire racontent chacun une histoire différente. Les rapports de fin de mois engloutissent des jours de travail dans les chiffriers et finissent quand même en débat.",
    },
    {
      title: "Des décisions prises un mois trop tard",
      text: "Quand le rapport du mois dernier arrive enfin, le budget est dépensé et les véhicules vieillissants ont encore vieilli. Vous devez savoir ce qui fonctionne cette semaine, pas après coup.",
    },
    {
      title: "Des demandes qui n'aboutissent jamais au bureau des ventes",
      text: "Un suivi trop lent et des demandes laissées sans réponse gaspillent vos dollars publicitaires en silence. Sans visibilité par source sur votre centre de développement des affaires (CDA), la fuite reste invisible.",
    },
  ],
  solutions: [
    {
      title: "Chaque dollar relié à une vente",
      text: "L'attribution en boucle fermée associe les clics publicitaires, les appels et les formulaires remplis aux ventes conclues dans votre DMS, avec le profit brut sur le véhicule et en F et A. Vous voyez le vrai coût par véhicule vendu, canal par canal.",
    },
    {
      title: "Un seul tableau de bord pour toute la concession",
      text: "Publicité, demandes, ventes, GRC, inventaire et profit dans une seule vue en direct, avec des tableaux de bord adaptés au rôle de votre directeur général, de votre directeur marketing et de votre CDA.",
    },
    {
      title: "Une IA qui signale ce qui a changé",
      text: "Chaque jour, les analyses de l'IA et les alertes d'anomalies font ressortir les campagnes qui dépassent leur budget, le suivi défectueux et les sources de demandes négligées, avant qu'ils vous coûtent un mois.",
    },
    {
      title: "Des prévisions sur lesquelles bâtir votre budget",
      text: "Les prévisions de RCI projettent les demandes, les ventes et le profit brut de 30 à 90 jours à l'avance. Vous planifiez vos dépenses en fonction des changements d'année-modèle et des variations saisonnières.",
    },
  ],
  featureGroups: [
    {
      title: "Rendement marketing",
      features: [
        "Attribution multicontact : premier contact, dernier contact, linéaire, dépréciation dans le temps et basé sur la position",
        "Coût par demande, coût par rendez-vous et coût par véhicule vendu, par canal",
        "Suivi du rythme des dépenses et alertes de dépassement de budget",
        "Analyses concurrentielles sur la part de recherche et les prix du marché",
        "Prévisions de RCI pour les 30 à 90 prochains jours",
      ],
    },
    {
      title: "Ventes et CDA",
      features: [
        "Fil en direct des demandes, des rendez-vous et des ventes conclues",
        "Deal Autopsy : chaque point de contact derrière chaque véhicule vendu",
        "Délai de réponse aux demandes et taux de présence aux rendez-vous, par agent",
        "Alertes de demandes non traitées pour votre directeur du CDA",
        "Profit brut sur le véhicule et en F et A, par source de demandes",
      ],
    },
    {
      title: "Inventaire et profit",
      features: [
        "Jours en inventaire et coût publicitaire par véhicule",
        "Alertes d'inventaire vieillissant avec exposition au financement des stocks",
        "Vues des pages de détail du véhicule (PDV) et demandes par véhicule sur AutoTrader.ca, CarGurus et Kijiji Autos",
        "Résultats des véhicules neufs et d'occasion, côte à côte",
        "Rapports hebdomadaires automatisés pour votre équipe de direction",
      ],
    },
  ],
  testimonials: [
    {
      quote:
        "Pour la première fois, mon directeur des ventes et mon directeur marketing regardent le même chiffre. On a découvert 9 000 $ par mois qui allaient à des campagnes qui n'avaient pas vendu une seule voiture depuis l'automne.",
      role: "Directeur général",
    },
    {
      quote:
        "Le tableau de bord du CDA nous a montré que nos demandes Internet de la fin de semaine attendaient plus de quatre heures avant d'obtenir une réponse. On a revu les horaires, et notre taux de présence aux rendez-vous est passé de 48 % à 63 % en six semaines.",
      role: "Directrice du CDA",
    },
    {
      quote:
        "Je peux ouvrir Deal Autopsy sur n'importe quel camion qu'on a vendu et voir la publicité sur le moteur de recherche, la fiche sur le site d'annonces et les deux appels qui ont amené l'acheteur chez nous. C'est comme ça qu'on défend un budget.",
      role: "Concessionnaire",
    },
  ],
  implementationPlan: [
    {
      title: "Connexion et importation",
      tasks: [
        "Appel de démarrage avec votre spécialiste de l'intégration",
        "Connexion des plateformes publicitaires, du logiciel de GRC, du DMS et de l'inventaire par OAuth sécurisé",
        "Importation de 12 à 24 mois de données historiques",
        "Premiers tableaux de bord en ligne en 24 à 48 heures",
      ],
    },
    {
      title: "Validation et attribution",
      tasks: [
        "Rapprochement des véhicules vendus et du profit brut avec votre DMS",
        "Correspondance des sources de demandes et de la nomenclature des campagnes",
        "Choix d'un modèle d'attribution par défaut et revue des autres modèles",
        "Définition des cibles de rythme budgétaire et des seuils d'alerte",
      ],
    },
    {
      title: "Formation de votre équipe",
      tasks: [
        "Configuration des tableaux de bord par rôle pour la direction générale, le marketing et le CDA",
        "Séances de formation en direct pour les directeurs et les agents du CDA",
        "Présentation guidée de Deal Autopsy et des analyses de l'IA",
        "Programmation des rapports hebdomadaires automatisés",
      ],
    },
    {
      title: "Optimisation et bilan",
      tasks: [
        "Premier bilan du RCI après 30 jours avec votre gestionnaire de la réussite client",
        "Repérage des canaux peu rentables et réaffectation du budget",
        "Activation des prévisions sur 30 à 90 jours",
        "Entente sur les indicateurs de réussite du prochain trimestre",
      ],
    },
  ],
  security: [
    {
      title: "Données hébergées au Canada",
      text: "Les données sur vos clients et vos ventes sont stockées dans des centres de données canadiens et traitées conformément à la LPRPDE et aux lois provinciales sur la protection des renseignements personnels, dont la Loi 25 au Québec.",
    },
    {
      text: "Nos contrôles de sécurité, de disponibilité et de confidentialité font l'objet d'un audit indépendant SOC 2 Type II.",
    },
    {
      title: "Chiffrement de bout en bout",
      text: "Un chiffrement de 256 bits en transit et un chiffrement AES-256 au repos protègent chaque donnée, des dépenses publicitaires aux coordonnées de vos clients.",
    },
    {
      title: "Accès selon les rôles",
      text: "Décidez précisément qui voit le profit brut, les données clients et les données financières, grâce à des autorisations par utilisateur et à un historique complet des accès.",
    },
  ],
  cta: {
    title: "Découvrez le vrai RCI marketing de votre concession",
    text: "Commencez un essai gratuit de 30 jours avec toutes les fonctionnalités du forfait Professionnel, sans carte de crédit ni frais d'installation. Ou réservez une démo de 30 minutes : nous vous présenterons une concession comme la vôtre.",
    primary: "Commencer l'essai gratuit",
    secondary: "Réserver une démo",
  },
});

/** French labels for the `week` markers of the implementation plan (the values stay in English). */
export const weekLabels: Record<ImplementationWeek["week"], string> = {
  "Week 1": "Semaine 1",
  "Week 2": "Semaine 2",
  "Week 3": "Semaine 3",
  "Week 4": "Semaine 4",
};

/* ------------------------------------------------------------------ */
/* Marketing agencies                                                  */
/* ------------------------------------------------------------------ */

export const agenciesSolution: AgenciesSolution = twin(en.agenciesSolution, {
  hero: {
    badge: "Pour les agences de marketing",
    title: "Prouvez votre valeur à chaque concession cliente",
    subtitle:
      "Montrez à vos concessionnaires clients les véhicules vendus et le profit brut générés par vos campagnes, pas seulement des clics et des impressions. Gérez tous vos clients dans un seul tableau de bord et produisez des rapports à votre image qui fidélisent vos comptes pendant des années.",
  },
  benefits: [
    {
      title: "Parlez de ventes, pas de clics",
      text: "Connectez le DMS et le logiciel de GRC de chaque client pour que vos rapports affichent le coût par véhicule vendu et le profit brut attribué. C'est la conversation que tous les concessionnaires veulent avoir.",
    },
    {
      title: "Gardez vos clients plus longtemps",
      text: "Quand un concessionnaire voit les ventes que vous avez générées, le renouvellement cesse d'être une négociation. Un RCI transparent transforme des contrats mensuels en partenariats durables.",
    },
    {
      title: "Réduisez le temps consacré aux rapports",
      text: "Les rapports clients automatisés remplacent chaque mois des heures de captures d'écran et de chiffriers. Votre équipe consacre son temps à la stratégie et à la création.",
    },
    {
      title: "Décrochez de nouveaux concessionnaires",
      text: "Présentez-vous à une rencontre de prospection avec une carte thermique du marché et des analyses concurrentielles du secteur de votre client potentiel, et montrez exactement comment vous mesurerez le succès.",
    },
    {
      title: "Touchez une commission sur chaque recommandation",
      text: "Les agences partenaires touchent une commission de 15 à 25 % sur les abonnements recommandés et profitent de remises sur volume allant jusqu'à 40 % sur les comptes qu'elles gèrent.",
    },
  ],
  testimonials: [
    {
      quote:
        "Nous gérons 23 concessionnaires clients en Ontario. Torque nous a donné un seul écran pour tous et des rapports clients qui montrent des voitures vendues. Nous n'avons pas perdu une seule concession depuis le changement.",
      role: "Fondatrice et présidente-directrice générale",
    },
    {
      quote:
        "Le portail en marque blanche a l'air de notre propre produit. Nos concessionnaires se connectent sous notre marque et voient leurs chiffres en direct, et nos chargés de compte consacrent leur temps à la stratégie plutôt qu'aux PDF.",
      role: "Directeur du service à la clientèle",
      city: "Québec",
    },
    {
      quote:
        "Arriver devant un groupe de concessionnaires avec une carte thermique du marché et des analyses concurrentielles pour leur propre ville nous a permis de décrocher un compte de cinq concessions en une seule rencontre.",
      role: "Responsable de la croissance",
    },
  ],
  agencyTools: [
    {
      title: "Portails clients en marque blanche",
      text: "Offrez à chaque concessionnaire un portail à votre logo, à vos couleurs et sur votre domaine. Vos clients consultent leurs tableaux de bord en direct sous votre marque, jamais sous la nôtre.",
    },
    {
      title: "Tableau de bord multiclient",
      text: "Tous vos clients, toutes leurs concessions et tous les canaux dans une seule vue. Repérez le compte qui a besoin d'attention avant que le client vous appelle à ce sujet.",
    },
    {
      title: "Rapports clients automatisés",
      text: "Des rapports hebdomadaires et mensuels à votre image, bâtis à partir de vos modèles et envoyés selon l'horaire prévu, avec les dépenses, les demandes, les véhicules vendus et le RCI dans chacun.",
    },
    {
      title: "Attribution multiclient",
      text: "Appliquez les modèles au premier contact, au dernier contact, linéaire, par dépréciation dans le temps et basé sur la position pour chaque client, et montrez comment vos campagnes contribuent à la vente.",
    },
    {
      title: "Autorisations d'équipe",
      text: "Affectez vos chargés de compte à des clients précis et contrôlez qui peut modifier les tableaux de bord, voir le profit brut ou exporter des données.",
    },
    {
      title: "Plus de 300 intégrations et une API",
      text: "Connectez l'écosystème de chaque client, peu importe son DMS, son logiciel de GRC ou ses plateformes publicitaires, et importez les données dans vos propres outils grâce à notre API ou aux exportations CSV et Excel.",
    },
  ],
  partnerProgram: {
    title: "Programme de partenariat Torque Analytics pour les agences",
    text: "Conçu pour les agences au service des concessionnaires canadiens. Nos partenaires obtiennent de meilleurs tarifs pour leurs clients, une commission récurrente sur leurs recommandations et une équipe qui les aide à vendre et à obtenir des résultats mesurables.",
    perks: [
      "Remises sur volume allant jusqu'à 40 % sur les comptes clients",
      "Commission récurrente de 15 à 25 % sur les abonnements recommandés",
      "Plus de 20 heures de certification et de formation sur le produit",
      "Comarketing : études de cas conjointes, webinaires et présence à des événements",
      "Un gestionnaire de partenariat attitré pour l'intégration, les présentations et les dossiers urgents",
      "Accès anticipé aux nouvelles fonctionnalités et intégrations",
    ],
  },
  cta: {
    title: "Devenez partenaire de Torque Analytics",
    text: "Parlez-nous de votre agence et de vos concessionnaires clients. Nous vous présenterons le tableau de bord multiclient et le portail en marque blanche lors d'une démo de 30 minutes. Vous pouvez aussi joindre notre équipe des partenariats à partners@torqueanalytics.ca.",
    primary: "Réserver une démo partenaire",
    secondary: "Joindre l'équipe des ventes",
  },
});

/* ------------------------------------------------------------------ */
/* Automotive groups                                                   */
/* ------------------------------------------------------------------ */

export const groupsSolution: GroupsSolution = twin(en.groupsSolution, {
  hero: {
    badge: "Pour les groupes automobiles",
    title: "Toutes vos concessions, une seule source de vérité",
    subtitle:
      "Comparez l'efficacité marketing, le profit brut et la rotation des stocks de chaque concession de votre groupe. Regroupez les dépenses et les résultats par marque, par région et par concession, avec une sécurité de niveau entreprise et une disponibilité de 99,99 % garantie par contrat.",
  },
  challenges: [
    {
      title: "Chaque concession présente ses chiffres à sa façon",
      text: "Des logiciels de GRC, des agences et des chiffriers différents : les chiffres du groupe sont assemblés à la main, et on s'y fie rarement.",
    },
    {
      title: "Aucune façon équitable de comparer les concessions",
      text: "Sans attribution uniforme, impossible de savoir si le marketing d'une concession est efficace ou simplement chanceux, et le budget va à celui qui plaide le plus fort.",
    },
    {
      title: "Des véhicules coincés dans la mauvaise concession",
      text: "Des véhicules vieillissent dans une concession alors qu'une concession sœur, à quelques sorties d'autoroute, pourrait les vendre plus vite. Les données existent, mais pas au même endroit.",
    },
    {
      title: "Sécurité et conformité à grande échelle",
      text: "Des centaines d'utilisateurs répartis dans de nombreuses concessions ont besoin du bon accès aux données clients et financières, avec une piste d'audit sur laquelle votre contrôleur et votre responsable de la protection des renseignements personnels peuvent s'appuyer.",
    },
  ],
  solutions: [
    {
      title: "Consolidation à l'échelle du groupe",
      text: "Uniformisez les données de chaque DMS, logiciel de GRC et compte publicitaire dans un seul modèle, puis regroupez les résultats par concession, par marque, par région ou pour l'ensemble du groupe.",
    },
    {
      title: "Comparaison des concessions",
      text: "Classez vos concessions selon le coût par véhicule vendu, le coût marketing en proportion du profit brut, le délai de réponse aux demandes et la rotation des stocks, avec un seul modèle d'attribution pour toutes.",
    },
    {
      title: "Vue de l'inventaire entre les concessions",
      text: "Voyez les véhicules vieillissants, les jours en inventaire et la demande par marché dans toutes vos concessions, et transférez chaque véhicule vers celle qui a le plus de chances de le vendre.",
    },
    {
      title: "L'IA dans tout le groupe",
      text: "Les analyses de l'IA et les alertes d'anomalies couvrent toutes vos concessions à la fois : le siège social apprend qu'une campagne est défaillante ou qu'un budget est dépassé le jour même.",
    },
  ],
  enterpriseFeatures: [
    {
      title: "Authentification unique",
      text: "Authentification unique (SSO) basée sur SAML avec Microsoft Entra ID, Okta et Google Workspace : votre personnel se connecte avec les comptes qu'il possède déjà.",
    },
    {
      title: "Accès selon les rôles",
      text: "Définissez les rôles par concession, par service et par type de données. Un agent du CDA voit ses demandes ; votre directeur financier voit le profit brut de tout le groupe.",
    },
    {
      title: "Journal d'audit",
      text: "Chaque connexion, exportation et modification d'autorisation est consignée et consultable, et les journaux de sécurité sont conservés pendant un an.",
    },
    {
      title: "Consolidation multiconcession",
      text: "Concessions et utilisateurs illimités, avec regroupement par concession, par marque, par région et par groupe, et exploration jusqu'à une vente précise.",
    },
    {
      title: "Exportations sur mesure vers votre entrepôt de données",
      text: "Exportations programmées de données nettoyées et jumelées vers votre propre entrepôt de données, plus un accès complet à l'API et des téléchargements CSV ou Excel.",
    },
    {
      title: "Disponibilité de 99,99 % pour les entreprises",
      text: "Les ententes du forfait Entreprise comprennent un engagement de disponibilité de 99,99 %, avec une surveillance jour et nuit et des données hébergées au Canada.",
    },
  ],
  successStories: [
    {
      result: "Coût marketing par véhicule vendu réduit de 27 % à l'échelle du groupe en deux trimestres",
      quote:
        "On compare enfin nos neuf concessions avec le même modèle d'attribution. Deux d'entre elles dépensaient deux fois plus par vente que les autres, et maintenant on sait pourquoi.",
      role: "Vice-présidente, marketing",
    },
    {
      result: "Durée moyenne en inventaire des véhicules d'occasion ramenée de 58 à 41 jours dans l'ensemble du groupe",
      quote:
        "La vue de l'inventaire entre les concessions a changé notre façon de gérer les véhicules d'occasion. On transfère les véhicules là où ils se vendent, et nos coûts de financement des stocks le montrent.",
      role: "Chef de l'exploitation",
    },
    {
      result: "Quatre rapports d'agence remplacés par un seul tableau de bord de groupe, et 30 heures économisées par mois",
      quote:
        "Notre contrôleur, notre responsable marketing et chaque directeur général regardent maintenant les mêmes chiffres. La fin de mois nous demandait une semaine de rapprochements. Maintenant, ça prend un après-midi.",
      role: "Concessionnaire",
    },
  ],
  implementationPhases: [
    {
      title: "Découverte et audit des données",
      duration: "2 à 3 semaines",
      text: "Nous répertorions le DMS, le logiciel de GRC, les comptes publicitaires et les agences de chaque concession, vérifions la qualité des données et convenons avec vous d'un modèle d'attribution commun à tout le groupe et de la définition des indicateurs clés de performance (ICP).",
    },
    {
      title: "Intégration et migration",
      duration: "3 à 4 semaines",
      text: "Nous connectons tous les systèmes, importons de 12 à 24 mois d'historique par concession, configurons l'authentification unique et les rôles, et rapprochons les résultats avec votre DMS.",
    },
    {
      title: "Déploiement et formation",
      duration: "6 à 8 semaines",
      text: "Les concessions sont mises en ligne par vagues, avec des tableaux de bord par rôle et une formation pratique pour la haute direction, les directeurs généraux, les équipes marketing et les CDA.",
    },
    {
      title: "Optimisation",
      duration: "En continu",
      text: "Votre équipe de réussite client attitrée mène des bilans d'affaires trimestriels, ajuste les prévisions et les alertes, et vous aide à réaffecter le budget dans l'ensemble du groupe.",
    },
  ],
  enterpriseBenefits: [
    { value: "Jusqu'à 60 %", label: "Remise sur volume pour les entreprises" },
    { value: figure, label: "Disponibilité garantie par contrat" },
    { value: "Illimités", label: "Concessions et utilisateurs" },
    { value: "12 à 24 mois", label: "Données historiques importées par concession" },
  ],
  cta: {
    title: "Obtenez une vue d'ensemble des résultats de votre groupe",
    text: "Parlez de vos concessions, de vos systèmes et de vos objectifs à notre équipe des grands comptes. Nous préparerons un plan et des tarifs sur mesure pour votre groupe.",
    primary: "Réserver une consultation",
    secondary: "Joindre l'équipe des ventes",
  },
});

/* ------------------------------------------------------------------ */
/* Small dealers                                                       */
/* ------------------------------------------------------------------ */

export const smallDealersSolution: SmallDealersSolution = twin(en.smallDealersSolution, {
  hero: {
    badge: "Pour les indépendants et les petits concessionnaires",
    title: "Les analyses marketing des grands, au prix des petits",
    subtitle:
      "Vous n'avez pas de service marketing : chaque dollar doit compter. Torque Analytics vous montre quelles publicités et quelles annonces vendent vraiment vos véhicules, à partir de 147 $ par mois.",
  },
  challenges: [
    {
      title: "Chaque dollar compte",
      text: "Avec un budget serré, un mois gaspillé sur le mauvais site d'annonces ou la mauvaise campagne fait mal. Vous devez savoir ce qui fonctionne avant de renouveler.",
    },
    {
      title: "Pas le temps pour les chiffriers",
      text: "Entre la vente, l'évaluation des véhicules d'échange et la gestion de la cour, personne n'a d'heures à passer à extraire des rapports de cinq comptes différents.",
    },
    {
      title: "Rivaliser avec les grands groupes",
      text: "Les groupes franchisés du coin ont des analystes et des agences. Vous avez besoin des mêmes renseignements sans agrandir votre équipe.",
    },
    {
      title: "Des fournisseurs juges et parties",
      text: "Chaque plateforme publicitaire et chaque site d'annonces affirme être votre meilleure source. Sans vos propres chiffres, impossible de savoir qui a raison.",
    },
  ],
  testimonials: [
    {
      quote:
        "On est une cour de 60 véhicules avec trois vendeurs. Torque nous a montré que Kijiji Autos et nos publicités Facebook vendaient deux fois plus de véhicules par dollar qu'un forfait d'annonces qu'on payait depuis 2019. On l'a annulé et on a mis l'argent dans l'inventaire.",
      role: "Propriétaire",
    },
    {
      quote:
        "Je l'ai configuré un mardi soir et j'avais mon premier tableau de bord le jeudi matin. C'est le premier outil que j'achète que toute mon équipe ouvre vraiment chaque jour.",
      role: "Directeur général",
    },
    {
      quote:
        "Le rapport hebdomadaire me dit en deux minutes d'où viennent mes demandes et lesquelles ont mené à un achat. Pour une petite concession, c'est tout ce qu'il me faut pour prendre la bonne décision.",
      role: "Copropriétaire",
    },
  ],
  features: [
    {
      title: "Un tableau de bord simple",
      text: "Dépenses publicitaires, demandes, ventes et profit sur un seul écran, conçu pour les propriétaires qui veulent des réponses, pas un autre outil compliqué.",
    },
    {
      title: "Coût par véhicule vendu",
      text: "Voyez ce que chaque véhicule vous a réellement coûté à vendre, par source, de Facebook et Google jusqu'à AutoTrader.ca, CarGurus et Kijiji Autos.",
    },
    {
      title: "Résumé hebdomadaire par courriel",
      text: "Un résumé en termes simples de ce qui s'est vendu, d'où venaient les acheteurs et de ce qu'il faut changer la semaine prochaine, livré dans votre boîte de réception.",
    },
    {
      title: "Alertes d'inventaire vieillissant",
      text: "Sachez quels véhicules restent trop longtemps dans la cour et quelles annonces ne sont pas consultées, pour revoir le prix ou en faire la promotion avant qu'ils vous coûtent plus cher.",
    },
    {
      title: "En ligne en 24 à 48 heures",
      text: "Connectez vos comptes publicitaires, vos sites d'annonces et votre DMS ou votre logiciel de GRC en quelques minutes. Nous nous occupons de la configuration, sans frais d'installation.",
    },
    {
      title: "Campagnes Facebook Messenger",
      text: "Demandez des campagnes publicitaires Messenger pour des véhicules précis à partir du Centre de demandes marketing, et laissez l'IA choisir les véhicules les plus susceptibles de se vendre.",
    },
  ],
  plan: {
    name: "Petit concessionnaire",
    offer: "50 % de rabais sur vos 3 premiers mois",
    guarantee: "Garantie de remboursement si votre RCI ne s'améliore pas en 60 jours",
    features: [
      "Jusqu'à 5 canaux marketing",
      "Une seule concession",
      "Jusqu'à 1 000 demandes par mois",
      "Plus de 10 intégrations essentielles",
      "Rapports de base sur le RCI et les sources de demandes",
      "Résumé hebdomadaire par courriel",
      "Soutien par courriel avec réponse en moins de 24 heures",
      "Aucuns frais d'installation, annulation en tout temps",
    ],
  },
  communityResources: [
    {
      title: "Blogue marketing pour concessionnaires",
      text: "Des articles pratiques sur l'attribution, les rapports et la façon de tirer le maximum de chaque dollar publicitaire.",
    },
    {
      title: "Calculateur de RCI",
      text: "Estimez en moins de deux minutes ce qu'un meilleur suivi pourrait rapporter à votre concession.",
    },
    {
      title: "Guide de formation Facebook Messenger",
      text: "Un guide étape par étape pour demander des campagnes Messenger pour votre inventaire.",
    },
    {
      title: "Foire aux questions",
      text: "Des réponses claires sur les tarifs, la mise en place, les intégrations, la sécurité des données et l'essai gratuit.",
    },
  ],
  cta: {
    title: "Vendez plus de véhicules avec le budget que vous avez déjà",
    text: "Réservez une démo de 30 minutes et voyez ce que ça donne avec vos propres chiffres. Le forfait Petit concessionnaire coûte 147 $ par mois, avec 50 % de rabais sur vos 3 premiers mois et une garantie de remboursement si votre RCI ne s'améliore pas en 60 jours.",
    primary: "Réserver une démo",
    secondary: "Commencer l'essai gratuit",
  },
});

/** French display forms of the small-dealer plan's literal `price` and `period` (the values stay in English). */
const { price } = en.smallDealersSolution.plan;
export const priceLabels: Record<SmallDealerPlan["price"], string> = { [price]: figure(price) };

export const periodLabels: Record<SmallDealerPlan["period"], string> = {
  "/month": "/mois",
};
