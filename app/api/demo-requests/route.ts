// POST /api/demo-requests - store a demo request from the dialog
import { handle, methodsNotAllowed } from "@/lib/api";
import { createDemoRequest } from "@/lib/demo-requests";
import { receiveLead } from "@/lib/lead-intake";
import { demoRequestSchema } from "@/lib/validations/demo-request";

export const POST = handle((request: Request) => receiveLead(request, demoRequestSchema, createDemoRequest));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
