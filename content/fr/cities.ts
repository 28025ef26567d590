// City landing pages. Populations: Statistics Canada, 2021 Census (city proper).
// Dealership counts and ad spend are marketing figures (spec section 9), not computed data.
import type { CityRecord } from "../cities";
import * as en from "../cities";
import { twin } from "./localized";

export const cityRecords: CityRecord[] = twin(en.cityRecords, [
  {
    avgMonthlyAdSpend: "Plus de 1,15 M $",
    hero_title: "Dominez les clics les plus chers de la région du Grand Toronto",
    hero_subtitle:
      "Du corridor de la 401 à Scarborough et Etobicoke, les concessionnaires de Toronto se disputent les mêmes acheteurs sur les mêmes plateformes. Voyez lesquels de vos dollars vendent vraiment des voitures, concession par concession, avant votre concurrent d'en face.",
  },
  {
    province: "Colombie-Britannique",
    avgMonthlyAdSpend: "Plus de 698 k $",
    hero_title: "Conquérez la capitale canadienne du véhicule électrique, une vente attribuée à la fois",
    hero_subtitle:
      "Dans la région de Vancouver, les acheteurs magasinent plus longtemps, comparent davantage et passent à l'électrique plus tôt que partout ailleurs au pays. Reliez chaque point de contact, en recherche, sur les médias sociaux ou sur les places de marché, à la vente qu'il a générée.",
  },
  {
    avgMonthlyAdSpend: "Plus de 290 k $",
    hero_title: "Au pays des camionnettes, visez des rendements à la hauteur",
    hero_subtitle:
      "Les acheteurs de Calgary affichent la plus forte proportion de camionnettes et de VUS au pays. Sachez quelles campagnes font sortir les demi-tonnes de votre terrain sur Macleod Trail, et lesquelles ne font que vider votre budget.",
  },
  {
    avgMonthlyAdSpend: "Plus de 320 k $",
    hero_title: "Les artères automobiles d'Edmonton, mesurées au dollar près",
    hero_subtitle:
      "Gateway Boulevard et l'Anthony Henday sont bondés de concessions qui courtisent les mêmes acheteurs. Reliez chaque demande à un véhicule vendu et à son profit brut, et réaffectez vos dépenses pendant que vos concurrents attendent encore le rapport du mois dernier.",
  },
  {
    avgMonthlyAdSpend: "Plus de 292 k $",
    hero_title: "Faites fructifier chaque dollar publicitaire à Winnipeg",
    hero_subtitle:
      "Les acheteurs manitobains, soucieux d'en avoir pour leur argent, récompensent les concessionnaires présents au bon moment avec le bon véhicule. Voyez le coût par vente par source, par modèle et par saison, pas seulement les clics et les impressions.",
  },
  {
    avgMonthlyAdSpend: "Plus de 172 k $",
    hero_title: "Les données d'un grand marché pour la capitale de la Saskatchewan",
    hero_subtitle:
      "Les concessionnaires de Regina vendent en ville et dans une zone de chalandise qui s'étend sur tout le sud de la Saskatchewan. Découvrez quelles campagnes, rurales comme urbaines, amènent des acheteurs dans votre salle d'exposition.",
  },
  {
    cityName: "Montréal",
    province: "Québec",
    avgMonthlyAdSpend: "Plus de 872 k $",
    hero_title: "Dominez le marché automobile bilingue de Montréal",
    hero_subtitle:
      "Campagnes en français et en anglais, rabais québécois pour véhicules électriques et les hivers les plus longs de tous les grands marchés : mesurez l'effet de chacun sur vos ventes, dans les deux langues, dans un seul tableau de bord.",
    // Montreal's market is French-speaking: its FAQ is in French on both language versions of the page.
    faq: [
      {
        question: "Comment mesurez-vous nos campagnes bilingues, en français et en anglais ?",
        answer:
          "Chaque campagne est suivie selon sa langue, du premier clic jusqu'à la vente conclue dans votre système de gestion de concession (DMS). Vous voyez côte à côte le coût par vente des annonces en français et en anglais, et nos rapports vérifient que le français est nettement prédominant dans vos publicités, comme l'exige l'article 58 de la Charte de la langue française.",
      },
      {
        question: "Tenez-vous compte des rabais du Québec pour les véhicules électriques ?",
        answer:
          "Oui. Les périodes d'admissibilité au programme Roulez vert et aux incitatifs fédéraux sont ajoutées à vos prévisions. Quand un rabais change, Torque montre l'effet sur la demande pour vos modèles électriques et hybrides rechargeables, et suggère où déplacer le budget avant que l'inventaire ne vieillisse.",
      },
      {
        question: "Comment se démarquer face à une concurrence aussi dense à Montréal ?",
      },
      {
        question: "Comment l'hiver influence-t-il nos résultats publicitaires ?",
        answer:
          "Au Québec, les pneus d'hiver sont obligatoires du 1er décembre au 15 mars, et l'achalandage en concession baisse lors des tempêtes. Nos prévisions sur 30 à 90 jours intègrent cette saisonnalité : vous investissez davantage dans le service et les pneus à l'automne, puis vous préparez la relance du printemps avant vos concurrents.",
      },
      {
        question: "Êtes-vous compatibles avec les outils des concessionnaires québécois ?",
        answer:
          "Oui : les DMS CDK Global, PBS Systems et Dealertrack, les logiciels de GRC comme VinSolutions, ainsi que les places de marché Kijiji Autos, AutoHebdo et AutoTrader.ca. Vos données demeurent hébergées au Canada et notre équipe de soutien vous répond en français.",
      },
    ],
  },
]);
