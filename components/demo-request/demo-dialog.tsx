"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { toast } from "sonner";
import { Crown, Sparkles, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, fieldA11y, Input, Textarea } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { demoRequestSchema, emptyDemoRequest, type DemoRequestInput } from "@/lib/validations/demo-request";

async function submitDemoRequest(values: DemoRequestInput & { cta: string }): Promise<unknown> {
  const response = await fetch("/api/demo-requests", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(values),
  });
  if (!response.ok) throw new Error("Failed to submit demo request");
  return response.json();
}

export default function DemoDialog({
  open,
  cta,
  onOpenChange,
}: {
  open: boolean;
  cta: string;
  onOpenChange: (open: boolean) => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DemoRequestInput>({ resolver: zodResolver(demoRequestSchema), defaultValues: emptyDemoRequest });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitDemoRequest({ ...values, cta });
    } catch {
      toast.error("Submission Failed", {
        description: "Something went wrong. Please try again or contact us directly.",
      });
      return;
    }
    toast.success("Request Submitted Successfully! 🎉", {
      description: "We'll contact you within 24 hours to schedule your exclusive demo.",
    });
    reset();
    onOpenChange(false);
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-[dialog-in_0.2s_ease-out] overflow-y-auto rounded-panel border border-ink-600 bg-ink-900 p-6 shadow-glow sm:p-8">
          <Dialog.Close className="absolute top-4 right-4 grid size-10 place-items-center rounded-control text-fg-muted hover:bg-ink-800 hover:text-fg">
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
          <div className="flex flex-wrap gap-2 pr-10">
            <Badge variant="default">
              <span className="size-1.5 animate-pulse-soft rounded-full bg-success-400" aria-hidden="true" />
              Live Demo Ready
            </Badge>
            <Badge variant="gold">
              <Sparkles className="size-3" aria-hidden="true" />3 Spots Left
            </Badge>
          </div>
          <Dialog.Title className="mt-5 flex items-center gap-2.5 text-h3 font-bold">
            <Crown className="size-6 text-gold-300" aria-hidden="true" />
            Get Exclusive VIP Access
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-fg-muted">
            Join 500+ Elite Dealerships already dominating their markets with our revolutionary AI platform
          </Dialog.Description>

          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            <Field id="demo-name" label="Full Name" error={errors.name?.message} required>
              <Input {...fieldA11y("demo-name", errors.name?.message)} autoComplete="name" {...register("name")} />
            </Field>
            <Field id="demo-email" label="Business Email" error={errors.email?.message} required>
              <Input
                {...fieldA11y("demo-email", errors.email?.message)}
                type="email"
                autoComplete="email"
                {...register("email")}
              />
            </Field>
            <Field id="demo-company" label="Dealership Name" error={errors.company?.message} required>
              <Input
                {...fieldA11y("demo-company", errors.company?.message)}
                autoComplete="organization"
                {...register("company")}
              />
            </Field>
            <Field id="demo-phone" label="Phone Number (Optional)" error={errors.phone?.message}>
              <Input {...fieldA11y("demo-phone", errors.phone?.message)} type="tel" autoComplete="tel" {...register("phone")} />
            </Field>
            <Field id="demo-message" label="Tell Us About Your Goals (Optional)" error={errors.message?.message}>
              <Textarea {...fieldA11y("demo-message", errors.message?.message)} rows={3} {...register("message")} />
            </Field>
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row">
              <Dialog.Close asChild>
                <Button variant="secondary" className="sm:flex-1">
                  Maybe Later
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="gold" disabled={isSubmitting} className="sm:flex-[1.4]">
                {isSubmitting ? (
                  <>
                    <Spinner />
                    Submitting...
                  </>
                ) : (
                  "Get My VIP Demo Now"
                )}
              </Button>
            </div>
          </form>
          <p className="mt-5 text-center text-xs text-fg-subtle">
            No spam, ever • Response within 24 hours • Completely confidential
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
