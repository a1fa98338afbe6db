/**
 * The session: checks messages one by one with `checkText`, remembering what earlier messages
 * said (requests awaiting replies, the lifecycle, the negotiated version, the server's tools), and
 * appends the findings that only a sequence of messages can reveal (codes `session.*`).
 * Pure and framework-free: the UI, a worker and the CLI feed it the same way.
 */
import { checkText, checkValue } from "../check/index.ts";
import { parseJson } from "../parse/index.ts";
import type { MessageContext, MessageReport, RequestId } from "../check/types.ts";
import type { Finding } from "../types.ts";
import { type ProtocolVersion, type VersionChoice, isProtocolVersion } from "../versions.ts";
import { SchemaBudget } from "./budget.ts";
import { type Collector, collector } from "./emit.ts";
import { Lifecycle } from "./lifecycle.ts";
import { RequestBook } from "./requests.ts";
import { type MessageRules, judgeMessage } from "./rules.ts";
import { isObject, metaVersionOf, senderOf } from "./util.ts";
import { ToolBook } from "./tools.ts";
import {
  DEFAULT_LIMITS,
  type MessageOptions,
  type Sender,
  type SessionOptions,
  type SessionState,
} from "./types.ts";

export interface Session {
  /** Checks the next message of the session and returns its report, session findings included. */
  check(text: string, options?: MessageOptions): MessageReport;
  /** A read-only snapshot, built on each access. */
  readonly state: SessionState;
}

export function createSession(options: SessionOptions = {}): Session {
  const choice: VersionChoice = options.version ?? "auto";
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const now = options.clock ?? (() => Date.now());
  const budget = new SchemaBudget(
    { baseMs: limits.toolSchemaSessionMs, perMbMs: limits.toolSchemaMsPerMb },
    now,
  );
  const rules: MessageRules = {
    book: new RequestBook(limits.pending, limits.finished),
    tools: new ToolBook(limits.tools, limits.toolSchemaMs, budget, now),
    lifecycle: new Lifecycle(),
    choice,
    limits,
    negotiated: undefined,
    versionSource: undefined,
  };
  let messages = 0;

  /** The version to check a message against before seeing it. */
  const firstChoice = (): VersionChoice => {
    if (choice !== "auto") return choice;
    return rules.versionSource === "initialize" && rules.negotiated ? rules.negotiated : "auto";
  };

  /** In `auto`, the version a message should be judged against once its content is known. */
  const wanted = (report: MessageReport, replier: Sender | undefined): ProtocolVersion => {
    if (choice !== "auto" || rules.versionSource === "initialize") return report.version;
    const message = report.value;
    if (report.kind === "reply") {
      const id = isObject(message) ? message.id : undefined;
      if (typeof id !== "string" && typeof id !== "number") return report.version;
      const request = rules.book.findForReply(id, replier);
      if (!request) return report.version;
      if (request.method === "initialize" && isObject(message) && isObject(message.result)) {
        const offered = message.result.protocolVersion;
        if (isProtocolVersion(offered)) return offered;
      }
      return request.version;
    }
    if (report.kind === "request" || report.kind === "notification") {
      const own = metaVersionOf(message);
      if (isProtocolVersion(own)) return own;
      if (rules.negotiated) return rules.negotiated;
    }
    return report.version;
  };

  function check(text: string, opts: MessageOptions = {}): MessageReport {
    const replier = senderOf(opts.direction);
    const context: MessageContext = {
      requestMethod: (id: RequestId) => rules.book.findForReply(id, replier)?.method,
      requestIsTask: (id: RequestId) => rules.book.findForReply(id, replier)?.task === true,
      ...(opts.direction ? { direction: opts.direction } : {}),
    };
    messages++;
    budget.grow(text.length);
    const parsed = parseJson(text);
    // Text that is not JSON has nothing for the session rules to go on.
    if (!parsed.ok) return checkText(text, { version: firstChoice(), context });
    let report = checkValue(parsed.value, { version: firstChoice(), context }, parsed);
    const target = wanted(report, replier);
    if (target !== report.version) {
      report = checkValue(parsed.value, { version: target, context }, parsed);
    }

    const out: Collector = collector(parsed);
    if (report.kind === "batch" && report.items && Array.isArray(report.value)) {
      const values = report.value as unknown[];
      report.items.forEach((item, index) => {
        judgeMessage(rules, item, values[index], opts.direction, out.at(`/${index}`));
      });
    } else {
      judgeMessage(rules, report, report.value, opts.direction, out.at(""));
    }
    return withFindings(report, out.findings);
  }

  return {
    check,
    get state(): SessionState {
      return {
        choice,
        ...(rules.negotiated ? { negotiatedVersion: rules.negotiated } : {}),
        ...(rules.versionSource ? { versionSource: rules.versionSource } : {}),
        phase: rules.lifecycle.phase,
        messages,
        pending: rules.book.list().map((p) => ({
          id: p.id,
          method: p.method,
          ...(p.sender ? { sender: p.sender } : {}),
          version: p.version,
          ...(p.progressToken !== undefined ? { progressToken: p.progressToken } : {}),
          cancelled: p.cancelled,
        })),
        tools: rules.tools.list(),
      };
    },
  };
}

function withFindings(report: MessageReport, extra: Finding[]): MessageReport {
  if (extra.length === 0) return report;
  const items = report.items?.map((item, index) => {
    const own = extra.filter((f) => f.path === `/${index}` || f.path.startsWith(`/${index}/`));
    return own.length === 0 ? item : withFindings(item, own);
  });
  return {
    ...report,
    ...(items ? { items } : {}),
    findings: [...report.findings, ...extra],
    valid: report.valid && !extra.some((f) => f.severity === "error"),
  };
}
