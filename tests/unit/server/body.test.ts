import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMITS, bodyLimit, bodyReader, readBody } from "@/lib/server/body.mjs";

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

describe("a body read whole before its request waits for Next", () => {
  // A server that reads each body first, as server.mjs does, then hands the request to `consume`,
  // which reads it as Next does. Each answer says when the body was read and what the handler read.
  type Consumer = (req: http.IncomingMessage) => Promise<string>;
  const consumers: Record<string, Consumer> = {
    // Next's route handlers: the request as a Request's body (undici reads it as an async iterable).
    request: (req) => new Request("http://localhost/", { method: "POST", body: req as unknown as BodyInit, duplex: "half" } as RequestInit).text(),
    // Next's cloned body (next-server.js getCloneableBody): data and end events.
    events: (req) =>
      new Promise((resolve) => {
        let text = "";
        req.on("data", (chunk: Buffer) => (text += chunk)).on("end", () => resolve(text));
      }),
    // Server actions: a web stream.
    web: async (req) => new Response(Readable.toWeb(req) as ReadableStream).text(),
  };
  let reader: ReturnType<typeof bodyReader>;
  let consume: Consumer;
  let readAt = 0;
  const server = http.createServer(async (req, res) => {
    const read = await reader.readFirst(req, res, new URL(req.url!, "http://x").pathname);
    readAt = performance.now();
    if ("refusal" in read) return void res.writeHead(read.refusal.status, { connection: "close" }).end(read.refusal.error);
    res.end(await consume(read.req));
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => void server.close());

  // A POST whose body is sent in pieces, `gapMs` apart; the answer's status and body, and when the
  // last piece went out.
  function trickle(path: string, pieces: string[], gapMs: number) {
    return new Promise<{ status: number; body: string; lastSentAt: number }>((resolve, reject) => {
      const length = pieces.reduce((n, p) => n + Buffer.byteLength(p), 0);
      let lastSentAt = 0;
      const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers: { "content-length": length } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c)).on("end", () => resolve({ status: res.statusCode ?? 0, body, lastSentAt }));
      });
      req.on("error", reject);
      req.flushHeaders();
      pieces.forEach((piece, i) =>
        setTimeout(
          () => {
            req.write(piece);
            lastSentAt = performance.now();
            if (i === pieces.length - 1) req.end();
          },
          gapMs * (i + 1),
        ),
      );
    });
  }

  it.each(Object.keys(consumers))("hands over every byte, read by the handler as %s, only once the last piece has arrived", async (name) => {
    reader = bodyReader({ maxBytes: 1024 * 1024 });
    consume = consumers[name]!;
    const pieces = ['{"email":"', "ana@torque", 'analytics.ca",', `"note":"${"é".repeat(30_000)}"}`];
    const answer = await trickle("/api/auth/sign-in/email", pieces, 60);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(pieces.join(""));
    expect(readAt).toBeGreaterThanOrEqual(answer.lastSentAt);
    expect(reader.stats.held()).toBe(0);
  });

  it("hands over a body that came with its headers at once", async () => {
    reader = bodyReader({ maxBytes: 1024 * 1024 });
    consume = consumers.request!;
    const response = await fetch(`http://127.0.0.1:${port}/staff/actions/lead-change`, { method: "POST", body: "status=won" });
    expect(await response.text()).toBe("status=won");
  });

  it("answers 408 to a body still trickling past its deadline, and 503 past the memory all bodies may hold", async () => {
    reader = bodyReader({ maxBytes: 1024, deadline: () => 300 });
    consume = consumers.request!;
    const slow = await trickle("/api/auth/sign-in/email", ["{", " ", " ", " ", " ", " ", "}"], 100);
    expect(slow.status).toBe(408);
    expect(reader.stats.timedOut).toBe(1);
    const big = await trickle("/staff/api/content/articles", ["x".repeat(800), "y".repeat(800)], 20);
    expect(big.status).toBe(503);
    expect(reader.stats.refused).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reader.stats.held()).toBe(0);
  });
});
