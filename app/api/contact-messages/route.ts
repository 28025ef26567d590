// POST /api/contact-messages - store a message from the contact page
import { handle, MAX_BODY_BYTES, methodsNotAllowed } from "@/lib/api";
import { directRoute } from "@/lib/http/direct-routes.mjs";
import { createContactMessage } from "@/lib/contact-messages";
import { receiveLead } from "@/lib/lead-intake";
import { contactMessageSchema } from "@/lib/validations/contact-message";

// server.mjs calls it directly once this module has loaded (lib/http/direct-routes.mjs).
export const POST = directRoute("POST /api/contact-messages", MAX_BODY_BYTES, handle((request: Request) => receiveLead(request, contactMessageSchema, createContactMessage)));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
