// POST /api/demo-requests - store a demo request from the dialog
import { methodsNotAllowed } from "@/lib/api";
import { createDemoRequest } from "@/lib/leads/demo-requests";
import { leadEndpoint } from "@/lib/leads/intake";
import { demoRequestSchema } from "@/lib/validations/demo-request";

export const POST = leadEndpoint("/api/demo-requests", demoRequestSchema, createDemoRequest);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
