// Marketing attribution for the site's own leads: the visitor's first touch (landing page, referrer, UTM
// parameters) and the last touch that carried UTM parameters before they submitted a form, kept in the
// page's memory only (issue 51: the site leaves no cookie and no storage item in the browser). It holds
// across the site's client-side navigations; a full page load (a link to the other language, a reload)
// starts over at that page. No third-party service sees any of it.
export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

export interface Touch {
  landingPage: string;
  referrer: string;
  utm: Utm;
  at: string;
}

const FIRST = "torque:first-touch";
const LAST = "torque:last-touch";

export function utmFrom(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, 200);
  }
  return utm;
}

// Only another site counts as a referrer; moving between our own pages does not.
function externalReferrer(referrer: string, origin: string): string {
  try {
    return referrer && new URL(referrer).origin !== origin ? referrer.slice(0, 500) : "";
  } catch {
    return "";
  }
}

function read(store: Storage, key: string): Touch | null {
  try {
    return JSON.parse(store.getItem(key) ?? "null") as Touch | null;
  } catch {
    return null;
  }
}

// Called on every page view: the first one becomes the first touch; any view with UTM parameters
// becomes the last touch.
export function recordVisit(store: Storage, location: { pathname: string; search: string; origin: string }, referrer: string, now = new Date()): void {
  const touch: Touch = {
    landingPage: `${location.pathname}${location.search}`.slice(0, 500),
    referrer: externalReferrer(referrer, location.origin),
    utm: utmFrom(location.search),
    at: now.toISOString(),
  };
  try {
    if (!read(store, FIRST)) store.setItem(FIRST, JSON.stringify(touch));
    if (Object.keys(touch.utm).length > 0 || !read(store, LAST)) store.setItem(LAST, JSON.stringify(touch));
  } catch {
    // Storage full or blocked: the lead is still sent, just without attribution.
  }
}

// What a form sends with its fields (lib/validations/lead-context.ts).
export function attributionPayload(store: Storage, submittedFrom: string) {
  const first = read(store, FIRST);
  const last = read(store, LAST);
  return {
    landingPage: first?.landingPage,
    referrer: first?.referrer || undefined,
    submittedFrom: submittedFrom.slice(0, 500),
    firstTouch: first?.utm,
    lastTouch: last?.utm,
  };
}

// The page's memory, as the two functions above read and write it (never localStorage).
const touches = new Map<string, string>();
export const pageMemory = {
  getItem: (key: string) => touches.get(key) ?? null,
  setItem: (key: string, value: string) => void touches.set(key, value),
} as Storage;

// Safe in the browser only.
export function browserAttribution() {
  return attributionPayload(pageMemory, `${window.location.pathname}${window.location.search}`);
}
