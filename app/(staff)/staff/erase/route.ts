// POST /staff/erase - administrators: erase everything stored about one address. The administrator
// types the address a second time to confirm. Answered in the administrator's language.
import { erasePersonalData, erasureRemainder } from "@/lib/leads/privacy";
import { staffTranslator } from "@/lib/staff/messages";
import { requestIp, staffForAction } from "@/lib/staff/session";

export async function POST(request: Request) {
  const admin = await staffForAction(request, { role: "admin" });
  if (admin instanceof Response) return admin;
  const t = staffTranslator(admin.language);
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get("email") ?? "").trim();
  if (!email || email.toLowerCase() !== String(form.get("confirm") ?? "").trim().toLowerCase()) {
    return Response.json({ error: t("privacy.typeAgain") }, { status: 400 });
  }
  const erased = await erasePersonalData(email, admin, await requestIp());
  return Response.json({
    saved: t("privacy.erased", { demo: erased.demoRequests, contact: erased.contactMessages }),
    notes: erasureRemainder(erased, t),
    links: erased.mentions.map((m) => ({
      href: `/staff/leads/${m.kind}/${m.id}`,
      label: t("privacy.mention", { kind: m.kind === "demo" ? t("kinds.demoRequest") : t("kinds.contactMessage"), id: m.id, where: m.where }),
    })),
  });
}
