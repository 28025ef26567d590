// GET /api/meetings/{token} - a booked meeting and the times it may move to;
// POST /api/meetings/{token} - reschedule or cancel it (the links in its e-mails)
import { methodsNotAllowed } from "@/lib/api";
import { manageGetEndpoint, managePostEndpoint } from "@/lib/booking/http";

export const GET = manageGetEndpoint;
export const POST = managePostEndpoint;

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
