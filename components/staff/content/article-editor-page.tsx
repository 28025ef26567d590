import Link from "next/link";
import { categoryOptions } from "@/components/blog/blog-copy";
import { ArticleTraffic } from "@/components/staff/article-traffic";
import { ARTICLE_LIMITS, DESCRIPTION, SEARCH_TITLE_MAX, TITLE_SUFFIX } from "@/lib/content/gates";
import { brokenLinksOf } from "@/lib/content/link-checks";
import { warmHtmlChecker } from "@/lib/content/nu-checker";
import { mayPublish } from "@/lib/content/publish";
import { reviewTrail, type ReviewStep } from "@/lib/content/review";
import { tagSuggestions } from "@/lib/content/terms";
import { getArticle, type ArticleDetail, type ArticleFields } from "@/lib/content/store";
import { formatDateTime } from "@/lib/i18n/format";
import { messagesOf } from "@/lib/i18n/messages";
import { articlePath } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";
import { staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";
import { ArticleEditor, type EditedArticle } from "./article-editor";
import { DocumentSchedule } from "./document-schedule";
import { DiffView } from "./diff-view";
import { answerOf } from "./health-sections";
import { articleEditorCopy, diffCopy } from "./editor-copy";

const EMPTY: ArticleFields = {
  slug: "",
  title: "",
  seoTitle: null,
  excerpt: "",
  seoDescription: null,
  category: "Digital Analytics",
  tags: [],
  body: "",
  featuredImage: null,
  featuredImageAlt: null,
};

// The publish gates' limits, counted as the editor types (a search title is shown with the site's
// name after it, within SEARCH_TITLE_MAX characters).
const limits = {
  titleMin: ARTICLE_LIMITS.titleMin,
  seoTitleMax: SEARCH_TITLE_MAX - TITLE_SUFFIX.length,
  excerptMin: ARTICLE_LIMITS.excerptMin,
  descriptionMin: DESCRIPTION.min,
  descriptionMax: DESCRIPTION.max,
  titleSuffix: TITLE_SUFFIX,
  searchTitleMax: SEARCH_TITLE_MAX,
};

// An article's editor page: a saved article (`article`), a new English one (neither), or a new French
// adaptation of `english`, whose fields start from the English text beside it.
export async function ArticleEditorPage({ staff, article, english }: { staff: Staff; article: ArticleDetail | null; english?: ArticleDetail }) {
  const t = staffTranslator(staff.language);
  const locale = article?.locale ?? (english ? "fr" : "en");
  const trail = article ? await reviewTrail({ kind: "article", docId: article.id, locale: article.locale }) : null;
  const edited: EditedArticle = article
    ? {
        id: article.id,
        locale,
        status: article.status,
        revision: article.revision,
        publishedRevision: article.publishedRevision,
        translationOf: article.translationOf,
        bringInLineWith: article.outOfDateSince !== null && article.twin ? article.twin.revision : null,
        fields: article.draft,
        inReview: trail?.inReview ?? false,
        liveSlug: article.live?.slug ?? null,
      }
    : {
        id: null,
        locale,
        status: "draft",
        revision: 0,
        publishedRevision: null,
        translationOf: english?.draft.slug ?? null,
        bringInLineWith: null,
        fields: english ? { ...english.draft, slug: "" } : EMPTY,
        inReview: false,
        liveSlug: null,
      };
  const title = article?.draft.title || (english ? t("content.newFrench") : t("content.newArticle"));
  // While review is on, an editor submits for review and may plan an unpublish only (lib/content/publish.ts).
  const publishes = await mayPublish(staff);
  // Someone who may publish opened the editor: the HTML checker starts now, not at their first Publish.
  if (publishes) warmHtmlChecker();
  const slugPrefix = articlePath("", locale);

  return (
    <>
      <Link href="/staff/content" className="text-sm text-fg-muted hover:text-fg">
        ← {t("content.backToList")}
      </Link>
      <h1 className="mt-2 text-h3 font-bold break-words">
        {title} <span className="text-base font-normal text-fg-subtle">· {t(`content.locales.${locale}`)}</span>
      </h1>
      {article && <ArticleTraffic path={articlePath(article.draft.slug, locale)} language={staff.language} />}
      <TwinPanel staff={staff} article={article} english={english} />
      {article && <BrokenLinks staff={staff} article={article} />}
      <div className="mt-4">
        <ArticleEditor
          article={edited}
          categories={await categoryOptions(staff.language)}
          tagNames={await tagSuggestions(locale)}
          limits={limits}
          copy={articleEditorCopy(staff.language)}
          locale={staff.language}
          timeZone={staff.timeZone}
          pathPrefix={slugPrefix}
          siteUrl={siteConfig.url}
          schedule={article && <DocumentSchedule staff={staff} doc={{ kind: "article", article }} mayPublish={publishes} />}
          mayPublish={publishes}
          returned={trail?.returned && <ReturnedNote staff={staff} step={trail.returned} />}
        />
      </div>
      {trail && trail.steps.length > 0 && <ReviewHistory staff={staff} steps={trail.steps} />}
    </>
  );
}

// The reviewer's comment on the last submission sent back: who, when, and the comment as typed.
function ReturnedNote({ staff, step }: { staff: Staff; step: ReviewStep }) {
  const t = staffTranslator(staff.language);
  return (
    <section aria-labelledby="review-returned-title" className="rounded-panel border border-danger-300/60 p-4">
      <h2 id="review-returned-title" className="font-semibold">
        {t("content.review.returnedTitle")}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        {t("content.review.returnedBy", { reviewer: step.by ?? "—", time: formatDateTime(staff.language, step.at, staff.timeZone), revision: step.revision })}
      </p>
      <blockquote className="mt-2 border-l-2 border-ink-600 pl-3 text-sm break-words whitespace-pre-line">{step.comment}</blockquote>
    </section>
  );
}

// Every step of the article's review, oldest first: submitted, sent back with its comment, approved.
function ReviewHistory({ staff, steps }: { staff: Staff; steps: ReviewStep[] }) {
  const t = staffTranslator(staff.language);
  return (
    <details className="mt-6 rounded-panel border border-ink-700 p-4">
      <summary className="cursor-pointer font-semibold">{t("content.review.history", { count: steps.length })}</summary>
      <ol className="mt-2 grid gap-2 text-sm">
        {steps.map((step, i) => (
          <li key={i} className="break-words">
            <time dateTime={step.at} className="text-fg-subtle">
              {formatDateTime(staff.language, step.at, staff.timeZone)}
            </time>{" "}
            · {t(`content.review.steps.${step.step}`, { who: step.by ?? "—", revision: step.revision })}
            {step.comment && <blockquote className="mt-1 border-l-2 border-ink-600 pl-3 whitespace-pre-line">{step.comment}</blockquote>}
          </li>
        ))}
      </ol>
    </details>
  );
}

// English and French side by side: the twin's words next to this language's, and for a French
// adaptation that fell behind, the English changes since it was last brought in line.
async function TwinPanel({ staff, article, english }: { staff: Staff; article: ArticleDetail | null; english?: ArticleDetail }) {
  const t = staffTranslator(staff.language);
  const words = messagesOf(staff.language, "staff").content;
  const twinId = article?.twin?.id;
  if (!english && !twinId) {
    if (article?.locale !== "en") return null;
    return (
      <p className="mt-2 text-sm">
        <Link href={`/staff/content/articles/new?translationOf=${article.id}`} className="text-brand-300 hover:text-brand-200">
          {t("content.twin.create")}
        </Link>
      </p>
    );
  }
  const twin = english ?? (await getArticle(twinId!));
  const [en, fr] = (article?.locale ?? "fr") === "fr" ? [twin.draft, article?.draft ?? null] : [article!.draft, twin.draft];
  return (
    <section aria-labelledby="twin-title" className="mt-4 rounded-panel border border-ink-700 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="twin-title" className="text-lg font-semibold">
          {t("content.twin.title")}
        </h2>
        {twinId && (
          <Link href={`/staff/content/articles/${twinId}`} className="text-sm text-brand-300 hover:text-brand-200">
            {twin.locale === "fr" ? t("content.twin.openFrench") : t("content.twin.openEnglish")}
          </Link>
        )}
      </div>
      {article?.outOfDateSince != null && (
        <div className="mt-2">
          <p className="text-sm text-warning-400">{t("content.twin.stale", { revision: article.outOfDateSince })}</p>
          {article.englishChanges && (
            <div className="mt-2">
              <DiffView fields={article.englishChanges} copy={diffCopy(staff.language)} />
            </div>
          )}
        </div>
      )}
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {(
          [
            ["en", en],
            ["fr", fr],
          ] as const
        ).map(([language, fields]) => (
          <div key={language} lang={language === "fr" ? "fr-CA" : "en-CA"} className="min-w-0">
            <h3 className="text-sm font-semibold text-fg-muted">{t(`content.twin.${language === "en" ? "english" : "french"}`)}</h3>
            {fields ? (
              <>
                <p className="mt-1 font-semibold">{fields.title}</p>
                <p className="mt-1 text-sm text-fg-muted">{fields.excerpt}</p>
                <pre
                  tabIndex={0}
                  aria-label={`${words.fields.body}, ${t(`content.locales.${language}`)}`}
                  className="mt-2 max-h-64 overflow-auto rounded-control bg-ink-900 p-2 text-xs whitespace-pre-wrap"
                >
                  {fields.body}
                </pre>
              </>
            ) : (
              <p className="mt-1 text-sm text-fg-subtle">{words.noFrench}</p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

// The external links of the draft that failed the last daily check (lib/content/link-checks.ts).
async function BrokenLinks({ staff, article }: { staff: Staff; article: ArticleDetail }) {
  const broken = await brokenLinksOf(article);
  if (broken.length === 0) return null;
  const t = staffTranslator(staff.language);
  return (
    <section aria-labelledby="broken-links-title" className="mt-4 rounded-panel border border-warning-400/50 p-4">
      <h2 id="broken-links-title" className="text-lg font-semibold">
        {t("contentHealth.editor.title")}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t("contentHealth.editor.intro")}</p>
      <ul className="mt-2 grid gap-1 text-sm">
        {broken.map((link) => (
          <li key={link.url}>
            <a href={link.url} rel="noreferrer noopener" target="_blank" className="break-all text-brand-300 hover:text-brand-200">
              {link.url}
            </a>{" "}
            <span className="text-warning-400">
              · {answerOf(link, t)} · {t("contentHealth.brokenLinks.checked", { time: formatDateTime(staff.language, link.checkedAt, staff.timeZone) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
