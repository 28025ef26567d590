import type { Metadata } from "next";
import Link from "next/link";
import { EraseForm } from "@/components/staff/erase-form";
import { findPersonalData } from "@/lib/leads/privacy";
import { requireStaff } from "@/lib/staff/session";
import { staffField, staffButton } from "@/components/staff/styles";
import { isEmailAddress } from "@/lib/validations/fields";
import { countOf } from "@/lib/utils";

export const metadata: Metadata = { title: "Privacy requests" };

// GET /staff/privacy?email=... - administrators only: answer an access or erasure request.
export default async function PrivacyPage({ searchParams }: PageProps<"/staff/privacy">) {
  await requireStaff({ role: "admin", returnTo: "/staff/privacy" });
  const raw = (await searchParams).email;
  const email = typeof raw === "string" && isEmailAddress(raw.trim()) ? raw.trim() : null;
  const found = email ? await findPersonalData(email) : null;
  const total = found ? found.demoRequests.length + found.contactMessages.length : 0;

  return (
    <>
      <h1 className="text-h3 font-bold">Privacy requests</h1>
      <p className="mt-1 max-w-2xl text-sm text-fg-muted">
        Find everything the site stores about one e-mail address: send the person their copy, or erase it. Erasures are recorded in the audit log by count only.
      </p>
      <form method="get" className="mt-4 flex items-end gap-2 rounded-card bg-ink-900 p-3 ring-1 ring-ink-700">
        <label className="grid flex-1 gap-1 text-xs text-fg-muted">
          E-mail address
          <input name="email" type="email" required defaultValue={email ?? (typeof raw === "string" ? raw : "")} className={staffField} />
        </label>
        <button type="submit" className={staffButton}>
          Find
        </button>
      </form>
      {raw !== undefined && !email && (
        <p role="alert" className="mt-3 text-sm text-danger-300">
          Enter a full e-mail address.
        </p>
      )}
      {found && email && (
        <section aria-label="Stored about this address" className="mt-5 grid gap-4 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
          <p className="text-sm">
            {total === 0
              ? "Nothing is stored about this address."
              : `${countOf(found.demoRequests.length, "demo request")}, ${countOf(found.contactMessages.length, "contact message")} and ${countOf(found.history.length, "history entry", "history entries")}.`}
          </p>
          {total > 0 && (
            <>
              <ul className="grid gap-1 text-sm">
                {[...found.demoRequests.map((r) => ({ ...r, kind: "demo" })), ...found.contactMessages.map((r) => ({ ...r, kind: "contact" }))].map((r) => (
                  <li key={`${r.kind}-${r.id}`}>
                    <Link href={`/staff/leads/${r.kind}/${r.id}`} className="text-brand-300">
                      {r.kind === "demo" ? "Demo request" : "Contact message"} · {r.createdAt.slice(0, 10)}
                    </Link>
                  </li>
                ))}
              </ul>
              <a href={`/staff/privacy-export?email=${encodeURIComponent(email)}`} className="justify-self-start text-sm font-semibold text-brand-300 hover:text-brand-200">
                Download as JSON
              </a>
              <EraseForm email={email} />
            </>
          )}
        </section>
      )}
    </>
  );
}
