"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { staffField } from "@/components/staff/styles";
import { useStaffAction, type ActionCopy } from "./use-staff-action";

// The account page's words, in the staff member's language (content/messages/*/staff.json "account").
export interface AccountCopy extends ActionCopy {
  currentPassword: string;
  newPassword: string;
  newPasswordAgain: string;
  changePassword: string;
  passwordForm: string;
  tooShort: string;
  differ: string;
  wrongPassword: string;
  passwordChanged: string;
  tooMany: string;
  addKey: string;
  openApp: string;
  backupCodes: string;
  code: string;
  turnOn: string;
  turnOff: string;
  setUp: string;
  confirmForm: string;
  yourPassword: string;
  passwordNotRight: string;
  codeNotValid: string;
  isOn: string;
  isOff: string;
  saving: string;
}

// POSTs JSON to one of Better Auth's endpoints (throttled per address, Origin-checked).
async function call(path: string, body: Record<string, unknown>): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  const response = await fetch(`/api/auth${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).catch(
    () => null,
  );
  if (!response) return { ok: false, status: 0, data: {} };
  return { ok: response.ok, status: response.status, data: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const problem = (copy: AccountCopy, status: number, fallback: string) => (status === 0 ? copy.unreachable : status === 429 ? copy.tooMany : fallback);

export function PasswordForm({ copy }: { copy: AccountCopy }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const next = String(form.get("newPassword"));
    if (next.length < 12) return setMessage({ ok: false, text: copy.tooShort });
    // Common and easily guessed passwords are refused by the server (zxcvbn), with the reason.
    if (next !== form.get("confirm")) return setMessage({ ok: false, text: copy.differ });
    const result = await call("/change-password", { currentPassword: form.get("currentPassword"), newPassword: next, revokeOtherSessions: true });
    if (!result.ok) {
      const weak = result.data.code === "WEAK_PASSWORD" ? String(result.data.message) : null;
      return setMessage({ ok: false, text: weak ?? problem(copy, result.status, copy.wrongPassword) });
    }
    element.reset();
    setMessage({ ok: true, text: copy.passwordChanged });
  }
  return (
    <form onSubmit={submit} aria-label={copy.passwordForm} className="grid max-w-sm gap-3">
      <label className="grid gap-1 text-sm font-medium">
        {copy.currentPassword}
        <input name="currentPassword" type="password" autoComplete="current-password" required className={staffField} />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {copy.newPassword}
        <input name="newPassword" type="password" autoComplete="new-password" required minLength={12} className={staffField} />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {copy.newPasswordAgain}
        <input name="confirm" type="password" autoComplete="new-password" required className={staffField} />
      </label>
      <Button type="submit" className="justify-self-start">
        {copy.changePassword}
      </Button>
      <p role="status" className={message?.ok ? "text-sm text-success-400" : "text-sm text-danger-300"}>
        {message?.text}
      </p>
    </form>
  );
}

// Turning two-factor on: the password, then the key for the authenticator app and one-time backup
// codes, then a first code from the app proves it is set up.
export function TwoFactorForm({ enabled, copy }: { enabled: boolean; copy: AccountCopy }) {
  const [setup, setSetup] = useState<{ uri: string; key: string; backupCodes: string[] } | null>(null);
  const [state, setState] = useState<"on" | "off">(enabled ? "on" : "off");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function start(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get("password");
    const result = await call(state === "on" ? "/two-factor/disable" : "/two-factor/enable", { password });
    if (!result.ok) return setMessage({ ok: false, text: problem(copy, result.status, copy.passwordNotRight) });
    if (state === "on") {
      setState("off");
      return setMessage({ ok: true, text: copy.isOff });
    }
    const uri = String(result.data.totpURI ?? "");
    setSetup({ uri, key: new URL(uri).searchParams.get("secret") ?? "", backupCodes: (result.data.backupCodes as string[]) ?? [] });
    setMessage(null);
  }

  async function verify(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await call("/two-factor/verify-totp", { code: new FormData(event.currentTarget).get("code") });
    if (!result.ok) return setMessage({ ok: false, text: problem(copy, result.status, copy.codeNotValid) });
    setSetup(null);
    setState("on");
    setMessage({ ok: true, text: copy.isOn });
  }

  return (
    <div className="grid max-w-sm gap-3">
      <p className="text-sm text-fg-muted">{state === "on" ? copy.isOn : copy.isOff}</p>
      {setup ? (
        <form onSubmit={verify} aria-label={copy.confirmForm} className="grid gap-3">
          <p className="text-sm">{copy.addKey}</p>
          <code data-testid="totp-key" className="rounded-control bg-ink-800 px-3 py-2 text-sm break-all">
            {setup.key}
          </code>
          <a href={setup.uri} className="text-sm text-brand-300">
            {copy.openApp}
          </a>
          <p className="text-sm">{copy.backupCodes}</p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <label className="grid gap-1 text-sm font-medium">
            {copy.code}
            <input name="code" inputMode="numeric" autoComplete="one-time-code" required className={staffField} />
          </label>
          <Button type="submit" className="justify-self-start">
            {copy.turnOn}
          </Button>
        </form>
      ) : (
        <form onSubmit={start} aria-label={state === "on" ? copy.turnOff : copy.setUp} className="grid gap-3">
          <label className="grid gap-1 text-sm font-medium">
            {copy.yourPassword}
            <input name="password" type="password" autoComplete="current-password" required className={staffField} />
          </label>
          <Button type="submit" variant={state === "on" ? "secondary" : "primary"} className="justify-self-start">
            {state === "on" ? copy.turnOff : copy.setUp}
          </Button>
        </form>
      )}
      <p role="status" className={message?.ok ? "text-sm text-success-400" : "text-sm text-danger-300"}>
        {message?.text}
      </p>
    </div>
  );
}

// The workspace's language and the time zone times are shown in (POST /staff/actions/settings);
// the page re-renders in the language chosen.
export function SettingsForm(props: {
  language: string;
  timeZone: string;
  labels: { form: string; language: string; timeZone: string; hint: string; save: string; canada: string; elsewhere: string; team: string };
  canada: { zone: string; label: string }[];
  elsewhere: string[];
  copy: ActionCopy & { saving: string };
}) {
  const [state, submit, pending] = useStaffAction("/staff/actions/settings", props.copy);
  const { labels } = props;
  return (
    <form onSubmit={submit} aria-label={labels.form} className="grid max-w-md gap-3">
      <label className="grid gap-1 text-sm font-medium">
        {labels.language}
        <select name="language" defaultValue={props.language} className={staffField}>
          {/* Each language named in itself. */}
          <option value="en" lang="en">
            English
          </option>
          <option value="fr" lang="fr">
            Français
          </option>
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {labels.timeZone}
        <select name="timeZone" defaultValue={props.timeZone} aria-describedby="time-zone-hint" className={staffField}>
          <option value="">{labels.team}</option>
          <optgroup label={labels.canada}>
            {props.canada.map(({ zone, label }) => (
              <option key={zone} value={zone}>
                {label}
              </option>
            ))}
          </optgroup>
          <optgroup label={labels.elsewhere}>
            {props.elsewhere.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <p id="time-zone-hint" className="text-sm text-fg-muted">
        {labels.hint}
      </p>
      <Button type="submit" className="justify-self-start">
        {labels.save}
      </Button>
      <p role="status" className={state.error ? "text-sm text-danger-300" : "text-sm text-success-400"}>
        {pending ? props.copy.saving : (state.error ?? state.saved)}
      </p>
    </form>
  );
}
