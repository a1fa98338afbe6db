/** Russian for the JSON-RPC envelope findings (`jsonrpc.*`). */
import type { CheckCode } from "../../../protocol/check/index.ts";
import { typesRu } from "./phrases.ts";
import type { FindingArgs, RuText } from "./types.ts";

const s = (a: FindingArgs, name: string): string => String(a[name] ?? "");
const has = (a: FindingArgs, name: string): boolean => a[name] !== undefined && a[name] !== "";
/** A type word or a value preview, as the core wrote it in `got`. */
const got = (a: FindingArgs): string => typesRu(s(a, "got"));

/** "запроса", "уведомления"…: what a key is not part of (genitive). */
const KINDS: Record<string, string> = {
  request: "запроса",
  notification: "уведомления",
  reply: "ответа",
  "error object": "объекта ошибки",
  batch: "пакета",
  invalid: "сообщения",
};

export const ENVELOPE_RU: Record<Extract<CheckCode, `jsonrpc.${string}`>, RuText> = {
  "jsonrpc.not-object": (a) =>
    `Сообщение JSON-RPC должно быть JSON-объектом, а здесь ${got(a)}. Запишите его как {"jsonrpc": "2.0", "method": …} или, для ответа, {"jsonrpc": "2.0", "id": …, "result": …}.`,
  "jsonrpc.no-kind": () =>
    "У этого объекта нет ни `method`, ни `result`, ни `error`, так что это не запрос, не уведомление и не ответ. Добавьте `method` (и `id`, если это запрос) либо `result` или `error` с id запроса, на который он отвечает.",
  "jsonrpc.version-missing": (a) =>
    has(a, "found")
      ? `Похоже, \`${s(a, "found")}\` — это \`jsonrpc\` с ошибкой в имени: переименуйте его в "jsonrpc". Этот ключ есть в каждом сообщении JSON-RPC 2.0.`
      : 'Добавьте "jsonrpc": "2.0": этот ключ есть в каждом сообщении JSON-RPC 2.0, и сообщение без него собеседник отклонит.',
  "jsonrpc.version-wrong": (a) => `\`jsonrpc\` должен быть ровно строкой "2.0", а не ${got(a)}.`,
  "jsonrpc.id-null": () =>
    "`id` запроса в MCP — строка или целое число, но никогда не null: запрос с id, равным null, невозможно сопоставить с ответом. Возьмите число или строку, не занятую другими запросами, ждущими ответа.",
  "jsonrpc.reply-id-null": (a) =>
    has(a, "omit")
      ? "MCP не допускает `id`, равный null: ответ несёт строковый или целочисленный id своего запроса. Если id запроса прочитать не удалось, уберите `id` из ответа с ошибкой."
      : "MCP не допускает `id`, равный null: ответ несёт строковый или целочисленный id запроса, на который отвечает.",
  "jsonrpc.id-float": (a) =>
    `У id ${s(a, "got")} есть дробная часть: используйте строку или целое число. JSON-RPC не советует брать дробные id, а MCP их запрещает: дробь может исказиться при передаче, и тогда ответ не совпадёт с запросом.`,
  "jsonrpc.id-type": (a) => `\`id\` должен быть строкой или целым числом, а здесь ${got(a)}.`,
  "jsonrpc.id-missing": (a) =>
    s(a, "outcome") === "error"
      ? `У этого ответа с ошибкой нет \`id\`: в ${s(a, "version")} каждый ответ несёт id запроса, на который отвечает (опускать его разрешено начиная с 2025-11-25).`
      : "У этого ответа нет `id`: добавьте id запроса, на который он отвечает, чтобы отправитель мог их сопоставить.",
  "jsonrpc.id-unsafe-integer": (a) =>
    `id ${s(a, "raw")} больше 2^53: JavaScript прочитает его как другое число, и ответ может не совпасть с запросом. Используйте вместо него строковый id "${s(a, "raw")}".`,
  "jsonrpc.method-type": (a) =>
    `\`method\` должен быть строкой с именем метода, например "tools/call", а не ${got(a)}.`,
  "jsonrpc.params-type": (a) =>
    `\`params\` в MCP должен быть объектом (позиционные массивы JSON-RPC здесь не используются), а здесь ${got(a)}.`,
  "jsonrpc.result-and-error": () =>
    "Ответ несёт либо `result` (успех), либо `error` (ошибку), но не оба сразу: удалите одно из двух.",
  "jsonrpc.reply-with-method": () =>
    "В ответе не должно быть `method`: ответ сопоставляется с запросом только по `id`. Удалите `method`.",
  "jsonrpc.error-not-object": (a) =>
    `\`error\` должен быть объектом с целым \`code\` и строкой \`message\`, а здесь ${got(a)}.`,
  "jsonrpc.error-code-missing": () =>
    "В `error` нет `code`: добавьте целочисленный код ошибки, например -32603 (внутренняя ошибка).",
  "jsonrpc.error-code-type": (a) =>
    `\`error.code\` должен быть целым числом, например -32602, а не ${got(a)}.`,
  "jsonrpc.error-message-missing": () =>
    "В `error` нет `message`: добавьте одно короткое предложение, описывающее ошибку.",
  "jsonrpc.error-message-type": (a) => `\`error.message\` должен быть строкой, а здесь ${got(a)}.`,
  "jsonrpc.unknown-key": (a) => {
    const kind = KINDS[s(a, "kind")];
    if (kind === undefined) return undefined;
    const head = `\`${s(a, "key")}\` не входит в состав ${kind} JSON-RPC, поэтому получатель его проигнорирует`;
    return has(a, "suggestion")
      ? `${head}. Может быть, вы имели в виду ${s(a, "suggestion")}?`
      : `${head}: удалите его, если он не нужен какому-нибудь расширению.`;
  },
};
