// Facebook Messenger training guide (/training/facebook-messenger-guide).
// Dealers request Facebook Messenger ad campaigns for specific vehicles from the
// Marketing Request Center; the AI ranks the vehicles to feature.
// The sample data at the bottom feeds the step illustrations. It is illustrative only:
// fictional dealerships, plausible 2025 Canadian pricing, weekly payments before tax
// over 312 weeks (6 years) at about 5.5% (new), 8% (used) and 17% (subprime).
import type { Five, Four, Three } from "../platform";
import type { AiSelectionColumn, SampleDealership, SampleRequest, SampleVehicle, TrainingGuide, VehicleCondition } from "../training";
import * as en from "../training";
import { figure, twin } from "./localized";

export const trainingGuide: TrainingGuide = twin(en.trainingGuide, {
  hero: {
    title: "Des campagnes Facebook Messenger demandées en quelques minutes",
    subtitle:
      "Un guide étape par étape pour demander des campagnes publicitaires Facebook Messenger à partir du Centre de demandes marketing. Choisissez une concession, laissez l'IA sélectionner les véhicules les plus susceptibles de se vendre et suivez chaque demande, de son envoi jusqu'à la mise en ligne des publicités.",
  },
  benefits: [
    {
      title: "Un inventaire choisi par l'IA",
      text: "L'IA classe vos véhicules en stock selon la demande, le nombre de jours en inventaire et la marge, pour que votre budget publicitaire aille aux véhicules les plus susceptibles de se vendre cette semaine.",
    },
    {
      title: "Des conversations, pas seulement des clics",
      text: "Les publicités Messenger ouvrent une conversation directe avec l'acheteur au sujet d'un véhicule précis. Chaque conversation est versée dans votre logiciel de GRC avec sa source.",
    },
    {
      title: "Aucun mandat à rédiger",
      text: "Fini les allers-retours de courriels avec votre agence ou votre équipe marketing. Une demande complète prend environ cinq minutes, du début jusqu'à l'envoi.",
    },
    {
      title: "Un suivi de bout en bout",
      text: "Les demandes, les rendez-vous et les ventes générés par chaque campagne alimentent votre tableau de bord Torque Analytics : vous voyez le rendement de chaque demande.",
    },
  ],
  steps: [
    {
      title: "Ouvrez le Centre de demandes marketing",
      text: "Connectez-vous à Torque Analytics et ouvrez le Centre de demandes marketing à partir du menu principal. C'est là que toutes les demandes de campagne de vos concessions sont créées et gérées.",
      tips: [
        "Seuls les utilisateurs qui ont les autorisations de demandes marketing voient cet élément de menu ; s'il est absent, adressez-vous à votre administrateur.",
        "Épinglez le Centre de demandes marketing à votre tableau de bord pour y accéder en un clic.",
      ],
    },
    {
      title: "Choisissez la demande Facebook Messenger",
      text: "Sélectionnez « Demande Facebook Messenger » dans la liste des types de demandes. Le formulaire qui s'ouvre est conçu pour les publicités Messenger consacrées à des véhicules précis.",
      tips: [
        "Chaque type de demande a son propre formulaire : partez du bon plutôt que d'une demande générale.",
        "Survolez le type de demande pour voir une brève description et le délai de traitement habituel.",
      ],
    },
    {
      title: "Choisissez une concession",
      text: "Sélectionnez la concession visée par la campagne. L'IA charge son inventaire en temps réel, ses prix et ses résultats récents, pour que ses recommandations reflètent ce qui se trouve réellement sur le terrain.",
      tips: [
        "Les groupes de concessionnaires voient toutes les concessions auxquelles ils ont accès ; cherchez par nom ou par ville.",
        "Envoyez une demande par concession pour que les résultats restent attribués au bon établissement.",
      ],
    },
    {
      title: "Passez en revue la sélection de véhicules neufs de l'IA",
      text: "L'IA propose les cinq meilleurs véhicules neufs à mettre en vedette, classés selon leur note de l'IA. Chaque véhicule retenu obtient deux emplacements publicitaires dans la campagne. Conservez les suggestions ou remplacez n'importe quel véhicule par un autre en stock.",
      tips: [
        "La note de l'IA tient compte de la demande locale, du nombre de jours en inventaire, de la marge et de l'activité récente des demandes.",
        "Un véhicule remplacé conserve ses deux emplacements publicitaires ; son remplaçant prend sa place dans le classement.",
        "Vérifiez le prix et le paiement hebdomadaire avant l'envoi, puisqu'ils figurent dans le texte de l'annonce.",
      ],
    },
    {
      title: "Ajoutez des véhicules d'occasion et de deuxième chance au crédit",
      text: "Vous pouvez, si vous le souhaitez, étendre la campagne à l'inventaire d'occasion. L'IA propose des véhicules d'occasion très en demande et des véhicules adaptés à la deuxième chance au crédit, avec des paiements hebdomadaires abordables. Sélectionnez ceux que vous voulez : la portée de la demande passe alors à « neufs + occasion ».",
      tips: [
        "Les choix de deuxième chance au crédit privilégient des prix plus bas et des paiements hebdomadaires adaptés aux budgets des acheteurs qui rebâtissent leur crédit.",
        "Laissez cette étape vide pour limiter la demande aux véhicules neufs.",
      ],
    },
    {
      title: "Envoyez la demande et suivez-la",
      text: "Vérifiez le sommaire et envoyez la demande. Elle apparaît en haut de votre liste de demandes avec le statut « En attente », et vous recevez immédiatement un courriel de confirmation. Suivez sa progression jusqu'à la mise en ligne des publicités.",
      tips: [
        "Par défaut, les demandes sont envoyées avec une priorité moyenne.",
        "Ouvrez n'importe quelle demande de la liste pour voir ses véhicules, sa portée et l'historique de ses statuts.",
      ],
    },
  ],
  aiSelection: {
    title: "Comment l'IA choisit les véhicules",
    intro:
      "L'IA examine tout l'inventaire de la concession choisie et attribue à chaque véhicule un score de 0 à 100 selon sa probabilité de générer des conversations Messenger qualifiées et des ventes. Elle traite différemment l'inventaire neuf, l'inventaire d'occasion et les véhicules de deuxième chance au crédit.",
    columns: [
      {
        points: [
          "Propose les 5 meilleurs véhicules neufs, avec 2 emplacements publicitaires chacun",
          "Tient compte de la demande de recherche locale et de l'activité récente des demandes par modèle",
          "Privilégie les véhicules qui offrent une bonne marge et des incitatifs ce mois-ci",
          "Signale les véhicules qui approchent des seuils d'inventaire vieillissant",
        ],
      },
      {
        points: [
          "Donne la priorité aux modèles en demande dont le prix est concurrentiel sur le marché",
          "Tient compte du nombre de jours en inventaire pour écouler les véhicules avant qu'ils vieillissent",
          "Équilibre le kilométrage, l'état et le prix pour plaire aux acheteurs",
          "Écarte les véhicules dont le reconditionnement est en attente ou qui n'ont pas de photos",
        ],
      },
      {
        points: [
          "Choisit des véhicules fiables et plus abordables, adaptés aux acheteurs qui rebâtissent leur crédit",
          "Met de l'avant des paiements hebdomadaires abordables dans l'annonce",
          "Privilégie les véhicules que les prêteurs financent facilement sur de plus longues durées",
          "Dirige les conversations vers votre équipe de financement pour une préapprobation rapide",
        ],
      },
    ],
  },
  performanceTracking: {
    title: "Suivez les résultats dans votre tableau de bord",
    text: "Chaque campagne Messenger alimente Torque Analytics. Consultez les conversations, les demandes, les rendez-vous et les ventes par véhicule, et comparez Messenger à vos autres canaux avec les mêmes modèles d'attribution.",
    metrics: [
      { value: figure, label: "Hausse moyenne de la qualité des demandes" },
      { value: "5 meilleurs", label: "Véhicules neufs classés par l'IA pour chaque demande" },
      { label: "Emplacements publicitaires par véhicule en vedette" },
      { label: "Étapes de statut, de la demande à la mise en ligne" },
    ],
  },
  emailWorkflow: {
    title: "Des mises à jour par courriel à chaque étape",
    text: "Inutile de consulter sans cesse la liste des demandes. Torque Analytics vous écrit par courriel à mesure que votre demande franchit chaque étape.",
    steps: [
      "En attente : votre demande est confirmée par courriel dès son envoi, avec un sommaire de la concession et des véhicules.",
      "En cours : la campagne est en préparation, et vous pouvez suivre son statut dans votre tableau de bord.",
      "En ligne : un courriel de fin confirme que vos publicités Messenger sont diffusées, avec un lien vers le suivi des résultats.",
    ],
  },
  closing: {
    title: "Prêt à lancer votre première campagne Messenger ?",
    text: "Ouvrez le Centre de demandes marketing et envoyez votre première demande en cinq minutes environ, ou réservez une séance avec notre équipe pour la parcourir avec votre personnel.",
  },
});

