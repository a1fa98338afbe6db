/**
 * What several lessons say the same way: the handshake messages, the 2026-07-28 request
 * `_meta`, the four answers of a "what kind of message is this" question, and the shapes of the
 * gift server's tool arguments and results as checks see them. The names are the gift server's
 * (`src/server`); the data-driven test runs every solution against the real server, so a fact
 * written here that the server does not keep fails there.
 */
import { CATALOG_URI, PROMPT } from "../../../protocol/templates/gifts.ts";
import { META_PROTOCOL_VERSION, type ProtocolVersion } from "../../../protocol/index.ts";
import type { Choice, Json, PointerTest, TextCheck } from "../../types.ts";

export { CATALOG_URI, PROMPT };

export type JsonObject = { [key: string]: Json };

/** A message as the editor and the code blocks show it: JSON with a 2-space indent. */
export const json = (value: Json): string => JSON.stringify(value, null, 2);

/** A message on one line, as the syllabus writes short ones. */
export const line = (value: Json): string => JSON.stringify(value);

export const CLIENT_INFO = { name: "gift-widget", version: "1.0.0" };

/** An `initialize` request asking for `version` (any string: a server may not know it). */
export function initialize(version: string, id: number | string = 1): JsonObject {
  return {
    jsonrpc: "2.0",
    id,
    method: "initialize",
    params: { protocolVersion: version, capabilities: {}, clientInfo: CLIENT_INFO },
  };
}

export const INITIALIZED: JsonObject = { jsonrpc: "2.0", method: "notifications/initialized" };

/** The first two steps of a server exercise's solution: the handshake in `version`. */
export const handshake = (version: ProtocolVersion): string[] => [
  json(initialize(version)),
  json(INITIALIZED),
];

/** A request (a `params` object is written only when given). */
export function request(id: number | string, method: string, params?: JsonObject): JsonObject {
  return { jsonrpc: "2.0", id, method, ...(params && { params }) };
}

export const callTool = (id: number | string, name: string, args: JsonObject): JsonObject =>
  request(id, "tools/call", { name, arguments: args });

/** What every 2026-07-28 request carries in `params._meta` instead of a handshake. */
export const MODERN_META: JsonObject = {
  [META_PROTOCOL_VERSION]: "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};

/** `META_PROTOCOL_VERSION` as a JSON pointer token (its `/` written `~1`). */
export const META_VERSION_POINTER = `/params/_meta/${META_PROTOCOL_VERSION.replace("/", "~1")}`;

/**
 * The latency the timing exercises set (Server controls): a `wrap_gift` call then stays
 * unanswered for about 5.5 s, time enough to send a second message by hand, also on a phone.
 */
export const SLOW_MS = 2000;

// ---- Checks several exercises make ------------------------------------------------------

/** An MCP request id: a string or an integer, never null. */
export const ID_SCHEMA: Json = { type: ["integer", "string"] };

export const hasRequestId: TextCheck = {
  type: "pointer",
  path: "/id",
  test: { op: "matches", schema: ID_SCHEMA },
  says: {
    en: "A request needs an `id`: a number or a string, never null.",
    ru: "У запроса должен быть `id`: число или строка, но не null.",
  },
};

export const noId: TextCheck = {
  type: "pointer",
  path: "/id",
  test: { op: "absent" },
  says: {
    en: "A notification has no `id`: nobody will answer it.",
    ru: "У уведомления нет `id`: на него никто не ответит.",
  },
};

export const valid: TextCheck = { type: "valid" };

export const pointer = (path: string, test: PointerTest, says?: TextCheck["says"]): TextCheck =>
  says ? { type: "pointer", path, test, says } : { type: "pointer", path, test };

export const equals = (path: string, value: Json, says?: TextCheck["says"]): TextCheck =>
  pointer(path, { op: "equals", value }, says);

export const matches = (path: string, schema: Json, says?: TextCheck["says"]): TextCheck =>
  pointer(path, { op: "matches", schema }, says);

/** `content` of a tool result: at least one block, text blocks with their text. */
export const TEXT_CONTENT: Json = {
  type: "array",
  minItems: 1,
  items: {
    type: "object",
    required: ["type"],
    if: { properties: { type: { const: "text" } } },
    then: { required: ["text"], properties: { text: { type: "string", minLength: 1 } } },
  },
};

/** `suggest_gifts`'s `inputSchema`, as the gift server declares it in `tools/list`. */
export const SUGGEST_GIFTS_INPUT: Json = {
  type: "object",
  properties: {
    occasion: { type: "string" },
    budget: { type: "number", exclusiveMinimum: 0 },
    recipient: { type: "string" },
  },
  required: ["occasion", "budget"],
};

/** A list of gifts a widget can render: each one named and priced. */
export const GIFT_LIST: Json = {
  type: "object",
  required: ["gifts"],
  properties: {
    gifts: {
      type: "array",
      items: {
        type: "object",
        required: ["name", "price"],
        properties: { name: { type: "string", minLength: 1 }, price: { type: "number" } },
      },
    },
  },
};

/** A list (of tools, resources…) that holds an item whose `key` is `value`. */
export const listWith = (key: string, value: Json): Json => ({
  type: "array",
  contains: { type: "object", required: [key], properties: { [key]: { const: value } } },
});

// ---- The four answers to "what is this message?" -----------------------------------------

export const KIND_CHOICES: readonly Choice[] = [
  {
    id: "request",
    label: { en: "A request: it expects a reply", ru: "Запрос: на него ждут ответ" },
    means: { kind: "request" },
    why: {
      en: "A request is one JSON-RPC object with both an `id` and a `method`, and neither `result` nor `error`: its sender waits for a reply with that `id`.",
      ru: "Запрос — один объект JSON-RPC, в котором есть и `id`, и `method`, но нет ни `result`, ни `error`: отправитель ждёт ответа с этим `id`.",
    },
  },
  {
    id: "notification",
    label: { en: "A notification: nobody answers it", ru: "Уведомление: на него не отвечают" },
    means: { kind: "notification" },
    why: {
      en: "A notification is one JSON-RPC object with a `method` and no `id` at all: a reply would have nothing to point to, so nobody answers it.",
      ru: "Уведомление — один объект JSON-RPC с `method` и вообще без `id`: ответу не на что было бы сослаться, поэтому на уведомление не отвечают.",
    },
  },
  {
    id: "result",
    label: { en: "A reply with a result (success)", ru: "Ответ с результатом (успех)" },
    means: { kind: "reply", outcome: "success" },
    why: {
      en: "A successful reply is one JSON-RPC object with the `id` of its request and a `result`, with no `method` and no `error`.",
      ru: "Успешный ответ — один объект JSON-RPC с `id` своего запроса и полем `result`, без `method` и без `error`.",
    },
  },
  {
    id: "error",
    label: { en: "A reply with an error", ru: "Ответ с ошибкой" },
    means: { kind: "reply", outcome: "error" },
    why: {
      en: "An error reply is one JSON-RPC object with the `id` of its request and an `error` (a `code` and a `message`), with no `method` and no `result`.",
      ru: "Ответ с ошибкой — один объект JSON-RPC с `id` своего запроса и полем `error` (`code` и `message`), без `method` и без `result`.",
    },
  },
];
