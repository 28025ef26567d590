// POST /api/contact-messages - store a message from the contact page
import { handle, methodsNotAllowed } from "@/lib/api";
import { createContactMessage } from "@/lib/contact-messages";
import { receiveLead } from "@/lib/lead-intake";
import { contactMessageSchema } from "@/lib/validations/contact-message";

export const POST = handle((request: Request) => receiveLead(request, contactMessageSchema, createContactMessage));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
