// The home page's copy and fixed figures (spec sections 2 and 9). All figures are marketing copy.

export const hero = {
  eyebrow: "Invitation-only analytics for Canadian dealerships",
  // The headline 'Stop Guessing. Start Dominating.', in two lines.
  titleLead: "Stop Guessing.",
  titleAccent: "Start Dominating.",
  subtitle:
    "Torque Analytics connects every advertising dollar to the car it sold. AI insights, live attribution and predictive ROI forecasts give your store the answer to the only question that matters: which marketing actually moves metal?",
  trustBadges: [
    { icon: "ShieldCheck", label: "SOC 2 Type II Certified" },
    { icon: "LockKeyhole", label: "Enterprise-Grade Security" },
    { icon: "Crown", label: "500+ Elite Dealerships" },
  ],
  cta: "GET EXCLUSIVE DEMO",
  scarcity: "Limited Spots Available",
} as const;

// The animated mock dashboard card in the hero.
export const heroDashboard = {
  title: "Live Performance",
  store: "GTA Auto Group · 4 rooftops",
  metrics: [
    { label: "Growth", value: "127%", trend: "vs. last quarter" },
    { label: "Hot Leads", value: "342", trend: "ready to buy" },
    { label: "AI Accuracy", value: "89%", trend: "forecast hit rate" },
    { label: "Revenue", value: "$2.0M", trend: "attributed this month" },
  ],
  chart: [28, 34, 31, 42, 47, 44, 58, 63, 61, 74, 82, 91],
  targetNote: "Monthly target in 3 min at current pace",
  intelligence: [
    "Competitor search spend up 18% in Mississauga this week",
    "Used SUV demand rising in Vaughan: 41 VDP views per hour",
    "Shift $4,200 from display to search to protect cost per sale",
  ],
} as const;

export const features = {
  title: "Every dollar, every lead, every deal. One dashboard.",
  subtitle:
    "Your ad platforms, CRM, DMS and inventory finally speak the same language. Torque joins them so you see cost per sale, gross per unit and ROI by source, not just clicks.",
  items: [
    {
      icon: "BrainCircuit",
      title: "AI Insights",
      text: "Plain-language recommendations every morning: where to add budget, what to pause, which units need exposure.",
    },
    { icon: "Activity", title: "Live Ticker", text: "Leads, appointments and sold deals stream in as they happen, tagged with the campaign that earned them." },
    {
      icon: "ScanSearch",
      title: "Deal Autopsy",
      text: "Drill into any sold deal to see every touch that led to it, from the first search to the signed bill of sale.",
    },
    {
      icon: "TrendingUp",
      title: "Predictive ROI Forecasts",
      text: "30 to 90-day forecasts of leads, sales and return, so you commit budget before the month is lost.",
    },
    {
      icon: "Route",
      title: "Multi-Touch Attribution",
      text: "First-touch, last-touch, linear, time-decay and position-based models, side by side on your own sales data.",
    },
    { icon: "Radar", title: "Competitive Insights", text: "See when competitors surge spend in your postal codes and which models they are pushing." },
    {
      icon: "Palette",
      title: "White-Label Client Portals",
      text: "Agencies give every dealer client a branded portal with live results and automated reports.",
    },
    { icon: "Plug", title: "300+ Integrations", text: "Ad platforms, CRMs, DMS and marketplaces connect through secure OAuth in minutes, not months." },
  ],
} as const;

export type Efficiency = "high" | "medium" | "low";

// Spec section 2: the heatmap's six fixed markets (x and y on a 400 x 240 map of Canada).
export const heatmapMarkets: {
  city: string;
  x: number;
  y: number;
  leads: number;
  sales: number;
  efficiency: Efficiency;
  label: "above" | "below" | "left";
}[] = [
  { city: "Toronto", x: 296, y: 196, leads: 1247, sales: 186, efficiency: "high", label: "below" },
  { city: "Montreal", x: 352, y: 160, leads: 892, sales: 121, efficiency: "high", label: "above" },
  { city: "Calgary", x: 112, y: 150, leads: 634, sales: 82, efficiency: "medium", label: "above" },
  { city: "Vancouver", x: 46, y: 164, leads: 756, sales: 91, efficiency: "medium", label: "below" },
  { city: "Winnipeg", x: 200, y: 168, leads: 318, sales: 34, efficiency: "low", label: "above" },
  { city: "Ottawa", x: 326, y: 176, leads: 427, sales: 58, efficiency: "medium", label: "left" },
];