// The guide's badge, AI column titles and closing buttons are literal types in the English module,
// so they stay English above; these are their French labels.
export const trainingBadgeLabels: Record<TrainingGuide["badge"], string> = {
  "Training Guide": "Guide de formation",
};

export const aiSelectionColumnLabels: Record<AiSelectionColumn["title"], string> = {
  "New Vehicles": "Véhicules neufs",
  "Used Vehicles": "Véhicules d'occasion",
  Subprime: "Deuxième chance au crédit",
};

export const trainingClosingLabels: Record<TrainingGuide["closing"]["primary"] | TrainingGuide["closing"]["secondary"], string> = {
  "Start Using Feature": "Commencer à utiliser la fonctionnalité",
  "Schedule Training Session": "Planifier une séance de formation",
};

/* ------------------------------------------------------------------ */
/* Sample data for the illustrations (illustrative, not real)          */
/* ------------------------------------------------------------------ */

export const sampleDealerships: Four<SampleDealership> = twin(en.sampleDealerships, [
  { city: "Thunder Bay (Ontario)" },
  { city: "Mississauga (Ontario)" },
  { city: "Halifax (Nouvelle-Écosse)" },
  { city: "Kelowna (Colombie-Britannique)" },
]);

export const sampleNewVehicles: Five<SampleVehicle<"New">> = twin(en.sampleNewVehicles, [{ model: "RAV4 Hybride XLE" }, {}, {}, {}, {}]);

