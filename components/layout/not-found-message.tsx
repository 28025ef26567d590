import Link from "next/link";
import { Compass } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";

// "Page Not Found" in the page's language, or a page's own not-found words (an article, a city).
export function NotFoundMessage({
  locale,
  title,
  text,
  backHref,
  backLabel,
}: {
  locale: Locale;
  title?: string;
  text?: string;
  backHref?: string;
  backLabel?: string;
}) {
  const t = translator(locale, "common");
  return (
    <Container className="flex flex-col items-center py-32 text-center">
      <span className="grid size-16 place-items-center rounded-card bg-ink-800 ring-1 ring-ink-600">
        <Compass className="size-8 text-brand-300" aria-hidden="true" />
      </span>
      <p className="mt-8 text-sm font-semibold tracking-widest text-gold-300 uppercase">404</p>
      <h1 className="mt-3 text-h1 font-bold">{title ?? t("notFound.title")}</h1>
      <p className="mt-4 max-w-md text-lead text-fg-muted">{text ?? t("notFound.text")}</p>
      <Link href={backHref ?? localePath("/", locale)} className={buttonStyles({ className: "mt-10" })}>
        {backLabel ?? t("backToHome")}
      </Link>
    </Container>
  );
}
