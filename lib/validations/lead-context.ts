// What the site's forms send besides their fields: attribution, CASL consent and the spam signals.
// Every part is optional, so API clients that send only the form fields keep working.
import * as z from "zod/mini";
import { contextText } from "./fields";

const touch = z.optional(
  z.object({
    source: contextText(200),
    medium: contextText(200),
    campaign: contextText(200),
    term: contextText(200),
    content: contextText(200),
  }),
);

export const leadContextFields = {
  attribution: z.optional(
    z.object({
      landingPage: contextText(500),
      referrer: contextText(500),
      submittedFrom: contextText(500),
      firstTouch: touch,
      lastTouch: touch,
    }),
  ),
  consent: z.optional(z.boolean({ error: "consent" })),
  // The language of the page the form was on: the lead is stored with it, and field errors come
  // back in it.
  locale: z.optional(z.enum(["en", "fr"], { error: "Language must be en or fr" })),
  // Spam signals: a field people never see (bots fill it in), and how long the form was open, in
  // milliseconds on the page's own monotonic clock (lib/client/use-fill-timer.ts).
  website: contextText(500),
  fillMs: z.optional(z.number({ error: "fillMs must be a number" })),
};

export type LeadContext = {
  attribution?: z.output<(typeof leadContextFields)["attribution"]>;
  consent?: boolean;
  locale?: "en" | "fr";
  website?: string | null;
  fillMs?: number;
};
