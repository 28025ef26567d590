// The site on several machines: two production servers (server.mjs, the current build) sharing one
// PostgreSQL, behind nginx (tests/support/services.mjs), with a local SMTP server taking the sales
// e-mails. Every test talks to real processes over loopback.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../support/services.mjs";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A POST as a browser-less client would send it. `from` binds the socket to another loopback address,
// so nginx sees (and the rate limit counts) a different client; `forwardedFor` is what a trusted
// proxy in front of an instance would have appended.
function post(url: string, body: unknown, options: { from?: string; forwardedFor?: string; timeoutMs?: number } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: "POST",
        agent: false,
        localAddress: options.from,
        timeout: options.timeoutMs ?? 10_000,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...(options.forwardedFor && { "x-forwarded-for": options.forwardedFor }),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end(payload);
  });
}

let clientSequence = 0;
// A loopback address no other request in this run has used: a new client for the rate limit.
const newClient = () => {
  const n = ++clientSequence;
  return `127.${10 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255 || 1}`;
};

const lead = (email: string, extra: Record<string, unknown> = {}) => ({ name: "Jordan Lee", email, company: "Harbourfront Motors", fillMs: 5000, ...extra });

// A mail server that records each accepted message with the instance that sent it (its SMTP user),
// and can hold the next message open without accepting it: the sender is then mid-send.
function startSmtp() {
  const messages: { user: string; text: string }[] = [];
  let stallNext = false;
  let stalled: ((user: string) => void) | null = null;
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true, // no DNS here: a lookup would stall every connection
    disabledCommands: ["STARTTLS"],
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk));
      stream.on("end", () => {
        const user = String(session.user ?? "");
        if (stallNext) {
          stallNext = false;
          stalled?.(user);
          return; // never answered: the sender waits until it dies
        }
        messages.push({ user, text });
        callback();
      });
    },
  });
  // A sender killed mid-message resets its connection: expected here, not an error.
  server.on("error", () => undefined);
  return {
    messages,
    // Resolves with the SMTP user (the instance) whose next message is being held.
    holdNext: () =>
      new Promise<string>((resolve) => {
        stallNext = true;
        stalled = resolve;
      }),
    listen: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let cluster: Cluster;
let db: pg.Pool;
const smtp = startSmtp();
const mailsFor = (email: string) => smtp.messages.filter((m) => m.text.includes(email));
const rowsFor = async (email: string) => (await db.query("select count(*)::int as n from demo_requests where email = $1", [email])).rows[0].n as number;

beforeAll(async () => {
  const smtpPort = await smtp.listen();
  cluster = await startCluster({
    instances: 2,
    env: {
      LEADS_NOTIFY_TO: "sales@torqueanalytics.ca",
      // Shared by both instances: the staff workspace and the booking tokens.
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
      OUTBOX_LEASE_MS: "4000",
      OUTBOX_SWEEP_MS: "500",
      RATE_LIMIT_PER_MINUTE: "10",
      LEADS_PER_MINUTE_MAX: "0",
    },
    envFor: (i) => ({ SMTP_URL: `smtp://instance${i}:secret@127.0.0.1:${smtpPort}` }),
  });
  db = new pg.Pool({ connectionString: cluster.pg.url, max: 2 });
  db.on("error", () => undefined); // idle connections die when a test stops PostgreSQL
}, 120_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await smtp.close();
});

describe("two instances sharing PostgreSQL", () => {
  it("a lead posted through instance A is listed by `npm run leads` and seen by instance B", async () => {
    const [a, b] = cluster.servers;
    const email = `shared-${Date.now()}@harbourfront.ca`;
    expect((await post(`${a!.url}/api/demo-requests`, lead(email, { consent: true }), { forwardedFor: newClient() })).status).toBe(201);

    const cli = spawnSync("npm", ["run", "leads", "--silent", "--", "--format", "json"], { env: cluster.env as NodeJS.ProcessEnv, encoding: "utf8" });
    expect(cli.status).toBe(0);
    const listed = (JSON.parse(cli.stdout) as { email: string; consent: boolean }[]).filter((r) => r.email === email);
    expect(listed).toEqual([expect.objectContaining({ email, consent: true })]);

    // B reads A's row: the same request through B is a duplicate, and B applies its consent change to it.
    expect((await post(`${b!.url}/api/demo-requests`, lead(email, { consent: false }), { forwardedFor: newClient() })).status).toBe(201);
    const { rows } = await db.query("select consent from demo_requests where email = $1", [email]);
    expect(rows).toEqual([{ consent: false }]);
  });

  it("counts the rate limit across instances: 10 posts from one client pass, the 11th gets 429 with Retry-After", async () => {
    const from = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await post(`${cluster.nginx.url}/api/demo-requests`, lead(`limit-${i}-${Date.now()}@harbourfront.ca`), { from })).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const eleventh = await post(`${cluster.nginx.url}/api/demo-requests`, lead(`limit-11-${Date.now()}@harbourfront.ca`), { from });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(eleventh.body)).toEqual({ error: "Too many requests: please try again in a minute" });
    // Another client is not affected.
    expect((await post(`${cluster.nginx.url}/api/demo-requests`, lead(`other-${Date.now()}@harbourfront.ca`), { from: newClient() })).status).toBe(201);
  });

  it("stores 50 identical requests fired at both instances at once as one row", async () => {
    const email = `burst-${Date.now()}@harbourfront.ca`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(`${cluster.servers[i % 2]!.url}/api/demo-requests`, lead(email, { message: "Two rooftops" }), { forwardedFor: newClient() }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect(await rowsFor(email)).toBe(1);
  });
});

