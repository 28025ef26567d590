// Platform pages: AI analytics, dashboards, ROI tracking and integrations.
// Figures follow the product spec (300+ integrations, 340% average ROI within 90 days,
// 500+ dealerships, 200+ dealerships on AI insights, $150M+ ad spend, 99.7% attribution
// accuracy, 30-90 day forecasts), written "plus de 300". Icons are lucide-react v1 component names.
import type { AiAnalyticsPage, DashboardsPage, IntegrationStatus, IntegrationsPage, RoiTrackingPage, SyncCadence } from "../platform";
import * as en from "../platform";
import { figure, twin } from "./localized";

/* ------------------------------------------------------------------ */
/* AI analytics                                                        */
/* ------------------------------------------------------------------ */

export const aiAnalyticsPage: AiAnalyticsPage = twin(en.aiAnalyticsPage, {
  hero: {
    badge: "Analytique fondée sur l'IA",
    title: "Un analyste qui lit chaque vente, chaque clic et chaque demande, tous les jours",
    subtitle:
      "L'IA de Torque Analytics surveille jour et nuit vos plateformes publicitaires, votre logiciel de GRC, votre système de gestion de concession (DMS) et votre inventaire, puis vous explique en termes clairs ce qui a changé, pourquoi c'est important et quoi faire, avant même la réunion des ventes du lundi.",
  },
  stats: [
    { value: figure, label: "Concessionnaires canadiens qui agissent selon les analyses de l'IA" },
    { value: "30 à 90 jours", label: "Horizon des prévisions de RCI" },
    { value: figure, label: "RCI moyen en 90 jours" },
    { value: figure, label: "Précision de l'attribution" },
  ],
  capabilities: [
    {
      title: "Analyses de l'IA",
      text: "Chaque matin, l'IA classe ce qui a bougé pendant la nuit : les canaux dont le coût par vente monte ou baisse, les campagnes qui alimentent l'inventaire vieillissant, les sources de demandes que votre centre de développement des affaires (CDA) néglige. Chaque analyse chiffre l'effet en dollars et propose une action.",
    },
    {
      title: "Prévisions de RCI",
      text: "Prévoyez les demandes, les ventes et le profit brut à 30, 60 et 90 jours, par canal, à partir de votre propre historique et de la saisonnalité. Testez un transfert de budget avant de le faire et voyez le rendement projeté en dollars canadiens.",
    },
    {
      title: "Alertes d'anomalies",
      text: "Soyez averti dans l'heure qui suit toute défaillance : une balise de suivi cesse de se déclencher, le coût par demande double, une campagne dépasse son budget ou une source de demandes se tait. Les alertes joignent la bonne personne par courriel, par texto ou dans Slack.",
    },
    {
      title: "Analyses concurrentielles",
      text: "Comparez vos prix, la composition de votre inventaire et votre part de recherche avec celles des concessions de votre marché, et voyez où vos concurrents font monter les enchères sur vos mots clés, pour réagir avec des données plutôt qu'à l'aveugle.",
    },
    {
      text: "Ouvrez n'importe quelle vente conclue et voyez son histoire complète : chaque contact publicitaire, visite du site Web, appel, clavardage et visite en salle d'exposition, plus le profit brut sur le véhicule et en F et A. L'IA indique quels contacts ont réellement fait avancer l'acheteur.",
    },
    {
      title: "Posez vos questions en langage courant",
      text: "Tapez « Quelles campagnes ont vendu le plus de camions d'occasion le mois dernier ? » ou « Combien nous a coûté un véhicule vendu sur Meta au 3e trimestre ? » et obtenez en quelques secondes un graphique et une réponse claire, sans générateur de rapports.",
    },
  ],
  howItWorks: [
    {
      title: "Connectez vos données",
      text: "Reliez vos comptes publicitaires, votre logiciel de GRC, votre DMS et vos flux d'inventaire en moins d'une heure. Nous importons de 12 à 24 mois d'historique pour que les modèles partent de vos ventes réelles, pas des moyennes de l'industrie.",
    },
    {
      title: "L'IA apprend à connaître votre concession",
      text: "Les modèles cartographient votre saisonnalité, vos délais entre la demande et la vente, votre profit brut par source et votre rotation des stocks, puis établissent ce qui est normal pour chaque concession.",
    },
    {
      title: "Agissez selon des analyses classées",
      text: "Les analyses arrivent classées selon leur effet en dollars, preuves à l'appui. Approuvez un transfert de budget, envoyez-le à votre agence ou examinez les ventes sur lesquelles il repose.",
    },
  ],
  sampleInsights: [
    {
      title: "Le reciblage Meta vend trois fois plus que la prospection sur les VUS d'occasion",
      detail:
        "Au cours des 21 derniers jours, le reciblage a produit 11 ventes de VUS d'occasion à 412 $ par vente, contre 4 ventes à 1 180 $ par vente pour la prospection. Déplacer 2 500 $ de la prospection vers le reciblage maintient quand même la prospection au-dessus de sa portée hebdomadaire minimale.",
      impact: "+14 600 $ de profit brut projeté au cours des 30 prochains jours",
    },
    {
      title: "Le coût par véhicule vendu sur Google Search a bondi de 41 % depuis mardi",
      detail:
        "Une concession concurrente s'est mise à miser sur vos mots clés de marque, et votre groupe d'annonces « véhicules d'occasion certifiés » a perdu 38 % de part d'impressions. Le suivi des conversions fonctionne bien : la cause est la pression dans les enchères, pas une balise défectueuse.",
      impact: "Environ 3 200 $ de dépenses mensuelles à risque",
    },
    {
      title: "Six camions vieillissants vous coûtent 61 $ par jour en financement des stocks",
      detail:
        "Six camionnettes en inventaire depuis plus de 75 jours n'ont eu aucune visibilité payante depuis deux semaines. Des véhicules semblables se sont vendus en 19 jours en moyenne une fois mis en vedette sur AutoTrader.ca et dans les publicités d'inventaire Meta.",
      impact: "Environ 8 900 $ de frais de financement des stocks et de possession évitables ce trimestre",
    },
  ],
  cta: {
    title: "Voyez ce que l'IA trouve dans votre concession",
    text: "Réservez une démo de 30 minutes : nous vous présenterons des analyses en direct pour une concession comme la vôtre. Ou commencez un essai gratuit de 30 jours avec toutes les fonctionnalités du forfait Professionnel, sans carte de crédit.",
    primary: "Réserver une démo",
    secondary: "Commencer l'essai gratuit",
  },
});

