// POST /staff/actions/preview - the editor's unsaved fields, kept briefly for the preview beside it
// (the preview page shows them to this account only): a document that exists, its own fields only,
// typed and sized as its working copy's.
import { keepPreviewDraft, previewDraftSchema } from "@/lib/content/preview-drafts";
import { staffAction } from "@/lib/staff/action";

const parsed = (value: FormDataEntryValue | null): unknown => {
  try {
    return JSON.parse(String(value));
  } catch {
    return null;
  }
};

export const POST = staffAction(
  {
    role: "editor",
    schema: previewDraftSchema,
    read: (form) => ({ kind: form.get("kind"), id: form.get("id"), locale: form.get("locale"), fields: parsed(form.get("fields")) }),
  },
  async (draft, { staff }) => {
    await keepPreviewDraft(staff.id, draft);
    return {};
  },
);
