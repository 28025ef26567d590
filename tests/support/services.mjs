// Starts real PostgreSQL and nginx on 127.0.0.1 for tests and benchmarks (vitest globalSetup, node scripts).
// Plain ESM with JSDoc so it runs without a build step. Everything lives in throwaway temp dirs.
import { spawn, spawnSync, execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, startServer } from "../../bench/server.mjs";

export { freePort };

/**
 * @typedef {"smart" | "fast" | "immediate"} PgStopMode
 * @typedef {object} PostgresService
 * @property {string} url        postgres://site:…@127.0.0.1:PORT/site (owner of its database, not a superuser)
 * @property {number} port
 * @property {string} dataDir    the cluster's data directory (server.log and the unix socket live here too)
 * @property {string} adminUrl   superuser (postgres) URL over TCP
 * @property {(mode?: PgStopMode) => Promise<void>} stop
 * @property {(mode?: PgStopMode) => Promise<void>} restart
 * @property {() => Promise<void>} kill   immediate stop, then deletes the temp dir
 * @property {(name: string) => Promise<string>} createDatabase   returns the new database's URL
 *
 * @typedef {object} NginxService
 * @property {string} url
 * @property {number} port
 * @property {string} errorLog   its error log (level warn), removed by stop()
 * @property {(upstream: string, down: boolean) => Promise<void>} setDown   marks an upstream down (or not) and reloads
 * @property {() => Promise<void>} stop
 */

const isRoot = process.getuid?.() === 0;

// ---------------------------------------------------------------------------------------------
// Cleanup of anything still running when the process goes away.

/** Synchronous cleanups, one per running service; each is removed once its service is stopped. */
const live = new Set();
let handlersInstalled = false;

function cleanupAll() {
  for (const fn of [...live]) {
    try {
      fn();
    } catch {
      // best effort: we're exiting
    }
  }
  live.clear();
}

// pg_ctl detaches the postmaster into its own session, so nothing else would stop it if we died.
function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on("exit", cleanupAll);
  // "exit" doesn't fire on a fatal signal; clean up, then re-raise only if nobody else handles it.
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
    const onSignal = () => {
      cleanupAll();
      if (process.listenerCount(signal) === 1) {
        process.removeListener(signal, onSignal);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, onSignal);
  }
}

// ---------------------------------------------------------------------------------------------
// Process helpers.

/** @type {{ uid: number, gid: number } | undefined} */
let postgresUser;

// PostgreSQL refuses to run as root, so as root its tools run as the `postgres` system user.
function pgUser() {
  if (!isRoot) return undefined;
  if (!postgresUser) {
    try {
      const id = (/** @type {string} */ flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
      postgresUser = { uid: id("-u"), gid: id("-g") };
    } catch {
      throw new Error("Running as root, but there is no `postgres` system user to run PostgreSQL as (apt-get install -y postgresql creates it)");
    }
  }
  return postgresUser;
}

// Inherited PGHOST/PGPORT/PGUSER/... would silently redirect psql, pg_isready and pg_ctl.
function cleanEnv() {
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith("PG")) env[key] = value;
  return env;
}

/**
 * Runs a command to completion; rejects with its output if it exits non-zero.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ asPostgres?: boolean, input?: string, cwd?: string, timeoutMs?: number }} [opts]
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const user = opts.asPostgres ? pgUser() : undefined;
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: user ? { ...cleanEnv(), HOME: opts.cwd ?? os.tmpdir(), USER: "postgres", LOGNAME: "postgres" } : cleanEnv(),
      stdio: [opts.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      timeout: opts.timeoutMs ?? 120_000,
      ...(user ?? {}),
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.setEncoding("utf8").on("data", (d) => (stdout += d));
    child.stderr?.setEncoding("utf8").on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) return resolve({ code, stdout, stderr });
      const err = /** @type {Error & { code?: number | null, stdout?: string, stderr?: string }} */ (
        new Error(`${path.basename(cmd)} ${args.join(" ")} failed (${signal ?? `exit ${code}`}):\n${(stderr || stdout).trim()}`)
      );
      Object.assign(err, { code, stdout, stderr });
      reject(err);
    });
    if (child.stdin) {
      // A child that dies before reading its input would otherwise crash us with EPIPE.
      child.stdin.on("error", () => {});
      child.stdin.end(opts.input);
    }
  });
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** @param {string} file @param {number} lines */
function tail(file, lines) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

