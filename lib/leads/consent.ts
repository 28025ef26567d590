import "server-only";
import { marketingConsent } from "@/content/consent";

// The exact words a consent answer was given to, from the version stored with it (CASL's record).
export function consentWording(version: string | null): string | null {
  if (!version) return null;
  return Object.values(marketingConsent).find((c) => c.version === version)?.text ?? null;
}
