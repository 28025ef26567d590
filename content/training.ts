// Facebook Messenger training guide (/training/facebook-messenger-guide).
// Dealers request Facebook Messenger ad campaigns for specific vehicles from the
// Marketing Request Center; the AI ranks the vehicles to feature.
// The sample data at the bottom feeds the step illustrations. It is illustrative only:
// fictional dealerships, plausible 2025 Canadian pricing, weekly payments before tax
// over 312 weeks (6 years) at about 5.5% (new), 8% (used) and 17% (subprime).
import type { ContentCard, Five, Four, Six, StatItem, Three } from "./platform";

export type TrainingIllustration = "request-center" | "request-type" | "dealership-picker" | "new-vehicles" | "used-subprime" | "request-list";

export interface TrainingStep {
  number: 1 | 2 | 3 | 4 | 5 | 6;
  title: string;
  text: string;
  tips: string[];
  illustration: TrainingIllustration;
}

export interface AiSelectionColumn {
  title: "New Vehicles" | "Used Vehicles" | "Subprime";
  points: string[];
}

export interface TrainingGuide {
  badge: "Training Guide";
  hero: { title: string; subtitle: string };
  benefits: Four<ContentCard>;
  steps: Six<TrainingStep>;
  aiSelection: {
    title: string;
    intro: string;
    columns: Three<AiSelectionColumn>;
  };
  performanceTracking: { title: string; text: string; metrics: StatItem[] };
  emailWorkflow: { title: string; text: string; steps: string[] };
  closing: {
    title: string;
    text: string;
    primary: "Start Using Feature";
    secondary: "Schedule Training Session";
  };
}

