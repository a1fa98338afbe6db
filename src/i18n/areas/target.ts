/**
 * UI strings of the target (gift server or remote server), the remote connection's form, its
 * status line and its issues, English and Russian. Issues are translated by their stable code
 * (`target.issue.<code>`, the same `{placeholders}` as `HTTP_ISSUES`); controls keep their
 * English names in every language (`names`).
 */
export const en = {
  "target.label": "Target",
  "target.gift": "Gift server (in this page)",
  "target.remote": "Remote server",
  "target.url": "Server URL",
  "target.urlPlaceholder": "https://example.com/mcp",
  "target.headers": "Headers",
  "target.headersPlaceholder": "Authorization: Bearer …",
  "target.headersHint": "One “Name: value” per line. Kept in this tab only unless remembered.",
  "target.rememberHeaders": "Remember headers on this device",
  "target.transport": "Transport",
  "target.transport.auto": "auto (detect)",
  "target.transport.streamable-http": "Streamable HTTP",
  "target.transport.sse": "HTTP+SSE (2024-11-05)",
  "target.timeout": "Timeout (s)",
  "target.connect": "Connect",
  "target.connectTitle": "Connect to the server and find out its transport and protocol version",
  "target.connection": "Connection",
  "target.status.idle": "Not connected: enter the server URL and press Connect.",
  "target.status.connecting": "Connecting to {url}…",
  "target.status.connected":
    "Connected to {url}: {transport}, version {version}, session {session}",
  "target.status.failed": "Could not connect to {url}: see the problems below.",
  "target.unknown": "not known yet",
  "target.none": "none",
  "target.viaProxy": "(through the dev proxy)",
  "target.useProxy": "Use the dev proxy",
  "target.proxyTitle":
    "Send the requests through the dev server this page came from (no CORS needed)",
  "target.directly": "Connect directly",
  "target.issues": "Connection problems",
  "target.dismiss": "Dismiss",
  "target.invalidUrl": "Enter an http:// or https:// URL of the server.",
  "target.serverBody": "The server's answer began: {excerpt}",

  // ---- Issues, by their stable codes ---------------------------------------------------
  "target.issue.offline":
    "This device is offline: nothing was sent to {url}. Connect to a network and try again; the gift server works without one.",
  "target.issue.unreachable":
    "The server at {url} could not be reached{reason}. Check the address and that the server is running.",
  "target.issue.cors-no-allow-origin":
    "The server answered, but the browser hid the answer: the server sends no Access-Control-Allow-Origin header for this page. Use the dev proxy, or make the server allow this origin.",
  "target.issue.cors-preflight":
    "The browser's preflight (OPTIONS) request was refused: the server does not allow a POST with Content-Type: application/json from this page (Access-Control-Allow-Methods / Access-Control-Allow-Headers). Use the dev proxy, or fix the server's CORS answer.",
  "target.issue.cors-header":
    "The browser blocked the request: the server does not allow the request header {header} (it is missing from Access-Control-Allow-Headers). Use the dev proxy, or add it on the server.",
  "target.issue.cors-unknown":
    "The browser blocked the request or hid its answer (CORS), and the checks could not tell which header is missing. Use the dev proxy, or check the server's CORS headers.",
  "target.issue.cors-session-hidden":
    "The server seems to set an Mcp-Session-Id that the browser hides from this page: the server must list Mcp-Session-Id in Access-Control-Expose-Headers. Use the dev proxy, or expose the header.",
  "target.issue.connection-failed":
    "The request to {url} failed{reason} before an answer came: the connection broke, or the answer was blocked.",
  "target.issue.timeout": "No answer to request {id} within {seconds} s: it is no longer awaited.",
  "target.issue.no-answer":
    "The server did not answer within {seconds} s; the message may not have reached it.",
  "target.issue.cancelled": "Request {id} was cancelled: it is no longer awaited.",
  "target.issue.html-answer":
    "The server answered with a web page (HTTP {status}) instead of MCP messages: the URL is probably not an MCP endpoint, or a login or proxy page answered. It begins: {excerpt}",
  "target.issue.wrong-content-type":
    "The server answered with Content-Type {contentType} (HTTP {status}); MCP messages come as application/json or text/event-stream.",
  "target.issue.invalid-json":
    "The server's answer (HTTP {status}) is not valid JSON; it is kept as received.",
  "target.issue.empty-answer":
    "The server answered request {id} with HTTP {status} and no body: no reply will come for it.",
  "target.issue.stream-cut":
    "The server's event stream ended before the reply to request {id}; everything that came before is kept.",
  "target.issue.reply-too-large":
    "The server's reply to request {id} is larger than {mib} MiB, more than the playground reads: it was not read, and the request is no longer awaited.",
  "target.issue.message-too-large":
    "A message from the server is larger than {mib} MiB, more than the playground reads: it was not read.",
  "target.issue.session-expired":
    "The server no longer knows session {sessionId} (HTTP 404): press Initialize to start a new session.",
  "target.issue.http-error": "The server answered HTTP {status}{statusText}.",
  "target.issue.unauthorized":
    "The server wants authorization (HTTP 401): press Authorize below to get a token, or add an Authorization header in Headers.",
  "target.issue.forbidden":
    "The server refused the request (HTTP 403): the credentials lack permission, or the server rejects this page's origin.",
  "target.issue.server-is-legacy":
    "This server does not speak protocol version {version} (it answered HTTP {status} without a modern MCP error). Fall back to initialize: press Initialize with an earlier version.",
  "target.issue.version-unsupported":
    "The server does not support protocol version {requested}; it supports {supported}.",
  "target.issue.server-stream-failed":
    "The server's own event stream (GET) could not be opened (HTTP {status}): messages the server starts by itself will not arrive.",
  "target.issue.server-stream-lost":
    "The server's own event stream (GET) broke and could not be reopened after {attempts} attempts.",
  "target.issue.legacy-stream-closed":
    "The server closed its HTTP+SSE event stream, which ends the session: the next message opens a new one (send initialize first).",
  "target.issue.legacy-no-endpoint":
    "No HTTP+SSE event stream at {url}: the GET answered HTTP {status} without an endpoint event.",
  "target.issue.legacy-endpoint-foreign":
    "The server named an endpoint on another origin ({endpoint}); for safety nothing is sent there.",
  "target.issue.proxy-refused": "The dev proxy refused the request: {reason}.",
  "target.issue.redirect-refused":
    "The server at {url} redirected the request, and the browser hides where to: it was not followed, because the headers you typed would go along. Connect to the address it redirects to.",
  "target.issue.closed": "The connection is closed.",

  // ---- The message view ----------------------------------------------------------------
  "detail.cancel": "Cancel",
  "detail.cancelTitle": "Stop awaiting this request and tell the server it is cancelled",
  "detail.httpStatus": "Status",
  "detail.httpTime": "Took",
  "detail.requestHeaders": "Request headers",
  "detail.responseHeaders": "Response headers",
} as const satisfies Record<string, string>;

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [
  "target.label",
  "target.url",
  "target.headers",
  "target.rememberHeaders",
  "target.transport",
  "target.timeout",
  "target.connect",
  "target.connection",
  "target.useProxy",
  "target.issues",
  "detail.cancel",
  "detail.requestHeaders",
  "detail.responseHeaders",
] as const satisfies readonly (keyof typeof en)[];

