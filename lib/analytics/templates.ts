import { articlePath, cityPath, frenchPaths, pathIn } from "@/lib/routes";

// A page's template, for Web Vitals per template (issue 51): a page with a fixed path is its own
// template, named by its English path ("/pricing" for /pricing and /fr/tarifs); every article is
// "article", every city page "city"; anything else "other" (a 404, a made-up path).
export const ARTICLE = "article";
export const CITY = "city";
export const OTHER = "other";

const fixed = new Set(Object.keys(frenchPaths));
const prefixes: [string, string][] = [
  [articlePath("", "en"), ARTICLE],
  [articlePath("", "fr"), ARTICLE],
  [cityPath("", "en"), CITY],
  [cityPath("", "fr"), CITY],
];

export function templateOf(path: string): string {
  if (fixed.has(path)) return path;
  const english = pathIn(path, "en");
  if (english && fixed.has(english)) return english;
  for (const [prefix, template] of prefixes)
    if (path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes("/")) return template;
  return OTHER;
}