/* ------------------------------------------------------------------ */
/* Dashboards                                                          */
/* ------------------------------------------------------------------ */

export const dashboardsPage: DashboardsPage = twin(en.dashboardsPage, {
  hero: {
    badge: "Tableaux de bord en temps réel",
    title: "Un seul écran pour chaque dollar, chaque demande et chaque vente de votre concession",
    subtitle:
      "Publicité, demandes, ventes, GRC, inventaire et profit, réunis dans un seul tableau de bord en direct. Chaque rôle obtient la vue dont il a besoin, et tout le monde travaille avec les mêmes chiffres.",
  },
  views: [
    {
      title: "Directeur général",
      audience: "Pour les directeurs généraux qui gèrent le quotidien",
      text: "Toute la concession en un coup d'œil : véhicules vendus et profit brut par rapport aux objectifs, coût marketing par vente, flux de demandes par source et inventaire vieillissant qui demande votre attention aujourd'hui.",
      highlights: [
        "Véhicules, profit brut et rythme par rapport à l'objectif depuis le début du mois",
        "Coût par véhicule vendu, par canal",
        "Inventaire vieillissant et exposition au financement des stocks",
      ],
    },
    {
      title: "Directeur marketing",
      audience: "Pour les responsables marketing internes et leurs agences",
      text: "Dépenses, demandes et ventes par canal, par campagne et par publicité, avec l'attribution multicontact pour défendre chaque ligne du budget et déplacer des fonds en cours de mois en toute confiance.",
      highlights: [
        "Cinq modèles d'attribution côte à côte",
        "Suivi du rythme des dépenses et alertes de dépassement",
        "RCI par campagne relié aux ventes du DMS",
      ],
    },
    {
      title: "Directeur du CDA",
      audience: "Pour les équipes du centre de développement des affaires (CDA) et des ventes Internet",
      text: "Délai de réponse, taux de contact, rendez-vous pris et honorés, et ventes par agent et par source : vous savez qui accompagner, et sur quelles demandes.",
      highlights: [
        "Classement des délais de réponse aux demandes",
        "Taux de rendez-vous pris, honorés et conclus",
        "Demandes non traitées signalées en temps réel",
      ],
    },
    {
      title: "Concessionnaire et groupe",
      audience: "Pour les propriétaires et les groupes de plusieurs concessions",
      text: "Regroupez toutes vos concessions dans une seule vue et comparez-les selon l'efficacité marketing, le profit brut et la rotation des stocks. Passez des totaux du groupe à une vente précise en trois clics.",
      highlights: [
        "Consolidation et classement de plusieurs concessions",
        "Coût marketing en proportion du profit brut pour tout le groupe",
        "Rapports de tendances mensuels et trimestriels",
      ],
    },
  ],
  widgets: [
    {
      title: "Fil en direct",
      text: "Les demandes, les rendez-vous et les ventes conclues s'affichent au moment où ils se produisent, chacun avec sa source : toute l'équipe des ventes voit ce qui fonctionne en ce moment.",
    },
    {
      title: "Carte thermique du marché",
      text: "Voyez où habitent vos acheteurs par code postal, où vos publicités les atteignent et où les concessions concurrentes gagnent des parts dans votre territoire.",
    },
    {
      title: "RCI par source",
      text: "Dépenses, demandes, ventes, profit brut et RCI de chaque source de demandes dans un seul tableau, de Google Ads et Meta jusqu'à AutoTrader.ca, aux recommandations et aux clients qui se présentent sans rendez-vous.",
    },
    {
      title: "Rendement de l'inventaire",
      text: "Jours en inventaire, vues des pages de détail du véhicule (PDV), demandes et coût publicitaire par véhicule : vous savez lesquels ont besoin d'un nouveau prix et lesquels ont besoin de plus de visibilité.",
    },
    {
      text: "Comparez côte à côte les modèles au premier contact, au dernier contact, linéaire, par dépréciation dans le temps et basé sur la position, et voyez le mérite que chaque canal obtient dans chacun.",
    },
    {
      text: "Cliquez sur n'importe quelle vente conclue pour voir tout le parcours de l'acheteur, chaque point de contact de la première publicité jusqu'au contrat de vente signé, avec le profit brut sur le véhicule et en F et A.",
    },
  ],
  featureBullets: [
    "Données actualisées aux 15 minutes, avec les demandes et les ventes en temps réel dans le fil en direct",
    "Mises en page personnalisables par glisser-déposer, enregistrées par utilisateur, par rôle et par concession",
    "Filtres par période, concession, véhicule neuf ou d'occasion, marque, modèle et source de demandes",
    "Rapports hebdomadaires et mensuels programmés, envoyés par courriel",
    "Exportations CSV et Excel, plus un accès complet à l'API",
    "Vues adaptées au mobile pour le bureau des ventes, la salle d'exposition et la route",
    "Autorisations selon les rôles : chacun voit seulement ce qu'il doit voir",
    "Annotations pour marquer les changements de prix, les promotions et les lancements de campagnes sur chaque graphique",
  ],
  cta: {
    title: "Réunissez tous les chiffres de votre concession au même endroit",
    text: "Lors d'une démo de 30 minutes, nous bâtirons un exemple de tableau de bord pour vos concessions. La plupart des concessionnaires sont en ligne dans les 24 à 48 heures suivant la connexion de leurs comptes.",
    primary: "Réserver une démo",
    secondary: "Commencer l'essai gratuit",
  },
});

