// POST /api/contact-messages - store a message from the contact page
import { handle, methodsNotAllowed, parseJsonBody } from "@/lib/api";
import { rateLimit } from "@/lib/rate-limit";
import { createContactMessage } from "@/lib/contact-messages";
import { contactMessageSchema } from "@/lib/validations/contact-message";

export const POST = handle(async (request: Request) => {
  const limited = rateLimit(request);
  if (limited) return limited;
  const body = await parseJsonBody(request, contactMessageSchema);
  if (!body.ok) return body.response;
  const { id } = await createContactMessage(body.data);
  return Response.json({ id }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
