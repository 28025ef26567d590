import Link from "next/link";
import type { CitySummary } from "@/lib/content/city-store";
import type { SearchResult } from "@/lib/content/workspace-search";
import { staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";
import { ListTable } from "./list-table";

const CITY_COLUMNS = ["city", "province", "status"] as const;

// The content list's city pages: each with both languages' status, or, for a search, the languages
// that matched with their passages.
export function CityList({ staff, cities, results, q }: { staff: Staff; cities: CitySummary[]; results: SearchResult[] | undefined; q: string }) {
  const t = staffTranslator(staff.language);
  const cityResults = results?.flatMap((r) => (r.kind === "city" ? [r] : []));
  return (
    <section aria-labelledby="cities-title" className="mt-8">
      <h2 id="cities-title" className="text-lg font-semibold">
        {t("content.cities")}
        {cityResults && (
          <span className="text-sm font-normal text-fg-subtle"> · {t("contentSearch.cityResults", { count: cityResults.length, query: q })}</span>
        )}
      </h2>
      {cityResults ? (
        <ListTable headings={[...CITY_COLUMNS, "locale" as const].map((column) => t(`content.columns.${column}`))} minWidth="min-w-[32rem]">
          {cityResults.map((r) => (
            <tr key={`${r.id}-${r.locale}`} className="align-top">
              <td className="px-3 py-2">
                <Link href={r.href} className="font-semibold text-brand-300 hover:text-brand-200">
                  {r.title}
                </Link>
                {/* The index's text escaped, its matches in <mark> (lib/content/workspace-search.ts). */}
                <p className="mt-1 max-w-prose text-xs text-fg-muted" dangerouslySetInnerHTML={{ __html: r.snippet }} />
              </td>
              <td className="px-3 py-2">{r.city.provinces[staff.language]}</td>
              <td className="px-3 py-2">{t(`content.statuses.${r.status}`)}</td>
              <td className="px-3 py-2">{t(`content.locales.${r.locale}`)}</td>
            </tr>
          ))}
        </ListTable>
      ) : (
        <ListTable headings={CITY_COLUMNS.map((column) => t(`content.columns.${column}`))} minWidth="min-w-[32rem]">
          {cities.map((city) => (
            <tr key={city.slug}>
              <td className="px-3 py-2">
                <Link href={`/staff/content/cities/${city.slug}`} className="font-semibold text-brand-300 hover:text-brand-200">
                  {city.names[staff.language]}
                </Link>
              </td>
              <td className="px-3 py-2">{city.provinces[staff.language]}</td>
              <td className="px-3 py-2">
                {(["en", "fr"] as const)
                  .map((locale) =>
                    t("content.cityStatus", { language: t(`content.locales.${locale}`), status: t(`content.statuses.${city.locales[locale].status}`) }),
                  )
                  .join(" · ")}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}
