import { Check } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";

// "Dr. Amara Osei" (French "Dre Amara Osei") -> "AO", "Marc-André Gagnon" -> "MG": first and last
// name, honorifics dropped.
function initials(name: string): string {
  const words = name.replace(/^(Dr|Dre|Mr|Mrs|Ms|Mme|M)\.?\s+/, "").split(/\s+/);
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
}

export function LeadershipGrid({ locale }: { locale: Locale }) {
  const t = translator(locale, "about");
  const { leadership } = contentIn(locale, "about");
  return (
    <section aria-label={t("leadership.label")} className="py-section">
      <Container>
        <SectionHeading eyebrow={t("leadership.eyebrow")} title={t("leadership.title")} subtitle={t("leadership.subtitle")} />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {leadership.map((leader) => (
            <li key={leader.name} className="min-w-0">
              <Card className="flex h-full flex-col">
                <div className="flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className={cn(
                      "grid size-16 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-400",
                      "via-brand-300 to-gold-300 text-xl font-extrabold text-ink-950 shadow-glow",
                    )}
                  >
                    {initials(leader.name)}
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-lg font-semibold text-fg">{leader.name}</h3>
                    <p className="text-sm font-medium text-brand-300">{leader.role}</p>
                  </div>
                </div>
                <p className="mt-5 text-[0.9375rem] leading-relaxed text-fg-muted">{leader.background}</p>
                <ul className="mt-5 space-y-2.5 border-t border-ink-700 pt-5 text-sm text-fg-muted">
                  {leader.achievements.map((achievement) => (
                    <li key={achievement} className="flex gap-2.5">
                      <Check className="mt-0.5 size-4 shrink-0 text-success-400" aria-hidden="true" />
                      {achievement}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
