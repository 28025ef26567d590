// GET /api/meetings/{token}/ics - the meeting's invitation (RFC 5545)
import { methodsNotAllowed } from "@/lib/api";
import { icsEndpoint } from "@/lib/booking/http";

export const GET = icsEndpoint;

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
