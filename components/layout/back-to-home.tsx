import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";

// A quiet "back" link at the top of a sub-page.
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-2 rounded-control px-2 py-1.5 text-sm font-medium text-fg-muted hover:bg-ink-800 hover:text-fg">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

// The 'Back to Home' control every sub-page carries (spec section 2), to its language's home.
export function BackToHome({ locale }: { locale: Locale }) {
  return <BackLink href={localePath("/", locale)}>{translator(locale, "common")("backToHome")}</BackLink>;
}
