/**
 * The JSON Schema that feeds the editor's completion and hover (Monaco's JSON language service)
 * for one protocol version. It describes a whole message: the JSON-RPC envelope, the methods of
 * the version with their docs, and each method's params (chosen with `if`/`then` on `method`).
 * It never produces the markers: findings come from the checker only, so this schema may stay
 * lenient where a precise one would only repeat the checker's work.
 */
import { VERSION_FACTS } from "../check/version.ts";
import type { ProtocolVersion } from "../versions.ts";
import type { MethodInfo } from "./index.ts";
import type { Direction } from "./registry.ts";
import { getVersionSchema } from "./index.ts";

type Schema = Record<string, unknown>;

/** The schema as registered with the JSON language service: self-contained, no remote `$ref`. */
export interface EditorSchema {
  title: string;
  description: string;
  $defs: Record<string, unknown>;
  [key: string]: unknown;
}

/** The URI under which the schema of `version` is registered (never fetched). */
export const editorSchemaUri = (version: ProtocolVersion) =>
  `inmemory://mcp-playground/schema-${version}.json`;

const DIRECTION_TEXT: Record<Direction, string> = {
  "client-to-server": "client → server",
  "server-to-client": "server → client",
  both: "either side",
};

/** What the method is and who sends it, then its doc, as Markdown ("_Request, client → server._ …"). */
export function methodMarkdown(info: MethodInfo): string {
  const kind = info.kind === "request" ? "Request" : "Notification";
  return `_${kind}, ${DIRECTION_TEXT[info.direction]}._ ${info.doc}`;
}

const cache = new Map<ProtocolVersion, EditorSchema>();

/** Builds (once per version) the editor schema of `version`. The result is shared: do not mutate. */
export function buildEditorSchema(version: ProtocolVersion): EditorSchema {
  let schema = cache.get(version);
  if (!schema) {
    schema = build(version);
    cache.set(version, schema);
  }
  return schema;
}

function build(version: ProtocolVersion): EditorSchema {
  const vs = getVersionSchema(version);
  const methods = [...vs.methods.values()];
  const ref = (name: string): Schema => ({ $ref: `#/$defs/${name}` });
  const hasDef = (name: string) => name in vs.schema.$defs;

  const message: Schema = {
    type: "object",
    description: `A JSON-RPC message of MCP ${version}: a request, a notification or a reply.`,
    properties: {
      jsonrpc: {
        const: "2.0",
        description: 'The JSON-RPC version; always the string "2.0".',
      },
      id: {
        ...(hasDef("RequestId") ? ref("RequestId") : { type: ["string", "integer"] }),
        description:
          "Identifies a request (a string or an integer); its reply carries the same id. A notification has none.",
      },
      method: {
        type: "string",
        description: `The method to invoke: one of the ${methods.length} methods of MCP ${version}.`,
        enum: methods.map((m) => m.method),
        enumDescriptions: methods.map((m) => m.doc),
        markdownEnumDescriptions: methods.map(methodMarkdown),
      },
      params: {
        type: "object",
        description: "The method's arguments; their fields depend on the method.",
      },
      result: {
        ...(hasDef("Result") ? ref("Result") : { type: "object" }),
        description:
          "A successful reply's result. Its fields depend on the request it answers, which the reply alone does not name.",
      },
      error: {
        ...(hasDef("Error") ? ref("Error") : { type: "object" }),
        description: "A failed reply's error: `code`, `message` and optional `data`.",
      },
    },
    required: ["jsonrpc"],
    allOf: methods.map((m) => methodBranch(m, ref)),
  };

  const batch = VERSION_FACTS.batchVersions.includes(version);
  const $defs: Record<string, unknown> = { ...vs.schema.$defs, "mcp-message": message };
  return {
    title: `MCP message (${version})`,
    description: batch
      ? `A JSON-RPC message of MCP ${version}, or a batch: an array of messages.`
      : `A JSON-RPC message of MCP ${version}.`,
    $defs,
    ...(batch
      ? {
          anyOf: [
            ref("mcp-message"),
            {
              type: "array",
              description: `A batch (MCP ${version} only): the messages are judged one by one.`,
              items: ref("mcp-message"),
              minItems: 1,
            },
          ],
        }
      : ref("mcp-message")),
  };
}

const paramsMarkdown = (info: MethodInfo) =>
  `The params of \`${info.method}\`. ${methodMarkdown(info)}`;

/** `if method is M then params follow M's params` (with M's doc on `params`). */
function methodBranch(info: MethodInfo, ref: (name: string) => Schema): Schema {
  const params: Schema = info.paramsKey
    ? { ...ref(info.paramsKey), markdownDescription: paramsMarkdown(info) }
    : { type: "object", markdownDescription: paramsMarkdown(info) };
  return {
    if: { properties: { method: { const: info.method } }, required: ["method"] },
    then: {
      properties: { params },
      ...(info.paramsRequired ? { required: ["params"] } : {}),
    },
  };
}
