import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAddress, resolvedClient } from "@/lib/server/client-address.mjs";

afterEach(() => vi.unstubAllEnvs());

describe("the one client address", () => {
  it("is the socket's unless a proxy is trusted: a client's own X-Forwarded-For counts for nothing", () => {
    vi.stubEnv("TRUST_PROXY", "");
    expect(clientAddress("203.0.113.9", "198.51.100.1")).toBe("198.51.100.1");
  });

  it("is the last X-Forwarded-For entry behind a trusted proxy, the one that proxy appended", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientAddress("203.0.113.9, 198.51.100.7", "127.0.0.1")).toBe("198.51.100.7");
    expect(clientAddress(undefined, "127.0.0.1")).toBe("127.0.0.1");
  });

  it("reads back, after server.mjs, the one address it left in X-Forwarded-For", () => {
    vi.stubEnv("TRUST_PROXY", "");
    expect(resolvedClient("198.51.100.1")).toBe("198.51.100.1");
    expect(resolvedClient(null)).toBe("");
    vi.stubEnv("TRUST_PROXY", "1");
    expect(resolvedClient("198.51.100.1")).toBe("198.51.100.1");
  });
});
