/**
 * Example values for each method, written once for every version: `instance.ts` keeps what a
 * version's schema knows and fills what it requires. The names are the gift server's (the
 * playground's demo server), so a template can be sent to it as is.
 */
import type { ProtocolVersion } from "../versions.ts";
import {
  BUDGET_QUESTION,
  CATALOG_URI,
  CATEGORY_TEMPLATE,
  CLIENT_CAPABILITIES,
  CLIENT_INFO,
  GIFTS,
  GIFT_ARGS,
  GIFT_TOOL,
  PROMPT,
  SAMPLING_PROMPT,
  SERVER_CAPABILITIES,
  SERVER_INFO,
  TASK,
  text,
} from "./gifts.ts";

export interface Recipe {
  /** Short plain-English title of the request or notification. */
  title: string;
  /** More templates of the same method, such as the 2026-07-28 input-required reply. */
  variants?: Variant[];
  /** Example params; omitted from the message when absent and the version does not require them. */
  params?: unknown;
  /** Example result of a successful reply (requests only). */
  result?: unknown;
  /** Title of the reply template. */
  replyTitle?: string;
}

/** Another template of a method, where the version's schema has the named type. */
export interface Variant {
  /** Appended to the template id after `#`. */
  suffix: string;
  kind: "request" | "reply";
  title: string;
  description: string;
  /** The type that must exist in the version (its `$defs`) for this variant to be offered. */
  needsType: string;
  params?: unknown;
  result?: unknown;
}

/** Stands for the template's own id inside a recipe (a reply that names its request's id). */
export const OWN_ID = "\u0000own-id";

