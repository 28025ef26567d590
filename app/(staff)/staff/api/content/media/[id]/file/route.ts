// PUT /staff/api/content/media/{id}/file - new bytes for an image (multipart, field "file"): same id, so articles follow
import { mediaId, replaceMedia } from "@/lib/content/media";
import { staffApi } from "@/lib/staff/action";
import { mediaFileSchema } from "@/lib/validations/content";

export const PUT = staffApi({ role: "editor", schema: mediaFileSchema }, async ({ file }, { actor, params }) =>
  replaceMedia(actor, mediaId(params.id ?? ""), file),
);
