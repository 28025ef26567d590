import { fixFrenchSpacing, spacingFaults } from "@/lib/content/french-rules";

// The publish panel's "Fix the spacing": every spacing fault of a French article's fields (the gates'
// french.plainSpace and french.missingSpace), fixed in the fields in front of the author, who then
// saves; nothing is written behind their back. The spaces are the ones docs/french.md gives.

interface SpacedFields {
  title: string;
  seoTitle: string | null;
  excerpt: string;
  seoDescription: string | null;
  body: string;
  tags: string[];
}

/** The fields with their spacing fixed, and how many spaces were fixed (0: the fields as they were). */
export function fixArticleSpacing<F extends SpacedFields>(fields: F): { fields: F; fixed: number } {
  let fixed = 0;
  const fix = (text: string, kind: "text" | "markdown" | "tag" = "text") => {
    const faults = spacingFaults(text, kind).length;
    fixed += faults;
    return faults ? fixFrenchSpacing(text, kind) : text;
  };
  const next = {
    ...fields,
    title: fix(fields.title),
    seoTitle: fields.seoTitle === null ? null : fix(fields.seoTitle),
    excerpt: fix(fields.excerpt),
    seoDescription: fields.seoDescription === null ? null : fix(fields.seoDescription),
    body: fix(fields.body, "markdown"),
    tags: fields.tags.map((tag) => fix(tag, "tag")),
  };
  return { fields: fixed ? next : fields, fixed };
}
