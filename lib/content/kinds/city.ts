import "server-only";
import { cityHead, citySlug, publishCityIn, restoreCityIn, withCityConflict, type CityRules } from "@/lib/content/city-store";
import { pageLocale } from "@/lib/content/document";
import { cityDoc } from "@/lib/content/editing";
import { checkCity } from "@/lib/content/gates";
import { cityPath } from "@/lib/routes";
import { listCities } from "@/lib/content/city-store";
import { cityHeadings } from "@/lib/content/kinds/headings";
import { cityChangeSchema, cityWorkingCopySchema } from "@/lib/validations/content";
import { indexAllCities, indexCity } from "./city-search";
import type { ContentKindAdapter, DocRefs, Refs } from "./kind";

// A city page as a kind of content, one document per language: what the plumbing every kind shares
// (lib/content/publish.ts, the search's rebuild) reads of it. lib/content/city-store.ts writes it.

// What the store runs in a publish's transaction: the gates, and every public address a city page's
// change touches: its pages in both languages (the figures are shared), their Open Graph images, the
// city API and the sitemap.
const rules: CityRules = {
  gates: checkCity,
  paths: (slug) => [cityPath(slug, "en"), cityPath(slug, "fr"), `/og/cities/${slug}`, `/og/fr/cities/${slug}`, `/api/cities/${slug}`, "/sitemap.xml"],
};

export const cityKind = {
  name: "city",
  index: indexCity,
  indexAll: indexAllCities,
  schemas: { change: cityChangeSchema, workingCopy: cityWorkingCopySchema },
  find: async (slug, locale) => {
    await cityDoc(slug, locale);
    return { slug, locale };
  },
  target: ({ slug, locale }) => `city:${slug}:${locale}`,
  headings: cityHeadings,
  twin: ({ slug, locale }) => Promise.resolve({ slug, locale: locale === "en" ? "fr" : "en" }),
  // A city page has no category and no twin to fall behind: a filter on either shows no city.
  listed: async (filter) => {
    if (filter.category || filter.stale) return () => null;
    const byId = new Map((await listCities()).map((city) => [city.id, city]));
    return (id, locale) => {
      const city = byId.get(id);
      const status = city?.locales[locale].status;
      if (!city || !status || (filter.status && filter.status !== status)) return null;
      const href = `/staff/content/cities/${city.slug}#city-${locale}-title`;
      return { kind: "city", id: city.id, title: city.names[locale], slug: city.slug, status, href, city };
    };
  },
  current: async ({ slug, locale }) => ({ doc: await cityDoc(slug, locale), head: await cityHead(slug, locale) }),
  refOf: async (id, locale) => ({ slug: await citySlug(id), locale }),
  preview: ({ slug, locale }, revision) => ({ kind: "city", id: slug, locale, revision }),
  previewPath: ({ id, locale }) => `/staff/preview/cities/${id}/${locale ?? "en"}`,
  ...rules,
  // A city page's words are short: nothing to read before the transaction.
  writer: ({ slug, locale }) => Promise.resolve((tx, actor, input) => publishCityIn(tx, actor, slug, locale, input, rules)),
  restorer: ({ slug, locale }, from, choice) => Promise.resolve((tx, actor) => restoreCityIn(tx, actor, slug, locale, from, choice)),
  settle: withCityConflict,
  // ---- How a route finds one: its slug (/cities/{slug}) and ?locale= (English by default; another, 400); no such city, 404.
  async ref({ params, query }) {
    const locale = pageLocale(query);
    return { ...(await cityDoc(params.slug ?? "", locale)), slug: params.slug ?? "" };
  },
} satisfies ContentKindAdapter<Refs["city"], DocRefs["city"]>;
