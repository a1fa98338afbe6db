/**
 * Tools: listing the tools a server offers, calling one, and the notification that the list
 * changed.
 */
import {
  type Node,
  any,
  arr,
  bool,
  byVersion,
  enm,
  lit,
  obj,
  opt,
  raw,
  record,
  ref,
  str,
  withDoc,
} from "../dsl.ts";
import { type MethodDef, type TypeDef, methodDef, typeDef } from "../registry.ts";
import { requestParams, resultObject } from "./shapes.ts";
import { cacheableFields, objectMeta } from "./shapes.ts";
import { contentItem, inputRetryFields, mayRequireInput, nextCursor } from "./server-features.ts";

/**
 * The JSON Schema of a tool's arguments or structured output. Up to 2025-11-25 the spec spells
 * out `type: "object"`, `properties` and `required`; from 2026-07-28 it accepts any JSON Schema
 * keyword, and only the input schema must still say `type: "object"`.
 */
const toolSchema = (which: "input" | "output", doc: string): Node =>
  withDoc(
    byVersion([
      [
        "2024-11-05",
        obj({
          $schema: opt(str(), { since: "2025-11-25" }),
          type: lit("object"),
          properties: opt(record(raw({ type: "object", additionalProperties: true }))),
          required: opt(arr(str())),
        }),
      ],
      [
        "2026-07-28",
        obj(
          {
            $schema: opt(withDoc(str(), "The JSON Schema dialect the schema is written in.")),
            ...(which === "input" ? { type: lit("object") } : {}),
          },
          { extra: any() },
        ),
      ],
    ]),
    doc,
  );

const Tool = obj({
  name: withDoc(str(), "The tool's identifier, used in tools/call."),
  title: opt(withDoc(str(), "A human-friendly name to display."), { since: "2025-06-18" }),
  description: opt(withDoc(str(), "What the tool does, for the model and the user.")),
  inputSchema: toolSchema("input", "JSON Schema of the arguments the tool accepts."),
  outputSchema: opt(toolSchema("output", "JSON Schema of the tool's structuredContent, if any."), {
    since: "2025-06-18",
  }),
  annotations: opt(ref("ToolAnnotations"), { since: "2025-03-26" }),
  execution: opt(ref("ToolExecution"), { since: "2025-11-25", until: "2026-07-28" }),
  icons: opt(arr(ref("Icon")), { since: "2025-11-25" }),
  _meta: objectMeta({ since: "2025-06-18" }),
});

const ToolAnnotations = obj({
  title: opt(withDoc(str(), "A human-friendly name to display.")),
  readOnlyHint: opt(bool("Hint: the tool does not change its environment.")),
  destructiveHint: opt(bool("Hint: the tool may destroy or overwrite things.")),
  idempotentHint: opt(bool("Hint: calling it again with the same arguments changes nothing.")),
  openWorldHint: opt(bool("Hint: the tool reaches entities outside a closed domain.")),
});

const ToolExecution = obj({
  taskSupport: opt(
    withDoc(
      enm(["forbidden", "optional", "required"]),
      "Whether the tool may, or must, be run as a task.",
    ),
  ),
});

const CallToolRequestParams = requestParams({
  name: withDoc(str(), "Name of the tool to call."),
  arguments: opt(withDoc(record(any()), "Arguments following the tool's inputSchema.")),
  task: opt(ref("TaskMetadata", "Asks to run the call as a task."), {
    since: "2025-11-25",
    until: "2026-07-28",
  }),
  ...inputRetryFields(),
});

const ListToolsResult = resultObject({
  tools: arr(ref("Tool")),
  nextCursor: nextCursor(),
  ...cacheableFields(),
});

const CallToolResult = resultObject({
  content: withDoc(arr(contentItem()), "What the tool returned, as content blocks."),
  structuredContent: opt(
    withDoc(
      byVersion([
        ["2025-06-18", record(any())],
        ["2026-07-28", any()],
      ]),
      "Machine-readable output matching the tool's outputSchema.",
    ),
    { since: "2025-06-18" },
  ),
  isError: opt(bool("True when the tool itself failed; the content describes the error.")),
});

export const types: TypeDef[] = [
  typeDef("Tool", Tool),
  typeDef("ToolAnnotations", ToolAnnotations, { since: "2025-03-26" }),
  typeDef("ToolExecution", ToolExecution, { since: "2025-11-25", until: "2026-07-28" }),
  typeDef("CallToolRequestParams", CallToolRequestParams),
  typeDef("ListToolsResult", ListToolsResult),
  typeDef("CallToolResult", CallToolResult),
];

export const methods: MethodDef[] = [
  methodDef({
    method: "tools/list",
    kind: "request",
    direction: "client-to-server",
    doc: "Asks the server which tools it offers, one page at a time.",
    params: ref("PaginatedRequestParams"),
    paramsRequired: { since: "2026-07-28" },
    result: ref("ListToolsResult"),
    specName: "ListToolsRequest",
    resultSpecName: "ListToolsResult",
  }),
  methodDef({
    method: "tools/call",
    kind: "request",
    direction: "client-to-server",
    doc: "Runs one of the server's tools with the given arguments.",
    params: ref("CallToolRequestParams"),
    paramsRequired: true,
    result: mayRequireInput("CallToolResult"),
    specName: "CallToolRequest",
    resultSpecName: "CallToolResult",
  }),
  methodDef({
    method: "notifications/tools/list_changed",
    kind: "notification",
    direction: "server-to-client",
    doc: "Tells the client that the server's list of tools has changed.",
    params: ref("NotificationParams"),
    paramsRequired: false,
    specName: "ToolListChangedNotification",
  }),
];
