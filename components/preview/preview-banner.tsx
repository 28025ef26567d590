// The band over a preview: this page is a draft, not the site. Worded in the page's language, since
// a reviewer with a link may have no account.
export function PreviewBanner({ text }: { text: string }) {
  return (
    <div role="note" data-preview-banner className="bg-gold-400 px-4 py-2 text-center text-sm font-semibold text-ink-950">
      {text}
    </div>
  );
}