// 144 bits, URL-safe (base64url has no quote, @, : or /), so it can go into URLs and SQL literals as is.
const password = () => crypto.randomBytes(18).toString("base64url");

/**
 * Polls until `isReady()` and a TCP connect to 127.0.0.1:port both succeed; false on timeout or abort.
 * @param {number} port @param {number} timeoutMs
 */
async function waitForTcp(port, timeoutMs, shouldAbort = () => false, isReady = () => true) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok =
      isReady() &&
      (await new Promise((resolve) => {
        const socket = net.connect({ host: "127.0.0.1", port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      }));
    if (ok) return true;
    if (shouldAbort() || Date.now() > deadline) return false;
    await sleep(50);
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

function findPgBin() {
  if (process.env.PG_BIN) {
    if (fs.existsSync(path.join(process.env.PG_BIN, "initdb"))) return process.env.PG_BIN;
    throw new Error(`PG_BIN=${process.env.PG_BIN} has no initdb in it; point it at PostgreSQL's bin directory`);
  }
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+(\.\d+)?$/.test(v)) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, "bin");
    if (fs.existsSync(path.join(bin, "initdb"))) return bin;
  }
  throw new Error(
    "PostgreSQL server binaries not found: install Debian's postgresql package (apt-get install -y postgresql) " +
      "or set PG_BIN to the directory holding initdb, pg_ctl and postgres",
  );
}

/**
 * Starts a throwaway PostgreSQL cluster on 127.0.0.1 with a `site` role and database.
 * Durability settings stay on, because crash tests restart it with mode "immediate".
 * @param {{ port?: number }} [options]
 * @returns {Promise<PostgresService>}
 */
