import { eq } from "drizzle-orm";
import * as authRoute from "@/app/api/auth/[...all]/route";
import { getDb } from "@/db";
import { staffUsers } from "@/db/schema";
import { getAuth } from "@/lib/staff/auth";
import type { StaffRole } from "@/lib/staff/session";
import { addMember, findMemberByEmail } from "@/lib/staff/team";
import { BASE } from "./requests";

const password = "maple syrup lantern 2048";
let seq = 0;

// A new staff account in a language, signed in through Better Auth's endpoint as the workspace's
// form signs in; answers its session cookie (as the browser sends it back), e-mail and id.
export async function signedInStaff(
  role: StaffRole = "sales",
  language: "en" | "fr" = "en",
): Promise<{ cookie: string; email: string; id: string; role: StaffRole }> {
  const email = `staff-${Date.now()}-${seq++}@torqueanalytics.ca`;
  await addMember({ id: null, email: "test" }, { email, name: `Person ${seq}`, role });
  const user = await findMemberByEmail(email);
  if (language !== "en") await getDb().update(staffUsers).set({ language }).where(eq(staffUsers.id, user.id));
  const context = await getAuth().$context;
  await context.internalAdapter.updatePassword(user.id, await context.password.hash(password));
  const response = await authRoute.POST(
    new Request(`${BASE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": `198.51.100.${50 + (seq % 100)}` },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return { cookie, email, id: user.id, role };
}
