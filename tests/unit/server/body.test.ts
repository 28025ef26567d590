import { describe, expect, it } from "vitest";
import { BODY_LIMITS, bodyLimit, readBody } from "@/lib/server/body.mjs";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/demo-requests", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("request bodies", () => {
  it("limits each path: /api/auth 4 KB, the workspace 64 KB, the rest 16 KB", () => {
    expect(bodyLimit("/api/auth/sign-in/email")).toBe(BODY_LIMITS.auth);
    expect(bodyLimit("/staff/lead-change")).toBe(BODY_LIMITS.staff);
    expect(bodyLimit("/api/demo-requests")).toBe(BODY_LIMITS.forms);
    expect([BODY_LIMITS.auth, BODY_LIMITS.staff, BODY_LIMITS.forms]).toEqual([4096, 65536, 16384]);
  });

  it("lets an image upload to the media library carry 10 MB and its multipart envelope, and nothing else of the workspace", () => {
    expect(bodyLimit("/staff/api/content/media")).toBe(BODY_LIMITS.media);
    expect(bodyLimit("/staff/api/content/media/12/file")).toBe(BODY_LIMITS.media);
    expect(BODY_LIMITS.media).toBeGreaterThan(10 * 1024 * 1024);
    expect(bodyLimit("/staff/api/content/media/12")).toBe(BODY_LIMITS.staff);
    expect(bodyLimit("/staff/api/content/articles")).toBe(BODY_LIMITS.staff);
  });

  it("reads a body up to its limit, and refuses one over it, declared or not", async () => {
    expect(await readBody(post("hello"), 5)).toBe("hello");
    expect(await readBody(post("hello!"), 5)).toBeNull();
    expect(await readBody(post("hi", { "content-length": "6" }), 5)).toBeNull();
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(4));
      },
    });
    expect(await readBody(post(stream), 1024)).toBeNull();
  });
});
