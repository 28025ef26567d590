import Link from "next/link";

// 403 inside the workspace: signed in, but the page is for administrators.
export default function Forbidden() {
  return (
    <main className="grid min-h-dvh place-items-center px-5">
      <div className="max-w-sm text-center">
        <h1 className="text-h3 font-bold">Administrators only</h1>
        <p className="mt-2 text-sm text-fg-muted">Your account can work leads but not open this page. Ask an administrator if you need it.</p>
        <Link href="/staff" className="mt-5 inline-block text-sm font-semibold text-brand-300 hover:text-brand-200">
          Back to the inbox
        </Link>
      </div>
    </main>
  );
}
