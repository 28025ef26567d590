// Solutions pages: auto dealerships, marketing agencies, automotive groups and small dealers.
// Figures follow the product spec (pricing, discounts, implementation timelines, security).
// Icons are lucide-react v1 component names. Shared content types live in content/platform.ts.
import type { ContentCard, Four, IconName, PageCta, PageHero, Six, StatItem, Testimonial, Three } from "./platform";

export interface FeatureGroup {
  title: string;
  features: string[];
}

export interface ImplementationWeek {
  week: "Week 1" | "Week 2" | "Week 3" | "Week 4";
  title: string;
  tasks: string[];
}

/* ------------------------------------------------------------------ */
/* Auto dealerships                                                    */
/* ------------------------------------------------------------------ */

export interface DealershipsSolution {
  hero: PageHero;
  problems: ContentCard[];
  solutions: ContentCard[];
  featureGroups: Three<FeatureGroup>;
  testimonials: Three<Testimonial>;
  implementationPlan: Four<ImplementationWeek>;
  security: Four<ContentCard>;
  cta: PageCta;
}

export const dealershipsSolution: DealershipsSolution = {
  hero: {
    badge: "For Auto Dealerships",
    title: "Stop Guessing Which Ads Sell Cars",
    subtitle:
      "Torque Analytics connects your ad platforms, CRM, DMS and inventory so you can see the cost, the lead and the gross behind every vehicle you sell, and put next month's budget where it earns the most.",
  },
  problems: [
    {
      icon: "EyeOff",
      title: "Spend You Can't Trace to a Sale",
      text: "Google, Meta and the marketplaces each claim credit for the same buyer. Without a link to your DMS, nobody can say which dollars actually produced a signed deal.",
    },
    {
      icon: "Layers",
      title: "Data Scattered Across a Dozen Logins",
      text: "Your CRM, DMS, ad accounts and inventory tool all tell a different story. Month-end reporting eats days of spreadsheet work and still ends in debate.",
    },
    {
      icon: "Clock",
      title: "Decisions Made a Month Too Late",
      text: "By the time last month's report lands, the budget is spent and the aged units have aged further. You need to know what's working this week, not after the fact.",
    },
    {
      icon: "CircleDollarSign",
      title: "Leads That Never Reach the Desk",
      text: "Slow follow-up and unworked leads quietly waste ad dollars. Without source-level visibility into your BDC, the leak stays hidden.",
    },
  ],
  solutions: [
    {
      icon: "Link",
      title: "Every Dollar Tied to a Deal",
      text: "Closed-loop attribution matches ad clicks, calls and form fills to sold deals in your DMS, with front and back gross attached. You see true cost per sold unit by channel.",
    },
    {
      icon: "LayoutDashboard",
      title: "One Dashboard for the Whole Store",
      text: "Advertising, leads, sales, CRM, inventory and profit in a single live view, with role-based dashboards for your GM, marketing manager and BDC.",
    },
    {
      icon: "Sparkles",
      title: "AI That Flags What Changed",
      text: "Daily AI insights and anomaly alerts surface overspending campaigns, broken tracking and under-worked lead sources before they cost you a month.",
    },
    {
      icon: "TrendingUp",
      title: "Forecasts You Can Budget Against",
      text: "Predictive ROI forecasts project leads, sales and gross 30 to 90 days out, so you can plan spend around model-year changeovers and seasonal swings.",
    },
  ],
  featureGroups: [
    {
      title: "Marketing Performance",
      features: [
        "Multi-touch attribution: first-touch, last-touch, linear, time-decay and position-based",
        "Cost per lead, cost per appointment and cost per sold unit by channel",
        "Budget pacing and overspend alerts",
        "Competitive insights on share of search and market pricing",
        "Predictive ROI forecasts for the next 30 to 90 days",
      ],
    },
    {
      title: "Sales & BDC",
      features: [
        "Live ticker of leads, appointments and sold deals",
        "Deal Autopsy: every touchpoint behind each sold vehicle",
        "Speed-to-lead and appointment show rates by agent",
        "Unworked lead alerts for your BDC manager",
        "Front and back gross by lead source",
      ],
    },
    {
      title: "Inventory & Profit",
      features: [
        "Days in stock and advertising cost per vehicle",
        "Aged inventory alerts with floorplan exposure",
        "VDP views and leads per unit across AutoTrader.ca, CarGurus and Kijiji Autos",
        "New and used performance side by side",
        "Weekly automated reports to your management team",
      ],
    },
  ],
  testimonials: [
    {
      quote:
        "For the first time, my sales manager and my marketing manager are looking at the same number. We found $9,000 a month going to campaigns that hadn't sold a car since the fall.",
      name: "Marc Bélanger",
      role: "General Manager",
      dealership: "Automobiles Plateau-Est",
      city: "Montréal",
    },
    {
      quote:
        "The BDC dashboard showed our weekend internet leads were waiting over four hours for a reply. We fixed the schedule, and appointment show rate went from 48% to 63% in six weeks.",
      name: "Priya Sandhu",
      role: "BDC Manager",
      dealership: "Fraserview Motors",
      city: "Surrey",
    },
    {
      quote:
        "I can open Deal Autopsy on any truck we sold and see the search ad, the marketplace listing and the two phone calls that got the buyer in the door. That's how you defend a budget.",
      name: "Tyler Kowalchuk",
      role: "Dealer Principal",
      dealership: "Wascana Ridge Automotive",
      city: "Regina",
    },
  ],
  implementationPlan: [
    {
      week: "Week 1",
      title: "Connect & Import",
      tasks: [
        "Kick-off call with your onboarding specialist",
        "Connect ad platforms, CRM, DMS and inventory via secure OAuth",
        "Import 12 to 24 months of historical data",
        "First dashboards live within 24-48 hours",
      ],
    },
    {
      week: "Week 2",
      title: "Validate & Attribute",
      tasks: [
        "Reconcile sold units and gross against your DMS",
        "Map lead sources and campaign naming",
        "Choose a default attribution model and review the alternatives",
        "Set budget pacing targets and alert thresholds",
      ],
    },
    {
      week: "Week 3",
      title: "Train Your Team",
      tasks: [
        "Role-based dashboard setup for GM, marketing and BDC",
        "Live training sessions for managers and BDC agents",
        "Deal Autopsy and AI insights walkthrough",
        "Schedule weekly automated reports",
      ],
    },
    {
      week: "Week 4",
      title: "Optimize & Review",
      tasks: [
        "First 30-day ROI review with your success manager",
        "Identify underperforming channels and reallocate budget",
        "Activate 30-90 day predictive forecasts",
        "Agree on success metrics for the next quarter",
      ],
    },
  ],
  security: [
    {
      icon: "MapPin",
      title: "Data Kept in Canada",
      text: "Your customer and deal data is stored in Canadian data centres and handled in line with PIPEDA and provincial privacy law.",
    },
    {
      icon: "ShieldCheck",
      title: "SOC 2 Type II",
      text: "Our controls for security, availability and confidentiality are independently audited under SOC 2 Type II.",
    },
    {
      icon: "Lock",
      title: "Encrypted End to End",
      text: "256-bit encryption in transit and AES-256 encryption at rest protect every record, from ad spend to customer contact details.",
    },
    {
      icon: "UserCog",
      title: "Role-Based Access",
      text: "Control exactly who sees gross, customer data and financials, with per-user permissions and a full access history.",
    },
  ],
  cta: {
    title: "See Your Store's Real Marketing ROI",
    text: "Start a 30-day free trial with full Professional features, no credit card and no setup fees. Or book a 30-minute demo and we'll walk through a dealership like yours.",
    primary: "Start Free Trial",
    secondary: "Book a Demo",
  },
};

