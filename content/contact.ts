// Contact page content: contact methods, team inboxes, emergency line,
// inquiry types for the contact form and quick answers.
import type { IconName } from "./platform";

export interface ContactMethod {
  /** lucide-react icon name */
  icon: IconName;
  title: string;
  value: string;
  href?: string;
  detail: string;
  description: string;
}

export interface TeamContact {
  team: string;
  email: string;
  description: string;
}

export interface EmergencySupport {
  title: string;
  phone: string;
  href: string;
  text: string;
}

export interface InquiryTypeOption {
  value: string;
  label: string;
}

export interface QuickAnswer {
  question: string;
  answer: string;
}

export const contactMethods: ContactMethod[] = [
  {
    icon: "Phone",
    title: "Call Sales",
    value: "1-888-555-0142",
    href: "tel:+18885550142",
    detail: "Mon-Fri 8 AM-8 PM ET",
    description: "Talk to a dealer marketing specialist about pricing, multi-location discounts or a tailored walkthrough for your store.",
  },
  {
    icon: "MessageCircle",
    title: "Live Chat",
    value: "Chat with our team",
    detail: "Mon-Fri 8 AM-8 PM ET",
    description: "Quick questions about features, integrations or your account, answered in real time by our support team.",
  },
  {
    icon: "Mail",
    title: "E-mail Us",
    value: "hello@torqueanalytics.ca",
    href: "mailto:hello@torqueanalytics.ca",
    detail: "We reply within 24 hours",
    description: "Send us the details and we will route your message to the right person on our sales, support or partnerships team.",
  },
];

export const teamContacts: TeamContact[] = [
  {
    team: "Sales",
    email: "sales@torqueanalytics.ca",
    description: "Pricing, plans, multi-location discounts and enterprise agreements for dealerships and dealer groups.",
  },
  {
    team: "Support",
    email: "support@torqueanalytics.ca",
    description: "Help with your account, integrations, data imports, reports and anything else inside the platform.",
  },
  {
    team: "Partnerships",
    email: "partners@torqueanalytics.ca",
    description: "Agency partner program, white-label client portals, referral commissions and integration partnerships.",
  },
  {
    team: "Media & Press",
    email: "press@torqueanalytics.ca",
    description: "Interview requests, company information, data commentary on Canadian automotive marketing and brand assets.",
  },
];

export const emergencySupport: EmergencySupport = {
  title: "Emergency Support",
  phone: "1-888-555-0199",
  href: "tel:+18885550199",
  text: "For Enterprise customers only. Our emergency line is staffed 24/7 for platform outages and critical data issues. For all other questions, please use live chat or e-mail support@torqueanalytics.ca.",
};

export const inquiryTypes = [
  { value: "general", label: "General Inquiry" },
  { value: "sales", label: "Sales" },
  { value: "demo", label: "Demo Request" },
  { value: "support", label: "Technical Support" },
  { value: "partnership", label: "Partnership" },
  { value: "press", label: "Press & Media" },
] as const satisfies readonly InquiryTypeOption[];

export type InquiryType = (typeof inquiryTypes)[number]["value"];

export const quickAnswers: QuickAnswer[] = [
  {
    question: "How quickly will I hear back?",
    answer:
      "We reply to e-mail within 24 hours, and demo requests get a response within 24 hours as well. Live chat is answered in real time Monday to Friday, 8 AM to 8 PM ET.",
  },
  {
    question: "How long is a demo?",
    answer:
      "About 30 minutes. We walk through your marketing channels, show how attribution and Deal Autopsy work with data like yours, and leave time for your questions.",
  },
  {
    question: "How long does setup take?",
    answer:
      "Most dealerships are connected and seeing data within 24-48 hours. We import 12-24 months of history so your reports have context from day one. Standard implementations are complete in 2-4 weeks, and enterprise rollouts in 6-8 weeks.",
  },
  {
    question: "Is there a free trial?",
    answer: "Yes. Try Torque free for 30 days with full Professional features. No credit card, no setup fees, and you can cancel anytime.",
  },
  {
    question: "What are your support hours?",
    answer:
      "Live chat and our sales line are open Monday to Friday, 8 AM to 8 PM ET. E-mail support replies within 24 hours, and Enterprise customers have a 24/7 emergency line for platform outages.",
  },
  {
    question: "Where is my data stored?",
    answer:
      "Your data is kept in Canada. It is encrypted with 256-bit encryption in transit and AES-256 at rest, and our controls are audited to SOC 2 Type II. You can export your data at any time in CSV, Excel or through our API.",
  },
];
