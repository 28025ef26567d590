import Link from "next/link";
import { CheckLinksButton } from "@/components/staff/content/check-links-button";
import { HealthSections } from "@/components/staff/content/health-sections";
import { staffTitle } from "@/components/staff/metadata";
import { contentHealth } from "@/lib/content/health";
import { hasRole } from "@/lib/staff/roles";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("contentHealth");

// GET /staff/content/health - editors and administrators: what needs attention in the content of
// both languages; administrators may check the external links now.
export default async function ContentHealthPage() {
  const staff = await requireStaff({ role: "editor", returnTo: "/staff/content/health" });
  const t = staffTranslator(staff.language);
  const health = await contentHealth();
  return (
    <>
      <Link href="/staff/content" className="text-sm text-fg-muted hover:text-fg">
        ← {t("content.backToList")}
      </Link>
      <h1 className="mt-2 text-h3 font-bold">{t("contentHealth.title")}</h1>
      <p className="mt-1 max-w-2xl text-sm text-fg-muted">{t("contentHealth.intro")}</p>
      {hasRole(staff, "admin") && (
        <div className="mt-4">
          <CheckLinksButton copy={{ checkNow: t("contentHealth.checkNow"), checking: t("contentHealth.checking"), unreachable: t("common.unreachable") }} />
        </div>
      )}
      <HealthSections health={health} language={staff.language} timeZone={staff.timeZone} />
    </>
  );
}
