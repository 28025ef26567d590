// Every instance serves a publish, and none answers the old page after its receipt (issue 39, item 9):
// two production servers on PostgreSQL behind nginx, wrk at 50 connections on the pages through
// nginx, 20 publishes (the live row and its content event in one transaction, as the store's publish
// commits them), each instance asked directly for the article until it serves the new title
// (bench/propagation.mjs). How fast is the benchmark's budget (npm run bench -- --only propagation).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propagationOnPostgres } from "../../bench/propagation.mjs";
import { startCluster, type Cluster } from "../support/services.mjs";

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ instances: 2 });
}, 120_000);
afterAll(() => cluster?.stop());

describe("a publish on two instances behind nginx, under load", () => {
  it("reaches every instance each time, and no instance answers the old page after its receipt", async () => {
    // 20 publishes: each is followed to both instances; the benchmark times 50.
    const result = await propagationOnPostgres(cluster, { publishes: 20 });
    console.log(`propagation: ${JSON.stringify(result)}`);
    expect(result.missed).toBe(0);
    expect(result.staleAfterReceipt).toBe(0);
    expect(result.load.rps).toBeGreaterThan(0);
  }, 600_000);
});
