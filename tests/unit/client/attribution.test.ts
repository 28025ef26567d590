import { describe, expect, it } from "vitest";
import { attributionPayload, recordVisit, utmFrom } from "@/lib/client/attribution";

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const site = "https://torqueanalytics.ca";
const visit = (store: Storage, path: string, referrer = "") => {
  const url = new URL(path, site);
  recordVisit(store, { pathname: url.pathname, search: url.search, origin: url.origin }, referrer);
};

describe("attribution", () => {
  it("reads the five UTM parameters and ignores others", () => {
    expect(utmFrom("?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=suv&utm_content=ad1&gclid=x")).toEqual({
      source: "google",
      medium: "cpc",
      campaign: "spring",
      term: "suv",
      content: "ad1",
    });
  });

  it("keeps the first touch and updates the last touch on each visit with UTM parameters", () => {
    const store = new MemoryStorage() as unknown as Storage;
    visit(store, "/?utm_source=google&utm_medium=cpc&utm_campaign=spring", "https://www.google.com/");
    visit(store, "/pricing");
    visit(store, "/blog?utm_source=newsletter&utm_medium=email");
    visit(store, "/contact");
    expect(attributionPayload(store, "/contact")).toEqual({
      landingPage: "/?utm_source=google&utm_medium=cpc&utm_campaign=spring",
      referrer: "https://www.google.com/",
      submittedFrom: "/contact",
      firstTouch: { source: "google", medium: "cpc", campaign: "spring" },
      lastTouch: { source: "newsletter", medium: "email" },
    });
  });

  it("does not count the site itself as a referrer", () => {
    const store = new MemoryStorage() as unknown as Storage;
    visit(store, "/pricing", `${site}/`);
    expect(attributionPayload(store, "/pricing").referrer).toBeUndefined();
  });

  it("records a direct first visit as the first and last touch, without UTM parameters", () => {
    const store = new MemoryStorage() as unknown as Storage;
    visit(store, "/about");
    expect(attributionPayload(store, "/about")).toMatchObject({ landingPage: "/about", firstTouch: {}, lastTouch: {} });
  });
});
