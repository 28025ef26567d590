// City landing pages. Populations: Statistics Canada, 2021 Census (city proper).
// Dealership counts and ad spend are marketing figures (spec section 9), not computed data.
export interface CityRecord {
  slug: string;
  cityName: string;
  province: string;
  population: number;
  dealershipCount: number;
  avgMonthlyAdSpend: string;
  hero_title: string;
  hero_subtitle: string;
  // A French version of the hero, for cities with a French page.
  hero_title_fr?: string;
  hero_subtitle_fr?: string;
  faq?: { question: string; answer: string }[];
}

export const cityRecords: CityRecord[] = [
  {
    slug: "toronto",
    cityName: "Toronto",
    province: "Ontario",
    population: 2_794_356,
    dealershipCount: 412,
    avgMonthlyAdSpend: "$1.15M+",
    hero_title: "Own the GTA's Most Expensive Clicks",
    hero_subtitle:
      "From the 401 corridor to Scarborough and Etobicoke, Toronto dealers fight for the same shoppers on the same platforms. See which of your dollars actually sell cars, rooftop by rooftop, before the store down the road does.",
  },
  {
    slug: "vancouver",
    cityName: "Vancouver",
    province: "British Columbia",
    population: 662_248,
    dealershipCount: 186,
    avgMonthlyAdSpend: "$698K+",
    hero_title: "Win Canada's EV Capital, One Attributed Sale at a Time",
    hero_subtitle:
      "Lower Mainland shoppers research longer, cross-shop more and buy electric sooner than anywhere in the country. Connect every search, social and marketplace touch to the deal it produced.",
  },
  {
    slug: "calgary",
    cityName: "Calgary",
    province: "Alberta",
    population: 1_306_784,
    dealershipCount: 167,
    avgMonthlyAdSpend: "$290K+",
    hero_title: "Truck Country Deserves Truck-Sized Returns",
    hero_subtitle:
      "Calgary buyers drive the country's highest pickup and SUV share. Know which campaigns move half-tons on Macleod Trail and which ones only move your budget.",
  },
  {
    slug: "edmonton",
    cityName: "Edmonton",
    province: "Alberta",
    population: 1_010_899,
    dealershipCount: 158,
    avgMonthlyAdSpend: "$320K+",
    hero_title: "Edmonton's Auto Mile, Measured to the Dollar",
    hero_subtitle:
      "Gateway Boulevard and the Anthony Henday are crowded with rooftops chasing the same shoppers. Tie every lead to a sold unit and its gross, and shift spend while your competitors are still waiting on last month's report.",
  },
  {
    slug: "winnipeg",
    cityName: "Winnipeg",
    province: "Manitoba",
    population: 749_607,
    dealershipCount: 94,
    avgMonthlyAdSpend: "$292K+",
    hero_title: "Stretch Every Winnipeg Ad Dollar Further",
    hero_subtitle:
      "Value-driven Manitoba shoppers reward dealers who show up at the right moment with the right unit. See cost per sale by source, model and season, not just clicks and impressions.",
  },
  {
    slug: "regina",
    cityName: "Regina",
    province: "Saskatchewan",
    population: 226_404,
    dealershipCount: 41,
    avgMonthlyAdSpend: "$172K+",
    hero_title: "Big-Market Intelligence for the Queen City",
    hero_subtitle:
      "Regina dealers sell to the city and to a trading area that stretches across southern Saskatchewan. Find out which rural and urban campaigns bring buyers through your door.",
  },
  {
    slug: "montreal",
    cityName: "Montreal",
    province: "Quebec",
    population: 1_762_949,
    dealershipCount: 298,
    avgMonthlyAdSpend: "$872K+",
    hero_title: "Dominate Montreal's Bilingual Car Market",
    hero_subtitle:
      "French and English campaigns, Quebec's EV rebates and the longest winters of any major market: measure what each one does to your sales, in both languages, in one dashboard.",
    hero_title_fr: "Dominez le marché automobile bilingue de Montréal",
    hero_subtitle_fr:
      "Campagnes en français et en anglais, rabais québécois pour véhicules électriques et les hivers les plus longs de tous les grands marchés : mesurez l'effet de chacun sur vos ventes, dans les deux langues, dans un seul tableau de bord.",
    // Montreal's market is French-speaking: its FAQ is in French on both language versions of the page.
    faq: [
      {
        question: "Comment mesurez-vous nos campagnes bilingues, en français et en anglais?",
        answer:
          "Chaque campagne est suivie selon sa langue, du premier clic jusqu'à la vente conclue dans votre DMS. Vous voyez côte à côte le coût par vente des annonces en français et en anglais, et nos rapports vérifient que le français est nettement prédominant dans vos publicités, comme l'exige l'article 58 de la Charte de la langue française.",
      },
      {
        question: "Tenez-vous compte des rabais du Québec pour les véhicules électriques?",
        answer:
          "Oui. Les périodes d'admissibilité au programme Roulez vert et aux incitatifs fédéraux sont ajoutées à vos prévisions. Quand un rabais change, Torque montre l'effet sur la demande de vos modèles électriques et hybrides rechargeables, et suggère où déplacer le budget avant que l'inventaire ne vieillisse.",
      },
      {
        question: "Comment se démarquer face à une concurrence aussi dense à Montréal?",
        answer:
          "Nos analyses concurrentielles repèrent, par région de tri d'acheminement (les trois premiers caractères du code postal), les hausses de dépenses publicitaires de vos concurrents à Laval, à Longueuil ou sur la Rive-Sud. Vous ajustez vos enchères dans les secteurs où vos ventes sont menacées, pas partout à la fois.",
      },
      {
        question: "Comment l'hiver influence-t-il nos résultats publicitaires?",
        answer:
          "Au Québec, les pneus d'hiver sont obligatoires du 1er décembre au 15 mars, et les visites en concession baissent lors des tempêtes. Nos prévisions sur 30 à 90 jours intègrent cette saisonnalité : vous investissez davantage en service et en pneus à l'automne, puis vous préparez la relance du printemps avant vos concurrents.",
      },
      {
        question: "Vous intégrez-vous aux outils des concessionnaires québécois?",
        answer:
          "Oui : les DMS CDK Global, PBS Systems et Dealertrack, les CRM comme VinSolutions, ainsi que les places de marché Kijiji Autos, AutoHebdo et AutoTrader.ca. Vos données demeurent hébergées au Canada et notre équipe de soutien vous répond en français.",
      },
    ],
  },
];
