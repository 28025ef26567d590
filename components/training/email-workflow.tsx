import { CircleCheck, Hourglass, Mail, Wrench } from "lucide-react";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

const stageIcons = [Hourglass, Wrench, CircleCheck];

// "Pending: what happens" (French: "En attente : ...") -> the stage, then what happens.
function splitStep(step: string): [stage: string, detail: string] {
  const match = /^(.*?)\s?:\s+(.*)$/su.exec(step);
  return match ? [match[1]!, match[2]!] : [step, ""];
}

// The e-mails a request sends as it moves from Pending to Live. Each step reads "Stage: what happens".
export function EmailWorkflow({ steps, locale }: { steps: readonly string[]; locale: Locale }) {
  const t = translator(locale, "training");
  return (
    <ol aria-label={t("email.list")} className="grid gap-6 md:grid-cols-3">
      {steps.map((step, i) => {
        const [stage, detail] = splitStep(step);
        const StageIcon = stageIcons[i] ?? Mail;
        return (
          <li key={step} className="relative min-w-0 rounded-card border border-ink-700 bg-ink-900/80 p-6">
            <div className="flex items-center justify-between gap-3">
              <span className="grid size-11 shrink-0 place-items-center rounded-control bg-brand-600/20 ring-1 ring-brand-400/30">
                <StageIcon className="size-5.5 text-brand-300" aria-hidden="true" />
              </span>
              <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-widest text-fg-subtle uppercase">
                <Mail className="size-3.5" aria-hidden="true" />
                {t("email.number", { number: i + 1 })}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold">{stage}</h3>
            <p className="mt-2 leading-relaxed text-fg-muted">{detail.charAt(0).toUpperCase() + detail.slice(1)}</p>
          </li>
        );
      })}
    </ol>
  );
}
