import "server-only";
import { Worker } from "node:worker_threads";
import type { SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { databasePath } from "../index";

// A long read on SQLite off the main thread. better-sqlite3 runs a statement synchronously, so the
// dashboard's year over 100,000 leads held every request of the process (health checks included)
// for as long as it took; here a worker thread runs it on its own read-only connection to the same
// file (WAL lets readers run beside the writer) and the main thread only waits for the rows.
//
// The worker is given as source text (eval), not as a file: Turbopack bundles the server code, and
// leaves a Worker built with a literal `eval: true` alone, so no path has to survive the build. Its
// require() resolves from the working directory, as better-sqlite3 must: the server is started in
// the project folder (server.mjs calls next() without a dir, and DATABASE_PATH defaults under it),
// whose node_modules holds better-sqlite3, which Next keeps external to the bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require("better-sqlite3");
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
const results = new Map();
// The rows go back 1,000 at a time, each batch when the main thread asks for it: it copies every
// message waiting on its port in one go, so a year's rows sent at once held it for a quarter of a
// second. Asked for one by one, other requests go in between.
const send = (id) => {
  const result = results.get(id);
  const rows = result.rows.slice(result.at, (result.at += 1000));
  const done = result.at >= result.rows.length;
  if (done) results.delete(id);
  parentPort.postMessage({ id, rows, done });
};
parentPort.on("message", ({ id, sql, params, next, drop }) => {
  if (drop) return void results.delete(id);
  if (next) return send(id);
  try {
    results.set(id, { rows: db.prepare(sql).raw(true).all(...params), at: 0 });
  } catch (error) {
    return parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
  send(id);
});
`;

// A reader nobody has asked anything for this long is stopped, and its thread's memory given back.
const IDLE_MS = 60_000;

interface Reader {
  file: string;
  worker: Worker;
  pending: Map<number, { take: (rows: unknown[][]) => void; resolve: () => void; reject: (error: Error) => void }>;
  idle?: NodeJS.Timeout;
}

// One reader per lane and process (on globalThis, so dev reloads don't start another), for the
// database file in use: the dashboard's, and the workspace search's, whose statements a deadline
// may stop without stopping a dashboard's.
const cache = globalThis as unknown as { __siteSqliteReaders?: Map<string, Reader> };
const readers = (cache.__siteSqliteReaders ??= new Map());
let nextId = 0;

/** A statement stopped at its deadline (its reader's thread was stopped with it). */
export class ReaderDeadlineError extends Error {}

function startReader(lane: string, file: string): Reader {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file } });
  const reader: Reader = { file, worker, pending: new Map() };
  const fail = (error: Error) => {
    if (readers.get(lane) === reader) readers.delete(lane);
    clearTimeout(reader.idle);
    for (const { reject } of reader.pending.values()) reject(error);
    reader.pending.clear();
  };
  worker.on("message", ({ id, rows, done, error }: { id: number; rows?: unknown[][]; done?: boolean; error?: string }) => {
    const request = reader.pending.get(id);
    if (!request) return;
    let failure = error === undefined ? undefined : new Error(`SQLite reader: ${error}`);
    if (!failure) {
      try {
        request.take(rows ?? []);
        if (!done) return void worker.postMessage({ id, next: true });
      } catch (thrown) {
        // The caller gave up on the rows: the worker lets go of the rest.
        failure = thrown as Error;
        worker.postMessage({ id, drop: true });
      }
    }
    reader.pending.delete(id);
    if (failure) request.reject(failure);
    else request.resolve();
    if (reader.pending.size === 0) {
      // Idle, it never keeps the process alive.
      worker.unref();
      reader.idle = setTimeout(() => {
        if (readers.get(lane) === reader) readers.delete(lane);
        void worker.terminate();
      }, IDLE_MS).unref();
    }
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`SQLite reader stopped (exit code ${code})`)));
  return reader;
}

const dialect = new SQLiteSyncDialect();

// The rows of a query as arrays of values in its select list's order, as drizzle's
// `getSqlite().values(query)` answers them, from the worker's connection: handed to `take` a batch
// at a time, each batch a message of its own (a turn of the event loop). With `deadlineMs`, a
// statement still running then is stopped with its lane's thread (better-sqlite3 cannot interrupt
// one): it rejects with ReaderDeadlineError, the statements queued behind it with an error of their
// own, and the lane's next statement starts a new thread.
export function readBatchesOffThread(query: SQL, take: (rows: unknown[][]) => void, options: { lane?: string; deadlineMs?: number } = {}): Promise<void> {
  const { sql, params } = dialect.sqlToQuery(query);
  const file = databasePath();
  const lane = options.lane ?? "reports";
  let reader = readers.get(lane);
  if (reader?.file !== file) {
    if (reader) void reader.worker.terminate();
    reader = startReader(lane, file);
    readers.set(lane, reader);
  }
  clearTimeout(reader.idle);
  reader.worker.ref();
  const id = nextId++;
  const { pending, worker } = reader;
  const running = reader;
  return new Promise((resolve, reject) => {
    const timer =
      options.deadlineMs === undefined
        ? undefined
        : setTimeout(() => {
            const request = pending.get(id);
            if (!request) return;
            pending.delete(id);
            request.reject(new ReaderDeadlineError(`SQLite reader: past ${options.deadlineMs} ms`));
            if (readers.get(lane) === running) readers.delete(lane);
            void worker.terminate();
          }, options.deadlineMs);
    const settle =
      <A extends unknown[]>(then: (...args: A) => void) =>
      (...args: A) => (clearTimeout(timer), then(...args));
    pending.set(id, { take, resolve: settle(resolve), reject: settle(reject) });
    worker.postMessage({ id, sql, params });
  });
}
