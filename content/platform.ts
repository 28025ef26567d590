// Platform pages: AI analytics, dashboards, ROI tracking and integrations.
// Figures follow the product spec (300+ integrations, 340% average ROI within 90 days,
// 500+ dealerships, 200+ dealerships on AI insights, $150M+ ad spend, 99.7% attribution
// accuracy, 30-90 day forecasts). Icons are lucide-react v1 component names.
// The shared content types below are also used by content/solutions.ts and content/training.ts.

/** A lucide-react v1 icon component name, e.g. "ShieldCheck", from the set components/ui/icon.tsx draws. */
import type { IconName } from "./icons";

export type { IconName };

/** Fixed-length tuples, used where a section must hold an exact number of items. */
export type Three<T> = [T, T, T];
export type Four<T> = [T, T, T, T];
export type Five<T> = [T, T, T, T, T];
export type Six<T> = [T, T, T, T, T, T];

export interface PageHero {
  badge: string;
  title: string;
  subtitle: string;
}

/** Closing call to action. `primary` and `secondary` are button labels. */
export interface PageCta {
  title: string;
  text: string;
  primary: string;
  secondary?: string;
}

export interface ContentCard {
  icon: IconName;
  title: string;
  text: string;
}

export interface StatItem {
  value: string;
  label: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  dealership: string;
  city: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  text: string;
}

/* ------------------------------------------------------------------ */
/* AI analytics                                                        */
/* ------------------------------------------------------------------ */

export interface AiSampleInsight {
  title: string;
  detail: string;
  impact: string;
}

export interface AiAnalyticsPage {
  hero: PageHero;
  stats: Four<StatItem>;
  capabilities: Six<ContentCard>;
  howItWorks: Three<ProcessStep>;
  sampleInsights: Three<AiSampleInsight>;
  cta: PageCta;
}

export const aiAnalyticsPage: AiAnalyticsPage = {
  hero: {
    badge: "AI-Powered Analytics",
    title: "An Analyst That Reads Every Deal, Every Click and Every Lead, Every Day",
    subtitle:
      "Torque Analytics AI watches your ad platforms, CRM, DMS and inventory around the clock, then tells you in plain English what changed, why it matters and what to do about it before Monday's sales meeting.",
  },
  stats: [
    { value: "200+", label: "Canadian dealerships acting on AI insights" },
    { value: "30-90 days", label: "Predictive ROI forecast horizon" },
    { value: "340%", label: "Average ROI within 90 days" },
    { value: "99.7%", label: "Attribution accuracy" },
  ],
  capabilities: [
    {
      icon: "Sparkles",
      title: "AI Insights",
      text: "Every morning the AI ranks what moved overnight: channels gaining or losing cost per sale, campaigns feeding aged units, lead sources your BDC is under-working. Each insight comes with the dollar impact and a recommended action.",
    },
    {
      icon: "TrendingUp",
      title: "Predictive ROI Forecasts",
      text: "Forecast leads, sales and gross 30, 60 and 90 days out by channel, using your own history plus seasonality. Test a budget shift before you make it and see the projected return in CAD.",
    },
    {
      icon: "BellRing",
      title: "Anomaly Alerts",
      text: "Get alerted the hour something breaks: a tracking tag stops firing, cost per lead doubles, a campaign overspends or a lead source goes quiet. Alerts reach the right person by e-mail, SMS or Slack.",
    },
    {
      icon: "Radar",
      title: "Competitive Insights",
      text: "See how your pricing, inventory mix and share of search compare with rooftops in your market, and where competitors are bidding up your terms, so you can respond with data instead of guesswork.",
    },
    {
      icon: "Microscope",
      title: "Deal Autopsy",
      text: "Open any sold deal and see its full story: every ad touch, website visit, call, chat and showroom visit, plus front and back gross. The AI flags which touches actually moved the buyer.",
    },
    {
      icon: "MessageSquareText",
      title: "Ask in Plain English",
      text: 'Type "Which campaigns sold the most used trucks last month?" or "What did a sold unit cost us on Meta in Q3?" and get a chart and a straight answer in seconds, no report builder required.',
    },
  ],
  howItWorks: [
    {
      step: 1,
      title: "Connect Your Data",
      text: "Link your ad accounts, CRM, DMS and inventory feeds in under an hour. We import 12 to 24 months of history so the models start with your real sales, not industry averages.",
    },
    {
      step: 2,
      title: "The AI Learns Your Store",
      text: "Models map your seasonality, lead-to-sale timelines, gross by source and inventory turn, then set a baseline for what normal looks like at each rooftop.",
    },
    {
      step: 3,
      title: "Act on Ranked Insights",
      text: "Insights arrive ranked by dollar impact, with the evidence behind each one. Approve a budget shift, send it to your agency or drill into the deals behind it.",
    },
  ],
  sampleInsights: [
    {
      title: "Meta retargeting is outselling prospecting three to one on used SUVs",
      detail:
        "Over the last 21 days, retargeting produced 11 sold used SUVs at $412 per sale, while prospecting produced 4 at $1,180 per sale. Moving $2,500 from prospecting to retargeting still keeps prospecting above its minimum weekly reach.",
      impact: "Projected +$14,600 in gross over the next 30 days",
    },
    {
      title: "Google Search cost per sold unit jumped 41% since Tuesday",
      detail:
        'A competing rooftop began bidding on your brand terms and your "certified pre-owned" ad group lost 38% impression share. Conversion tracking is healthy, so the cause is auction pressure, not a broken tag.',
      impact: "About $3,200 of monthly spend at risk",
    },
    {
      title: "Six aged trucks are costing you $61 a day in floorplan",
      detail:
        "Six pickups over 75 days in stock have had no paid exposure in two weeks. Similar units sold in 19 days on average once featured on AutoTrader.ca and Meta inventory ads.",
      impact: "Roughly $8,900 in floorplan and holding cost avoidable this quarter",
    },
  ],
  cta: {
    title: "See What the AI Finds in Your Store",
    text: "Book a 30-minute demo and we'll walk through live insights on a dealership like yours. Or start a 30-day free trial with full Professional features, no credit card required.",
    primary: "Book a Demo",
    secondary: "Start Free Trial",
  },
};