export const sampleUsedVehicles: Four<SampleVehicle<"Used">> = twin(en.sampleUsedVehicles, [
  {},
  { model: "Kona Preferred TI" },
  { model: "RAV4 LE TI" },
  { model: "Escape SE TI" },
]);

export const sampleSubprimeVehicles: Three<SampleVehicle<"Used">> = twin(en.sampleSubprimeVehicles, [{ model: "Rogue SV TI" }, {}, {}]);

export const sampleRequests: Four<SampleRequest> = twin(en.sampleRequests, [
  {
    title: "Demande Facebook Messenger : promotion printanière de véhicules neufs",
  },
  {
    title: "Demande Facebook Messenger : VUS en vedette",
  },
  {
    title: "Demande Facebook Messenger : inventaire de fin de mois",
  },
  {
    title: "Demande Facebook Messenger : saison des camionnettes",
  },
]);

// The sample vehicles' condition and the sample requests' scope, priority and status are shown on screen
// (the scope after a colon or a middle dot, so in lower case).
export const vehicleConditionLabels: Record<VehicleCondition, string> = {
  New: "Neuf",
  Used: "Occasion",
};

export const requestScopeLabels: Record<SampleRequest["scope"], string> = {
  New: "neufs",
  "New + Used": "neufs + occasion",
};

export const requestPriorityLabels: Record<SampleRequest["priority"], string> = {
  Medium: "Moyenne",
};

export const requestStatusLabels: Record<SampleRequest["status"], string> = {
  Pending: "En attente",
};
