// Careers page content: benefits, open roles, culture, hiring process and job alerts.
// All salary ranges fall within $50K - $120K CAD.

import type { CareerBenefit, CultureCard, HiringStep, Job, JobAlerts, JobDepartment, JobLocation, JobType } from "../careers";
import * as en from "../careers";
import { twin } from "./localized";

export const careerBenefits: CareerBenefit[] = twin(en.careerBenefits, [
  {
    title: "Budget de formation annuel de 2 000 $",
    text: "Consacrez-le à des cours, à des certifications, à des congrès ou à des livres. Certification infonuagique ou atelier sur les opérations d'une concession : si cela vous aide à mieux faire votre travail, c'est admissible.",
  },
  {
    title: "Assurance maladie et soins dentaires",
    text: "Une couverture complète d'assurance maladie complémentaire, de soins dentaires et de soins de la vue pour vous et votre famille dès votre premier jour, ainsi que l'accès à un programme de soins virtuels et de santé mentale.",
  },
  {
    title: "Pensé pour le télétravail",
    text: "Travaillez à notre siège social de Toronto, à nos bureaux de Calgary ou de Montréal, ou de chez vous, partout au Canada. Nous fournissons l'équipement et une allocation pour aménager votre bureau à domicile.",
  },
  {
    title: "Une participation pour chaque employé",
    text: "Chaque membre de l'équipe à temps plein reçoit des options d'achat d'actions. Quand Torque grandit, les gens qui l'ont bâtie profitent de cette croissance.",
  },
  {
    title: "Du temps pour recharger vos batteries",
    text: "Des vacances payées généreuses dès la première année, des congés personnels pour les imprévus de la vie et une fermeture de l'entreprise entre Noël et le jour de l'An.",
  },
  {
    title: "Des congés pensés pour la famille",
    text: "Un complément aux prestations parentales de l'assurance-emploi (ou du Régime québécois d'assurance parentale au Québec) pour les nouveaux parents, et des horaires flexibles pour la sortie des classes, les rendez-vous et tout le reste.",
  },
]);

export const jobs: Job[] = twin(en.jobs, [
  {
    title: "Développeuse principale ou développeur principal, pile Web complète",
    description:
      "Créez les tableaux de bord, les vues Deal Autopsy et les outils de rapport que les concessionnaires ouvrent chaque matin. Vous serez responsable de fonctionnalités de bout en bout, de TypeScript et React côté client jusqu'aux API et aux modèles de données qui les soutiennent. Vous travaillerez en étroite collaboration avec les équipes du produit et de la réussite client pour transformer les commentaires des concessionnaires en logiciels livrés.",
    requirements: [
      "5 ans ou plus d'expérience en développement d'applications Web en production avec TypeScript et React",
      "Solide expérience des API Node.js et des bases de données relationnelles comme PostgreSQL",
      "Aisance à concevoir des interfaces riches en données : tableaux, graphiques et filtres qui restent rapides à grande échelle",
      "Expérience démontrée en mentorat auprès d'autres membres de l'équipe de développement et en direction de revues de code",
      "Une expérience en analytique SaaS ou en technologie marketing est un atout",
    ],
    salary: "100 000 $ à 120 000 $",
  },
  {
    title: "Scientifique des données, attribution",
    description:
      "Améliorez les modèles d'attribution multicontact et de prévision du RCI sur 30 à 90 jours qui indiquent aux concessionnaires où investir leur prochain dollar. Vous concevrez des expériences, validerez les modèles par rapport aux ventes réelles et aiderez à expliquer les résultats en des termes dont un directeur général peut se servir.",
    requirements: [
      "Diplôme d'études supérieures en statistique, en économie, en informatique ou dans un domaine connexe, ou expérience équivalente",
      "3 ans ou plus d'expérience en modélisation statistique ou en apprentissage automatique appliqués à des problèmes d'affaires",
      "Maîtrise de Python et de SQL, y compris pandas et scikit-learn ou des bibliothèques semblables",
      "Expérience en prévision de séries chronologiques, en inférence causale ou en modélisation du mix marketing",
      "Capacité à communiquer clairement ses conclusions à un public non technique",
    ],
    salary: "95 000 $ à 115 000 $",
  },
  {
    title: "Gestionnaire bilingue de la réussite client",
    description:
      "Accompagnez les concessionnaires du Québec et de l'Est du Canada, de l'intégration jusqu'à un RCI mesurable, en français et en anglais. Vous animerez les appels d'implantation, donnerez des séances de formation et tiendrez des bilans de rendement réguliers pour que les clients tirent toujours plus de la plateforme.",
    requirements: [
      "Maîtrise professionnelle du français et de l'anglais, à l'écrit comme à l'oral",
      "3 ans ou plus d'expérience en réussite client, en gestion de comptes ou en consultation auprès de clients SaaS ou du secteur automobile",
      "Connaissance pratique des opérations d'une concession, des logiciels de GRC ou des systèmes de gestion de concession (DMS)",
      "Aisance à présenter des données et des recommandations aux concessionnaires et aux directeurs généraux",
      "Capacité à voyager à l'occasion au Québec et dans les Maritimes",
    ],
    salary: "70 000 $ à 90 000 $",
  },
  {
    title: "Chargée ou chargé de comptes, groupes de concessionnaires",
    description:
      "Faites découvrir Torque aux groupes de concessionnaires multisites de l'Ouest canadien. Vous mènerez les rencontres exploratoires et les démos, bâtirez des analyses de rentabilité axées sur le RCI marketing et conclurez de nouveaux comptes. Le salaire de base ci-dessous s'accompagne de commissions sans plafond.",
    requirements: [
      "3 ans ou plus d'expérience en vente B2B, idéalement de logiciels ou de services aux concessionnaires",
      "Capacité démontrée à atteindre ou à dépasser ses objectifs de vente dans un cycle de vente à plusieurs intervenants",
      "Compréhension du commerce de détail automobile, du marketing des concessionnaires ou de la publicité numérique",
      "Habileté à présenter des démonstrations de produit concises et personnalisées",
      "Permis de conduire valide et disposition à visiter des concessionnaires en Alberta et en Colombie-Britannique",
    ],
    salary: "65 000 $ à 85 000 $",
  },
  {
    title: "Spécialiste du soutien aux intégrations",
    description:
      "Aidez les concessionnaires et les agences à connecter leurs plateformes publicitaires, leurs logiciels de GRC et leurs DMS, et assurez la circulation continue de ces données. Vous résoudrez les problèmes d'intégration, répondrez aux demandes de soutien et aux séances de clavardage en direct, et documenterez les correctifs pour que le prochain client ne rencontre jamais le même problème.",
    requirements: [
      "1 an ou plus d'expérience en soutien technique, en centre d'assistance ou en opérations auprès de la clientèle",
      "Méthode rigoureuse de résolution de problèmes et aisance à lire des journaux et des chiffriers",
      "Communication écrite claire et cordiale",
      "Disponibilité pour des quarts de travail pendant nos heures de clavardage en direct, du lundi au vendredi, de 8 h à 20 h (heure de l'Est)",
      "Une connaissance des logiciels de concession ou des plateformes publicitaires est un atout",
    ],
    salary: "50 000 $ à 65 000 $",
  },
  {
    title: "Spécialiste du marketing de contenu automobile",
    description:
      "Rédigez les guides, les études de cas et les articles qui aident les concessionnaires canadiens à investir plus judicieusement en marketing. Il s'agit d'un contrat de 12 mois avec possibilité de prolongation ; l'échelle salariale ci-dessous est annualisée.",
    requirements: [
      "3 ans ou plus d'expérience en rédaction de contenu B2B, idéalement dans l'automobile, le marketing ou le SaaS",
      "Un portfolio d'articles de fond, d'études de cas ou de rapports",
      "Capacité à transformer des données et des entrevues en récits clairs et pratiques",
      "Connaissance pratique du référencement naturel et de la mesure du rendement du contenu",
    ],
    salary: "60 000 $ à 75 000 $",
  },
]);

