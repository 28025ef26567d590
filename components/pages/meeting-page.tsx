import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ManageMeeting } from "@/components/booking/manage-meeting";
import { SiteChrome } from "@/components/layout/site-chrome";
import { Container } from "@/components/ui/container";
import { manageView, publicView } from "@/lib/booking/booking";
import type { Locale } from "@/lib/i18n/locale";
import { messagesOf } from "@/lib/i18n/messages";

// /meeting/{token} and /fr/rendez-vous/{token}: a booked meeting's page, opened from its e-mails'
// signed links. Never indexed, never kept by a cache (it names the person); a forged, altered or
// used-up link is the 404 page.
export function meetingMetadata(locale: Locale): Metadata {
  return { title: messagesOf(locale, "booking").manage.title, robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export async function MeetingPage({ locale, token }: { locale: Locale; token: string }) {
  const view = await manageView(token);
  if (!view) notFound();
  const words = messagesOf(locale, "booking");
  return (
    <SiteChrome locale={locale}>
      <Container className="max-w-2xl py-12">
        <h1 className="text-h2 font-bold">{words.manage.title}</h1>
        <div className="mt-6">
          <ManageMeeting locale={locale} token={token} words={words} meeting={publicView(view.meeting)} slots={view.slots} />
        </div>
      </Container>
    </SiteChrome>
  );
}
