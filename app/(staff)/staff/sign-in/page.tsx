import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { LanguageLink } from "@/components/layout/language-link";
import { SignInForm } from "@/components/staff/sign-in-form";
import { languageTag, type Locale } from "@/lib/i18n/locale";
import { messagesOf } from "@/lib/i18n/messages";
import { LANGUAGE_COOKIE, visitorLanguage } from "@/lib/i18n/visitor-language";
import { currentStaff } from "@/lib/staff/session";
import { siteConfig } from "@/lib/site-config";

// Only paths inside the workspace are followed after signing in (no open redirect).
const safeReturn = (next: string | string[] | undefined) => (typeof next === "string" && /^\/staff(\/[\w\-/?=&%.]*)?$/.test(next) ? next : "/staff");

// Before any account is known, the page speaks the visitor's language: `?lang=`, else the site's
// language cookie, else the browser's (app/(staff)/layout.tsx reads the same for <html lang>).
async function language(lang: string | string[] | undefined): Promise<Locale> {
  const [jar, sent] = await Promise.all([cookies(), headers()]);
  return visitorLanguage({ asked: lang, cookie: jar.get(LANGUAGE_COOKIE)?.value, acceptLanguage: sent.get("accept-language") });
}

export async function generateMetadata({ searchParams }: PageProps<"/staff/sign-in">): Promise<Metadata> {
  return { title: messagesOf(await language((await searchParams).lang), "staff").signIn.title };
}

export default async function SignInPage({ searchParams }: PageProps<"/staff/sign-in">) {
  const query = await searchParams;
  const returnTo = safeReturn(query.next);
  if (await currentStaff()) redirect(returnTo);
  const locale = await language(query.lang);
  const other: Locale = locale === "fr" ? "en" : "fr";
  const copy = messagesOf(locale, "staff").signIn;
  const switchTo = `/staff/sign-in?lang=${other}${returnTo === "/staff" ? "" : `&next=${encodeURIComponent(returnTo)}`}`;
  return (
    <main lang={languageTag[locale]} className="grid min-h-dvh place-items-center px-5 py-10">
      <div className="w-full max-w-sm rounded-panel bg-ink-900 p-7 ring-1 ring-ink-700">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{siteConfig.name}</p>
          <LanguageLink href={switchTo} to={other} name={copy.switchTo} label={copy.switchLabel} className="text-sm text-brand-300 underline" />
        </div>
        <h1 className="mt-2 text-h3 font-bold">{copy.heading}</h1>
        <p className="mt-2 text-sm text-fg-muted">{copy.intro}</p>
        <SignInForm key={locale} returnTo={returnTo} copy={copy} locale={locale} />
      </div>
    </main>
  );
}
