/**
 * A JSON parser with source positions. The value comes from the engine's JSON.parse (fast and
 * exactly what every consumer expects: duplicate keys keep the last value, "__proto__" becomes
 * an own property). One extra pass checks depth, duplicate keys and unsafe integers. Positions
 * are computed only when asked for. When JSON.parse rejects the text, a validator finds the
 * first error and explains it.
 */
import type { Finding } from "../types.ts";
import { diagnose, type Diagnosis } from "./diagnose.ts";
import { ParsedDocument, type ParseSuccess } from "./document.ts";
import { LineIndex } from "./line-index.ts";
import { FIX_TITLES, message } from "./messages.ts";
import { scanValid } from "./scan.ts";

export type { ParseSuccess } from "./document.ts";
export { LineIndex } from "./line-index.ts";
export { MESSAGES, FIX_TITLES } from "./messages.ts";
export { type Utf8Result, decodeUtf8, invalidUtf8Offset } from "./utf8.ts";

export interface ParseFailure {
  ok: false;
  text: string;
  /** At least one error finding ("json.*" codes) with the exact position and a plain explanation. */
  findings: Finding[];
}

export type ParseResult = ParseSuccess | ParseFailure;

export interface ParseOptions {
  /** Deepest nesting of objects and arrays accepted; 500 by default. */
  maxDepth?: number;
}

export const DEFAULT_MAX_DEPTH = 500;

/** Parses JSON text. Never throws: invalid text gives `ok: false` with an explained error. */
export function parseJson(text: string, options?: ParseOptions): ParseResult {
  const maxDepth = options?.maxDepth ?? DEFAULT_MAX_DEPTH;
  // A leading byte order mark is skipped (JSON.parse would reject it); offsets still count it.
  const from = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let value: unknown;
  let parsed = false;
  try {
    value = JSON.parse(from === 0 ? text : text.slice(from));
    parsed = true;
  } catch {
    // Explained below.
  }
  try {
    if (parsed) {
      const scan = scanValid(text, from, maxDepth);
      if (!scan.tooDeep) return new ParsedDocument(text, value, from, scan);
    }
    const diagnosis = diagnose(text, from, maxDepth);
    if (diagnosis) return failure(text, diagnosis);
    throw new Error("JSON.parse rejected text that the validator accepts");
  } catch (error) {
    const args = { error: error instanceof Error ? error.message : String(error) };
    return failure(text, { code: "json.internal-error", start: 0, end: 0, args, path: "" });
  }
}

function failure(text: string, diagnosis: Diagnosis): ParseFailure {
  const lines = new LineIndex(text);
  const args = { ...diagnosis.args };
  if (diagnosis.at) {
    const position = lines.positionAt(diagnosis.at.offset);
    args[`${diagnosis.at.prefix}line`] = position.line;
    args[`${diagnosis.at.prefix}column`] = position.column;
  }
  const finding: Finding = {
    severity: "error",
    code: diagnosis.code,
    message: message(diagnosis.code, args),
    args,
    path: diagnosis.path,
    range: lines.rangeAt(diagnosis.start, diagnosis.end),
  };
  if (diagnosis.fix) {
    const { start, end, text: replacement } = diagnosis.fix;
    const title = FIX_TITLES[diagnosis.code]?.(args) ?? "Fix";
    finding.fix = { title, edit: { range: lines.rangeAt(start, end), text: replacement } };
  }
  return { ok: false, text, findings: [finding] };
}