describe("the notification outbox with both instances sweeping", () => {
  it("sends exactly one e-mail per lead", async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `notify-${i}-${Date.now()}@harbourfront.ca`);
    await Promise.all(emails.map((email, i) => post(`${cluster.servers[i % 2]!.url}/api/demo-requests`, lead(email), { forwardedFor: newClient() })));
    const deadline = Date.now() + 10_000;
    while (emails.some((email) => mailsFor(email).length === 0) && Date.now() < deadline) await sleep(100);
    // Then a few more sweeps of both instances (every 500 ms): nothing may be sent again.
    await sleep(2_000);
    expect(emails.map((email) => mailsFor(email).length)).toEqual(Array(20).fill(1));
  });

  it("still sends once when the instance holding the claim is killed mid-send", async () => {
    const email = `killed-sender-${Date.now()}@harbourfront.ca`;
    const held = smtp.holdNext();
    expect((await post(`${cluster.servers[0]!.url}/api/demo-requests`, lead(email), { forwardedFor: newClient() })).status).toBe(201);
    const sender = Number((await held).replace("instance", ""));
    const victim = cluster.servers[sender]!;
    victim.child.kill("SIGKILL");
    await new Promise((resolve) => victim.child.once("exit", resolve));
    expect(mailsFor(email)).toHaveLength(0);
    // The other instance takes the claim over once its 4 s lease expires.
    const deadline = Date.now() + 15_000;
    while (mailsFor(email).length === 0 && Date.now() < deadline) await sleep(250);
    expect(mailsFor(email).map((m) => m.user)).toEqual([`instance${1 - sender}`]);
    await cluster.restart(sender);
    await sleep(1_500);
    expect(mailsFor(email)).toHaveLength(1);
  }, 40_000);
});