export const ru: Record<keyof typeof en, string> = {
  "target.label": "Цель",
  "target.gift": "Сервер подарков (на этой странице)",
  "target.remote": "Удалённый сервер",
  "target.url": "URL сервера",
  "target.urlPlaceholder": "например, https://example.com/mcp",
  "target.headers": "Заголовки",
  "target.headersPlaceholder": "например, Authorization: Bearer …",
  "target.headersHint":
    "По одному «Имя: значение» на строку. Хранятся только в этой вкладке, если не запомнить.",
  "target.rememberHeaders": "Запомнить заголовки на этом устройстве",
  "target.transport": "Транспорт",
  "target.transport.auto": "авто (определить)",
  "target.transport.streamable-http": "Streamable HTTP (потоковый)",
  "target.transport.sse": "HTTP+SSE (2024-11-05, прежний)",
  "target.timeout": "Тайм-аут (с)",
  "target.connect": "Подключиться",
  "target.connectTitle": "Подключиться к серверу и узнать его транспорт и версию протокола",
  "target.connection": "Подключение",
  "target.status.idle": "Не подключено: введите URL сервера и нажмите «Подключиться».",
  "target.status.connecting": "Подключение к {url}…",
  "target.status.connected": "Подключено к {url}: {transport}, версия {version}, сессия {session}",
  "target.status.failed": "Не удалось подключиться к {url}: причины ниже.",
  "target.unknown": "пока неизвестно",
  "target.none": "нет",
  "target.viaProxy": "(через dev-прокси)",
  "target.useProxy": "Использовать dev-прокси",
  "target.proxyTitle":
    "Отправлять запросы через dev-сервер, с которого открыта страница (CORS не нужен)",
  "target.directly": "Подключаться напрямую",
  "target.issues": "Проблемы подключения",
  "target.dismiss": "Скрыть",
  "target.invalidUrl": "Введите URL сервера, начинающийся с http:// или https://.",
  "target.serverBody": "Ответ сервера начинался так: {excerpt}",

  "target.issue.offline":
    "Это устройство не в сети: на {url} ничего не отправлено. Подключитесь к сети и попробуйте снова; подарочный сервер работает и без неё.",
  "target.issue.unreachable":
    "Не удалось связаться с сервером {url}{reason}. Проверьте адрес и то, что сервер запущен.",
  "target.issue.cors-no-allow-origin":
    "Сервер ответил, но браузер скрыл ответ: сервер не присылает заголовок Access-Control-Allow-Origin для этой страницы. Воспользуйтесь dev-прокси или разрешите этот источник на сервере.",
  "target.issue.cors-preflight":
    "Браузер получил отказ на предварительный запрос (OPTIONS): сервер не разрешает этой странице POST с Content-Type: application/json (Access-Control-Allow-Methods / Access-Control-Allow-Headers). Воспользуйтесь dev-прокси или исправьте CORS-ответ сервера.",
  "target.issue.cors-header":
    "Браузер заблокировал запрос: сервер не разрешает заголовок запроса {header} (его нет в Access-Control-Allow-Headers). Воспользуйтесь dev-прокси или добавьте его на сервере.",
  "target.issue.cors-unknown":
    "Браузер заблокировал запрос или скрыл ответ (CORS), и проверки не смогли выяснить, какого заголовка не хватает. Воспользуйтесь dev-прокси или проверьте CORS-заголовки сервера.",
  "target.issue.cors-session-hidden":
    "Похоже, сервер выдаёт Mcp-Session-Id, который браузер скрывает от этой страницы: сервер должен указать Mcp-Session-Id в Access-Control-Expose-Headers. Воспользуйтесь dev-прокси или откройте этот заголовок на сервере.",
  "target.issue.connection-failed":
    "Запрос к {url} не удался{reason} до получения ответа: соединение оборвалось или ответ был заблокирован.",
  "target.issue.timeout": "Нет ответа на запрос {id} за {seconds} с: его больше не ждут.",
  "target.issue.no-answer":
    "Сервер не ответил за {seconds} с; возможно, сообщение до него не дошло.",
  "target.issue.cancelled": "Запрос {id} отменён: его больше не ждут.",
  "target.issue.html-answer":
    "Сервер ответил веб-страницей (HTTP {status}) вместо сообщений MCP: вероятно, этот URL — не точка доступа MCP, или ответила страница входа либо прокси. Начало ответа: {excerpt}",
  "target.issue.wrong-content-type":
    "Сервер ответил с Content-Type {contentType} (HTTP {status}); сообщения MCP приходят как application/json или text/event-stream.",
  "target.issue.invalid-json":
    "Ответ сервера (HTTP {status}) — не корректный JSON; он сохранён как получен.",
  "target.issue.empty-answer":
    "Сервер ответил на запрос {id} кодом HTTP {status} без тела: ответа на этот запрос не будет.",
  "target.issue.stream-cut":
    "Поток событий сервера закончился раньше ответа на запрос {id}; всё, что пришло до этого, сохранено.",
  "target.issue.reply-too-large":
    "Ответ сервера на запрос {id} больше {mib} МиБ — это больше, чем читает MCP Playground: ответ не прочитан, и запрос больше не ждут.",
  "target.issue.message-too-large":
    "Сообщение сервера больше {mib} МиБ — это больше, чем читает MCP Playground: оно не прочитано.",
  "target.issue.session-expired":
    "Сервер больше не знает сессию {sessionId} (HTTP 404): нажмите «Инициализировать», чтобы начать новую.",
  "target.issue.http-error": "Сервер ответил HTTP {status}{statusText}.",
  "target.issue.unauthorized":
    "Серверу нужна авторизация (HTTP 401): нажмите «Авторизоваться» ниже, чтобы получить токен, или добавьте заголовок Authorization в поле заголовков.",
  "target.issue.forbidden":
    "Сервер отклонил запрос (HTTP 403): у учётных данных не хватает прав, или сервер не принимает источник этой страницы.",
  "target.issue.server-is-legacy":
    "Этот сервер не поддерживает версию протокола {version} (он ответил HTTP {status} без современной ошибки MCP). Вернитесь к initialize: нажмите «Инициализировать» с более ранней версией.",
  "target.issue.version-unsupported":
    "Сервер не поддерживает версию протокола {requested}; он поддерживает {supported}.",
  "target.issue.server-stream-failed":
    "Не удалось открыть собственный поток событий сервера (GET, HTTP {status}): сообщения, которые сервер отправляет сам, не придут.",
  "target.issue.server-stream-lost":
    "Собственный поток событий сервера (GET) оборвался, и переоткрыть его не удалось за {attempts} попыток.",
  "target.issue.legacy-stream-closed":
    "Сервер закрыл поток событий HTTP+SSE, и сессия закончилась: следующее сообщение откроет новую (сначала отправьте initialize).",
  "target.issue.legacy-no-endpoint":
    "По адресу {url} нет потока событий HTTP+SSE: GET вернул HTTP {status} без события endpoint.",
  "target.issue.legacy-endpoint-foreign":
    "Сервер указал точку доступа на другом источнике ({endpoint}); из соображений безопасности туда ничего не отправляется.",
  "target.issue.proxy-refused": "Dev-прокси отклонил запрос: {reason}.",
  "target.issue.redirect-refused":
    "Сервер по адресу {url} перенаправил запрос, а браузер скрывает куда: перенаправление не выполнено, иначе туда ушли бы введённые вами заголовки. Подключитесь к адресу, на который он перенаправляет.",
  "target.issue.closed": "Соединение закрыто.",

  "detail.cancel": "Отменить",
  "detail.cancelTitle": "Перестать ждать ответ на этот запрос и сообщить серверу об отмене",
  "detail.httpStatus": "Статус",
  "detail.httpTime": "Заняло",
  "detail.requestHeaders": "Заголовки запроса",
  "detail.responseHeaders": "Заголовки ответа",
};
