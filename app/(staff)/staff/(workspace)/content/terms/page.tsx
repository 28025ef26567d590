import Link from "next/link";
import { termsCopy } from "@/components/staff/content/editor-copy";
import { TermsManager } from "@/components/staff/content/terms-manager";
import { staffTitle } from "@/components/staff/metadata";
import { listTerms } from "@/lib/content/terms";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("terms");

// GET /staff/content/terms - editors and administrators: the blog's categories and tags with their
// names in both languages and how many articles use each; add, rename, merge a tag, delete what no
// article uses (issue 50, item 4).
export default async function TermsPage() {
  const staff = await requireStaff({ role: "editor", returnTo: "/staff/content/terms" });
  const t = staffTranslator(staff.language);
  const terms = (await listTerms()).map((term) => ({ ...term, countLabel: t("content.terms.count", { count: term.articles }) }));
  return (
    <>
      <Link href="/staff/content" className="text-sm text-fg-muted hover:text-fg">
        ← {t("content.backToList")}
      </Link>
      <h1 className="mt-2 text-h3 font-bold">{t("content.terms.title")}</h1>
      <p className="mt-1 max-w-2xl text-sm text-fg-muted">{t("content.terms.intro")}</p>
      <div className="mt-6">
        <TermsManager terms={terms} copy={termsCopy(staff.language)} />
      </div>
    </>
  );
}
