// Careers page content: benefits, open roles, culture, hiring process and job alerts.
// All salary ranges fall within $50K - $120K CAD.
import type { IconName } from "./platform";

export interface CareerBenefit {
  /** lucide-react icon name */
  icon: IconName;
  title: string;
  text: string;
}

export type JobDepartment = "Engineering" | "Data Science" | "Customer Success" | "Sales" | "Support" | "Marketing";

export type JobLocation = "Toronto, ON" | "Remote, Canada" | "Calgary, AB" | "Montreal, QC";

export type JobType = "Full-time" | "Contract";

export interface Job {
  slug: string;
  title: string;
  department: JobDepartment;
  location: JobLocation;
  type: JobType;
  description: string;
  requirements: string[];
  salary: string;
}

export interface CultureCard {
  /** lucide-react icon name */
  icon: IconName;
  title: string;
  text: string;
}

export interface HiringStep {
  step: number;
  title: string;
  duration: string;
  text: string;
}

export interface JobAlerts {
  title: string;
  text: string;
}

export const careerBenefits: CareerBenefit[] = [
  {
    icon: "GraduationCap",
    title: "$2,000 annual learning budget",
    text: "Spend it on courses, certifications, conferences or books. Whether it is a cloud certification or a dealer operations workshop, if it makes you better at your job, it qualifies.",
  },
  {
    icon: "HeartPulse",
    title: "Health and dental coverage",
    text: "Comprehensive extended health, dental and vision coverage for you and your family from your first day, plus access to a virtual care and mental health program.",
  },
  {
    icon: "Laptop",
    title: "Remote-friendly by design",
    text: "Work from our Toronto headquarters, one of our Calgary or Montreal hubs, or from home anywhere in Canada. We provide the equipment and a home office setup allowance.",
  },
  {
    icon: "PiggyBank",
    title: "Equity for every employee",
    text: "Every full-time team member receives stock options. When Torque grows, the people who built it share in that growth.",
  },
  {
    icon: "TreePalm",
    title: "Time to recharge",
    text: "Generous paid vacation from your first year, personal days when life happens, and a company-wide closure between Christmas and New Year's.",
  },
  {
    icon: "Baby",
    title: "Family-first leave",
    text: "Parental leave top-up on Employment Insurance benefits for new parents, and flexible schedules for school pickups, appointments and everything in between.",
  },
];

