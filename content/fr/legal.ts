// Privacy Policy and Terms of Service for torqueanalytics.ca, as typed data.
// Figures (retention, notice periods, SLA, trial, billing) follow the site spec; do not change one
// without changing the FAQ, pricing and security pages that repeat it.

import * as en from "../legal";
import type { LegalDocument } from "../legal";
import { twin } from "./localized";

export const privacyOfficer: typeof en.privacyOfficer = twin(en.privacyOfficer, {
  title: "Chef de la protection de la vie privée",
  address: "200, rue Bay, bureau 2400, Toronto (Ontario) M5J 2J2",
});

const officer = privacyOfficer;
// The title in running text: "Nadia Bélanger, chef de la protection de la vie privée".
const officerTitle = officer.title.charAt(0).toLowerCase() + officer.title.slice(1);

export const privacyPolicy: LegalDocument = twin(en.privacyPolicy, {
  title: "Politique de confidentialité",
  dateLabel: "Mise à jour le",
  summary:
    "Comment Torque Analytics Inc. recueille, utilise, communique, protège et conserve les renseignements personnels lorsque vous visitez notre site Web, demandez une démo ou utilisez notre plateforme, et comment exercer vos droits en vertu de la LPRPDE, de la Loi 25 du Québec et de la Loi canadienne anti-pourriel.",
  sections: [
    {
      title: "1. Qui nous sommes et qui est responsable",
      blocks: [
        {
          text: "La présente politique de confidentialité explique comment Torque Analytics Inc. (« Torque » ou « nous ») traite les renseignements personnels dans le cadre de torqueanalytics.ca (le « Site Web »), de notre plateforme d'analytique, de nos API et de nos portails clients en marque blanche (la « Plateforme »), ainsi que de nos activités de vente, de soutien et de marketing. Nous nous conformons à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) ; à la Loi sur la protection des renseignements personnels dans le secteur privé (Québec), telle que modifiée par la Loi 25 (la « Loi québécoise sur le secteur privé ») ; aux lois essentiellement similaires de l'Alberta et de la Colombie-Britannique sur la protection des renseignements personnels dans le secteur privé, lorsqu'elles s'appliquent ; et à la Loi canadienne anti-pourriel (LCAP).",
        },
        {
          text: "Nous jouons deux rôles. Pour les renseignements concernant les visiteurs du Site Web, les clients potentiels et les personnes titulaires d'un compte d'utilisateur de la Plateforme, Torque détermine les fins et les modalités du traitement, et nous en sommes responsables. Pour les données de concession que les clients connectent à la Plateforme (les « Données du client »), la concession, le groupe de concessionnaires ou l'agence qui s'abonne à Torque (le « Client ») détermine ce qui est recueilli et à quelles fins, et en demeure responsable (le « responsable du traitement », selon la terminologie d'autres régimes de protection des données). Torque traite les Données du client uniquement à titre de fournisseur de services du Client, en vertu d'une entente écrite et selon les instructions du Client.",
        },
        {
          text: `Notre chef de la direction a délégué par écrit à ${officer.name}, ${officerTitle}, la fonction de responsable de la protection des renseignements personnels. Elle veille au respect de la présente Politique, approuve nos politiques et pratiques encadrant la gouvernance des renseignements personnels et est votre personne-ressource pour toute question, demande ou plainte relative à la protection des renseignements personnels :`,
        },
        {
          items: [
            `${officer.name}, ${officerTitle}, responsable de la protection des renseignements personnels`,
            `Courriel : ${officer.email}`,
            `Téléphone : ${officer.phone} (sans frais)`,
            `Adresse postale : Torque Analytics Inc., à l'attention du Bureau de la protection des renseignements personnels, ${officer.address}`,
          ],
        },
      ],
    },
    {
      title: "2. Renseignements que nous recueillons",
      blocks: [
        { text: "Visiteurs du Site Web et clients potentiels" },
        {
          items: [
            "Demandes de démo : votre nom, votre adresse courriel professionnelle, le nom de votre concession, votre numéro de téléphone et tout message que vous ajoutez, utilisés pour planifier et préparer votre démo et pour faire un suivi auprès de vous.",
            "Formulaire de contact : votre nom, votre adresse courriel, le nom de votre concession ou de votre agence si vous le fournissez, et votre message, utilisés pour répondre à votre demande.",
            "Candidatures envoyées à careers@torqueanalytics.ca : votre curriculum vitæ et les renseignements que vous choisissez de communiquer, utilisés uniquement pour évaluer votre candidature.",
            "Données techniques : adresse IP, type de navigateur et d'appareil, pages demandées et horodatages, enregistrés dans nos journaux de serveur et de sécurité pour assurer la sécurité du Site Web.",
            "Données d'analytique, recueillies sans témoin ni identifiant enregistré dans votre navigateur : la page consultée, le site de provenance, les balises de campagne (UTM), la langue de votre navigateur, la catégorie de taille de votre écran (téléphone, tablette ou ordinateur), les clics sur nos appels à l'action et la rapidité de chargement et de réaction de la page (signaux Web essentiels). Pour compter les visiteurs, notre serveur transforme votre adresse IP et votre type de navigateur, avec un secret qui change chaque jour, en un code à sens unique ; l'adresse n'est jamais enregistrée et le secret de chaque jour est supprimé le lendemain, de sorte que le code ne peut ni être rattaché à vous ni relier vos visites d'un jour à l'autre. Les données brutes d'analytique sont conservées 90 jours, puis seulement sous forme de totaux par heure et par jour (voir la section 4).",
          ],
        },
        { text: "Clients et leurs utilisateurs autorisés" },
        {
          items: [
            "Renseignements sur le compte : nom, adresse courriel professionnelle, numéro de téléphone, rôle, concession ou agence, concessions attribuées et identifiants de connexion. Les mots de passe ne sont conservés que sous forme de hachages salés.",
            "Renseignements de facturation : personne-ressource pour la facturation, adresse de facturation et numéros d'inscription aux fins de la TPS/TVH ou de la TVQ. Les numéros de carte de paiement sont recueillis directement par notre fournisseur de traitement des paiements certifié PCI DSS ; nous ne voyons ni ne conservons jamais les numéros de carte complets.",
            "Données d'utilisation et d'audit : fonctionnalités utilisées, rapports générés, paramètres modifiés, et journaux de connexion et d'activité, utilisés pour exploiter, sécuriser et améliorer la Plateforme.",
            "Dossiers de soutien : courriels, notes d'appel et transcriptions de clavardage en direct lorsque vous communiquez avec notre équipe de soutien.",
          ],
        },
        { text: "Données du client provenant des systèmes connectés" },
        {
          text: "Lorsqu'un Client connecte ses plateformes publicitaires, son logiciel de GRC, son système de gestion de concession (DMS, comme CDK Global, Reynolds and Reynolds, PBS Systems ou Dealertrack), ses flux d'inventaire et des places de marché comme AutoTrader.ca, la Plateforme reçoit des indicateurs de campagne, des fiches de clients potentiels (par exemple, le nom d'un acheteur, ses coordonnées, la source de la demande et le véhicule qui l'intéresse), des fiches de transactions (véhicule, marge brute sur le véhicule et en financement et assurance, conseiller aux ventes et date) et des données d'inventaire. Nous configurons les connecteurs de façon à exclure les champs dont la Plateforme n'a pas besoin pour l'attribution et les rapports, comme les numéros d'assurance sociale, les numéros de permis de conduire, les demandes de crédit et les données des agences d'évaluation du crédit. Nous traitons les Données du client uniquement pour le compte du Client, comme le décrit la section 1.",
        },
      ],
    },
    {
      title: "3. Comment nous utilisons les renseignements personnels",
      blocks: [
        {
          text: "Nous ne recueillons que ce dont nous avons besoin aux fins décrites ci-dessous, et nous indiquons ces fins au moment de la collecte ou avant celle-ci. Nous nous fondons sur votre consentement, qui peut être exprès ou, lorsque la loi le permet et que les renseignements ne sont pas sensibles, implicite (par exemple, lorsque nous répondons à un message que vous nous avez envoyé). Lorsque la Loi québécoise sur le secteur privé s'applique, nous demandons votre consentement distinctement pour chacune des fins précises, en termes simples et clairs. Nous utilisons les renseignements personnels pour :",
        },
        {
          items: [
            "répondre aux demandes de démo, aux formulaires de contact et aux demandes commerciales ;",
            "créer et administrer les comptes, authentifier les utilisateurs et fournir la Plateforme et les portails clients ;",
            "traiter les Données du client pour offrir les fonctionnalités auxquelles un Client est abonné, notamment l'attribution multicontact, les analyses détaillées Deal Autopsy, les analyses de l'IA et les prévisions de RCI ;",
            "facturer les abonnements et respecter nos obligations fiscales, comptables et légales ;",
            "fournir du soutien, de la formation et des avis de service, y compris des alertes de sécurité et de panne ;",
            "sécuriser le Site Web et la Plateforme, détecter la fraude et les abus, et enquêter sur les incidents ;",
            "envoyer des messages électroniques commerciaux lorsque vous y avez consenti (voir la section 4).",
          ],
        },
        {
          text: "Nous pouvons regrouper les Données du client de nombreux Clients en statistiques agrégées et dépersonnalisées, par exemple les points de référence régionaux du coût par vente présentés dans les analyses concurrentielles, et utiliser ces statistiques pour améliorer nos modèles. Les points de référence sont conçus de sorte qu'aucun Client, aucune concession ni aucune personne ne puisse être identifié à partir de ceux-ci, et nous ne communiquons jamais les données d'un Client à un autre.",
        },
        {
          text: "Nous ne vendons pas de renseignements personnels et nous n'utilisons pas les Données du client pour faire du marketing auprès des acheteurs d'une concession. Nous ne prenons aucune décision au sujet d'une personne qui soit fondée exclusivement sur un traitement automatisé : nos analyses de l'IA et nos prévisions portent sur des campagnes, des canaux, des transactions et de l'inventaire. Si nous lançons un jour une fonctionnalité qui prend une telle décision au sujet d'une personne, nous en informerons les personnes concernées, comme l'exige la Loi québécoise sur le secteur privé, et nous leur indiquerons comment présenter leurs observations à une personne en mesure de réviser la décision.",
        },
      ],
    },
    {
      title: "4. Témoins, analytique et messages électroniques",
      blocks: [
        { text: "Témoins et analytique" },
        {
          text: "Notre Site Web et notre Plateforme utilisent uniquement des témoins internes : des témoins strictement nécessaires maintiennent la session de notre personnel, et un témoin de préférence mémorise la langue que vous avez choisie sur le Site Web. L'analytique de notre Site Web ne dépose aucun témoin et ne conserve rien dans votre navigateur ; elle compte les visites sur nos propres serveurs, comme le décrit la section 2, et ne les communique à personne. Si votre navigateur envoie le signal Global Privacy Control, nous ne comptons pas du tout votre visite. Nous n'utilisons ni témoins publicitaires de tiers ni suivi intersites sur le Site Web.",
        },
        { text: "Messages électroniques commerciaux (LCAP)" },
        {
          items: [
            "Nous envoyons des infolettres, des annonces de produits, des invitations à des événements et des offres uniquement aux personnes qui ont donné leur consentement exprès, par exemple en cochant une case qui n'était pas cochée d'avance dans l'un de nos formulaires.",
            "Nous conservons une trace de chaque consentement : comment, quand et où il a été donné, ainsi que le libellé de la demande.",
            "Chaque message indique que Torque Analytics Inc. en est l'expéditeur et comprend notre adresse postale, soit le 200, rue Bay, bureau 2400, Toronto (Ontario) M5J 2J2, un moyen de communication fonctionnel et un mécanisme de désabonnement.",
            "Nous donnons suite aux demandes de désabonnement sans délai et, dans tous les cas, dans les 10 jours ouvrables, sans frais pour vous.",
            "Les messages transactionnels et de service, comme les factures, les réinitialisations de mot de passe, les alertes de sécurité et les avis de modification de nos conditions, ne sont pas des messages électroniques commerciaux et continuent de vous être envoyés tant que vous avez un compte.",
          ],
        },
      ],
    },
    {
      title: "5. Où nous conservons les renseignements et à qui nous les communiquons",
      blocks: [
        {
          text: "Nous conservons les données au Canada. La Plateforme, les Données du client et les renseignements personnels que nous détenons sont hébergés dans des centres de données canadiens, et nos sauvegardes chiffrées sont stockées dans une installation canadienne géographiquement distincte. Nous ne communiquons des renseignements personnels que dans les cas décrits ci-dessous, et jamais à des fins de marketing pour le compte de tiers :",
        },
        {
          items: [
            "Les sous-traitants qui nous aident à exploiter notre entreprise, comme les fournisseurs d'hébergement infonuagique, d'envoi de courriels, de soutien à la clientèle et de traitement des paiements. Chacun est lié par une entente écrite qui limite l'utilisation des renseignements à nos instructions, exige des mesures de protection au moins équivalentes aux nôtres et exige que les renseignements soient stockés et traités au Canada.",
            "Les services de tiers qu'un Client choisit de connecter. Lorsqu'un Client autorise une intégration, les données circulent entre Torque et ce service selon les instructions du Client et conformément aux propres conditions du tiers.",
            "Les agences et les groupes de concessionnaires qu'un Client a autorisés à consulter ses données, par exemple au moyen d'un portail client en marque blanche.",
            "Les conseillers professionnels, comme nos auditeurs (y compris notre auditeur SOC 2), nos assureurs et nos avocats, qui sont tenus à des obligations de confidentialité.",
            "Les forces de l'ordre, les organismes de réglementation et les tribunaux, lorsque la loi, un mandat ou une ordonnance judiciaire l'exige. Sauf interdiction légale, nous en avisons d'abord le Client concerné.",
            "Un acquéreur ou un successeur dans le cadre d'une transaction commerciale, en vertu d'une entente qui limite l'utilisation des renseignements à la transaction et exige leur protection, comme le permettent la LPRPDE et la Loi québécoise sur le secteur privé.",
          ],
        },
        {
          text: `Nous tenons à jour la liste de nos sous-traitants, de leur fonction et de leur emplacement, et la fournissons aux Clients sur demande à ${officer.email}. Nous donnons aux Clients un préavis de 30 jours avant d'ajouter ou de remplacer un sous-traitant qui traite des Données du client.`,
        },
        {
          text: "Comme des renseignements personnels concernant des personnes au Québec peuvent être communiqués à notre bureau de Toronto et à des fournisseurs de services ailleurs au Canada, nous avons réalisé une évaluation des facteurs relatifs à la vie privée portant sur ces communications, comme l'exige la Loi québécoise sur le secteur privé, et nous la reprenons avant de retenir les services d'un nouveau sous-traitant. Si nous envisageons un jour de stocker des renseignements personnels à l'extérieur du Canada, nous mettrons d'abord à jour la présente Politique et donnerons un préavis de 30 jours.",
        },
      ],
    },
    {
      title: "6. Sécurité, évaluations des facteurs relatifs à la vie privée et incidents",
      blocks: [
        {
          text: "Nous protégeons les renseignements personnels au moyen de mesures de sécurité adaptées à leur sensibilité. Nos contrôles font l'objet d'un audit indépendant chaque année selon la norme SOC 2 Type II et comprennent :",
        },
        {
          items: [
            "le chiffrement 256 bits en transit pour toutes les connexions, et le chiffrement AES-256 au repos, y compris pour les sauvegardes ;",
            "l'authentification multifacteur pour tout le personnel de Torque, offerte à chaque utilisateur des Clients et pouvant être rendue obligatoire par les administrateurs des Clients ;",
            "des contrôles d'accès fondés sur les rôles, pour que les utilisateurs des Clients ne voient que les concessions et les données que leur rôle permet, et que le personnel de Torque n'accède aux Données du client que lorsque c'est nécessaire pour fournir le service, chaque accès étant journalisé ;",
            "des ententes de confidentialité, des vérifications des antécédents et une formation annuelle sur la protection des renseignements personnels et la sécurité pour toutes les personnes qui travaillent pour Torque ;",
            "une surveillance continue, la gestion des vulnérabilités et des tests d'intrusion indépendants chaque année.",
          ],
        },
        {
          text: "Nous procédons à une évaluation des facteurs relatifs à la vie privée avant tout projet d'acquisition, de développement ou de refonte d'un système d'information ou de prestation électronique de services impliquant des renseignements personnels, et nous intégrons par défaut dans les nouvelles fonctionnalités les paramètres qui assurent le plus haut niveau de confidentialité.",
        },
        { text: "Incidents de confidentialité" },
        {
          text: "Si des renseignements personnels font l'objet d'un accès, d'une utilisation ou d'une communication non autorisés, ou d'une perte, nous agissons promptement pour diminuer les risques qu'un préjudice soit causé et éviter que de nouveaux incidents de même nature se produisent. Lorsqu'un incident présente un risque de préjudice sérieux (au sens de la Loi québécoise sur le secteur privé) ou un risque réel de préjudice grave (au sens de la LPRPDE), nous le déclarons à la Commission d'accès à l'information du Québec et au Commissariat à la protection de la vie privée du Canada, selon le cas, et nous avisons les personnes concernées. Nous tenons un registre de tous les incidents, y compris ceux qui n'ont pas à être déclarés, et le conservons pendant au moins cinq ans. Lorsqu'un incident touche des Données du client, nous en avisons le Client sans délai indu et lui fournissons les renseignements dont il a besoin pour remplir ses propres obligations.",
        },
      ],
    },
    {
      title: "7. Durée de conservation des renseignements",
      blocks: [
        {
          text: "Nous ne conservons les renseignements personnels que pendant le temps nécessaire aux fins décrites dans la présente Politique ou exigé par la loi. À la fin de cette période, nous détruisons les renseignements de façon sécuritaire ou les anonymisons selon les meilleures pratiques généralement reconnues.",
        },
        {
          items: [
            "Données du client : pendant toute la durée de l'abonnement. Sur demande, nous les exportons en format CSV ou Excel, ou nous les rendons accessibles au moyen de notre API, généralement en moins de 24 heures.",
            "Après la fermeture du compte ou une demande de suppression : les Données du client et les renseignements du compte d'utilisateur sont supprimés dans les 30 jours suivant la fermeture ou la demande, y compris des sauvegardes.",
            "Dossiers financiers (factures, paiements et documents fiscaux) : 7 ans, comme l'exige la législation fiscale canadienne.",
            "Journaux de sécurité et d'audit : 1 an.",
            "Demandes de démo et demandes commerciales qui ne mènent pas à un abonnement : 24 mois après notre dernière interaction avec vous.",
            "Registres de consentement au sens de la LCAP : tant que nous nous fondons sur le consentement, puis aussi longtemps que nous devons être en mesure d'en faire la preuve.",
          ],
        },
        {
          text: "Si une obligation de conservation liée à un litige, un différend non réglé ou une obligation légale nous oblige à conserver des renseignements plus longtemps, nous ne conservons que ce qui est requis, nous en restreignons l'accès et nous les supprimons lorsque l'obligation prend fin.",
        },
      ],
    },
    {
      title: "8. Vos droits et comment les exercer",
      blocks: [
        {
          text: "Sous réserve des exceptions limitées prévues par la loi, vous disposez des droits suivants :",
        },
        {
          items: [
            "Accès : obtenir les renseignements personnels que nous détenons à votre sujet et savoir comment ils ont été utilisés et à qui ils ont été communiqués.",
            "Rectification : faire corriger les renseignements inexacts, incomplets ou équivoques.",
            "Retrait du consentement : retirer votre consentement en tout temps, sous réserve des restrictions légales ou contractuelles et d'un préavis raisonnable. Nous vous expliquerons les conséquences éventuelles, comme l'impossibilité de continuer à vous fournir un service.",
            "Portabilité : recevoir les renseignements personnels informatisés que vous nous avez fournis dans un format technologique structuré et couramment utilisé, ou les faire transmettre à une personne ou à un organisme que vous désignez.",
            "Désindexation : nous demander de cesser de diffuser vos renseignements personnels, ou de désindexer tout hyperlien rattaché à votre nom qui permet d'accéder à ces renseignements, lorsque leur diffusion contrevient à la loi ou à une ordonnance judiciaire ou cause une atteinte grave à votre réputation ou à votre vie privée.",
            "Information sur le traitement automatisé : être informé de toute décision vous concernant fondée exclusivement sur un traitement automatisé, ainsi que de toute technologie que nous utilisons qui permet de vous identifier, de vous localiser ou d'effectuer votre profilage, fonctions que nous maintenons désactivées par défaut.",
          ],
        },
        {
          text: `Pour présenter une demande, écrivez à ${officer.email} ou à ${officer.name} à l'adresse indiquée à la section 1. Nous vérifierons votre identité et vous répondrons dans un délai de 30 jours ; si nous ne pouvons pas faire droit à votre demande en entier, nous vous en expliquerons les motifs par écrit. L'accès est gratuit ; si vous demandez une transcription, une reproduction ou une transmission qui entraîne des frais, nous vous indiquerons les frais raisonnables exigibles avant d'y donner suite.`,
        },
        {
          text: "Si vos renseignements font partie des données d'un Client (par exemple, si vous avez acheté un véhicule auprès d'une concession qui utilise Torque), veuillez communiquer avec cette concession, qui décide de l'utilisation de ces renseignements. Si nous recevons votre demande, nous la transmettrons promptement au Client et l'aiderons à y répondre.",
        },
        {
          text: "Si vous n'êtes pas satisfait de notre réponse, vous pouvez déposer une plainte auprès du Commissariat à la protection de la vie privée du Canada, auprès de la Commission d'accès à l'information du Québec si vous êtes au Québec, ou auprès du commissaire à la protection de la vie privée de votre province lorsque la loi de celle-ci sur le secteur privé s'applique.",
        },
      ],
    },
    {
      title: "9. Enfants, modifications de la présente Politique et coordonnées",
      blocks: [
        {
          text: `Le Site Web et la Plateforme s'adressent aux entreprises. Vous devez avoir au moins 18 ans pour créer un compte ou utiliser la Plateforme, et nos services ne s'adressent pas aux enfants. Nous ne recueillons pas sciemment de renseignements personnels auprès de personnes de moins de 18 ans au moyen du Site Web ou de la Plateforme ; si nous apprenons que cela s'est produit, nous les supprimons promptement. Un parent ou un tuteur qui croit qu'une personne mineure nous a fourni des renseignements peut nous écrire à ${officer.email}.`,
        },
        {
          text: "Nous révisons la présente Politique au moins une fois par année. Avant qu'une modification importante n'entre en vigueur, nous publions la Politique mise à jour avec un nouveau numéro de version et une nouvelle date, et nous donnons aux Clients un préavis d'au moins 30 jours par courriel et dans la Plateforme. Les versions antérieures sont offertes sur demande.",
        },
        {
          text: `Les questions sur la présente Politique ou sur nos politiques et pratiques encadrant la gouvernance des renseignements personnels peuvent être adressées à ${officer.name}, notre responsable de la protection des renseignements personnels. Nous répondons aux demandes relatives à la protection des renseignements personnels dans un délai de 30 jours. La présente Politique est également offerte en anglais.`,
        },
        {
          items: [
            `Courriel : ${officer.email}`,
            `Téléphone : ${officer.phone} (sans frais)`,
            `Adresse postale : Torque Analytics Inc., à l'attention de ${officer.name}, ${officerTitle}, ${officer.address}`,
          ],
        },
      ],
    },
  ],
});

