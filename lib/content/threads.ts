import "server-only";
import { Worker } from "node:worker_threads";

// Work on text an editor wrote whose cost the text decides (a word diff of two long bodies, marked's
// reading of a body built to be slow) runs on a thread of its own, with a deadline: the request's
// thread only waits for the answer, so every other request (and /healthz) goes on meanwhile, and a
// task past its deadline is stopped (its thread terminated, a new one started for the next task).
// Each lane is one thread doing one task at a time, with a bounded queue in front of it: a flood of
// tasks is refused at once (LaneBusyError), not queued for minutes.
//
// The worker is given as source text (eval), as db/sqlite/reader.ts's is: Turbopack leaves it alone,
// and it imports the lane's module, a plain .mjs file of lib/content, from the working directory
// (the project folder `npm start` runs in, whose node_modules hold marked and diff).
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
// This thread yields the cores to the request's thread: on Linux a nice value is a thread's own
// (setpriority on the calling thread, pid 0), so a long diff or read never starves the requests.
try {
  require("node:os").setPriority(0, 10);
} catch {}
const { pathToFileURL } = require("node:url");
const path = require("node:path");
import(pathToFileURL(path.resolve(workerData.module)).href).then(
  (module) => {
    const run = module[workerData.name];
    parentPort.on("message", ({ id, input }) => {
      let answer;
      try {
        answer = { id, output: run(input) };
      } catch (error) {
        answer = { id, error: String((error && error.message) || error) };
      }
      parentPort.postMessage(answer);
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ failed: String((error && error.message) || error) }),
);
`;

/** The task ran past its lane's deadline; its thread was stopped. */
export class DeadlineError extends Error {}
/** The lane's queue is full: try again shortly. */
export class LaneBusyError extends Error {}

interface LaneOptions {
  // The module (a path from the project folder) and the function of it the thread runs.
  module: string;
  name: string;
  // How long one task may run once its thread has it.
  deadlineMs: number;
  // How many tasks may wait for the thread.
  queueMax: number;
  // A thread's heap, in MB: a task that needs more fails, the process's own heap untouched.
  heapMb?: number;
}

interface Task<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  // The running task's answer, by id.
  answer?: { id: number; settle: (message: { output?: unknown; error?: string }) => void };
}

// A thread nobody has given a task for this long is stopped, and its memory given back.
const IDLE_MS = 60_000;

// One lane: `run(input)` answers the module function's output for input, computed on the lane's
// thread; it rejects with DeadlineError past the deadline, LaneBusyError when the queue is full,
// or the task's own error.
export function lane<I, O>(options: LaneOptions): (input: I) => Promise<O> {
  const queue: Task<I, O>[] = [];
  let thread: Thread | null = null;
  let busy = false;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;

  const stop = (stopped: Thread) => {
    if (thread === stopped) thread = null;
    void stopped.worker.terminate();
  };

  const start = (): Thread => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { module: options.module, name: options.name },
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 128 },
    });
    const started: Thread = { worker, ready: Promise.resolve() };
    started.ready = new Promise<void>((resolve, reject) => {
      worker.on("message", (message: { ready?: true; failed?: string; id?: number; output?: unknown; error?: string }) => {
        if (message.ready) return resolve();
        if (message.failed !== undefined) return reject(new Error(`${options.module}: ${message.failed}`));
        if (started.answer && started.answer.id === message.id) started.answer.settle(message);
      });
      const fail = (error: Error) => {
        if (thread === started) thread = null;
        reject(error);
        started.answer?.settle({ error: error.message });
      };
      worker.on("error", fail);
      worker.on("exit", (code) => fail(new Error(`${options.module}: thread stopped (exit code ${code})`)));
    });
    started.ready.catch(() => undefined);
    return started;
  };

  async function runOne(input: I): Promise<O> {
    clearTimeout(idle);
    const current = (thread ??= start());
    current.worker.ref();
    // Starting the thread (and importing its module) is not the task's time.
    await current.ready;
    return new Promise<O>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        current.answer = undefined;
        stop(current);
        reject(new DeadlineError(`${options.module}: ${options.name} ran past ${options.deadlineMs} ms`));
      }, options.deadlineMs);
      current.answer = {
        id,
        settle: ({ output, error }) => {
          clearTimeout(timer);
          current.answer = undefined;
          if (error !== undefined) reject(new Error(error));
          else resolve(output as O);
        },
      };
      current.worker.postMessage({ id, input });
    });
  }

  function next(): void {
    if (busy) return;
    const task = queue.shift();
    if (!task) {
      // Idle, it never keeps the process alive, and stops after a while.
      const current = thread;
      if (current) {
        current.worker.unref();
        idle = setTimeout(() => stop(current), IDLE_MS).unref();
      }
      return;
    }
    busy = true;
    runOne(task.input)
      .then(task.resolve, task.reject)
      .finally(() => {
        busy = false;
        next();
      });
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      if (queue.length >= options.queueMax) return reject(new LaneBusyError(`${options.module}: ${queue.length} tasks waiting`));
      queue.push({ input, resolve, reject });
      next();
    });
}
