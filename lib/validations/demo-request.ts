// One schema for the demo dialog (zodResolver) and POST /api/demo-requests (safeParse).
// zod/mini keeps the browser bundle small; the messages are the spec's (section 5).
import * as z from "zod/mini";

const requiredText = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.minLength(min, message),
    z.maxLength(max, `Must be at most ${max} characters`),
  );

const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`))));

export const demoRequestSchema = z.object({
  name: requiredText(2, 100, "Name must be at least 2 characters"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .check(
      z.trim(),
      z.maxLength(254, "Please enter a valid email address"),
      z.regex(z.regexes.email, "Please enter a valid email address"),
    ),
  company: requiredText(2, 150, "Company name must be at least 2 characters"),
  phone: optionalText(40),
  message: optionalText(5000),
  cta: optionalText(100),
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequestData = z.output<typeof demoRequestSchema>;

// The dialog's fields (spec section 3: all start as empty strings); cta is set by the button that opened it.
export const emptyDemoRequest = { name: "", email: "", company: "", phone: "", message: "" } satisfies DemoRequestInput;
