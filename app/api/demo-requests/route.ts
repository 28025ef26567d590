// POST /api/demo-requests - store a demo request from the dialog
import { handle, MAX_BODY_BYTES, methodsNotAllowed } from "@/lib/api";
import { directRoute } from "@/lib/http/direct-routes.mjs";
import { createDemoRequest } from "@/lib/demo-requests";
import { receiveLead } from "@/lib/lead-intake";
import { demoRequestSchema } from "@/lib/validations/demo-request";

// server.mjs calls it directly once this module has loaded (lib/http/direct-routes.mjs).
export const POST = directRoute("POST /api/demo-requests", MAX_BODY_BYTES, handle((request: Request) => receiveLead(request, demoRequestSchema, createDemoRequest)));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
