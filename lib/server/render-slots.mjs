// At most `slots` requests inside Next at once; the rest wait their turn, first come first served.
// Rendering is CPU work: on a two-core machine four renders at a time finish as fast as fifty, and
// each render in progress holds its own React tree, streams and buffers, so fifty at once (a burst
// of 404s for made-up addresses, the workspace's exports, a crawler) would hold many times the
// memory for nothing. Answers from memory (the page cache, build assets) and the lead forms never
// wait here. A queue longer than `maxQueue` is answered 503, so waiting requests stay bounded too.

/**
 * @param {{ slots: number, maxQueue: number }} options
 * @returns {(res: import("node:http").ServerResponse, run: () => void) => boolean} runs `run` now or
 *   once a slot frees (the slot is held until the response closes); false when the queue is full.
 */
export function renderSlots({ slots, maxQueue }) {
  let busy = 0;
  /** @type {{ res: import("node:http").ServerResponse, run: () => void }[]} */
  const queue = [];
  /** @param {import("node:http").ServerResponse} res @param {() => void} run */
  const start = (res, run) => {
    busy++;
    res.once("close", () => {
      busy--;
      // Requests whose client left while they waited are dropped, not rendered.
      let next;
      while ((next = queue.shift()) && next.res.destroyed);
      if (next) start(next.res, next.run);
    });
    run();
  };
  return (res, run) => {
    if (busy < slots) start(res, run);
    else if (queue.length >= maxQueue) return false;
    else queue.push({ res, run });
    return true;
  };
}