export const RECIPES: Readonly<Record<string, Recipe>> = {
  initialize: {
    title: "Open a session",
    params: (v: ProtocolVersion) => ({
      protocolVersion: v,
      capabilities: CLIENT_CAPABILITIES,
      clientInfo: CLIENT_INFO,
    }),
    result: (v: ProtocolVersion) => ({
      protocolVersion: v,
      capabilities: SERVER_CAPABILITIES,
      serverInfo: SERVER_INFO,
      instructions: "Call suggest_gifts with an occasion and a budget in USD.",
    }),
    replyTitle: "Accept the session",
  },
  "notifications/initialized": { title: "Handshake finished" },
  ping: { title: "Ping", result: {}, replyTitle: "Answer a ping" },
  "notifications/cancelled": {
    title: "Cancel a request",
    params: { requestId: 1, reason: "The user closed the dialog." },
  },
  "notifications/progress": {
    title: "Report progress",
    params: { progressToken: "gifts-1", progress: 50, total: 100, message: "Searching…" },
  },
  "logging/setLevel": {
    title: "Set the log level",
    params: { level: "info" },
    result: {},
    replyTitle: "Log level set",
  },
  "notifications/message": {
    title: "Log message",
    params: { level: "info", logger: "gifts", data: { event: "search", hits: 3 } },
  },
  "server/discover": {
    title: "Discover the server",
    params: {},
    result: (v: ProtocolVersion) => ({
      _meta: { "io.modelcontextprotocol/serverInfo": SERVER_INFO },
      supportedVersions: [v],
      capabilities: SERVER_CAPABILITIES,
      instructions: "Call suggest_gifts with an occasion and a budget in USD.",
    }),
    replyTitle: "Describe the server",
  },
  "tools/list": {
    title: "List tools",
    result: { tools: [GIFT_TOOL] },
    replyTitle: "The list of tools",
  },
  "tools/call": {
    title: "Call a tool",
    params: { name: "suggest_gifts", arguments: GIFT_ARGS },
    result: {
      content: [text("3 gift ideas for a birthday under $50: a notebook, a mug, an herb garden.")],
      structuredContent: { gifts: GIFTS },
      isError: false,
    },
    replyTitle: "A tool's result",
    variants: [
      {
        suffix: "input-required",
        kind: "reply",
        title: "Ask for input first",
        description:
          "Instead of a result, the server lists what it needs (here, the user's budget); the client retries the call with the answers.",
        needsType: "InputRequiredResult",
        result: {
          inputRequests: { budget: { method: "elicitation/create", params: BUDGET_QUESTION } },
          requestState: "gift-search-state-1",
          resultType: "input_required",
        },
      },
      {
        suffix: "retry",
        kind: "request",
        title: "Call a tool again, with answers",
        description:
          "Retries a tool call after an input-required result, with the answers under the names the server used.",
        needsType: "InputRequiredResult",
        params: {
          name: "suggest_gifts",
          arguments: GIFT_ARGS,
          inputResponses: { budget: { action: "accept", content: { budget: 50 } } },
          requestState: "gift-search-state-1",
        },
      },
    ],
  },
  "notifications/tools/list_changed": { title: "Tools changed" },
  "resources/list": {
    title: "List resources",
    result: {
      resources: [
        {
          uri: CATALOG_URI,
          name: "gift_catalog",
          title: "Gift catalog",
          description: "Every gift the server knows, with its price and category.",
          mimeType: "application/json",
        },
      ],
    },
    replyTitle: "The list of resources",
  },
  "resources/templates/list": {
    title: "List resource templates",
    result: {
      resourceTemplates: [
        {
          uriTemplate: CATEGORY_TEMPLATE,
          name: "gift_category",
          title: "Gifts of one category",
          description: "The gifts of one category, such as kitchen or garden.",
          mimeType: "application/json",
        },
      ],
    },
    replyTitle: "The list of resource templates",
  },
  "resources/read": {
    title: "Read a resource",
    params: { uri: CATALOG_URI },
    result: {
      contents: [
        { uri: CATALOG_URI, mimeType: "application/json", text: JSON.stringify({ gifts: GIFTS }) },
      ],
    },
    replyTitle: "A resource's contents",
  },
  "resources/subscribe": {
    title: "Follow a resource",
    params: { uri: CATALOG_URI },
    result: {},
    replyTitle: "Subscribed",
  },
  "resources/unsubscribe": {
    title: "Stop following a resource",
    params: { uri: CATALOG_URI },
    result: {},
    replyTitle: "Unsubscribed",
  },
  "subscriptions/listen": {
    title: "Listen for changes",
    params: { notifications: { toolsListChanged: true, resourceSubscriptions: [CATALOG_URI] } },
    result: { _meta: { "io.modelcontextprotocol/subscriptionId": OWN_ID } },
    replyTitle: "Listening ended",
  },
  "notifications/resources/list_changed": { title: "Resources changed" },
  "notifications/resources/updated": {
    title: "Resource updated",
    params: { uri: CATALOG_URI },
  },
  "notifications/subscriptions/acknowledged": {
    title: "Listening confirmed",
    params: { notifications: { toolsListChanged: true, resourceSubscriptions: [CATALOG_URI] } },
  },
  "prompts/list": {
    title: "List prompts",
    result: {
      prompts: [
        {
          name: PROMPT,
          title: "Congratulation style",
          description: "A congratulation to go with the gift, in the tone asked for.",
          arguments: [
            { name: "tone", description: "warm, funny or formal", required: true },
            { name: "recipient", description: "Who the gift is for", required: false },
          ],
        },
      ],
    },
    replyTitle: "The list of prompts",
  },
  "prompts/get": {
    title: "Get a prompt",
    params: { name: PROMPT, arguments: { tone: "warm", recipient: "Ann" } },
    result: {
      description: "A warm congratulation for Ann",
      messages: [{ role: "user", content: text("Write a warm congratulation for Ann.") }],
    },
    replyTitle: "A filled-in prompt",
  },
  "completion/complete": {
    title: "Complete an argument",
    params: {
      ref: { type: "ref/prompt", name: PROMPT },
      argument: { name: "tone", value: "wa" },
    },
    result: { completion: { values: ["warm"], total: 1, hasMore: false } },
    replyTitle: "Suggested values",
  },
  "notifications/prompts/list_changed": { title: "Prompts changed" },
  "sampling/createMessage": {
    title: "Ask the client's model",
    params: {
      messages: [{ role: "user", content: text(SAMPLING_PROMPT) }],
      systemPrompt: "You write short, kind greetings.",
      maxTokens: 200,
    },
    result: {
      role: "assistant",
      content: text("Happy birthday, Ann! May your year be as bright as you are."),
      model: "example-model",
      stopReason: "endTurn",
    },
    replyTitle: "The model's message",
  },
  "elicitation/create": {
    title: "Ask the user",
    params: BUDGET_QUESTION,
    result: { action: "accept", content: { budget: 50 } },
    replyTitle: "The user's answer",
  },
  "notifications/elicitation/complete": {
    title: "User finished a web form",
    params: { elicitationId: "budget-form-1" },
  },
  "roots/list": {
    title: "List the client's roots",
    result: { roots: [{ uri: "file:///home/ann/gifts", name: "Gift ideas" }] },
    replyTitle: "The client's roots",
  },
  "notifications/roots/list_changed": { title: "Roots changed" },
  "tasks/get": {
    title: "Poll a task",
    params: { taskId: TASK.taskId },
    result: TASK,
    replyTitle: "A task's state",
  },
  "tasks/result": {
    title: "Get a task's result",
    params: { taskId: TASK.taskId },
    result: { content: [text("3 gift ideas for a birthday under $50.")], isError: false },
    replyTitle: "A task's result",
  },
  "tasks/list": {
    title: "List tasks",
    result: { tasks: [TASK] },
    replyTitle: "The list of tasks",
  },
  "tasks/cancel": {
    title: "Cancel a task",
    params: { taskId: TASK.taskId },
    result: { ...TASK, status: "cancelled", statusMessage: "Cancelled by the user" },
    replyTitle: "Task cancelled",
  },
  "notifications/tasks/status": {
    title: "Task status changed",
    params: { ...TASK, status: "completed", statusMessage: "Found 3 gifts" },
  },
};

/** A recipe value may depend on the version (the protocol version a message names). */
export const atVersion = (value: unknown, version: ProtocolVersion): unknown =>
  typeof value === "function" ? (value as (v: ProtocolVersion) => unknown)(version) : value;
