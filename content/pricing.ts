// Pricing page content. All prices are CAD. Figures follow the product spec.
import type { IconName } from "./platform";

export type PlanId = "starter" | "professional" | "enterprise";

export interface Plan {
  id: PlanId;
  name: string;
  /** Display price, e.g. "$297" or "Custom". */
  price: string;
  /** "/month" for fixed-price plans, "" for custom pricing. */
  period: string;
  description: string;
  popular: boolean;
  features: string[];
  limitations: string[];
  cta: string;
  idealFor: string;
}

export interface SmallDealerPlan {
  name: string;
  price: string;
  period: string;
  /** Introductory offer shown as a badge. */
  introOffer: string;
  /** Money-back guarantee wording. */
  guarantee: string;
  description: string;
  features: string[];
  cta: string;
  idealFor: string;
}

export interface PricingHighlight {
  /** lucide-react icon name */
  icon: IconName;
  title: string;
  text: string;
}

export interface VolumeDiscount {
  label: string;
  discount: string;
}

export interface PricingStat {
  value: string;
  label: string;
}

export type PricingSectionId = "analytics" | "platform" | "features" | "integrations";

export interface PricingSection {
  id: PricingSectionId;
  title: string;
  text: string;
  points: string[];
}

export interface PricingFaqItem {
  question: string;
  answer: string;
}

export interface PricingSecurityItem {
  /** lucide-react icon name */
  icon: IconName;
  title: string;
  text: string;
}

export const plans: Plan[] = [
  {
    id: "starter",
    name: "Starter",
    price: "$297",
    period: "/month",
    description: "Clear, accurate marketing reporting for a single store, so you know which channels are selling cars and which are just spending money.",
    popular: false,
    features: [
      "Up to 5 marketing channels",
      "Single location",
      "Up to 1,000 leads per month",
      "Basic reporting dashboard with cost per lead and cost per sale",
      "10+ core integrations, including major ad platforms and CRMs",
      "12-24 months of historical data imported at setup",
      "Data exports in CSV and Excel",
      "E-mail support with replies within 24 hours",
    ],
    limitations: [
      "Limited to 5 marketing channels",
      "Limited to 1,000 leads per month",
      "Basic reporting only; no weekly automated reports",
      "E-mail support only",
    ],
    cta: "Start Free Trial",
    idealFor: "Independent dealerships with 1-2 salespeople on a single lot",
  },
  {
    id: "professional",
    name: "Professional",
    price: "$597",
    period: "/month",
    description:
      "The full Torque platform for growing dealerships: every integration, every attribution model and the forecasts to plan next month's budget with confidence.",
    popular: true,
    features: [
      "Unlimited marketing channels",
      "All 300+ integrations, including CDK Global, Reynolds and Reynolds, PBS Systems and Dealertrack",
      "Up to 3 locations",
      "Multi-touch attribution with all five models",
      "Deal Autopsy per-deal drill-down",
      "30-90 day predictive ROI forecasts",
      "AI insights and live ticker",
      "Competitive insights for your market",
      "Weekly automated reports",
      "Priority phone and e-mail support",
    ],
    limitations: ["Up to 3 locations", "Uptime SLA and dedicated success manager available on Enterprise"],
    cta: "Start Free Trial",
    idealFor: "Dealerships with 3-15 salespeople across 1-3 locations",
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "Custom",
    period: "",
    description:
      "Group-wide visibility for multi-rooftop dealer groups, with store-by-store and brand-by-brand reporting, custom integrations and guaranteed uptime.",
    popular: false,
    features: [
      "Everything in Professional",
      "Unlimited locations and users",
      "Group, region and rooftop roll-up dashboards",
      "White-label client portals",
      "Custom integrations and full API access",
      "99.9% uptime SLA",
      "Dedicated success manager",
      "Phased 6-8 week implementation",
      "Volume discounts of up to 60%",
    ],
    limitations: [],
    cta: "Contact Sales",
    idealFor: "Dealer groups with 15+ salespeople and multiple rooftops",
  },
];

export const smallDealerPlan: SmallDealerPlan = {
  name: "Small Dealer Starter",
  price: "$147",
  period: "/month",
  introOffer: "50% off your first 3 months",
  guarantee: "Money-back guarantee: if your marketing ROI does not improve within 60 days, we refund your subscription fees.",
  description:
    "Built for independent and used-car dealers who need to know where every advertising dollar goes without paying for a platform sized for a dealer group.",
  features: [
    "Core marketing dashboard with cost per lead and cost per sale",
    "Connections to your main ad platforms, CRM and AutoTrader.ca listings",
    "Lead source tracking matched to your sold deals",
    "Monthly performance summary in plain language",
    "E-mail support with replies within 24 hours",
  ],
  cta: "Claim the Small Dealer Offer",
  idealFor: "Independent and used-car dealers selling up to about 30 vehicles a month",
};

export const pricingHighlights: PricingHighlight[] = [
  {
    icon: "Gift",
    title: "30-Day Free Trial",
    text: "Full Professional features for 30 days, connected to your own data.",
  },
  {
    icon: "CreditCard",
    title: "No Credit Card Required",
    text: "Start your trial without entering any payment details.",
  },
  {
    icon: "BadgeCheck",
    title: "No Setup Fees",
    text: "Onboarding, data import and integration setup are included on every plan.",
  },
  {
    icon: "CircleX",
    title: "Cancel Anytime",
    text: "No long-term contract. Plan changes take effect at your next billing cycle.",
  },
  {
    icon: "Percent",
    title: "Save 15% Annually",
    text: "Pay yearly and save 15% compared with monthly billing.",
  },
];

