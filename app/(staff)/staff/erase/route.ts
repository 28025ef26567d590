// POST /staff/erase - administrators: erase everything stored about one address. The administrator
// types the address a second time to confirm.
import { erasePersonalData, erasureRemainder } from "@/lib/leads/privacy";
import { requestIp, staffForAction } from "@/lib/staff/session";
import { countOf } from "@/lib/utils";

export async function POST(request: Request) {
  const admin = await staffForAction(request, { role: "admin" });
  if (admin instanceof Response) return admin;
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get("email") ?? "").trim();
  if (!email || email.toLowerCase() !== String(form.get("confirm") ?? "").trim().toLowerCase()) {
    return Response.json({ error: "Type the address again to confirm the erasure" }, { status: 400 });
  }
  const erased = await erasePersonalData(email, admin, await requestIp());
  return Response.json({
    saved: `Erased ${countOf(erased.demoRequests, "demo request")} and ${countOf(erased.contactMessages, "contact message")}, with their history.`,
    notes: erasureRemainder(erased),
    links: erased.mentions.map((m) => ({ href: `/staff/leads/${m.kind}/${m.id}`, label: `${m.kind === "demo" ? "Demo request" : "Contact message"} ${m.id} (${m.where})` })),
  });
}
