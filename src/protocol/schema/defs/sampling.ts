/**
 * Sampling: the server asks the client to run an LLM completion (`sampling/createMessage`),
 * optionally with tools (2025-11-25). In 2026-07-28 the request is no longer a JSON-RPC message
 * but an entry of `InputRequests`, answered through `InputResponses`.
 */
import {
  type Node,
  any,
  arr,
  bool,
  byVersion,
  enm,
  int,
  lit,
  num,
  obj,
  opt,
  raw,
  record,
  ref,
  str,
  union,
  v,
  withDoc,
} from "../dsl.ts";
import { type MethodDef, type TypeDef, methodDef, typeDef } from "../registry.ts";
import { EMBEDDED, UNTIL_EMBEDDED, serverRequestMeta, taskField } from "./client-shapes.ts";
import { objectMeta } from "./shapes.ts";

const SINCE_TOOLS = { since: "2025-11-25" } as const;

/** The content blocks a single sampling message may carry. */
const singleBlocks = [
  ref("TextContent"),
  ref("ImageContent"),
  v(ref("AudioContent"), { since: "2025-03-26" }),
  v(ref("ToolUseContent"), SINCE_TOOLS),
  v(ref("ToolResultContent"), SINCE_TOOLS),
];

/** A message's content: one block, or (2025-11-25) a list of blocks. */
const samplingContent = (): Node =>
  union(...singleBlocks, v(arr(ref("SamplingMessageContentBlock")), SINCE_TOOLS));

const priority = (doc: string): Node => withDoc(num({ minimum: 0, maximum: 1 }), doc);

export const types: TypeDef[] = [
  typeDef(
    "SamplingMessage",
    obj({
      _meta: objectMeta(SINCE_TOOLS),
      role: ref("Role"),
      content: samplingContent(),
    }),
  ),
  typeDef("SamplingMessageContentBlock", union(...singleBlocks), SINCE_TOOLS),
  typeDef(
    "ModelPreferences",
    obj({
      hints: opt(withDoc(arr(ref("ModelHint")), "Model names to try, in order of preference.")),
      costPriority: opt(priority("How much to favour a cheap model, from 0 to 1.")),
      speedPriority: opt(priority("How much to favour a fast model, from 0 to 1.")),
      intelligencePriority: opt(priority("How much to favour a capable model, from 0 to 1.")),
    }),
  ),
  typeDef(
    "ModelHint",
    obj({ name: opt(withDoc(str(), "A full or partial model name, such as a family.")) }),
  ),
  typeDef(
    "ToolChoice",
    obj({
      mode: opt(enm(["auto", "none", "required"], "Whether the model may or must call tools.")),
    }),
    SINCE_TOOLS,
  ),
  typeDef(
    "ToolUseContent",
    obj({
      _meta: objectMeta(),
      type: lit("tool_use"),
      id: withDoc(str(), "Identifies this call; the matching tool_result quotes it."),
      name: withDoc(str(), "Name of the tool the model calls."),
      input: withDoc(record(any()), "Arguments the model passes to the tool."),
    }),
    SINCE_TOOLS,
  ),
  typeDef(
    "ToolResultContent",
    obj({
      _meta: objectMeta(),
      type: lit("tool_result"),
      toolUseId: withDoc(str(), "The id of the tool_use block this answers."),
      content: arr(ref("ContentBlock")),
      structuredContent: opt(
        byVersion([
          ["2025-11-25", record(any())],
          ["2026-07-28", any()],
        ]),
      ),
      isError: opt(bool()),
    }),
    SINCE_TOOLS,
  ),
  // A building block in every version; the official schema names it from 2025-11-25.
  typeDef(
    "CreateMessageRequestParams",
    obj({
      _meta: serverRequestMeta(),
      messages: withDoc(arr(ref("SamplingMessage")), "The conversation to continue."),
      modelPreferences: opt(ref("ModelPreferences")),
      systemPrompt: opt(str()),
      includeContext: opt(
        enm(["allServers", "none", "thisServer"], "Which servers' context the client may add."),
      ),
      temperature: opt(num()),
      maxTokens: withDoc(int(), "Upper bound on the tokens to generate."),
      stopSequences: opt(arr(str())),
      metadata: opt(
        byVersion([
          ["2024-11-05", raw({ type: "object", additionalProperties: true })],
          ["2026-07-28", ref("JSONObject")],
        ]),
      ),
      tools: opt(arr(ref("Tool")), SINCE_TOOLS),
      toolChoice: opt(ref("ToolChoice"), SINCE_TOOLS),
      task: taskField(),
    }),
  ),
  typeDef(
    "CreateMessageResult",
    obj({
      _meta: objectMeta(),
      role: ref("Role"),
      content: samplingContent(),
      model: withDoc(str(), "Name of the model that produced the message."),
      stopReason: opt(withDoc(str(), "Why generation stopped, e.g. endTurn or maxTokens.")),
    }),
  ),
  // 2026-07-28: an entry of `InputRequests` instead of a JSON-RPC request.
  typeDef(
    "CreateMessageRequest",
    obj({ method: lit("sampling/createMessage"), params: ref("CreateMessageRequestParams") }),
    EMBEDDED,
  ),
];

export const methods: MethodDef[] = [
  methodDef({
    method: "sampling/createMessage",
    kind: "request",
    direction: "server-to-client",
    span: UNTIL_EMBEDDED,
    doc: "Asks the client to have its language model write the next message of a conversation.",
    params: ref("CreateMessageRequestParams"),
    paramsRequired: true,
    result: ref("CreateMessageResult"),
    specName: "CreateMessageRequest",
    resultSpecName: "CreateMessageResult",
  }),
];
