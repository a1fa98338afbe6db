/**
 * Broken messages for the translation tests: each case is one text checked alone, or a sequence
 * of messages checked by a session. Together they make the core produce (nearly) every finding
 * code with realistic args, so the Russian texts are tested on what users actually see.
 */
import { checkBytes, checkText } from "../../../src/protocol/check/index.ts";
import { createSession } from "../../../src/protocol/session/index.ts";
import type { Finding } from "../../../src/protocol/types.ts";
import type { CorpusCase } from "./build.ts";
import { MESSAGE_CASES } from "./messages.ts";
import { SESSION_CASES } from "./session.ts";
import { strayStdoutFinding } from "../../../src/protocol/exchange/stray.ts";

export type { CorpusCase } from "./build.ts";

export const CORPUS: CorpusCase[] = [...MESSAGE_CASES, ...SESSION_CASES];

/** The findings of a case: of its only text, or of the last message of its session. */
export function runCase(c: CorpusCase): Finding[] {
  // The deriver's finding on a `stdout-stray` event (not a text: the transport logs no message).
  if (c.strayStdout !== undefined) return [strayStdoutFinding(c.strayStdout)];
  const context = c.direction ? { direction: c.direction } : {};
  if (c.bytes) return checkBytes(c.bytes, { version: c.version ?? "auto", context }).findings;
  if (c.texts.length === 1 && !c.session) {
    return checkText(c.texts[0] ?? "", { version: c.version ?? "auto", context }).findings;
  }
  const session = createSession({
    version: c.version ?? "auto",
    ...(c.limits ? { limits: c.limits } : {}),
  });
  let findings: Finding[] = [];
  for (const text of c.texts) findings = session.check(text).findings;
  return findings;
}
