import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { formatNumber, formatOrMore, formatPercent } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

// Open Graph images: 1200 x 630 PNG. next/og reads static .woff fonts (not woff2 or variable ones),
// so Inter comes from @fontsource/inter's files; no network, and no emoji (next/og would fetch them).
export const OG_SIZE = { width: 1200, height: 630 };

const fontDir = path.join(process.cwd(), "node_modules/@fontsource/inter/files");

async function fonts() {
  const [regular, bold] = await Promise.all([
    fs.readFile(path.join(fontDir, "inter-latin-400-normal.woff")),
    fs.readFile(path.join(fontDir, "inter-latin-800-normal.woff")),
  ]);
  return [
    { name: "Inter", data: regular, weight: 400 as const, style: "normal" as const },
    { name: "Inter", data: bold, weight: 800 as const, style: "normal" as const },
  ];
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
        <div style={{ fontSize: 26, fontWeight: 800, letterSpacing: 3, color: "#ffd77a", textTransform: "uppercase" }}>{eyebrow}</div>
        <div style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 800, lineHeight: 1.08, marginTop: 18, maxWidth: 1050 }}>{title}</div>
        {subtitle && <div style={{ fontSize: 28, color: "#b2bdd2", marginTop: 22, maxWidth: 1000, lineHeight: 1.35 }}>{subtitle}</div>}
      </div>
      <div style={{ display: "flex", gap: 20 }}>
        {stats.map((s) => (
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
    { ...OG_SIZE, fonts: await fonts(), headers: { "cache-control": "public, max-age=3600, stale-while-revalidate=86400" } },
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
