"use client";

import { useForm } from "react-hook-form";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConsentCheckbox, Honeypot } from "@/components/ui/consent-checkbox";
import { Field, fieldA11y, Input, Select, Textarea } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { browserAttribution } from "@/lib/client/attribution";
import { useFillTimer } from "@/lib/client/use-fill-timer";
import { notify } from "@/lib/client/toast";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { contactMessageSchema, emptyContactMessage, type ContactMessageData, type ContactMessageInput } from "@/lib/validations/contact-message";
import type { ErrorTable } from "@/lib/validations/field-errors";
import { formResolver } from "@/lib/validations/form-resolver";

// Everything the form shows, in the page's language: built by the server page (components/pages/
// contact-page.tsx) from the "contact" and "forms" messages, the inquiry types and the CASL consent.
export interface ContactFormCopy {
  locale: Locale;
  labels: { name: string; email: string; company: string; phone: string; inquiryType: string; subject: string; message: string; consent: string };
  inquiryTypes: { value: string; label: string }[];
  submit: string;
  submitting: string;
  success: { title: string; description: string };
  failure: { title: string; description: string };
  errors: ErrorTable;
}

export function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessageData>({
    resolver: formResolver(contactMessageSchema, copy.errors, (n) => formatNumber(copy.locale, n)),
    defaultValues: emptyContactMessage,
  });

  const fillTime = useFillTimer();

  const onSubmit = handleSubmit(async (values) => {
    const response = await fetch("/api/contact-messages", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...values, cta: "contact-form", locale: copy.locale, attribution: browserAttribution(), fillMs: fillTime() }),
    }).catch(() => null);
    if (!response?.ok) {
      void notify("error", copy.failure.title, copy.failure.description);
      return;
    }
    void notify("success", copy.success.title, copy.success.description);
    reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2 [&>*]:min-w-0">
      <Field id="contact-name" label={copy.labels.name} error={errors.name?.message} required>
        <Input {...fieldA11y("contact-name", errors.name?.message, { required: true })} autoComplete="name" {...register("name")} />
      </Field>
      <Field id="contact-email" label={copy.labels.email} error={errors.email?.message} required>
        <Input {...fieldA11y("contact-email", errors.email?.message, { required: true })} type="email" autoComplete="email" {...register("email")} />
      </Field>
      <Field id="contact-company" label={copy.labels.company} error={errors.company?.message}>
        <Input {...fieldA11y("contact-company", errors.company?.message)} autoComplete="organization" {...register("company")} />
      </Field>
      <Field id="contact-phone" label={copy.labels.phone} error={errors.phone?.message}>
        <Input {...fieldA11y("contact-phone", errors.phone?.message)} type="tel" autoComplete="tel" {...register("phone")} />
      </Field>
      <Field id="contact-inquiry" label={copy.labels.inquiryType} error={errors.inquiryType?.message}>
        <Select {...fieldA11y("contact-inquiry", errors.inquiryType?.message)} {...register("inquiryType")}>
          {copy.inquiryTypes.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="contact-subject" label={copy.labels.subject} error={errors.subject?.message} required>
        <Input {...fieldA11y("contact-subject", errors.subject?.message, { required: true })} {...register("subject")} />
      </Field>
      <Field id="contact-message" label={copy.labels.message} error={errors.message?.message} required className="sm:col-span-2">
        <Textarea {...fieldA11y("contact-message", errors.message?.message, { required: true })} rows={6} {...register("message")} />
      </Field>
      <div className="sm:col-span-2">
        <ConsentCheckbox id="contact-consent" label={copy.labels.consent} registration={register("consent")} />
      </div>
      <Honeypot registration={register("website")} />
      <div className="sm:col-span-2">
        <Button type="submit" variant="gold" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner /> : <Send className="size-4" aria-hidden="true" />}
          {isSubmitting ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
