// Privacy Policy and Terms of Service for torqueanalytics.ca, as typed data.
// Figures (retention, notice periods, SLA, trial, billing) follow the site spec; do not change one
// without changing the FAQ, pricing and security pages that repeat it.

export type LegalBlock = { type: "p"; text: string } | { type: "ul"; items: string[] } | { type: "h3"; text: string };

export interface LegalSection {
  /** kebab-case anchor, unique within its document */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  version: string;
  dateLabel: string;
  /** The date shown, in the page's language (formatDate). */
  isoDate: string;
  summary: string;
  sections: LegalSection[];
}

export const privacyOfficer: {
  name: string;
  title: string;
  email: string;
  phone: string;
  address: string;
} = {
  name: "Nadia Bélanger",
  title: "Chief Privacy Officer",
  email: "privacy@torqueanalytics.ca",
  phone: "1-888-555-0142",
  address: "200 Bay Street, Suite 2400, Toronto, ON M5J 2J2",
};

const officer = privacyOfficer;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  version: "2.3",
  dateLabel: "Last updated",
  isoDate: "2025-01-15",
  summary:
    "How Torque Analytics Inc. collects, uses, shares, protects and retains personal information when you visit our website, request a demo or use our platform, and how to exercise your rights under PIPEDA, Quebec's Law 25 and Canada's Anti-Spam Legislation.",
  sections: [
    {
      id: "who-we-are-and-accountability",
      title: "1. Who we are and who is accountable",
      blocks: [
        {
          type: "p",
          text: "This Privacy Policy explains how Torque Analytics Inc. (“Torque”, “we”, “us”) handles personal information in connection with torqueanalytics.ca (the “Website”), our analytics platform, APIs and white-label client portals (the “Platform”), and our sales, support and marketing activities. We comply with the Personal Information Protection and Electronic Documents Act (PIPEDA); the Act respecting the protection of personal information in the private sector (Quebec), as amended by Law 25 (the “Quebec Private Sector Act”); the substantially similar private-sector privacy laws of Alberta and British Columbia where they apply; and Canada's Anti-Spam Legislation (CASL).",
        },
        {
          type: "p",
          text: "We play two roles. For information about Website visitors, prospects and the people who hold Platform user accounts, Torque decides why and how the information is processed, and we are accountable for it. For the dealership data that customers connect to the Platform (“Customer Data”), the dealership, dealer group or agency that subscribes to Torque (the “Customer”) decides what is collected and why, and remains accountable for it (the controller, in other privacy vocabularies). Torque processes Customer Data only as the Customer's service provider, under a written agreement and on the Customer's instructions.",
        },
        {
          type: "p",
          text: `Our Chief Executive Officer has delegated, in writing, the function of person in charge of the protection of personal information to ${officer.name}, ${officer.title}. She oversees our compliance with this Policy, approves our governance policies and practices for personal information, and is your point of contact for any privacy question, request or complaint:`,
        },
        {
          type: "ul",
          items: [
            `${officer.name}, ${officer.title}, person in charge of the protection of personal information`,
            `E-mail: ${officer.email}`,
            `Telephone: ${officer.phone} (toll-free)`,
            `Mail: Torque Analytics Inc., Attention: Privacy Office, ${officer.address}`,
          ],
        },
      ],
    },
    {
      id: "information-we-collect",
      title: "2. Information we collect",
      blocks: [
        { type: "h3", text: "Website visitors and prospects" },
        {
          type: "ul",
          items: [
            "Demo requests: your name, business e-mail address, dealership name, phone number and any message you include, used to schedule and prepare your demo and to follow up with you.",
            "Contact form: your name, e-mail address, dealership or agency name if you provide it, and your message, used to answer your enquiry.",
            "Job applications sent to careers@torqueanalytics.ca: your résumé and the information you choose to share, used only to assess your application.",
            "Technical data: IP address, browser and device type, pages requested and timestamps, recorded in our server and security logs to keep the Website secure.",
            "Analytics data, collected without cookies or any identifier stored in your browser: the page viewed, the referring site, campaign (UTM) tags, your browser's language, your screen's size class (phone, tablet or computer), clicks on our calls to action and how fast the page loaded and responded (Web Vitals). To count visitors, our server turns your IP address and browser type, with a secret that changes every day, into a one-way code; the address is never stored and each day's secret is deleted the next day, so the code cannot be traced back to you or linked across days. Raw analytics records are kept 90 days, then only hourly and daily totals (see section 4).",
          ],
        },
        { type: "h3", text: "Customers and their authorized users" },
        {
          type: "ul",
          items: [
            "Account details: name, business e-mail address, phone number, role, dealership or agency, rooftop assignments and sign-in credentials. Passwords are stored only as salted hashes.",
            "Billing details: billing contact, billing address and GST/HST or QST registration numbers. Payment card numbers are collected directly by our PCI DSS-certified payment processor; we never see or store full card numbers.",
            "Usage and audit data: features used, reports generated, settings changed, and sign-in and activity logs, used to operate, secure and improve the Platform.",
            "Support records: e-mails, call notes and live chat transcripts when you contact our support team.",
          ],
        },
        { type: "h3", text: "Customer Data from connected systems" },
        {
          type: "p",
          text: "When a Customer connects its advertising platforms, CRM, dealer management system (such as CDK Global, Reynolds and Reynolds, PBS Systems or Dealertrack), inventory feeds and marketplaces such as AutoTrader.ca, the Platform receives campaign metrics, lead records (for example, a shopper's name, contact details, lead source and vehicle of interest), deal records (vehicle, front- and back-end gross, salesperson and date) and inventory data. We configure connectors to exclude fields the Platform does not need for attribution and reporting, such as Social Insurance Numbers, driver's licence numbers, credit applications and credit bureau data. We process Customer Data only on the Customer's behalf, as described in section 1.",
        },
      ],
    },
    {
      id: "how-we-use-information",
      title: "3. How we use personal information",
      blocks: [
        {
          type: "p",
          text: "We collect only what we need for the purposes below, and we identify those purposes at or before the time of collection. We rely on your consent, which may be express or, where the law allows and the information is not sensitive, implied (for example, when we reply to a message you sent us). Where the Quebec Private Sector Act applies, we request consent separately for each specific purpose, in clear and simple terms. We use personal information to:",
        },
        {
          type: "ul",
          items: [
            "respond to demo requests, contact forms and sales enquiries;",
            "create and administer accounts, authenticate users and provide the Platform and client portals;",
            "process Customer Data to deliver the features a Customer subscribes to, including multi-touch attribution, Deal Autopsy drill-downs, AI insights and predictive ROI forecasts;",
            "bill for subscriptions and meet our tax, accounting and legal obligations;",
            "provide support, training and service notices, including security and outage alerts;",
            "secure the Website and Platform, detect fraud and misuse, and investigate incidents;",
            "send commercial electronic messages where you have consented (see section 4).",
          ],
        },
        {
          type: "p",
          text: "We may combine Customer Data from many Customers into aggregated, de-identified statistics, for example the regional cost-per-sale benchmarks shown in competitive insights, and use those statistics to improve our models. Benchmarks are built so that no Customer, dealership or individual can be identified from them, and we never disclose one Customer's data to another.",
        },
        {
          type: "p",
          text: "We do not sell personal information, and we do not use Customer Data to market to a dealership's shoppers. We do not make decisions about individuals based exclusively on automated processing: our AI insights and forecasts describe campaigns, channels, deals and inventory. If we ever introduce a feature that makes such a decision about an individual, we will inform the people concerned, as the Quebec Private Sector Act requires, and tell them how to submit observations to a person who can review the decision.",
        },
      ],
    },
    {
      id: "cookies-and-electronic-messages",
      title: "4. Cookies, analytics and electronic messages",
      blocks: [
        { type: "h3", text: "Cookies and analytics" },
        {
          type: "p",
          text: "Our Website and Platform use first-party cookies only: strictly necessary cookies keep our staff signed in, and a preference cookie remembers the language you chose on the Website. Our Website's own analytics sets no cookie and keeps nothing in your browser; it counts visits on our own servers, as described in section 2, and shares them with no one. If your browser sends the Global Privacy Control signal, we do not count your visit at all. We do not use third-party advertising cookies or cross-site tracking on the Website.",
        },
        { type: "h3", text: "Commercial electronic messages (CASL)" },
        {
          type: "ul",
          items: [
            "We send newsletters, product announcements, event invitations and offers only to people who have given express consent, for example by ticking an unchecked box on one of our forms.",
            "We keep a record of each consent: how, when and where it was given, and the wording of the request.",
            "Every message identifies Torque Analytics Inc. as the sender and includes our mailing address (200 Bay Street, Suite 2400, Toronto, ON M5J 2J2), a working contact method and an unsubscribe mechanism.",
            "We give effect to unsubscribe requests without delay, and in any event within 10 business days, at no cost to you.",
            "Transactional and service messages, such as invoices, password resets, security alerts and notices of changes to our terms, are not commercial electronic messages and continue while you have an account.",
          ],
        },
      ],
    },
    {
      id: "storage-and-sharing",
      title: "5. Where we store information and who we share it with",
      blocks: [
        {
          type: "p",
          text: "We keep data in Canada. The Platform, Customer Data and the personal information we hold are hosted in Canadian data centres, and our encrypted backups are stored in a geographically separate Canadian facility. We share personal information only as described below, and never for anyone else's marketing:",
        },
        {
          type: "ul",
          items: [
            "Sub-processors that help us run our business, such as cloud hosting, e-mail delivery, customer support and payment processing providers. Each is bound by a written agreement that limits its use of the information to our instructions, requires safeguards at least as protective as ours, and requires the information to be stored and processed in Canada.",
            "Third-party services a Customer chooses to connect. When a Customer authorizes an integration, data moves between Torque and that service on the Customer's instructions and under the third party's own terms.",
            "Agencies and dealer groups that a Customer has authorized to view its data, for example through a white-label client portal.",
            "Professional advisers, such as our auditors (including our SOC 2 auditor), insurers and lawyers, who are bound by duties of confidentiality.",
            "Law enforcement, regulators and courts, where the law, a warrant or a court order requires it. Unless legally prohibited, we notify the affected Customer first.",
            "A purchaser or successor in a business transaction, under an agreement that limits use of the information to the transaction and requires it to be protected, as PIPEDA and the Quebec Private Sector Act allow.",
          ],
        },
        {
          type: "p",
          text: `We maintain a current list of our sub-processors, their function and location, and provide it to Customers on request at ${officer.email}. We give Customers 30 days' notice before adding or replacing a sub-processor that handles Customer Data.`,
        },
        {
          type: "p",
          text: "Because personal information about people in Quebec may be communicated to our Toronto office and to service providers elsewhere in Canada, we have completed a privacy impact assessment of those communications, as the Quebec Private Sector Act requires, and we repeat it before engaging a new sub-processor. If we ever propose to store personal information outside Canada, we will first update this Policy and give 30 days' notice.",
        },
      ],
    },
    {
      id: "security-and-incidents",
      title: "6. Security, privacy impact assessments and incidents",
      blocks: [
        {
          type: "p",
          text: "We protect personal information with safeguards appropriate to its sensitivity. Our controls are audited independently each year under SOC 2 Type II and include:",
        },
        {
          type: "ul",
          items: [
            "256-bit encryption in transit for all connections, and AES-256 encryption at rest, including backups;",
            "multi-factor authentication for all Torque staff, available to every Customer user, and enforceable by Customer administrators;",
            "role-based access controls, so Customer users see only the rooftops and data their role allows, and Torque staff access Customer Data only when needed to provide the service, with every access logged;",
            "confidentiality agreements, background checks and annual privacy and security training for everyone who works for Torque;",
            "continuous monitoring, vulnerability management and annual independent penetration testing.",
          ],
        },
        {
          type: "p",
          text: "We conduct a privacy impact assessment before any project to acquire, develop or overhaul an information system or electronic service delivery involving personal information, and we build the most privacy-protective settings into new features by default.",
        },
        { type: "h3", text: "Confidentiality incidents" },
        {
          type: "p",
          text: "If personal information is accessed, used, communicated or lost without authorization, we act promptly to reduce the risk of injury and prevent a recurrence. Where an incident presents a risk of serious injury (under the Quebec Private Sector Act) or a real risk of significant harm (under PIPEDA), we report it to the Commission d'accès à l'information du Québec and to the Office of the Privacy Commissioner of Canada, as applicable, and notify the individuals affected. We keep a register of all incidents, including those that are not reportable, for at least five years. Where an incident affects Customer Data, we notify the Customer without undue delay and give it the information it needs to meet its own obligations.",
        },
      ],
    },
    {
      id: "retention",
      title: "7. How long we keep information",
      blocks: [
        {
          type: "p",
          text: "We keep personal information only as long as we need it for the purposes described in this Policy or as the law requires. When that period ends, we securely destroy the information or anonymize it in accordance with generally accepted best practices.",
        },
        {
          type: "ul",
          items: [
            "Customer Data: for the life of the subscription. On request, we export it in CSV or Excel, or make it available through our API, typically within 24 hours.",
            "After account closure or a deletion request: Customer Data and user account information are deleted within 30 days of closure or of the request, including from backups.",
            "Financial records (invoices, payments and tax records): 7 years, as Canadian tax law requires.",
            "Security and audit logs: 1 year.",
            "Demo requests and sales enquiries that do not lead to a subscription: 24 months after our last interaction with you.",
            "CASL consent records: for as long as we rely on the consent, and afterwards for as long as we need to be able to demonstrate it.",
          ],
        },
        {
          type: "p",
          text: "If a legal hold, an unresolved dispute or a legal obligation requires us to keep information longer, we keep only what is required, restrict access to it, and delete it when the obligation ends.",
        },
      ],
    },
    {
      id: "your-rights",
      title: "8. Your rights and how to exercise them",
      blocks: [
        {
          type: "p",
          text: "Subject to the limited exceptions set out in law, you have the right to:",
        },
        {
          type: "ul",
          items: [
            "Access: obtain the personal information we hold about you and learn how it has been used and to whom it has been disclosed.",
            "Correction: have information that is inaccurate, incomplete or equivocal corrected.",
            "Withdrawal of consent: withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice. We will explain any consequences, such as no longer being able to provide a service.",
            "Portability: receive computerized personal information you provided to us in a structured, commonly used technological format, or have it sent to a person or body you designate.",
            "De-indexation: ask us to stop disseminating your personal information, or to de-index any hyperlink attached to your name that gives access to it, where the dissemination contravenes the law or a court order or causes serious injury to your reputation or privacy.",
            "Information about automated processing: be told of any decision about you made exclusively by automated processing, and of any technology we use that can identify, locate or profile you, which we keep switched off by default.",
          ],
        },
        {
          type: "p",
          text: `To make a request, write to ${officer.email} or to ${officer.name} at the address in section 1. We will verify your identity and respond within 30 days, and if we cannot grant your request in full we will explain why in writing. Access is free of charge; if you ask for a transcription, reproduction or transmission that involves a cost, we will tell you the reasonable fee before proceeding.`,
        },
        {
          type: "p",
          text: "If your information forms part of a Customer's data (for example, you bought a vehicle from a dealership that uses Torque), please contact that dealership, which decides how the information is used. If we receive your request, we will forward it to the Customer promptly and help it respond.",
        },
        {
          type: "p",
          text: "If you are not satisfied with our response, you may file a complaint with the Office of the Privacy Commissioner of Canada, with the Commission d'accès à l'information du Québec if you are in Quebec, or with the privacy commissioner of your province where its private-sector law applies.",
        },
      ],
    },
    {
      id: "children-changes-and-contact",
      title: "9. Children, changes to this Policy and contact",
      blocks: [
        {
          type: "p",
          text: `The Website and Platform are intended for businesses. You must be at least 18 years old to create an account or use the Platform, and our services are not directed to children. We do not knowingly collect personal information from anyone under 18 through the Website or Platform; if we learn that we have, we delete it promptly. A parent or guardian who believes a minor has given us information can contact us at ${officer.email}.`,
        },
        {
          type: "p",
          text: "We review this Policy at least once a year. Before a material change takes effect, we publish the updated Policy with a new version number and date and give Customers at least 30 days' notice by e-mail and in the Platform. Previous versions are available on request.",
        },
        {
          type: "p",
          text: `Questions about this Policy or about our governance policies and practices for personal information can be sent to ${officer.name}, our person in charge of the protection of personal information. We answer privacy inquiries within 30 days. This Policy is also published in French.`,
        },
        {
          type: "ul",
          items: [
            `E-mail: ${officer.email}`,
            `Telephone: ${officer.phone} (toll-free)`,
            `Mail: Torque Analytics Inc., Attention: ${officer.name}, ${officer.title}, ${officer.address}`,
          ],
        },
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  version: "3.1",
  dateLabel: "Effective",
  isoDate: "2025-01-15",
  summary:
    "The agreement between Torque Analytics Inc. and the dealership, dealer group or agency that uses the Torque platform: accounts, plans and billing, the free trial, data ownership, acceptable use, integrations, service levels, liability, termination and data export, and governing law.",
  sections: [
    {
      id: "agreement-and-accounts",
      title: "1. Agreement, accounts and eligibility",
      blocks: [
        {
          type: "p",
          text: "These Terms of Service (the “Terms”) are a binding agreement between Torque Analytics Inc. (“Torque”, “we”, “us”) and the business that creates an account, starts a free trial or signs an order form with us (the “Customer” or “you”). They govern your use of the Torque analytics platform, client portals, APIs, integrations and related support (the “Platform”). Any order form you sign and our Privacy Policy form part of these Terms; if an order form conflicts with these Terms, the order form prevails for that subscription.",
        },
        {
          type: "p",
          text: "To create an account or use the Platform, each person must:",
        },
        {
          type: "ul",
          items: [
            "be at least 18 years old;",
            "have authority to bind the dealership, dealer group or agency on whose behalf they accept these Terms, and by accepting, confirm that they have it;",
            "use the Platform for that business's purposes, not as a consumer.",
          ],
        },
        {
          type: "p",
          text: "You are responsible for all activity under your account. Keep credentials confidential, give each user their own login, enable multi-factor authentication, and tell us promptly at support@torqueanalytics.ca if you suspect unauthorized access. An agency that connects data on behalf of dealer clients confirms that each client has authorized it to do so and to share that data with Torque, and is responsible for its clients' use of any client portal it provides.",
        },
      ],
    },
    {
      id: "plans-billing-and-taxes",
      title: "2. Subscription plans, billing and taxes",
      blocks: [
        {
          type: "p",
          text: "Subscriptions are offered on the plans, features and prices displayed on our pricing page, or set out in your order form, at the time you subscribe. All prices are in Canadian dollars.",
        },
        {
          type: "ul",
          items: [
            "Billing cycle: subscriptions are billed in advance, monthly or annually, and renew automatically for the same period until cancelled. Annual billing saves 15% compared with paying monthly.",
            "Payment: you authorize us to charge your payment method on file at the start of each billing cycle. Enterprise Customers may pay by invoice on the terms of their order form.",
            "Plan changes: upgrades, downgrades and changes to the number of locations or users take effect at the start of your next billing cycle.",
            "Price changes: we give at least 30 days' notice of any price increase. The new price applies from your first billing cycle after the notice period ends; annual subscriptions keep their price until renewal.",
            "Discounts and offers: multi-location, agency partner and promotional pricing, such as the Small Dealer Starter introductory offer and its 60-day money-back guarantee, applies as described in the offer or your order form and cannot be combined unless stated.",
            "Taxes: prices exclude taxes. We charge GST/HST and, for Customers in Quebec, QST, plus any other sales tax that applies to your billing address, and show each tax on your invoice.",
          ],
        },
        {
          type: "p",
          text: "If you believe a charge is incorrect, tell us at support@torqueanalytics.ca within 30 days of the invoice or charge date; charges not disputed within that period are considered accepted, except where the law provides otherwise. If an undisputed amount is overdue, we may suspend access after giving you written notice and a reasonable opportunity to pay. Except as these Terms or a specific offer state, fees are non-refundable.",
        },
      ],
    },
    {
      id: "free-trial",
      title: "3. Free trial",
      blocks: [
        {
          type: "p",
          text: "New Customers may start one free trial per dealership or agency. The trial lasts 30 days and includes the full features of the Professional plan, with no credit card required and no setup fees. You may cancel at any time during the trial at no charge.",
        },
        {
          type: "ul",
          items: [
            "Before the trial ends, you can choose a paid plan to keep your dashboards, integrations and data in place.",
            "If you do not choose a plan, access ends when the trial expires. You can request an export of your data until we delete it, which we do within 30 days of expiry.",
            "The trial is provided as is: the service levels and any service credits in section 8 do not apply during it.",
            "We may decline or end a trial that we reasonably believe is being used to build or benchmark a competing product, or that otherwise breaches these Terms.",
          ],
        },
      ],
    },
    {
      id: "customer-data-and-intellectual-property",
      title: "4. Customer data and intellectual property",
      blocks: [
        {
          type: "p",
          text: "You own your Customer Data: the advertising, lead, sales, CRM, inventory and profit data that you or your integrations provide to the Platform, and the reports generated from it. You grant Torque a non-exclusive, royalty-free licence, for your subscription and any export period after it, to host, copy, process and display Customer Data only as needed to provide, secure and support the Platform for you, and as our Privacy Policy describes.",
        },
        {
          type: "p",
          text: "You also authorize us to create aggregated, de-identified statistics from Customer Data, such as the market benchmarks in competitive insights, and to use them to improve the Platform. We use these statistics only where no Customer, dealership or individual can be identified from them, and we never disclose your Customer Data to another Customer.",
        },
        {
          type: "p",
          text: "You are responsible for the accuracy of Customer Data and for having the notices, consents and authority required to collect it and share it with Torque, including under PIPEDA, the Quebec Private Sector Act and CASL. The Platform does not need, and you must not send us:",
        },
        {
          type: "ul",
          items: [
            "Social Insurance Numbers or driver's licence numbers;",
            "credit applications, credit bureau reports or scores;",
            "full payment card or bank account numbers;",
            "health information or any other sensitive information unrelated to marketing and sales performance.",
          ],
        },
        { type: "h3", text: "Our intellectual property" },
        {
          type: "p",
          text: "Torque and its licensors own the Platform, including its software, models, attribution methods, dashboards, documentation and trademarks, and all improvements to them. Subject to these Terms and payment of fees, we grant you a non-exclusive, non-transferable right, during your subscription, for your authorized users to access and use the Platform for your internal business purposes. White-label portals may carry an agency's branding, but ownership of the underlying Platform does not change. If you send us feedback or suggestions, we may use them without restriction or obligation to you.",
        },
      ],
    },
    {
      id: "acceptable-use",
      title: "5. Acceptable use",
      blocks: [
        {
          type: "p",
          text: "You and your users must use the Platform lawfully and only as these Terms allow. You must not:",
        },
        {
          type: "ul",
          items: [
            "upload or connect data you have no right to use, or use the Platform to process personal information in breach of privacy law;",
            "use data exported from the Platform to send commercial electronic messages that do not comply with CASL;",
            "share logins, resell or sublicense the Platform, or give access to anyone other than your authorized users, except through client portals you set up as an agency;",
            "copy, decompile or reverse engineer the Platform, or use it, its outputs or its documentation to build a competing product;",
            "probe, scan or test the vulnerability of the Platform, or bypass its security controls or usage limits, without our written permission;",
            "access the Platform by automated means other than our documented APIs, or exceed the limits of your plan, such as its monthly lead volume;",
            "upload malware, or content that is unlawful, defamatory or infringes anyone's rights.",
          ],
        },
        {
          type: "p",
          text: "If use of the Platform breaches this section or threatens its security or other Customers, we may suspend the affected access, limited to what is reasonably necessary. We will notify you, give you a chance to fix the problem first where practical, and restore access once it is resolved.",
        },
      ],
    },
    {
      id: "integrations-and-third-party-services",
      title: "6. Integrations and third-party services",
      blocks: [
        {
          type: "p",
          text: "The Platform connects to more than 300 third-party services, including advertising platforms, CRMs, dealer management systems such as CDK Global, Reynolds and Reynolds, PBS Systems and Dealertrack, and marketplaces such as AutoTrader.ca. When you connect a service, you authorize Torque to retrieve data from it on your behalf and, where you enable it, to send data to it. Starter includes 10+ core integrations; Professional and Enterprise include all 300+.",
        },
        {
          type: "ul",
          items: [
            "Your use of each third-party service is governed by your agreement with its provider. You are responsible for holding the licences, system access rights and any data-access fees the provider requires.",
            "Third-party providers are not our sub-processors or agents. We are not responsible for their services, the accuracy of the data they supply, their availability, or changes to their APIs or terms.",
            "If a provider changes or withdraws its API, we will use reasonable efforts to maintain the integration, but we may have to modify or discontinue it. We will tell you as soon as reasonably practicable.",
            "You can disconnect an integration at any time. Data already imported stays in your account until you delete it or your subscription ends.",
          ],
        },
      ],
    },
    {
      id: "confidentiality",
      title: "7. Confidentiality",
      blocks: [
        {
          type: "p",
          text: "Each party may receive non-public information from the other that is marked confidential or that a reasonable person would understand to be confidential, including Customer Data, pricing, order forms, product plans and security reports (“Confidential Information”). The receiving party will use Confidential Information only to perform under these Terms, protect it with at least reasonable care and no less care than it uses for its own similar information, and disclose it only to employees, contractors and advisers who need it and are bound by confidentiality obligations at least as protective as these.",
        },
        {
          type: "p",
          text: "These obligations do not apply to information that:",
        },
        {
          type: "ul",
          items: [
            "is or becomes public through no fault of the receiving party;",
            "the receiving party already knew, or developed independently without using the other party's information;",
            "the receiving party received lawfully from a third party with no duty of confidentiality.",
          ],
        },
        {
          type: "p",
          text: "If the law or a court requires disclosure, the receiving party will, where legally permitted, give the other party prompt notice and reasonable help to seek protective treatment. These obligations survive the end of these Terms for as long as the information remains confidential.",
        },
      ],
    },
    {
      id: "service-levels-and-support",
      title: "8. Service levels and support",
      blocks: [
        {
          type: "p",
          text: "We commit to 99.9% uptime for the Platform, measured each calendar month. Scheduled maintenance that we announce in advance (and plan outside peak dealership hours where possible), emergency security fixes, and outages caused by third-party services, your own systems or events beyond our reasonable control are excluded. Enterprise Customers receive the availability commitment, service credits and escalation path set out in their order form; where service credits are offered, they are your sole financial remedy for a missed uptime commitment.",
        },
        {
          type: "ul",
          items: [
            "E-mail support at support@torqueanalytics.ca on all plans, with a reply within 24 hours.",
            "Live chat Monday to Friday, 8 AM to 8 PM ET.",
            "Priority phone and e-mail support on Professional and Enterprise plans at 1-888-555-0142.",
            "Onboarding: setup in 24 to 48 hours, with standard implementation typically completed in 2 to 4 weeks (6 to 8 weeks for Enterprise), including import of 12 to 24 months of history where your systems provide it.",
          ],
        },
        {
          type: "p",
          text: "We improve the Platform continuously. We will not materially reduce the core functionality of your plan during a paid term, and we will give you 30 days' notice of any change that materially affects how you use it.",
        },
      ],
    },
    {
      id: "warranties-and-liability",
      title: "9. Warranties, disclaimers and limitation of liability",
      blocks: [
        { type: "h3", text: "Warranties and disclaimers" },
        {
          type: "p",
          text: "Each party confirms that it has the authority to enter into these Terms. We warrant that the Platform will perform materially as described in its documentation and that we will provide it with reasonable skill and care. If it does not, tell us and we will use reasonable efforts to correct the problem; if we cannot do so within a reasonable time, you may terminate the affected subscription and receive a refund of prepaid fees for the unused period.",
        },
        {
          type: "p",
          text: "Attribution models, AI insights, forecasts and benchmarks are analytical estimates based on the data available to the Platform. Predictive ROI forecasts, and results described in our marketing such as average ROI improvements, are not guarantees of future results; decisions about advertising spend, pricing and inventory remain yours. Except as expressly stated in these Terms, and to the extent the law permits, the Platform is provided without any other warranty or condition, express or implied, including merchantability, fitness for a particular purpose, and uninterrupted or error-free operation.",
        },
        { type: "h3", text: "Limitation of liability" },
        {
          type: "ul",
          items: [
            "Neither party is liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or goodwill, even if it was told they were possible.",
            "Each party's total liability arising out of or relating to these Terms is limited to the fees you paid to Torque under these Terms in the 12 months before the claim arose.",
            "You will indemnify Torque against third-party claims arising from Customer Data you had no right to share or from a breach of section 5. Torque will indemnify you against third-party claims that the Platform, as we provide it, infringes intellectual property rights in Canada.",
            "These limits do not apply to fees you owe, to the indemnities above, or to liability that cannot be limited by law, including liability for intentional or gross fault, or for bodily injury or death.",
          ],
        },
      ],
    },
    {
      id: "termination-and-data-export",
      title: "10. Term, termination and data export",
      blocks: [
        {
          type: "p",
          text: "These Terms start when you accept them and continue while you have an active trial or subscription. You may cancel at any time in your account settings or by writing to support@torqueanalytics.ca. Cancellation takes effect at the end of your current billing cycle, and you keep access until then. Fees already paid are not refunded for partial periods, except where these Terms or the law provide otherwise.",
        },
        {
          type: "p",
          text: "Either party may terminate for cause if the other materially breaches these Terms and does not cure the breach within 30 days of written notice, or immediately if the other becomes bankrupt or insolvent. If you terminate because of our uncured breach, we refund prepaid fees for the unused period. When your subscription ends:",
        },
        {
          type: "ul",
          items: [
            "Export: you can export Customer Data in CSV or Excel, or through our API, at any time during your subscription. If you ask for a full export at closure or within 30 days after it, we deliver it typically within 24 hours.",
            "Deletion: we delete Customer Data within 30 days of account closure or of your written request, including from backups, and confirm the deletion in writing on request.",
            "Retained records: we keep financial records for 7 years and security logs for 1 year, as described in our Privacy Policy.",
            "Survival: the sections on fees owed, customer data, confidentiality, warranties and limitation of liability, and governing law survive termination.",
          ],
        },
      ],
    },
    {
      id: "governing-law-changes-and-contact",
      title: "11. Governing law, changes and contact",
      blocks: [
        {
          type: "p",
          text: "These Terms are governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein, without regard to conflict-of-laws rules. The United Nations Convention on Contracts for the International Sale of Goods does not apply. The parties submit to the exclusive jurisdiction of the courts located in Toronto, Ontario, except that either party may seek urgent injunctive relief in any court of competent jurisdiction.",
        },
        {
          type: "p",
          text: "We may update these Terms. We will give you at least 30 days' notice of any material change, by e-mail to your account administrator and in the Platform, before it takes effect. If you do not agree, you may cancel before the effective date, and the previous Terms continue to apply until your cancellation takes effect; continued use after the effective date means you accept the updated Terms.",
        },
        {
          type: "p",
          text: "Neither party may assign these Terms without the other's written consent, except to an affiliate or to a successor to all or substantially all of its business, on notice. Neither party is responsible for delays caused by events beyond its reasonable control. If any provision is found unenforceable, the rest remain in effect. These Terms, with any order form and our Privacy Policy, are the entire agreement between the parties about the Platform. If you are located in Quebec, the French version of these Terms was made available to you before you accepted them, and you have expressly chosen to be bound by the English version. Si vous êtes situé au Québec, la version française des présentes conditions vous a été remise avant leur acceptation et vous avez expressément choisi d'être lié par la version anglaise.",
        },
        {
          type: "p",
          text: "Questions about these Terms can be sent to hello@torqueanalytics.ca. Formal legal notices must be delivered in writing to the address below, to the attention of our Legal Department, with a copy by e-mail to hello@torqueanalytics.ca.",
        },
        {
          type: "ul",
          items: [
            "Torque Analytics Inc., 200 Bay Street, Suite 2400, Toronto, ON M5J 2J2",
            "Telephone: 1-888-555-0142 (toll-free)",
            "Support and billing: support@torqueanalytics.ca",
            "Sales and Enterprise order forms: sales@torqueanalytics.ca",
            "Privacy: privacy@torqueanalytics.ca",
          ],
        },
      ],
    },
  ],
};
