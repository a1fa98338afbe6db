/**
 * `tools/call`, only for the tools the user chose (a tool can change the server's data), with
 * the arguments the user wrote or ones made from the tool's inputSchema. The reply's
 * `structuredContent` is checked against the tool's outputSchema by the core's session rules
 * (its findings come in through `wire.ts`) and here.
 */
import { compileToolSchema } from "../../protocol/session/tool-schemas.ts";
import type { ProbeConnection } from "../connection.ts";
import { type RunContext, errorCode, note, unanswered, resultOf } from "../context.ts";

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Strings of the formats tools use most. */
const FORMATS: Record<string, string> = {
  uri: "https://example.com/",
  url: "https://example.com/",
  email: "user@example.com",
  date: "2025-01-01",
  "date-time": "2025-01-01T00:00:00Z",
  uuid: "00000000-0000-4000-8000-000000000000",
};

/** A value the schema accepts, as small as it can be: defaults, examples, consts, enums first. */
export function sampleOf(schema: unknown, depth = 0): unknown {
  if (!isRecord(schema) || depth > 8) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ["anyOf", "oneOf"]) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) return sampleOf(branches[0], depth + 1);
  }
  const type: unknown = Array.isArray(schema.type) ? (schema.type as unknown[])[0] : schema.type;
  switch (type) {
    case "string": {
      const format = typeof schema.format === "string" ? FORMATS[schema.format] : undefined;
      if (format) return format;
      const min = typeof schema.minLength === "number" ? Math.min(schema.minLength, 1000) : 0;
      const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
      const word = "example".padEnd(min, "e");
      return word.slice(0, Math.max(min, Math.min(word.length, max)));
    }
    case "integer":
    case "number":
      if (typeof schema.minimum === "number") return schema.minimum;
      if (typeof schema.exclusiveMinimum === "number") return schema.exclusiveMinimum + 1;
      if (typeof schema.maximum === "number" && schema.maximum < 0) return schema.maximum;
      return 1;
    case "boolean":
      return false;
    case "null":
      return null;
    case "array": {
      const min = typeof schema.minItems === "number" ? Math.min(schema.minItems, 10) : 0;
      return Array.from({ length: min }, () => sampleOf(schema.items, depth + 1) ?? null);
    }
    default: {
      const out: Record<string, unknown> = {};
      const properties = isRecord(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required : [];
      for (const name of required) {
        if (typeof name === "string") out[name] = sampleOf(properties[name], depth + 1) ?? "";
      }
      return out;
    }
  }
}

/** The tools to call and, for some, the arguments the user wrote. */
export type ToolChoice = Record<string, Record<string, unknown> | "generate">;

export async function checkCalls(
  ctx: RunContext,
  main: ProbeConnection,
  choice: ToolChoice,
): Promise<string[]> {
  const called: string[] = [];
  const names = Object.keys(choice);
  if (names.length === 0) {
    ctx.set("tools.call", "not-applicable", [], [note("no-tool-chosen")]);
    return called;
  }
  for (const name of names) {
    const listed = ctx.listed.tools.find(({ value }) => value.name === name);
    if (!listed) {
      ctx.set("tools.call", "could-not-run", [], [note("tool-not-listed", { tool: name })]);
      continue;
    }
    const given = choice[name];
    const args =
      given === "generate" || given === undefined ? sampleOf(listed.value.inputSchema) : given;
    called.push(name);
    const exchange = await main.request("tools/call", {
      name,
      arguments: isRecord(args) ? args : {},
    });
    if (!exchange.reply) {
      ctx.set("tools.call", "could-not-run", [exchange.seq], [unanswered(exchange, "tools/call")]);
      continue;
    }
    const entries = [exchange.reply.seq, exchange.seq];
    const refused = ctx.refusal(exchange);
    if (refused) {
      ctx.set("tools.call", "could-not-run", entries, [refused]);
      continue;
    }
    const result = resultOf(exchange.reply.value);
    if (!result) {
      ctx.fault("tools.call", entries, [
        note("call-error", { tool: name, code: errorCode(exchange.reply.value) ?? "?" }),
      ]);
      continue;
    }
    const output = listed.value.outputSchema;
    if (isRecord(output) && result.isError !== true) {
      const compiled = compileToolSchema(output);
      if (result.structuredContent === undefined) {
        ctx.fault("tools.call", entries, [note("structured-missing", { tool: name })]);
        continue;
      }
      if (compiled.ok) {
        const outcome = compiled.validate(result.structuredContent);
        if (outcome.status === "checked" && outcome.issues.length > 0) {
          const first = outcome.issues[0];
          ctx.fault("tools.call", entries, [
            note("structured-invalid", {
              tool: name,
              detail: first ? `${first.pointer} ${first.message}` : "",
            }),
          ]);
          continue;
        }
      }
    }
    // A tool's own failure, reported as the spec says, is no fault of the protocol.
    ctx.pass(
      "tools.call",
      entries,
      result.isError === true ? [note("tool-is-error", { tool: name })] : [],
    );
  }
  return called;
}
