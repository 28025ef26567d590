import "server-only";

// Group commit. SQLite with synchronous=FULL waits for one fsync per transaction (about 9 ms on this
// disk), which would cap the site near 100 stored leads a second. Writes that arrive while one
// commit is in flight are queued and committed together in the next transaction: every caller
// still hears back only after its row is on disk, and one fsync serves the whole batch.
// `ready` says whether a batch may start now (another transaction may hold the connection).
export function groupCommit<T, R>(writeBatch: (items: T[]) => R[], ready: () => boolean = () => true): (item: T) => Promise<R> {
  let pending: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  let scheduled = false;

  function flush() {
    if (!ready()) {
      setImmediate(flush);
      return;
    }
    scheduled = false;
    const batch = pending;
    pending = [];
    try {
      const results = writeBatch(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch {
      // One bad item must not fail its neighbours: retry each on its own.
      for (const p of batch) {
        try {
          p.resolve(writeBatch([p.item])[0]!);
        } catch (error) {
          p.reject(error);
        }
      }
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
