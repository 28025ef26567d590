// npm run bench (booking): ten sales accounts on the bench server's database, each with its default
// hours and a calendar feed's busy times already cached (40 events in the window), as a read feed
// leaves them; the first also works Saturday mornings, which no other does (the race's slot). Prints nothing.
import { getDb } from "@/db";
import { staffAvailability } from "@/db/schema";
import { addMember, findMemberByEmail } from "@/lib/staff/team";

const now = Date.now();
for (let i = 0; i < 10; i++) {
  const email = `bench-rep-${i}@torqueanalytics.ca`;
  await addMember({ id: null, email: "bench" }, { email, name: `Bench Rep ${i}`, role: "sales" });
  const { id } = await findMemberByEmail(email);
  // Busy half-hours scattered over the next 14 days (odd hours, so the slots stay plentiful).
  const busy = Array.from({ length: 40 }, (_, k) => {
    const start = Math.floor((now + (k + 1) * 8 * 3_600_000 + i * 1_800_000) / 1_800_000) * 1_800_000;
    return [start, start + 1_800_000];
  });
  await getDb()
    .insert(staffAvailability)
    .values({
      staffId: id,
      weeklyHours: i === 0 ? "Mon-Fri 09:00-17:00; Sat 10:00-12:00" : "Mon-Fri 09:00-17:00",
      feedUrl: "https://calendar.example/private.ics",
      feedBusy: JSON.stringify(busy),
      feedFetchedAt: new Date(now).toISOString(),
    });
}
