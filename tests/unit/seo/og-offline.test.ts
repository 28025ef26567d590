// Open Graph images never reach the network (issue 47, L6): next/og fetches a font from Google Fonts
// (with the title's text) or an emoji from a CDN for any character the loaded fonts lack. With every
// outbound fetch trapped, a title with emoji and CJK still renders a PNG, and nothing was asked for.
import { afterEach, describe, expect, it, vi } from "vitest";
import { drawable, ogImage } from "@/lib/seo/og";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// Every fetch but of a data: URL (next/og loads its layout engine's WebAssembly from one, once) is
// recorded and fails.
function trapFetch() {
  const outbound: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith("data:")) return realFetch(input, init);
    outbound.push(url);
    throw new Error(`an Open Graph image fetched ${url}`);
  });
  return outbound;
}

async function png(response: Response) {
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 8)]).toEqual(PNG);
  return bytes;
}

afterEach(() => vi.restoreAllMocks());

describe("Open Graph images", () => {
  it("render a title with emoji and CJK without any outbound request", { timeout: 60_000 }, async () => {
    const outbound = trapFetch();
    const title = "Concessionnaires 🚗 à Montréal : le RCI de 東京モーターショー ✅ en 2026 👍🏽";
    const bytes = await png(
      await ogImage({ eyebrow: "Blogue · Données 📈", title, subtitle: "Dealers 日本語 – “every lead” … €", stats: [{ label: "ROI 🔥", value: "340 %" }] }),
    );
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(outbound).toEqual([]);
  });

  it("keep every character their fonts draw, and draw each of them without asking for another font", { timeout: 60_000 }, async () => {
    expect(await drawable("Les concessionnaires 🚗 du Québec — 500 $ ✅ 東京")).toBe("Les concessionnaires du Québec — 500 $");
    // Decomposed accents are composed first, so é survives; French spaces stay unbreakable.
    expect(await drawable("Re\u0301sume\u0301\u00a0: 40\u202f%")).toBe("Résumé\u00a0: 40\u00a0%");
    // The eyebrow is drawn in capitals: a letter whose capital the fonts lack is left out there.
    expect(await drawable("Bruxelles · l’Haÿ-les-Roses", "uppercase")).toBe("Bruxelles · l’Ha-les-Roses");
    expect(await drawable("l’Haÿ-les-Roses")).toBe("l’Haÿ-les-Roses");
    // Every code point the filter lets through, in one title: none may send next/og to the network.
    const all = String.fromCodePoint(...Array.from({ length: 0x2300 }, (_, i) => i));
    const kept = await drawable(all);
    expect(kept.length).toBeGreaterThan(200);
    const outbound = trapFetch();
    for (let i = 0; i < kept.length; i += 120) await png(await ogImage({ eyebrow: kept.slice(i, i + 120), title: kept.slice(i, i + 120) }));
    expect(outbound).toEqual([]);
  });
});
