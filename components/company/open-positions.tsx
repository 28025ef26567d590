import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { jobs } from "@/content/careers";
import { JobCard } from "./job-card";

export function OpenPositions() {
  return (
    <section id="open-positions" aria-label="Open positions" className="border-y border-ink-700 bg-ink-900/40 py-section">
      <Container>
        <SectionHeading
          eyebrow={`${jobs.length} Open Positions`}
          title="Find Your Next Role"
          subtitle="Apply by e-mail with your resume and a few lines about why the role fits. We reply to every application within 3 business days."
        />
        <ul className="mx-auto mt-14 max-w-5xl space-y-5">
          {jobs.map((job) => (
            <li key={job.slug}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
