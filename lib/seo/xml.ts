// Text into the XML the site writes (the RSS feeds, the sitemaps): the five characters XML escapes, and
// the characters XML 1.0 forbids dropped (controls other than tab and line breaks, U+FFFE and U+FFFF, lone
// surrogates) with the other noncharacters, so a feed stays well-formed whatever a row holds: the
// content schemas refuse them (lib/validations/content.ts), but rows written before, or by a script,
// may have them, and one such character made /blog/feed.xml unreadable (issue 47, M7).
const XML_UNSAFE = /[^\P{Cc}\t\n\r]|\p{Noncharacter_Code_Point}|[\ud800-\udfff]/gu;
const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

export const escapeXml = (s: string) => s.replace(XML_UNSAFE, "").replace(/[<>&'"]/g, (c) => ENTITIES[c]!);
