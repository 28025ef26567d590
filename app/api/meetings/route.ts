// POST /api/meetings - book a demo slot for the lead a booking token names
import { methodsNotAllowed } from "@/lib/api";
import { bookEndpoint } from "@/lib/booking/http";

export const POST = bookEndpoint;

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