export const dataStream = {
  title: "Your market, live.",
  subtitle: "A heatmap of where your leads come from and where they convert, with a ticker of every lead, appointment and sale the moment it lands.",
  tickerTitle: "Live Ticker",
  tickerSummary: [
    { value: "4,058", label: "leads this month" },
    { value: "572", label: "attributed sales" },
    { value: "$14.60", label: "cost per lead" },
  ],
  // The ticker cycles through these; illustrative events, not real customers.
  ticker: [
    { city: "Toronto", text: "2024 Honda CR-V EX-L sold", detail: "Google Ads · $3,140 gross" },
    { city: "Montreal", text: "New lead: Toyota RAV4 Hybride", detail: "Meta · French campaign" },
    { city: "Calgary", text: "Appointment set: F-150 Lariat", detail: "AutoTrader.ca · BDC" },
    { city: "Vancouver", text: "2025 Hyundai Ioniq 5 sold", detail: "Search · $2,480 gross" },
    { city: "Ottawa", text: "Trade-in appraisal requested", detail: "Website chat" },
    { city: "Winnipeg", text: "New lead: Ram 1500 Big Horn", detail: "Kijiji Autos" },
    { city: "Toronto", text: "Phone lead scored 'hot'", detail: "Call tracking · 6 min call" },
    { city: "Montreal", text: "2023 Mazda CX-5 GS sold", detail: "TikTok · $1,960 gross" },
  ],
} as const;

export const insights = {
  title: "Strategic insights, not another report.",
  subtitle: "The platform reads your joined data every hour and tells you what changed, why, and what to do next, with the dollars attached.",
  items: [
    {
      icon: "Lightbulb",
      tag: "Budget",
      title: "Move $6,800 from display to branded search",
      text: "Display drove 2% of sold deals last month at 4x your average cost per sale. Branded search is capped by budget on weekends.",
    },
    {
      icon: "Gauge",
      tag: "Inventory",
      title: "14 units crossing 60 days next week",
      text: "Feature them in Marketplace and VDP retargeting now; similar units sold in 11 days when promoted early.",
    },
    {
      icon: "Target",
      tag: "Attribution",
      title: "TikTok assists 1 in 5 sales it never gets credit for",
      text: "Under position-based attribution, short-video campaigns open 21% of journeys that close through search.",
    },
  ],
  models: ["First-touch", "Last-touch", "Linear", "Time-decay", "Position-based"],
  forecast: { label: "90-day ROI forecast", current: 312, projected: 418 },
} as const;

export const integrations = {
  title: "Integrates Seamlessly With:",
  // Spec: a search-ad service, a social-ad service, a short-video service, a call-tracking service, a CRM,
  // a shop platform, an online retailer, a social network, three DMS and an auto marketplace.
  services: [
    "Google Ads",
    "Meta Ads",
    "TikTok",
    "CallRail",
    "Salesforce",
    "Shopify",
    "Amazon",
    "LinkedIn",
    "CDK Global",
    "Reynolds & Reynolds",
    "Dealertrack",
    "AutoTrader.ca",
  ],
  note: "Plus 300+ more ad platforms, CRMs, DMS and marketplaces.",
} as const;

export const credibility = {
  title: "Results that dealer principals read twice.",
  subtitle: "Figures across Torque customers. Yours will be on your own dashboard within 48 hours of connecting.",
  counters: [
    { value: 340, suffix: "%", label: "Average ROI within 90 days" },
    { value: 500, prefix: "", suffix: "+", label: "Elite dealerships" },
    { value: 150, prefix: "$", suffix: "M+", label: "Ad spend under management" },
    { value: 99.9, suffix: "%", decimals: 1, label: "Platform uptime" },
  ],
  rating: { score: "4.9", text: "average rating from dealer principals and GMs" },
  testimonials: [
    {
      quote: "We cut $23,000 a month from campaigns that looked great in the agency report and sold nothing. Cost per sale dropped 31% in one quarter.",
      name: "Daniel Whitford",
      role: "Dealer Principal",
      company: "Lakeshore Hyundai",
      city: "Oakville, ON",
    },
    {
      quote: "Deal Autopsy settled a two-year argument between sales and marketing in a single Monday meeting.",
      name: "Isabelle Roy",
      role: "Marketing Director",
      company: "Groupe Boréal Auto",
      city: "Laval, QC",
    },
    {
      quote: "Our BDC finally sees which sources close. We reallocated spend in week two and had our best March on record.",
      name: "Harjit Sandhu",
      role: "General Manager",
      company: "Foothills Ford",
      city: "Calgary, AB",
    },
  ],
} as const;

export const about = {
  title: "Built in Toronto for Canadian dealers.",
  text: "Founded in 2019 by a dealership marketer and a data engineer who were tired of guessing, Torque Analytics now serves 500+ rooftops across 50+ dealer groups, from single-point stores in Regina to national groups. Your data is hosted in Canada, encrypted end to end, and never sold.",
  points: [
    { icon: "MapPin", label: "Data kept in Canada" },
    { icon: "ShieldCheck", label: "SOC 2 Type II audited" },
    { icon: "Languages", label: "Bilingual support, English and French" },
    { icon: "Handshake", label: "50+ dealer groups onboard" },
  ],
} as const;

export const contact = {
  title: "Request a Private Demo",
  subtitle:
    "A 30-minute walkthrough on your own market data, with a dealership specialist. We reply within 24 hours and we only onboard a few stores each month.",
  points: [
    "Your cost per sale by source, benchmarked against your market",
    "Where your budget leaks, in dollars, before you sign anything",
    "A 90-day ROI forecast for your store",
  ],
  button: "Request a Private Demo",
} as const;
