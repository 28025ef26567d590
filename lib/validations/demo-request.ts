// One schema for the demo dialog (zodResolver) and POST /api/demo-requests (safeParse).
// zod/mini keeps the browser bundle small; the messages are keys of the spec's texts (section 5).
import * as z from "zod/mini";
import { emailAddress, optionalMessage, optionalText, requiredText } from "./fields";
import { leadContextFields } from "./lead-context";

export const demoRequestSchema = z.object({
  name: requiredText(2, 100, "nameTooShort"),
  email: emailAddress(),
  company: requiredText(2, 150, "companyTooShort"),
  phone: optionalText(40),
  message: optionalMessage(5000),
  cta: optionalText(100),
  ...leadContextFields,
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequestData = z.output<typeof demoRequestSchema>;

// The dialog's fields (spec section 3: all start as empty strings); cta is set by the button that opened it.
export const emptyDemoRequest = {
  name: "",
  email: "",
  company: "",
  phone: "",
  message: "",
  consent: false,
  website: "",
} satisfies DemoRequestInput;
