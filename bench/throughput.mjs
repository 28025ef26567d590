// Requests per second and latency with autocannon, or wrk where asked and installed (10 s after a
// 3 s warm-up, 50 connections by default), and a baseline: the same page's bytes from nginx (if
// installed) or a minimal Node static server.
import { execFile, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { freePort, waitFor } from "./server.mjs";

// `status: 304` for revalidation runs, where every answer should be 304 Not Modified. `wrk: true` for
// GET runs with large compressed bodies: autocannon parses those at about 80 MB/s on this machine (600
// answers a second of /api/blog's 130 KB, with the server 80% idle), so it would measure itself. wrk
// (Debian's `wrk` package) is used when installed; the result says which tool measured it.
//
// `mix` (wrk only): a list of requests ({ method, path, headers, lead }) sent in turn on every
// connection, instead of `url`'s one; `lead: true` posts a fresh demo request. Only 5xx answers and
// socket errors count as errors then.
export async function load({
  url,
  method = "GET",
  gzip = false,
  headers: extra = {},
  body,
  status = 200,
  duration = 10,
  connections = 50,
  warmup = 3,
  wrk = false,
  mix,
}) {
  const headers = { ...(gzip && { "accept-encoding": "gzip" }), ...(body && { "content-type": "application/json" }), ...extra };
  if (mix) return loadWithWrk({ url, headers, status, duration, connections, warmup, mix });
  if (wrk && method === "GET" && !body && hasCommand("wrk")) return loadWithWrk({ url, headers, status, duration, connections, warmup });
  const run = (seconds) =>
    autocannon({
      url,
      method,
      duration: seconds,
      connections,
      headers,
      // A fresh, valid body per request (unique e-mail), so every POST stores a new row.
      requests: body ? [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) }] : undefined,
    });
  // Steady state, as a server that has been up a while: the JIT, lazily loaded route code and the
  // database's first pages warm up under the same load first, and that run is not counted.
  if (warmup > 0) await run(warmup);
  const result = await run(duration);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (status === 304 ? result.requests.total - result["3xx"] : result.non2xx),
    bytesPerRequest: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
    tool: "autocannon",
  };
}

const hasCommand = (name) => spawnSync("sh", ["-c", `command -v ${name}`]).status === 0;

// Counts the answers whose status is not the expected one, across wrk's threads, and prints the totals.
const WRK_SCRIPT = `
local threads = {}
local expected = tonumber(os.getenv("WRK_EXPECTED_STATUS"))
function setup(thread) table.insert(threads, thread); thread:set("tid", #threads) end
function init(args) unexpected = 0 end
function response(status, headers, body)
  if (mix and status >= 500) or (not mix and status ~= expected) then unexpected = unexpected + 1 end
end
function done(summary, latency, requests)
  local unexpectedTotal = 0
  for _, t in ipairs(threads) do unexpectedTotal = unexpectedTotal + t:get("unexpected") end
  local e = summary.errors
  io.write(string.format("wrk-result %d %d %d %d %d %d\\n", summary.requests, summary.duration, summary.bytes,
    unexpectedTotal + e.connect + e.read + e.write + e.timeout, latency:percentile(50), latency:percentile(99)))
end
`;

// A request() for wrk that sends a mix's requests in turn; `tid` is set per thread by setup().
function mixScript(mix) {
  const lua = (text) => JSON.stringify(String(text));
  const entries = mix.map(({ method = "GET", path, headers = {}, lead = false }) => {
    const h = Object.entries({ ...headers, ...(lead && { "content-type": "application/json" }) }).map(([k, v]) => `[${lua(k)}]=${lua(v)}`);
    return `{m=${lua(method)}, p=${lua(path)}, h={${h.join(", ")}}, lead=${lead}}`;
  });
  return `
mix = { ${entries.join(",\n  ")} }
local n = 0
function request()
  n = n + 1
  local e = mix[(n % #mix) + 1]
  local body = nil
  if e.lead then
    body = string.format('{"name":"Load Test","email":"mix-%d-%d-%d@bench.test",' ..
      '"company":"Benchmark Motors","fillMs":5000}', tid or 0, n, os.time())
  end
  return wrk.format(e.m, e.p, e.h, body)
end
`;
}

async function loadWithWrk({ url, headers, status, duration, connections, warmup, mix }) {
  const script = path.join(os.tmpdir(), `bench-wrk-${process.pid}.lua`);
  fs.writeFileSync(script, (mix ? mixScript(mix) : "") + WRK_SCRIPT);
  const run = async (seconds) => {
    const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "-s", script, ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]), url];
    const { stdout: out } = await promisify(execFile)("wrk", args, { env: { ...process.env, WRK_EXPECTED_STATUS: String(status) } });
    const [requests, micros, bytes, errors, p50, p99] = out
      .match(/wrk-result (.*)/)[1]
      .split(" ")
      .map(Number);
    return { requests, micros, bytes, errors, p50, p99 };
  };
  if (warmup > 0) await run(warmup);
  const r = await run(duration);
  return {
    rps: Math.round(r.requests / (r.micros / 1e6)),
    p50: Math.round(r.p50 / 1000),
    p99: Math.round(r.p99 / 1000),
    errors: r.errors,
    bytesPerRequest: Math.round(r.bytes / Math.max(r.requests, 1)),
    tool: "wrk",
  };
}

// Serves one file's bytes at /, gzipped when asked, the way a CDN or nginx would.
async function nodeStaticServer(file) {
  const raw = fs.readFileSync(file);
  const gz = gzipSync(raw);
  const server = http.createServer((req, res) => {
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...(gzip && { "content-encoding": "gzip" }) });
    res.end(gzip ? gz : raw);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { name: "node static server", url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}

// nginx serving a directory's files; `location` goes in its one location block.
export async function startNginxFiles(dir, { gzip = false, location = "" } = {}) {
  const port = await freePort();
  fs.mkdirSync(path.join(dir, "logs"), { recursive: true });
  // nginx's workers run as an unprivileged user: they must be able to read the files.
  for (let d = dir; d !== os.tmpdir() && d !== path.dirname(d); d = path.dirname(d)) fs.chmodSync(d, 0o755);
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log;
events { worker_connections 1024; }
http { access_log off; ${gzip ? "gzip on; gzip_types text/html; gzip_min_length 0;" : ""}
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${dir}; location / { ${location} } } }\n`,
  );
  const child = spawn("nginx", ["-c", conf, "-p", dir, "-e", `${dir}/logs/error.log`], { stdio: "ignore" });
  await waitFor(`http://127.0.0.1:${port}/nginx.conf`, 10_000);
  return { name: "nginx", url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

async function nginxServer(file, dir) {
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(file, path.join(dir, "index.html"));
  const nginx = await startNginxFiles(dir, { gzip: true, location: "default_type text/html; try_files /index.html =404;" });
  return { ...nginx, url: `${nginx.url}/` };
}

export async function startBaseline(file, dir) {
  return hasCommand("nginx") ? nginxServer(file, dir) : nodeStaticServer(file);
}
