import type { Locale } from "@/lib/i18n/locale";
import { messagesOf } from "@/lib/i18n/messages";
import type { ArticleEditorCopy } from "./article-editor";
import type { CityEditorCopy } from "./city-editor";
import type { DiffCopy } from "./diff-view";
import type { BulkCopy } from "./bulk-selection";
import type { MediaLibraryCopy } from "./media-library";
import type { TermsCopy } from "./terms-manager";

// The editor's words in the account's language, finished for the client components (which get no
// catalogue): the staff catalogue's content section, arranged as each component takes it.
export function diffCopy(locale: Locale): DiffCopy {
  const words = messagesOf(locale, "staff").content;
  return {
    caption: words.revisions.compare,
    field: words.revisions.field,
    before: words.revisions.before,
    after: words.revisions.after,
    empty: words.revisions.empty,
    coarse: { paragraphs: words.revisions.coarseParagraphs, field: words.revisions.coarseField },
    labels: {
      ...words.fields,
      heroTitle: words.city.heroTitle,
      heroSubtitle: words.city.heroSubtitle,
      faq: words.city.faq,
      population: words.city.population,
      dealershipCount: words.city.dealerships,
      avgMonthlyAdSpend: words.city.adSpend,
    },
  };
}

export function articleEditorCopy(locale: Locale): ArticleEditorCopy {
  const staff = messagesOf(locale, "staff");
  const words = staff.content;
  const diff = diffCopy(locale);
  const [first = "", second = ""] = words.toolbar.tableHeadings.split("|");
  const upload = { ...mediaLibraryCopy(locale), upload: words.media.upload };
  return {
    fields: words.fields,
    upload,
    counter: words.counter,
    counterRange: words.counterRange,
    counterMin: words.counterMin,
    statuses: words.statuses,
    actions: words.actions,
    conflict: { text: words.merge.text },
    editing: words.editing,
    merge: words.merge,
    review: { submit: words.review.submit, submitting: words.review.submitting, submitted: words.review.submitted },
    problemsTitle: words.problems.title,
    problems: words.problems,
    revisionShort: words.revisionShort,
    preview: words.preview,
    inLine: words.twin.inLine,
    unreachable: staff.common.unreachable,
    failed: staff.common.failed,
    markdown: {
      ...words.toolbar,
      toolbar: words.toolbar.label,
      tableHeadings: [first, second],
      upload,
      pickers: { ...words.tools, locales: words.locales },
    },
    receipt: words.receipt,
    tools: words.tools,
    revisions: { ...words.revisions, diff, unreachable: staff.common.unreachable },
    diff,
  };
}

export function cityEditorCopy(locale: Locale, language: Locale): CityEditorCopy {
  const staff = messagesOf(locale, "staff");
  const words = staff.content;
  return {
    ...words.city,
    language: words.locales[language],
    save: words.actions.save,
    saving: words.actions.saving,
    saved: words.actions.saved,
    publish: words.actions.publish,
    publishing: words.actions.publishing,
    submit: words.review.submit,
    submitting: words.review.submitting,
    submitted: words.review.submitted,
    problemsTitle: words.problems.title,
    unreachable: staff.common.unreachable,
    failed: staff.common.failed,
    unsaved: words.actions.unsaved,
    editing: words.editing,
    receipt: words.receipt,
    preview: words.preview,
    previewLink: words.actions.previewLink,
    linkReady: words.actions.linkReady,
    revisions: { ...words.revisions, diff: diffCopy(locale), unreachable: staff.common.unreachable },
  };
}

// The words of /staff/content/terms (components/staff/content/terms-manager.tsx).
export function termsCopy(locale: Locale): TermsCopy {
  const staff = messagesOf(locale, "staff");
  return { ...staff.content.terms, unreachable: staff.common.unreachable };
}

export function mediaLibraryCopy(locale: Locale): MediaLibraryCopy {
  const staff = messagesOf(locale, "staff");
  return {
    ...staff.content.media,
    tooLarge: staff.errors.mediaTooLarge.replace("{max, number}", "10"),
    unreachable: staff.common.unreachable,
    cancel: staff.content.bulk.cancel,
    locales: staff.content.locales,
    numberLocale: locale === "fr" ? "fr-CA" : "en-CA",
  };
}

// The content list's bulk bar: its templates, filled in the browser.
export const bulkCopy = (locale: Locale): BulkCopy => messagesOf(locale, "staff").content.bulk;
