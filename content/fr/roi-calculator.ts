// ROI calculator page content: the basis for the projection, sample customer
// results and help text for each input. Customers and dealerships are fictional.
import type { RoiExplanation, RoiInputHelp, RoiSampleResult } from "../roi-calculator";
import * as en from "../roi-calculator";
import { twin } from "./localized";

export const roiExplanations: RoiExplanation[] = twin(en.roiExplanations, [
  {
    title: "43 % de conversion en plus",
    text: "Quand chaque demande est jumelée à sa source et traitée selon sa qualité, les concessionnaires convertissent une plus grande part des demandes qu'ils reçoivent déjà. Notre projection applique la hausse moyenne de 43 % du taux de conversion des demandes en ventes observée chez les clients de Torque.",
  },
  {
    title: "67 % de demandes qualifiées en plus",
    text: "Déplacer le budget des canaux qui génèrent des formulaires remplis vers ceux qui génèrent des acheteurs fait grimper le volume de demandes qualifiées sans hausser les dépenses. Le calculateur applique la hausse moyenne de 67 % des demandes qualifiées.",
  },
  {
    title: "27 % de dépenses gaspillées en moins",
    text: "Une attribution liée aux ventes du système de gestion de concession (DMS) met au jour les campagnes qui dépensent sans vendre. La projection suppose la baisse moyenne de 27 % des dépenses publicitaires gaspillées, réinvesties dans les canaux dont le coût par vente a fait ses preuves.",
  },
  {
    title: "Fondé sur plus de 500 implantations",
    text: "Ces moyennes proviennent de plus de 500 implantations dans des concessions canadiennes, des indépendants à une seule concession jusqu'aux groupes multimarques. Vos propres résultats dépendent de votre marché, de votre inventaire et de la rapidité avec laquelle votre équipe donne suite aux recommandations.",
  },
]);

export const roiSampleResults: RoiSampleResult[] = twin(en.roiSampleResults, [
  {
    city: "Kelowna (Colombie-Britannique)",
    type: "Concession Honda à point de vente unique",
    before: "42 000 $ par mois en publicité, 84 véhicules vendus, 500 $ de coût par véhicule vendu",
    after: "36 000 $ par mois en publicité, 100 véhicules vendus, 360 $ de coût par véhicule vendu",
    result: "19 % de véhicules vendus en plus, avec 6 000 $ de moins par mois en publicité",
    quote:
      "Nous payions pour trois canaux qui n'avaient pas vendu une seule voiture en un an. Deal Autopsy nous a montré exactement lesquels, et nous avons transféré cet argent vers la recherche en moins d'une semaine.",
    role: "directrice générale",
  },
  {
    city: "Red Deer (Alberta)",
    type: "Concession Ford spécialisée en camions",
    before: "124 demandes qualifiées par mois, 10 % de conversion en ventes, 12 ventes numériques",
    after: "207 demandes qualifiées par mois, 13 % de conversion en ventes, 27 ventes numériques",
    result: "67 % de demandes qualifiées en plus et 15 ventes numériques de plus par mois",
    quote:
      "Notre CDA sait enfin quelles demandes appeler en premier. Le taux de présence aux rendez-vous a augmenté et, pour la première fois, je peux dire au propriétaire exactement ce que notre marketing a rapporté en profit brut.",
    role: "directeur des ventes",
  },
  {
    city: "Halifax (Nouvelle-Écosse)",
    type: "Groupe de concessionnaires multimarque de quatre concessions",
    before: "118 000 $ par mois en publicité répartis sur 14 canaux, RCI marketing de 210 %",
    after: "118 000 $ par mois en publicité répartis sur 9 canaux, RCI marketing de 385 %",
    result: "27 600 $ par mois retirés des canaux qui ne vendaient pas",
    quote:
      "Même budget, bien meilleur rendement. Voir nos quatre concessions dans un seul tableau de bord a mis fin au débat mensuel sur le rapport d'agence auquel se fier.",
    role: "directrice du marketing",
  },
]);

export const roiInputHelp: RoiInputHelp = twin(en.roiInputHelp, {
  monthlyAdSpend: {
    label: "Dépenses publicitaires mensuelles",
    help: "Votre budget publicitaire mensuel total en dollars canadiens, tous canaux confondus : recherche, médias sociaux, affichage, vidéo, places de marché comme AutoTrader.ca et frais d'agence.",
  },
  monthlyLeads: {
    label: "Demandes mensuelles",
    help: "Le nombre moyen de demandes que vous recevez chaque mois, toutes sources confondues : formulaires du site Web, demandes des places de marché, clavardages et appels téléphoniques. Comptez les acheteurs uniques si votre logiciel de GRC élimine les doublons.",
  },
  leadToSaleRate: {
    label: "Taux de conversion des demandes en ventes (%)",
    help: "Le pourcentage de ces demandes qui mènent à l'achat d'un véhicule. La plupart des concessionnaires canadiens se situent entre 8 % et 15 % ; en cas de doute, consultez le rapport des ventes issues de demandes de votre logiciel de GRC.",
  },
  averageSaleValue: {
    label: "Valeur moyenne d'une vente",
    help: "Le prix de vente moyen d'un véhicule en dollars canadiens, avant taxes, véhicules neufs et d'occasion confondus. Par exemple, 45 000 $.",
  },
  grossMargin: {
    label: "Marge brute (%)",
    help: "Le profit brut total par véhicule (sur le véhicule et en financement et assurance) exprimé en pourcentage du prix de vente. Une vente de 45 000 $ qui rapporte 3 600 $ de profit brut total correspond à une marge brute de 8 %.",
  },
});
