// FAQ page content: sidebar categories, question groups and the support cards
// shown below the questions. Figures follow the product spec (pricing, service
// levels, security and legal timelines).
import type { FaqGroup, SupportCard } from "../faq";
import * as en from "../faq";
import { twin } from "./localized";

// The sidebar's eight categories (spec section 2). Five are question groups on the page; the other
// three point to where those answers live.
export const faqSidebarCategories: { label: string; href: string }[] = twin(en.faqSidebarCategories, [
  { label: "Pour commencer" },
  { label: "Fonctionnalités de la plateforme" },
  { label: "Tarifs et facturation" },
  { label: "Implantation" },
  { label: "Intégrations" },
  { label: "Soutien et formation" },
  { label: "Sécurité et confidentialité" },
  { label: "Gestion du compte" },
]);

export const faqGroups: FaqGroup[] = twin(en.faqGroups, [
  {
    title: "Pour commencer",
    questions: [
      {
        question: "Qu'est-ce que Torque Analytics ?",
        answer:
          "Torque Analytics est une plateforme d'analytique marketing et de mesure du RCI conçue pour les concessionnaires automobiles canadiens, les groupes de concessionnaires et les agences qui les servent. Elle réunit vos données de publicité, de demandes, de GRC, de ventes tirées du système de gestion de concession (DMS), d'inventaire et de profit dans un seul tableau de bord : vous voyez quels dollars ont réellement vendu des véhicules et combien de profit brut ils ont rapporté. Plus de 500 concessions l'utilisent pour piloter leur marketing, et toutes les données des clients restent au Canada.",
      },
      {
        question: "Comment fonctionne l'essai gratuit ?",
        answer:
          "Vous profitez pendant 30 jours de toutes les fonctionnalités du forfait Professionnel : canaux illimités, plus de 300 intégrations, attribution multicontact, Deal Autopsy et prévisions du RCI. Aucune carte de crédit n'est requise, il n'y a aucuns frais d'installation et vous pouvez annuler en tout temps. Si vous choisissez un forfait à la fin de l'essai, vos données connectées et vos tableaux de bord sont conservés tels quels.",
      },
      {
        question: "Dans combien de temps verrons-nous notre premier tableau de bord ?",
        answer:
          "La plupart des concessions sont configurées en 24 à 48 heures. Nous connectons vos comptes publicitaires, votre logiciel de GRC et votre DMS, puis nous importons de 12 à 24 mois d'historique pour que votre attribution et vos prévisions partent de résultats réels plutôt que d'une page blanche. Une implantation standard complète, formation et configuration des rapports comprises, prend de 2 à 4 semaines.",
      },
      {
        question: "Quel forfait convient à ma concession ?",
        answer:
          "Le forfait Essentiel (297 $ par mois) convient aux concessions indépendantes de 1 ou 2 conseillers aux ventes, sur un seul terrain. Le forfait Professionnel (597 $ par mois, notre plus populaire) s'adresse aux concessionnaires qui comptent de 3 à 15 conseillers aux ventes dans 1 à 3 concessions. Le forfait Entreprise est offert sur mesure aux groupes de plus de 15 conseillers aux ventes et de plusieurs concessions. Les petits indépendants peuvent aussi commencer avec le forfait Petit concessionnaire, à 147 $ par mois.",
      },
      {
        question: "Puis-je voir la plateforme avant de m'abonner ?",
        answer:
          "Oui. Réservez une démo : un spécialiste produit vous présentera la plateforme à partir de données de concession en une trentaine de minutes. Nous répondons à toutes les demandes en moins de 24 heures ; vous pouvez aussi écrire directement à demo@torqueanalytics.ca.",
      },
      {
        question: "Avons-nous besoin d'un analyste ou d'une équipe informatique pour l'utiliser ?",
        answer:
          "Non. Torque est conçu pour les directeurs généraux, les directeurs des ventes et les directeurs marketing, pas pour des équipes de données. Notre équipe de mise en route branche les intégrations, les rapports arrivent automatiquement et les analyses de l'IA expliquent en langage clair ce qui a changé et quoi faire.",
      },
    ],
  },
  {
    title: "Fonctionnalités de la plateforme",
    questions: [
      {
        question: "Qu'est-ce que Deal Autopsy ?",
        answer:
          "Deal Autopsy est une analyse détaillée par transaction qui retrace tout l'historique de chaque véhicule vendu : le premier clic sur une annonce, chaque consultation de page de détail du véhicule (PDV), le formulaire de demande ou l'appel téléphonique, l'activité dans la GRC, le rendez-vous et la transaction inscrite au DMS, avec le profit brut sur le véhicule et en financement et assurance. Vous voyez exactement quelles campagnes ont contribué à une vente et ce que cette vente a rapporté.",
      },
      {
        question: "Quels modèles d'attribution prenez-vous en charge ?",
        answer:
          "Cinq modèles : au premier contact, au dernier contact, linéaire, par dépréciation dans le temps et basé sur la position. Vous pouvez passer de l'un à l'autre dans n'importe quel rapport pour voir comment le mérite d'une vente se déplace d'un canal à l'autre. Comme Torque jumelle les demandes aux ventes réelles du DMS au lieu de les estimer, la précision moyenne de notre attribution atteint 99,7 %.",
      },
      {
        question: "Comment fonctionnent les prévisions du RCI ?",
        answer:
          "Torque modélise votre historique de dépenses, le volume de demandes, les taux de conclusion, l'inventaire et la saisonnalité pour projeter le RCI de 30 à 90 jours à l'avance. Vous pouvez tester des changements de budget avant de vous engager, par exemple déplacer 5 000 $ de l'affichage vers la recherche, et voir l'effet attendu sur les demandes, les véhicules vendus et le profit brut.",
      },
      {
        question: "Que montrent les analyses de l'IA et le fil en direct ?",
        answer:
          "Le fil en direct affiche les nouvelles demandes, les rendez-vous et les ventes conclues au moment où ils se produisent, dans toutes les sources connectées. Les analyses de l'IA surveillent les mêmes données et signalent ce qui compte : une campagne dont le coût par demande a doublé du jour au lendemain, une source de demandes qui ne produit plus de ventes ou un modèle dont les dépenses publicitaires dépassent l'inventaire disponible.",
      },
      {
        question: "Que sont les analyses concurrentielles ?",
        answer:
          "Les analyses concurrentielles comparent votre coût par demande, votre coût par vente et la répartition de vos canaux aux résultats anonymisés et agrégés de concessions comparables dans votre marché et votre segment. Vous savez ainsi si un coût par demande de 45 $ est un problème ou un avantage là où vous vendez.",
      },
      {
        question: "Les agences peuvent-elles offrir à leurs clients un portail à leur image ?",
        answer:
          "Oui. Les agences peuvent exploiter des portails clients en marque blanche, sous leur propre marque et leur propre nom de domaine ; chaque concession cliente ne voit que ses propres tableaux de bord et rapports. Les agences partenaires bénéficient aussi de remises sur volume pouvant atteindre 40 %, d'une commission de 15 à 25 % et de plus de 20 heures de formation.",
      },
    ],
  },
  {
    title: "Tarifs et facturation",
    questions: [
      {
        question: "Combien coûte Torque Analytics ?",
        answer:
          "Le forfait Essentiel coûte 297 $ par mois, le forfait Professionnel 597 $ par mois, et le forfait Entreprise est tarifé sur mesure selon votre groupe. Tous les prix sont en dollars canadiens. Chaque forfait commence par un essai gratuit de 30 jours des fonctionnalités du forfait Professionnel, sans carte de crédit ni frais d'installation.",
      },
      {
        question: "Offrez-vous une remise pour la facturation annuelle ?",
        answer: "Oui. Le paiement annuel vous fait économiser 15 % par rapport à la facturation mensuelle, quel que soit le forfait.",
      },
      {
        question: "Offrez-vous des remises pour plusieurs concessions ?",
        answer:
          "Oui. Les groupes économisent 20 % à partir de 3 concessions, 30 % à partir de 5 et 40 % à partir de 10. Les ententes du forfait Entreprise peuvent comprendre des remises sur volume allant jusqu'à 60 %. Écrivez à sales@torqueanalytics.ca pour obtenir une soumission pour votre groupe.",
      },
      {
        question: "Avez-vous un forfait pour les petits concessionnaires indépendants ?",
        answer:
          "Le forfait Petit concessionnaire coûte 147 $ par mois, avec 50 % de rabais sur vos 3 premiers mois. Il est assorti d'une garantie satisfait ou remboursé : si le RCI de votre marketing ne s'améliore pas dans les 60 jours, nous vous remboursons vos frais d'abonnement.",
      },
      {
        question: "Puis-je changer de forfait ou l'annuler ?",
        answer:
          "Vous pouvez passer à un forfait supérieur ou inférieur, ou annuler, en tout temps dans les paramètres de votre compte. Les changements de forfait prennent effet au début de votre prochain cycle de facturation, et nous donnons un préavis de 30 jours avant toute modification de nos prix.",
      },
      {
        question: "Que faire si je vois des frais que je ne reconnais pas ?",
        answer:
          "Écrivez à support@torqueanalytics.ca dans les 30 jours suivant le prélèvement : notre équipe de facturation fera enquête et corrigera toute erreur.",
      },
    ],
  },
  {
    title: "Implantation",
    questions: [
      {
        question: "Combien de temps prend l'implantation ?",
        answer:
          "La configuration initiale prend de 24 à 48 heures. Une implantation standard, y compris l'importation des données, la configuration de l'attribution, la mise en place des rapports et la formation de l'équipe, est terminée en 2 à 4 semaines. Pour les groupes de plusieurs concessions, l'implantation du forfait Entreprise prend de 6 à 8 semaines.",
      },
      {
        question: "À quoi ressemble l'implantation du forfait Entreprise ?",
        answer:
          "L'implantation du forfait Entreprise se fait par étapes. La première étape (2 à 3 semaines) connecte les comptes publicitaires, la GRC et le DMS de chaque concession et importe l'historique. La deuxième étape (3 à 4 semaines) configure l'attribution, les tableaux de bord du groupe et des concessions ainsi que les rôles des utilisateurs. Entre la 6e et la 8e semaine, tout le groupe est en service et formé ; suit une optimisation continue avec votre équipe de réussite client.",
      },
      {
        question: "Combien de données historiques importez-vous ?",
        answer:
          "Nous importons de 12 à 24 mois d'historique de vos plateformes publicitaires, de votre logiciel de GRC et de votre DMS. Cet historique alimente les comparaisons d'une année à l'autre, la saisonnalité de vos prévisions et l'attribution des ventes amorcées des mois avant leur conclusion.",
      },
      {
        question: "À quels DMS et logiciels de GRC vous connectez-vous ?",
        answer:
          "Torque se connecte aux principaux DMS utilisés au Canada, dont CDK Global, Reynolds and Reynolds, PBS Systems et Dealertrack, ainsi qu'aux principaux logiciels de GRC automobiles, plateformes publicitaires et places de marché comme AutoTrader.ca. Au total, nous prenons en charge plus de 300 intégrations.",
      },
      {
        question: "Que devons-nous fournir ?",
        answer:
          "Une personne-ressource principale, les autorisations d'accès à vos comptes publicitaires, à votre logiciel de GRC et à votre DMS, et environ une heure avec vos directeurs des ventes et du marketing pour confirmer les sources de demandes et les objectifs de vos rapports. Notre équipe de mise en route s'occupe des connexions, de la correspondance des données et de la validation.",
      },
    ],
  },
  {
    title: "Sécurité et confidentialité",
    questions: [
      {
        question: "Où nos données sont-elles stockées ?",
        answer:
          "Toutes les données des clients sont stockées et traitées au Canada. Vos dossiers de ventes, de demandes et de clients ne quittent jamais les centres de données canadiens.",
      },
      {
        question: "Comment protégez-vous nos données ?",
        answer:
          "Torque Analytics est certifiée SOC 2 Type II. Les données sont protégées par un chiffrement 256 bits en transit et AES-256 au repos, l'accès est fondé sur les rôles, et chaque connexion et chaque changement d'autorisation sont journalisés. La plateforme affiche une disponibilité de 99,9 %.",
      },
      {
        question: "Pouvons-nous exporter nos données ?",
        answer:
          "Oui. Vous pouvez exporter vos rapports et vos données brutes en tout temps en CSV ou en Excel, ou les extraire par notre API. Les demandes d'exportation complète d'un compte sont généralement traitées en moins de 24 heures.",
      },
      {
        question: "Qu'advient-il de nos données si nous annulons ?",
        answer:
          "Vous pouvez tout exporter avant de partir. Après l'annulation, vos données sont supprimées dans les 30 jours. Les dossiers financiers sont conservés 7 ans et les journaux de sécurité 1 an, comme l'exigent les obligations fiscales et d'audit.",
      },
      {
        question: "Qui devons-nous joindre pour les questions de confidentialité ?",
        answer:
          "Écrivez à privacy@torqueanalytics.ca. Notre équipe responsable de la protection des renseignements personnels répond à chaque demande dans les 30 jours, et nous donnons un préavis de 30 jours avant toute modification de notre politique de confidentialité.",
      },
    ],
  },
]);

export const supportCards: SupportCard[] = twin(en.supportCards, [
  {
    title: "Clavardage en direct",
    text: "Clavardez avec un spécialiste produit de Torque du lundi au vendredi, de 8 h à 20 h (heure de l'Est). La plupart des questions trouvent réponse en quelques minutes.",
    action: { label: "Lancer le clavardage" },
  },
  {
    title: "Soutien téléphonique",
    text: "Appelez-nous sans frais au 1-888-555-0142 pour parler à quelqu'un qui connaît le marketing automobile.",
    action: { label: "Appeler le 1-888-555-0142" },
  },
  {
    title: "Soutien par courriel",
    text: "Envoyez votre question à support@torqueanalytics.ca et nous vous répondrons en moins de 24 heures.",
    action: { label: "Écrire au soutien" },
  },
]);