export const trainingGuide: TrainingGuide = {
  badge: "Training Guide",
  hero: {
    title: "Facebook Messenger Campaigns, Requested in Minutes",
    subtitle:
      "A step-by-step guide to requesting Facebook Messenger ad campaigns from the Marketing Request Center. Pick a dealership, let the AI choose the vehicles most likely to sell, and track every request from submission to live ads.",
  },
  benefits: [
    {
      icon: "Sparkles",
      title: "AI-Picked Inventory",
      text: "The AI ranks your in-stock vehicles on demand, days in stock and margin, so your ad budget goes to the units most likely to sell this week.",
    },
    {
      icon: "MessagesSquare",
      title: "Conversations, Not Just Clicks",
      text: "Messenger ads open a direct chat with the shopper about a specific vehicle. Every conversation lands in your CRM with its source attached.",
    },
    {
      icon: "Timer",
      title: "No Brief to Write",
      text: "Replace back-and-forth e-mails with your agency or marketing team. A complete request takes about five minutes from start to submit.",
    },
    {
      icon: "ChartColumn",
      title: "Tracked End to End",
      text: "Leads, appointments and sold units from each campaign flow into your Torque Analytics dashboard, so you see the return on every request.",
    },
  ],
  steps: [
    {
      number: 1,
      title: "Navigate to the Marketing Request Center",
      text: "Sign in to Torque Analytics and open Marketing Request Center from the main navigation. This is where every campaign request for your dealerships is created and managed.",
      tips: [
        "Only users with marketing request permissions see this menu item; ask your administrator if it's missing.",
        "Pin the Marketing Request Center to your dashboard for one-click access.",
      ],
      illustration: "request-center",
    },
    {
      number: 2,
      title: "Select the Facebook Messenger Request",
      text: 'Choose "Facebook Messenger Request" from the list of request types. The form that opens is built for vehicle-specific Messenger ads.',
      tips: [
        "Each request type has its own form, so start from the right one rather than a general request.",
        "Hover over the request type to see a short description and typical turnaround.",
      ],
      illustration: "request-type",
    },
    {
      number: 3,
      title: "Choose a Dealership",
      text: "Select the rooftop the campaign is for. The AI loads that dealership's live inventory, pricing and recent performance so its recommendations reflect what is actually on the lot.",
      tips: [
        "Dealer groups see every rooftop they have access to; search by name or city.",
        "Submit one request per dealership so results stay attributed to the right store.",
      ],
      illustration: "dealership-picker",
    },
    {
      number: 4,
      title: "Review the AI's New-Vehicle Selection",
      text: "The AI suggests the top five new vehicles to feature, ranked by AI score. Each featured vehicle gets two ad slots in the campaign. Keep the suggestions or swap any vehicle for another unit in stock.",
      tips: [
        "The AI score weighs local demand, days in stock, margin and recent lead activity.",
        "Swapping a vehicle keeps its two ad slots; the replacement takes its place in the ranking.",
        "Check price and weekly payment before submitting, as they appear in the ad copy.",
      ],
      illustration: "new-vehicles",
    },
    {
      number: 5,
      title: "Add Used and Subprime Vehicles",
      text: 'Optionally extend the campaign to pre-owned inventory. The AI proposes used vehicles with strong demand and subprime-friendly units with approachable weekly payments. Select the ones you want and the request scope changes to "New + Used".',
      tips: [
        "Subprime picks favour lower prices and weekly payments that fit credit-rebuilding budgets.",
        "Leave this step empty to keep the request to new vehicles only.",
      ],
      illustration: "used-subprime",
    },
    {
      number: 6,
      title: "Submit and Track",
      text: "Review the summary and submit. The request appears at the top of your request list with a status of Pending, and you receive a confirmation e-mail right away. Follow its progress until the ads go live.",
      tips: ["Requests are submitted with Medium priority by default.", "Open any request in the list to see its vehicles, scope and status history."],
      illustration: "request-list",
    },
  ],
  aiSelection: {
    title: "How the AI Chooses Vehicles",
    intro:
      "The AI reviews the selected dealership's full inventory and scores every unit from 0 to 100 on how likely it is to generate qualified Messenger conversations and sales. It treats new, used and subprime inventory differently.",
    columns: [
      {
        title: "New Vehicles",
        points: [
          "Suggests the top 5 new vehicles, with 2 ad slots each",
          "Weighs local search demand and recent lead activity by model",
          "Favours units with healthy margin and incentives this month",
          "Flags vehicles approaching aged-inventory thresholds",
        ],
      },
      {
        title: "Used Vehicles",
        points: [
          "Prioritizes in-demand models priced competitively against the market",
          "Considers days in stock to move units before they age",
          "Balances mileage, condition and price for shopper appeal",
          "Avoids units with pending reconditioning or missing photos",
        ],
      },
      {
        title: "Subprime",
        points: [
          "Selects reliable, lower-priced units suited to credit-rebuilding buyers",
          "Leads with approachable weekly payments in the ad",
          "Favours vehicles lenders finance readily at longer terms",
          "Routes conversations to your finance team for quick pre-approval",
        ],
      },
    ],
  },
  performanceTracking: {
    title: "Track Performance on Your Dashboard",
    text: "Every Messenger campaign reports into Torque Analytics. See conversations, leads, appointments and sold units by vehicle, and compare Messenger with your other channels using the same attribution models.",
    metrics: [
      { value: "312%", label: "Average lift in lead quality" },
      { value: "Top 5", label: "New vehicles ranked by the AI per request" },
      { value: "2", label: "Ad slots per featured vehicle" },
      { value: "3", label: "Status stages from request to live ads" },
    ],
  },
  emailWorkflow: {
    title: "E-mail Updates at Every Stage",
    text: "You don't need to keep checking the request list. Torque Analytics e-mails you as your request moves through each stage.",
    steps: [
      "Pending: your request is confirmed by e-mail as soon as you submit it, with a summary of the dealership and vehicles.",
      "In Progress: the campaign is being built, and you can follow its status on your dashboard.",
      "Live: a completion e-mail confirms your Messenger ads are running, with a link to performance tracking.",
    ],
  },
  closing: {
    title: "Ready to Launch Your First Messenger Campaign?",
    text: "Open the Marketing Request Center and submit your first request in about five minutes, or book a session with our team to walk through it with your staff.",
    primary: "Start Using Feature",
    secondary: "Schedule Training Session",
  },
};

/* ------------------------------------------------------------------ */
/* Sample data for the illustrations (illustrative, not real)          */
/* ------------------------------------------------------------------ */

export interface SampleDealership {
  name: string;
  city: string;
}

export type VehicleCondition = "New" | "Used";

export interface SampleVehicle<C extends VehicleCondition = VehicleCondition> {
  year: number;
  make: string;
  model: string;
  stock: string;
  condition: C;
  /** Odometer, kilometres. */
  km: number;
  /** AI score, 0-100. */
  aiScore: number;
  /** Advertised price, CAD. */
  price: number;
  /** Weekly payment before tax, CAD. */
  weekly: number;
}

