import { cn } from "@/lib/utils";

export interface ArticleCardData {
  id: number;
  href: string;
  title: string;
  excerpt: string;
  // The category's id (English); the card shows `categoryLabel`.
  category: string;
  readTime: string;
  // The article's first publication (ISO date or instant), and its day in the page's language.
  day: string;
  dayLabel: string;
}

// A plain link (no client-side prefetching): the list shows 99 cards, and each article is a
// prerendered page that loads fast on its own. Lean markup keeps the list cheap to hydrate. Shown by
// the list (a client component) and the article page, so it is handed finished strings.
export function ArticleCard({ article, categoryLabel }: { article: ArticleCardData; categoryLabel: string }) {
  return (
    <article
      className={cn(
        "group relative flex h-full min-w-0 flex-col rounded-card border border-ink-700",
        "bg-ink-900/80 p-6 transition-colors hover:border-brand-400/50",
      )}
    >
      <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase">{categoryLabel}</p>
      <h3 className="mt-3 text-lg leading-snug font-semibold text-balance">
        <a href={article.href} className="after:absolute after:inset-0 group-hover:text-brand-200">
          {article.title}
        </a>
      </h3>
      <p className="mt-3 line-clamp-3 flex-1 text-[0.9375rem] leading-relaxed text-fg-muted">{article.excerpt}</p>
      <p className="mt-6 text-xs text-fg-subtle">
        <time dateTime={article.day}>{article.dayLabel}</time> · {article.readTime}
      </p>
    </article>
  );
}