export const jobs: Job[] = [
  {
    slug: "senior-full-stack-engineer",
    title: "Senior Full-Stack Engineer",
    department: "Engineering",
    location: "Toronto, ON",
    type: "Full-time",
    description:
      "Build the dashboards, Deal Autopsy views and reporting tools that dealers open every morning. You will own features end to end, from TypeScript and React on the front end to the APIs and data models behind them. You will work closely with product and customer success to turn dealer feedback into shipped software.",
    requirements: [
      "5+ years building production web applications with TypeScript and React",
      "Strong experience with Node.js APIs and relational databases such as PostgreSQL",
      "Comfort designing data-heavy interfaces: tables, charts and filters that stay fast at scale",
      "A track record of mentoring other engineers and leading code reviews",
      "Experience with SaaS analytics or marketing technology is an asset",
    ],
    salary: "$100K - $120K CAD",
  },
  {
    slug: "data-scientist-attribution",
    title: "Data Scientist, Attribution",
    department: "Data Science",
    location: "Remote, Canada",
    type: "Full-time",
    description:
      "Improve the multi-touch attribution and 30-90 day predictive ROI models that tell dealers where their next dollar should go. You will design experiments, validate models against real sales outcomes and help explain the results in language a general manager can act on.",
    requirements: [
      "Graduate degree in statistics, economics, computer science or a related field, or equivalent experience",
      "3+ years applying statistical modelling or machine learning to business problems",
      "Fluency in Python and SQL, including pandas and scikit-learn or similar libraries",
      "Experience with time-series forecasting, causal inference or marketing mix modelling",
      "Ability to communicate findings clearly to non-technical audiences",
    ],
    salary: "$95K - $115K CAD",
  },
  {
    slug: "bilingual-customer-success-manager",
    title: "Bilingual Customer Success Manager",
    department: "Customer Success",
    location: "Montreal, QC",
    type: "Full-time",
    description:
      "Guide Quebec and Eastern Canadian dealers from onboarding to measurable ROI, in French and in English. You will run implementation calls, lead training sessions and hold regular performance reviews that keep clients getting more from the platform.",
    requirements: [
      "Professional fluency in French and English, written and spoken",
      "3+ years in customer success, account management or consulting for SaaS or automotive clients",
      "Working knowledge of dealership operations, CRMs or DMS platforms",
      "Confidence presenting data and recommendations to dealer principals and general managers",
      "Ability to travel occasionally within Quebec and the Maritimes",
    ],
    salary: "$70K - $90K CAD",
  },
  {
    slug: "account-executive-dealer-groups",
    title: "Account Executive, Dealer Groups",
    department: "Sales",
    location: "Calgary, AB",
    type: "Full-time",
    description:
      "Bring Torque to multi-location dealer groups across Western Canada. You will run discovery and demos, build business cases around marketing ROI and close new accounts. The base salary below is complemented by uncapped commission.",
    requirements: [
      "3+ years of B2B sales experience, ideally selling software or services to dealerships",
      "Proven record of meeting or exceeding quota on a multi-stakeholder sales cycle",
      "Understanding of automotive retail, dealer marketing or digital advertising",
      "Skill at running concise, tailored product demonstrations",
      "Valid driver's licence and willingness to visit dealers in Alberta and British Columbia",
    ],
    salary: "$65K - $85K CAD",
  },
  {
    slug: "integration-support-specialist",
    title: "Integration Support Specialist",
    department: "Support",
    location: "Remote, Canada",
    type: "Full-time",
    description:
      "Help dealers and agencies connect their ad platforms, CRMs and DMS systems, and keep that data flowing. You will troubleshoot integrations, answer support tickets and live chats, and document fixes so the next customer never hits the same problem.",
    requirements: [
      "1+ year in technical support, help desk or customer-facing operations",
      "Methodical troubleshooting skills and comfort reading logs and spreadsheets",
      "Clear, friendly written communication",
      "Availability for shifts within our Mon-Fri 8 AM-8 PM ET live chat hours",
      "Familiarity with dealership software or advertising platforms is an asset",
    ],
    salary: "$50K - $65K CAD",
  },
  {
    slug: "automotive-content-marketer",
    title: "Automotive Content Marketer",
    department: "Marketing",
    location: "Toronto, ON",
    type: "Contract",
    description:
      "Write the guides, case studies and articles that help Canadian dealers spend smarter on marketing. This is a 12-month contract with the possibility of extension, and the range below is annualized.",
    requirements: [
      "3+ years writing B2B content, ideally in automotive, marketing or SaaS",
      "A portfolio of long-form articles, case studies or reports",
      "Ability to turn data and interviews into clear, practical stories",
      "Working knowledge of SEO and content performance measurement",
    ],
    salary: "$60K - $75K CAD",
  },
];

export const cultureCards: CultureCard[] = [
  {
    icon: "Car",
    title: "Close to the showroom",
    text: "Every new hire spends time with a client dealership in their first months. We build better software when we have seen a Saturday on the sales floor.",
  },
  {
    icon: "ChartLine",
    title: "Decisions backed by data",
    text: "We ask dealers to trust the numbers, so we do the same. Opinions are welcome; evidence wins the argument.",
  },
  {
    icon: "MessagesSquare",
    title: "Candid and kind",
    text: "We give direct feedback, share context openly and assume good intent. Hard conversations happen early, respectfully and in the open.",
  },
  {
    icon: "Rocket",
    title: "Ownership from day one",
    text: "Small teams, clear goals and real responsibility. You will ship work that dealers use within your first few weeks.",
  },
];

export const hiringProcess: HiringStep[] = [
  {
    step: 1,
    title: "Application review",
    duration: "3 business days",
    text: "A member of our hiring team reads every application. We reply within 3 business days, whatever the outcome.",
  },
  {
    step: 2,
    title: "Intro call",
    duration: "30 minutes",
    text: "A conversation with a recruiter or hiring manager about your experience, what you are looking for and how the role fits.",
  },
  {
    step: 3,
    title: "Skills interview",
    duration: "1-2 hours",
    text: "A practical, role-specific session such as a technical exercise, a case study or a mock demo. We share the format in advance so you can prepare.",
  },
  {
    step: 4,
    title: "Team meet",
    duration: "45 minutes",
    text: "Meet the people you would work with day to day, ask them anything, and get a feel for how we work before you decide.",
  },
];

export const jobAlerts: JobAlerts = {
  title: "Don't see the right role?",
  text: "We are growing across Canada. Send us a note to get job alerts when new positions open in engineering, data, sales and customer success.",
};

/** mailto link for the job alerts button (careers@ with subject "Job alerts"). */
export const jobAlertsHref = "mailto:careers@torqueanalytics.ca?subject=Job%20alerts";