/* ------------------------------------------------------------------ */
/* ROI tracking                                                        */
/* ------------------------------------------------------------------ */

export const roiTrackingPage: RoiTrackingPage = twin(en.roiTrackingPage, {
  hero: {
    badge: "Suivi du RCI marketing",
    title: "Sachez exactement quels dollars font vendre des véhicules",
    subtitle:
      "Torque Analytics relie chaque dollar publicitaire aux ventes qu'il a générées et au profit brut qu'elles ont rapporté, pour chaque canal, chaque campagne et chaque concession. Cessez de rendre compte des clics : rendez compte du profit.",
  },
  stats: [
    { value: figure, label: "RCI moyen en 90 jours" },
    { value: figure, label: "Dépenses publicitaires suivies" },
    { value: figure, label: "Concessionnaires partout au Canada" },
    { value: figure, label: "Précision de l'attribution" },
  ],
  features: [
    {
      title: "Attribution en boucle fermée",
      text: "Les demandes de votre logiciel de GRC sont associées automatiquement aux ventes conclues dans votre système de gestion de concession (DMS) : le RCI se mesure sur des ventes et un profit brut réels, pas sur des formulaires remplis ou des conversions déclarées par les plateformes.",
    },
    {
      title: "Cinq modèles d'attribution",
      text: "Passez d'un modèle à l'autre (premier contact, dernier contact, linéaire, dépréciation dans le temps, basé sur la position) pour voir comment le mérite se répartit sur le long parcours multicanal d'un acheteur de véhicule canadien.",
    },
    {
      title: "Coût par véhicule vendu",
      text: "Suivez le vrai coût par vente par canal, par campagne, pour le neuf ou l'occasion et par gamme de modèles, puis comparez vos concessions côte à côte pour voir où le budget rapporte le plus.",
    },
    {
      title: "Prévoyez avant de dépenser",
      text: "Les prévisions de RCI projettent les demandes, les ventes et le profit brut de 30 à 90 jours à l'avance, pour tester un transfert de budget avant d'engager un seul dollar.",
    },
  ],
  roiDisplay: {
    title: "RCI par canal, une seule concession",
    label: "À titre indicatif",
    period: "30 derniers jours",
    columns: {
      channel: "Canal",
      spend: "Dépenses publicitaires",
      sales: "Véhicules vendus",
      revenue: "Profit brut attribué",
      roi: "RCI",
    },
    note: "Chiffres fictifs pour une seule concession, en dollars canadiens. Le profit brut attribué est le profit brut sur le véhicule et en F et A des véhicules vendus crédités à chaque canal ; RCI = (profit brut attribué − dépenses publicitaires) / dépenses publicitaires.",
  },
  testimonials: [
    {
      quote:
        "On dépensait près de 40 000 $ par mois et nos rapports parlaient de clics. Dès le premier trimestre, on a coupé deux canaux qui n'avaient jamais vendu une voiture et on a mis l'argent dans les moteurs de recherche et AutoTrader.ca. Même budget, 22 véhicules de plus par mois.",
      role: "Directeur général",
    },
    {
      quote:
        "Deal Autopsy a changé notre façon de travailler avec notre agence. Au lieu de débattre de qui a les bons chiffres, on ouvre la vente et on regarde chaque contact ensemble. Notre rencontre mensuelle prend maintenant 20 minutes.",
      role: "Directrice marketing",
    },
    {
      quote:
        "La prévision nous a avertis que notre budget printanier pour les camions serait épuisé trois semaines trop tôt. On a transféré 6 000 $ de l'affichage vers les moteurs de recherche avant que ça arrive, et on a connu notre meilleur mois d'avril en quatre ans.",
      role: "Concessionnaire",
    },
  ],
  cta: {
    title: "Découvrez ce que votre marketing rapporte vraiment",
    text: "Connectez vos comptes et voyez le RCI par canal sur vos propres ventes en 24 à 48 heures. Commencez un essai gratuit de 30 jours, sans carte de crédit ni frais d'installation.",
    primary: "Commencer l'essai gratuit",
    secondary: "Réserver une démo",
  },
});

