/** Building session findings, with ranges from the parser's pointer map. */
import type { ParseSuccess } from "../parse/index.ts";
import type { Finding, Severity, SourceRange } from "../types.ts";

const WHOLE: SourceRange = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };

export type Emit = (
  severity: Severity,
  code: string,
  message: string,
  /** JSON pointer inside the message (the batch element's index is added for batches). */
  path: string,
  args?: Record<string, string | number>,
  /** Point at the property's key rather than its value (for unexpected properties). */
  atKey?: boolean,
) => void;

export interface Collector {
  findings: Finding[];
  /** An emitter for the message at `base` (a batch element's pointer, or ""). */
  at(base: string): Emit;
}

/** Collects the session findings of one parsed text. */
export function collector(parsed: ParseSuccess): Collector {
  const findings: Finding[] = [];
  const locate = (pointer: string, atKey: boolean): SourceRange => {
    let p = pointer;
    for (;;) {
      const range = (atKey ? parsed.locateKey(p) : undefined) ?? parsed.locate(p);
      if (range) return range;
      if (p === "") return WHOLE;
      // Point at the nearest ancestor that exists (a missing property is reported on its object).
      p = p.slice(0, p.lastIndexOf("/"));
      atKey = false;
    }
  };
  return {
    findings,
    at: (base) => (severity, code, message, path, args, atKey) => {
      const full = base + path;
      findings.push({
        severity,
        code,
        message,
        ...(args ? { args } : {}),
        path: full,
        range: locate(full, atKey ?? false),
      });
    },
  };
}
