// npm run test:e2e: build the production site against a fresh SQLite file, serve it with
// server.mjs (as `npm start` does) on a free port, run Playwright against it, and stop the server.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { freePort, startServer } from "../../bench/server.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(`No browser at ${chromium}: install one with 'apt-get install -y chromium', or set CHROMIUM_PATH to a Chromium or Chrome binary.`);
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
// The browser tests post many forms from one address: the per-IP rate limit is tested against the
// route handlers (tests/integration/lead-capture.test.ts) and is off here.
// TRUST_PROXY=1, as behind a proxy: a test can then be its own client (X-Forwarded-For), which the
// staff sign-in throttling counts per address.
// The CRM webhook goes to a receiver the webhook test starts on this port (refused until then, and
// retried quickly: OUTBOX_RETRY_MS).
const webhookPort = await freePort();
// The site is built and served for the address the browser uses (SITE_URL): the staff workspace
// takes requests from that origin only. ALLOWED_ORIGINS adds a landing page's origin, which may
// post leads and nothing else.
const port = await freePort();
const env = {
  ...process.env,
  SITE_URL: `http://127.0.0.1:${port}`,
  ALLOWED_ORIGINS: "https://landing.example",
  DATABASE_PATH: path.join(dir, "e2e.db"),
  RATE_LIMIT_PER_MINUTE: "0",
  CONTENT_WRITES_PER_MINUTE: "0",
  TRUST_PROXY: "1",
  NEXT_TELEMETRY_DISABLED: "1",
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hooks/leads`,
  LEADS_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString("base64")}`,
  OUTBOX_RETRY_MS: "1000",
  OUTBOX_SWEEP_MS: "500",
  // Administrators must set up two-factor sign-in (the staff tests do, with real TOTP codes).
  STAFF_REQUIRE_2FA: "1",
};

// A local SMTP server for the e-mails the tests read (the booking's invitations and links): each
// message is written to MAIL_DIR as it arrives (tests/e2e/support.ts mailsTo reads them).
const mailDir = path.join(dir, "mail");
fs.mkdirSync(mailDir);
const { startSmtp } = await import("../support/smtp.ts");
let mails = 0;
const smtp = await startSmtp(
  () => false,
  (mail) => fs.writeFileSync(path.join(mailDir, `${String(++mails).padStart(6, "0")}.eml`), mail.raw),
);
env.SMTP_URL = smtp.url;

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.E2E_SKIP_BUILD) run("npm", ["run", "build", "--silent"]);
else run("npm", ["run", "db:setup", "--silent"]);

// The server's log lines, for the tests that read what an operator sees (tests/e2e/operations.spec.ts).
const serverLog = path.join(dir, "server.log");
const server = await startServer(env, port, { logFile: serverLog });

let status = 1;
try {
  // Not spawnSync: this process's SMTP server must keep answering while the tests run.
  status = await new Promise((resolve) =>
    spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
      stdio: "inherit",
      env: { ...env, BASE_URL: server.url, SERVER_LOG: serverLog, MAIL_DIR: mailDir },
    }).on("exit", (code) => resolve(code ?? 1)),
  );
} finally {
  server.stop();
  await smtp.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
