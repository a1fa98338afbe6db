/**
 * The entry points: `checkText` (parse, then check), `checkBytes` (the same from bytes, UTF-8
 * strictly) and `checkValue` (check a parsed value).
 * Layers run in order: JSON (the parser's findings), the JSON-RPC envelope, the MCP method
 * schema, hints. Neither function throws: a failure inside the checker becomes a finding.
 */
import { DEFAULT_MAX_DEPTH, type ParseSuccess, decodeUtf8, parseJson } from "../parse/index.ts";
import type { Finding } from "../types.ts";
import { DEFAULT_PROTOCOL_VERSION, type ProtocolVersion, isProtocolVersion } from "../versions.ts";
import { type Classification, NOT_JSON_REASON, classify, isPlainObject } from "./classify.ts";
import { checkEnvelope } from "./envelope.ts";
import { type McpOutcome, checkCall, checkReply } from "./method.ts";
import { Reporter } from "./report.ts";
import type { CheckOptions, MessageReport } from "./types.ts";
import { VERSION_FACTS, resolveVersion } from "./version.ts";

/** Parses `text` and checks the message (or batch) it holds. */
export function checkText(text: string, options: CheckOptions = {}): MessageReport {
  const fallback = isProtocolVersion(options.version) ? options.version : DEFAULT_PROTOCOL_VERSION;
  try {
    const source = typeof text === "string" ? text : String(text);
    const parsed = parseJson(source, { maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH });
    if (!parsed.ok) {
      const findings = parsed.findings;
      const valid = !findings.some((f) => f.severity === "error");
      return { kind: "invalid", version: fallback, reason: NOT_JSON_REASON, valid, findings };
    }
    return checkValue(parsed.value, options, parsed);
  } catch (error) {
    return crashed(fallback, error, undefined);
  }
}

/**
 * Checks a message given as bytes (a file, standard input): UTF-8, strictly. Bytes that are not
 * UTF-8 make the report the error `json.invalid-utf8` at the first bad one (`byteOffset`: where
 * the bytes start in their file); others are checked as text, by `checkDecoded` when given (a
 * session's check), else by `checkText`.
 */
export function checkBytes(
  bytes: Uint8Array,
  options: CheckOptions & { byteOffset?: number } = {},
  checkDecoded: (text: string) => MessageReport = (text) => checkText(text, options),
): MessageReport {
  const decoded = decodeUtf8(bytes, options.byteOffset);
  if (decoded.ok) return checkDecoded(decoded.text);
  const version = isProtocolVersion(options.version) ? options.version : DEFAULT_PROTOCOL_VERSION;
  return {
    kind: "invalid",
    version,
    reason: NOT_JSON_REASON,
    valid: false,
    findings: decoded.findings,
  };
}

/**
 * Checks a parsed value. With `source` (the parse of the text it came from) findings get exact
 * ranges and fixes, and the parser's own warnings are included; without it ranges are empty.
 */
export function checkValue(
  value: unknown,
  options: CheckOptions = {},
  source?: ParseSuccess,
): MessageReport {
  let version: ProtocolVersion = DEFAULT_PROTOCOL_VERSION;
  try {
    version = resolveVersion(options.version, value);
    const cls = classify(value);
    const parserFindings = source ? source.findings : [];
    const report =
      cls.kind === "batch"
        ? checkBatch(value as unknown[], cls, version, options, source)
        : checkMessage(value, cls, version, options, source, "");
    if (parserFindings.length) {
      report.findings = [...parserFindings, ...report.findings];
      report.valid = report.valid && !parserFindings.some((f) => f.severity === "error");
    }
    report.value = value;
    return report;
  } catch (error) {
    return crashed(version, error, value);
  }
}

function checkBatch(
  value: unknown[],
  cls: Classification,
  version: ProtocolVersion,
  options: CheckOptions,
  source: ParseSuccess | undefined,
): MessageReport {
  const r = new Reporter(source, "");
  if (!VERSION_FACTS.batchVersions.includes(version))
    r.add("batch.not-in-version", "", { version });
  if (value.length === 0) r.add("batch.empty", "");
  else if (VERSION_FACTS.batchVersions.includes(version)) {
    const kinds = new Set(cls.items?.map((i) => i.kind));
    if (kinds.has("reply") && (kinds.has("request") || kinds.has("notification"))) {
      r.add("batch.mixed", "");
    }
  }
  const items = value.map((item, i) =>
    checkMessage(item, cls.items?.[i] ?? classify(item), version, options, source, `/${i}`),
  );
  const findings: Finding[] = [...r.findings];
  for (const item of items) findings.push(...item.findings);
  return {
    kind: "batch",
    version,
    reason: cls.reason,
    valid: !findings.some((f) => f.severity === "error"),
    findings,
    items,
  };
}

function checkMessage(
  value: unknown,
  cls: Classification,
  version: ProtocolVersion,
  options: CheckOptions,
  source: ParseSuccess | undefined,
  prefix: string,
): MessageReport {
  const r = new Reporter(source, prefix);
  let outcome: McpOutcome = {};
  try {
    checkEnvelope(r, cls, value, version);
    if (isPlainObject(value) && cls.kind !== "invalid") {
      const c = {
        r,
        version,
        context: options.context,
        maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH,
      };
      outcome = cls.kind === "reply" ? checkReply(c, cls, value) : checkCall(c, cls, value);
    }
  } catch (error) {
    r.add("internal.error", "", { detail: describeError(error) });
  }
  const report: MessageReport = {
    kind: cls.kind,
    version,
    reason: cls.reason,
    valid: !r.hasErrors,
    findings: r.findings,
  };
  if (cls.outcome) report.outcome = cls.outcome;
  const method = cls.method ?? outcome.method;
  if (method !== undefined) report.method = method;
  if (cls.id !== undefined) report.id = cls.id;
  if (outcome.direction) report.direction = outcome.direction;
  if (prefix) report.value = value;
  return report;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function crashed(version: ProtocolVersion, error: unknown, value: unknown): MessageReport {
  let kind: MessageReport["kind"] = "invalid";
  let reason = "The checker failed before it could classify this message.";
  try {
    const cls = classify(value);
    kind = cls.kind;
    reason = cls.reason;
  } catch {
    // Keep the fallback classification.
  }
  const r = new Reporter(undefined, "");
  r.add("internal.error", "", { detail: describeError(error) });
  return { kind, version, reason, valid: false, findings: r.findings };
}
