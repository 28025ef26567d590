// npm run bench -- --only booking: the booking API (issue 48) against the production build on SQLite,
// with ten sales accounts whose calendar feeds' busy times are cached (bench/booking-reps.ts):
// - GET /api/meetings/slots, 14 days for 10 reps: server time, p50 / p95 of 200 sequential requests;
// - POST /api/meetings: 100 bookings of different slots, one after the other, p50 / p95;
// - the race: 50 leads booking one slot at once: how many were stored, and the other answers.
import { execFileSync } from "node:child_process";
import { startServer } from "./server.mjs";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const round = (n) => Math.round(n * 10) / 10;

async function lead(url, i) {
  const response = await fetch(`${url}/api/demo-requests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: `Bench Booker ${i}`, email: `booker-${i}-${Date.now()}@bench.test`, company: "Bench Motors", fillMs: 5000 }),
  });
  const body = await response.json();
  if (!body.booking) throw new Error(`No booking token (status ${response.status})`);
  return body.booking;
}

const book = (url, token, start) =>
  fetch(`${url}/api/meetings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, start, timeZone: "America/Toronto" }),
  });

export async function bookingBenchmark(env) {
  execFileSync(process.execPath, ["node_modules/.bin/tsx", "--conditions=react-server", "bench/booking-reps.ts"], { env, stdio: "inherit" });
  const server = await startServer(env);
  try {
    const token = await lead(server.url, 0);
    const slotTimes = [];
    let slots = [];
    for (let i = 0; i < 220; i++) {
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/meetings/slots?token=${encodeURIComponent(token)}`);
      slots = (await response.json()).slots;
      if (i >= 20) slotTimes.push(performance.now() - t0);
    }
    const saturday = (iso) => new Intl.DateTimeFormat("en-US", { timeZone: "America/Toronto", weekday: "short" }).format(new Date(iso)) === "Sat";
    const bookTimes = [];
    let booked = 0;
    for (let i = 0; i < 100; i++) {
      const mine = await lead(server.url, 1000 + i);
      const t0 = performance.now();
      // Spread over the weekday slots (each start has up to ten reps to give).
      const weekdays = slots.filter((s) => !saturday(s.start));
      const response = await book(server.url, mine, weekdays[(i * 7) % weekdays.length].start);
      bookTimes.push(performance.now() - t0);
      await response.arrayBuffer();
      if (response.status === 201) booked++;
    }
    const racers = await Promise.all(Array.from({ length: 50 }, (_, i) => lead(server.url, 5000 + i)));
    // A slot only one rep works: Saturday morning (bench/booking-reps.ts).
    const target = slots.filter((s) => saturday(s.start)).at(-1).start;
    const answers = await Promise.all(racers.map((t) => book(server.url, t, target)));
    const statuses = answers.map((a) => a.status);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    const refused = bodies.filter((b, i) => statuses[i] === 409 && Array.isArray(b.slots) && !b.slots.some((s) => s.start === target)).length;
    const sorted = (a) => [...a].sort((x, y) => x - y);
    return {
      slots: { count: slots.length, p50: round(percentile(sorted(slotTimes), 0.5)), p95: round(percentile(sorted(slotTimes), 0.95)) },
      booking: { booked, p50: round(percentile(sorted(bookTimes), 0.5)), p95: round(percentile(sorted(bookTimes), 0.95)) },
      race: { stored: statuses.filter((s) => s === 201).length, conflicts: statuses.filter((s) => s === 409).length, withFreshSlots: refused },
    };
  } finally {
    server.stop();
  }
}