/* ------------------------------------------------------------------ */
/* Marketing agencies                                                  */
/* ------------------------------------------------------------------ */

export interface PartnerTier {
  name: string;
  requirement: string;
  perks: string[];
}

export interface PartnerProgram {
  title: string;
  text: string;
  perks: string[];
  tiers?: PartnerTier[];
}

export interface AgenciesSolution {
  hero: PageHero;
  benefits: ContentCard[];
  /** For agencies, `dealership` holds the agency's name. */
  testimonials: Testimonial[];
  agencyTools: ContentCard[];
  partnerProgram: PartnerProgram;
  cta: PageCta;
}

export const agenciesSolution: AgenciesSolution = {
  hero: {
    badge: "For Marketing Agencies",
    title: "Prove Your Value to Every Dealer Client",
    subtitle:
      "Show dealers the sold units and gross your campaigns produced, not just clicks and impressions. Manage every client from one dashboard and deliver branded reports that keep accounts for years.",
  },
  benefits: [
    {
      icon: "Target",
      title: "Report on Sales, Not Clicks",
      text: "Connect each client's DMS and CRM so your reports show cost per sold unit and attributed gross. It is the conversation every dealer principal wants to have.",
    },
    {
      icon: "Handshake",
      title: "Retain Clients Longer",
      text: "When a dealer can see the deals you drove, renewals stop being a negotiation. Transparent ROI turns monthly contracts into long-term partnerships.",
    },
    {
      icon: "Timer",
      title: "Cut Reporting Time",
      text: "Automated client reports replace hours of screenshots and spreadsheets each month, so your team spends its time on strategy and creative.",
    },
    {
      icon: "Rocket",
      title: "Win New Dealer Accounts",
      text: "Walk into a pitch with a market heatmap and competitive insights for the prospect's area, and show exactly how you'll measure success.",
    },
    {
      icon: "Coins",
      title: "Earn on Every Referral",
      text: "Partner agencies earn 15-25% commission on referred subscriptions and volume discounts of up to 40% on the accounts they manage.",
    },
  ],
  testimonials: [
    {
      quote:
        "We manage 23 dealer clients across Ontario. Torque gave us one screen for all of them and client reports that show sold cars. We haven't lost a rooftop since we switched.",
      name: "Rachel Morrison",
      role: "Founder & CEO",
      dealership: "Northline Digital Automotive",
      city: "Toronto",
    },
    {
      quote:
        "The white-label portal looks like our own product. Our dealers log in under our brand, see their live numbers, and our account managers spend their time on strategy instead of PDFs.",
      name: "Jean-François Gagnon",
      role: "Director of Client Services",
      dealership: "Agence Boréal Média",
      city: "Québec City",
    },
    {
      quote: "Pitching a dealer group with a market heatmap and competitive insights for their own city closed a five-rooftop account for us in one meeting.",
      name: "Amrit Gill",
      role: "Head of Growth",
      dealership: "Coastline Performance Marketing",
      city: "Vancouver",
    },
  ],
  agencyTools: [
    {
      icon: "Palette",
      title: "White-Label Client Portals",
      text: "Give each dealer a portal with your logo, colours and domain. Clients see live dashboards under your brand, never ours.",
    },
    {
      icon: "LayoutDashboard",
      title: "Multi-Client Dashboard",
      text: "Every client, every rooftop and every channel in one view. Spot the account that needs attention before the client calls you about it.",
    },
    {
      icon: "FileText",
      title: "Automated Client Reports",
      text: "Branded weekly and monthly reports built from your templates and sent on schedule, with spend, leads, sold units and ROI in every one.",
    },
    {
      icon: "Split",
      title: "Cross-Client Attribution",
      text: "Run first-touch, last-touch, linear, time-decay and position-based models for each client and show how your campaigns assist the sale.",
    },
    {
      icon: "UserCog",
      title: "Team Permissions",
      text: "Assign account managers to specific clients and control who can edit dashboards, view gross or export data.",
    },
    {
      icon: "Plug",
      title: "300+ Integrations and API",
      text: "Connect every client's stack, whatever DMS, CRM or ad platforms they use, and pull data into your own tools through our API or CSV and Excel exports.",
    },
  ],
  partnerProgram: {
    title: "Torque Analytics Agency Partner Program",
    text: "Built for agencies that serve Canadian dealers. Partners get better pricing for their clients, recurring commission on referrals and a team that helps them sell and deliver measurable results.",
    perks: [
      "Volume discounts of up to 40% on client accounts",
      "15-25% recurring commission on referred subscriptions",
      "20+ hours of certification and product training",
      "Co-marketing: joint case studies, webinars and event presence",
      "A dedicated partner manager for onboarding, pitches and escalations",
      "Early access to new features and integrations",
    ],
  },
  cta: {
    title: "Become a Torque Analytics Partner",
    text: "Tell us about your agency and your dealer clients. We'll show you the multi-client dashboard and white-label portal in a 30-minute demo, or reach our partner team at partners@torqueanalytics.ca.",
    primary: "Book a Partner Demo",
    secondary: "Contact Sales",
  },
};

