/**
 * The words of the card's second pass (issue 35): conflicting texts, the DNS-rebinding check,
 * authorization that stops a run, versions a server does not speak. English and Russian.
 */
// The shapes texts.ts merges, written out here: importing them from texts.ts would make the two
// files import each other.
type ProbeLanguage = "en" | "ru";
interface CheckText {
  title: string;
  fix: string;
}

export type Pass2CheckId = "transport.origin" | "tools.unknown-name";

export const PASS2_TEXTS: Record<ProbeLanguage, Record<Pass2CheckId, CheckText>> = {
  en: {
    "tools.unknown-name": {
      title: "A tool that does not exist",
      fix: 'Answer tools/call of a name you do not list with the protocol error -32602 (Invalid params, e.g. "Unknown tool: <name>"), not with a tool result, -32601 or -32603.',
    },
    "transport.origin": {
      title: "Origin and Host checked (DNS rebinding)",
      fix: "Refuse (403) any request whose Origin is not one you trust, and on loopback any Host other than localhost or 127.0.0.1: a web page on another site reaches a local server after a DNS rebinding (the SDKs have an allowed-hosts/allowed-origins option).",
    },
  },
  ru: {
    "tools.unknown-name": {
      title: "Несуществующий инструмент",
      fix: 'Отвечайте на tools/call с именем, которого нет в списке, ошибкой протокола -32602 (Invalid params, например "Unknown tool: <имя>"), а не результатом инструмента, -32601 или -32603.',
    },
    "transport.origin": {
      title: "Проверка Origin и Host (DNS rebinding)",
      fix: "Отклоняйте (403) любой запрос, чей Origin вам не известен, а на loopback — любой Host, кроме localhost и 127.0.0.1: страница другого сайта добирается до локального сервера через DNS rebinding (в SDK есть параметр allowed-hosts/allowed-origins).",
    },
  },
};

