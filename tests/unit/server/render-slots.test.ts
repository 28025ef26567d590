import { EventEmitter } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "@/lib/server/log.mjs";
import { metrics } from "@/lib/server/metrics.mjs";
import { isStuck, renderSlots } from "@/lib/server/render-slots.mjs";

// A response as the slots see it: it finishes (its answer written) and closes (its connection gone,
// or done with), each on cue.
class Response extends EventEmitter {
  destroyed = false;
  closed = false;
  writableEnded = false;
  writableFinished = false;
  req = { url: "/a-page" };
  finish() {
    this.writableEnded = this.writableFinished = true;
    this.emit("finish");
  }
  close() {
    this.destroyed = this.closed = true;
    this.emit("close");
  }
}
const response = () => new Response() as Response & http.ServerResponse;
const lane = (options: Partial<Parameters<typeof renderSlots>[0]> = {}) =>
  renderSlots({ name: "test", slots: 1, maxQueue: 100, maxQueueBytes: 1024 * 1024, deadlineMs: 60_000, ...options });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete metrics.collectors.renderSlots;
});

describe("render slots", () => {
  it("never runs, nor holds a slot for, a response whose client left while it waited", () => {
    const slots = lane();
    const first = response();
    const waiting = response();
    const ran: string[] = [];
    slots.admit(first, () => ran.push("first"));
    slots.admit(waiting, () => ran.push("waiting"));
    expect(slots.stats()).toMatchObject({ busy: 1, queued: 1 });
    waiting.close();
    expect(slots.stats()).toMatchObject({ busy: 1, queued: 0, dropped: 1 });
    first.finish();
    first.close();
    expect(ran).toEqual(["first"]);
    expect(slots.stats()).toMatchObject({ busy: 0, queued: 0 });
    const later = response();
    slots.admit(later, () => ran.push("later"));
    expect(ran).toEqual(["first", "later"]);
  });

  it("takes no slot for a response that closed before it was admitted (a request that waited in the page cache's collapse)", () => {
    const slots = lane();
    const left = response();
    left.close();
    const ran: string[] = [];
    expect(slots.admit(left, () => ran.push("left"))).toBe(true);
    expect(slots.stats()).toMatchObject({ busy: 0, queued: 0 });
    slots.admit(response(), () => ran.push("next"));
    expect(ran).toEqual(["next"]);
  });

  it("takes no slot for a response already answered", () => {
    const slots = lane();
    const answered = response();
    answered.finish();
    const run = vi.fn();
    slots.admit(answered, run);
    expect(run).not.toHaveBeenCalled();
    expect(slots.stats().busy).toBe(0);
  });

  it("gives a slot back when its answer finishes, without waiting for a close, and only once", () => {
    const slots = lane({ slots: 2 });
    const a = response();
    const b = response();
    const c = response();
    const ran: string[] = [];
    for (const [name, res] of [
      ["a", a],
      ["b", b],
      ["c", c],
    ] as const)
      slots.admit(res, () => ran.push(name));
    expect(slots.stats()).toMatchObject({ busy: 2, queued: 1 });
    a.finish();
    expect(ran).toEqual(["a", "b", "c"]);
    expect(slots.stats()).toMatchObject({ busy: 2, queued: 0 });
    // The close that follows the finish gives nothing back twice.
    a.close();
    expect(slots.stats().busy).toBe(2);
    b.close();
    c.close();
    expect(slots.stats().busy).toBe(0);
  });

  it("takes a slot back past its deadline, logs it, lets the next request in and counts it in the metrics", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const slots = lane({ deadlineMs: 60_000 });
    metrics.collectors.renderSlots = () => ({ test: slots.stats() });
    const stuck = response();
    const next = response();
    const ran: string[] = [];
    slots.admit(stuck, () => ran.push("stuck"));
    slots.admit(next, () => ran.push("next"));
    vi.advanceTimersByTime(31_000);
    expect(isStuck(slots.stats(), 30)).toBe(true);
    expect(await metrics.registry.getSingleMetricAsString("render_oldest_slot_age_seconds")).toMatch(/\{lane="test"\} 31$/m);
    expect(await metrics.registry.getSingleMetricAsString("render_queue_length")).toMatch(/\{lane="test"\} 1$/m);
    vi.advanceTimersByTime(30_000);
    expect(ran).toEqual(["stuck", "next"]);
    expect(slots.stats()).toMatchObject({ busy: 1, queued: 0, reclaimed: 1 });
    expect(isStuck(slots.stats(), 30)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ lane: "test", path: "/a-page", ageMs: 60_000 }), expect.stringContaining("deadline"));
    expect(await metrics.registry.getSingleMetricAsString("render_slots_reclaimed_total")).toMatch(/\{lane="test"\} 1$/m);
    expect(await metrics.registry.getSingleMetricAsString("render_slots_busy")).toMatch(/\{lane="test"\} 1$/m);
    // The reclaimed request's own end gives nothing back twice.
    stuck.close();
    expect(slots.stats().busy).toBe(1);
  });

  it("bounds the queue by its length and by what the waiting requests hold", () => {
    const byLength = lane({ maxQueue: 2 });
    for (let i = 0; i < 3; i++) expect(byLength.admit(response(), () => undefined)).toBe(true);
    expect(byLength.admit(response(), () => undefined)).toBe(false);
    const byBytes = lane({ maxQueueBytes: 40_000 });
    byBytes.admit(response(), () => undefined);
    expect(byBytes.admit(response(), () => undefined, 30_000)).toBe(true);
    expect(byBytes.admit(response(), () => undefined, 30_000)).toBe(false);
    expect(byBytes.stats()).toMatchObject({ queued: 1, queuedBytes: 30_000, refused: 1 });
  });
});

describe("render slots behind a real server", () => {
  it("a request whose client left while it waited elsewhere never holds the server's one slot", async () => {
    const slots = lane();
    let ran = 0;
    // As server.mjs: the request waits (for another fetching the same page) before it asks for a slot.
    const server = http.createServer((req, res) => {
      setTimeout(() => slots.admit(res, () => (ran++, res.end("ok"))), req.url === "/waits" ? 200 : 0);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const leaving = http.get({ host: "127.0.0.1", port, path: "/waits" });
      leaving.on("error", () => undefined);
      setTimeout(() => leaving.destroy(), 50);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(ran).toBe(0);
      expect(slots.stats().busy).toBe(0);
      const answer = await fetch(`http://127.0.0.1:${port}/next`, { signal: AbortSignal.timeout(2_000) });
      expect(await answer.text()).toBe("ok");
    } finally {
      server.close();
    }
  });
});
