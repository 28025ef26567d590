// About page content: company stats, founder story, timeline, leadership, values,
// awards, headquarters and company contacts. People, awards and issuers are fictional.
import type { IconName } from "./platform";

export interface AboutStat {
  value: string;
  label: string;
  detail: string;
}

export interface FounderStory {
  title: string;
  paragraphs: string[];
}

export interface TimelineEntry {
  year: number;
  title: string;
  text: string;
}

export interface Leader {
  name: string;
  role: string;
  background: string;
  achievements: string[];
}

export interface CompanyValue {
  /** lucide-react icon name */
  icon: IconName;
  title: string;
  text: string;
}

export interface Award {
  year: number;
  title: string;
  issuer: string;
}

export interface OfficeHours {
  days: string;
  time: string;
}

export interface Headquarters {
  name: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  hours: OfficeHours[];
  mapsUrl: string;
}

export interface CompanyContact {
  label: string;
  email: string;
}

export const aboutStats: AboutStat[] = [
  {
    value: "500+",
    label: "Dealerships served",
    detail: "Independent stores, franchise rooftops and multi-location dealer groups from Victoria to St. John's.",
  },
  {
    value: "$14.2M",
    label: "Saved for clients in wasted ad spend",
    detail: "Budget our clients pulled from campaigns that generated clicks and leads but never a sold vehicle.",
  },
  {
    value: "2019",
    label: "Founded",
    detail: "Incorporated in Toronto after a year of proving the model with a handful of Ontario dealers.",
  },
  {
    value: "99%",
    label: "Client satisfaction",
    detail: "Dealers and agencies who rate their experience with our platform and support team as satisfied or better.",
  },
];

export const founderStory: FounderStory = {
  title: "Built by people who were tired of guessing",
  paragraphs: [
    "Torque Analytics started with a question no one in the showroom could answer: which of our advertising dollars actually sold a car? Our founders had spent years inside Canadian dealerships and the agencies that serve them, and they watched general managers sign off on five- and six-figure monthly ad budgets with nothing more than click reports and a gut feeling.",
    "The data existed. Leads lived in the CRM, deals lived in the DMS, spend lived in a dozen ad platforms and marketplace dashboards. But none of those systems talked to each other, so nobody could connect a Tuesday-night search ad to the SUV that left the lot on Saturday, let alone to the gross profit on that deal.",
    "In 2018 we set out to fix that as a consulting project in Toronto. Working evenings with a few Ontario dealers, we stitched together their ad, lead and sales exports by hand and traced sold units back to the campaigns that produced them. The results were uncomfortable and immediately useful: some of the stores' biggest line items were producing almost nothing, while quieter channels were quietly selling cars.",
    "By 2019 the spreadsheets could no longer keep up with the demand, so we founded Torque Analytics Inc. to turn that manual work into a platform. Today it joins advertising, lead, sales, CRM, inventory and profit data in one dashboard, with every record kept in Canada.",
    "Our goal has not changed since that first project: give every Canadian dealer, from a single-rooftop independent to a national group, the clarity to put each marketing dollar where it sells cars.",
  ],
};

export const timeline: TimelineEntry[] = [
  {
    year: 2018,
    title: "A consulting project in Toronto",
    text: "Our founders began matching ad spend to sold vehicles for a small group of Ontario dealers, reconciling ad platform, CRM and DMS exports by hand.",
  },
  {
    year: 2019,
    title: "Torque Analytics Inc. is founded",
    text: "We incorporated in Toronto, hired our first engineers and shipped the first automated connection between ad spend and DMS sales data.",
  },
  {
    year: 2020,
    title: "The platform goes live",
    text: "As showroom traffic moved online, we launched our unified dashboard and first-touch, last-touch and linear attribution so dealers could see which digital channels were still selling cars.",
  },
  {
    year: 2021,
    title: "Deal Autopsy and full multi-touch attribution",
    text: "We introduced Deal Autopsy, our per-deal drill-down, and added time-decay and position-based models. Independent dealers got a plan built for their budgets.",
  },
  {
    year: 2022,
    title: "Agencies and white-label portals",
    text: "We opened our agency partner program with white-label client portals, and completed our SOC 2 Type II audit with all customer data hosted in Canada.",
  },
  {
    year: 2023,
    title: "Predictive ROI and 300+ integrations",
    text: "Our 30-90 day predictive ROI forecasts launched alongside competitive insights, and our integration library passed 300 ad platforms, CRMs, DMS providers and marketplaces.",
  },
  {
    year: 2024,
    title: "500+ dealerships and AI insights",
    text: "We passed 500 dealerships served, released AI insights and the live ticker, and opened team hubs in Calgary and Montreal to support dealers in both official languages.",
  },
];

