"use client";

import { lazy, Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import * as Dialog from "@radix-ui/react-dialog";
import { Crown, Sparkles, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConsentCheckbox, Honeypot } from "@/components/ui/consent-checkbox";
import { Field, fieldA11y, Input, Textarea } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { browserAttribution } from "@/lib/client/attribution";
import { useFillTimer } from "@/lib/client/use-fill-timer";
import { notify } from "@/lib/client/toast";
import type { DemoDialogCopy } from "@/lib/i18n/forms";
import { formatNumber } from "@/lib/i18n/format";
import { demoRequestSchema, emptyDemoRequest, type DemoRequestData, type DemoRequestInput } from "@/lib/validations/demo-request";
import { formResolver } from "@/lib/validations/form-resolver";
import { cn } from "@/lib/utils";

// The slot picker (components/booking) loads when the success step shows, never with the page.
const BookingFlow = lazy(() => import("@/components/booking/booking-flow"));

// The answer carries a booking token when the lead may book its demo at once (issue 48).
async function submitDemoRequest(values: DemoRequestInput): Promise<{ received?: boolean; booking?: string }> {
  const response = await fetch("/api/demo-requests", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(values),
  });
  if (!response.ok) throw new Error("Failed to submit demo request");
  return response.json();
}

export default function DemoDialog({
  copy,
  open,
  cta,
  onOpenChange,
}: {
  copy: DemoDialogCopy;
  open: boolean;
  cta: string;
  onOpenChange: (open: boolean) => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DemoRequestInput, unknown, DemoRequestData>({
    resolver: formResolver(demoRequestSchema, copy.errors, (n) => formatNumber(copy.locale, n)),
    defaultValues: emptyDemoRequest,
  });

  const fillTime = useFillTimer(open);
  // The success step: the booking token of the request just sent.
  const [booking, setBooking] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    let answer: Awaited<ReturnType<typeof submitDemoRequest>>;
    try {
      answer = await submitDemoRequest({ ...values, cta, locale: copy.locale, attribution: browserAttribution(), fillMs: fillTime() });
    } catch {
      void notify("error", copy.failure.title, copy.failure.description);
      return;
    }
    reset();
    void notify("success", copy.success.title, copy.success.description);
    // The promise of a reply stands; a lead that may book its demo now gets the picker instead of
    // the dialog closing.
    if (answer.booking) setBooking(answer.booking);
    else onOpenChange(false);
  });

  const openChange = (next: boolean) => {
    if (!next) setBooking(null);
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm" />
        <Dialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg",
            "-translate-x-1/2 -translate-y-1/2 animate-[dialog-in_0.2s_ease-out] overflow-y-auto",
            "rounded-panel border border-ink-600 bg-ink-900 p-6 shadow-glow sm:p-8",
          )}
        >
          <Dialog.Close className="absolute top-4 right-4 grid size-10 place-items-center rounded-control text-fg-muted hover:bg-ink-800 hover:text-fg">
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{copy.close}</span>
          </Dialog.Close>
          <div className="flex flex-wrap gap-2 pr-10">
            <Badge variant="default">
              <span className="size-1.5 animate-pulse-soft rounded-full bg-success-400" aria-hidden="true" />
              {copy.liveBadge}
            </Badge>
            <Badge variant="gold">
              <Sparkles className="size-3" aria-hidden="true" />
              {copy.spotsBadge}
            </Badge>
          </div>
          <Dialog.Title className="mt-5 flex items-center gap-2.5 text-h3 font-bold">
            <Crown className="size-6 text-gold-300" aria-hidden="true" />
            {copy.title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-fg-muted">{copy.description}</Dialog.Description>

          {booking ? (
            <div data-testid="booking-step" className="mt-6 space-y-4">
              <Suspense
                fallback={
                  <p className="flex items-center gap-2 text-sm text-fg-muted">
                    <Spinner />
                  </p>
                }
              >
                <BookingFlow locale={copy.locale} token={booking} channel="dialog" />
              </Suspense>
              <Dialog.Close asChild>
                <Button variant="secondary" className="w-full">
                  {copy.close}
                </Button>
              </Dialog.Close>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
              <Field id="demo-name" label={copy.labels.name} error={errors.name?.message} required>
                <Input {...fieldA11y("demo-name", errors.name?.message, { required: true })} autoComplete="name" {...register("name")} />
              </Field>
              <Field id="demo-email" label={copy.labels.email} error={errors.email?.message} required>
                <Input {...fieldA11y("demo-email", errors.email?.message, { required: true })} type="email" autoComplete="email" {...register("email")} />
              </Field>
              <Field id="demo-company" label={copy.labels.company} error={errors.company?.message} required>
                <Input {...fieldA11y("demo-company", errors.company?.message, { required: true })} autoComplete="organization" {...register("company")} />
              </Field>
              <Field id="demo-phone" label={copy.labels.phone} error={errors.phone?.message}>
                <Input {...fieldA11y("demo-phone", errors.phone?.message)} type="tel" autoComplete="tel" {...register("phone")} />
              </Field>
              <Field id="demo-message" label={copy.labels.message} error={errors.message?.message}>
                <Textarea {...fieldA11y("demo-message", errors.message?.message)} rows={3} {...register("message")} />
              </Field>
              <ConsentCheckbox id="demo-consent" label={copy.labels.consent} registration={register("consent")} />
              <Honeypot registration={register("website")} />
              <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row">
                <Dialog.Close asChild>
                  <Button variant="secondary" className="sm:flex-1">
                    {copy.later}
                  </Button>
                </Dialog.Close>
                <Button type="submit" variant="gold" disabled={isSubmitting} className="sm:flex-[1.4]">
                  {isSubmitting ? (
                    <>
                      <Spinner />
                      {copy.submitting}
                    </>
                  ) : (
                    copy.submit
                  )}
                </Button>
              </div>
            </form>
          )}
          <p className="mt-5 text-center text-xs text-fg-subtle">{copy.footer}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
