// GET /staff/api/content/media - the library, newest first (q: a name or alt text)
// POST /staff/api/content/media - an image (multipart, field "file") -> 201 with its variants
import { listMedia, uploadMedia } from "@/lib/content/media";
import { staffApi } from "@/lib/staff/action";
import { mediaFileSchema, mediaQuerySchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", schema: mediaQuerySchema }, async ({ q }) => ({ media: await listMedia(q) }));

export const POST = staffApi({ role: "editor", schema: mediaFileSchema, status: 201 }, async ({ file }, { actor }) => uploadMedia(actor, file));
