import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

const features = [
  { key: "heatmaps", icon: "MapPinned" },
  { key: "competitors", icon: "Radar" },
  { key: "costPerSale", icon: "Receipt" },
  { key: "forecasts", icon: "TrendingUp" },
] as const;

// What the platform shows a city's dealers: four features, named for the city.
export function CityMarket({ locale, city }: { locale: Locale; city: string }) {
  const t = translator(locale, "city");
  return (
    <section className="py-20">
      <Container>
        <h2 className="text-h2 font-bold text-balance">{t("market.title", { city })}</h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((f) => (
            <li key={f.key} className="min-w-0">
              <Card className="h-full">
                <Icon name={f.icon} className="size-6 text-brand-300" />
                <h3 className="mt-4 font-semibold">{t(`market.features.${f.key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-fg-muted">{t(`market.features.${f.key}.text`, { city })}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