describe("demo booking on both instances (issue 48)", () => {
  const staffEnv = () => cluster.env as NodeJS.ProcessEnv;
  let repAdded = false;
  // One sales account: every slot has one rep to give.
  const oneRep = () => {
    if (repAdded) return;
    const added = spawnSync("npm", ["run", "staff", "--silent", "--", "add", `scale-rep-${Date.now()}@torqueanalytics.ca`, "--role", "sales"], {
      env: staffEnv(),
      encoding: "utf8",
    });
    expect(added.status, added.stderr).toBe(0);
    repAdded = true;
  };
  const bookingToken = async (email: string, i: number) => {
    const answer = await post(`${cluster.servers[i % 2]!.url}/api/demo-requests`, lead(email), { forwardedFor: newClient() });
    return (JSON.parse(answer.body) as { booking: string }).booking;
  };
  const book = (i: number, token: string, start: string) =>
    post(`${cluster.servers[i % 2]!.url}/api/meetings`, { token, start, timeZone: "America/Toronto" }, { forwardedFor: newClient() });

  it("stores exactly one of 50 bookings of one slot spread over both instances, and answers 49 x 409 with other slots", async () => {
    oneRep();
    const stamp = Date.now();
    const tokens = await Promise.all(Array.from({ length: 50 }, (_, i) => bookingToken(`race-${i}-${stamp}@harbourfront.ca`, i)));
    const slots = (await (await fetch(`${cluster.nginx.url}/api/meetings/slots?token=${encodeURIComponent(tokens[0]!)}`)).json()) as {
      slots: { start: string }[];
    };
    const target = slots.slots[4]!.start;
    const answers = await Promise.all(tokens.map((token, i) => book(i, token, target)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.status === 409)) {
      const fresh = (JSON.parse(refused.body) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
      expect(fresh.length).toBeGreaterThan(0);
      expect(fresh).not.toContain(target);
    }
    const { rows } = await db.query("select count(*)::int as n from meetings where starts_at = $1 and status = 'booked'", [target]);
    expect(rows[0].n).toBe(1);
  }, 60_000);

  it("sends a reminder due while the instance sending it is killed (SIGKILL) exactly once, from the other instance", async () => {
    oneRep();
    const email = `reminded-${Date.now()}@harbourfront.ca`;
    const token = await bookingToken(email, 0);
    const slots = (await (await fetch(`${cluster.nginx.url}/api/meetings/slots?token=${encodeURIComponent(token)}`)).json()) as {
      slots: { start: string }[];
    };
    expect((await book(0, token, slots.slots.at(-1)!.start)).status).toBe(201);
    // Everything due now goes out first (the lead's and the booking's e-mails), so the next message is the reminder.
    const due = async () =>
      Number(
        (await db.query("select count(*)::int as n from lead_notifications where status = 'pending' and next_attempt_at <= $1", [new Date().toISOString()]))
          .rows[0].n,
      );
    const quiet = Date.now() + 15_000;
    while ((await due()) > 0 && Date.now() < quiet) await sleep(200);
    expect(await due()).toBe(0);
    const reminders = () => smtp.messages.filter((m) => m.text.includes(email) && m.text.includes("In one hour: your Torque Analytics demo"));
    const held = smtp.holdNext();
    // The 1-hour reminder falls due now (its meeting is days away: the row's time is brought forward).
    await db.query(
      "update lead_notifications set next_attempt_at = $1 where lead_type = 'meeting' and event = 'meeting.reminder_1h' and lead_id = " +
        "(select m.id from meetings m join demo_requests d on d.id = m.lead_id and m.lead_type = 'demo' where d.email = $2)",
      [new Date().toISOString(), email],
    );
    const sender = Number((await held).replace("instance", ""));
    const victim = cluster.servers[sender]!;
    victim.child.kill("SIGKILL");
    await new Promise((resolve) => victim.child.once("exit", resolve));
    expect(reminders()).toHaveLength(0);
    const deadline = Date.now() + 15_000;
    while (reminders().length === 0 && Date.now() < deadline) await sleep(250);
    expect(reminders().map((m) => m.user)).toEqual([`instance${1 - sender}`]);
    await cluster.restart(sender);
    await sleep(1_500);
    expect(reminders()).toHaveLength(1);
  }, 60_000);
});

describe("crashes under load", () => {
  // Posts through nginx from many clients until stopped; returns the e-mails that were acknowledged.
  function loadUntil(done: Promise<unknown>, tag: string) {
    const acknowledged: string[] = [];
    const refused: Record<number, number> = {};
    let stop = false;
    let sequence = 0;
    void done.then(() => (stop = true));
    const worker = async () => {
      while (!stop) {
        const email = `${tag}-${sequence++}@crash.test`;
        try {
          const answer = await post(`${cluster.nginx.url}/api/demo-requests`, lead(email), { from: newClient(), timeoutMs: 5_000 });
          if (answer.status === 201) acknowledged.push(email);
          else refused[answer.status] = (refused[answer.status] ?? 0) + 1;
        } catch {
          await sleep(20);
        }
      }
    };
    return Promise.all(Array.from({ length: 16 }, worker)).then(() => ({ acknowledged, refused }));
  }

  async function storedOnce(tag: string, acknowledged: string[]) {
    const { rows } = await db.query<{ email: string; n: number }>("select email, count(*)::int as n from demo_requests where email like $1 group by email", [
      `${tag}-%`,
    ]);
    const stored = new Map(rows.map((r) => [r.email, r.n]));
    return { lost: acknowledged.filter((e) => !stored.has(e)), twice: rows.filter((r) => r.n > 1).map((r) => r.email) };
  }

  it("loses no acknowledged lead, and stores none twice, when an instance is killed (SIGKILL)", async () => {
    const tag = `kill-${Date.now()}`;
    let finish!: () => void;
    const running = loadUntil(new Promise<void>((r) => (finish = r)), tag);
    await sleep(1_500);
    cluster.servers[1]!.child.kill("SIGKILL");
    await sleep(1_500);
    await cluster.restart(1);
    await sleep(1_000);
    finish();
    const { acknowledged } = await running;
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(await storedOnce(tag, acknowledged)).toEqual({ lost: [], twice: [] });
  }, 60_000);

  it("loses no acknowledged lead when PostgreSQL stops at once, answers 503 while it is down, and recovers by itself", async () => {
    const tag = `pgcrash-${Date.now()}`;
    let finish!: () => void;
    const running = loadUntil(new Promise<void>((r) => (finish = r)), tag);
    await sleep(1_500);
    await cluster.pg.stop("immediate");

    // While the database is down: the form endpoint says so, and pages still serve.
    const down = await post(`${cluster.nginx.url}/api/demo-requests`, lead(`down-${Date.now()}@crash.test`), { from: newClient() });
    expect(down.status).toBe(503);
    expect(down.headers["content-type"]).toMatch(/application\/json/);
    expect(Number(down.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(down.body).error).toMatch(/try again/);
    for (const path of ["/", "/pricing", "/blog/cost-per-sale-by-lead-source"]) expect((await fetch(`${cluster.nginx.url}${path}`)).status, path).toBe(200);

    await cluster.pg.restart();
    await sleep(2_000);
    finish();
    const { acknowledged, refused } = await running;
    expect(refused[503]).toBeGreaterThan(0);
    expect(await storedOnce(tag, acknowledged)).toEqual({ lost: [], twice: [] });
    // Recovered without a restart of the site: new leads are stored again through both instances.
    for (const server of cluster.servers)
      expect((await post(`${server.url}/api/demo-requests`, lead(`after-${server.port}-${Date.now()}@crash.test`), { forwardedFor: newClient() })).status).toBe(
        201,
      );
  }, 60_000);
});
