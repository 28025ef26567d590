// The floor for the lead POST: a plain node:http server doing the same durable work as
// POST /api/demo-requests, and nothing else: the same zod validation, the same duplicate check and
// insert on the same schema (DATABASE_PATH, migrated), group-committed in WAL mode with
// synchronous=FULL. No framework, no rate limits, no outbox (the bench configures no channel).
// Run by bench/page-cache.mjs: tsx --conditions=react-server bench/lead-floor.ts (PORT).
import { createHash } from "node:crypto";
import http from "node:http";
import Database from "better-sqlite3";
import { groupCommit } from "@/db/group-commit";
import { demoRequestSchema, type DemoRequestData } from "@/lib/validations/demo-request";

const db = new Database(process.env.DATABASE_PATH!);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("busy_timeout = 5000");

const findDuplicate = db.prepare("select id from demo_requests where dedupe_key = ? and created_at >= ? limit 1");
const insert = db.prepare(
  "insert into demo_requests (name, email, company, phone, message, cta, consent, language, is_spam, dedupe_key, created_at) values (?, ?, ?, ?, ?, ?, 0, 'en', 0, ?, ?) returning id",
);

const store = groupCommit((leads: DemoRequestData[]) =>
  db.transaction(() => {
    const now = new Date();
    const since = new Date(now.getTime() - 10 * 60 * 1000).toISOString();
    return leads.map((lead) => {
      const fields = { name: lead.name, email: lead.email.toLowerCase(), company: lead.company, phone: lead.phone ?? null, message: lead.message ?? null };
      const key = createHash("sha256").update(JSON.stringify(fields)).digest("hex");
      const duplicate = findDuplicate.get(key, since) as { id: number } | undefined;
      if (duplicate) return duplicate.id;
      return (insert.get(fields.name, lead.email, fields.company, fields.phone, fields.message, lead.cta ?? null, key, now.toISOString()) as { id: number }).id;
    });
  })(),
);

const answer = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) }).end(text);
};

http
  .createServer((req, res) => {
    // Anything but a POST: the bench asks whether the floor is up.
    if (req.method !== "POST") return void answer(res, 200, { up: true });
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let json: unknown;
      try {
        json = JSON.parse(Buffer.concat(chunks).toString());
      } catch {
        return answer(res, 400, { error: "Request body is not valid JSON" });
      }
      const parsed = demoRequestSchema.safeParse(json);
      if (!parsed.success) return answer(res, 400, { errors: parsed.error.issues.map((i) => i.message) });
      store(parsed.data).then(
        () => answer(res, 201, { received: true }),
        () => answer(res, 503, { error: "Could not store" }),
      );
    });
  })
  .listen(Number(process.env.PORT), "127.0.0.1");
