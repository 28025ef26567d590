// POST /api/demo-requests - store a demo request from the dialog
import { handle, methodsNotAllowed, parseJsonBody } from "@/lib/api";
import { rateLimit } from "@/lib/rate-limit";
import { createDemoRequest } from "@/lib/demo-requests";
import { demoRequestSchema } from "@/lib/validations/demo-request";

export const POST = handle(async (request: Request) => {
  const limited = rateLimit(request);
  if (limited) return limited;
  const body = await parseJsonBody(request, demoRequestSchema);
  if (!body.ok) return body.response;
  const { id } = await createDemoRequest(body.data);
  return Response.json({ id }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
