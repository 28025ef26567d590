import { describe, expect, it } from "vitest";
import { countBySource, csvCell, toCsv, toJson, toTable } from "@/lib/leads/format";
import { escapeUnprintable } from "@/lib/outbox/text";

describe("CSV export", () => {
  it("quotes every cell, doubling quotes inside", () => {
    expect(csvCell('Maple "Leaf", Motors')).toBe('"Maple ""Leaf"", Motors"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell(12)).toBe('"12"');
  });

  it("escapes cells that a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 416 555 0199")).toBe('"\'+1 416 555 0199"');
    expect(csvCell("-5")).toBe('"\'-5"');
    expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
  });

  it("neutralises a formula after a semicolon, where French-Canadian Excel splits the cell", () => {
    expect(csvCell("Jean;=1+1")).toBe(`"Jean;'=1+1"`);
    expect(csvCell("ACME;@SUM(1+1)")).toBe(`"ACME;'@SUM(1+1)"`);
    expect(csvCell("a; =cmd|' /C calc'!A0")).toBe(`"a;' =cmd|' /C calc'!A0"`);
    // Read the way such an Excel reads it: split on ";" and unquoted, no part starts a formula.
    for (const part of csvCell("x;+1;-2;@3;=4").slice(1, -1).split(";")) expect(part).not.toMatch(/^\s*[=+\-@]/);
  });

  it("neutralises a formula on any line of a cell, whatever the line break", () => {
    expect(csvCell('Hello\n=HYPERLINK("http://evil","click")')).toBe(`"Hello\n'=HYPERLINK(""http://evil"",""click"")"`);
    expect(csvCell("Hi\r\n+1+1\r@SUM(A1)\n  -2")).toBe(`"Hi\r\n'+1+1\r'@SUM(A1)\n'  -2"`);
    // Every line, and every ";"-part of one, starts as text.
    for (const line of csvCell("a\n=1;=2\r=3")
      .slice(1, -1)
      .split(/[;\r\n]/))
      expect(line).not.toMatch(/^\s*[=+\-@]/);
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
  });

  it("keeps UTF-8 text and empty values as they are", () => {
    expect(toCsv(["name", "phone"], [["Élodie Côté", null]])).toBe('"name","phone"\r\n"Élodie Côté",""\r\n');
  });
});

describe("table export", () => {
  it("aligns columns and cuts long cells", () => {
    const table = toTable(["id", "message"], [[1, "a".repeat(50)]], 10);
    expect(table.split("\n")[0]).toBe("id  message");
    expect(table).toContain(`1   ${"a".repeat(9)}…`);
  });
});

describe("printing to a terminal", () => {
  const forged = "Sarah\u001b[2K\u001b[1A\u001b[31mEVIL\u009b0m\u202e\u200b";

  it("writes escape sequences, C1 controls and invisible characters out as visible \\u escapes", () => {
    expect(escapeUnprintable(forged)).toBe("Sarah\\u001b[2K\\u001b[1A\\u001b[31mEVIL\\u009b0m\\u202e\\u200b");
  });

  it("leaves no raw control or formatting character in a table, CSV or JSON export", () => {
    const raw = /[\p{Cc}\p{Cf}]/u;
    for (const line of toTable(["name"], [[forged]]).split("\n")) expect(line).not.toMatch(raw);
    expect(toCsv(["name", "message"], [[forged, "line one\nline two"]])).toBe(
      '"name","message"\r\n"Sarah\\u001b[2K\\u001b[1A\\u001b[31mEVIL\\u009b0m\\u202e\\u200b","line one\nline two"\r\n',
    );
    const json = toJson([{ name: forged }]);
    expect(json.replaceAll("\n", "")).not.toMatch(raw);
    expect(JSON.parse(json)).toEqual([{ name: forged }]);
  });
});

describe("per-source counts", () => {
  it("credits each lead to its first-touch and last-touch source", () => {
    expect(
      countBySource([
        { firstUtmSource: "google", lastUtmSource: "newsletter", referrer: null },
        { firstUtmSource: "google", lastUtmSource: null, referrer: null },
        { firstUtmSource: null, lastUtmSource: null, referrer: "https://www.kijiji.ca/autos" },
        { firstUtmSource: null, lastUtmSource: null, referrer: null },
      ]),
    ).toEqual([
      { source: "google", firstTouch: 2, lastTouch: 1 },
      { source: "direct", firstTouch: 1, lastTouch: 1 },
      { source: "kijiji.ca", firstTouch: 1, lastTouch: 1 },
      { source: "newsletter", firstTouch: 0, lastTouch: 1 },
    ]);
  });
});
