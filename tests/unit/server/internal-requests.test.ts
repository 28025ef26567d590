import { describe, expect, it } from "vitest";
import { INTERNAL_HEADER, internalHeaders, takeInternal } from "@/lib/server/internal-requests.mjs";

describe("the server's requests to itself", () => {
  it("are known by the process's secret, which is taken off the request", () => {
    const headers: Record<string, string> = { host: "127.0.0.1", ...internalHeaders() };
    expect(takeInternal(headers)).toBe(true);
    expect(headers).toEqual({ host: "127.0.0.1" });
  });

  it("give a client that sends the header anything else nothing, and the header goes all the same", () => {
    for (const value of ["", "guess", internalHeaders()[INTERNAL_HEADER].slice(1)]) {
      const headers: Record<string, string> = { [INTERNAL_HEADER]: value };
      expect(takeInternal(headers)).toBe(false);
      expect(headers).toEqual({});
    }
    expect(takeInternal({ host: "127.0.0.1" })).toBe(false);
  });
});
