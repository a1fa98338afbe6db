/**
 * The English texts of the checker's findings, keyed by finding code. Every finding the checker
 * emits is built here from its `args`, so a UI can translate by code and rebuild the sentence.
 * Codes are namespaced by layer: `jsonrpc.*` (envelope), `mcp.*` (the method's schema),
 * `batch.*`, `hint.*` (teaching notes) and `internal.*` (a checker bug, never the user's fault).
 */
import { MESSAGES as PARSE_MESSAGES } from "../parse/messages.ts";
import type { Severity } from "../types.ts";

export type MessageArgs = Record<string, string | number>;

interface Entry {
  severity: Severity;
  text: (args: MessageArgs) => string;
}

const s = (args: MessageArgs, name: string): string => String(args[name] ?? "");
const has = (args: MessageArgs, name: string): boolean =>
  args[name] !== undefined && args[name] !== "";

const e = (text: Entry["text"]): Entry => ({ severity: "error", text });
const w = (text: Entry["text"]): Entry => ({ severity: "warning", text });
const h = (text: Entry["text"]): Entry => ({ severity: "hint", text });

/** "exists from 2025-06-18", "exists in 2024-11-05 to 2025-11-25", "exists in A and C". */
export function existsIn(args: MessageArgs): string {
  if (has(args, "list")) return `exists in ${s(args, "list")}`;
  if (!has(args, "last")) return `exists from ${s(args, "first")}`;
  if (s(args, "first") === s(args, "last")) return `exists only in ${s(args, "first")}`;
  return `exists in ${s(args, "first")} to ${s(args, "last")}`;
}

const didYouMean = (args: MessageArgs, name = "suggestion"): string =>
  has(args, name) ? ` Did you mean ${s(args, name)}?` : "";

/** How `mcp.required-one-of` lists its keys and their docs in one arg each. */
export const KEY_SEPARATOR = ", ";
export const DOC_SEPARATOR = " | ";

const joinOr = (words: string[]): string =>
  words.length <= 1
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;

/** "`text` (the contents as text) or `blob` (…)" from `mcp.required-one-of`'s args. */
function keyOptions(args: MessageArgs): string {
  const docs = s(args, "docs").split(DOC_SEPARATOR);
  return joinOr(
    s(args, "keys")
      .split(KEY_SEPARATOR)
      .map((key, i) => (docs[i] ? `\`${key}\` (${docs[i]})` : `\`${key}\``)),
  );
}

/** ", required where `mode` is "url"": the branch a discriminator chose, if one did. */
const branchOf = (a: MessageArgs): string =>
  has(a, "by")
    ? `, required where \`${s(a, "by")}\` is ${has(a, "tag") ? s(a, "tag") : "absent"}`
    : "";

