// Where a lead is from, for the territory rule: its city landing page, else its phone's area code.
import { describe, expect, it } from "vitest";
import { citySlugOf, provincesOfPhone } from "@/lib/leads/routing";

describe("a lead's province", () => {
  it("reads the area code however the phone is written, as the dashboard does", () => {
    for (const phone of ["+1 (416) 555-0199", "1-416-555-0199", "416.555.0199", "4165550199"]) expect(provincesOfPhone(phone), phone).toEqual(["ON"]);
    expect(provincesOfPhone("514 555 0100")).toEqual(["QC"]);
  });

  it("places a shared area code in every province it serves, and a foreign or toll-free one nowhere", () => {
    expect(provincesOfPhone("902-555-0100")).toEqual(["NS", "PE"]);
    expect(provincesOfPhone("867-555-0100")).toEqual(["NT", "NU", "YT"]);
    for (const phone of ["+44 20 7946 0958", "1-800-555-0100", "", null]) expect(provincesOfPhone(phone), String(phone)).toEqual([]);
  });

  it("finds a city landing page in either language, with or without a query string", () => {
    expect(citySlugOf("/automotive-advertising-dashboard/toronto")).toBe("toronto");
    expect(citySlugOf("/fr/tableau-de-bord-publicite-automobile/montreal?utm_source=google")).toBe("montreal");
    for (const page of ["/pricing", "/automotive-advertising-dashboard/", "/blog/toronto", null]) expect(citySlugOf(page), String(page)).toBeNull();
  });
});
