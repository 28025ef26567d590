"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConsentCheckbox, Honeypot } from "@/components/ui/consent-checkbox";
import { Field, fieldA11y, Input, Select, Textarea } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { marketingConsent } from "@/content/consent";
import { inquiryTypes } from "@/content/contact";
import { browserAttribution } from "@/lib/client/attribution";
import { useFillTimer } from "@/lib/client/use-fill-timer";
import { notify } from "@/lib/client/toast";
import { contactMessageSchema, emptyContactMessage, type ContactMessageInput } from "@/lib/validations/contact-message";

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageSchema), defaultValues: emptyContactMessage });

  const fillTime = useFillTimer();

  const onSubmit = handleSubmit(async (values) => {
    const response = await fetch("/api/contact-messages", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...values, cta: "contact-form", attribution: browserAttribution(), fillMs: fillTime() }),
    }).catch(() => null);
    if (!response?.ok) {
      void notify("error", "Message Not Sent", "Something went wrong. Please try again or e-mail hello@torqueanalytics.ca.");
      return;
    }
    void notify("success", "Message Sent", "Thanks for reaching out. We reply within 24 hours.");
    reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <Field id="contact-name" label="Full Name" error={errors.name?.message} required>
        <Input {...fieldA11y("contact-name", errors.name?.message, { required: true })} autoComplete="name" {...register("name")} />
      </Field>
      <Field id="contact-email" label="Email Address" error={errors.email?.message} required>
        <Input {...fieldA11y("contact-email", errors.email?.message, { required: true })} type="email" autoComplete="email" {...register("email")} />
      </Field>
      <Field id="contact-company" label="Company/Dealership" error={errors.company?.message}>
        <Input {...fieldA11y("contact-company", errors.company?.message)} autoComplete="organization" {...register("company")} />
      </Field>
      <Field id="contact-phone" label="Phone Number" error={errors.phone?.message}>
        <Input {...fieldA11y("contact-phone", errors.phone?.message)} type="tel" autoComplete="tel" {...register("phone")} />
      </Field>
      <Field id="contact-inquiry" label="Inquiry Type" error={errors.inquiryType?.message}>
        <Select {...fieldA11y("contact-inquiry", errors.inquiryType?.message)} {...register("inquiryType")}>
          {inquiryTypes.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="contact-subject" label="Subject" error={errors.subject?.message} required>
        <Input {...fieldA11y("contact-subject", errors.subject?.message, { required: true })} {...register("subject")} />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message} required className="sm:col-span-2">
        <Textarea {...fieldA11y("contact-message", errors.message?.message, { required: true })} rows={6} {...register("message")} />
      </Field>
      <div className="sm:col-span-2">
        <ConsentCheckbox id="contact-consent" label={marketingConsent.text} registration={register("consent")} />
      </div>
      <Honeypot registration={register("website")} />
      <div className="sm:col-span-2">
        <Button type="submit" variant="gold" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner /> : <Send className="size-4" aria-hidden="true" />}
          {isSubmitting ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