export const CHECK_MESSAGES = {
  // ---- JSON-RPC 2.0 envelope -------------------------------------------------------------
  "jsonrpc.not-object": e(
    (a) =>
      `A JSON-RPC message must be a JSON object, not ${s(a, "got")}. Write it as {"jsonrpc": "2.0", "method": …} or, for a reply, {"jsonrpc": "2.0", "id": …, "result": …}.`,
  ),
  "jsonrpc.no-kind": e(
    () =>
      "This object has no `method`, `result` or `error`, so it is neither a request, a notification nor a reply. Add a `method` (and an `id` for a request), or a `result` or `error` with the id of the request it answers.",
  ),
  "jsonrpc.version-missing": e((a) =>
    has(a, "found")
      ? `\`${s(a, "found")}\` looks like a misnamed \`jsonrpc\`: rename it to "jsonrpc", the key every JSON-RPC 2.0 message carries.`
      : 'Add "jsonrpc": "2.0": every JSON-RPC 2.0 message carries it, and peers reject one without it.',
  ),
  "jsonrpc.version-wrong": e(
    (a) => `\`jsonrpc\` must be exactly the string "2.0", not ${s(a, "got")}.`,
  ),
  "jsonrpc.id-null": e(
    () =>
      "An MCP request's `id` must be a string or an integer, never null: a null id cannot be matched to its reply. Use a number or a string that is unique among your pending requests.",
  ),
  "jsonrpc.reply-id-null": e((a) =>
    has(a, "omit")
      ? "MCP does not allow a null `id`: a reply carries the string or integer id of its request. When the request's id could not be read, leave `id` out of the error reply."
      : "MCP does not allow a null `id`: a reply carries the string or integer id of the request it answers.",
  ),
  "jsonrpc.id-float": e(
    (a) =>
      `The id ${s(a, "got")} has a fractional part: use a string or an integer. JSON-RPC discourages fractional ids and MCP forbids them, because a fraction may not survive a round trip and the reply would then not match.`,
  ),
  "jsonrpc.id-type": e((a) => `\`id\` must be a string or an integer, not ${s(a, "got")}.`),
  "jsonrpc.id-missing": e((a) =>
    s(a, "outcome") === "error"
      ? `This error reply has no \`id\`: in ${s(a, "version")} every reply carries the id of the request it answers (leaving it out is allowed from 2025-11-25 on).`
      : "This reply has no `id`: add the id of the request it answers, so the sender can match them.",
  ),
  "jsonrpc.id-unsafe-integer": w(
    (a) =>
      `The id ${s(a, "raw")} is larger than 2^53: JavaScript peers read it as a different number, so the reply may not match. Use a string id instead, "${s(a, "raw")}".`,
  ),
  "jsonrpc.method-type": e(
    (a) =>
      `\`method\` must be a string naming the method, such as "tools/call", not ${s(a, "got")}.`,
  ),
  "jsonrpc.params-type": e(
    (a) =>
      `\`params\` must be an object in MCP (JSON-RPC's by-position arrays are not used), not ${s(a, "got")}.`,
  ),
  "jsonrpc.result-and-error": e(
    () =>
      "A reply carries either `result` (success) or `error` (failure), never both: remove one of them.",
  ),
  "jsonrpc.reply-with-method": e(
    () =>
      "A reply must not carry `method`: it is matched to its request by `id` alone. Remove `method`.",
  ),
  "jsonrpc.error-not-object": e(
    (a) =>
      `\`error\` must be an object with an integer \`code\` and a string \`message\`, not ${s(a, "got")}.`,
  ),
  "jsonrpc.error-code-missing": e(
    () => "`error` lacks `code`: add an integer error code, such as -32603 (internal error).",
  ),
  "jsonrpc.error-code-type": e(
    (a) => `\`error.code\` must be an integer, such as -32602, not ${s(a, "got")}.`,
  ),
  "jsonrpc.error-message-missing": e(
    () => "`error` lacks `message`: add one short sentence that describes the error.",
  ),
  "jsonrpc.error-message-type": e((a) => `\`error.message\` must be a string, not ${s(a, "got")}.`),
  "jsonrpc.unknown-key": w((a) =>
    has(a, "suggestion")
      ? `\`${s(a, "key")}\` is not part of a JSON-RPC ${s(a, "kind")}, so peers ignore it.${didYouMean(a)}`
      : `\`${s(a, "key")}\` is not part of a JSON-RPC ${s(a, "kind")}, so peers ignore it: remove it unless an extension needs it.`,
  ),

  // ---- MCP: methods and their schemas ----------------------------------------------------
  "mcp.result-not-object": e(
    (a) => `\`result\` must be an object in MCP (an empty result is {}), not ${s(a, "got")}.`,
  ),
  "mcp.method-not-in-version": e(
    (a) =>
      `\`${s(a, "method")}\` ${existsIn(a)}; you selected ${s(a, "version")}. Select a version that has it, or use a method of ${s(a, "version")}.`,
  ),
  "mcp.method-unknown": e((a) =>
    has(a, "suggestion")
      ? `\`${s(a, "method")}\` is not an MCP method.${didYouMean(a)}`
      : `\`${s(a, "method")}\` is not an MCP method in any version: check the spelling (MCP methods look like "tools/call" or "notifications/progress").`,
  ),
  "mcp.notification-with-id": e(
    (a) =>
      `\`${s(a, "method")}\` is a notification: remove the \`id\` (a notification never gets a reply).`,
  ),
  "mcp.request-without-id": e(
    (a) =>
      `\`${s(a, "method")}\` is a request: add an \`id\` (a string or an integer) so that its reply can be matched.`,
  ),
  "mcp.wrong-direction": e(
    (a) => `\`${s(a, "method")}\` is sent by the ${s(a, "sender")}, not the ${s(a, "actual")}.`,
  ),
  "mcp.params-missing": e(
    (a) => `\`${s(a, "method")}\` needs \`params\` in ${s(a, "version")}: add a \`params\` object.`,
  ),
  "mcp.required": e(
    (a) =>
      `\`${s(a, "parent")}\` lacks the required key \`${s(a, "key")}\`${has(a, "doc") ? ` (${s(a, "doc")})` : ""}${branchOf(a)}: add it.${has(a, "example") ? ` The official example ${s(a, "example")} leaves it out, but the schema of ${s(a, "version")} requires it, and this checker follows the schema.` : ""}`,
  ),
  "mcp.required-one-of": e(
    (a) => `\`${s(a, "parent")}\` lacks the key that says what it holds: add ${keyOptions(a)}.`,
  ),
  "mcp.form-field": e(
    (a) =>
      `\`${s(a, "name")}\` is a field of an elicitation form, and a form field is only a string, number, integer, boolean or enum schema, not \`type\` ${s(a, "got")}. A form is flat: ask for each value as a field of its own.`,
  ),
  "mcp.result-type": e((a) =>
    has(a, "input")
      ? `\`resultType\` must be "complete" (this is the method's result) or "input_required" (the server needs more input before it can answer), not ${s(a, "got")}.${didYouMean(a)}`
      : `\`resultType\` must be "complete"${has(a, "method") ? ` in a \`${s(a, "method")}\` result` : ""}, not ${s(a, "got")}.${has(a, "methods") ? ` Its other value, "input_required", is only for ${s(a, "methods")}.` : ""}`,
  ),
  "mcp.result-input-not-allowed": e(
    (a) =>
      `A \`${s(a, "method")}\` result cannot ask for more input: only ${s(a, "methods")} may answer "input_required". Send the result itself, with \`resultType\` "complete".`,
  ),
  "mcp.input-required-empty": e(
    () =>
      'A result with `resultType` "input_required" must carry `inputRequests` (what the server needs from the client), `requestState` (what the client hands back when it retries), or both.',
  ),
  "mcp.misnamed-key": e(
    (a) =>
      `\`${s(a, "parent")}\` lacks the required key \`${s(a, "key")}\`; \`${s(a, "found")}\` looks like a misnamed \`${s(a, "key")}\`: rename it.`,
  ),
  "mcp.type": e((a) => `\`${s(a, "name")}\` must be ${s(a, "expected")}, not ${s(a, "got")}.`),
  "mcp.null-optional": e(
    (a) =>
      `\`${s(a, "name")}\` is null, but an optional field without a value is left out, not set to null: remove \`${s(a, "name")}\`.`,
  ),
  "mcp.const": e((a) => `\`${s(a, "name")}\` must be ${s(a, "expected")}, not ${s(a, "got")}.`),
  "mcp.enum": e(
    (a) =>
      `\`${s(a, "name")}\` must be one of ${s(a, "allowed")}, not ${s(a, "got")}.${didYouMean(a)}`,
  ),
  "mcp.format": e((a) => `\`${s(a, "name")}\` must be ${s(a, "expected")}; ${s(a, "got")} is not.`),
  "mcp.range": e(
    (a) =>
      `\`${s(a, "name")}\` must be ${s(a, "comparison")} ${s(a, "limit")}, not ${s(a, "got")}.`,
  ),
  "mcp.schema": e((a) => `\`${s(a, "name")}\` ${s(a, "detail")}.`),
  "mcp.unknown-key": w((a) =>
    has(a, "suggestion")
      ? `\`${s(a, "key")}\` is not a field of \`${s(a, "parent")}\` in ${s(a, "version")}, so receivers ignore it.${didYouMean(a)}`
      : `\`${s(a, "key")}\` is not a field of \`${s(a, "parent")}\` in ${s(a, "version")}, so receivers ignore it: remove it unless an extension needs it.`,
  ),
  "mcp.field-other-version": w(
    (a) =>
      `\`${s(a, "key")}\` is a field of \`${s(a, "parent")}\` that ${existsIn(a)}, not in ${s(a, "version")} (the version you selected): a ${s(a, "version")} peer ignores it.`,
  ),

  // ---- Batches ---------------------------------------------------------------------------
  "batch.not-in-version": e(
    (a) =>
      `A JSON array is a batch, and batches exist only in 2025-03-26; you selected ${s(a, "version")}. Send the messages one by one.`,
  ),
  "batch.mixed": e(
    () =>
      "A batch holds either requests and notifications, or the replies to an earlier batch, never both: split it into two batches.",
  ),
  "batch.empty": e(
    () =>
      "An empty batch is invalid in JSON-RPC 2.0: put at least one message in the array, or send nothing.",
  ),

  // ---- Hints that teach --------------------------------------------------------------------
  "hint.reply-unchecked": h(
    (a) =>
      `The ${s(a, "part")} could not be checked against its method: without the request with id ${s(a, "id")}, its method is unknown. Check the reply in a session after its request to validate the ${s(a, "part")} too.`,
  ),
  "hint.error-code": h((a) => `Error ${s(a, "code")} is "${s(a, "name")}": ${s(a, "meaning")}`),
  "hint.error-code-not-in-version": h(
    (a) =>
      `Error ${s(a, "code")} ("${s(a, "name")}") ${existsIn(a)}; in ${s(a, "version")} it is an ordinary implementation-defined code.`,
  ),
  "hint.business-error": h(
    () =>
      "This looks like a failure of the tool itself, not of the protocol: answer with a result that has `isError: true` and the explanation in `content`, so that the model sees it and can react. Keep error replies for unknown tools, invalid arguments and server faults.",
  ),
  "hint.unknown-tool-result": h(
    () =>
      "An unknown tool is a protocol error, not a tool failure: reply with an error with code -32602 (invalid params) instead of a result with `isError: true`.",
  ),
  "hint.notification-carries-reply": w(
    () =>
      'A notification gets no reply and cannot be one, so this `result` is ignored. To answer a request, send a reply without `method`: {"jsonrpc": "2.0", "id": <the request\'s id>, "result": {…}}.',
  ),

  // ---- Internal ----------------------------------------------------------------------------
  "internal.error": e(
    (a) =>
      `The checker failed on this message (${s(a, "detail")}). This is a bug in MCP Playground; the verdict may be incomplete.`,
  ),
} satisfies Record<string, Entry>;

