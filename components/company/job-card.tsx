import { Banknote, BriefcaseBusiness, ChevronDown, Clock, MapPin, Send } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import type { Job } from "@/content/careers";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

// The first sentence shows on the card; 'Learn More' reveals the rest and the requirements.
function splitDescription(description: string): [string, string] {
  const match = /^(.+?[.!?])\s+(.*)$/s.exec(description);
  return match ? [match[1]!, match[2]!] : [description, ""];
}

// Department, location and type are identifiers: shown as they are in English, through the French
// labels in French.
function roleDetails(job: Job, locale: Locale): { department: string; location: string; type: string } {
  const careers = contentIn(locale, "careers");
  if ("jobDepartmentLabels" in careers) {
    return {
      department: careers.jobDepartmentLabels[job.department],
      location: careers.jobLocationLabels[job.location],
      type: careers.jobTypeLabels[job.type],
    };
  }
  return { department: job.department, location: job.location, type: job.type };
}

export function JobCard({ job, locale }: { job: Job; locale: Locale }) {
  const t = translator(locale, "careers");
  const [teaser, rest] = splitDescription(job.description);
  const details = roleDetails(job, locale);
  const headingId = `job-${job.slug}`;
  const applyHref = `mailto:${siteConfig.careersEmail}?subject=${encodeURIComponent(t("job.applySubject", { title: job.title }))}`;
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-ink-700 bg-ink-900/80 p-6 transition-colors hover:border-brand-400/40 sm:p-8">
      <div className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="text-h3 font-bold text-fg">
            {job.title}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg-muted" aria-label={t("job.details")}>
            <li className="inline-flex items-center gap-1.5">
              <BriefcaseBusiness className="size-4 text-brand-300" aria-hidden="true" />
              {details.department}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 text-brand-300" aria-hidden="true" />
              {details.location}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock className="size-4 text-brand-300" aria-hidden="true" />
              {details.type}
            </li>
          </ul>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row sm:items-center md:flex-col md:items-end">
          <p className="inline-flex items-center gap-2 font-semibold text-gold-300">
            <Banknote className="size-5" aria-hidden="true" />
            <span className="sr-only">{t("job.salary")} </span>
            {job.salary}
          </p>
          <a href={applyHref} className={buttonStyles({ variant: "gold", className: "w-full sm:w-auto" })}>
            <Send className="size-4" aria-hidden="true" />
            {t("job.apply")}
            <span className="sr-only"> {t("job.applyFor", { title: job.title })}</span>
          </a>
        </div>
      </div>

      <p className="mt-5 leading-relaxed text-fg-muted">{teaser}</p>

      <details className="group mt-4">
        <summary
          className={cn(
            "inline-flex cursor-pointer list-none items-center gap-1.5 rounded-control py-1 text-sm",
            "font-semibold text-brand-300 hover:text-brand-200 [&::-webkit-details-marker]:hidden",
          )}
        >
          <span className="group-open:hidden">{t("job.more")}</span>
          <span className="hidden group-open:inline">{t("job.less")}</span>
          <span className="sr-only"> {t("job.moreAbout", { title: job.title })}</span>
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <div className="mt-4 border-t border-ink-700 pt-5">
          {rest && <p className="leading-relaxed text-fg-muted">{rest}</p>}
          <h4 className="mt-5 font-semibold text-fg">{t("job.requirements")}</h4>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-[0.9375rem] leading-relaxed text-fg-muted marker:text-brand-400">
            {job.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </div>
      </details>
    </article>
  );
}
