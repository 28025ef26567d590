// One schema for the contact page's form and POST /api/contact-messages.
import * as z from "zod/mini";
import { inquiryTypes, type InquiryType } from "@/content/contact";
import { emailAddress, optionalText, requiredMessage, requiredText } from "./fields";
import { leadContextFields } from "./lead-context";

const INQUIRY_TYPES = inquiryTypes.map((t) => t.value) as [InquiryType, ...InquiryType[]];

export const contactMessageSchema = z.object({
  name: requiredText(1, 100, "fullNameRequired"),
  email: emailAddress(),
  company: optionalText(150),
  phone: optionalText(40),
  subject: requiredText(1, 200, "subjectRequired"),
  message: requiredMessage(1, 5000, "messageRequired"),
  inquiryType: z._default(z.enum(INQUIRY_TYPES, { error: "inquiryType" }), "general"),
  cta: optionalText(100),
  ...leadContextFields,
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageData = z.output<typeof contactMessageSchema>;

export const emptyContactMessage = {
  name: "",
  email: "",
  company: "",
  phone: "",
  subject: "",
  message: "",
  inquiryType: "general",
  consent: false,
  website: "",
} satisfies ContactMessageInput;
