// GET /staff/api/content/events/{id} - a publish's receipt: each instance that applied it, and the live instances
import { addressId, ContentError } from "@/lib/content/document";
import { contentEventReceipt } from "@/lib/content/events";
import { staffApi } from "@/lib/staff/action";

export const GET = staffApi({ role: "editor" }, async (_, { params }) => {
  const receipt = await contentEventReceipt(addressId(params.id ?? ""));
  if (!receipt) throw new ContentError("contentNotFound", 404);
  return receipt;
});
