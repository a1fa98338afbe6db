/**
 * The card's words in English and Russian: each check's title and how to fix a failure, and
 * the notes that say what was seen (`{name}` is filled from the note's values; those may be
 * server text, shown as plain text only).
 */
import type { CheckId } from "./catalog.ts";
import { AUTH_NOTES } from "./texts-auth.ts";
import { PASS2_NOTES, PASS2_TEXTS, type Pass2CheckId } from "./texts-pass2.ts";
import { MODERN_NOTES, MODERN_TEXTS, type ModernCheckId } from "./texts-modern.ts";
import { SSE_NOTES, SSE_TEXTS, type SseCheckId } from "./texts-sse.ts";
import { STDIO_NOTES, STDIO_TEXTS, type StdioCheckId } from "./texts-stdio.ts";
import type { CheckNote, CheckStatus } from "./types.ts";

export type ProbeLanguage = "en" | "ru";

export interface CheckText {
  title: string;
  fix: string;
}

const EN: Record<
  Exclude<CheckId, ModernCheckId | SseCheckId | StdioCheckId | Pass2CheckId>,
  CheckText
> = {
  "lifecycle.initialize": {
    title: "Initialize",
    fix: "Answer initialize with a result holding protocolVersion, capabilities and serverInfo.",
  },
  "lifecycle.version-negotiation": {
    title: "Version negotiation",
    fix: "When the client asks for a version you do not support, answer initialize with a version you do support (the latest), not an error and not the client's version. In 2026-07-28: answer UnsupportedProtocolVersionError (-32022) whose data lists the versions you support (supported) and repeats the one asked for (requested).",
  },
  "lifecycle.initialized": {
    title: "The initialized notification",
    fix: "Accept notifications/initialized after initialize (over HTTP: 202 Accepted, no body).",
  },
  "lifecycle.ping": {
    title: "Ping",
    fix: "Answer ping promptly with an empty result: {}.",
  },
  "lifecycle.before-initialize": {
    title: "A request before initialize",
    fix: "Refuse requests other than ping before initialize (over HTTP: 400 Bad Request, or an error reply).",
  },
  "lists.tools": {
    title: "tools/list",
    fix: "Answer tools/list with a result whose tools array holds valid Tool objects (name, inputSchema…).",
  },
  "lists.resources": {
    title: "resources/list",
    fix: "Answer resources/list with a result whose resources array holds valid Resource objects (uri, name).",
  },
  "lists.resource-templates": {
    title: "resources/templates/list",
    fix: "Answer resources/templates/list with valid ResourceTemplate objects (uriTemplate, name), or an empty list.",
  },
  "lists.prompts": {
    title: "prompts/list",
    fix: "Answer prompts/list with a result whose prompts array holds valid Prompt objects (name, arguments).",
  },
  "lists.pagination": {
    title: "Pagination to the end",
    fix: "Give nextCursor only when there is another page, never the same cursor twice, and accept every cursor you gave.",
  },
  "tools.name-format": {
    title: "Tool names",
    fix: "Name tools with 1 to 128 characters of A-Z, a-z, 0-9, _, - and . only (no spaces, commas or other characters), each name once.",
  },
  "tools.input-schema": {
    title: "Tool input schemas",
    fix: 'Give every tool an inputSchema that is a valid JSON Schema object with "type": "object".',
  },
  "tools.output-schema": {
    title: "Tool output schemas",
    fix: 'When a tool declares outputSchema, make it a valid JSON Schema object with "type": "object".',
  },
  "tools.annotations": {
    title: "Tool annotations",
    fix: "Use boolean hints only, and do not mark a read-only tool destructive (destructiveHint means something only when readOnlyHint is false).",
  },
  "tools.ui-links": {
    title: "UI links of tools (MCP Apps)",
    fix: 'Link a ui:// resource the server lists and serves with mimeType "text/html;profile=mcp-app".',
  },
  "tools.call": {
    title: "Calls of the chosen tools",
    fix: "Answer tools/call with a result (content, and structuredContent that matches the outputSchema when one is declared); report a tool's own failure with isError: true.",
  },
  "errors.unknown-method": {
    title: "Unknown method",
    fix: "Answer a request for a method you do not have with the JSON-RPC error -32601 (Method not found); in 2026-07-28 over HTTP, with the status 404 Not Found too.",
  },
  "errors.invalid-params": {
    title: "Invalid params",
    fix: "Answer a request whose params lack what the method requires with -32602 (Invalid params).",
  },
  "errors.missing-resource": {
    title: "A resource that does not exist",
    fix: "Answer resources/read of an unknown URI with the version's error: -32002 (Resource not found) up to 2025-11-25, -32602 from 2026-07-28.",
  },
  "errors.parse-error": {
    title: "A body that is not JSON",
    fix: "Refuse a body that is not JSON: over HTTP with an error status (400), with the JSON-RPC error -32700 (Parse error) in the body.",
  },
  "errors.invalid-request": {
    title: "JSON that is no message",
    fix: "Refuse a message without method, result or error: over HTTP with an error status (400), with -32600 (Invalid Request) in the body.",
  },
  "transport.content-type": {
    title: "Content types of answers",
    fix: "Answer a POST that carries requests with Content-Type application/json or text/event-stream.",
  },
  "transport.notification-accepted": {
    title: "202 for a notification",
    fix: "Answer a POST that carries only notifications or responses with 202 Accepted and no body.",
  },
  "transport.session-id": {
    title: "The session id",
    fix: "If you use sessions, send Mcp-Session-Id (visible ASCII, 0x21 to 0x7E) on the initialize answer; if you send none, do not require one.",
  },
  "transport.session-end": {
    title: "Ending a session (DELETE)",
    fix: "Answer DELETE with the session id with 2xx (or 405 if clients may not end sessions); afterwards answer requests with that id with 404.",
  },
  "transport.get-stream": {
    title: "The GET stream",
    fix: "Answer GET with Accept: text/event-stream with an event stream, or with 405 Method Not Allowed when you offer none.",
  },
  "transport.cors": {
    title: "CORS for browser clients",
    fix: "For clients in a web page: answer the preflight (OPTIONS) allowing POST and the headers Content-Type, Accept, Mcp-Session-Id, MCP-Protocol-Version; send Access-Control-Allow-Origin, and expose Mcp-Session-Id (and WWW-Authenticate).",
  },
  "wire.schema-valid": {
    title: "Every message by the schema",
    fix: "Make each message match the schema of the version in use: each finding names the rule broken, the place in the message (a JSON pointer) and the request that drew it.",
  },
};

