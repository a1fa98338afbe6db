/**
 * Prompts and completion: listing the prompt templates a server offers, getting one filled in
 * with arguments, and asking for completions of a prompt or resource-template argument.
 */
import {
  type Node,
  arr,
  bool,
  byVersion,
  int,
  lit,
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
import { requestParams, resultObject } from "./shapes.ts";
import { cacheableFields, objectMeta } from "./shapes.ts";
import { contentItem, inputRetryFields, mayRequireInput, nextCursor } from "./server-features.ts";

const title = () =>
  opt(withDoc(str(), "A human-friendly name to display."), { since: "2025-06-18" });

const Prompt = obj({
  name: withDoc(str(), "The prompt's identifier, used in prompts/get."),
  title: title(),
  description: opt(withDoc(str(), "What the prompt is for.")),
  arguments: opt(withDoc(arr(ref("PromptArgument")), "The arguments the prompt accepts.")),
  icons: opt(arr(ref("Icon")), { since: "2025-11-25" }),
  _meta: objectMeta({ since: "2025-06-18" }),
});

const PromptArgument = obj({
  name: withDoc(str(), "The argument's identifier."),
  title: title(),
  description: opt(withDoc(str(), "What the argument means.")),
  required: opt(bool("Whether the argument must be given.")),
});

const PromptMessage = obj({
  role: ref("Role", "Who speaks this message: the user or the assistant."),
  content: contentItem(),
});

const PromptReference = obj({
  type: lit("ref/prompt"),
  name: withDoc(str(), "The name of the prompt."),
  title: title(),
});

/** A reference to a resource template (named `ResourceReference` until 2025-06-18). */
const resourceTemplateReference = obj({
  type: lit("ref/resource"),
  uri: withDoc(str({ format: "uri-template" }), "The URI or URI template of the resource."),
});

/** A map of argument names to string values. */
const stringArguments = (doc: string): Node => withDoc(record(str()), doc);

const GetPromptRequestParams = requestParams({
  name: withDoc(str(), "Name of the prompt to get."),
  arguments: opt(stringArguments("Values for the prompt's arguments.")),
  ...inputRetryFields(),
});

const CompleteRequestParams = requestParams({
  ref: union(
    ref("PromptReference"),
    v(ref("ResourceReference"), { until: "2025-06-18" }),
    v(ref("ResourceTemplateReference"), { since: "2025-06-18" }),
  ),
  argument: withDoc(
    obj({
      name: withDoc(str(), "The argument's name."),
      value: withDoc(str(), "What the user has typed so far."),
    }),
    "The argument being completed.",
  ),
  context: opt(
    withDoc(
      obj({ arguments: opt(stringArguments("Arguments already filled in.")) }),
      "What is already known, to narrow the completions.",
    ),
    { since: "2025-06-18" },
  ),
});

/** The completion values: at most 100, a limit the schema states from 2026-07-28. */
const completionValues = (): Node =>
  byVersion([
    ["2024-11-05", arr(str())],
    ["2026-07-28", raw({ type: "array", items: { type: "string" }, maxItems: 100 })],
  ]);

const CompleteResult = resultObject({
  completion: obj({
    values: completionValues(),
    total: opt(withDoc(int(), "How many values exist in all, possibly more than returned.")),
    hasMore: opt(bool("Whether more values exist than those returned.")),
  }),
});

export const types: TypeDef[] = [
  typeDef("Prompt", Prompt),
  typeDef("PromptArgument", PromptArgument),
  typeDef("PromptMessage", PromptMessage),
  typeDef("PromptReference", PromptReference),
  typeDef("ResourceReference", resourceTemplateReference, { until: "2025-06-18" }),
  typeDef("ResourceTemplateReference", resourceTemplateReference, { since: "2025-06-18" }),
  typeDef("GetPromptRequestParams", GetPromptRequestParams),
  typeDef("CompleteRequestParams", CompleteRequestParams),
  typeDef(
    "ListPromptsResult",
    resultObject({ prompts: arr(ref("Prompt")), nextCursor: nextCursor(), ...cacheableFields() }),
  ),
  typeDef(
    "GetPromptResult",
    resultObject({
      description: opt(withDoc(str(), "A description of the filled-in prompt.")),
      messages: arr(ref("PromptMessage")),
    }),
  ),
  typeDef("CompleteResult", CompleteResult),
];

export const methods: MethodDef[] = [
  methodDef({
    method: "prompts/list",
    kind: "request",
    direction: "client-to-server",
    doc: "Asks the server which prompt templates it offers, one page at a time.",
    params: ref("PaginatedRequestParams"),
    paramsRequired: { since: "2026-07-28" },
    result: ref("ListPromptsResult"),
    specName: "ListPromptsRequest",
    resultSpecName: "ListPromptsResult",
  }),
  methodDef({
    method: "prompts/get",
    kind: "request",
    direction: "client-to-server",
    doc: "Gets a prompt template filled in with the given arguments, as messages.",
    params: ref("GetPromptRequestParams"),
    paramsRequired: true,
    result: mayRequireInput("GetPromptResult"),
    specName: "GetPromptRequest",
    resultSpecName: "GetPromptResult",
  }),
  methodDef({
    method: "completion/complete",
    kind: "request",
    direction: "client-to-server",
    doc: "Asks for suggested values of a prompt or resource-template argument being typed.",
    params: ref("CompleteRequestParams"),
    paramsRequired: true,
    result: ref("CompleteResult"),
    specName: "CompleteRequest",
    resultSpecName: "CompleteResult",
  }),
  methodDef({
    method: "notifications/prompts/list_changed",
    kind: "notification",
    direction: "server-to-client",
    doc: "Tells the client that the server's list of prompts has changed.",
    params: ref("NotificationParams"),
    paramsRequired: false,
    specName: "PromptListChangedNotification",
  }),
];
