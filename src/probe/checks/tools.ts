/**
 * The server's own tools, from its tools/list reply: names by the spec's rule, input and output
 * schemas that are usable JSON Schemas, annotations that make sense together, MCP Apps links to
 * UI resources that exist. Nothing here calls a tool (see `call.ts`, which the user opts into).
 */
import { compileToolSchema } from "../../protocol/session/tool-schemas.ts";
import { versionIndex } from "../../protocol/versions.ts";
import type { CheckId } from "../catalog.ts";
import type { ProbeConnection } from "../connection.ts";
import { type RunContext, errorCode, note, resultOf } from "../context.ts";

/** The spec's rule (2025-11-25 on): 1 to 128 of A-Z a-z 0-9 _ - . */
export const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** When tools/list could not run, the checks of its tools cannot either. */
function unlisted(ctx: RunContext, ...ids: CheckId[]): boolean {
  if (ctx.results.get("lists.tools")?.status !== "could-not-run") return false;
  for (const id of ids) ctx.set(id, "could-not-run", [], [note("not-reached")]);
  return true;
}

export function checkToolNames(ctx: RunContext): void {
  if (unlisted(ctx, "tools.name-format")) return;
  const tools = ctx.listed.tools;
  if (!ctx.declares("tools") || tools.length === 0) {
    ctx.set("tools.name-format", "not-applicable", [], [note("no-tools")]);
    return;
  }
  if (versionIndex(ctx.version) < versionIndex("2025-11-25")) {
    ctx.set(
      "tools.name-format",
      "not-applicable",
      [],
      [note("rule-since", { since: "2025-11-25" })],
    );
    return;
  }
  const names = new Set<string>();
  for (const { value, seq } of tools) {
    const name = value.name;
    if (typeof name !== "string") continue;
    if (!TOOL_NAME.test(name)) {
      ctx.fault("tools.name-format", [seq], [note("tool-name", { tool: name.slice(0, 140) })]);
    } else if (names.has(name)) {
      ctx.fault("tools.name-format", [seq], [note("tool-name-twice", { tool: name })]);
    }
    names.add(name);
  }
  if (!ctx.results.has("tools.name-format")) ctx.pass("tools.name-format", [tools[0]?.seq]);
}

export function checkToolSchemas(ctx: RunContext): void {
  if (unlisted(ctx, "tools.input-schema", "tools.output-schema")) return;
  const tools = ctx.listed.tools;
  if (!ctx.declares("tools") || tools.length === 0) {
    ctx.set("tools.input-schema", "not-applicable", [], [note("no-tools")]);
    ctx.set("tools.output-schema", "not-applicable", [], [note("no-tools")]);
    return;
  }
  let outputs = 0;
  for (const { value, seq } of tools) {
    const tool = String(value.name);
    const input = value.inputSchema;
    if (!isRecord(input)) {
      ctx.fault("tools.input-schema", [seq], [note("schema-missing", { tool })]);
    } else {
      const compiled = compileToolSchema(input);
      if (!compiled.ok) {
        ctx.fault(
          "tools.input-schema",
          [seq],
          [note("schema-unusable", { tool, reason: compiled.reason })],
        );
      } else if (input.type !== "object") {
        ctx.fault("tools.input-schema", [seq], [note("schema-not-object", { tool })]);
      }
    }
    if (value.outputSchema !== undefined) {
      outputs++;
      const output = value.outputSchema;
      const compiled = isRecord(output) ? compileToolSchema(output) : undefined;
      if (!compiled?.ok) {
        ctx.fault(
          "tools.output-schema",
          [seq],
          [note("schema-unusable", { tool, reason: compiled?.reason ?? "not an object" })],
        );
      } else if (isRecord(output) && output.type !== "object") {
        ctx.fault("tools.output-schema", [seq], [note("schema-not-object", { tool })]);
      }
    }
  }
  if (!ctx.results.has("tools.input-schema")) ctx.pass("tools.input-schema", [tools[0]?.seq]);
  if (outputs === 0)
    ctx.set("tools.output-schema", "not-applicable", [], [note("no-output-schema")]);
  else if (!ctx.results.has("tools.output-schema"))
    ctx.pass("tools.output-schema", [tools[0]?.seq]);
}