/* ------------------------------------------------------------------ */
/* Dashboards                                                          */
/* ------------------------------------------------------------------ */

export interface DashboardView {
  icon: IconName;
  title: string;
  audience: string;
  text: string;
  highlights: string[];
}

export interface DashboardsPage {
  hero: PageHero;
  views: Four<DashboardView>;
  widgets: Six<ContentCard>;
  featureBullets: string[];
  cta: PageCta;
}

export const dashboardsPage: DashboardsPage = {
  hero: {
    badge: "Real-Time Dashboards",
    title: "One Screen for Every Dollar, Lead and Deal in Your Store",
    subtitle:
      "Advertising, leads, sales, CRM, inventory and profit, joined in one live dashboard. Every role gets the view it needs, and everyone works from the same numbers.",
  },
  views: [
    {
      icon: "Gauge",
      title: "General Manager",
      audience: "For GMs running the day-to-day",
      text: "The whole store at a glance: units and gross against target, marketing cost per sale, lead flow by source and the aged inventory that needs attention today.",
      highlights: ["Month-to-date units, gross and pace to target", "Cost per sold unit by channel", "Aged inventory and floorplan exposure"],
    },
    {
      icon: "Megaphone",
      title: "Marketing Manager",
      audience: "For in-house marketers and their agencies",
      text: "Spend, leads and sales by channel, campaign and ad, with multi-touch attribution so you can defend every line of the budget and move money mid-month with confidence.",
      highlights: ["Five attribution models side by side", "Budget pacing and overspend alerts", "Campaign-level ROI tied to DMS sales"],
    },
    {
      icon: "Headset",
      title: "BDC Manager",
      audience: "For BDC and internet sales teams",
      text: "Speed to lead, contact rate, appointments set and shown, and sold by agent and by source, so you can coach the right people on the right leads.",
      highlights: ["Speed-to-lead and response-time leaderboard", "Appointment set, show and close rates", "Unworked leads flagged in real time"],
    },
    {
      icon: "Building",
      title: "Dealer Principal & Group",
      audience: "For owners and multi-rooftop groups",
      text: "Roll every rooftop into one view and compare stores on marketing efficiency, gross and inventory turn. Drill from group totals down to a single deal in three clicks.",
      highlights: ["Multi-rooftop roll-ups and rankings", "Group-wide marketing cost as a share of gross", "Month-end and quarterly trend reports"],
    },
  ],
  widgets: [
    {
      icon: "Activity",
      title: "Live Ticker",
      text: "Leads, appointments and sold deals stream in as they happen, each tagged with its source, so the whole floor sees what is working right now.",
    },
    {
      icon: "Map",
      title: "Market Heatmap",
      text: "See where your buyers live by postal code, where your ads are reaching and where competing rooftops are winning share across your market area.",
    },
    {
      icon: "CircleDollarSign",
      title: "Source ROI",
      text: "Spend, leads, sales, gross and ROI for every lead source in one table, from Google Ads and Meta to AutoTrader.ca, referrals and walk-ins.",
    },
    {
      icon: "CarFront",
      title: "Inventory Performance",
      text: "Days in stock, VDP views, leads per unit and advertising cost per vehicle, so you know which units need a price change and which need more exposure.",
    },
    {
      icon: "Split",
      title: "Attribution",
      text: "Compare first-touch, last-touch, linear, time-decay and position-based models side by side and see how much credit each channel earns under each.",
    },
    {
      icon: "Microscope",
      title: "Deal Autopsy",
      text: "Click any sold deal to see the full buyer journey, every touchpoint from first ad to signed bill of sale, with front and back gross attached.",
    },
  ],
  featureBullets: [
    "Data refreshes as often as every 15 minutes, with real-time leads and sales on the live ticker",
    "Drag-and-drop layouts saved per user, per role and per rooftop",
    "Filters for date range, rooftop, new or used, make, model and lead source",
    "Scheduled weekly and monthly reports delivered by e-mail",
    "Exports to CSV and Excel, plus full API access",
    "Mobile-ready views for the desk, the showroom floor and the road",
    "Role-based permissions so each person sees only what they should",
    "Annotations to mark price changes, promotions and campaign launches on every chart",
  ],
  cta: {
    title: "Put Every Number Your Store Runs On in One Place",
    text: "We'll build a sample dashboard around your rooftops in a 30-minute demo. Most dealers are live within 24-48 hours of connecting their accounts.",
    primary: "Book a Demo",
    secondary: "Start Free Trial",
  },
};

