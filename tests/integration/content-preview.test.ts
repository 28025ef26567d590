// The editor's unsaved fields for the preview beside it (POST /staff/actions/preview), on both
// engines: kept for the editor who sent them only, refused to a sales account and to another site.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { previewDraft } from "@/lib/content/preview-drafts";
import { BASE } from "../support/requests";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const previewRoute = await import("@/app/(staff)/staff/actions/preview/route");

function post(cookie: string, fields: Record<string, string>, origin = BASE): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request(`${BASE}/staff/actions/preview`, { method: "POST", headers: { origin, cookie }, body });
  current.headers = new Headers(request.headers);
  return request;
}

const unsaved = { title: "Attribution basics, unsaved", body: "## Draft\n\nNot saved yet." };

beforeAll(() => {
  process.env.ALLOWED_ORIGINS = BASE;
});

// Each test signs accounts in (a password hash each): slow while the machine builds.
describe("POST /staff/actions/preview", { timeout: 20_000 }, () => {
  it("keeps an editor's unsaved fields for that editor's preview of that article alone", async () => {
    const editor = await signedInStaff("editor");
    const response = await previewRoute.POST(post(editor.cookie, { kind: "article", id: "7", locale: "en", fields: JSON.stringify(unsaved) }));
    expect(response.status).toBe(200);
    expect(previewDraft(editor.id, "article", "7", "en")).toEqual(unsaved);
    expect(previewDraft(`${editor.id}-someone-else`, "article", "7", "en")).toBeNull();
    expect(previewDraft(editor.id, "article", "8", "en")).toBeNull();
  });

  it("refuses a sales account in its language, another site, and fields that are not an object", async () => {
    const sales = await signedInStaff("sales", "fr");
    const refused = await previewRoute.POST(post(sales.cookie, { kind: "article", id: "7", locale: "en", fields: "{}" }));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/rôle/i);

    const editor = await signedInStaff("editor");
    expect((await previewRoute.POST(post(editor.cookie, { kind: "article", id: "7", locale: "en", fields: "{}" }, "https://evil.example"))).status).toBe(403);
    expect((await previewRoute.POST(post(editor.cookie, { kind: "article", id: "7", locale: "en", fields: "[1]" }))).status).toBe(400);
    expect((await previewRoute.POST(post(editor.cookie, { kind: "page", id: "7", locale: "en", fields: "{}" }))).status).toBe(400);
  });
});
