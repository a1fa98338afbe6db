/** Russian for the MCP layer's findings: methods, schemas, batches, teaching hints, internal. */
import type { CheckCode } from "../../../protocol/check/index.ts";
import { DOCS_RU } from "./docs.ts";
import { ERROR_CODES_RU } from "./errorCodes.ts";
import { DOC_SEPARATOR, KEY_SEPARATOR } from "../../../protocol/check/messages.ts";
import {
  comparisonRu,
  existsRu,
  formatRu,
  joinOrRu,
  typesRu,
  validatorDetailRu,
  valuesRu,
} from "./phrases.ts";
import type { FindingArgs, RuText } from "./types.ts";

const s = (a: FindingArgs, name: string): string => String(a[name] ?? "");
const has = (a: FindingArgs, name: string): boolean => a[name] !== undefined && a[name] !== "";
const didYouMean = (a: FindingArgs): string =>
  has(a, "suggestion") ? ` Может быть, вы имели в виду ${s(a, "suggestion")}?` : "";

const lastToken = (pointer: string): string => pointer.slice(pointer.lastIndexOf("/") + 1);
const parentOf = (pointer: string): string =>
  pointer.slice(0, Math.max(0, pointer.lastIndexOf("/")));

/**
 * The core names the whole message "message" (its `nameOf`); a key that is really called
 * `message` (as in `error.message`) ends its pointer with that token.
 */
const isWhole = (name: string, pointer: string): boolean =>
  name === "message" && lastToken(pointer) !== "message";

/** "в сообщении" / "в `params`" for the object at `pointer` named `name`. */
const inObject = (name: string, pointer: string): string =>
  isWhole(name, pointer) ? "В сообщении" : `В \`${name}\``;
/** "сообщения" / "`params`" (genitive, after "поле"). */
const ofObject = (name: string, pointer: string): string =>
  isWhole(name, pointer) ? "сообщения" : `\`${name}\``;
/** "Значение `name`" / "Сообщение" as the subject of a sentence about a value. */
const valueOf = (name: string, pointer: string): string =>
  isWhole(name, pointer) ? "Сообщение" : `Значение \`${name}\``;

/** The Russian of a doc the core quotes; the one-of list of a union's tag is rebuilt. */
function docRu(doc: string): string | undefined {
  const known = DOCS_RU[doc];
  if (known) return known;
  const oneOf = /^one of (.*)$/s.exec(doc);
  return oneOf ? `одно из значений ${valuesRu(oneOf[1] as string)}` : undefined;
}

const SIDES: Record<string, string> = { client: "клиент", server: "сервер" };

type McpCode = Exclude<CheckCode, `jsonrpc.${string}`>;