/* ------------------------------------------------------------------ */
/* Automotive groups                                                   */
/* ------------------------------------------------------------------ */

export interface SuccessStory {
  group: string;
  city: string;
  rooftops: number;
  result: string;
  quote: string;
  name: string;
  role: string;
}

export interface ImplementationPhase {
  phase: string;
  title: string;
  duration: string;
  text: string;
}

export interface GroupsSolution {
  hero: PageHero;
  challenges: ContentCard[];
  solutions: ContentCard[];
  enterpriseFeatures: Six<ContentCard>;
  successStories: SuccessStory[];
  implementationPhases: Four<ImplementationPhase>;
  enterpriseBenefits: Four<StatItem>;
  cta: PageCta;
}

export const groupsSolution: GroupsSolution = {
  hero: {
    badge: "For Automotive Groups",
    title: "Every Rooftop, One Source of Truth",
    subtitle:
      "Compare marketing efficiency, gross and inventory turn across every store in your group. Roll up spend and results by brand, region and rooftop, with enterprise security and a 99.99% uptime SLA.",
  },
  challenges: [
    {
      icon: "Building",
      title: "Every Store Reports Differently",
      text: "Different CRMs, different agencies and different spreadsheets mean group-level numbers are stitched together by hand and rarely trusted.",
    },
    {
      icon: "Scale",
      title: "No Fair Way to Compare Rooftops",
      text: "Without consistent attribution, you can't tell whether a store's marketing is efficient or just lucky, and budget goes to whoever argues loudest.",
    },
    {
      icon: "Boxes",
      title: "Inventory Stuck in the Wrong Store",
      text: "Units age at one rooftop while a sister store a few exits away could sell them faster. The data exists, but not in one place.",
    },
    {
      icon: "ShieldCheck",
      title: "Security and Compliance at Scale",
      text: "Hundreds of users across many stores need the right access to customer and financial data, with an audit trail your controller and privacy officer can stand behind.",
    },
  ],
  solutions: [
    {
      icon: "Network",
      title: "Group-Wide Roll-Ups",
      text: "Standardize data from every DMS, CRM and ad account into one model, then roll results up by rooftop, brand, region or the whole group.",
    },
    {
      icon: "ChartColumn",
      title: "Rooftop Benchmarking",
      text: "Rank stores on cost per sold unit, marketing cost as a share of gross, speed to lead and inventory turn, using one attribution model for everyone.",
    },
    {
      icon: "CarFront",
      title: "Cross-Store Inventory Insight",
      text: "See aged units, days in stock and demand by market across every rooftop, and move vehicles to the store most likely to sell them.",
    },
    {
      icon: "Sparkles",
      title: "AI Across the Group",
      text: "AI insights and anomaly alerts run on every store at once, so head office hears about a broken campaign or an overspend the day it happens.",
    },
  ],
  enterpriseFeatures: [
    {
      icon: "KeyRound",
      title: "Single Sign-On",
      text: "SAML-based SSO with Microsoft Entra ID, Okta and Google Workspace, so staff sign in with the accounts they already have.",
    },
    {
      icon: "UserCog",
      title: "Role-Based Access",
      text: "Define roles by rooftop, department and data type. A BDC agent sees their leads; your CFO sees gross across the group.",
    },
    {
      icon: "ScrollText",
      title: "Audit Logging",
      text: "Every login, export and permission change is logged and searchable, with security logs retained for one year.",
    },
    {
      icon: "Network",
      title: "Multi-Rooftop Roll-Ups",
      text: "Unlimited locations and users, with roll-ups by rooftop, brand, region and group, and drill-down to any single deal.",
    },
    {
      icon: "Server",
      title: "Custom Data Warehouse Exports",
      text: "Scheduled exports of cleaned, joined data to your own warehouse, plus full API access and CSV or Excel downloads.",
    },
    {
      icon: "Activity",
      title: "99.99% Enterprise Uptime",
      text: "Enterprise agreements include a 99.99% uptime commitment, monitored around the clock, with your data hosted in Canada.",
    },
  ],
  successStories: [
    {
      group: "Laurentide Auto Group",
      city: "Ottawa",
      rooftops: 9,
      result: "Cut group marketing cost per sold unit by 27% in two quarters",
      quote:
        "We finally benchmark all nine stores on the same attribution model. Two rooftops were spending twice as much per sale as the rest, and now we know why.",
      name: "Catherine Leblanc",
      role: "Vice-President, Marketing",
    },
    {
      group: "Chinook Country Automotive",
      city: "Calgary",
      rooftops: 14,
      result: "Reduced average used days in stock from 58 to 41 across the group",
      quote: "Cross-store inventory insight changed how we move used units. We transfer vehicles to where they sell, and floorplan costs show it.",
      name: "Brent Sorensen",
      role: "Chief Operating Officer",
    },
    {
      group: "Atlantic Shore Motor Group",
      city: "Halifax",
      rooftops: 6,
      result: "Replaced four agency reports with one group dashboard and saved 30 hours a month",
      quote:
        "Our controller, our marketing lead and every GM now look at the same numbers. Month-end used to take a week of reconciling. Now it takes an afternoon.",
      name: "Andrew MacNeil",
      role: "Dealer Principal",
    },
  ],
  implementationPhases: [
    {
      phase: "Phase 1",
      title: "Discovery & Data Audit",
      duration: "2-3 weeks",
      text: "We map every rooftop's DMS, CRM, ad accounts and agencies, audit data quality, and agree on a group-wide attribution model and KPI definitions.",
    },
    {
      phase: "Phase 2",
      title: "Integration & Migration",
      duration: "3-4 weeks",
      text: "We connect all systems, import 12 to 24 months of history per store, set up SSO and roles, and reconcile results against your DMS.",
    },
    {
      phase: "Phase 3",
      title: "Rollout & Training",
      duration: "6-8 weeks",
      text: "Stores go live in waves with role-based dashboards and hands-on training for executives, GMs, marketing teams and BDCs.",
    },
    {
      phase: "Phase 4",
      title: "Optimization",
      duration: "Ongoing",
      text: "Your dedicated success team runs quarterly business reviews, tunes forecasts and alerts, and helps reallocate budget across the group.",
    },
  ],
  enterpriseBenefits: [
    { value: "Up to 60%", label: "Enterprise volume discount" },
    { value: "99.99%", label: "Enterprise uptime SLA" },
    { value: "Unlimited", label: "Locations and users" },
    { value: "12-24 months", label: "Historical data imported per rooftop" },
  ],
  cta: {
    title: "Build a Group-Wide View of Performance",
    text: "Talk to our enterprise team about your rooftops, systems and goals. We'll prepare a tailored plan and pricing for your group.",
    primary: "Book a Consultation",
    secondary: "Contact Sales",
  },
};

