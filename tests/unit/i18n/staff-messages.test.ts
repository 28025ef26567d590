// The workspace's catalogue (content/messages/*/staff.json) covers what the code words with it.
import { describe, expect, it } from "vitest";
import { REGIONS } from "@/content/area-codes";
import { en, fr } from "@/content/messages";
import { PROVINCES } from "@/lib/leads/business-time";
import { exportColumns, snakeCase } from "@/lib/leads/format";
import { LEAD_STATUSES } from "@/lib/leads/statuses";

const columns = ["kind", "owner", "status", ...exportColumns.demo, ...exportColumns.contact, ...exportColumns.context];

describe("the staff catalogue", () => {
  it("names every CSV column, in English as the database and `npm run leads -- --csv` do", () => {
    for (const column of columns) {
      expect(en.staff.csv.columns[column as keyof typeof en.staff.csv.columns], column).toBe(snakeCase(column));
      expect(fr.staff.csv.columns[column as keyof typeof fr.staff.csv.columns], column).toMatch(/^[a-z_]+$/);
    }
    // French headers are as plain as the English ones: no accent or space for a spreadsheet to trip on.
    expect(new Set(Object.values(fr.staff.csv.columns)).size).toBe(Object.keys(fr.staff.csv.columns).length);
  });

  it("words every status, region and province", () => {
    for (const catalogue of [en, fr]) {
      expect(Object.keys(catalogue.staff.status).sort()).toEqual([...LEAD_STATUSES].sort());
      expect(Object.keys(catalogue.staff.regions).sort()).toEqual([...REGIONS, "unknown"].sort());
      expect(Object.keys(catalogue.staff.dashboard.provinces).sort()).toEqual([...PROVINCES].sort());
    }
  });

  it("keeps the e-mails' words to staff for both languages", () => {
    expect(Object.keys(fr.staff.email).sort()).toEqual(Object.keys(en.staff.email).sort());
    expect(fr.staff.email.kinds.demo).toBe("demande de démo");
  });
});
