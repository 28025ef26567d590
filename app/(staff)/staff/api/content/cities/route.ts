// GET /staff/api/content/cities - every city page, each language's revision and status
import { listCities } from "@/lib/content/city-store";
import { staffApi } from "@/lib/staff/action";

export const GET = staffApi({ role: "editor" }, async () => ({ cities: await listCities() }));