export function checkAnnotations(ctx: RunContext): void {
  if (unlisted(ctx, "tools.annotations")) return;
  const annotated = ctx.listed.tools.filter(({ value }) => value.annotations !== undefined);
  if (annotated.length === 0) {
    ctx.set("tools.annotations", "not-applicable", [], [note("no-annotations")]);
    return;
  }
  for (const { value, seq } of annotated) {
    const tool = String(value.name);
    const a = value.annotations;
    if (!isRecord(a)) {
      ctx.fault("tools.annotations", [seq], [note("annotations-not-object", { tool })]);
      continue;
    }
    for (const hint of ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]) {
      if (a[hint] !== undefined && typeof a[hint] !== "boolean") {
        ctx.fault("tools.annotations", [seq], [note("hint-not-boolean", { tool, hint })]);
      }
    }
    if (a.readOnlyHint === true && a.destructiveHint === true) {
      ctx.fault("tools.annotations", [seq], [note("read-only-destructive", { tool })]);
    }
  }
  if (!ctx.results.has("tools.annotations")) ctx.pass("tools.annotations", [annotated[0]?.seq]);
}

/** The UI resource a tool links (MCP Apps), if any. */
export function uiLinkOf(tool: Record<string, unknown>): string | undefined {
  const meta = tool._meta;
  if (!isRecord(meta)) return undefined;
  const ui = isRecord(meta.ui) ? meta.ui.resourceUri : undefined;
  const link = ui ?? meta["ui/resourceUri"];
  return typeof link === "string" ? link : undefined;
}

export const APP_MIME = "text/html;profile=mcp-app";

/** Each UI link names a `ui://` resource that reads back as an MCP App's HTML. */
export async function checkUiLinks(ctx: RunContext, main: ProbeConnection): Promise<void> {
  if (unlisted(ctx, "tools.ui-links")) return;
  const linked = ctx.listed.tools.flatMap(({ value, seq }) => {
    const uri = uiLinkOf(value);
    return uri === undefined ? [] : [{ tool: String(value.name), uri, seq }];
  });
  if (linked.length === 0) {
    ctx.set("tools.ui-links", "not-applicable", [], [note("no-ui-links")]);
    return;
  }
  const read = new Set<string>();
  for (const { tool, uri, seq } of linked) {
    if (!uri.startsWith("ui://")) {
      ctx.fault("tools.ui-links", [seq], [note("ui-scheme", { tool, uri: uri.slice(0, 200) })]);
      continue;
    }
    if (!ctx.declares("resources")) {
      ctx.fault("tools.ui-links", [seq], [note("ui-no-resources", { tool, uri })]);
      continue;
    }
    if (read.has(uri)) continue;
    read.add(uri);
    const exchange = await main.request("resources/read", { uri });
    const result = resultOf(exchange.reply?.value);
    const contents = result?.contents;
    const first = Array.isArray(contents) && isRecord(contents[0]) ? contents[0] : undefined;
    if (!exchange.reply) {
      ctx.set(
        "tools.ui-links",
        "could-not-run",
        [exchange.seq],
        [note("no-reply", { method: "resources/read", reason: exchange.error ?? "" })],
      );
    } else if (!result) {
      ctx.fault(
        "tools.ui-links",
        [exchange.reply.seq, seq],
        [note("ui-unreadable", { tool, uri, code: errorCode(exchange.reply.value) ?? "?" })],
      );
    } else if (!first || first.mimeType !== APP_MIME) {
      ctx.fault(
        "tools.ui-links",
        [exchange.reply.seq, seq],
        [
          note("ui-mime", {
            tool,
            uri,
            mime: typeof first?.mimeType === "string" ? first.mimeType : "",
          }),
        ],
      );
    } else {
      ctx.pass("tools.ui-links", [exchange.reply.seq]);
    }
  }
  if (!ctx.results.has("tools.ui-links")) ctx.pass("tools.ui-links", [linked[0]?.seq]);
}