/* ------------------------------------------------------------------ */
/* Integrations                                                        */
/* ------------------------------------------------------------------ */

export const integrationsPage: IntegrationsPage = twin(en.integrationsPage, {
  hero: {
    badge: "Plus de 300 intégrations",
    title: "Tous les systèmes de votre concession, connectés",
    subtitle:
      "Votre système de gestion de concession (DMS), votre logiciel de GRC, vos plateformes publicitaires, vos sites d'annonces, vos outils d'inventaire et votre téléphonie, réunis dans un seul tableau de bord. Connectez-les en quelques minutes par OAuth sécurisé, et vos données restent au Canada.",
  },
  stats: [
    { value: figure, label: "Intégrations natives" },
    { value: figure, label: "Amélioration moyenne du RCI" },
    { value: figure, label: "Économies mensuelles moyennes" },
    { value: figure, label: "Précision de l'attribution" },
  ],
  categories: [
    {
      title: "Systèmes de gestion de concession (DMS)",
      count: figure,
      description:
        "Importez les ventes conclues, le profit brut sur le véhicule et en F et A, les véhicules d'échange et les produits de financement et d'assurance (F et A) directement de votre système de gestion de concession : le RCI se mesure sur des ventes réelles.",
    },
    {
      title: "Logiciels de GRC",
      count: figure,
      description:
        "Synchronisez les demandes, les activités, les rendez-vous et les résultats de votre centre de développement des affaires (CDA) à partir de votre logiciel de GRC, et associez chaque demande à la vente qu'elle est devenue.",
    },
    {
      title: "Outils marketing",
      count: figure,
      description:
        "Importez les dépenses, les impressions, les clics et les conversions de chaque plateforme publicitaire, jusqu'au niveau de la campagne, du groupe d'annonces et de l'annonce.",
    },
    {
      title: "Analytique et rapports",
      count: figure,
      description:
        "Reliez le comportement sur votre site Web et l'engagement sur les pages de détail du véhicule (PDV) aux demandes et aux ventes, et transférez les données combinées vers les outils d'informatique décisionnelle que votre équipe utilise déjà.",
    },
    {
      title: "Gestion de l'inventaire",
      count: figure,
      description:
        "Suivez chaque véhicule de l'acquisition à la vente : jours en inventaire, changements de prix, visibilité sur les sites d'annonces et coût publicitaire par véhicule.",
    },
    {
      title: "Outils de communication",
      count: figure,
      description:
        "Attribuez les appels, les textos, les clavardages et les courriels aux campagnes qui les ont générés, et mesurez la rapidité de réponse de votre équipe.",
    },
  ],
  setupSteps: [
    {
      title: "Sélection",
      text: "Choisissez vos plateformes dans la bibliothèque d'intégrations. Cherchez par nom ou parcourez les catégories.",
    },
    {
      title: "Authentification par OAuth",
      text: "Connectez-vous à chaque plateforme par son écran OAuth sécurisé. Nous ne voyons ni ne stockons jamais vos mots de passe, et vous pouvez révoquer l'accès en tout temps.",
    },
    {
      title: "Configuration",
      text: "Choisissez les comptes, les concessions et la période à importer. Nous importons de 12 à 24 mois d'historique et faisons correspondre les champs automatiquement.",
    },
    {
      title: "Mise en ligne",
      text: "Les données commencent à alimenter vos tableaux de bord dans les 24 à 48 heures, et chaque connexion est ensuite surveillée jour et nuit.",
    },
  ],
  statusList: [
    { category: "Systèmes de gestion de concession (DMS)" },
    { category: "Logiciels de GRC" },
    { category: "Outils marketing" },
    { category: "Outils marketing" },
    { category: "Analytique et rapports" },
    { category: "Gestion de l'inventaire" },
    { category: "Gestion de l'inventaire" },
    { category: "Outils de communication" },
  ],
  supportOfferings: [
    {
      title: "Intégration accompagnée",
      text: "Un spécialiste des intégrations connecte vos systèmes avec vous, valide la première importation de données et confirme que vos chiffres concordent avec votre DMS avant la mise en ligne.",
    },
    {
      title: "Connecteurs sur mesure",
      text: "Vous utilisez un outil régional ou un système maison ? Notre équipe conçoit et maintient des connecteurs sur mesure pour les clients du forfait Entreprise, et notre API REST est ouverte à tous.",
    },
    {
      title: "Surveillance des connexions",
      text: "Chaque intégration est surveillée en continu. Si un jeton expire ou qu'une synchronisation échoue, nous vous avertissons et, la plupart du temps, nous réglons le problème avant que vous le remarquiez.",
    },
    {
      title: "Équipe de soutien canadienne",
      text: "Le soutien par courriel répond en moins de 24 heures, et le clavardage en direct est offert du lundi au vendredi, de 8 h à 20 h (heure de l'Est). Les forfaits Professionnel et Entreprise ajoutent le soutien téléphonique prioritaire.",
    },
  ],
  cta: {
    title: "Votre plateforme n'est pas dans la liste ?",
    text: "Avec plus de 300 intégrations et de nouvelles chaque mois, nous sommes probablement déjà connectés à votre plateforme. Réservez une démo et nous ferons l'inventaire de vos outils en 30 minutes.",
    primary: "Réserver une démo",
    secondary: "Joindre l'équipe des ventes",
  },
});

/** French labels for the literal `status` and `sync` values of the connection list (the values stay in English). */
export const statusLabels: Record<IntegrationStatus["status"], string> = {
  Connected: "Connectée",
};

export const syncLabels: Record<SyncCadence, string> = {
  "Real-time": "En temps réel",
  "Every 15 min": "Toutes les 15 min",
  Hourly: "Toutes les heures",
  Daily: "Tous les jours",
};