export const volumeDiscounts: VolumeDiscount[] = [
  { label: "3+ locations", discount: "20%" },
  { label: "5+ locations", discount: "30%" },
  { label: "10+ locations", discount: "40%" },
  { label: "Enterprise volume agreements", discount: "Up to 60%" },
];

export const pricingRoiStats: PricingStat[] = [
  { value: "340%", label: "Average ROI within 90 days" },
  { value: "$127K", label: "Average monthly savings" },
  { value: "847%", label: "Average ROI improvement" },
  { value: "99.7%", label: "Attribution accuracy" },
];

export const pricingSections: PricingSection[] = [
  {
    id: "analytics",
    title: "Analytics Included in Every Plan",
    text: "Every Torque plan is built on the same foundation: your ad spend matched to real leads and real DMS sales, so the numbers on your dashboard reflect vehicles delivered, not clicks.",
    points: [
      "Cost per lead and cost per vehicle sold by channel",
      "Lead source tracking matched to sold deals",
      "12-24 months of history imported at setup",
      "Exports in CSV and Excel, with API access on higher plans",
      "Data stored in Canada and encrypted in transit and at rest",
    ],
  },
  {
    id: "platform",
    title: "One Platform for Every Number That Matters",
    text: "Torque joins advertising, lead, CRM, DMS, inventory and profit data in a single dashboard. Your general manager, sales managers and agency all work from one version of the truth.",
    points: [
      "Live ticker of leads, appointments and sold deals",
      "AI insights that flag what changed and why",
      "Role-based access for owners, managers and agencies",
      "Setup in 24-48 hours, full implementation in 2-4 weeks",
      "99.9% uptime",
    ],
  },
  {
    id: "features",
    title: "Feature Comparison at a Glance",
    text: "Starter gives a single store clear reporting across its core channels. Professional unlocks the full platform for growing dealerships. Enterprise adds group-wide roll-ups, custom integrations and guaranteed uptime.",
    points: [
      "Starter: up to 5 channels, 1 location, 1,000 leads/month, basic reporting",
      "Professional: unlimited channels, up to 3 locations, weekly automated reports",
      "Professional and Enterprise: Deal Autopsy, five attribution models, 30-90 day forecasts",
      "Enterprise: unlimited locations and users, white-label portals, 99.9% uptime SLA",
      "Every plan: 30-day free trial, no setup fees, cancel anytime",
    ],
  },
  {
    id: "integrations",
    title: "300+ Integrations, Connected for You",
    text: "Torque connects to the systems Canadian dealerships already run. Our onboarding team sets up and validates every connection, so your first dashboard is ready in days, not months.",
    points: [
      "DMS: CDK Global, Reynolds and Reynolds, PBS Systems, Dealertrack",
      "Marketplaces including AutoTrader.ca",
      "Search, social, display and video ad platforms",
      "Leading automotive CRMs and call tracking",
      "10+ core integrations on Starter, all 300+ on Professional and Enterprise",
    ],
  },
];

export const pricingFaq: PricingFaqItem[] = [
  {
    question: "Do I need a credit card to start the free trial?",
    answer: "No. The 30-day trial includes full Professional features with no credit card and no setup fees. You only choose a plan if you decide to continue.",
  },
  {
    question: "Are prices in Canadian dollars?",
    answer: "Yes. All prices are in CAD. Applicable sales taxes are added based on your province.",
  },
  {
    question: "How do annual billing and multi-location discounts work?",
    answer:
      "Annual billing saves 15% on any plan. Dealer groups also save 20% with 3 or more locations, 30% with 5 or more and 40% with 10 or more, and Enterprise agreements can reach volume discounts of up to 60%.",
  },
  {
    question: "Can I switch plans later?",
    answer:
      "Yes. You can upgrade or downgrade at any time from your account settings, and the change takes effect at your next billing cycle. Your data, dashboards and history stay intact.",
  },
  {
    question: "What happens if I go over 1,000 leads on Starter?",
    answer:
      "Your data keeps flowing and nothing is lost. We will let you know when you are approaching the limit so you can move to Professional, which has no lead cap, at your next billing cycle.",
  },
  {
    question: "Will my price change without notice?",
    answer:
      "No. We give at least 30 days' notice before any change to pricing or terms, and plan changes you make yourself always take effect at the start of the next billing cycle.",
  },
];

export const pricingSecurity: PricingSecurityItem[] = [
  {
    icon: "ShieldCheck",
    title: "SOC 2 Type II",
    text: "Independently audited controls for security, availability and confidentiality.",
  },
  {
    icon: "Lock",
    title: "Encrypted End to End",
    text: "256-bit encryption in transit and AES-256 encryption at rest for every record.",
  },
  {
    icon: "MapPin",
    title: "Data Kept in Canada",
    text: "Your customer, lead and sales data is stored and processed in Canadian data centres.",
  },
  {
    icon: "Activity",
    title: "99.9% Uptime SLA",
    text: "Reliable access to your dashboards, backed by a 99.9% uptime service level agreement.",
  },
];
