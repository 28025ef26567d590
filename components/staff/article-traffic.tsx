import { articleTraffic } from "@/lib/analytics/reports";
import type { Locale } from "@/lib/i18n/locale";
import { staffTranslator } from "@/lib/staff/messages";

// An article's last 30 days in the content list and the editor (issue 51): its page views and the leads
// that landed on it, from the first-party analytics (lib/analytics/reports.ts articleTraffic).
export async function ArticleTraffic({ path, language }: { path: string; language: Locale }) {
  const traffic = (await articleTraffic()).get(path) ?? { views: 0, leads: 0 };
  return (
    <span className="block text-xs text-fg-subtle" data-article-traffic={path}>
      {staffTranslator(language)("analytics.articleTraffic", traffic)}
    </span>
  );
}