export async function startPostgres(options = {}) {
  const bin = findPgBin();
  const tool = (/** @type {string} */ name) => path.join(bin, name);
  const user = pgUser();
  const port = options.port ?? (await freePort());

  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-pg-"));
  // initdb wants an empty data dir, and the password file must not end up in the cluster.
  const dataDir = path.join(root, "data");
  const logFile = path.join(dataDir, "server.log");
  const pwFile = path.join(root, "pwfile");
  const adminPassword = password();
  const sitePassword = password();
  fs.writeFileSync(pwFile, `${adminPassword}\n`, { mode: 0o600 });
  if (user) {
    fs.chownSync(root, user.uid, user.gid);
    fs.chownSync(pwFile, user.uid, user.gid);
  }

  const pgOpts = { asPostgres: true, cwd: root };
  let running = false;
  let removed = false;

  const pgCtl = (/** @type {string[]} */ args, timeoutS = 60) => run(tool("pg_ctl"), [...args, "-D", dataDir, "-t", String(timeoutS)], pgOpts);

  const removeDir = () => {
    if (removed) return;
    removed = true;
    fs.rmSync(root, { recursive: true, force: true });
  };

  // Runs at process exit: immediate stop (spawnSync, since nothing async runs then) and delete.
  const cleanupSync = () => {
    if (running) {
      spawnSync(tool("pg_ctl"), ["stop", "-D", dataDir, "-m", "immediate", "-w", "-t", "10"], {
        cwd: root,
        env: cleanEnv(),
        stdio: "ignore",
        ...(user ?? {}),
      });
      running = false;
    }
    removeDir();
  };

  async function start() {
    try {
      await pgCtl(["start", "-w", "-l", logFile]);
    } catch (err) {
      // A timed-out start may leave a postmaster behind.
      await pgCtl(["stop", "-m", "immediate", "-w"], 10).catch(() => {});
      throw new Error(
        `PostgreSQL did not start on 127.0.0.1:${port}: ${/** @type {Error} */ (err).message}\n--- last lines of ${logFile} ---\n${tail(logFile, 20)}`,
      );
    }
    running = true;
    // pg_ctl -w checks the unix socket; the site connects over TCP, so wait for that too.
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        await run(tool("pg_isready"), ["-q", "-h", "127.0.0.1", "-p", String(port), "-t", "2"]);
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`PostgreSQL started but is not accepting TCP connections on 127.0.0.1:${port}\n${tail(logFile, 20)}`);
        await sleep(100);
      }
    }
  }

  /** @param {PgStopMode} mode */
  async function stopServer(mode) {
    if (!running) return;
    if (!["smart", "fast", "immediate"].includes(mode)) throw new Error(`Unknown pg_ctl stop mode: ${mode}`);
    try {
      await pgCtl(["stop", "-m", mode, "-w"]);
    } catch (err) {
      // Exit code 3 from `pg_ctl status` = not running (it already died): that's stopped too.
      const status = await pgCtl(["status"]).then(
        () => 0,
        (/** @type {{ code?: number }} */ e) => e.code,
      );
      if (status !== 3) throw err;
    }
    running = false;
  }

  // Serialise lifecycle calls so concurrent stop()/restart()/kill() can't interleave pg_ctl runs.
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /** @template T @param {() => Promise<T>} fn @returns {Promise<T>} */
  const serial = (fn) => {
    const next = queue.then(fn, fn);
    queue = next.catch(() => {});
    return next;
  };

  installExitHandlers();
  live.add(cleanupSync);
  try {
    await run(
      tool("initdb"),
      [
        "-D",
        dataDir,
        "-U",
        "postgres",
        `--pwfile=${pwFile}`,
        "--auth-local=trust",
        "--auth-host=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C.UTF-8",
        "--no-instructions",
        // Only skips initdb's final flush of a throwaway cluster (~0.3 s); the server's fsync stays on.
        "--no-sync",
      ],
      pgOpts,
    );
    fs.rmSync(pwFile, { force: true });
    // In postgresql.conf rather than `pg_ctl -o`, so restarts reuse them and no shell quoting is involved.
    const quote = (/** @type {string} */ s) => `'${s.replace(/'/g, "''")}'`;
    fs.appendFileSync(
      path.join(dataDir, "postgresql.conf"),
      [
        "",
        "# added by tests/support/services.mjs",
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = ${quote(dataDir)}`,
        "max_connections = 200",
        "shared_buffers = 128MB",
        // Crash tests rely on these: never turn them off for speed.
        "fsync = on",
        "synchronous_commit = on",
        "full_page_writes = on",
        "",
      ].join("\n"),
    );
    await start();

    // Unix socket + trust as the superuser: no password needed for setup.
    await run(tool("psql"), ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", dataDir, "-p", String(port), "-U", "postgres", "-d", "postgres"], {
      input: `CREATE ROLE site LOGIN PASSWORD '${sitePassword}';\nCREATE DATABASE site OWNER site;\n`,
    });
  } catch (err) {
    cleanupSync();
    live.delete(cleanupSync);
    throw err;
  }

  const urlFor = (/** @type {string} */ db) => `postgres://site:${sitePassword}@127.0.0.1:${port}/${db}`;

  return {
    url: urlFor("site"),
    port,
    dataDir,
    adminUrl: `postgres://postgres:${adminPassword}@127.0.0.1:${port}/postgres`,
    stop: (mode = "fast") => serial(() => stopServer(mode)),
    start: () => serial(start),
    restart: (mode = "fast") =>
      serial(async () => {
        if (removed) throw new Error("PostgreSQL was killed; it can't be restarted");
        await stopServer(mode);
        await start();
      }),
    kill: () =>
      serial(async () => {
        try {
          await stopServer("immediate");
        } finally {
          removeDir();
          live.delete(cleanupSync);
        }
      }),
    createDatabase: async (name) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid database name: ${JSON.stringify(name)}`);
      await run(tool("psql"), ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", dataDir, "-p", String(port), "-U", "postgres", "-d", "postgres"], {
        input: `CREATE DATABASE ${name} OWNER site;\n`,
      });
      return urlFor(name);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// nginx

// The proxy configuration docs/deploy.md gives, which the tests and the bench run as it is but for
// the addresses: the instances' for its upstream servers (those in `down` marked so), and `listen`
// (with `tls`, a throwaway certificate) for its own.
const SITE_CONF = path.join(import.meta.dirname, "../../docs/nginx/torque.conf");

/**
 * @param {{ upstreams: string[], down?: string[], listen: string, certificate?: { cert: string, key: string } }} options
 */
export function siteConfig({ upstreams, down = [], listen, certificate }) {
  const text = fs.readFileSync(SITE_CONF, "utf8");
  const server = /^( +)server [\d.]+:\d+((?: [^;\n]*)?);\n/gm;
  const [, indent = "", params = ""] = server.exec(text) ?? [];
  const sites = /^( +)listen [^;\n]*;\n/m;
  const certificates = /^ +ssl_certificate(?:_key)? [^;\n]*;\n/gm;
  if (!indent || !sites.test(text) || (text.match(certificates) ?? []).length !== 2) {
    throw new Error(`${SITE_CONF}: expected upstream servers, one listen line and a certificate with its key`);
  }
  let first = true;
  return text
    .replace(server, () => {
      if (!first) return "";
      first = false;
      return upstreams.map((u) => `${indent}server ${u}${params}${down.includes(u) ? " down" : ""};\n`).join("");
    })
    .replace(sites, (_, at) => `${at}listen ${listen};\n`)
    .replace(certificates, (line) =>
      certificate ? line.replace(/(ssl_certificate(_key)?) .*;/, (_, name, key) => `${name} ${key ? certificate.key : certificate.cert};`) : "",
    );
}

/**
 * Starts nginx on 127.0.0.1 with the site's proxy configuration (siteConfig) in front of the given
 * upstreams. With `tls`, it listens as docs/deploy.md's front does (TLS and HTTP/2) with a throwaway
 * self-signed certificate; `spki` is its key's hash, for Chromium's --ignore-certificate-errors-spki-list.
 * @param {{ upstreams: string[], port?: number, tls?: boolean }} options  upstreams as "127.0.0.1:PORT"
 * @returns {Promise<NginxService>}
 */
export async function startNginx({ upstreams, port: requestedPort, tls = false }) {
  const nginx = process.env.NGINX_BIN || "/usr/sbin/nginx";
  if (!fs.existsSync(nginx)) throw new Error(`nginx not found at ${nginx}: apt-get install -y nginx, or set NGINX_BIN`);
  if (!Array.isArray(upstreams) || upstreams.length === 0) throw new Error("startNginx needs at least one upstream");
  for (const u of upstreams) {
    // Loopback only; the strict format also keeps anything odd out of the generated config.
    if (!/^127(\.\d{1,3}){3}:\d{1,5}$/.test(u)) throw new Error(`Upstream must look like 127.0.0.1:PORT, got ${JSON.stringify(u)}`);
  }
  const port = requestedPort ?? (await freePort());

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  // As root the workers run as nobody: they need to reach the temp dirs nginx creates (and chowns) inside.
  if (isRoot) fs.chmodSync(dir, 0o755);
  const errorLog = path.join(dir, "error.log");
  const conf = path.join(dir, "nginx.conf");
  const p = (/** @type {string} */ name) => path.join(dir, name);
  const spki = tls ? selfSignedCertificate(p("cert.pem"), p("key.pem")) : undefined;
  /** @type {string[]} */
  let down = [];
  const writeConfig = () =>
    fs.writeFileSync(
      conf,
      `daemon off;
master_process on;
worker_processes 1;
worker_rlimit_nofile 8192;
pid ${p("nginx.pid")};
error_log ${errorLog} warn;

events { worker_connections 4096; }

http {
  access_log off;
  client_body_temp_path ${p("client_body")};
  proxy_temp_path ${p("proxy")};
  fastcgi_temp_path ${p("fastcgi")};
  uwsgi_temp_path ${p("uwsgi")};
  scgi_temp_path ${p("scgi")};

${siteConfig({
  upstreams,
  down,
  listen: `127.0.0.1:${port}${tls ? " ssl http2" : ""}`,
  certificate: tls ? { cert: p("cert.pem"), key: p("key.pem") } : undefined,
}).replace(/^(?=.)/gm, "  ")}}
`,
    );
  writeConfig();

  // -e: otherwise nginx opens its compiled-in error log before reading the config.
  const child = spawn(nginx, ["-p", dir, "-c", conf, "-e", errorLog], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (d) => (stderr += d));
  /** @type {{ code: number | null, signal: NodeJS.Signals | null } | undefined} */
  let exited;
  const exit = new Promise((resolve) => child.on("exit", (code, signal) => resolve((exited = { code, signal }))));
  /** @type {Error | undefined} */
  let spawnError;
  child.on("error", (e) => (spawnError = e));

  const cleanupSync = () => {
    if (!exited) child.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  installExitHandlers();
  live.add(cleanupSync);

  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      if (!exited && !spawnError) {
        child.kill("SIGQUIT"); // graceful: finish in-flight requests
        const escalate = setTimeout(() => child.kill("SIGTERM"), 3_000);
        const last = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exit;
        clearTimeout(escalate);
        clearTimeout(last);
      }
      fs.rmSync(dir, { recursive: true, force: true });
      live.delete(cleanupSync);
    })());

  // nginx writes its pid file only after binding, so this can't be fooled by someone else on the port.
  const pidFile = p("nginx.pid");
  const up = await waitForTcp(
    port,
    10_000,
    () => Boolean(exited || spawnError),
    () => fs.existsSync(pidFile),
  );
  if (!up || exited || spawnError) {
    const why = spawnError ? spawnError.message : exited ? `exited (${exited.signal ?? exited.code})` : "not listening after 10 s";
    // Startup errors go both to stderr and the error log; show one copy.
    const fromLog = tail(errorLog, 40);
    const log = fromLog === "(no log)" || !fromLog ? stderr.trim() : fromLog;
    await stop();
    throw new Error(`nginx did not start on 127.0.0.1:${port}: ${why}\n${log}`);
  }

  // nginx -s reload: the master starts workers with the new configuration and lets the old ones finish
  // the requests they hold. It is in force once every worker is a new one.
  const workers = () => fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").split(" ").filter(Boolean);
  /** @param {string} upstream @param {boolean} isDown */
  async function setDown(upstream, isDown) {
    if (!upstreams.includes(upstream)) throw new Error(`${upstream} is not one of nginx's upstreams`);
    down = isDown ? [...down, upstream] : down.filter((u) => u !== upstream);
    writeConfig();
    const before = new Set(workers());
    child.kill("SIGHUP");
    const deadline = Date.now() + 15_000;
    for (;;) {
      const now = workers();
      if (now.length > 0 && now.every((pid) => !before.has(pid))) return;
      if (exited || Date.now() > deadline) throw new Error(`nginx did not reload within 15 s\n${tail(errorLog, 20)}`);
      await sleep(20);
    }
  }

  return { url: `${tls ? "https" : "http"}://127.0.0.1:${port}`, port, spki, errorLog, setDown, stop };
}

/**
 * Writes a self-signed certificate for 127.0.0.1 (openssl, EC P-256) and returns the base64 SHA-256
 * of its public key, the form Chromium's --ignore-certificate-errors-spki-list takes.
 * @param {string} certFile
 * @param {string} keyFile
 */
function selfSignedCertificate(certFile, keyFile) {
  const openssl = (/** @type {string[]} */ args) => {
    try {
      return execFileSync("openssl", args, { stdio: ["ignore", "pipe", "pipe"] });
    } catch (e) {
      const error = /** @type {NodeJS.ErrnoException & { stderr?: Buffer }} */ (e);
      throw new Error(error.code === "ENOENT" ? "openssl not found: apt-get install -y openssl" : `openssl ${args[0]} failed: ${error.stderr}`);
    }
  };
  openssl([
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
    "-keyout",
    keyFile,
    "-out",
    certFile,
  ]);
  const publicKey = openssl(["pkey", "-in", keyFile, "-pubout", "-outform", "der"]);
  return crypto.createHash("sha256").update(publicKey).digest("base64");
}

/**
 * The site as it runs on several machines: a throwaway PostgreSQL, `instances` production servers
 * (server.mjs, the current build) sharing it, and nginx in front of them (round robin, TRUST_PROXY=1).
 * Migrations and the seed run once, as `npm start` would on the first instance.
 * @param {{ instances?: number, env?: Record<string, string>, envFor?: (i: number) => Record<string, string> }} [options]
 * @returns {Promise<import("./services.d.mts").Cluster>}
 */
export async function startCluster({ instances = 2, env = {}, envFor = () => ({}) } = {}) {
  const pg = await startPostgres();
  const base = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env, DATABASE_URL: pg.url, TRUST_PROXY: "1" };
  delete base.DATABASE_PATH;
  const setup = spawnSync("npm", ["run", "db:setup", "--silent"], { env: base, encoding: "utf8" });
  if (setup.status !== 0) throw new Error(`db:setup failed: ${setup.stderr}`);
  const servers = [];
  for (let i = 0; i < instances; i++) servers.push(await startServer({ ...base, ...envFor(i) }));
  const nginx = await startNginx({ upstreams: servers.map((s) => `127.0.0.1:${s.port}`) });
  return {
    pg,
    servers,
    nginx,
    env: base,
    /** Starts instance i again on its port (after a kill), so nginx finds it where it was. */
    async restart(i) {
      servers[i] = await startServer({ ...base, ...envFor(i) }, servers[i].port);
      return servers[i];
    },
    async stop() {
      await nginx.stop();
      await Promise.all(
        servers.map((s) => (s.child.exitCode === null && s.child.signalCode === null ? new Promise((r) => (s.child.once("exit", r), s.stop())) : null)),
      );
      await pg.kill();
    },
  };
}
