import { CareerBenefits } from "@/components/company/career-benefits";
import { CultureSection } from "@/components/company/culture-section";
import { HiringProcess } from "@/components/company/hiring-process";
import { JobAlerts } from "@/components/company/job-alerts";
import { OpenPositions } from "@/components/company/open-positions";
import { PageHeader } from "@/components/layout/page-header";
import { buttonStyles } from "@/components/ui/button";
import { jobs } from "@/content/careers";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Careers",
  description:
    "Join Torque Analytics: open roles in engineering, data science, sales and customer success in Toronto, Calgary, Montreal and remote across Canada.",
  path: "/careers",
});

export default function CareersPage() {
  return (
    <>
      <PageHeader
        path="/careers"
        eyebrow="Careers"
        title="Build the Analytics Canadian Dealers Run On"
        subtitle="Join a remote-friendly team in Toronto, Calgary, Montreal and across Canada, turning millions of ad, lead and sales records into answers dealers act on every morning."
      >
        <a href="#open-positions" className={buttonStyles({ variant: "gold", size: "lg", className: "mt-9" })}>
          View {jobs.length} Open Positions
        </a>
      </PageHeader>
      <CareerBenefits />
      <OpenPositions />
      <CultureSection />
      <HiringProcess />
      <JobAlerts />
    </>
  );
}
