// GET /staff/dashboard's work as the page does it (loadDashboard): a hostile period answers at once
// with a field error, the numbers come through the SQLite worker unchanged, and a reload within 30
// seconds is answered from memory.
import { beforeAll, describe, expect, it } from "vitest";
import { engine, getDb, getSqlite } from "@/db";
import { demoRequests, contactMessages, leadEvents } from "@/db/schema";
import { readBatchesOffThread } from "@/db/sqlite/reader";
import { dashboardFilterSchema, dashboardPeriod, dashboardStatements, getDashboard, loadDashboard } from "@/lib/leads/dashboard";
import { issueText, staffTranslator } from "@/lib/staff/messages";
import { addMember, findMemberByEmail } from "@/lib/staff/team";

const NOW = Date.parse("2026-11-25T17:00:00Z");
let staff: { id: string; timeZone: string };

beforeAll(async () => {
  await addMember({ id: null, email: "test" }, { email: "dana.owner@torqueanalytics.ca", name: "Dana", role: "sales" });
  staff = { id: (await findMemberByEmail("dana.owner@torqueanalytics.ca")).id, timeZone: "America/Toronto" };
  const leads = [
    { name: "Olivia", source: "google", at: "2026-11-24T15:00:00Z", status: "contacted" as const, owner: true, phone: "+1 416 555 0101" },
    { name: "Noah", source: null, at: "2026-11-10T15:00:00Z", status: "won" as const, owner: false, phone: "514-555-0102" },
    { name: "Emma", source: "facebook", at: "2026-10-02T15:00:00Z", status: "new" as const, owner: true, phone: null },
    { name: "Liam", source: "google", at: "2026-08-20T15:00:00Z", status: "lost" as const, owner: false, phone: "604.555.0103" },
  ];
  for (const l of leads) {
    const [row] = await getDb()
      .insert(demoRequests)
      .values({
        name: l.name,
        email: `${l.name.toLowerCase()}@dealer.ca`,
        company: `${l.name} Motors`,
        phone: l.phone,
        firstUtmSource: l.source,
        landingPage: "/automotive-advertising-dashboard/toronto",
        status: l.status,
        ownerId: l.owner ? staff.id : null,
        createdAt: l.at,
      })
      .returning({ id: demoRequests.id });
    if (l.status !== "new")
      await getDb()
        .insert(leadEvents)
        .values({
          leadType: "demo",
          leadId: row!.id,
          actorId: staff.id,
          actorEmail: "dana.owner@torqueanalytics.ca",
          action: "status",
          detail: JSON.stringify({ to: l.status }),
          toStatus: l.status,
          createdAt: new Date(Date.parse(l.at) + 3_600_000).toISOString(),
        });
  }
  await getDb().insert(contactMessages).values({
    name: "Ava",
    email: "ava@dealer.ca",
    subject: "Hi",
    message: "Hello",
    inquiryType: "general",
    language: "fr",
    createdAt: "2026-11-23T15:00:00Z",
  });
  await getDb()
    .insert(demoRequests)
    .values({ name: "Bot", email: "bot@spam.example", company: "Bot", isSpam: true, spamReason: "honeypot", createdAt: "2026-11-24T16:00:00Z" });
});

describe("a period the dashboard cannot draw", () => {
  it("answers the year-0000 request at once with this week and a field error on each date, in the reader's language", async () => {
    const started = performance.now();
    const { filter, problems, dashboard } = await loadDashboard({ period: "custom", from: "0000-01-01", to: "0000-01-02" }, staff, { now: NOW });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(filter).toEqual({ period: "week" });
    expect(dashboard.period.firstDay).toBe("2026-11-23");
    const t = staffTranslator("fr");
    expect(problems.map((p) => [p.field, issueText(t, p)])).toEqual([
      ["from", "Choisissez une date du 2000-01-01 au 2100-12-31"],
      ["to", "Choisissez une date du 2000-01-01 au 2100-12-31"],
    ]);
  });

  it("refuses a custom period over a year with a field error on its end", async () => {
    const { problems } = await loadDashboard({ period: "custom", from: "2025-01-01", to: "2026-11-01" }, staff, { now: NOW });
    expect(problems).toEqual([{ field: "to", message: "periodTooLong" }]);
  });
});

if (engine() === "sqlite")
  it("reads the same rows through the worker thread as on the main thread, for every kind of filter", async () => {
    const queries = [
      {},
      { period: "4weeks" },
      { period: "quarter" },
      { period: "custom", from: "2026-01-01", to: "2026-12-31" },
      { kind: "contact" },
      { owner: "me" },
      { owner: "none" },
      { language: "fr", period: "quarter" },
    ];
    for (const query of queries) {
      const filter = dashboardFilterSchema.parse(query);
      const { summary } = dashboardStatements(filter, dashboardPeriod(filter, NOW, staff.timeZone), staff);
      const mainThread = getSqlite().values(summary);
      expect(mainThread.length, JSON.stringify(query)).toBeGreaterThan(0);
      const offThread: unknown[][] = [];
      await readBatchesOffThread(summary, (rows) => offThread.push(...rows));
      expect(offThread, JSON.stringify(query)).toEqual(mainThread);
    }
    // A reader whose caller throws on a batch rejects with that error, and answers the next query.
    const { summary } = dashboardStatements(dashboardFilterSchema.parse({}), dashboardPeriod(dashboardFilterSchema.parse({}), NOW, staff.timeZone), staff);
    await expect(
      readBatchesOffThread(summary, () => {
        throw new Error("not these rows");
      }),
    ).rejects.toThrow("not these rows");
    let rows = 0;
    await readBatchesOffThread(summary, (batch) => (rows += batch.length));
    expect(rows).toBe(getSqlite().values(summary).length);
  });

describe("a reload", () => {
  it("within 30 seconds shows the same dashboard without running its statement again; another view is computed", async () => {
    const first = await loadDashboard({ period: "4weeks" }, staff);
    await getDb()
      .insert(demoRequests)
      .values({ name: "Late", email: "late@dealer.ca", company: "Late Motors", createdAt: new Date(Date.now() - 1000).toISOString() });
    // The dates mean nothing outside a custom period: the same view.
    const reload = await loadDashboard({ period: "4weeks", from: "2026-01-01" }, staff);
    expect(reload.dashboard).toBe(first.dashboard);
    const now = await getDashboard({ period: "4weeks" }, staff, { now: Date.now() });
    expect(now.volume.total.current).toBe(first.dashboard.volume.total.current + 1);
    const other = await loadDashboard({ period: "4weeks", kind: "demo" }, staff);
    expect(other.dashboard.waiting.map((w) => w.name)).toContain("Late");
  });
});