const RU: Record<
  Exclude<CheckId, ModernCheckId | SseCheckId | StdioCheckId | Pass2CheckId>,
  CheckText
> = {
  "lifecycle.initialize": {
    title: "Инициализация",
    fix: "Ответьте на initialize результатом с protocolVersion, capabilities и serverInfo.",
  },
  "lifecycle.version-negotiation": {
    title: "Согласование версии",
    fix: "Если клиент просит версию, которую сервер не поддерживает, ответьте на initialize поддерживаемой версией (последней), а не ошибкой и не версией клиента. В 2026-07-28: отвечайте ошибкой UnsupportedProtocolVersionError (-32022), в data которой перечислены поддерживаемые версии (supported) и повторена запрошенная (requested).",
  },
  "lifecycle.initialized": {
    title: "Уведомление initialized",
    fix: "Принимайте notifications/initialized после initialize (по HTTP: 202 Accepted без тела).",
  },
  "lifecycle.ping": {
    title: "Ping",
    fix: "Отвечайте на ping сразу пустым результатом: {}.",
  },
  "lifecycle.before-initialize": {
    title: "Запрос до initialize",
    fix: "До initialize отклоняйте запросы, кроме ping (по HTTP: 400 Bad Request или ответ-ошибка).",
  },
  "lists.tools": {
    title: "tools/list",
    fix: "Отвечайте на tools/list результатом, в массиве tools которого — правильные объекты Tool (name, inputSchema…).",
  },
  "lists.resources": {
    title: "resources/list",
    fix: "Отвечайте на resources/list результатом, в массиве resources которого — правильные объекты Resource (uri, name).",
  },
  "lists.resource-templates": {
    title: "resources/templates/list",
    fix: "Отвечайте на resources/templates/list правильными объектами ResourceTemplate (uriTemplate, name) или пустым списком.",
  },
  "lists.prompts": {
    title: "prompts/list",
    fix: "Отвечайте на prompts/list результатом, в массиве prompts которого — правильные объекты Prompt (name, arguments).",
  },
  "lists.pagination": {
    title: "Постраничный вывод до конца",
    fix: "Давайте nextCursor, только когда есть следующая страница, никогда не повторяйте курсор и принимайте каждый выданный курсор.",
  },
  "tools.name-format": {
    title: "Имена инструментов",
    fix: "Называйте инструменты 1–128 символами из A-Z, a-z, 0-9, _, - и . (без пробелов, запятых и других знаков), каждое имя — один раз.",
  },
  "tools.input-schema": {
    title: "Схемы входа инструментов",
    fix: 'Дайте каждому инструменту inputSchema — правильную JSON Schema объекта с "type": "object".',
  },
  "tools.output-schema": {
    title: "Схемы выхода инструментов",
    fix: 'Если инструмент объявляет outputSchema, она должна быть правильной JSON Schema объекта с "type": "object".',
  },
  "tools.annotations": {
    title: "Аннотации инструментов",
    fix: "Подсказки должны быть логическими значениями; не помечайте инструмент только для чтения как разрушающий (destructiveHint имеет смысл только при readOnlyHint: false).",
  },
  "tools.ui-links": {
    title: "Ссылки инструментов на интерфейс (MCP Apps)",
    fix: 'Ссылайтесь на ресурс ui://, который сервер перечисляет и отдаёт с mimeType "text/html;profile=mcp-app".',
  },
  "tools.call": {
    title: "Вызовы выбранных инструментов",
    fix: "Отвечайте на tools/call результатом (content и structuredContent, соответствующий outputSchema, если она объявлена); о сбое самого инструмента сообщайте через isError: true.",
  },
  "errors.unknown-method": {
    title: "Неизвестный метод",
    fix: "На запрос метода, которого нет, отвечайте ошибкой JSON-RPC -32601 (Method not found); в 2026-07-28 по HTTP — ещё и кодом 404 Not Found.",
  },
  "errors.invalid-params": {
    title: "Неверные параметры",
    fix: "На запрос без обязательных для метода параметров отвечайте ошибкой -32602 (Invalid params).",
  },
  "errors.missing-resource": {
    title: "Несуществующий ресурс",
    fix: "На resources/read неизвестного URI отвечайте ошибкой версии: -32002 (Resource not found) до 2025-11-25, -32602 с 2026-07-28.",
  },
  "errors.parse-error": {
    title: "Тело — не JSON",
    fix: "Отклоняйте тело, которое не является JSON: по HTTP кодом ошибки (400) с ошибкой JSON-RPC -32700 (Parse error) в теле.",
  },
  "errors.invalid-request": {
    title: "JSON — не сообщение",
    fix: "Отклоняйте сообщение без method, result и error: по HTTP кодом ошибки (400) с -32600 (Invalid Request) в теле.",
  },
  "transport.content-type": {
    title: "Типы содержимого ответов",
    fix: "Отвечайте на POST с запросами с Content-Type application/json или text/event-stream.",
  },
  "transport.notification-accepted": {
    title: "202 на уведомление",
    fix: "Отвечайте на POST только с уведомлениями или ответами кодом 202 Accepted без тела.",
  },
  "transport.session-id": {
    title: "Идентификатор сессии",
    fix: "Если сервер ведёт сессии, отдавайте Mcp-Session-Id (видимые символы ASCII, 0x21–0x7E) в ответе на initialize; если не отдаёте, не требуйте его.",
  },
  "transport.session-end": {
    title: "Завершение сессии (DELETE)",
    fix: "Отвечайте на DELETE с идентификатором сессии кодом 2xx (или 405, если клиентам нельзя завершать сессии); после этого отвечайте на запросы с этим идентификатором кодом 404.",
  },
  "transport.get-stream": {
    title: "Поток GET",
    fix: "Отвечайте на GET с Accept: text/event-stream потоком событий или кодом 405 Method Not Allowed, если потока нет.",
  },
  "transport.cors": {
    title: "CORS для клиентов в браузере",
    fix: "Для клиентов на веб-странице: отвечайте на предварительный запрос (OPTIONS), разрешая POST и заголовки Content-Type, Accept, Mcp-Session-Id, MCP-Protocol-Version; отдавайте Access-Control-Allow-Origin и открывайте Mcp-Session-Id (и WWW-Authenticate).",
  },
  "wire.schema-valid": {
    title: "Каждое сообщение по схеме",
    fix: "Каждое сообщение должно соответствовать схеме используемой версии: каждое замечание называет нарушенное правило, место в сообщении (указатель JSON) и запрос, который его вызвал.",
  },
};

