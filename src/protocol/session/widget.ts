/**
 * Judging the widget lane: the messages between a widget and its host (MCP Apps). `ui/*`
 * messages are checked against the MCP Apps schema (the `$defs` of
 * `@modelcontextprotocol/ext-apps/schema.json`, run by the tool-schema interpreter: nothing
 * generated, nothing evaluated); the MCP methods a widget may use (`tools/call`,
 * `resources/read`, `notifications/message`, `ping`…) against the MCP schema of the version,
 * the widget in the client's place. Replies are judged by the method of the request they answer,
 * remembered per sender.
 */
import schema from "@modelcontextprotocol/ext-apps/schema.json";
import { checkText, checkValue } from "../check/check.ts";
import type { MessageReport, RequestId } from "../check/types.ts";
import { type ParseSuccess, parseJson } from "../parse/index.ts";
import type { ProtocolVersion } from "../versions.ts";
import { collector } from "./emit.ts";
import { type CompiledToolSchema, compileToolSchema } from "./tool-schemas.ts";

/** `in`: the widget sent it to the host; `out`: the host sent it to the widget. */
export type WidgetFlow = "in" | "out";

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const DEFS = (schema as { $defs: Record<string, unknown> }).$defs;

/** Each `ui/*` method's definition (request or notification), and its result's for requests. */
const BY_METHOD = new Map<string, { message: string; result?: string }>();
for (const [name, def] of Object.entries(DEFS)) {
  const method = isRecord(def) && isRecord(def.properties) ? def.properties.method : undefined;
  if (!isRecord(method) || typeof method.const !== "string") continue;
  const result = name.replace(/Request$/, "Result");
  BY_METHOD.set(method.const, {
    message: name,
    ...(name.endsWith("Request") && result in DEFS ? { result } : {}),
  });
}

/** The MCP Apps methods the schema defines. */
export const APPS_METHODS: readonly string[] = [...BY_METHOD.keys()];

const compiled = new Map<string, CompiledToolSchema>();
function definition(name: string): CompiledToolSchema {
  let c = compiled.get(name);
  if (!c) {
    c = compileToolSchema(DEFS[name]);
    compiled.set(name, c);
  }
  return c;
}

const idKey = (flow: WidgetFlow, id: RequestId) => `${flow}${typeof id}${String(id)}`;

/** Checks `value` against the definition `name`, as findings at `path` of the message. */
function checkAgainst(
  parsed: ParseSuccess,
  report: MessageReport,
  name: string,
  value: unknown,
  path: string,
): void {
  const def = definition(name);
  if (!def.ok) return;
  const outcome = def.validate(value);
  if (outcome.status !== "checked") return;
  const emit = collector(parsed);
  for (const issue of outcome.issues) {
    emit.at("")(
      "error",
      "apps.schema",
      `This does not match ${name} of the MCP Apps schema: ${issue.message}.`,
      `${path}${issue.pointer}`,
      { definition: name, detail: issue.message },
    );
  }
  report.findings.push(...emit.findings);
  if (emit.findings.length) report.valid = false;
}

/** One widget lane's judge: remembers each sender's open requests to judge their replies. */
export function createWidgetJudge() {
  const open = new Map<string, string>();
  return (text: string, flow: WidgetFlow, version: ProtocolVersion): MessageReport => {
    const parsed = parseJson(text);
    const direction = flow === "in" ? "client-to-server" : "server-to-client";
    const other: WidgetFlow = flow === "in" ? "out" : "in";
    if (!parsed.ok) return checkText(text, { version });
    const value = parsed.value;
    const method = isRecord(value) && typeof value.method === "string" ? value.method : undefined;
    const id = isRecord(value) ? value.id : undefined;
    const hasId = typeof id === "string" || typeof id === "number";
    const answers = !method && hasId ? open.get(idKey(other, id)) : undefined;
    if (!method && hasId) open.delete(idKey(other, id));
    if (method && hasId) open.set(idKey(flow, id), method);

    const apps = (method ?? answers)?.startsWith("ui/") ?? false;
    const report = checkValue(
      value,
      {
        version,
        context: {
          direction,
          requestMethod: (rid) => (rid === id ? answers : undefined),
        },
      },
      parsed,
    );
    if (!apps) return report;
    // A ui/* message: the MCP schema does not know it, the MCP Apps schema does.
    report.findings = report.findings.filter(
      (f) => !f.code.startsWith("mcp.") && !f.code.startsWith("hint."),
    );
    report.valid = !report.findings.some((f) => f.severity === "error");
    if (method && !BY_METHOD.has(method)) {
      const emit = collector(parsed);
      emit.at("")(
        "warning",
        "apps.unknown-method",
        `${method} is not a method of MCP Apps (the schema defines ${APPS_METHODS.length} ui/* methods).`,
        "/method",
        { method },
      );
      report.findings.push(...emit.findings);
      return report;
    }
    const defs = BY_METHOD.get((method ?? answers) as string);
    if (!defs || !isRecord(value)) return report;
    if (method) {
      const { method: m, params } = value;
      checkAgainst(
        parsed,
        report,
        defs.message,
        params === undefined ? { method: m } : { method: m, params },
        "",
      );
    } else if (defs.result && "result" in value) {
      checkAgainst(parsed, report, defs.result, value.result, "/result");
    }
    return report;
  };
}
