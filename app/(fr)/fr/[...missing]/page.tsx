import { NotFoundMessage } from "@/components/layout/not-found-message";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { SiteChrome } from "@/components/layout/site-chrome";
import { notFoundMetadata } from "@/lib/seo/metadata";

export const metadata = notFoundMetadata("fr");

// No address is built ahead: each is rendered on request as a static page is, whole before its
// status is sent, so the 404 that NotFoundPage raises reaches the response.
export async function generateStaticParams() {
  return [];
}

// Any /fr/... address no French page answers: the French 404, in French and rendered by the
// server, rather than the site-wide English one (app/global-not-found.tsx).
export default function MissingFrenchPage() {
  return (
    <NotFoundPage>
      <SiteChrome locale="fr">
        <NotFoundMessage locale="fr" />
      </SiteChrome>
    </NotFoundPage>
  );
}
