// Display helpers for the guide's sample screens: prices in whole Canadian dollars, odometers in km.
import { formatCad } from "@/lib/roi";

export { formatCad };

export function formatWeekly(amount: number): string {
  return `${formatCad(amount)}/wk`;
}

export function formatKm(km: number): string {
  return `${km.toLocaleString("en-CA")} km`;
}

// "2025-04-14" -> "Apr 14, 2025", in UTC so the server and the browser agree.
export function formatSampleDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString("en-CA", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
