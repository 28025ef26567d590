// GET /staff/api/content/terms - the categories, then the tags, each with its names and how many articles use it
// POST /staff/api/content/terms - a new category or tag, its names in both languages -> 201
import { createTerm, listTerms } from "@/lib/content/terms";
import { staffApi } from "@/lib/staff/action";
import { termSchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor" }, async () => ({ terms: await listTerms() }));

export const POST = staffApi({ role: "editor", schema: termSchema, status: 201 }, async (input, { actor }) => createTerm(actor, input));
