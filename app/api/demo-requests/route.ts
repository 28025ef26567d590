// POST /api/demo-requests - store a demo request from the dialog; the answer carries a booking token
// (lib/booking) for a lead that may book its demo at once
import { methodsNotAllowed } from "@/lib/api";
import { bookingOffer } from "@/lib/booking/booking";
import { createDemoRequest } from "@/lib/leads/demo-requests";
import { leadEndpoint } from "@/lib/leads/intake";
import { demoRequestSchema } from "@/lib/validations/demo-request";

export const POST = leadEndpoint("/api/demo-requests", demoRequestSchema, createDemoRequest, (stored) => bookingOffer(stored));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
