// GET /api/cities/{city} - one city record by case-insensitive slug, or 404
import { handle, jsonError, methodsNotAllowed } from "@/lib/api";
import { getCityBySlug } from "@/lib/content/cities";

export const GET = handle(async (_request: Request, { params }: RouteContext<"/api/cities/[city]">) => {
  const { city } = await params;
  const record = await getCityBySlug(city);
  return record ? Response.json(record) : jsonError(404, "City not found");
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
