import { Mail, MapPin, Phone } from "lucide-react";
import type { privacyOfficer as PrivacyOfficer } from "@/content/legal";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

// "1-888-555-0142" -> "tel:+18885550142"
const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, "")}`;

// The person in charge of personal information, at the end of the Privacy Policy, in its language.
export function PrivacyOfficerCard({ locale, officer }: { locale: Locale; officer: typeof PrivacyOfficer }) {
  const t = translator(locale, "legal");
  const { name, title, email, phone, address } = officer;
  return (
    <aside
      aria-labelledby="privacy-officer-heading"
      className="mt-14 rounded-panel border border-brand-400/30 bg-gradient-to-br from-ink-850 to-ink-900 p-6 shadow-glow sm:p-8"
    >
      <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">{t("officer.eyebrow")}</p>
      <h2 id="privacy-officer-heading" className="mt-3 text-h3 font-bold text-balance">
        {t("officer.title")}
      </h2>
      <p className="mt-3 leading-7 text-fg-muted">{t("officer.text")}</p>
      <div className="mt-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-gold-300 font-bold text-ink-950"
        >
          {name
            .split(/\s+/)
            .map((part) => part[0])
            .join("")}
        </span>
        <p className="min-w-0">
          <span className="block font-semibold text-fg">{name}</span>
          <span className="block text-sm text-brand-300">{title}</span>
        </p>
      </div>
      <ul className="mt-6 grid gap-3 text-sm sm:grid-cols-2 [&>*]:min-w-0">
        <li>
          <a href={`mailto:${email}`} className="flex items-center gap-3 text-fg-muted hover:text-fg">
            <Mail className="size-4.5 shrink-0 text-brand-300" aria-hidden="true" />
            {email}
          </a>
        </li>
        <li>
          <a href={telHref(phone)} className="flex items-center gap-3 text-fg-muted hover:text-fg">
            <Phone className="size-4.5 shrink-0 text-brand-300" aria-hidden="true" />
            {phone}
          </a>
        </li>
        <li className="flex items-start gap-3 text-fg-muted sm:col-span-2">
          <MapPin className="mt-0.5 size-4.5 shrink-0 text-brand-300" aria-hidden="true" />
          <address className="not-italic">{address}</address>
        </li>
      </ul>
    </aside>
  );
}