export const leadership: Leader[] = [
  {
    name: "Rachel Nguyen",
    role: "Chief Executive Officer & Co-founder",
    background:
      "Rachel spent a decade in automotive retail, most recently as digital marketing director for a multi-rooftop Ontario dealer group, where she managed budgets across search, social and marketplace listings without a reliable way to tie them to sales.",
    achievements: [
      "Led the 2018 consulting project that became Torque Analytics",
      "Grew the company from three Ontario dealers to more than 500 dealerships served",
      "Speaks regularly on marketing accountability at Canadian dealer association events",
    ],
  },
  {
    name: "Marc-André Gagnon",
    role: "Chief Technology Officer & Co-founder",
    background:
      "Marc-André is a data engineer from Montreal who built large-scale event pipelines for ad-tech and e-commerce companies before co-founding Torque Analytics to bring the same rigour to dealership data.",
    achievements: [
      "Architected the data platform behind our 300+ integrations",
      "Led the engineering work behind our SOC 2 Type II audit and Canadian data residency",
      "Designed the attribution engine that powers Deal Autopsy",
    ],
  },
  {
    name: "Priya Sandhu",
    role: "VP Customer Success",
    background:
      "Priya joined from a Calgary-based dealer software provider where she ran onboarding for franchise stores across Western Canada. She now leads onboarding, training and account management for every Torque client.",
    achievements: [
      "Built the onboarding playbook that gets new dealers set up in 24-48 hours",
      "Leads the customer success team behind our 99% client satisfaction rating",
    ],
  },
  {
    name: "Kevin O'Brien",
    role: "VP Sales",
    background:
      "Kevin has spent more than 15 years selling software and services to Canadian dealerships, from single-point independents to national dealer groups, and started his career on the sales floor of a Halifax franchise store.",
    achievements: [
      "Built our dealer group and enterprise sales team from the ground up",
      "Designed the multi-location pricing that rewards groups as they grow",
      "Former top-performing sales consultant and finance manager in Atlantic Canada",
    ],
  },
  {
    name: "Dr. Amara Osei",
    role: "Head of Data Science",
    background:
      "Amara holds a PhD in statistics from the University of Waterloo and spent six years building forecasting models in Canadian financial services before turning her attention to automotive marketing.",
    achievements: [
      "Leads the modelling behind our 30-90 day predictive ROI forecasts",
      "Developed the validation framework behind our 99.7% attribution accuracy",
      "Oversees the models that drive AI insights and competitive insights",
    ],
  },
  {
    name: "Jordan Leblanc",
    role: "Head of Agency Partnerships",
    background:
      "Jordan co-founded and ran an automotive digital agency in Moncton for eight years, serving dealers across the Maritimes, before joining Torque to build the partner program he wished he had had.",
    achievements: [
      "Launched our agency partner program and white-label client portals",
      "Created the 20+ hour partner training curriculum",
      "Works directly with partners on reporting, pricing and client onboarding",
    ],
  },
];

export const values: CompanyValue[] = [
  {
    icon: "Target",
    title: "Every dollar accountable",
    text: "We measure marketing by the cars it sells and the gross it earns, not by clicks and impressions. If a channel is not selling vehicles, our clients hear it from us first.",
  },
  {
    icon: "Handshake",
    title: "Dealers first",
    text: "We build for the people who run stores: general managers, dealer principals and the agencies beside them. Their feedback shapes our roadmap, and their results are how we judge ourselves.",
  },
  {
    icon: "ShieldCheck",
    title: "Trust is earned in Canada",
    text: "Customer data stays in Canada, is encrypted in transit and at rest, and is protected by controls independently audited to SOC 2 Type II. We never sell or share dealer data.",
  },
  {
    icon: "Lightbulb",
    title: "Clarity over complexity",
    text: "Powerful analytics are worthless if nobody reads them. We turn millions of data points into plain answers a busy sales manager can act on before Monday's meeting.",
  },
];

export const awards: Award[] = [
  {
    year: 2021,
    title: "Best New Dealer Technology",
    issuer: "Canadian Automotive Marketing Summit",
  },
  {
    year: 2022,
    title: "Marketing Analytics Innovation of the Year",
    issuer: "National Dealer Technology Forum",
  },
  {
    year: 2023,
    title: "Top Growing Software Company, Automotive",
    issuer: "Ontario Technology Growth Awards",
  },
  {
    year: 2024,
    title: "Excellence in Marketing Attribution",
    issuer: "Canadian Dealer Digital Excellence Awards",
  },
];

export const headquarters: Headquarters = {
  name: "Torque Analytics Inc.",
  street: "200 Bay Street, Suite 2400",
  city: "Toronto",
  province: "ON",
  postalCode: "M5J 2J2",
  country: "Canada",
  hours: [
    { days: "Monday - Friday", time: "8:00 AM - 6:00 PM ET" },
    { days: "Saturday", time: "9:00 AM - 1:00 PM ET" },
    { days: "Sunday", time: "Closed" },
  ],
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=200%20Bay%20Street%2C%20Suite%202400%2C%20Toronto%2C%20ON%20M5J%202J2",
};

export const companyContacts: CompanyContact[] = [
  { label: "General", email: "hello@torqueanalytics.ca" },
  { label: "Sales", email: "sales@torqueanalytics.ca" },
  { label: "Careers", email: "careers@torqueanalytics.ca" },
  { label: "Press", email: "press@torqueanalytics.ca" },
];

export const visitNote =
  "Visits to our Toronto headquarters are by appointment. Tell us who is coming and what you would like to cover, and we will set aside time with the right people from our product, sales or partnerships teams.";