export const MCP_RU: Record<McpCode, RuText> = {
  "mcp.result-not-object": (a) =>
    `\`result\` в MCP должен быть объектом (пустой результат — это {}), а здесь ${typesRu(s(a, "got"))}.`,
  "mcp.method-not-in-version": (a) =>
    `\`${s(a, "method")}\` ${existsRu(a)}, а выбрана версия ${s(a, "version")}. Выберите версию, в которой он есть, или возьмите метод, который есть в ${s(a, "version")}.`,
  "mcp.method-unknown": (a) =>
    has(a, "suggestion")
      ? `\`${s(a, "method")}\` — не метод MCP.${didYouMean(a)}`
      : `\`${s(a, "method")}\` — не метод MCP ни в одной версии: проверьте написание (методы MCP выглядят как "tools/call" или "notifications/progress").`,
  "mcp.notification-with-id": (a) =>
    `\`${s(a, "method")}\` — уведомление: удалите \`id\` (на уведомления никогда не отвечают).`,
  "mcp.request-without-id": (a) =>
    `\`${s(a, "method")}\` — запрос: добавьте \`id\` (строку или целое число), чтобы с запросом можно было сопоставить ответ.`,
  "mcp.wrong-direction": (a) => {
    const sender = SIDES[s(a, "sender")];
    const actual = SIDES[s(a, "actual")];
    if (!sender || !actual) return undefined;
    return `\`${s(a, "method")}\` отправляет ${sender}, а не ${actual}.`;
  },
  "mcp.params-missing": (a) =>
    `\`${s(a, "method")}\` в версии ${s(a, "version")} требует \`params\`: добавьте объект \`params\`.`,
  "mcp.required": (a, f) => {
    let doc = "";
    if (has(a, "doc")) {
      const ru = docRu(s(a, "doc"));
      // An untranslated doc is left out rather than quoted in English.
      if (ru) doc = ` (${ru})`;
    }
    const example = has(a, "example")
      ? ` Официальный пример ${s(a, "example")} его опускает, но схема ${s(a, "version")} его требует, а проверка следует схеме.`
      : "";
    // The branch a discriminator chose says why the key is required there.
    const branch = has(a, "by")
      ? `, обязательного ${has(a, "tag") ? `при \`${s(a, "by")}\` = ${s(a, "tag")}` : `там, где \`${s(a, "by")}\` не указан`}`
      : "";
    const key = branch ? "ключа" : "обязательного ключа";
    return `${inObject(s(a, "parent"), f.path)} нет ${key} \`${s(a, "key")}\`${doc}${branch}: добавьте его.${example}`;
  },
  "mcp.required-one-of": (a, f) => {
    const docs = s(a, "docs").split(DOC_SEPARATOR);
    const options = s(a, "keys")
      .split(KEY_SEPARATOR)
      .map((key, i) => {
        const ru = docs[i] ? docRu(docs[i]) : undefined;
        return ru ? `\`${key}\` (${ru})` : `\`${key}\``;
      });
    return `${inObject(s(a, "parent"), f.path)} нет ключа, по которому видно, что в нём: добавьте ${joinOrRu(options)}.`;
  },
  "mcp.form-field": (a) =>
    `\`${s(a, "name")}\` — поле формы запроса к пользователю (elicitation), а в форме бывают только поля типов string, number, integer, boolean и перечисления (enum), но не \`type\` ${typesRu(s(a, "got"))}. Форма плоская: запрашивайте каждое значение отдельным полем.`,
  "mcp.result-type": (a) =>
    has(a, "input")
      ? `\`resultType\` должен быть "complete" (это сам результат метода) или "input_required" (серверу нужны дополнительные данные, прежде чем он сможет ответить), а не ${typesRu(s(a, "got"))}.${didYouMean(a)}`
      : `\`resultType\` в результате \`${s(a, "method")}\` должен быть "complete", а не ${typesRu(s(a, "got"))}.${has(a, "methods") ? ` Второе значение, "input_required", бывает только у ${valuesRu(s(a, "methods"))}.` : ""}`,
  "mcp.result-input-not-allowed": (a) =>
    `Результат \`${s(a, "method")}\` не может запрашивать дополнительные данные: отвечать "input_required" могут только ${valuesRu(s(a, "methods"))}. Отправьте сам результат с \`resultType\` "complete".`,
  "mcp.input-required-empty": () =>
    'Результат с `resultType` "input_required" должен содержать `inputRequests` (что серверу нужно от клиента), `requestState` (что клиент вернёт при повторном запросе) или оба поля.',
  "mcp.misnamed-key": (a, f) =>
    `${inObject(s(a, "parent"), parentOf(f.path))} нет обязательного ключа \`${s(a, "key")}\`; похоже, \`${s(a, "found")}\` — это \`${s(a, "key")}\` под другим именем: переименуйте его.`,
  "mcp.type": (a, f) =>
    `Для ${isWhole(s(a, "name"), f.path) ? "сообщения" : `\`${s(a, "name")}\``} ожидается ${typesRu(s(a, "expected"))}, а здесь ${typesRu(s(a, "got"))}.`,
  "mcp.null-optional": (a) =>
    `Значение \`${s(a, "name")}\` — null, но необязательное поле без значения просто опускают, а не записывают как null: удалите \`${s(a, "name")}\`.`,
  "mcp.const": (a, f) =>
    `${valueOf(s(a, "name"), f.path)} должно быть ${s(a, "expected")}, а не ${typesRu(s(a, "got"))}.`,
  "mcp.enum": (a, f) =>
    `${valueOf(s(a, "name"), f.path)} должно быть одним из: ${valuesRu(s(a, "allowed"))}, а не ${typesRu(s(a, "got"))}.${didYouMean(a)}`,
  "mcp.format": (a, f) =>
    `Для ${isWhole(s(a, "name"), f.path) ? "сообщения" : `\`${s(a, "name")}\``} ожидается ${formatRu(s(a, "expected"))}; ${typesRu(s(a, "got"))} не подходит.`,
  "mcp.range": (a, f) =>
    `${valueOf(s(a, "name"), f.path)} должно быть ${comparisonRu(s(a, "comparison"))} ${s(a, "limit")}, а не ${s(a, "got")}.`,
  "mcp.schema": (a, f) =>
    `${isWhole(s(a, "name"), f.path) ? "В сообщении" : `В \`${s(a, "name")}\``} ${validatorDetailRu(s(a, "detail"))}.`,
  "mcp.unknown-key": (a, f) => {
    const head = `\`${s(a, "key")}\` — не поле ${ofObject(s(a, "parent"), parentOf(f.path))} в версии ${s(a, "version")}, поэтому получатель его проигнорирует`;
    return has(a, "suggestion")
      ? `${head}.${didYouMean(a)}`
      : `${head}: удалите его, если он не нужен какому-нибудь расширению.`;
  },
  "mcp.field-other-version": (a, f) =>
    `\`${s(a, "key")}\` — поле ${ofObject(s(a, "parent"), parentOf(f.path))}, которое ${existsRu(a)}, а выбрана версия ${s(a, "version")}: собеседник на ${s(a, "version")} его проигнорирует.`,

  "batch.not-in-version": (a) =>
    `JSON-массив — это пакет (batch), а пакеты есть только в версии 2025-03-26, выбрана же ${s(a, "version")}. Отправляйте сообщения по одному.`,
  "batch.mixed": () =>
    "Пакет содержит либо запросы и уведомления, либо ответы на ранее отправленный пакет, но не то и другое сразу: разделите его на два пакета.",
  "batch.empty": () =>
    "Пустой пакет в JSON-RPC 2.0 недопустим: положите в массив хотя бы одно сообщение или не отправляйте ничего.",

  "hint.reply-unchecked": (a) => {
    const part = `\`${s(a, "part")}\``;
    const without = s(a, "id") === "?" ? "без исходного запроса" : `без запроса с id ${s(a, "id")}`;
    return `${part} не удалось проверить по схеме метода: ${without} метод неизвестен. Проверьте этот ответ в сессии после его запроса — тогда ${part} тоже будет проверен.`;
  },
  "hint.error-code": (a) => {
    const ru = ERROR_CODES_RU[s(a, "name")];
    if (!ru) return undefined;
    return `Ошибка ${s(a, "code")} — «${s(a, "name")}» (${ru.gloss}): ${ru.meaning}`;
  },
  "hint.error-code-not-in-version": (a) => {
    const ru = ERROR_CODES_RU[s(a, "name")];
    const name = ru ? `«${s(a, "name")}», ${ru.gloss}` : `«${s(a, "name")}»`;
    return `Ошибка ${s(a, "code")} (${name}) ${existsRu(a)}; в ${s(a, "version")} это обычный код, смысл которого определяет реализация.`;
  },
  "hint.business-error": () =>
    "Похоже, это сбой самого инструмента, а не протокола: ответьте результатом с `isError: true` и объяснением в `content`, чтобы модель увидела ошибку и могла на неё отреагировать. Ответы с ошибкой оставьте для неизвестных инструментов, неверных аргументов и сбоев сервера.",
  "hint.unknown-tool-result": () =>
    "Неизвестный инструмент — это ошибка протокола, а не сбой инструмента: ответьте ошибкой с кодом -32602 (invalid params), а не результатом с `isError: true`.",
  "hint.notification-carries-reply": (a) =>
    `На уведомление не отвечают, и само оно ответом быть не может, поэтому этот \`${s(a, "key") || "result"}\` игнорируется. Чтобы ответить на запрос, отправьте ответ без \`method\`: {"jsonrpc": "2.0", "id": <id запроса>, "result": {…}}.`,

  "internal.error": (a) =>
    `Проверка этого сообщения завершилась сбоем (${s(a, "detail")}). Это ошибка в MCP Playground; вердикт может быть неполным.`,
};