/* ------------------------------------------------------------------ */
/* Small dealers                                                       */
/* ------------------------------------------------------------------ */

export interface SmallDealerPlan {
  // The plan's name in the page's language ("Petit concessionnaire" in French).
  name: string;
  price: "$147";
  period: "/month";
  offer: string;
  guarantee: string;
  features: string[];
}

export type CommunityResourceHref = "/blog" | "/glossary" | "/tools/roi-calculator" | "/faq" | "/training/facebook-messenger-guide";

export interface CommunityResource {
  icon: IconName;
  title: string;
  text: string;
  href: CommunityResourceHref;
}

export interface SmallDealersSolution {
  hero: PageHero;
  challenges: ContentCard[];
  testimonials: Testimonial[];
  features: ContentCard[];
  plan: SmallDealerPlan;
  communityResources: CommunityResource[];
  cta: PageCta;
}

export const smallDealersSolution: SmallDealersSolution = {
  hero: {
    badge: "For Independent & Small Dealers",
    title: "Big-Store Marketing Intelligence at a Small-Store Price",
    subtitle:
      "You don't have a marketing department, so every dollar has to count. Torque Analytics shows you which ads and listings actually sell your cars, from $147 a month.",
  },
  challenges: [
    {
      icon: "Wallet",
      title: "Every Dollar Matters",
      text: "With a tight budget, one wasted month on the wrong marketplace or campaign hurts. You need to know what's working before you renew.",
    },
    {
      icon: "Users",
      title: "No Time for Spreadsheets",
      text: "When you're selling, appraising and running the lot, nobody has hours to pull reports from five different logins.",
    },
    {
      icon: "Swords",
      title: "Competing with the Big Groups",
      text: "Franchise groups down the road have analysts and agencies. You need the same insight without adding headcount.",
    },
    {
      icon: "CircleQuestionMark",
      title: "Vendors Grading Their Own Homework",
      text: "Every ad platform and listing site says it's your best source. Without your own numbers, you can't tell who is right.",
    },
  ],
  testimonials: [
    {
      quote:
        "We're a 60-car lot with three salespeople. Torque showed us that Kijiji Autos and our Facebook ads were selling twice as many cars per dollar as a listing package we'd paid for since 2019. We cancelled it and put the money into inventory.",
      name: "Mike Pelletier",
      role: "Owner",
      dealership: "Tidewater Pre-Owned",
      city: "Moncton",
    },
    {
      quote:
        "I set it up on a Tuesday night and had my first dashboard Thursday morning. It's the first tool I've bought that my whole team actually opens every day.",
      name: "Harjit Dhaliwal",
      role: "General Manager",
      dealership: "Valley Lane Auto Sales",
      city: "Abbotsford",
    },
    {
      quote:
        "The weekly report tells me in two minutes where my leads came from and which ones bought. For a small store, that's all I need to make the right call.",
      name: "Lisa Chen",
      role: "Co-Owner",
      dealership: "Sunridge Car Company",
      city: "Saskatoon",
    },
  ],
  features: [
    {
      icon: "LayoutDashboard",
      title: "One Simple Dashboard",
      text: "Ad spend, leads, sales and profit on one screen, built for owners who want answers, not another complicated tool.",
    },
    {
      icon: "Receipt",
      title: "Cost per Car Sold",
      text: "See what each vehicle really cost you to sell by source, from Facebook and Google to AutoTrader.ca, CarGurus and Kijiji Autos.",
    },
    {
      icon: "Mail",
      title: "Weekly Summary by E-mail",
      text: "A plain-English summary of what sold, where the buyers came from and what to change next week, delivered to your inbox.",
    },
    {
      icon: "CarFront",
      title: "Aged Inventory Alerts",
      text: "Know which units are sitting too long and which listings aren't getting views, so you can reprice or promote before they cost you more.",
    },
    {
      icon: "Zap",
      title: "Live in 24-48 Hours",
      text: "Connect your ad accounts, listing sites and DMS or CRM in minutes. We handle the setup, with no setup fees.",
    },
    {
      icon: "MessageSquare",
      title: "Facebook Messenger Campaigns",
      text: "Request Messenger ad campaigns for specific vehicles from the Marketing Request Center, and let the AI pick the units most likely to sell.",
    },
  ],
  plan: {
    name: "Small Dealer Starter",
    price: "$147",
    period: "/month",
    offer: "50% off your first 3 months",
    guarantee: "Money-back guarantee if your ROI doesn't improve in 60 days",
    features: [
      "Up to 5 marketing channels",
      "Single location",
      "Up to 1,000 leads per month",
      "10+ core integrations",
      "Basic ROI and lead-source reporting",
      "Weekly summary e-mail",
      "E-mail support with replies within 24 hours",
      "No setup fees, cancel anytime",
    ],
  },
  communityResources: [
    {
      icon: "BookOpen",
      title: "Dealer Marketing Blog",
      text: "Practical articles on attribution, reporting and getting more from every advertising dollar.",
      href: "/blog",
    },
    {
      icon: "Calculator",
      title: "ROI Calculator",
      text: "Estimate what better tracking could return for your store in under two minutes.",
      href: "/tools/roi-calculator",
    },
    {
      icon: "GraduationCap",
      title: "Facebook Messenger Training Guide",
      text: "A step-by-step walkthrough of requesting Messenger campaigns for your inventory.",
      href: "/training/facebook-messenger-guide",
    },
    {
      icon: "CircleQuestionMark",
      title: "Frequently Asked Questions",
      text: "Straight answers on pricing, setup, integrations, data security and the free trial.",
      href: "/faq",
    },
  ],
  cta: {
    title: "Sell More Cars with the Budget You Already Have",
    text: "Book a 30-minute demo and see it on your own numbers. Small Dealer Starter is $147 a month with 50% off your first 3 months, backed by a money-back guarantee if your ROI doesn't improve in 60 days.",
    primary: "Book a Demo",
    secondary: "Start Free Trial",
  },
};
