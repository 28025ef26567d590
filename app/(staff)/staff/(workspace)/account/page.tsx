import type { Metadata } from "next";
import { PasswordForm, TwoFactorForm } from "@/components/staff/account-forms";
import { requireStaff, twoFactorRequired } from "@/lib/staff/session";

export const metadata: Metadata = { title: "Your account" };

// GET /staff/account - the signed-in staff member's password and two-factor sign-in.
export default async function AccountPage() {
  const staff = await requireStaff({ returnTo: "/staff/account", allowWithout2fa: true });
  return (
    <>
      <h1 className="text-h3 font-bold">Your account</h1>
      <p className="mt-1 text-sm text-fg-muted">
        {staff.email} · {staff.role}
      </p>
      {twoFactorRequired(staff) && !staff.twoFactor && (
        <p role="alert" className="mt-4 max-w-xl rounded-control bg-gold-400/15 p-3 text-sm text-gold-200">
          Administrators must use two-factor sign-in here. Set it up below to open the rest of the workspace.
        </p>
      )}
      <section aria-label="Password" className="mt-6 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
        <h2 className="mb-3 text-base font-semibold">Password</h2>
        <PasswordForm />
      </section>
      <section aria-label="Two-factor sign-in" className="mt-5 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
        <h2 className="mb-3 text-base font-semibold">Two-factor sign-in</h2>
        <TwoFactorForm enabled={staff.twoFactor} />
      </section>
    </>
  );
}
