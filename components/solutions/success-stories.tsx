import { Building2, MapPin, Quote, TrendingUp } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { SuccessStory } from "@/content/solutions";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

// Dealer groups' results: the group, its size, the headline result and a quote from an executive.
export function SuccessStories({ stories, locale }: { stories: readonly SuccessStory[]; locale: Locale }) {
  const t = translator(locale, "solutions");
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {stories.map((story) => (
        <li key={story.group} className="min-w-0">
          <Card className="flex h-full flex-col sm:p-8">
            <h3 className="text-h3 font-semibold">{story.group}</h3>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-subtle">
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {story.city}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Building2 className="size-4" aria-hidden="true" />
                {t("successStories.rooftops", { count: story.rooftops })}
              </span>
            </p>
            <p className="mt-6 flex gap-3 rounded-control bg-gold-400/10 p-4 font-semibold text-gold-200 ring-1 ring-gold-400/30">
              <TrendingUp className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden="true" />
              {story.result}
            </p>
            <figure className="mt-6 flex flex-1 flex-col">
              <Quote className="size-6 text-brand-400" aria-hidden="true" />
              <blockquote className="mt-3 flex-1 leading-relaxed text-fg">{story.quote}</blockquote>
              <figcaption className="mt-6 border-t border-ink-700 pt-5 text-sm">
                <span className="block font-semibold">{story.name}</span>
                <span className="block text-fg-subtle">
                  {story.role}, {story.group}
                </span>
              </figcaption>
            </figure>
          </Card>
        </li>
      ))}
    </ul>
  );
}
