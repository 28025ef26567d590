"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { staffField } from "@/components/staff/styles";


// POSTs JSON to one of Better Auth's endpoints (throttled per address, Origin-checked).
async function call(path: string, body: Record<string, unknown>): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  const response = await fetch(`/api/auth${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
  if (!response) return { ok: false, status: 0, data: {} };
  return { ok: response.ok, status: response.status, data: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const problem = (status: number, fallback: string) =>
  status === 0 ? "The workspace cannot be reached. Try again." : status === 429 ? "Too many attempts. Wait 15 minutes and try again." : fallback;

export function PasswordForm() {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const next = String(form.get("newPassword"));
    if (next.length < 12) return setMessage({ ok: false, text: "The new password needs at least 12 characters." });
    // Common and easily guessed passwords are refused by the server (zxcvbn), with the reason.
    if (next !== form.get("confirm")) return setMessage({ ok: false, text: "The two new passwords differ." });
    const result = await call("/change-password", { currentPassword: form.get("currentPassword"), newPassword: next, revokeOtherSessions: true });
    if (!result.ok) {
      const weak = result.data.code === "WEAK_PASSWORD" ? String(result.data.message) : null;
      return setMessage({ ok: false, text: weak ?? problem(result.status, "Your current password is not right.") });
    }
    element.reset();
    setMessage({ ok: true, text: "Password changed. Your other sessions were signed out." });
  }
  return (
    <form onSubmit={submit} aria-label="Change password" className="grid max-w-sm gap-3">
      <label className="grid gap-1 text-sm font-medium">
        Current password
        <input name="currentPassword" type="password" autoComplete="current-password" required className={staffField} />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        New password (12 characters or more)
        <input name="newPassword" type="password" autoComplete="new-password" required minLength={12} className={staffField} />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        New password again
        <input name="confirm" type="password" autoComplete="new-password" required className={staffField} />
      </label>
      <Button type="submit" className="justify-self-start">
        Change password
      </Button>
      <p role="status" className={message?.ok ? "text-sm text-success-400" : "text-sm text-danger-300"}>
        {message?.text}
      </p>
    </form>
  );
}

// Turning two-factor on: the password, then the key for the authenticator app and one-time backup
// codes, then a first code from the app proves it is set up.
export function TwoFactorForm({ enabled }: { enabled: boolean }) {
  const [setup, setSetup] = useState<{ uri: string; key: string; backupCodes: string[] } | null>(null);
  const [state, setState] = useState<"on" | "off">(enabled ? "on" : "off");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function start(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get("password");
    const result = await call(state === "on" ? "/two-factor/disable" : "/two-factor/enable", { password });
    if (!result.ok) return setMessage({ ok: false, text: problem(result.status, "That password is not right.") });
    if (state === "on") {
      setState("off");
      return setMessage({ ok: true, text: "Two-factor sign-in is off." });
    }
    const uri = String(result.data.totpURI ?? "");
    setSetup({ uri, key: new URL(uri).searchParams.get("secret") ?? "", backupCodes: (result.data.backupCodes as string[]) ?? [] });
    setMessage(null);
  }

  async function verify(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await call("/two-factor/verify-totp", { code: new FormData(event.currentTarget).get("code") });
    if (!result.ok) return setMessage({ ok: false, text: problem(result.status, "That code is not valid. Try the newest one.") });
    setSetup(null);
    setState("on");
    setMessage({ ok: true, text: "Two-factor sign-in is on." });
  }

  return (
    <div className="grid max-w-sm gap-3">
      <p className="text-sm text-fg-muted">Two-factor sign-in is {state === "on" ? "on" : "off"}.</p>
      {setup ? (
        <form onSubmit={verify} aria-label="Confirm two-factor" className="grid gap-3">
          <p className="text-sm">
            Add this key to your authenticator app (Google Authenticator, 1Password, Authy), or open the link on your phone:
          </p>
          <code data-testid="totp-key" className="rounded-control bg-ink-800 px-3 py-2 text-sm break-all">
            {setup.key}
          </code>
          <a href={setup.uri} className="text-sm text-brand-300">
            Open in authenticator app
          </a>
          <p className="text-sm">Keep these backup codes somewhere safe; each works once:</p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <label className="grid gap-1 text-sm font-medium">
            Code from the app
            <input name="code" inputMode="numeric" autoComplete="one-time-code" required className={staffField} />
          </label>
          <Button type="submit" className="justify-self-start">
            Turn on two-factor
          </Button>
        </form>
      ) : (
        <form onSubmit={start} aria-label={state === "on" ? "Turn off two-factor" : "Set up two-factor"} className="grid gap-3">
          <label className="grid gap-1 text-sm font-medium">
            Your password
            <input name="password" type="password" autoComplete="current-password" required className={staffField} />
          </label>
          <Button type="submit" variant={state === "on" ? "secondary" : "primary"} className="justify-self-start">
            {state === "on" ? "Turn off two-factor" : "Set up two-factor"}
          </Button>
        </form>
      )}
      <p role="status" className={message?.ok ? "text-sm text-success-400" : "text-sm text-danger-300"}>
        {message?.text}
      </p>
    </div>
  );
}
