import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { translate, type Locale } from "@/content/i18n";

// A quiet "back" link at the top of a sub-page.
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-2 rounded-control px-2 py-1.5 text-sm font-medium text-fg-muted hover:bg-ink-800 hover:text-fg"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

// The 'Back to Home' control every sub-page carries (spec section 2).
export function BackToHome({ locale = "en" }: { locale?: Locale }) {
  return <BackLink href="/">{translate(locale, "Back to Home")}</BackLink>;
}
