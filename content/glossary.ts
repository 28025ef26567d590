// Glossary page content. The first 16 terms are shown before "Load More Terms",
// so they are the ones dealers ask about most. Examples use CAD figures and the
// arithmetic in each example is exact.

export const glossaryCategories = [
  "All Terms",
  "Analytics",
  "Attribution",
  "CRM",
  "Digital Marketing",
  "Lead Management",
  "Metrics & KPIs",
  "ROI",
  "Sales Process",
  "Technology",
] as const;

export type GlossaryFilter = (typeof glossaryCategories)[number];
export type GlossaryCategory = Exclude<GlossaryFilter, "All Terms">;

export interface GlossaryTerm {
  term: string;
  category: GlossaryCategory;
  /** One or two sentences. */
  definition: string;
  /** A concrete dealership example with CAD figures. */
  example: string;
}

export interface GlossaryGuide {
  title: string;
  count: string;
  description: string;
}

export const glossaryTerms: GlossaryTerm[] = [
  // --- First 16: shown before "Load More Terms" ---
  {
    term: "Return on Ad Spend (ROAS)",
    category: "ROI",
    definition:
      "The gross profit (or revenue) generated for every dollar spent on a specific advertising channel or campaign. Dealers get the truest picture by measuring ROAS on gross rather than on vehicle sale price.",
    example:
      "A Calgary store spends $12,000 on Facebook ads in a month and Torque attributes 15 sales carrying $45,000 in total gross to them: a gross-profit ROAS of 3.75, or $3.75 back for every $1 spent.",
  },
  {
    term: "Cost Per Vehicle Sold",
    category: "Metrics & KPIs",
    definition:
      "Total marketing spend divided by the number of vehicles sold in the same period. It is the single number most dealer principals use to judge whether marketing is efficient.",
    example: "A Hamilton dealership spends $42,000 on marketing in March and delivers 120 vehicles, for a cost per vehicle sold of $350.",
  },
  {
    term: "Multi-Touch Attribution",
    category: "Attribution",
    definition:
      "A method of dividing credit for a sale across every marketing touchpoint a buyer interacted with, instead of giving it all to one. It shows how channels work together across a car buyer's multi-week journey.",
    example:
      "A Halifax buyer clicks a Google search ad, returns through a Facebook ad and submits an AutoTrader.ca lead. With linear multi-touch attribution, each of the three touchpoints is credited with $1,200 of the deal's $3,600 gross.",
  },
  {
    term: "Cost Per Lead (CPL)",
    category: "Metrics & KPIs",
    definition:
      "The amount spent on a channel divided by the number of leads it produced. CPL is only meaningful alongside lead quality, because cheap leads that never buy are expensive.",
    example: "An Ottawa store spends $15,000 on marketplace listings in a month and receives 250 leads, a CPL of $60.",
  },
  {
    term: "Lead-to-Sale Conversion Rate",
    category: "Lead Management",
    definition: "The percentage of leads that become sold vehicles. It measures both lead quality and how well the sales team follows up.",
    example: "A Regina dealership receives 400 leads in a month and sells 48 vehicles to those shoppers, a 12% lead-to-sale conversion rate.",
  },
  {
    term: "Dealer Management System (DMS)",
    category: "Technology",
    definition:
      "The core software a dealership uses to run deals, inventory, F&I, service and accounting, such as CDK Global, Reynolds and Reynolds, PBS Systems or Dealertrack. It is the source of truth for what actually sold and for how much gross.",
    example:
      "When a deal posts in the DMS with a $46,500 sale price and $3,100 front-end gross, Torque matches it to the shopper's original lead and credits the campaigns that produced it.",
  },
  {
    term: "Marketing ROI",
    category: "ROI",
    definition:
      "The profit your marketing generated minus what it cost, divided by what it cost, expressed as a percentage. For dealerships it should be calculated on attributed gross profit, not revenue.",
    example:
      "A Victoria store spends $24,000 in a month and Torque attributes $96,000 in gross to that spend: ($96,000 - $24,000) / $24,000 = 300% marketing ROI.",
  },
  {
    term: "Front-End Gross",
    category: "Sales Process",
    definition:
      "The profit on the vehicle itself: the selling price minus the vehicle's cost, including reconditioning and any trade-in over-allowance. It excludes finance and insurance income.",
    example: "A compact SUV sells for $41,900 against a cost of $39,400 including reconditioning, leaving $2,500 in front-end gross.",
  },
  {
    term: "Customer Relationship Management (CRM)",
    category: "CRM",
    definition:
      "The system that stores every shopper and customer record along with their calls, e-mails, texts, appointments and follow-up tasks. In a dealership it is where leads are worked from first contact to delivery.",
    example:
      "A Winnipeg dealer's CRM logs 1,850 new contacts in a quarter; Torque links each one to the ad that produced it and to the DMS deal if they bought.",
  },
  {
    term: "Last-Touch Attribution",
    category: "Attribution",
    definition:
      "An attribution model that gives 100% of the credit for a sale to the final touchpoint before the lead or purchase. It is simple but tends to over-credit branded search and direct traffic.",
    example:
      "A shopper discovers a Laval store through a YouTube ad, then returns weeks later by searching the dealership's name. Last-touch gives all $2,800 of the deal's gross to branded search and nothing to YouTube.",
  },
  {
    term: "Lead Source",
    category: "Lead Management",
    definition:
      "The channel or platform a lead came from, such as the dealer website, a third-party marketplace, social ads or a phone call. Accurate lead sources are the foundation of every attribution report.",
    example: "Of a London, Ontario store's 320 monthly leads, 140 come from the website, 95 from AutoTrader.ca, 50 from Facebook and 35 from phone calls.",
  },
  {
    term: "Predictive Analytics",
    category: "Analytics",
    definition:
      "The use of historical data and statistical models to forecast future results. In Torque it powers 30-90 day ROI forecasts and budget scenarios.",
    example:
      "Using 18 months of history, Torque forecasts that moving $5,000 a month from display to search will add about 6 sales and $16,800 in gross over the next 30 days.",
  },
  {
    term: "Funnel Analysis",
    category: "Analytics",
    definition:
      "Measuring how many shoppers move from one stage to the next, from vehicle views to leads, appointments, shows and sales. It pinpoints the stage where the most buyers are lost.",
    example: "A Surrey store's month: 20,000 VDP views, 400 leads (2%), 160 booked appointments (40%), 112 shows (70%) and 48 sales (about 43% of shows).",
  },
  {
    term: "Pay-Per-Click (PPC)",
    category: "Digital Marketing",
    definition:
      "Advertising where the dealership pays each time someone clicks an ad, most commonly on search engines. Bids, keywords and landing pages together determine cost and results.",
    example: 'A Mississauga store bids $3.40 per click on "used trucks Mississauga"; 2,000 clicks in a month cost $6,800.',
  },
  {
    term: "Vehicle Detail Page (VDP) Views",
    category: "Digital Marketing",
    definition:
      "The number of times shoppers view an individual vehicle's listing page on your website or a marketplace. VDP views are the strongest early signal of real buying interest.",
    example: "A pickup listing receives 1,150 VDP views in 30 days and 23 leads, a 2% VDP-to-lead rate.",
  },
  {
    term: "Speed to Lead",
    category: "Lead Management",
    definition:
      "The time between a lead arriving and the first meaningful response from the dealership. Faster responses consistently produce more appointments and sales.",
    example:
      "After cutting its average first response from 47 minutes to 4 minutes, a Saskatoon store raised its appointment-set rate from 28% to 41% of leads.",
  },

  // --- Shown after "Load More Terms" ---
  {
    term: "First-Touch Attribution",
    category: "Attribution",
    definition:
      "An attribution model that gives 100% of the credit for a sale to the first touchpoint that introduced the buyer to the dealership. It is useful for judging which channels create new demand.",
    example:
      "A buyer first visits a Kelowna store's site from a $1.85 Facebook click, then later converts through Google. First-touch credits all $3,200 of the deal's gross to Facebook.",
  },
  {
    term: "Linear Attribution",
    category: "Attribution",
    definition: "An attribution model that splits credit for a sale equally across every touchpoint in the buyer's journey.",
    example: "A deal with $4,000 in gross had four touchpoints: display, Facebook, AutoTrader.ca and a phone call. Each is credited with $1,000.",
  },
  {
    term: "Time-Decay Attribution",
    category: "Attribution",
    definition:
      "An attribution model that gives more credit to touchpoints closer to the sale and less to earlier ones. It suits short, decisive buying windows.",
    example: "Touchpoints 21 days, 7 days and 1 day before a $3,000-gross sale receive 10%, 30% and 60% of the credit: $300, $900 and $1,800.",
  },
  {
    term: "Position-Based Attribution",
    category: "Attribution",
    definition:
      "An attribution model that gives 40% of the credit to the first touchpoint, 40% to the last and splits the remaining 20% across the touchpoints in between.",
    example: "On a $3,500-gross sale with two middle touchpoints, the first and last touches each receive $1,400 and the two middle touches receive $350 each.",
  },
  {
    term: "Lead Scoring",
    category: "CRM",
    definition:
      "Assigning each lead a score based on its likelihood to buy, using signals such as trade-in requests, credit applications and browsing behaviour. It tells the BDC which leads to call first.",
    example:
      "A lead who requested a trade appraisal, completed a credit application and viewed 6 VDPs scores 88 out of 100, while a generic price request with no other activity scores 31.",
  },
  {
    term: "Equity Mining",
    category: "CRM",
    definition:
      "Using CRM and DMS data to find existing customers whose vehicle is worth more than they owe, so they can upgrade with little or no change in payment.",
    example:
      "The CRM flags 140 customers in positive equity, including one who owes $18,000 on a vehicle worth $24,500, a $6,500 equity position to put toward a new purchase.",
  },
  {
    term: "Customer Retention Rate",
    category: "CRM",
    definition:
      "The percentage of past buyers who purchase from the same dealership again within a set period. Retained customers cost far less to sell than new ones.",
    example: "Of 1,200 customers who bought from a Moncton store in 2021, 372 bought again within four years, a 31% retention rate.",
  },
  {
    term: "Retargeting",
    category: "Digital Marketing",
    definition: "Showing ads to shoppers who have already visited your website or viewed specific vehicles but have not yet submitted a lead.",
    example:
      "Shoppers who viewed a VDP without converting see that vehicle in social ads for 14 days; $2,500 in retargeting spend returns 11 leads, about $227 per lead.",
  },
  {
    term: "Vehicle Listing Ads",
    category: "Digital Marketing",
    definition:
      "Search and social ads generated automatically from your inventory feed, showing a specific vehicle's photo, price and mileage. They update as units sell or prices change.",
    example: "Feeding 210 in-stock units into vehicle listing ads produces 1,600 clicks at $0.95 each ($1,520) and 38 leads, a $40 cost per lead.",
  },
  {
    term: "Lead Deduplication",
    category: "Lead Management",
    definition: "Merging multiple leads from the same shopper into a single record, so lead counts, cost per lead and conversion rates are not distorted.",
    example:
      "Of 540 raw leads in a month, 86 are duplicates. On $27,240 of spend, cost per lead rises from an overstated $50.44 to an accurate $60 across 454 unique shoppers.",
  },
  {
    term: "Click-Through Rate (CTR)",
    category: "Metrics & KPIs",
    definition:
      "The percentage of people who click an ad after seeing it: clicks divided by impressions. It measures how relevant your ad and offer are to the audience.",
    example: "A search ad for certified pre-owned SUVs is shown 24,000 times and clicked 1,080 times, a 4.5% CTR.",
  },
  {
    term: "Inventory Turn",
    category: "Metrics & KPIs",
    definition:
      "How many times a dealership sells through its average inventory in a year. Higher turn means less capital tied up and less depreciation on aging units.",
    example: "A used department averages 90 units in stock and retails 540 vehicles in a year, a turn of 6, or roughly 61 days' supply.",
  },
  {
    term: "Customer Lifetime Value (CLV)",
    category: "ROI",
    definition:
      "The total gross profit a customer is expected to generate over their relationship with the dealership, across vehicle sales and fixed operations.",
    example:
      "A customer who buys three vehicles over 12 years at $2,800 front-end gross each and spends enough in service to produce $650 in gross a year is worth $8,400 + $7,800 = $16,200.",
  },
  {
    term: "Break-Even ROAS",
    category: "ROI",
    definition: "The minimum return on ad spend at which a campaign covers its own cost. Measured on revenue, it equals 1 divided by your gross margin.",
    example:
      "With an average sale of $45,000 and $3,600 in total gross (an 8% margin), a campaign needs at least $12.50 in vehicle revenue for every $1 spent to break even.",
  },
  {
    term: "Back-End Gross",
    category: "Sales Process",
    definition:
      "The profit from finance and insurance on a deal: financing reserve, extended warranties, protection products and insurance. It is often as important to a deal's profitability as the vehicle itself.",
    example:
      "F&I adds an extended warranty and rust protection worth $1,850 in gross to a deal carrying $2,200 front-end gross, bringing total gross to $4,050.",
  },
  {
    term: "Appointment Show Rate",
    category: "Sales Process",
    definition:
      "The percentage of booked appointments where the customer actually arrives at the dealership. It reflects lead quality and the strength of the confirmation process.",
    example: "A BDC books 150 appointments in a month and 105 customers show up, a 70% show rate.",
  },
  {
    term: "Sales Cycle Length",
    category: "Sales Process",
    definition:
      "The average number of days from a shopper's first touchpoint or lead to vehicle delivery. It determines how long attribution windows should be.",
    example:
      "An Edmonton store's average sales cycle is 19 days overall but 26 days for full-size trucks, so truck campaigns are judged on a 30-day attribution window.",
  },
  {
    term: "Application Programming Interface (API)",
    category: "Technology",
    definition:
      "A secure, standardized way for two software systems to exchange data automatically. Torque uses APIs to pull data from ad platforms, CRMs and DMSs, and offers its own API for exports.",
    example:
      "An agency pulls each client's daily spend, leads and cost per vehicle sold from the Torque API into its own reporting, replacing 6 hours a week of manual spreadsheet work.",
  },
  {
    term: "Server-Side Tracking",
    category: "Technology",
    definition:
      "Recording conversions such as lead forms and calls on the server rather than only in the shopper's browser, so ad blockers and privacy settings do not hide them.",
    example: "Browser tracking recorded 226 of a store's 290 form leads in a month; server-side tracking captured the missing 64, or 22% of the total.",
  },
  {
    term: "Data Warehouse",
    category: "Technology",
    definition:
      "A central database that stores cleaned, joined data from many sources so it can be analysed quickly and consistently. It is what lets one report combine ad spend, CRM activity and DMS deals.",
    example:
      "For a six-rooftop group, Torque's data warehouse holds 24 months of ad, CRM and DMS records, about 2.1 million rows, queried in seconds on every dashboard load.",
  },
  {
    term: "Incrementality",
    category: "Analytics",
    definition:
      "The portion of sales that would not have happened without a given campaign. Incrementality testing pauses or holds back a channel to measure its true lift.",
    example:
      "Branded search is credited with 60 sales a month, but a four-week holdout with those ads paused produces only 3 fewer sales. Only about 5% of the credit was incremental, so $4,000 a month moves to conquest campaigns.",
  },
  {
    term: "Cohort Analysis",
    category: "Analytics",
    definition: "Grouping shoppers by a shared starting point, such as the month their lead arrived, and tracking how that group converts over time.",
    example:
      "Of a Quebec City store's 500 January leads, 45 (9%) bought within 30 days and 70 (14%) within 90 days, showing that a 30-day report misses more than a third of the sales.",
  },
  {
    term: "Anomaly Detection",
    category: "Analytics",
    definition: "Automated monitoring that flags unusual changes in spend, leads or conversions as soon as they happen, rather than at month-end.",
    example:
      "Torque alerts a marketing manager that Facebook cost per lead jumped from $38 to $91 overnight; a misplaced zero had raised the daily budget from $150 to $1,500.",
  },
];

export const glossaryGuides: GlossaryGuide[] = [
  {
    title: "Analytics & Metrics Guide",
    count: "25 terms",
    description:
      "The numbers that run a modern dealership: cost per lead, cost per vehicle sold, ROAS, funnel conversion and inventory turn, with the formulas and benchmarks behind each one.",
  },
  {
    title: "Attribution Models Explained",
    count: "12 types",
    description:
      "How first-touch, last-touch, linear, time-decay, position-based and data-driven models divide credit for a sale, with worked examples on real deal gross.",
  },
  {
    title: "CRM & Sales Process Terms",
    count: "18 terms",
    description:
      "From speed to lead and show rate to front- and back-end gross: the language your BDC, sales desk and F&I office use every day, and how each connects to marketing results.",
  },
];