/** What a note says, `{name}` filled from its values. */
const NOTES: Record<string, Record<ProbeLanguage, string>> = {
  ...MODERN_NOTES,
  ...AUTH_NOTES,
  ...SSE_NOTES,
  ...STDIO_NOTES,
  ...PASS2_NOTES,
  "not-sent": {
    en: "{method} could not be sent: {reason}",
    ru: "{method} не удалось отправить: {reason}",
  },
  "http-refused": {
    en: "{method} was refused with HTTP {status}, with no JSON-RPC answer in its body: nothing to judge (a 403 without a Bearer challenge is no call for credentials: an Origin, address or firewall rule, say).",
    ru: "{method} отклонён с HTTP {status}, и в теле нет ответа JSON-RPC: оценивать нечего (403 без вызова Bearer — не требование учётных данных, а, например, правило Origin, адреса или файрвола).",
  },
  "no-reply": {
    en: "No answer to {method} came in time.",
    ru: "Ответ на {method} не пришёл вовремя.",
  },
  "error-reply": {
    en: "{method} was answered with the error {code}.",
    ru: "На {method} пришла ошибка {code}.",
  },
  "initialize-shape": {
    en: "The initialize result lacks protocolVersion or serverInfo.",
    ru: "В результате initialize нет protocolVersion или serverInfo.",
  },
  "other-version": {
    en: "Asked for {asked}; the server agreed to {agreed}, and the checks ran for it.",
    ru: "Запрошена {asked}; сервер выбрал {agreed}, проверки шли по ней.",
  },
  "http-status": { en: "HTTP status {status}.", ru: "HTTP-код {status}." },
  "negotiation-error": {
    en: "An unsupported version was answered with the error {code} instead of a supported version.",
    ru: "На неподдерживаемую версию пришла ошибка {code} вместо поддерживаемой версии.",
  },
  "negotiation-echo": {
    en: "The server agreed to {asked}, a version that does not exist.",
    ru: "Сервер согласился на {asked} — несуществующую версию.",
  },
  "negotiation-answer": { en: "The server offered {agreed}.", ru: "Сервер предложил {agreed}." },
  "answered-before-initialize": {
    en: "{method} was answered with a result before initialize.",
    ru: "На {method} до initialize пришёл результат.",
  },
  "not-declared": {
    en: "The server does not declare the {capability} capability.",
    ru: "Сервер не объявляет возможность {capability}.",
  },
  "pages-followed": {
    en: "Every page was followed to the end.",
    ru: "Все страницы пройдены до конца.",
  },
  "one-page": {
    en: "Every list fitted in one page.",
    ru: "Каждый список уместился на одной странице.",
  },
  "cursor-refused": {
    en: "{method} refused the server's own cursor with the error {code}.",
    ru: "{method} отклонил собственный курсор сервера с ошибкой {code}.",
  },
  items: { en: "{count} items.", ru: "Элементов: {count}." },
  "cursor-type": {
    en: "{method}: nextCursor is not a string.",
    ru: "{method}: nextCursor — не строка.",
  },
  "cursor-repeated": {
    en: '{method} gave the cursor "{cursor}" a second time: following it would never end.',
    ru: '{method} выдал курсор "{cursor}" повторно: переход по нему никогда не закончится.',
  },
  "too-many-pages": {
    en: "{method} had more than {pages} pages; the rest were not read.",
    ru: "У {method} больше {pages} страниц; остальные не прочитаны.",
  },
  "no-tools": { en: "The server lists no tools.", ru: "Сервер не перечисляет инструменты." },
  "rule-since": { en: "The rule exists from {since}.", ru: "Правило действует с {since}." },
  "tool-name": {
    en: 'The tool name "{tool}" breaks the rule.',
    ru: 'Имя инструмента "{tool}" нарушает правило.',
  },
  "tool-name-twice": {
    en: 'The tool name "{tool}" is listed twice.',
    ru: 'Имя инструмента "{tool}" указано дважды.',
  },
  "schema-missing": {
    en: 'Tool "{tool}" has no schema object.',
    ru: 'У инструмента "{tool}" нет объекта схемы.',
  },
  "schema-unusable": {
    en: 'The schema of tool "{tool}" is not a usable JSON Schema: {reason}.',
    ru: 'Схема инструмента "{tool}" — не годная JSON Schema: {reason}.',
  },
  "schema-not-object": {
    en: 'The schema of tool "{tool}" is not of "type": "object".',
    ru: 'Схема инструмента "{tool}" не имеет "type": "object".',
  },
  "no-output-schema": {
    en: "No tool declares an outputSchema.",
    ru: "Ни один инструмент не объявляет outputSchema.",
  },
  "no-annotations": {
    en: "No tool has annotations.",
    ru: "Ни у одного инструмента нет аннотаций.",
  },
  "annotations-not-object": {
    en: 'The annotations of tool "{tool}" are not an object.',
    ru: 'Аннотации инструмента "{tool}" — не объект.',
  },
  "hint-not-boolean": {
    en: 'Tool "{tool}": {hint} is not a boolean.',
    ru: 'Инструмент "{tool}": {hint} — не логическое значение.',
  },
  "read-only-destructive": {
    en: 'Tool "{tool}" is marked both read-only and destructive.',
    ru: 'Инструмент "{tool}" помечен и как только для чтения, и как разрушающий.',
  },
  "no-ui-links": {
    en: "No tool links a UI resource.",
    ru: "Ни один инструмент не ссылается на ресурс интерфейса.",
  },
  "ui-scheme": {
    en: 'Tool "{tool}" links "{uri}", not a ui:// resource.',
    ru: 'Инструмент "{tool}" ссылается на "{uri}", а не на ресурс ui://.',
  },
  "ui-no-resources": {
    en: 'Tool "{tool}" links {uri}, but the server declares no resources.',
    ru: 'Инструмент "{tool}" ссылается на {uri}, но сервер не объявляет ресурсы.',
  },
  "ui-unreadable": {
    en: 'Reading {uri} (linked by tool "{tool}") failed with the error {code}.',
    ru: 'Чтение {uri} (ссылка инструмента "{tool}") завершилось ошибкой {code}.',
  },
  "ui-mime": {
    en: '{uri} (linked by tool "{tool}") has mimeType "{mime}".',
    ru: '{uri} (ссылка инструмента "{tool}") имеет mimeType "{mime}".',
  },
  "nothing-declared": {
    en: "The server declares no tools, prompts or resources to ask about.",
    ru: "Сервер не объявляет инструментов, подсказок или ресурсов, о которых можно спросить.",
  },
  "http-status-only": {
    en: "{method} got HTTP {status} and no JSON-RPC error.",
    ru: "{method} получил HTTP {status} без ошибки JSON-RPC.",
  },
  "success-instead": {
    en: "Answered with a result instead of the error {expected}.",
    ru: "Пришёл результат вместо ошибки {expected}.",
  },
  "wrong-code": {
    en: "The error code is {code}; expected {expected}.",
    ru: "Код ошибки {code}; ожидался {expected}.",
  },
  "no-status": { en: "No HTTP status was seen.", ru: "HTTP-код не получен." },
  "http-accepted": {
    en: "The server accepted it with HTTP {status}.",
    ru: "Сервер принял это с HTTP {status}.",
  },
  "no-error-reply": { en: "No error reply came.", ru: "Ответа-ошибки не пришло." },
  "no-tool-chosen": {
    en: "No tool was chosen to call: the card calls none on its own.",
    ru: "Ни один инструмент не выбран для вызова: сама проверка их не вызывает.",
  },
  "tool-not-listed": {
    en: 'Tool "{tool}" is not in tools/list.',
    ru: 'Инструмента "{tool}" нет в tools/list.',
  },
  "call-error": {
    en: 'The call of "{tool}" was answered with the error {code}.',
    ru: 'На вызов "{tool}" пришла ошибка {code}.',
  },
  "structured-missing": {
    en: 'Tool "{tool}" declares an outputSchema but its result has no structuredContent.',
    ru: 'Инструмент "{tool}" объявляет outputSchema, но в результате нет structuredContent.',
  },
  "structured-invalid": {
    en: 'The structuredContent of "{tool}" does not match its outputSchema: {detail}.',
    ru: 'structuredContent инструмента "{tool}" не соответствует его outputSchema: {detail}.',
  },
  "tool-is-error": {
    en: 'Tool "{tool}" reported a failure (isError: true).',
    ru: 'Инструмент "{tool}" сообщил о сбое (isError: true).',
  },
  "content-type": {
    en: 'An answer came with Content-Type "{type}".',
    ru: 'Ответ пришёл с Content-Type "{type}".',
  },
  "not-202": {
    en: "The notification got HTTP {status}, not 202.",
    ru: "Уведомление получило HTTP {status}, а не 202.",
  },
  "session-id-chars": {
    en: "The Mcp-Session-Id holds characters outside visible ASCII.",
    ru: "В Mcp-Session-Id есть символы вне видимого ASCII.",
  },
  "session-id-given": {
    en: "The server gave a session id.",
    ru: "Сервер выдал идентификатор сессии.",
  },
  "session-id-missing": {
    en: "The initialize answer had no Mcp-Session-Id, yet a later request without one got HTTP {status}.",
    ru: "В ответе на initialize не было Mcp-Session-Id, но следующий запрос без него получил HTTP {status}.",
  },
  sessionless: { en: "The server uses no sessions.", ru: "Сервер не использует сессии." },
  "http-failed": { en: "The request failed: {reason}", ru: "Запрос не удался: {reason}" },
  "get-405": {
    en: "The server offers no GET stream (405).",
    ru: "Сервер не предлагает поток GET (405).",
  },
  "get-stream": { en: "The server opened an event stream.", ru: "Сервер открыл поток событий." },
  "get-other": {
    en: 'GET got HTTP {status} with Content-Type "{type}".',
    ru: 'GET получил HTTP {status} с Content-Type "{type}".',
  },
  "delete-405": {
    en: "The server does not let clients end sessions (405).",
    ru: "Сервер не позволяет клиентам завершать сессии (405).",
  },
  "delete-status": {
    en: "DELETE got HTTP {status}: the session was not seen to end.",
    ru: "DELETE получил HTTP {status}: не видно, что сессия завершилась.",
  },
  "delete-404-ended": {
    en: "DELETE got 404, and the session's id gets 404 since: the session has ended.",
    ru: "DELETE получил 404, и с тех пор идентификатор сессии получает 404: сессия завершена.",
  },
  "delete-404-alive": {
    en: "DELETE got 404, yet the session still answers (HTTP {status}): a server that does not let clients end sessions answers DELETE with 405.",
    ru: "DELETE получил 404, но сессия по-прежнему отвечает (HTTP {status}): сервер, который не даёт клиентам завершать сессии, отвечает на DELETE кодом 405.",
  },
  "ended-404": {
    en: "After DELETE, the ended session's id got 404.",
    ru: "После DELETE идентификатор завершённой сессии получил 404.",
  },
  "ended-not-404": {
    en: "After DELETE, a request with the ended session's id got HTTP {status}, not 404.",
    ru: "После DELETE запрос с идентификатором завершённой сессии получил HTTP {status}, а не 404.",
  },
  "cors-browser": {
    en: "This page read the server's answers: its CORS headers allow this origin.",
    ru: "Эта страница прочитала ответы сервера: его заголовки CORS разрешают этот источник.",
  },
  "cors-same-context": {
    en: "The server runs in this page: no other origin to allow.",
    ru: "Сервер работает в этой странице: разрешать другой источник не нужно.",
  },
  "cors-missing": { en: "Missing: {headers}.", ru: "Не хватает: {headers}." },
  "no-messages": {
    en: "The server sent no message.",
    ru: "Сервер не прислал ни одного сообщения.",
  },
  "messages-valid": {
    en: "{count} server messages judged, none breaks the schema.",
    ru: "Проверено сообщений сервера: {count}; ни одно не нарушает схему.",
  },
  finding: { en: "{code} at {pointer}: {message}", ru: "{code} в {pointer}: {message}" },
  "item-finding": {
    en: "The reply breaks the schema: {code} at {pointer}: {message}",
    ru: "Ответ нарушает схему: {code} в {pointer}: {message}",
  },
  refused: {
    en: "The server refused the request before reading it: HTTP {status}, error {code} without the request's id.",
    ru: "Сервер отклонил запрос, не прочитав его: HTTP {status}, ошибка {code} без id запроса.",
  },
  "not-http": { en: "Over HTTP only.", ru: "Только для HTTP." },
  "not-reached": {
    en: "The run stopped before this check (see the checks above).",
    ru: "Проверка остановилась до этого пункта (см. пункты выше).",
  },
};

