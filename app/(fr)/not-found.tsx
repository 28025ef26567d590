import { NotFoundMessage } from "@/components/layout/not-found-message";
import { SiteChrome } from "@/components/layout/site-chrome";

export default function NotFound() {
  return (
    <SiteChrome locale="fr">
      <NotFoundMessage locale="fr" />
    </SiteChrome>
  );
}
