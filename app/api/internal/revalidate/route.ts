import { revalidatePath } from "next/cache";
import { isInternalRevalidation } from "@/lib/http/internal-request";

// POST /api/internal/revalidate - Next's own cache forgets a content event's paths on this instance
// (revalidatePath works only inside a request); sent by server.mjs to itself, 404 to anyone else.
export async function POST(request: Request) {
  if (!isInternalRevalidation(request)) return new Response(null, { status: 404 });
  const { paths } = (await request.json()) as { paths: string[] };
  for (const path of paths) revalidatePath(path);
  return Response.json({ revalidated: paths.length });
}
