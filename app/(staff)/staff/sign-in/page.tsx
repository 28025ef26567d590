import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/staff/sign-in-form";
import { currentStaff } from "@/lib/staff/session";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "Sign in" };

// Only paths inside the workspace are followed after signing in (no open redirect).
const safeReturn = (next: string | string[] | undefined) => (typeof next === "string" && /^\/staff(\/[\w\-/?=&%.]*)?$/.test(next) ? next : "/staff");

export default async function SignInPage({ searchParams }: PageProps<"/staff/sign-in">) {
  const returnTo = safeReturn((await searchParams).next);
  if (await currentStaff()) redirect(returnTo);
  return (
    <main className="grid min-h-dvh place-items-center px-5 py-10">
      <div className="w-full max-w-sm rounded-panel bg-ink-900 p-7 ring-1 ring-ink-700">
        <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{siteConfig.name}</p>
        <h1 className="mt-2 text-h3 font-bold">Sales workspace</h1>
        <p className="mt-2 text-sm text-fg-muted">Staff only. Accounts are created by an administrator.</p>
        <SignInForm returnTo={returnTo} />
      </div>
    </main>
  );
}