export type CheckCode = keyof typeof CHECK_MESSAGES;

export function severityOf(code: CheckCode): Severity {
  return CHECK_MESSAGES[code].severity;
}

/** The English sentence of a finding code built from its args. */
export function checkMessage(code: CheckCode, args: MessageArgs = {}): string {
  return CHECK_MESSAGES[code].text(args);
}

/** Titles of the mechanical fixes, by kind of edit. */
export const FIX_TITLES = {
  replace: (a: MessageArgs) => `Change to ${s(a, "to")}`,
  rename: (a: MessageArgs) => `Rename \`${s(a, "from")}\` to \`${s(a, "to")}\``,
  remove: (a: MessageArgs) => `Remove \`${s(a, "key")}\``,
  insert: (a: MessageArgs) => `Add \`${s(a, "key")}\``,
};

export function fixTitle(kind: keyof typeof FIX_TITLES, args: MessageArgs): string {
  return FIX_TITLES[kind](args);
}

/**
 * The English sentence of any finding code, the parser's `json.*` codes included: what a UI
 * shows for a finding it rebuilds from `code` and `args`. Undefined for an unknown code.
 */
export function findingMessage(code: string, args: MessageArgs = {}): string | undefined {
  if (Object.hasOwn(CHECK_MESSAGES, code)) {
    return checkMessage(code as CheckCode, args);
  }
  if (Object.hasOwn(PARSE_MESSAGES, code)) {
    return PARSE_MESSAGES[code]?.(args);
  }
  return undefined;
}
