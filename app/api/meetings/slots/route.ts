// GET /api/meetings/slots?token= - the open demo slots of the lead a booking token names
import { methodsNotAllowed } from "@/lib/api";
import { slotsEndpoint } from "@/lib/booking/http";

export const GET = slotsEndpoint;

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