/* ------------------------------------------------------------------ */
/* ROI tracking                                                        */
/* ------------------------------------------------------------------ */

/** One channel in the illustrative ROI table. Money in CAD; roi in percent. */
export interface RoiDisplayRow {
  channel: string;
  /** Monthly ad spend, CAD. */
  spend: number;
  /** Vehicles sold and attributed to the channel. */
  sales: number;
  /** Attributed gross profit (front and back end), CAD. */
  revenue: number;
  /** (revenue - spend) / spend, as a whole percent. */
  roi: number;
}

export interface RoiDisplayTotal {
  spend: number;
  sales: number;
  revenue: number;
  roi: number;
}

export interface RoiDisplay {
  title: string;
  /** Badge shown on the display, e.g. "Illustrative". */
  label: string;
  period: string;
  columns: { channel: string; spend: string; sales: string; revenue: string; roi: string };
  rows: Five<RoiDisplayRow>;
  total: RoiDisplayTotal;
  note: string;
}

export interface RoiTrackingPage {
  hero: PageHero;
  stats: Four<StatItem>;
  features: Four<ContentCard>;
  roiDisplay: RoiDisplay;
  testimonials: Three<Testimonial>;
  cta: PageCta;
}

export const roiTrackingPage: RoiTrackingPage = {
  hero: {
    badge: "Marketing ROI Tracking",
    title: "Know Exactly Which Dollars Sell Cars",
    subtitle:
      "Torque Analytics ties every advertising dollar to the deals it produced and the gross they earned, across every channel, campaign and rooftop. Stop reporting on clicks and start reporting on profit.",
  },
  stats: [
    { value: "340%", label: "Average ROI within 90 days" },
    { value: "$150M+", label: "Ad spend tracked" },
    { value: "500+", label: "Dealerships across Canada" },
    { value: "99.7%", label: "Attribution accuracy" },
  ],
  features: [
    {
      icon: "Link",
      title: "Closed-Loop Attribution",
      text: "Leads from your CRM are matched to sold deals in your DMS automatically, so ROI is measured on real sales and real gross, not form fills or platform-reported conversions.",
    },
    {
      icon: "Split",
      title: "Five Attribution Models",
      text: "Switch between first-touch, last-touch, linear, time-decay and position-based models to see how credit shifts across the long, multi-channel path a Canadian car buyer takes.",
    },
    {
      icon: "Receipt",
      title: "Cost per Sold Unit",
      text: "Track true cost per sale by channel, campaign, new or used, and model line, then compare rooftops side by side to find where budget works hardest.",
    },
    {
      icon: "TrendingUp",
      title: "Forecast Before You Spend",
      text: "Predictive ROI forecasts project leads, sales and gross 30 to 90 days out, so you can test a budget shift before committing a single dollar.",
    },
  ],
  roiDisplay: {
    title: "Channel ROI, Single Rooftop",
    label: "Illustrative",
    period: "Last 30 days",
    columns: {
      channel: "Channel",
      spend: "Ad Spend",
      sales: "Units Sold",
      revenue: "Attributed Gross",
      roi: "ROI",
    },
    rows: [
      { channel: "Google Ads", spend: 12_400, sales: 14, revenue: 58_100, roi: 369 },
      { channel: "Meta Ads", spend: 8_600, sales: 9, revenue: 36_180, roi: 321 },
      { channel: "AutoTrader.ca", spend: 6_900, sales: 8, revenue: 35_040, roi: 408 },
      { channel: "CarGurus", spend: 4_200, sales: 5, revenue: 19_800, roi: 371 },
      { channel: "Microsoft Advertising", spend: 2_300, sales: 2, revenue: 8_200, roi: 257 },
    ],
    total: { spend: 34_400, sales: 38, revenue: 157_320, roi: 357 },
    note: "Illustrative figures for a single-rooftop dealership, in CAD. Attributed gross is front- and back-end gross on sold units credited to each channel; ROI = (attributed gross - ad spend) / ad spend.",
  },
  testimonials: [
    {
      quote:
        "We were spending almost $40,000 a month and reporting on clicks. Within the first quarter we cut two channels that had never sold a car and moved the money into search and AutoTrader.ca. Same budget, 22 more units a month.",
      name: "Daniel Okafor",
      role: "General Manager",
      dealership: "Assiniboine Crossing Motors",
      city: "Winnipeg",
    },
    {
      quote:
        "Deal Autopsy changed how we talk to our agency. Instead of arguing about whose numbers are right, we open the deal and look at every touch together. Our monthly meeting takes 20 minutes now.",
      name: "Sophie Tremblay",
      role: "Marketing Director",
      dealership: "Automobiles Vallée-Verte",
      city: "Laval",
    },
    {
      quote:
        "The forecast told us our spring truck budget would run out three weeks early. We shifted $6,000 from display into search before it happened and had our best April in four years.",
      name: "Kyle Henderson",
      role: "Dealer Principal",
      dealership: "Parkland Ridge Auto",
      city: "Red Deer",
    },
  ],
  cta: {
    title: "Find Out What Your Marketing Really Returns",
    text: "Connect your accounts and see channel-level ROI on your own deals within 24-48 hours. Start a 30-day free trial, no credit card and no setup fees.",
    primary: "Start Free Trial",
    secondary: "Book a Demo",
  },
};

