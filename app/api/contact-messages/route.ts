// POST /api/contact-messages - store a message from the contact page
import { methodsNotAllowed } from "@/lib/api";
import { createContactMessage } from "@/lib/leads/contact-messages";
import { leadEndpoint } from "@/lib/leads/intake";
import { contactMessageSchema } from "@/lib/validations/contact-message";

export const POST = leadEndpoint("/api/contact-messages", contactMessageSchema, createContactMessage);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
