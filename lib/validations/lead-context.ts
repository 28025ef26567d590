// What the site's forms send besides their fields: attribution, CASL consent and the spam signals.
// Every part is optional, so API clients that send only the form fields keep working.
import * as z from "zod/mini";
import { optionalText } from "./fields";

const touch = z.optional(
  z.object({
    source: optionalText(200),
    medium: optionalText(200),
    campaign: optionalText(200),
    term: optionalText(200),
    content: optionalText(200),
  }),
);

export const leadContextFields = {
  attribution: z.optional(
    z.object({
      landingPage: optionalText(500),
      referrer: optionalText(500),
      submittedFrom: optionalText(500),
      firstTouch: touch,
      lastTouch: touch,
    }),
  ),
  consent: z.optional(z.boolean({ error: "Consent must be true or false" })),
  // Spam signals: a field people never see (bots fill it in), and when the form was opened.
  website: optionalText(500),
  startedAt: z.optional(z.number({ error: "startedAt must be a number" })),
};

export type LeadContext = {
  attribution?: z.output<(typeof leadContextFields)["attribution"]>;
  consent?: boolean;
  website?: string | null;
  startedAt?: number;
};
