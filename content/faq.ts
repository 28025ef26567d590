// FAQ page content: sidebar categories, question groups and the support cards
// shown below the questions. Figures follow the product spec (pricing, service
// levels, security and legal timelines).
import type { IconName } from "./platform";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  /** kebab-case anchor id */
  id: string;
  title: string;
  /** lucide-react icon name */
  icon: IconName;
  questions: FaqItem[];
}

export interface SupportCardAction {
  label: string;
  /** Omitted when the site handles the action itself (e.g. opening the chat widget). */
  href?: string;
}

export interface SupportCard {
  /** lucide-react icon name */
  icon: IconName;
  title: string;
  text: string;
  action: SupportCardAction;
}

// The sidebar's eight categories (spec section 2). Five are question groups on the page; the other
// three point to where those answers live.
export const faqSidebarCategories: { label: string; href: string }[] = [
  { label: "Getting Started", href: "#getting-started" },
  { label: "Platform Features", href: "#platform-features" },
  { label: "Pricing & Billing", href: "#pricing-billing" },
  { label: "Implementation", href: "#implementation" },
  { label: "Integrations", href: "/platform/integrations" },
  { label: "Support & Training", href: "#support" },
  { label: "Security & Privacy", href: "#security-privacy" },
  { label: "Account Management", href: "/contact" },
];

