import { formatDay } from "@/lib/content/blog-display";

export interface ArticleCardData {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
}

// A plain link (no client-side prefetching): the list shows 99 cards, and each article is a
// prerendered page that loads fast on its own. Lean markup keeps the list cheap to hydrate.
// `day` is YYYY-MM-DD.
export function ArticleCard({ article, day, readTime }: { article: ArticleCardData; day: string; readTime: number }) {
  return (
    <article className="group relative flex h-full flex-col rounded-card border border-ink-700 bg-ink-900/80 p-6 transition-colors hover:border-brand-400/50">
      <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase">{article.category}</p>
      <h3 className="mt-3 text-lg leading-snug font-semibold text-balance">
        <a href={`/blog/${article.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-200">
          {article.title}
        </a>
      </h3>
      <p className="mt-3 line-clamp-3 flex-1 text-[0.9375rem] leading-relaxed text-fg-muted">{article.excerpt}</p>
      <p className="mt-6 text-xs text-fg-subtle">
        <time dateTime={day}>{formatDay(day)}</time> · {readTime} min read
      </p>
    </article>
  );
}
