// The page cache's memory: each address's variants in an LRU bounded by the bytes they hold (lru-cache's
// bound; a variant counts its bodies and headers: lib/server/page-cache/variant.mjs), the addresses
// whose last answer could not be kept, and each purged path's purge count. Knows nothing of HTTP.
import { LRUCache } from "lru-cache";
import { pathOf } from "./keys.mjs";
import { sizeOf } from "./variant.mjs";

// The variants of one address (document, RSC, prefetch segments): a client may send any value of a
// header a page varies on, and so could otherwise grow one address without end.
export const MAX_VARIANTS = 16;
// How long an address whose answer could not be kept is fetched without waiting.
const PASS_MS = 10_000;

/** @typedef {import("./variant.mjs").Variant} Variant */

/**
 * A bounded set of keys (a made-up path can be 16 KB long, so counted by their length as well).
 * @template V
 * @param {number} ttl
 * @returns {LRUCache<string, V & {}>}
 */
const boundedKeys = (ttl) => new LRUCache({ max: 10_000, maxSize: 4 * 1024 * 1024, sizeCalculation: (_, key) => key.length + 64, ttl });

/** @param {number} maxBytes what the variants may hold together */
export function createStore(maxBytes) {
  /** @type {LRUCache<string, Variant[]>} */
  const entries = new LRUCache({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (variants) =>
      Math.max(
        1,
        variants.reduce((n, v) => n + v.bytes, 0),
      ),
  });
  // Addresses whose last answer could not be kept (hit-for-pass, as Varnish calls it): their requests
  // are not made to wait on each other for a while.
  /** @type {LRUCache<string, boolean>} */
  const passes = boundedKeys(PASS_MS);
  // Each purged path's purge count: an answer whose render began before a purge of its path is not
  // kept, or a render of the old content racing a publish would put it back. Remembered for ten
  // minutes, far longer than a render (a slot is taken back after a minute), and bounded like the
  // passes: an operator's purge may name any path.
  /** @type {LRUCache<string, number>} */
  const generations = boundedKeys(10 * 60_000);

  return {
    /** An address's variants, counted as used. @param {string} key */
    get: (key) => entries.get(key),
    /** Its path's purge count now. @param {string} key */
    generationOf: (key) => generations.get(pathOf(key)) ?? 0,
    /** Whether an address's last answer could not be kept. @param {string} key */
    passes: (key) => passes.has(key),
    /** @param {string} key @param {boolean} pass whether its answer could not be kept */
    setPass(key, pass) {
      if (pass) passes.set(key, true);
      else passes.delete(key);
    },
    /**
     * Keeps a variant, replacing the one with the same Vary values and keeping the others (RSC,
     * prefetch segments ...) up to MAX_VARIANTS, the oldest dropped first; the entry's size is counted again.
     * @param {Variant} variant
     */
    put(variant) {
      const key = variant.request.url;
      const others = (entries.peek(key) ?? []).filter((v) => v.vary !== variant.vary);
      entries.set(key, [...others.slice(-(MAX_VARIANTS - 1)), variant]);
    },
    /**
     * Counts a variant whose bodies changed again, if it is still kept (a refresh or a purge may have
     * replaced or dropped it meanwhile).
     * @param {Variant} variant
     */
    recount(variant) {
      const key = variant.request.url;
      const current = entries.peek(key);
      if (!current?.includes(variant)) return;
      variant.bytes = sizeOf(variant);
      entries.set(key, [...current]);
    },
    /**
     * Forgets what is kept for these paths (every variant, and every query of each: the document and
     * its ?_rsc= answers), so the next request renders them again; a render in progress is not kept.
     * @param {string[]} paths canonical paths, without a query
     * @returns {number} the entries dropped
     */
    purge(paths) {
      const wanted = new Set(paths);
      let dropped = 0;
      for (const key of [...entries.keys()]) {
        if (!wanted.has(pathOf(key))) continue;
        entries.delete(key);
        dropped++;
      }
      for (const path of wanted) {
        passes.delete(path);
        generations.set(path, (generations.get(path) ?? 0) + 1);
      }
      return dropped;
    },
    /** The bytes the variants hold together. */
    bytes: () => entries.calculatedSize,
  };
}
