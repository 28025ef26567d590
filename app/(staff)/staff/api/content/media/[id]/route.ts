// GET /staff/api/content/media/{id} - one image, its variants and the articles using it
// PATCH /staff/api/content/media/{id} - its alt texts and focal point
// DELETE /staff/api/content/media/{id} - refused (409) while an article uses it
import { deleteMedia, getMedia, mediaId, updateMedia } from "@/lib/content/media";
import { staffApi } from "@/lib/staff/action";
import { mediaChangeSchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor" }, async (_, { params }) => getMedia(mediaId(params.id ?? "")));

export const PATCH = staffApi({ role: "editor", schema: mediaChangeSchema }, async (change, { actor, params }) =>
  updateMedia(actor, mediaId(params.id ?? ""), change),
);

export const DELETE = staffApi({ role: "editor" }, async (_, { actor, params }) => {
  await deleteMedia(actor, mediaId(params.id ?? ""));
  return { deleted: true };
});