export interface SampleRequest {
  title: string;
  dealership: string;
  scope: "New" | "New + Used";
  priority: "Medium";
  status: "Pending";
  /** ISO date, YYYY-MM-DD. */
  date: string;
}

export const sampleDealerships: Four<SampleDealership> = [
  { name: "Lakehead Crossing Toyota", city: "Thunder Bay, ON" },
  { name: "Trillium Park Motors", city: "Mississauga, ON" },
  { name: "Harbourview Auto Centre", city: "Halifax, NS" },
  { name: "Okanagan Bench Automotive", city: "Kelowna, BC" },
];

export const sampleNewVehicles: Five<SampleVehicle<"New">> = [
  { year: 2025, make: "Toyota", model: "RAV4 Hybrid XLE", stock: "LC25-0412", condition: "New", km: 12, aiScore: 96, price: 42_690, weekly: 161 },
  { year: 2025, make: "Toyota", model: "Corolla LE", stock: "LC25-0387", condition: "New", km: 8, aiScore: 92, price: 26_990, weekly: 102 },
  { year: 2025, make: "Toyota", model: "Camry SE", stock: "LC25-0455", condition: "New", km: 15, aiScore: 89, price: 38_990, weekly: 147 },
  { year: 2025, make: "Toyota", model: "Tacoma TRD Off-Road", stock: "LC25-0298", condition: "New", km: 22, aiScore: 86, price: 58_490, weekly: 220 },
  { year: 2025, make: "Toyota", model: "Highlander XLE", stock: "LC25-0431", condition: "New", km: 5, aiScore: 83, price: 53_790, weekly: 202 },
];

export const sampleUsedVehicles: Four<SampleVehicle<"Used">> = [
  { year: 2022, make: "Honda", model: "Civic EX", stock: "LC-U2871", condition: "Used", km: 48_200, aiScore: 91, price: 26_990, weekly: 109 },
  { year: 2023, make: "Hyundai", model: "Kona Preferred AWD", stock: "LC-U2904", condition: "Used", km: 31_800, aiScore: 88, price: 25_990, weekly: 105 },
  { year: 2020, make: "Toyota", model: "RAV4 LE AWD", stock: "LC-U2816", condition: "Used", km: 88_400, aiScore: 84, price: 27_490, weekly: 111 },
  { year: 2021, make: "Ford", model: "Escape SE AWD", stock: "LC-U2859", condition: "Used", km: 67_500, aiScore: 80, price: 23_490, weekly: 95 },
];

export const sampleSubprimeVehicles: Three<SampleVehicle<"Used">> = [
  { year: 2019, make: "Nissan", model: "Rogue SV AWD", stock: "LC-U2742", condition: "Used", km: 98_600, aiScore: 87, price: 17_990, weekly: 92 },
  { year: 2018, make: "Chevrolet", model: "Equinox LT", stock: "LC-U2698", condition: "Used", km: 112_300, aiScore: 83, price: 15_490, weekly: 79 },
  { year: 2019, make: "Kia", model: "Forte EX", stock: "LC-U2765", condition: "Used", km: 86_000, aiScore: 79, price: 14_990, weekly: 77 },
];

export const sampleRequests: Four<SampleRequest> = [
  {
    title: "Facebook Messenger Request: Spring New-Vehicle Push",
    dealership: "Lakehead Crossing Toyota",
    scope: "New + Used",
    priority: "Medium",
    status: "Pending",
    date: "2025-04-14",
  },
  {
    title: "Facebook Messenger Request: SUV Feature",
    dealership: "Trillium Park Motors",
    scope: "New",
    priority: "Medium",
    status: "Pending",
    date: "2025-04-11",
  },
  {
    title: "Facebook Messenger Request: Month-End Inventory",
    dealership: "Harbourview Auto Centre",
    scope: "New + Used",
    priority: "Medium",
    status: "Pending",
    date: "2025-04-09",
  },
  {
    title: "Facebook Messenger Request: Truck Season",
    dealership: "Okanagan Bench Automotive",
    scope: "New",
    priority: "Medium",
    status: "Pending",
    date: "2025-04-07",
  },
];
