// Field builders shared by the site's forms: strings are trimmed, lengths are bounded, and each
// field carries the one message its form shows under it.
import * as z from "zod/mini";

const tooLong = (max: number) => z.maxLength(max, `Must be at most ${max} characters`);

export const requiredText = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), tooLong(max));

export const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), tooLong(max))));

export const emailAddress = (message = "Please enter a valid email address") =>
  z.string({ error: message }).check(z.trim(), z.maxLength(254, message), z.regex(z.regexes.email, message));
