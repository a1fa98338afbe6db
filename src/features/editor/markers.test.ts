import { describe, expect, it } from "vitest";
import { checkText } from "../../protocol/check/index.ts";
import type { Finding, Severity } from "../../protocol/types.ts";
import { fixesAt, overlaps, sameFix, sameMarker, toMarkers, toMonacoRange } from "./markers.ts";

const SEVERITIES = { error: 8, warning: 4, hint: 2 };

const finding = (severity: Severity, line: number, column: number, fix = false): Finding => ({
  severity,
  code: `test.${severity}`,
  message: `${severity} at ${line}:${column}`,
  path: "",
  range: { start: { line, column }, end: { line, column: column + 3 } },
  ...(fix
    ? {
        fix: {
          title: "Fix it",
          edit: { range: { start: { line, column }, end: { line, column } }, text: "x" },
        },
      }
    : {}),
});

const at = (line: number, column: number, endColumn = column) => ({
  startLineNumber: line,
  startColumn: column,
  endLineNumber: line,
  endColumn,
});

describe("toMarkers", () => {
  it("keeps the checker's positions, severity, translated message and code", () => {
    const text = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"tool":"x"}}';
    const { findings } = checkText(text, { version: "2025-11-25" });
    const [first] = findings;
    expect(first).toBeDefined();
    const [marker] = toMarkers(findings, (f) => `ru: ${f.code}`, SEVERITIES);
    expect(marker).toMatchObject({
      ...toMonacoRange(first!.range),
      severity: SEVERITIES[first!.severity],
      message: `ru: ${first!.code}`,
      code: first!.code,
    });
  });

  it("caps the markers, errors first", () => {
    const many = [
      ...Array.from({ length: 5 }, (_, i) => finding("hint", i + 1, 1)),
      finding("error", 9, 1),
      finding("warning", 8, 1),
    ];
    const markers = toMarkers(many, (f) => f.message, SEVERITIES, 2);
    expect(markers.map((m) => m.severity)).toEqual([8, 4]);
    expect(toMarkers(many, (f) => f.message, SEVERITIES)).toHaveLength(7);
  });
});

describe("fixesAt", () => {
  const findings = [
    finding("error", 2, 5, true),
    finding("warning", 2, 5),
    finding("error", 4, 1, true),
  ];

  it("offers the fixes of findings the range touches, a cursor at either end included", () => {
    expect(fixesAt(findings, at(2, 6))).toEqual([findings[0]]);
    expect(fixesAt(findings, at(2, 5))).toEqual([findings[0]]);
    expect(fixesAt(findings, at(2, 8))).toEqual([findings[0]]);
    expect(fixesAt(findings, at(2, 9))).toEqual([]);
    expect(fixesAt(findings, { ...at(1, 1), endLineNumber: 9 })).toEqual([
      findings[0],
      findings[2],
    ]);
  });

  it("treats ranges on different lines correctly", () => {
    expect(overlaps(at(1, 50), at(2, 1))).toBe(false);
    expect(overlaps({ ...at(1, 50), endLineNumber: 3, endColumn: 1 }, at(2, 1))).toBe(true);
  });
});

describe("sameMarker", () => {
  it("matches a marker back to its finding by code and start", () => {
    const f = finding("error", 2, 5);
    expect(sameMarker({ ...at(2, 5, 8), code: f.code }, f)).toBe(true);
    expect(sameMarker({ ...at(2, 5, 8), code: { value: f.code, target: {} } }, f)).toBe(true);
    expect(sameMarker({ ...at(2, 6, 8), code: f.code }, f)).toBe(false);
    expect(sameMarker({ ...at(2, 5, 8), code: "other" }, f)).toBe(false);
  });
});

describe("sameFix", () => {
  it("recognises a finding's fix in a copy, and nothing else", () => {
    const f = finding("error", 2, 5, true);
    expect(sameFix(f, structuredClone(f))).toBe(true);
    expect(sameFix(f, finding("error", 2, 6, true))).toBe(false);
    expect(sameFix(f, finding("error", 2, 5))).toBe(false);
  });
});