// French labels for the identifiers above (department, location and type stay in English in `jobs`).
export const jobDepartmentLabels: Record<JobDepartment, string> = {
  Engineering: "Ingénierie",
  "Data Science": "Science des données",
  "Customer Success": "Réussite client",
  Sales: "Ventes",
  Support: "Soutien",
  Marketing: "Marketing",
};

export const jobLocationLabels: Record<JobLocation, string> = {
  "Toronto, ON": "Toronto (Ontario)",
  "Remote, Canada": "Télétravail, Canada",
  "Calgary, AB": "Calgary (Alberta)",
  "Montreal, QC": "Montréal (Québec)",
};

export const jobTypeLabels: Record<JobType, string> = {
  "Full-time": "Temps plein",
  Contract: "Contrat",
};

export const cultureCards: CultureCard[] = twin(en.cultureCards, [
  {
    title: "Près de la salle d'exposition",
    text: "Chaque nouvelle recrue passe du temps dans une concession cliente au cours de ses premiers mois. Nous concevons de meilleurs logiciels quand nous avons vécu un samedi sur le plancher de vente.",
  },
  {
    title: "Des décisions fondées sur les données",
    text: "Nous demandons aux concessionnaires de se fier aux chiffres ; nous faisons donc de même. Les opinions sont les bienvenues, mais ce sont les faits qui tranchent.",
  },
  {
    title: "Franchise et bienveillance",
    text: "Nous donnons une rétroaction directe, partageons le contexte ouvertement et présumons de la bonne foi de chacun. Les conversations difficiles ont lieu tôt, avec respect et en toute transparence.",
  },
  {
    title: "Responsable dès le premier jour",
    text: "Petites équipes, objectifs clairs et vraies responsabilités. Dès vos premières semaines, vous livrerez du travail que les concessionnaires utilisent.",
  },
]);

export const hiringProcess: HiringStep[] = twin(en.hiringProcess, [
  {
    title: "Examen de la candidature",
    duration: "3 jours ouvrables",
    text: "Un membre de notre équipe de recrutement lit chaque candidature. Nous répondons dans un délai de 3 jours ouvrables, quelle que soit l'issue.",
  },
  {
    title: "Appel de présentation",
    text: "Une conversation avec une personne du recrutement ou avec la personne qui dirige l'équipe, sur votre expérience, ce que vous recherchez et l'adéquation entre vous et le poste.",
  },
  {
    title: "Entrevue de compétences",
    duration: "1 à 2 heures",
    text: "Une séance pratique propre au poste, comme un exercice technique, une étude de cas ou une démo simulée. Nous vous communiquons le format à l'avance pour que vous puissiez vous préparer.",
  },
  {
    title: "Rencontre avec l'équipe",
    text: "Rencontrez les personnes avec qui vous travailleriez au quotidien, posez-leur toutes vos questions et faites-vous une idée de notre façon de travailler avant de prendre votre décision.",
  },
]);

export const jobAlerts: JobAlerts = twin(en.jobAlerts, {
  title: "Vous ne trouvez pas le poste qui vous convient ?",
  text: "Nous grandissons partout au Canada. Écrivez-nous pour recevoir des alertes d'emploi dès que de nouveaux postes s'ouvrent en ingénierie, en données, en ventes et en réussite client.",
});

/** mailto link for the job alerts button (careers@ with subject "Alertes d'emploi"). */
export const jobAlertsHref = "mailto:careers@torqueanalytics.ca?subject=Alertes%20d'emploi";
