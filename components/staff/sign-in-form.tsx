"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

type Step = "password" | "code";

// The form's words in the visitor's language (the staff catalogue's signIn section).
export interface SignInCopy {
  email: string;
  password: string;
  code: string;
  submit: string;
  verify: string;
  pending: string;
  unreachable: string;
  tooManyAccount: string;
  tooManyAddress: string;
  locked: string;
  codeUsed: string;
  wrong: string;
  badCode: string;
}

// Posts to Better Auth's own endpoints (/api/auth/...), whose per-address throttling counts every
// attempt in the database. A second step asks for the authenticator code when the account has one.
export function SignInForm({ returnTo, copy, locale }: { returnTo: string; copy: SignInCopy; locale: "en" | "fr" }) {
  const [step, setStep] = useState<Step>("password");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setPending(true);
    const form = new FormData(event.currentTarget);
    const [path, body] =
      step === "password"
        ? ["/api/auth/sign-in/email", { email: form.get("email"), password: form.get("password") }]
        : ["/api/auth/two-factor/verify-totp", { code: form.get("code") }];
    const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
    setPending(false);
    if (!response) return setError(copy.unreachable);
    const data = (await response.json().catch(() => ({}))) as { twoFactorRedirect?: boolean; code?: string; message?: string };
    if (response.status === 429) {
      const seconds = Number(response.headers.get("x-retry-after") ?? 900);
      const [amount, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"];
      const wait = new Intl.NumberFormat(locale === "fr" ? "fr-CA" : "en-CA", { style: "unit", unit, unitDisplay: "long" }).format(amount);
      const template = step === "password" && /account/.test(data.message ?? "") ? copy.tooManyAccount : copy.tooManyAddress;
      return setError(template.replace("{wait}", wait));
    }
    if (!response.ok) {
      if (data.code === "BANNED_USER") return setError(copy.locked);
      if (step === "code" && /already used/.test(data.message ?? "")) return setError(copy.codeUsed);
      return setError(step === "password" ? copy.wrong : copy.badCode);
    }
    if (data.twoFactorRedirect) return setStep("code");
    window.location.assign(returnTo);
  }

  return (
    <form onSubmit={submit} className="mt-6 grid gap-4" noValidate>
      {step === "password" ? (
        <>
          <label className="grid gap-1.5 text-sm font-medium">
            {copy.email}
            <input
              name="email"
              type="email"
              autoComplete="username"
              required
              className="h-11 rounded-control bg-ink-800 px-3 text-base ring-1 ring-ink-600 focus:ring-brand-400"
            />
          </label>
          <label className="grid gap-1.5 text-sm font-medium">
            {copy.password}
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="h-11 rounded-control bg-ink-800 px-3 text-base ring-1 ring-ink-600 focus:ring-brand-400"
            />
          </label>
        </>
      ) : (
        <label className="grid gap-1.5 text-sm font-medium">
          {copy.code}
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            required
            autoFocus
            className="h-11 rounded-control bg-ink-800 px-3 text-base tracking-widest ring-1 ring-ink-600 focus:ring-brand-400"
          />
        </label>
      )}
      <p role="alert" className="min-h-5 text-sm text-danger-300">
        {error}
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? copy.pending : step === "password" ? copy.submit : copy.verify}
      </Button>
    </form>
  );
}