export const termsOfService: LegalDocument = twin(en.termsOfService, {
  title: "Conditions d'utilisation",
  dateLabel: "En vigueur le",
  summary:
    "L'entente entre Torque Analytics Inc. et la concession, le groupe de concessionnaires ou l'agence qui utilise la plateforme Torque : comptes, forfaits et facturation, essai gratuit, propriété des données, utilisation acceptable, intégrations, niveaux de service, responsabilité, résiliation et exportation des données, et droit applicable.",
  sections: [
    {
      title: "1. Entente, comptes et admissibilité",
      blocks: [
        {
          text: "Les présentes conditions d'utilisation (les « Conditions ») constituent une entente ayant force obligatoire entre Torque Analytics Inc. (« Torque » ou « nous ») et l'entreprise qui crée un compte, commence un essai gratuit ou signe un bon de commande avec nous (le « Client » ou « vous »). Elles régissent votre utilisation de la plateforme d'analytique Torque, des portails clients, des API, des intégrations et du soutien connexe (la « Plateforme »). Tout bon de commande que vous signez et notre Politique de confidentialité font partie intégrante des présentes Conditions ; en cas d'incompatibilité entre un bon de commande et les présentes Conditions, le bon de commande prévaut pour l'abonnement visé.",
        },
        {
          text: "Pour créer un compte ou utiliser la Plateforme, chaque personne doit :",
        },
        {
          items: [
            "être âgée d'au moins 18 ans ;",
            "avoir le pouvoir de lier la concession, le groupe de concessionnaires ou l'agence au nom duquel elle accepte les présentes Conditions et, en les acceptant, confirmer qu'elle détient ce pouvoir ;",
            "utiliser la Plateforme aux fins de cette entreprise, et non à titre de consommateur.",
          ],
        },
        {
          text: "Vous êtes responsable de toute activité effectuée au moyen de votre compte. Gardez vos identifiants confidentiels, attribuez à chaque utilisateur ses propres identifiants de connexion, activez l'authentification multifacteur et avisez-nous promptement à support@torqueanalytics.ca si vous soupçonnez un accès non autorisé. Une agence qui connecte des données pour le compte de concessionnaires clients confirme que chaque client l'a autorisée à le faire et à communiquer ces données à Torque, et elle est responsable de l'utilisation que font ses clients de tout portail client qu'elle leur fournit.",
        },
      ],
    },
    {
      title: "2. Forfaits d'abonnement, facturation et taxes",
      blocks: [
        {
          text: "Les abonnements sont offerts selon les forfaits, les fonctionnalités et les prix affichés sur notre page de tarifs, ou indiqués dans votre bon de commande, au moment de votre abonnement. Tous les prix sont en dollars canadiens.",
        },
        {
          items: [
            "Cycle de facturation : les abonnements sont facturés d'avance, mensuellement ou annuellement, et se renouvellent automatiquement pour la même période jusqu'à leur annulation. La facturation annuelle permet d'économiser 15 % par rapport au paiement mensuel.",
            "Paiement : vous nous autorisez à débiter le mode de paiement enregistré à votre dossier au début de chaque cycle de facturation. Les Clients du forfait Entreprise peuvent payer sur facture selon les modalités de leur bon de commande.",
            "Changements de forfait : les passages à un forfait supérieur ou inférieur et les changements du nombre de concessions ou d'utilisateurs prennent effet au début de votre prochain cycle de facturation.",
            "Changements de prix : nous donnons un préavis d'au moins 30 jours de toute hausse de prix. Le nouveau prix s'applique à compter de votre premier cycle de facturation suivant la fin du préavis ; les abonnements annuels conservent leur prix jusqu'au renouvellement.",
            "Rabais et offres : les prix multisites, les prix pour agences partenaires et les prix promotionnels, comme l'offre de lancement du forfait Petit concessionnaire et sa garantie de remboursement de 60 jours, s'appliquent selon les modalités de l'offre ou de votre bon de commande et ne peuvent être combinés, sauf indication contraire.",
            "Taxes : les prix excluent les taxes. Nous percevons la TPS/TVH et, pour les Clients au Québec, la TVQ, ainsi que toute autre taxe de vente applicable selon votre adresse de facturation, et nous indiquons chaque taxe sur votre facture.",
          ],
        },
        {
          text: "Si vous croyez qu'un montant facturé est erroné, avisez-nous à support@torqueanalytics.ca dans les 30 jours suivant la date de la facture ou du prélèvement ; les montants qui ne sont pas contestés dans ce délai sont réputés acceptés, sauf disposition contraire de la loi. Si un montant non contesté est en souffrance, nous pouvons suspendre l'accès après vous avoir transmis un avis écrit et vous avoir donné une possibilité raisonnable de payer. Sauf indication contraire des présentes Conditions ou d'une offre particulière, les frais ne sont pas remboursables.",
        },
      ],
    },
    {
      title: "3. Essai gratuit",
      blocks: [
        {
          text: "Les nouveaux Clients peuvent commencer un seul essai gratuit par concession ou par agence. L'essai dure 30 jours et comprend toutes les fonctionnalités du forfait Professionnel, sans carte de crédit et sans frais d'installation. Vous pouvez annuler en tout temps pendant l'essai, sans frais.",
        },
        {
          items: [
            "Avant la fin de l'essai, vous pouvez choisir un forfait payant pour conserver vos tableaux de bord, vos intégrations et vos données.",
            "Si vous ne choisissez pas de forfait, l'accès prend fin à l'expiration de l'essai. Vous pouvez demander une exportation de vos données jusqu'à ce que nous les supprimions, ce que nous faisons dans les 30 jours suivant l'expiration.",
            "L'essai est fourni tel quel : les niveaux de service et les éventuels crédits de service prévus à la section 8 ne s'y appliquent pas.",
            "Nous pouvons refuser ou interrompre un essai si nous avons des motifs raisonnables de croire qu'il sert à concevoir un produit concurrent ou à en évaluer un par comparaison, ou qu'il contrevient autrement aux présentes Conditions.",
          ],
        },
      ],
    },
    {
      title: "4. Données du client et propriété intellectuelle",
      blocks: [
        {
          text: "Vous êtes propriétaire de vos Données du client, c'est-à-dire les données de publicité, de demandes, de ventes, de GRC, d'inventaire et de profit que vous ou vos intégrations fournissez à la Plateforme, ainsi que les rapports qui en sont tirés. Vous accordez à Torque une licence non exclusive et libre de redevances, pour la durée de votre abonnement et de toute période d'exportation qui suit, lui permettant d'héberger, de copier, de traiter et d'afficher les Données du client uniquement dans la mesure nécessaire pour vous fournir la Plateforme, la sécuriser et en assurer le soutien, et comme le décrit notre Politique de confidentialité.",
        },
        {
          text: "Vous nous autorisez également à créer des statistiques agrégées et dépersonnalisées à partir des Données du client, comme les points de référence du marché présentés dans les analyses concurrentielles, et à les utiliser pour améliorer la Plateforme. Nous n'utilisons ces statistiques que lorsqu'aucun Client, aucune concession ni aucune personne ne peut être identifié à partir de celles-ci, et nous ne communiquons jamais vos Données du client à un autre Client.",
        },
        {
          text: "Vous êtes responsable de l'exactitude des Données du client et de l'obtention des avis, des consentements et des autorisations nécessaires pour les recueillir et les communiquer à Torque, notamment en vertu de la LPRPDE, de la Loi québécoise sur le secteur privé et de la LCAP. La Plateforme n'a pas besoin des renseignements suivants, et vous ne devez pas nous les transmettre :",
        },
        {
          items: [
            "les numéros d'assurance sociale ou de permis de conduire ;",
            "les demandes de crédit, les dossiers ou les cotes de crédit ;",
            "les numéros complets de carte de paiement ou de compte bancaire ;",
            "les renseignements sur la santé ou tout autre renseignement sensible sans lien avec les résultats marketing et commerciaux.",
          ],
        },
        { text: "Notre propriété intellectuelle" },
        {
          text: "Torque et ses concédants de licence sont propriétaires de la Plateforme, y compris de ses logiciels, de ses modèles, de ses méthodes d'attribution, de ses tableaux de bord, de sa documentation et de ses marques de commerce, ainsi que de toutes leurs améliorations. Sous réserve des présentes Conditions et du paiement des frais, nous vous accordons, pour la durée de votre abonnement, un droit non exclusif et non transférable permettant à vos utilisateurs autorisés d'accéder à la Plateforme et de l'utiliser pour les besoins internes de votre entreprise. Les portails en marque blanche peuvent porter l'image de marque d'une agence, sans que cela modifie la propriété de la Plateforme sous-jacente. Si vous nous transmettez des commentaires ou des suggestions, nous pouvons les utiliser sans restriction ni obligation envers vous.",
        },
      ],
    },
    {
      title: "5. Utilisation acceptable",
      blocks: [
        {
          text: "Vous et vos utilisateurs devez utiliser la Plateforme de façon licite et uniquement dans la mesure permise par les présentes Conditions. Vous ne devez pas :",
        },
        {
          items: [
            "téléverser ou connecter des données que vous n'avez pas le droit d'utiliser, ou utiliser la Plateforme pour traiter des renseignements personnels en contravention des lois sur la protection des renseignements personnels ;",
            "utiliser des données exportées de la Plateforme pour envoyer des messages électroniques commerciaux non conformes à la LCAP ;",
            "partager des identifiants de connexion, revendre la Plateforme ou en concéder une sous-licence, ou y donner accès à quiconque autre que vos utilisateurs autorisés, sauf au moyen des portails clients que vous configurez à titre d'agence ;",
            "copier, décompiler ou rétroconcevoir la Plateforme, ou l'utiliser, de même que ses résultats ou sa documentation, pour concevoir un produit concurrent ;",
            "sonder, balayer ou tester la vulnérabilité de la Plateforme, ou contourner ses contrôles de sécurité ou ses limites d'utilisation, sans notre autorisation écrite ;",
            "accéder à la Plateforme par des moyens automatisés autres que nos API documentées, ou dépasser les limites de votre forfait, comme son volume mensuel de demandes ;",
            "téléverser des logiciels malveillants ou du contenu illicite, diffamatoire ou qui porte atteinte aux droits d'autrui.",
          ],
        },
        {
          text: "Si l'utilisation de la Plateforme contrevient à la présente section ou menace sa sécurité ou d'autres Clients, nous pouvons suspendre l'accès visé, dans la mesure raisonnablement nécessaire. Nous vous en aviserons, vous donnerons d'abord l'occasion de corriger le problème lorsque c'est possible et rétablirons l'accès une fois le problème résolu.",
        },
      ],
    },
    {
      title: "6. Intégrations et services de tiers",
      blocks: [
        {
          text: "La Plateforme se connecte à plus de 300 services de tiers, dont des plateformes publicitaires, des logiciels de GRC, des systèmes de gestion de concession comme CDK Global, Reynolds and Reynolds, PBS Systems et Dealertrack, et des places de marché comme AutoTrader.ca. Lorsque vous connectez un service, vous autorisez Torque à en extraire des données en votre nom et, si vous activez cette option, à lui transmettre des données. Le forfait Essentiel comprend plus de 10 intégrations de base ; les forfaits Professionnel et Entreprise comprennent l'ensemble des plus de 300 intégrations.",
        },
        {
          items: [
            "Votre utilisation de chaque service de tiers est régie par votre entente avec son fournisseur. Il vous incombe de détenir les licences et les droits d'accès aux systèmes, et d'acquitter les frais d'accès aux données, qu'exige le fournisseur.",
            "Les fournisseurs tiers ne sont ni nos sous-traitants ni nos mandataires. Nous ne sommes pas responsables de leurs services, de l'exactitude des données qu'ils fournissent, de leur disponibilité, ni des modifications apportées à leurs API ou à leurs conditions.",
            "Si un fournisseur modifie ou retire son API, nous ferons des efforts raisonnables pour maintenir l'intégration, mais nous pourrions devoir la modifier ou l'abandonner. Nous vous en informerons dès que cela sera raisonnablement possible.",
            "Vous pouvez déconnecter une intégration en tout temps. Les données déjà importées demeurent dans votre compte jusqu'à ce que vous les supprimiez ou que votre abonnement prenne fin.",
          ],
        },
      ],
    },
    {
      title: "7. Confidentialité",
      blocks: [
        {
          text: "Chaque partie peut recevoir de l'autre des renseignements non publics qui sont désignés comme confidentiels ou qu'une personne raisonnable considérerait comme confidentiels, notamment les Données du client, les prix, les bons de commande, les plans de produits et les rapports de sécurité (les « Renseignements confidentiels »). La partie destinataire utilisera les Renseignements confidentiels uniquement pour exécuter ses obligations aux termes des présentes Conditions, les protégera avec au moins un soin raisonnable, et avec un soin non inférieur à celui qu'elle accorde à ses propres renseignements de même nature, et ne les communiquera qu'aux employés, aux entrepreneurs et aux conseillers qui en ont besoin et qui sont tenus à des obligations de confidentialité au moins aussi protectrices que celles-ci.",
        },
        {
          text: "Ces obligations ne s'appliquent pas aux renseignements :",
        },
        {
          items: [
            "qui sont ou deviennent publics sans faute de la partie destinataire ;",
            "que la partie destinataire connaissait déjà ou a élaborés de façon indépendante sans utiliser les renseignements de l'autre partie ;",
            "que la partie destinataire a reçus légitimement d'un tiers qui n'était tenu à aucune obligation de confidentialité.",
          ],
        },
        {
          text: "Si la loi ou un tribunal en exige la communication, la partie destinataire, lorsque la loi le permet, en avisera promptement l'autre partie et lui fournira une aide raisonnable pour obtenir un traitement confidentiel. Ces obligations survivent à la fin des présentes Conditions tant que les renseignements demeurent confidentiels.",
        },
      ],
    },
    {
      title: "8. Niveaux de service et soutien",
      blocks: [
        {
          text: "Nous nous engageons à assurer une disponibilité de 99,9 % de la Plateforme, mesurée chaque mois civil. Sont exclus la maintenance planifiée que nous annonçons à l'avance (et prévoyons en dehors des heures de pointe des concessions lorsque c'est possible), les correctifs de sécurité urgents, ainsi que les pannes causées par des services de tiers, par vos propres systèmes ou par des événements indépendants de notre volonté raisonnable. Les Clients du forfait Entreprise bénéficient de l'engagement de disponibilité, des crédits de service et de la procédure d'escalade prévus dans leur bon de commande ; lorsque des crédits de service sont offerts, ils constituent votre seul recours financier en cas de non-respect de l'engagement de disponibilité.",
        },
        {
          items: [
            "Soutien par courriel à support@torqueanalytics.ca pour tous les forfaits, avec une réponse en moins de 24 heures.",
            "Clavardage en direct du lundi au vendredi, de 8 h à 20 h (heure de l'Est).",
            "Soutien prioritaire par téléphone et par courriel pour les forfaits Professionnel et Entreprise, au 1-888-555-0142.",
            "Mise en route : configuration en 24 à 48 heures et implantation standard généralement terminée en 2 à 4 semaines (6 à 8 semaines pour le forfait Entreprise), y compris l'importation de 12 à 24 mois d'historique lorsque vos systèmes le permettent.",
          ],
        },
        {
          text: "Nous améliorons la Plateforme en continu. Nous ne réduirons pas de façon importante les fonctionnalités de base de votre forfait pendant une période payée, et nous vous donnerons un préavis de 30 jours de tout changement qui a une incidence importante sur votre utilisation.",
        },
      ],
    },
    {
      title: "9. Garanties, exclusions et limitation de responsabilité",
      blocks: [
        { text: "Garanties et exclusions" },
        {
          text: "Chaque partie confirme qu'elle a le pouvoir de conclure les présentes Conditions. Nous garantissons que la Plateforme fonctionnera pour l'essentiel conformément à sa documentation et que nous la fournirons avec la compétence et le soin raisonnables. Si ce n'est pas le cas, avisez-nous et nous ferons des efforts raisonnables pour corriger le problème ; si nous ne pouvons pas le faire dans un délai raisonnable, vous pouvez résilier l'abonnement visé et obtenir le remboursement des frais payés d'avance pour la période non utilisée.",
        },
        {
          text: "Les modèles d'attribution, les analyses de l'IA, les prévisions et les points de référence sont des estimations analytiques fondées sur les données dont dispose la Plateforme. Les prévisions de RCI et les résultats présentés dans notre marketing, comme les améliorations moyennes du RCI, ne constituent pas une garantie de résultats futurs ; les décisions concernant les dépenses publicitaires, les prix et l'inventaire vous appartiennent. Sauf disposition expresse des présentes Conditions, et dans la mesure permise par la loi, la Plateforme est fournie sans aucune autre garantie ni condition, expresse ou implicite, notamment quant à la qualité marchande, à l'adaptation à un usage particulier et au fonctionnement ininterrompu ou exempt d'erreurs.",
        },
        { text: "Limitation de responsabilité" },
        {
          items: [
            "Aucune des parties n'est responsable des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni des pertes de profits, de revenus ou d'achalandage, même si elle a été informée de leur possibilité.",
            "La responsabilité totale de chaque partie découlant des présentes Conditions ou s'y rapportant est limitée aux frais que vous avez payés à Torque en vertu des présentes Conditions au cours des 12 mois précédant la naissance de la réclamation.",
            "Vous indemniserez Torque à l'égard des réclamations de tiers découlant de Données du client que vous n'aviez pas le droit de communiquer ou d'un manquement à la section 5. Torque vous indemnisera à l'égard des réclamations de tiers alléguant que la Plateforme, telle que nous la fournissons, porte atteinte à des droits de propriété intellectuelle au Canada.",
            "Ces limites ne s'appliquent pas aux frais que vous devez, aux indemnisations ci-dessus, ni à la responsabilité qui ne peut être limitée par la loi, notamment la responsabilité pour faute intentionnelle ou faute lourde, ou pour préjudice corporel ou décès.",
          ],
        },
      ],
    },
    {
      title: "10. Durée, résiliation et exportation des données",
      blocks: [
        {
          text: "Les présentes Conditions prennent effet lorsque vous les acceptez et demeurent en vigueur tant que vous avez un essai ou un abonnement actif. Vous pouvez annuler en tout temps dans les paramètres de votre compte ou en écrivant à support@torqueanalytics.ca. L'annulation prend effet à la fin de votre cycle de facturation en cours, et vous conservez l'accès jusque-là. Les frais déjà payés ne sont pas remboursés pour les périodes partielles, sauf disposition contraire des présentes Conditions ou de la loi.",
        },
        {
          text: "Chaque partie peut résilier les présentes Conditions pour un motif sérieux si l'autre partie manque de façon importante à ses obligations et ne remédie pas à ce manquement dans les 30 jours suivant la réception d'un avis écrit, ou immédiatement si l'autre partie fait faillite ou devient insolvable. Si vous résiliez en raison d'un manquement de notre part auquel nous n'avons pas remédié, nous remboursons les frais payés d'avance pour la période non utilisée. À la fin de votre abonnement :",
        },
        {
          items: [
            "Exportation : vous pouvez exporter les Données du client en format CSV ou Excel, ou au moyen de notre API, en tout temps pendant votre abonnement. Si vous demandez une exportation complète à la fermeture ou dans les 30 jours qui suivent, nous la livrons généralement en moins de 24 heures.",
            "Suppression : nous supprimons les Données du client dans les 30 jours suivant la fermeture du compte ou votre demande écrite, y compris des sauvegardes, et nous confirmons la suppression par écrit sur demande.",
            "Dossiers conservés : nous conservons les dossiers financiers pendant 7 ans et les journaux de sécurité pendant 1 an, comme le décrit notre Politique de confidentialité.",
            "Survie : les sections portant sur les frais dus, les données du client, la confidentialité, les garanties et la limitation de responsabilité, ainsi que sur le droit applicable, survivent à la résiliation.",
          ],
        },
      ],
    },
    {
      title: "11. Droit applicable, modifications et coordonnées",
      blocks: [
        {
          text: "Les présentes Conditions sont régies par les lois de la province de l'Ontario et les lois fédérales du Canada qui s'y appliquent, sans égard aux règles relatives aux conflits de lois. La Convention des Nations Unies sur les contrats de vente internationale de marchandises ne s'applique pas. Les parties se soumettent à la compétence exclusive des tribunaux situés à Toronto, en Ontario, sauf que chaque partie peut demander une injonction urgente à tout tribunal compétent.",
        },
        {
          text: "Nous pouvons mettre à jour les présentes Conditions. Nous vous donnerons un préavis d'au moins 30 jours de toute modification importante, par courriel à l'administrateur de votre compte et dans la Plateforme, avant son entrée en vigueur. Si vous n'êtes pas d'accord, vous pouvez annuler avant la date d'entrée en vigueur, et les Conditions antérieures continuent de s'appliquer jusqu'à la prise d'effet de votre annulation ; l'utilisation continue de la Plateforme après la date d'entrée en vigueur signifie que vous acceptez les Conditions mises à jour.",
        },
        {
          text: "Aucune des parties ne peut céder les présentes Conditions sans le consentement écrit de l'autre, sauf à une société affiliée ou à un successeur de la totalité ou de la quasi-totalité de son entreprise, sur avis. Aucune des parties n'est responsable des retards causés par des événements indépendants de sa volonté raisonnable. Si une disposition est jugée inapplicable, les autres demeurent en vigueur. Les présentes Conditions, avec tout bon de commande et notre Politique de confidentialité, constituent l'intégralité de l'entente entre les parties concernant la Plateforme. Si vous êtes situé au Québec, la présente version française des Conditions vous a été remise avant leur acceptation ; vous n'êtes lié par la version anglaise que si vous l'avez expressément choisie.",
        },
        {
          text: "Les questions concernant les présentes Conditions peuvent être adressées à hello@torqueanalytics.ca. Les avis juridiques officiels doivent être remis par écrit à l'adresse ci-dessous, à l'attention de notre service juridique, avec copie par courriel à hello@torqueanalytics.ca.",
        },
        {
          items: [
            "Torque Analytics Inc., 200, rue Bay, bureau 2400, Toronto (Ontario) M5J 2J2",
            "Téléphone : 1-888-555-0142 (sans frais)",
            "Soutien et facturation : support@torqueanalytics.ca",
            "Ventes et bons de commande du forfait Entreprise : sales@torqueanalytics.ca",
            "Protection des renseignements personnels : privacy@torqueanalytics.ca",
          ],
        },
      ],
    },
  ],
});
