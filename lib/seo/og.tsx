import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { parse as parseFont } from "opentype.js";
import { formatNumber, formatOrMore, formatPercent } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

// Open Graph images: 1200 x 630 PNG. next/og reads static .woff fonts (not woff2 or variable ones),
// so Inter comes from @fontsource/inter's files (its latin subset). No network: for a character no
// loaded font has, next/og fetches a font from Google Fonts (sending the text) or an emoji from a CDN,
// and offers no way to turn that off (its render sets satori's loadAdditionalAsset itself). So every
// text is cut to the characters both fonts have (issue 47, L6), asked of each font's own character
// map with opentype.js, the parser satori itself asks: an emoji or a CJK character is left out.
export const OG_SIZE = { width: 1200, height: 630 };

const fontDir = path.join(process.cwd(), "node_modules/@fontsource/inter/files");

async function readFonts() {
  const [regular, bold] = await Promise.all([
    fs.readFile(path.join(fontDir, "inter-latin-400-normal.woff")),
    fs.readFile(path.join(fontDir, "inter-latin-800-normal.woff")),
  ]);
  const maps = [regular, bold].map((data) => parseFont(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength), { lowMemory: true }));
  return {
    list: [
      { name: "Inter", data: regular, weight: 400 as const, style: "normal" as const },
      { name: "Inter", data: bold, weight: 800 as const, style: "normal" as const },
    ],
    has: (character: string) => maps.every((font) => font.charToGlyphIndex(character) > 0),
  };
}
// Read once per process: two files of 100 KB, and their maps.
let loaded: ReturnType<typeof readFonts> | undefined;
const fonts = () => (loaded ??= readFonts());

// A text as the fonts can draw it: composed (e + U+0301 is é), without control, format or unassigned
// code points, and without a character the fonts lack; the spaces left where one was cut collapse.
// French formats put a narrow no-break space (U+202F) before % and in numbers, which Inter's subset
// lacks: it becomes the no-break space it has, so a figure still never breaks across lines.
// An uppercase text (the eyebrow) keeps a character only if its capital is there too (ÿ is, Ÿ not).
export async function drawable(text: string, transform?: "uppercase"): Promise<string> {
  const { has } = await fonts();
  const drawn = (c: string) => has(c) && (transform !== "uppercase" || [...c.toUpperCase()].every(has));
  const kept = [...text.normalize("NFC").replace(/[\u2007\u202f]/g, "\u00a0")].filter((c) => c === " " || (!/\p{C}/u.test(c) && drawn(c)));
  return kept.join("").replace(/ {2,}/g, " ").trim();
}

export async function ogImage({
  eyebrow,
  title,
  subtitle,
  stats = [],
}: {
  eyebrow: string;
  title: string;
  subtitle?: string;
  stats?: { label: string; value: string }[];
}): Promise<ImageResponse> {
  const [eyebrowText, titleText, subtitleText] = await Promise.all([drawable(eyebrow, "uppercase"), drawable(title), drawable(subtitle ?? "")]);
  const statTexts = await Promise.all(stats.map(async (s) => ({ label: await drawable(s.label), value: await drawable(s.value) })));
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: "radial-gradient(circle at 80% 0%, #1c45ad 0%, #080d1a 55%, #04070e 100%)",
        color: "#f1f5fc",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
        <div style={{ width: 56, height: 56, borderRadius: 16, background: "linear-gradient(45deg, #2456d6, #93b6ff)", display: "flex" }} />
        <div style={{ fontSize: 30, fontWeight: 800, display: "flex" }}>
          Torque<span style={{ color: "#93b6ff" }}>Analytics</span>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 26, fontWeight: 800, letterSpacing: 3, color: "#ffd77a", textTransform: "uppercase" }}>{eyebrowText}</div>
        <div style={{ fontSize: titleText.length > 60 ? 56 : 68, fontWeight: 800, lineHeight: 1.08, marginTop: 18, maxWidth: 1050 }}>{titleText}</div>
        {subtitleText && <div style={{ fontSize: 28, color: "#b2bdd2", marginTop: 22, maxWidth: 1000, lineHeight: 1.35 }}>{subtitleText}</div>}
      </div>
      <div style={{ display: "flex", gap: 20 }}>
        {statTexts.map((s) => (
          <div
            key={s.label}
            style={{ display: "flex", flexDirection: "column", padding: "16px 24px", borderRadius: 18, background: "#111a30", border: "1px solid #2a3858" }}
          >
            <div style={{ fontSize: 36, fontWeight: 800 }}>{s.value}</div>
            <div style={{ fontSize: 20, color: "#8f9bb4" }}>{s.label}</div>
          </div>
        ))}
      </div>
    </div>,
    // Next's default for an image response is max-age=0, must-revalidate: every crawler's request
    // would render it again. The images change at most as often as their routes revalidate.
    { ...OG_SIZE, fonts: (await fonts()).list, headers: { "cache-control": "public, max-age=3600, stale-while-revalidate=86400" } },
  );
}

// The site's default card (app/og.png, app/(fr)/fr/og.png), in one language.
export function defaultOgCard(locale: Locale): Promise<ImageResponse> {
  const t = translator(locale, "og");
  return ogImage({
    eyebrow: t("default.eyebrow"),
    title: t("default.title"),
    subtitle: t("default.subtitle"),
    stats: [
      { value: formatOrMore(locale, formatNumber(locale, 500)), label: t("default.stats.dealerships") },
      { value: formatPercent(locale, 340), label: t("default.stats.roi") },
      { value: formatOrMore(locale, formatNumber(locale, 300)), label: t("default.stats.integrations") },
    ],
  });
}
