// The validation messages are the spec's English ones (lib/validations/fields.ts and the form
// schemas), so the browser and the API give the same words. A French page, or an API request that
// prefers French, shows them through this table instead (content/messages/*/forms.json, "errors").
// Safe on both sides: the form passes its language's table in.
const KEYS: Record<string, string> = {
  "Name must be at least 2 characters": "nameTooShort",
  "Please enter a valid email address": "invalidEmail",
  "Company name must be at least 2 characters": "companyTooShort",
  "Please enter your full name": "fullNameRequired",
  "Please enter a subject": "subjectRequired",
  "Please enter a message": "messageRequired",
  "Please choose an inquiry type from the list": "inquiryType",
  "Consent must be true or false": "consent",
  "Must be one line of plain text": "oneLine",
  "Contains malformed text": "malformed",
  "Contains characters that are not allowed": "notAllowed",
};

export type ErrorTable = Record<string, string>;

export function localizeFieldError(message: string, table: ErrorTable, formatNumber: (n: number) => string = String): string {
  const tooLong = /^Must be at most (\d+) characters$/.exec(message);
  if (tooLong && table.tooLong) return table.tooLong.replace("{max}", formatNumber(Number(tooLong[1])));
  const key = KEYS[message];
  return (key && table[key]) || message;
}

export const localizeFieldErrors = (errors: Record<string, string>, table: ErrorTable, formatNumber?: (n: number) => string) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, localizeFieldError(message, table, formatNumber)]));