export const PASS2_NOTES: Record<string, Record<ProbeLanguage, string>> = {
  "rebinding-in-page": {
    en: "A page cannot send another site's Origin or Host: run mcp-msg probe for this check.",
    ru: "Страница не может отправить Origin или Host другого сайта: для этой проверки запустите mcp-msg probe.",
  },
  "rebinding-no-answer": {
    en: "The request with a foreign Origin got no answer: {reason}",
    ru: "Запрос с чужим Origin остался без ответа: {reason}",
  },
  "rebinding-origin-accepted": {
    en: "A request with Origin: {origin} was answered HTTP {status}: the server does not validate Origin.",
    ru: "Запрос с Origin: {origin} получил HTTP {status}: сервер не проверяет Origin.",
  },
  "rebinding-host-accepted": {
    en: "A request to this address with Host: {host} was answered HTTP {status}: a page after a DNS rebinding would be served.",
    ru: "Запрос на этот адрес с Host: {host} получил HTTP {status}: страница после DNS rebinding получила бы ответ.",
  },
  "rebinding-refused": {
    en: "Requests from another site were refused (HTTP {status}).",
    ru: "Запросы с другого сайта отклонены (HTTP {status}).",
  },
  "cors-star-unvalidated": {
    en: "Access-Control-Allow-Origin: * on a server that accepts any Origin lets every web page read its answers: allow only the origins you trust, and refuse the others.",
    ru: "Access-Control-Allow-Origin: * на сервере, который принимает любой Origin, позволяет любой странице читать его ответы: разрешайте только доверенные источники, остальные отклоняйте.",
  },
  "older-versions-only": {
    en: "server/discover was answered as a server of the handshake versions answers it ({answer}): the server does not speak 2026-07-28, so nothing could run at that version. Run the card with --protocol 2025-11-25 (or an older version it speaks).",
    ru: "На server/discover пришёл ответ, каким отвечает сервер версий с рукопожатием ({answer}): сервер не говорит на 2026-07-28, поэтому при этой версии проверить ничего нельзя. Запустите проверку с --protocol 2025-11-25 (или другой версией, которую он поддерживает).",
  },
  "before-init-client-rule": {
    en: "Over HTTP+SSE (2024-11-05) the rule is the client's: it SHOULD NOT send requests other than ping before initialize. Nothing binds the server, so nothing is judged.",
    ru: "Для HTTP+SSE (2024-11-05) это правило клиента: он SHOULD NOT отправлять запросы, кроме ping, до initialize. Сервера оно не обязывает, поэтому здесь нечего оценивать.",
  },
  "authorization-stop": {
    en: "Needs authorization: the server answered HTTP {status} to a request without credentials and asked for: {challenge}. Nothing else was checked. Give credentials: --header 'Authorization: Bearer <token>' (in the page: the Authorization panel).",
    ru: "Нужна авторизация: сервер ответил HTTP {status} на запрос без учётных данных и запросил: {challenge}. Больше ничего не проверялось. Передайте учётные данные: --header 'Authorization: Bearer <токен>' (на странице — панель «Авторизация»).",
  },
  "authorization-stop-refused": {
    en: "Needs authorization: the server answered HTTP {status} to the credentials given and asked for: {challenge}. Nothing else was checked. Give a token it accepts (scope, audience, expiry).",
    ru: "Нужна авторизация: сервер ответил HTTP {status} на переданные учётные данные и запросил: {challenge}. Больше ничего не проверялось. Передайте токен, который он примет (scope, audience, срок действия).",
  },
  "http-server-error": {
    en: "Refused with HTTP {status}: an error status, as required, but a server error (the input broke the server) where the input was at fault: answer 400 Bad Request.",
    ru: "Отклонено с HTTP {status}: код ошибки, как требуется, но ошибки сервера (ввод сломал сервер), хотя виноват ввод: отвечайте 400 Bad Request.",
  },
  "no-session-auth-status": {
    en: "A request without a session got HTTP {status}, though the run's own requests were let in: servers that require a session SHOULD answer a request without Mcp-Session-Id with 400 Bad Request, and a client reads {status} as a call for credentials.",
    ru: "Запрос без сессии получил HTTP {status}, хотя запросы самой проверки были приняты: серверы, которым нужна сессия, SHOULD отвечать на запрос без Mcp-Session-Id кодом 400 Bad Request, а клиент прочтёт {status} как требование учётных данных.",
  },
  "unknown-tool-not-chosen": {
    en: "Not asked for: a server may act on any tool name, so this call is made only when asked for: mcp-msg probe --probe-unknown-tool.",
    ru: "Не запрошено: сервер может что-то сделать для любого имени инструмента, поэтому этот вызов делается только по запросу: mcp-msg probe --probe-unknown-tool.",
  },
  "unknown-tool-refused": {
    en: 'tools/call of "{name}" was refused with -32602.',
    ru: 'tools/call для "{name}" отклонён с -32602.',
  },
  "unknown-tool-result": {
    en: 'tools/call of "{name}", a tool the server does not list, was answered with a tool result.',
    ru: 'На tools/call для "{name}" — инструмента, которого нет в списке, — пришёл результат инструмента.',
  },
  "finding-to": {
    en: "In the answer to {request}: {code} at {pointer}: {message}",
    ru: "В ответе на {request}: {code} в {pointer}: {message}",
  },
  "id-null-conflict": {
    en: 'The answer to {request} (whose id cannot be read) has id: null. JSON-RPC 2.0, section 5 (Response object): the id "MUST be Null" when it could not be detected (parse error); the MCP schema of {version} (JSONRPCErrorResponse) types the id as a string or number and lets it be left out. The two texts conflict, so this is a warning, not a failure.',
    ru: "Ответ на {request} (id которого не прочитать) содержит id: null. JSON-RPC 2.0, раздел 5 (Response object): id «MUST be Null», если его не удалось определить (ошибка разбора); схема MCP {version} (JSONRPCErrorResponse) задаёт id строкой или числом и позволяет его опустить. Тексты противоречат друг другу, поэтому это предупреждение, а не провал.",
  },
};
