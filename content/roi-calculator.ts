// ROI calculator page content: the basis for the projection, sample customer
// results and help text for each input. Customers and dealerships are fictional.
import type { IconName } from "./platform";

export interface RoiExplanation {
  /** lucide-react icon name */
  icon: IconName;
  title: string;
  text: string;
}

export interface RoiSampleResult {
  dealership: string;
  city: string;
  type: string;
  before: string;
  after: string;
  result: string;
  quote: string;
  /** Person quoted (fictional). */
  author: string;
  /** Their role at the dealership. */
  role: string;
}

export interface RoiInputHelpItem {
  label: string;
  help: string;
}

export interface RoiInputHelp {
  monthlyAdSpend: RoiInputHelpItem;
  monthlyLeads: RoiInputHelpItem;
  leadToSaleRate: RoiInputHelpItem;
  averageSaleValue: RoiInputHelpItem;
  grossMargin: RoiInputHelpItem;
}

export const roiExplanations: RoiExplanation[] = [
  {
    icon: "TrendingUp",
    title: "43% Higher Conversion",
    text: "When every lead is matched to its source and worked in order of quality, dealerships convert more of the leads they already have. Our projection applies the 43% average lift in lead-to-sale conversion seen across Torque customers.",
  },
  {
    icon: "Users",
    title: "67% More Qualified Leads",
    text: "Moving budget from channels that generate form fills to channels that generate buyers increases qualified lead volume without increasing spend. The calculator applies the 67% average increase in qualified leads.",
  },
  {
    icon: "PiggyBank",
    title: "27% Less Wasted Spend",
    text: "Attribution tied to DMS sales exposes campaigns that spend without selling. The projection assumes the 27% average reduction in wasted ad spend, reinvested in channels with proven cost per sale.",
  },
  {
    icon: "Building",
    title: "Based on 500+ Implementations",
    text: "These averages come from more than 500 Canadian dealership implementations, from single-rooftop independents to multi-brand groups. Your own results depend on market, inventory and how quickly your team acts on the insights.",
  },
];

export const roiSampleResults: RoiSampleResult[] = [
  {
    dealership: "Larkspur Honda",
    city: "Kelowna, BC",
    type: "Single-rooftop Honda store",
    before: "$42,000/month ad spend, 84 units sold, $500 cost per vehicle sold",
    after: "$36,000/month ad spend, 100 units sold, $360 cost per vehicle sold",
    result: "19% more units on $6,000 less monthly spend",
    quote:
      "We were paying for three channels that hadn't sold a car in a year. Deal Autopsy showed us exactly which ones, and we moved that money into search inside a week.",
    author: "Dana Kowalchuk",
    role: "General Manager",
  },
  {
    dealership: "Ironside Truck Centre",
    city: "Red Deer, AB",
    type: "Truck-focused Ford store",
    before: "124 qualified leads a month, 10% lead-to-sale, 12 digital sales",
    after: "207 qualified leads a month, 13% lead-to-sale, 27 digital sales",
    result: "67% more qualified leads and 15 extra digital sales a month",
    quote:
      "Our BDC finally knows which leads to call first. Show rates went up, and for the first time I can tell the owner exactly what our marketing returned in gross.",
    author: "Marcus Delorme",
    role: "Sales Manager",
  },
  {
    dealership: "Harbourgate Auto Group",
    city: "Halifax, NS",
    type: "Four-rooftop multi-brand dealer group",
    before: "$118,000/month ad spend across 14 channels, 210% marketing ROI",
    after: "$118,000/month ad spend across 9 channels, 385% marketing ROI",
    result: "$27,600 a month redirected from channels that were not selling",
    quote: "Same budget, far better return. Seeing all four stores in one dashboard ended the monthly argument about which agency report to believe.",
    author: "Priya Raman",
    role: "Director of Marketing",
  },
];

export const roiInputHelp: RoiInputHelp = {
  monthlyAdSpend: {
    label: "Monthly Ad Spend",
    help: "Your total monthly advertising budget in CAD across all channels: search, social, display, video, marketplaces such as AutoTrader.ca and any agency fees.",
  },
  monthlyLeads: {
    label: "Monthly Leads",
    help: "The average number of leads you receive each month from all sources, including website forms, marketplace leads, chats and phone calls. Use unique shoppers if your CRM removes duplicates.",
  },
  leadToSaleRate: {
    label: "Lead-to-Sale Rate (%)",
    help: "The percentage of those leads that end up buying a vehicle. Most Canadian dealerships fall between 8% and 15%; check your CRM's sold-from-lead report if you are unsure.",
  },
  averageSaleValue: {
    label: "Average Sale Value",
    help: "The average selling price of a vehicle in CAD, before taxes, across new and used units. For example, $45,000.",
  },
  grossMargin: {
    label: "Gross Margin (%)",
    help: "Total gross profit per vehicle (front-end plus back-end) as a percentage of the sale price. A $45,000 sale carrying $3,600 in total gross is an 8% gross margin.",
  },
};
