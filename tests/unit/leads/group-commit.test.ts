import { describe, expect, it } from "vitest";
import { groupCommit } from "@/db/group-commit";

describe("group commit", () => {
  it("commits concurrent writes together and answers each with its own result", async () => {
    const batches: number[][] = [];
    const write = groupCommit((items: number[]) => {
      batches.push(items);
      return items.map((n) => n * 10);
    });
    const results = await Promise.all([1, 2, 3].map(write));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(await write(4)).toBe(40);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it("retries a failed batch item by item, so one bad write fails alone", async () => {
    const write = groupCommit((items: number[]) => {
      if (items.includes(2)) throw new Error("bad item");
      return items;
    });
    const results = await Promise.allSettled([1, 2, 3].map(write));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });
});