const STATUS: Record<CheckStatus, Record<ProbeLanguage, string>> = {
  passed: { en: "passed", ru: "пройдено" },
  failed: { en: "failed", ru: "не пройдено" },
  warning: { en: "warning", ru: "предупреждение" },
  "not-applicable": { en: "not applicable", ru: "неприменимо" },
  "could-not-run": { en: "could not run", ru: "не удалось проверить" },
};

export const NOTE_KEYS: readonly string[] = Object.keys(NOTES);

const TEXTS: Record<ProbeLanguage, Record<CheckId, CheckText>> = {
  en: { ...EN, ...MODERN_TEXTS.en, ...SSE_TEXTS.en, ...STDIO_TEXTS.en, ...PASS2_TEXTS.en },
  ru: { ...RU, ...MODERN_TEXTS.ru, ...SSE_TEXTS.ru, ...STDIO_TEXTS.ru, ...PASS2_TEXTS.ru },
};

export function checkText(id: CheckId, language: ProbeLanguage = "en"): CheckText {
  return TEXTS[language][id];
}

export function statusText(status: CheckStatus, language: ProbeLanguage = "en"): string {
  return STATUS[status][language];
}

/** A note in words; values are inserted as given (plain text). */
export function noteText(note: CheckNote, language: ProbeLanguage = "en"): string {
  const template = NOTES[note.key]?.[language] ?? note.key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = note.params?.[name];
    return value === undefined ? whole : String(value);
  });
}
