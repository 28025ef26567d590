// At most `slots` requests inside Next at once; the rest wait their turn, first come first served.
// Rendering is CPU work: on a two-core machine four renders at a time finish as fast as fifty, and
// each render in progress holds its own React tree, streams and buffers, so fifty at once (a burst
// of 404s for made-up addresses, the workspace's exports, a crawler) would hold many times the
// memory for nothing. Answers from memory (the page cache, build assets) and the lead forms never
// wait here. A queue longer than `maxQueue`, or holding more than `maxQueueBytes` of requests, is
// answered 503, so waiting requests stay bounded in number and in memory.
//
// A slot cannot leak. It is never taken for a response that has closed or finished (a request that
// waited in the page cache's collapse while its client left reached here after its `close`, took a
// slot and held it for good: 16 of 16 held, 241 of 242 queued requests long gone, after a minute of
// mixed load); it is given back on the response's `close` or `finish`, whichever comes first, once;
// a request whose client leaves while it waits leaves the queue at once; and a slot held past
// `deadlineMs` is taken back and logged (its render goes on, no longer counted).
import { logger } from "./log.mjs";

/**
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {{ res: ServerResponse, since: number, timer?: NodeJS.Timeout, done: boolean }} Slot
 * @typedef {{ res: ServerResponse, run: () => void, bytes: number, left: () => void }} Waiting
 * @typedef {{
 *   slots: number, busy: number, queued: number, queuedBytes: number, oldestSeconds: number,
 *   reclaimed: number, dropped: number, refused: number,
 * }} SlotStats
 */

/** A response nothing more can be written to: its client left, or it was answered already. */
const gone = (/** @type {ServerResponse} */ res) => res.destroyed || res.closed || res.writableEnded || res.writableFinished;

/**
 * @param {{ name: string, slots: number, maxQueue: number, maxQueueBytes: number, deadlineMs: number }} options
 *   `name` names the lane in the log and the metrics
 */
export function renderSlots({ name, slots, maxQueue, maxQueueBytes, deadlineMs }) {
  /** @type {Set<Slot>} */
  const held = new Set();
  /** @type {Set<Waiting>} in arrival order */
  const queue = new Set();
  let queuedBytes = 0;
  // Slots taken back past their deadline; requests dropped from the queue because their client left;
  // requests refused because the queue was full.
  const counts = { reclaimed: 0, dropped: 0, refused: 0 };

  /** @param {ServerResponse} res @param {() => void} run */
  function start(res, run) {
    /** @type {Slot} */
    const slot = { res, since: Date.now(), done: false };
    const release = () => {
      if (slot.done) return;
      slot.done = true;
      clearTimeout(slot.timer);
      res.off("close", release).off("finish", release);
      held.delete(slot);
      next();
    };
    held.add(slot);
    res.once("close", release).once("finish", release);
    slot.timer = setTimeout(() => {
      if (slot.done) return;
      counts.reclaimed++;
      logger.warn({ lane: name, path: res.req?.url, ageMs: Date.now() - slot.since }, "render slot taken back past its deadline");
      release();
    }, deadlineMs).unref();
    // Checked again with the slot held: the listeners above hear nothing that happened before them.
    if (gone(res)) return release();
    try {
      run();
    } catch (error) {
      release();
      throw error;
    }
  }

  /** @param {Waiting} waiting */
  function leave(waiting) {
    queue.delete(waiting);
    queuedBytes -= waiting.bytes;
    waiting.res.off("close", waiting.left);
  }

  // The next live requests in the queue, into the slots free.
  function next() {
    for (const waiting of queue) {
      if (held.size >= slots) return;
      leave(waiting);
      if (gone(waiting.res)) counts.dropped++;
      else start(waiting.res, waiting.run);
    }
  }

  return {
    /**
     * Runs `run` now or once a slot frees, the slot held until the response closes or finishes.
     * @param {ServerResponse} res
     * @param {() => void} run
     * @param {number} [bytes] what the request holds while it waits (its headers), for the queue's bound
     * @returns {boolean} false when the queue is full (answer 503); true otherwise, a response already
     *   gone included (nothing to run, nothing to answer)
     */
    admit(res, run, bytes = 0) {
      if (gone(res)) return true;
      if (held.size < slots && queue.size === 0) {
        start(res, run);
        return true;
      }
      if (queue.size >= maxQueue || queuedBytes + bytes > maxQueueBytes) {
        counts.refused++;
        return false;
      }
      /** @type {Waiting} */
      const waiting = {
        res,
        run,
        bytes,
        left: () => {
          if (!queue.has(waiting)) return;
          leave(waiting);
          counts.dropped++;
        },
      };
      queue.add(waiting);
      queuedBytes += bytes;
      res.once("close", waiting.left);
      return true;
    },
    /** @returns {SlotStats} */
    stats() {
      let oldest = Infinity;
      for (const slot of held) oldest = Math.min(oldest, slot.since);
      const oldestSeconds = held.size === 0 ? 0 : (Date.now() - oldest) / 1000;
      return { slots, busy: held.size, queued: queue.size, queuedBytes, oldestSeconds, ...counts };
    },
  };
}

/**
 * Whether a lane is stuck: its oldest slot held longer than `seconds` while requests wait (what
 * /readyz reports, so a proxy sends traffic elsewhere until it moves again).
 * @param {SlotStats} stats
 * @param {number} seconds
 */
export const isStuck = (stats, seconds) => stats.queued > 0 && stats.oldestSeconds > seconds;