export const faqGroups: FaqGroup[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    icon: "Rocket",
    questions: [
      {
        question: "What is Torque Analytics?",
        answer:
          "Torque Analytics is a marketing analytics and ROI platform built for Canadian car dealerships, dealer groups and the agencies that serve them. It joins your advertising, lead, CRM, DMS sales, inventory and profit data in one dashboard, so you can see which dollars actually sold vehicles and how much gross they produced. More than 500 dealerships use it to run their marketing, and all customer data is kept in Canada.",
      },
      {
        question: "How does the free trial work?",
        answer:
          "You get 30 days with full Professional features: unlimited channels, all 300+ integrations, multi-touch attribution, Deal Autopsy and predictive ROI forecasts. No credit card is required, there are no setup fees, and you can cancel at any time. If you choose a plan at the end of the trial, your connected data and dashboards carry over unchanged.",
      },
      {
        question: "How quickly will we see our first dashboard?",
        answer:
          "Most dealerships are set up within 24 to 48 hours. We connect your ad accounts, CRM and DMS, then import 12 to 24 months of history so your attribution and forecasts start from real results rather than a blank slate. A full standard implementation, including training and report configuration, takes 2 to 4 weeks.",
      },
      {
        question: "Which plan is right for my dealership?",
        answer:
          "Starter ($297/month) suits independent stores with 1 or 2 salespeople on a single location. Professional ($597/month, our most popular plan) fits dealerships with 3 to 15 salespeople across 1 to 3 locations. Enterprise is custom-priced for groups with 15+ salespeople and multiple rooftops. Smaller independents can also start on Small Dealer Starter at $147/month.",
      },
      {
        question: "Can I see the platform before signing up?",
        answer:
          "Yes. Book a demo and a product specialist will walk you through the platform using dealership data in about 30 minutes. Requests receive a reply within 24 hours; you can also write to demo@torqueanalytics.ca directly.",
      },
      {
        question: "Do we need an analyst or IT staff to use it?",
        answer:
          "No. Torque is designed for general managers, sales managers and marketing managers, not data teams. Integrations are connected by our onboarding team, reports arrive automatically, and AI insights explain in plain language what changed and what to do about it.",
      },
    ],
  },
  {
    id: "platform-features",
    title: "Platform Features",
    icon: "LayoutDashboard",
    questions: [
      {
        question: "What is Deal Autopsy?",
        answer:
          "Deal Autopsy is a per-deal drill-down that traces every sold vehicle back through its full history: the first ad click, every VDP view, the lead form or phone call, CRM activity, the appointment and the DMS deal with front- and back-end gross. It shows exactly which campaigns contributed to a sale and what that sale earned.",
      },
      {
        question: "Which attribution models do you support?",
        answer:
          "Five models: first-touch, last-touch, linear, time-decay and position-based. You can switch between them on any report to see how credit for a sale shifts across channels. Because Torque matches leads to actual DMS sales rather than estimating, our attribution accuracy averages 99.7%.",
      },
      {
        question: "How do the predictive ROI forecasts work?",
        answer:
          "Torque models your historical spend, lead volume, close rates, inventory and seasonality to project ROI 30 to 90 days ahead. You can test budget changes before committing to them, for example moving $5,000 from display to search, and see the expected effect on leads, units and gross.",
      },
      {
        question: "What do the AI insights and live ticker show?",
        answer:
          "The live ticker streams new leads, appointments and sold deals as they happen across every connected source. AI insights watch the same data and flag what matters: a campaign whose cost per lead doubled overnight, a lead source that stopped converting, or a model line where ad spend is outpacing inventory.",
      },
      {
        question: "What are competitive insights?",
        answer:
          "Competitive insights benchmark your cost per lead, cost per sale and channel mix against anonymized, aggregated results from comparable dealerships in your market and segment, so you know whether a $45 cost per lead is a problem or an advantage where you sell.",
      },
      {
        question: "Can agencies give clients their own branded portal?",
        answer:
          "Yes. Agencies can run white-label client portals under their own brand and domain, with each dealership client seeing only its own dashboards and reports. Agency partners also receive volume discounts of up to 40%, commission of 15 to 25% and more than 20 hours of training.",
      },
    ],
  },
  {
    id: "pricing-billing",
    title: "Pricing & Billing",
    icon: "CreditCard",
    questions: [
      {
        question: "How much does Torque Analytics cost?",
        answer:
          "Starter is $297/month, Professional is $597/month and Enterprise is custom-priced to your group. All prices are in Canadian dollars. Every plan starts with a 30-day free trial of Professional features, with no credit card and no setup fees.",
      },
      {
        question: "Is there a discount for annual billing?",
        answer: "Yes. Paying annually saves 15% compared with monthly billing on any plan.",
      },
      {
        question: "Do you offer multi-location discounts?",
        answer:
          "Yes. Groups save 20% with 3 or more locations, 30% with 5 or more and 40% with 10 or more. Enterprise agreements can include volume discounts of up to 60%. Contact sales@torqueanalytics.ca for a quote for your group.",
      },
      {
        question: "Is there a plan for small independent dealers?",
        answer:
          "Small Dealer Starter is $147/month, with 50% off your first 3 months. It comes with a money-back guarantee: if your marketing ROI does not improve within 60 days, we refund your subscription fees.",
      },
      {
        question: "Can I change or cancel my plan?",
        answer:
          "You can upgrade, downgrade or cancel at any time from your account settings. Plan changes take effect at the start of your next billing cycle, and we give 30 days' notice before any change to our pricing.",
      },
      {
        question: "What if I see a charge I do not recognize?",
        answer: "Contact support@torqueanalytics.ca within 30 days of the charge and our billing team will investigate and correct any error.",
      },
    ],
  },
  {
    id: "implementation",
    title: "Implementation",
    icon: "Wrench",
    questions: [
      {
        question: "How long does implementation take?",
        answer:
          "Initial setup takes 24 to 48 hours. A standard implementation, including data import, attribution configuration, report setup and team training, is complete in 2 to 4 weeks. Enterprise rollouts for multi-rooftop groups take 6 to 8 weeks.",
      },
      {
        question: "What does an enterprise rollout look like?",
        answer:
          "Enterprise implementations run in phases. Phase one (2 to 3 weeks) connects every rooftop's ad accounts, CRM and DMS and imports history. Phase two (3 to 4 weeks) configures attribution, group and store dashboards, and user roles. By weeks 6 to 8 the whole group is live and trained, followed by ongoing optimization with your success team.",
      },
      {
        question: "How much historical data do you import?",
        answer:
          "We import 12 to 24 months of history from your ad platforms, CRM and DMS. That history powers year-over-year comparisons, seasonality in your forecasts and attribution on deals that started months before they closed.",
      },
      {
        question: "Which DMS and CRM systems do you connect to?",
        answer:
          "Torque connects to the major Canadian DMS platforms, including CDK Global, Reynolds and Reynolds, PBS Systems and Dealertrack, along with the leading automotive CRMs, ad platforms and marketplaces such as AutoTrader.ca. In total we support more than 300 integrations.",
      },
      {
        question: "What do we need to provide?",
        answer:
          "A main point of contact, access approvals for your ad accounts, CRM and DMS, and about an hour with your sales and marketing managers to confirm lead sources and reporting goals. Our onboarding team handles the connections, data mapping and validation.",
      },
    ],
  },
  {
    id: "security-privacy",
    title: "Security & Privacy",
    icon: "ShieldCheck",
    questions: [
      {
        question: "Where is our data stored?",
        answer: "All customer data is stored and processed in Canada. Your sales, lead and customer records never leave Canadian data centres.",
      },
      {
        question: "How do you protect our data?",
        answer:
          "Torque Analytics is SOC 2 Type II certified. Data is encrypted with 256-bit encryption in transit and AES-256 at rest, access is role-based, and every sign-in and permission change is logged. The platform runs at 99.9% uptime.",
      },
      {
        question: "Can we export our data?",
        answer:
          "Yes. You can export reports and raw data at any time in CSV or Excel, or pull it through our API. Requests for a full account export are typically completed within 24 hours.",
      },
      {
        question: "What happens to our data if we cancel?",
        answer:
          "You can export everything before you leave. After cancellation, your data is deleted within 30 days. Financial records are kept for 7 years and security logs for 1 year, as required for tax and audit purposes.",
      },
      {
        question: "Who do we contact about privacy?",
        answer:
          "Write to privacy@torqueanalytics.ca. Our privacy team answers every inquiry within 30 days, and we give 30 days' notice before any change to our privacy policy.",
      },
    ],
  },
];

export const supportCards: SupportCard[] = [
  {
    icon: "MessageCircle",
    title: "Live Chat",
    text: "Chat with a Torque product specialist Monday to Friday, 8 AM to 8 PM ET. Most questions are answered in minutes.",
    action: { label: "Start a Chat" },
  },
  {
    icon: "Phone",
    title: "Phone Support",
    text: "Call us toll-free at 1-888-555-0142 to speak with someone who knows dealership marketing.",
    action: { label: "Call 1-888-555-0142", href: "tel:+18885550142" },
  },
  {
    icon: "Mail",
    title: "E-mail Support",
    text: "Send your question to support@torqueanalytics.ca and we will reply within 24 hours.",
    action: { label: "E-mail Support", href: "mailto:support@torqueanalytics.ca" },
  },
];