/* ------------------------------------------------------------------ */
/* Integrations                                                        */
/* ------------------------------------------------------------------ */

export interface IntegrationCategory {
  icon: IconName;
  title: string;
  count: string;
  description: string;
  /** Real product names, 4-6 per category. */
  examples: string[];
}

export type SyncCadence = "Real-time" | "Every 15 min" | "Hourly" | "Daily";

export interface IntegrationStatus {
  name: string;
  category: string;
  status: "Connected";
  sync: SyncCadence;
}

export interface IntegrationsPage {
  hero: PageHero;
  stats: Four<StatItem>;
  categories: Six<IntegrationCategory>;
  setupSteps: Four<ProcessStep>;
  statusList: IntegrationStatus[];
  supportOfferings: Four<ContentCard>;
  cta: PageCta;
}

export const integrationsPage: IntegrationsPage = {
  hero: {
    badge: "300+ Integrations",
    title: "Every System Your Dealership Runs On, Connected",
    subtitle:
      "Your DMS, CRM, ad platforms, marketplaces, inventory tools and phones, joined in one dashboard. Connect in minutes with secure OAuth, and your data stays in Canada.",
  },
  stats: [
    { value: "300+", label: "Native integrations" },
    { value: "847%", label: "Average ROI improvement" },
    { value: "$127K", label: "Average monthly savings" },
    { value: "99.7%", label: "Attribution accuracy" },
  ],
  categories: [
    {
      icon: "Database",
      title: "DMS",
      count: "50+",
      description:
        "Pull sold deals, front and back gross, trade-ins and F&I products straight from your dealer management system, so ROI is measured on real sales.",
      examples: ["CDK Global", "Reynolds and Reynolds", "PBS Systems", "Dealertrack DMS", "Tekion"],
    },
    {
      icon: "Users",
      title: "CRM",
      count: "40+",
      description: "Sync leads, activities, appointments and BDC performance from your CRM and match every lead to the deal it became.",
      examples: ["VinSolutions", "DealerSocket", "Elead", "Salesforce", "HubSpot"],
    },
    {
      icon: "Megaphone",
      title: "Marketing Tools",
      count: "75+",
      description: "Bring in spend, impressions, clicks and conversions from every ad platform, down to the campaign, ad group and creative.",
      examples: ["Google Ads", "Meta Ads", "TikTok Ads", "Microsoft Advertising", "Google Merchant Center"],
    },
    {
      icon: "ChartColumn",
      title: "Analytics & Reporting",
      count: "30+",
      description: "Join website behaviour and VDP engagement to leads and sales, and push blended data to the BI tools your team already uses.",
      examples: ["Google Analytics 4", "Looker Studio", "Google Tag Manager", "Microsoft Power BI", "Tableau"],
    },
    {
      icon: "CarFront",
      title: "Inventory Management",
      count: "45+",
      description: "Track every unit from acquisition to sale: days in stock, pricing changes, marketplace exposure and advertising cost per vehicle.",
      examples: ["vAuto", "AutoTrader.ca", "CarGurus", "Kijiji Autos", "CARFAX Canada"],
    },
    {
      icon: "MessagesSquare",
      title: "Communication Tools",
      count: "35+",
      description: "Attribute phone calls, texts, chats and e-mail to the campaigns that drove them, and measure how quickly your team responds.",
      examples: ["CallRail", "Twilio", "Podium", "Gmail", "Microsoft Outlook"],
    },
  ],
  setupSteps: [
    {
      step: 1,
      title: "Select",
      text: "Choose the platforms you use from the integration library. Search by name or browse by category.",
    },
    {
      step: 2,
      title: "Authenticate via OAuth",
      text: "Sign in to each platform through its secure OAuth screen. We never see or store your passwords, and you can revoke access at any time.",
    },
    {
      step: 3,
      title: "Configure",
      text: "Pick the accounts, rooftops and date range to import. We bring in 12 to 24 months of history and map fields automatically.",
    },
    {
      step: 4,
      title: "Go Live",
      text: "Data starts flowing into your dashboards within 24-48 hours, and every connection is monitored around the clock from then on.",
    },
  ],
  statusList: [
    { name: "CDK Global", category: "DMS", status: "Connected", sync: "Hourly" },
    { name: "VinSolutions", category: "CRM", status: "Connected", sync: "Real-time" },
    { name: "Google Ads", category: "Marketing Tools", status: "Connected", sync: "Every 15 min" },
    { name: "Meta Ads", category: "Marketing Tools", status: "Connected", sync: "Every 15 min" },
    { name: "Google Analytics 4", category: "Analytics & Reporting", status: "Connected", sync: "Daily" },
    { name: "AutoTrader.ca", category: "Inventory Management", status: "Connected", sync: "Hourly" },
    { name: "vAuto", category: "Inventory Management", status: "Connected", sync: "Daily" },
    { name: "CallRail", category: "Communication Tools", status: "Connected", sync: "Real-time" },
  ],
  supportOfferings: [
    {
      icon: "Wrench",
      title: "Guided Onboarding",
      text: "An integration specialist connects your systems with you, validates the first data import and confirms your numbers match your DMS before you go live.",
    },
    {
      icon: "Plug",
      title: "Custom Connectors",
      text: "Using a regional tool or an in-house system? Our team builds and maintains custom connectors for Enterprise customers, and our REST API is open to everyone.",
    },
    {
      icon: "Activity",
      title: "Connection Monitoring",
      text: "Every integration is monitored continuously. If a token expires or a sync fails, we alert you and usually fix it before you notice.",
    },
    {
      icon: "LifeBuoy",
      title: "Canadian Support Team",
      text: "E-mail support replies within 24 hours, and live chat runs Monday to Friday, 8 AM to 8 PM ET. Professional and Enterprise plans add priority phone support.",
    },
  ],
  cta: {
    title: "Don't See Your Platform?",
    text: "With 300+ integrations and new ones added every month, we likely already connect to it. Book a demo and we'll map your exact stack in 30 minutes.",
    primary: "Book a Demo",
    secondary: "Contact Sales",
  },
};
