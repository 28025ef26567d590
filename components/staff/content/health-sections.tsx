import Link from "next/link";
import type { ContentHealth } from "@/lib/content/health";
import { LINK_REASONS, type ArticleRef } from "@/lib/content/link-checks";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { errorText, staffTranslator } from "@/lib/staff/messages";

// The content health page's sections (/staff/content/health): each a heading, then its list or a
// sentence saying there is nothing to do.

type T = ReturnType<typeof staffTranslator>;

function Section({ id, title, empty, count, children }: { id: string; title: string; empty: string; count: number; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-fg-subtle">· {count}</span>
      </h2>
      {count === 0 ? <p className="mt-1 text-sm text-fg-muted">{empty}</p> : children}
    </section>
  );
}

const ArticleLink = ({ article, t }: { article: ArticleRef; t: T }) => (
  <Link href={`/staff/content/articles/${article.id}`} className="font-semibold break-words text-brand-300 hover:text-brand-200">
    {article.title} <span className="font-normal text-fg-subtle">· {t(`content.locales.${article.locale}`)}</span>
  </Link>
);

function ArticleList({ items, t, note }: { items: ArticleRef[]; t: T; note?: (article: ArticleRef) => string }) {
  return (
    <ul className="mt-2 divide-y divide-ink-700 rounded-card text-sm ring-1 ring-ink-700">
      {items.map((article) => (
        <li key={article.id} className="px-3 py-2">
          <ArticleLink article={article} t={t} />
          {note && <span className="block text-warning-400">{note(article)}</span>}
        </li>
      ))}
    </ul>
  );
}

export function HealthSections({ health, language, timeZone }: { health: ContentHealth; language: Locale; timeZone: string }) {
  const t = staffTranslator(language);
  const since = new Map(health.outOfDate.map((a) => [a.id, a.since]));
  return (
    <>
      <Section id="without-twin" title={t("contentHealth.withoutTwin.title")} empty={t("contentHealth.withoutTwin.empty")} count={health.withoutTwin.length}>
        <ArticleList items={health.withoutTwin} t={t} />
      </Section>
      <Section id="out-of-date" title={t("contentHealth.outOfDate.title")} empty={t("contentHealth.outOfDate.empty")} count={health.outOfDate.length}>
        <ArticleList items={health.outOfDate} t={t} note={(a) => t("contentHealth.outOfDate.since", { revision: since.get(a.id)! })} />
      </Section>
      <Section id="missing-alt" title={t("contentHealth.missingAlt.title")} empty={t("contentHealth.missingAlt.empty")} count={health.missingAlt.length}>
        <ArticleList items={health.missingAlt} t={t} />
      </Section>
      <Section id="broken-links" title={t("contentHealth.brokenLinks.title")} empty={t("contentHealth.brokenLinks.empty")} count={health.brokenLinks.length}>
        <ul className="mt-2 divide-y divide-ink-700 rounded-card text-sm ring-1 ring-ink-700">
          {health.brokenLinks.map((link) => (
            <li key={link.url} className="grid gap-1 px-3 py-2">
              <a href={link.url} rel="noreferrer noopener" target="_blank" className="break-all text-brand-300 hover:text-brand-200">
                {link.url}
              </a>
              <span className="text-warning-400">
                {answerOf(link, t)} · {t("contentHealth.brokenLinks.checked", { time: formatDateTime(language, link.checkedAt, timeZone) })}
              </span>
              <span className="text-fg-muted">
                {t("contentHealth.brokenLinks.usedIn")}{" "}
                {link.articles.map((article, i) => (
                  <span key={article.id}>
                    {i > 0 && ", "}
                    <ArticleLink article={article} t={t} />
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="failed-schedules"
        title={t("contentHealth.failedSchedules.title")}
        empty={t("contentHealth.failedSchedules.empty")}
        count={health.failedSchedules.length}
      >
        <ul className="mt-2 divide-y divide-ink-700 rounded-card text-sm ring-1 ring-ink-700">
          {health.failedSchedules.map((item) => (
            <li key={item.scheduleId} className="grid gap-1 px-3 py-2">
              <ArticleLink article={item.article} t={t} />
              <span className="text-warning-400">
                <time dateTime={item.at}>{formatDateTime(language, item.at, timeZone)}</time> · {errorText(t, item.reason)}
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

// A link's answer in words: its status, or why none came (a reason kept before issue 47, a system
// error's code, reads as unreachable: an editor never sees ECONNREFUSED).
export function answerOf(link: { status: number | null; error: string | null }, t: T): string {
  if (link.status !== null) return t("contentHealth.brokenLinks.status", { status: link.status });
  const reason = LINK_REASONS.find((r) => r === link.error) ?? "unreachable";
  return t(`contentHealth.brokenLinks.reasons.${reason}`);
}
