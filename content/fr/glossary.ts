// Glossary page content. The first 16 terms are shown before "Load More Terms",
// so they are the ones dealers ask about most. Examples use CAD figures and the
// arithmetic in each example is exact.
import type { GlossaryFilter, GlossaryGuide, GlossaryTerm } from "../glossary";
import * as en from "../glossary";
import { twin } from "./localized";

// The category names are filter keys (glossaryCategories, GlossaryTerm.category) and stay English;
// these are the labels the filter chips and term badges show.
export const glossaryCategoryLabels: Record<GlossaryFilter, string> = {
  "All Terms": "Tous les termes",
  Analytics: "Analytique",
  Attribution: "Attribution",
  CRM: "GRC",
  "Digital Marketing": "Marketing numérique",
  "Lead Management": "Gestion des demandes",
  "Metrics & KPIs": "Mesures et ICP",
  ROI: "RCI",
  "Sales Process": "Processus de vente",
  Technology: "Technologie",
};

export const glossaryTerms: GlossaryTerm[] = twin(en.glossaryTerms, [
  // --- First 16: shown before "Load More Terms" ---
  {
    term: "Rendement des dépenses publicitaires (ROAS)",
    definition:
      "Le profit brut (ou le chiffre d'affaires) généré par chaque dollar investi dans un canal ou une campagne publicitaire donné. Les concessionnaires obtiennent le portrait le plus juste en mesurant le ROAS sur le profit brut plutôt que sur le prix de vente des véhicules.",
    example:
      "une concession de Calgary dépense 12 000 $ en publicités Facebook en un mois, et Torque leur attribue 15 ventes totalisant 45 000 $ de profit brut : un ROAS de 3,75 sur le profit brut, soit 3,75 $ récupérés pour chaque dollar dépensé.",
  },
  {
    term: "Coût par véhicule vendu",
    definition:
      "Le total des dépenses marketing divisé par le nombre de véhicules vendus pendant la même période. C'est le chiffre que la plupart des concessionnaires utilisent pour juger de l'efficacité de leur marketing.",
    example: "une concession de Hamilton dépense 42 000 $ en marketing en mars et livre 120 véhicules, soit un coût de 350 $ par véhicule vendu.",
  },
  {
    term: "Attribution multicontact",
    definition:
      "Une méthode qui répartit le mérite d'une vente entre tous les points de contact marketing avec lesquels l'acheteur a interagi, au lieu de l'accorder à un seul. Elle montre comment les canaux travaillent ensemble tout au long d'un parcours d'achat qui s'étire sur plusieurs semaines.",
    example:
      "un acheteur de Halifax clique sur une annonce Google dans les résultats de recherche, revient par une publicité Facebook, puis envoie une demande sur AutoTrader.ca. Avec l'attribution multicontact linéaire, chacun des trois points de contact reçoit 1 200 $ des 3 600 $ de profit brut de la vente.",
  },
  {
    term: "Coût par demande (CPD)",
    definition:
      "Le montant dépensé dans un canal divisé par le nombre de demandes qu'il a générées. Le CPD n'a de sens qu'à la lumière de la qualité des demandes : des demandes bon marché qui ne mènent jamais à un achat coûtent cher.",
    example: "une concession d'Ottawa dépense 15 000 $ en annonces sur les places de marché en un mois et reçoit 250 demandes, soit un CPD de 60 $.",
  },
  {
    term: "Taux de conversion des demandes en ventes",
    definition:
      "Le pourcentage de demandes qui se traduisent par un véhicule vendu. Il mesure à la fois la qualité des demandes et l'efficacité du suivi de l'équipe des ventes.",
    example:
      "une concession de Regina reçoit 400 demandes en un mois et vend 48 véhicules à ces acheteurs, soit un taux de conversion des demandes en ventes de 12 %.",
  },
  {
    term: "Système de gestion de concession (DMS)",
    definition:
      "Le logiciel central dont une concession se sert pour gérer les transactions, l'inventaire, le financement et l'assurance (F et A), le service et la comptabilité, comme CDK Global, Reynolds and Reynolds, PBS Systems ou Dealertrack. C'est la source de vérité sur ce qui s'est réellement vendu et sur le profit brut réalisé.",
    example:
      "lorsqu'une transaction est inscrite au DMS avec un prix de vente de 46 500 $ et un profit brut de 3 100 $ sur le véhicule, Torque la jumelle à la demande initiale de l'acheteur et en attribue le mérite aux campagnes qui l'ont générée.",
  },
  {
    term: "RCI marketing",
    definition:
      "Le profit généré par votre marketing moins ce qu'il a coûté, divisé par ce qu'il a coûté, exprimé en pourcentage. Pour un concessionnaire, il doit être calculé sur le profit brut attribué, et non sur le chiffre d'affaires.",
    example:
      "une concession de Victoria dépense 24 000 $ en un mois et Torque attribue 96 000 $ de profit brut à ces dépenses : (96 000 $ − 24 000 $) / 24 000 $ = 300 % de RCI marketing.",
  },
  {
    term: "Profit brut sur le véhicule (front-end)",
    definition:
      "Le profit réalisé sur le véhicule lui-même : le prix de vente moins le coût du véhicule, y compris le reconditionnement et toute surévaluation accordée sur le véhicule d'échange. Il exclut les revenus de financement et d'assurance.",
    example: "un VUS compact se vend 41 900 $ pour un coût de 39 400 $, reconditionnement compris, ce qui laisse 2 500 $ de profit brut sur le véhicule.",
  },
  {
    term: "Gestion de la relation client (GRC)",
    definition:
      "Le système qui conserve le dossier de chaque acheteur potentiel et de chaque client, avec ses appels, ses courriels, ses textos, ses rendez-vous et ses tâches de suivi. En concession, c'est là que les demandes sont traitées, du premier contact jusqu'à la livraison.",
    example:
      "le logiciel de GRC d'un concessionnaire de Winnipeg enregistre 1 850 nouveaux contacts en un trimestre ; Torque relie chacun d'eux à l'annonce qui l'a généré et, s'il a acheté, à la transaction inscrite au DMS.",
  },
  {
    term: "Attribution au dernier contact",
    definition:
      "Un modèle d'attribution qui accorde 100 % du mérite d'une vente au dernier point de contact avant la demande ou l'achat. Il est simple, mais il a tendance à surestimer la recherche de marque et le trafic direct.",
    example:
      "un acheteur découvre une concession de Laval grâce à une publicité YouTube, puis revient quelques semaines plus tard en cherchant le nom de la concession. Le modèle au dernier contact attribue la totalité des 2 800 $ de profit brut de la vente à la recherche de marque, et rien à YouTube.",
  },
  {
    term: "Source de la demande",
    definition:
      "Le canal ou la plateforme d'où provient une demande : site Web du concessionnaire, place de marché tierce, publicité sur les médias sociaux ou appel téléphonique, par exemple. Des sources de demandes exactes sont le fondement de tout rapport d'attribution.",
    example:
      "sur les 320 demandes mensuelles d'une concession de London, en Ontario, 140 proviennent du site Web, 95 d'AutoTrader.ca, 50 de Facebook et 35 d'appels téléphoniques.",
  },
  {
    term: "Analytique prédictive",
    definition:
      "L'utilisation de données historiques et de modèles statistiques pour prévoir les résultats futurs. Dans Torque, elle alimente les prévisions du RCI sur 30 à 90 jours et les scénarios budgétaires.",
    example:
      "à partir de 18 mois d'historique, Torque prévoit que déplacer 5 000 $ par mois de l'affichage vers la recherche ajoutera environ 6 ventes et 16 800 $ de profit brut au cours des 30 prochains jours.",
  },
  {
    term: "Analyse de l'entonnoir de conversion",
    definition:
      "La mesure du nombre d'acheteurs qui passent d'une étape à la suivante : consultations de véhicules, demandes, rendez-vous, présences et ventes. Elle repère l'étape où l'on perd le plus d'acheteurs.",
    example:
      "le mois d'une concession de Surrey : 20 000 consultations de PDV, 400 demandes (2 %), 160 rendez-vous pris (40 %), 112 présences (70 %) et 48 ventes (environ 43 % des présences).",
  },
  {
    term: "Paiement au clic (PPC)",
    definition:
      "Une publicité pour laquelle la concession paie chaque fois qu'une personne clique sur l'annonce, le plus souvent sur les moteurs de recherche. Les enchères, les mots clés et les pages d'atterrissage déterminent ensemble le coût et les résultats.",
    example: "une concession de Mississauga mise 3,40 $ par clic sur « camions d'occasion Mississauga » ; 2 000 clics en un mois coûtent 6 800 $.",
  },
  {
    term: "Consultations de pages de détail du véhicule (PDV)",
    definition:
      "Le nombre de fois que les acheteurs consultent la fiche d'un véhicule sur votre site Web ou sur une place de marché. Les consultations de PDV sont le signal précoce le plus fiable d'un réel intérêt d'achat.",
    example:
      "la fiche d'une camionnette reçoit 1 150 consultations de PDV en 30 jours et 23 demandes, soit un taux de conversion des consultations en demandes de 2 %.",
  },
  {
    term: "Délai de réponse aux demandes",
    definition:
      "Le temps écoulé entre l'arrivée d'une demande et la première réponse utile de la concession. Des réponses plus rapides produisent systématiquement plus de rendez-vous et de ventes.",
    example:
      "après avoir réduit son délai moyen de première réponse de 47 minutes à 4 minutes, une concession de Saskatoon a fait passer son taux de prise de rendez-vous de 28 % à 41 % des demandes.",
  },

  // --- Shown after "Load More Terms" ---
  {
    term: "Attribution au premier contact",
    definition:
      "Un modèle d'attribution qui accorde 100 % du mérite d'une vente au premier point de contact qui a fait connaître la concession à l'acheteur. Il est utile pour juger quels canaux créent de la nouvelle demande.",
    example:
      "un acheteur visite pour la première fois le site d'une concession de Kelowna après un clic Facebook de 1,85 $, puis envoie plus tard sa demande par Google. Le modèle au premier contact attribue la totalité des 3 200 $ de profit brut de la vente à Facebook.",
  },
  {
    term: "Attribution linéaire",
    definition: "Un modèle d'attribution qui répartit le mérite d'une vente à parts égales entre tous les points de contact du parcours de l'acheteur.",
    example:
      "une vente de 4 000 $ de profit brut compte quatre points de contact : affichage, Facebook, AutoTrader.ca et un appel téléphonique. Chacun reçoit 1 000 $.",
  },
  {
    term: "Attribution par dépréciation dans le temps",
    definition:
      "Un modèle d'attribution qui accorde plus de mérite aux points de contact les plus proches de la vente et moins aux précédents. Il convient aux périodes d'achat courtes et décisives.",
    example:
      "des points de contact survenus 21 jours, 7 jours et 1 jour avant une vente de 3 000 $ de profit brut reçoivent 10 %, 30 % et 60 % du mérite : 300 $, 900 $ et 1 800 $.",
  },
  {
    term: "Attribution basée sur la position",
    definition:
      "Un modèle d'attribution qui accorde 40 % du mérite au premier point de contact, 40 % au dernier, et répartit les 20 % restants entre les points de contact intermédiaires.",
    example:
      "pour une vente de 3 500 $ de profit brut qui compte deux points de contact intermédiaires, le premier et le dernier reçoivent chacun 1 400 $, et les deux intermédiaires, 350 $ chacun.",
  },
  {
    term: "Notation des demandes",
    definition:
      "L'attribution à chaque demande d'une note fondée sur sa probabilité d'achat, à partir de signaux comme une demande d'évaluation de véhicule d'échange, une demande de crédit ou le comportement de navigation. Elle indique au centre de développement des affaires (CDA) quelles demandes appeler en premier.",
    example:
      "un acheteur qui a demandé l'évaluation de son véhicule d'échange, rempli une demande de crédit et consulté 6 PDV obtient une note de 88 sur 100, alors qu'une simple demande de prix sans autre activité obtient 31.",
  },
  {
    term: "Prospection de la valeur nette (equity mining)",
    definition:
      "L'utilisation des données de la GRC et du DMS pour repérer les clients actuels dont le véhicule vaut plus que ce qu'ils doivent encore, afin qu'ils puissent changer de véhicule sans modifier leurs paiements, ou presque.",
    example:
      "le logiciel de GRC signale 140 clients en valeur nette positive, dont un qui doit 18 000 $ sur un véhicule qui en vaut 24 500 $ : 6 500 $ de valeur nette à appliquer à un nouvel achat.",
  },
  {
    term: "Taux de fidélisation de la clientèle",
    definition:
      "Le pourcentage d'anciens acheteurs qui achètent de nouveau chez le même concessionnaire au cours d'une période donnée. Vendre à un client fidèle coûte beaucoup moins cher que vendre à un nouveau client.",
    example:
      "sur les 1 200 clients qui ont acheté chez une concession de Moncton en 2021, 372 ont acheté de nouveau dans les quatre années suivantes, soit un taux de fidélisation de 31 %.",
  },
  {
    term: "Reciblage",
    definition:
      "La diffusion de publicités auprès d'acheteurs qui ont déjà visité votre site Web ou consulté des véhicules précis, mais qui n'ont pas encore envoyé de demande.",
    example:
      "les acheteurs qui ont consulté une PDV sans envoyer de demande voient ce véhicule dans des publicités sur les médias sociaux pendant 14 jours ; 2 500 $ de reciblage rapportent 11 demandes, soit environ 227 $ par demande.",
  },
  {
    term: "Annonces d'inventaire de véhicules",
    definition:
      "Des annonces sur les moteurs de recherche et les médias sociaux générées automatiquement à partir de votre flux d'inventaire, qui montrent la photo, le prix et le kilométrage d'un véhicule précis. Elles se mettent à jour à mesure que les véhicules se vendent ou que les prix changent.",
    example:
      "verser 210 véhicules en stock dans des annonces d'inventaire génère 1 600 clics à 0,95 $ chacun (1 520 $) et 38 demandes, soit un coût par demande de 40 $.",
  },
  {
    term: "Dédoublonnage des demandes",
    definition:
      "La fusion des multiples demandes d'un même acheteur en un seul dossier, pour que le nombre de demandes, le coût par demande et les taux de conversion ne soient pas faussés.",
    example:
      "sur 540 demandes brutes en un mois, 86 sont des doublons. Pour 27 240 $ de dépenses, le coût par demande passe de 50,44 $, un chiffre faussé, à 60 $, le coût exact pour 454 acheteurs uniques.",
  },
  {
    term: "Taux de clics (CTR)",
    definition:
      "Le pourcentage de personnes qui cliquent sur une annonce après l'avoir vue : les clics divisés par les impressions. Il mesure la pertinence de votre annonce et de votre offre pour l'auditoire.",
    example: "une annonce de recherche pour des VUS d'occasion certifiés est affichée 24 000 fois et reçoit 1 080 clics, soit un taux de clics de 4,5 %.",
  },
  {
    term: "Rotation de l'inventaire",
    definition:
      "Le nombre de fois qu'une concession écoule son inventaire moyen en un an. Une rotation plus élevée signifie moins de capital immobilisé et moins de dépréciation sur les véhicules vieillissants.",
    example:
      "un service des véhicules d'occasion compte en moyenne 90 véhicules en stock et en vend 540 au détail en un an : une rotation de 6, soit environ 61 jours d'inventaire.",
  },
  {
    term: "Valeur vie client (VVC)",
    definition:
      "Le profit brut total qu'un client devrait générer pendant toute sa relation avec la concession, en ventes de véhicules comme au service après-vente.",
    example:
      "un client qui achète trois véhicules en 12 ans à 2 800 $ de profit brut chacun et qui dépense assez au service pour produire 650 $ de profit brut par année vaut 8 400 $ + 7 800 $ = 16 200 $.",
  },
  {
    term: "ROAS au seuil de rentabilité",
    definition:
      "Le rendement minimal des dépenses publicitaires à partir duquel une campagne couvre son propre coût. Mesuré sur le chiffre d'affaires, il est égal à 1 divisé par votre marge brute.",
    example:
      "avec une vente moyenne de 45 000 $ et 3 600 $ de profit brut total (une marge de 8 %), une campagne doit générer au moins 12,50 $ de ventes de véhicules pour chaque dollar dépensé pour atteindre le seuil de rentabilité.",
  },
  {
    term: "Profit brut en F et A (back-end)",
    definition:
      "Le profit tiré du financement et de l'assurance (F et A) sur une transaction : réserve de financement, garanties prolongées, produits de protection et assurances. Il pèse souvent autant dans la rentabilité d'une vente que le véhicule lui-même.",
    example:
      "le bureau de F et A ajoute une garantie prolongée et un traitement antirouille qui représentent 1 850 $ de profit brut à une transaction de 2 200 $ de profit brut sur le véhicule, ce qui porte le profit brut total à 4 050 $.",
  },
  {
    term: "Taux de présence aux rendez-vous",
    definition:
      "Le pourcentage de rendez-vous pris où le client se présente réellement à la concession. Il reflète la qualité des demandes et la rigueur du processus de confirmation.",
    example: "un CDA fixe 150 rendez-vous en un mois et 105 clients se présentent, soit un taux de présence de 70 %.",
  },
  {
    term: "Durée du cycle de vente",
    definition:
      "Le nombre moyen de jours entre le premier point de contact ou la première demande d'un acheteur et la livraison du véhicule. Elle détermine la durée que devraient avoir les fenêtres d'attribution.",
    example:
      "le cycle de vente moyen d'une concession d'Edmonton est de 19 jours au total, mais de 26 jours pour les camionnettes pleine grandeur : les campagnes de camionnettes sont donc évaluées sur une fenêtre d'attribution de 30 jours.",
  },
  {
    term: "Interface de programmation d'applications (API)",
    definition:
      "Un moyen sécurisé et normalisé qui permet à deux logiciels d'échanger des données automatiquement. Torque utilise des API pour extraire les données des plateformes publicitaires, des logiciels de GRC et des DMS, et offre sa propre API pour les exportations.",
    example:
      "une agence extrait de l'API de Torque les dépenses quotidiennes, les demandes et le coût par véhicule vendu de chacun de ses clients pour alimenter ses propres rapports, ce qui remplace 6 heures par semaine de travail manuel dans des chiffriers.",
  },
  {
    term: "Suivi côté serveur",
    definition:
      "L'enregistrement des conversions, comme les formulaires de demande et les appels, sur le serveur plutôt que seulement dans le navigateur de l'acheteur, pour que les bloqueurs de publicité et les paramètres de confidentialité ne les masquent pas.",
    example:
      "le suivi dans le navigateur a enregistré 226 des 290 demandes par formulaire d'une concession en un mois ; le suivi côté serveur a capté les 64 manquantes, soit 22 % du total.",
  },
  {
    term: "Entrepôt de données",
    definition:
      "Une base de données centrale qui conserve des données nettoyées et jumelées provenant de nombreuses sources, pour qu'on puisse les analyser rapidement et de façon cohérente. C'est ce qui permet à un seul rapport de combiner dépenses publicitaires, activité dans la GRC et transactions du DMS.",
    example:
      "pour un groupe de six concessions, l'entrepôt de données de Torque contient 24 mois de données publicitaires, de GRC et de DMS, soit environ 2,1 millions de lignes, interrogées en quelques secondes à chaque chargement du tableau de bord.",
  },
  {
    term: "Incrémentalité",
    definition:
      "La part des ventes qui n'auraient pas eu lieu sans une campagne donnée. Les tests d'incrémentalité mettent en pause ou retiennent un canal auprès d'un groupe témoin pour en mesurer l'effet réel.",
    example:
      "la recherche de marque se voit attribuer 60 ventes par mois, mais un test témoin de quatre semaines, pendant lequel ces annonces sont en pause, ne produit que 3 ventes de moins. Seulement 5 % environ du mérite était incrémental : 4 000 $ par mois sont donc réaffectés à des campagnes de conquête.",
  },
  {
    term: "Analyse de cohorte",
    definition:
      "Le regroupement des acheteurs selon un point de départ commun, comme le mois d'arrivée de leur demande, et le suivi de la conversion de ce groupe au fil du temps.",
    example:
      "sur les 500 demandes reçues en janvier par une concession de Québec, 45 (9 %) ont mené à un achat dans les 30 jours et 70 (14 %) dans les 90 jours : un rapport sur 30 jours passe à côté de plus du tiers des ventes.",
  },
  {
    term: "Détection d'anomalies",
    definition:
      "Une surveillance automatisée qui signale les variations inhabituelles des dépenses, des demandes ou des conversions dès qu'elles se produisent, plutôt qu'à la fin du mois.",
    example:
      "Torque avertit un directeur marketing que le coût par demande sur Facebook est passé de 38 $ à 91 $ du jour au lendemain : un zéro de trop avait fait passer le budget quotidien de 150 $ à 1 500 $.",
  },
]);

export const glossaryGuides: GlossaryGuide[] = twin(en.glossaryGuides, [
  {
    title: "Guide de l'analytique et des mesures",
    count: "25 termes",
    description:
      "Les chiffres qui font tourner une concession moderne : coût par demande, coût par véhicule vendu, ROAS, conversion dans l'entonnoir et rotation de l'inventaire, avec les formules et les points de repère derrière chacun.",
  },
  {
    title: "Les modèles d'attribution expliqués",
    description:
      "Comment les modèles au premier contact, au dernier contact, linéaire, par dépréciation dans le temps, basé sur la position et fondé sur les données répartissent le mérite d'une vente, avec des exemples détaillés sur le profit brut de vraies transactions.",
  },
  {
    title: "Termes de la GRC et du processus de vente",
    count: "18 termes",
    description:
      "Du délai de réponse aux demandes et du taux de présence jusqu'au profit brut sur le véhicule et en F et A : le vocabulaire que votre CDA, votre bureau des ventes et votre bureau de F et A emploient chaque jour, et son lien avec vos résultats marketing.",
  },
]);
