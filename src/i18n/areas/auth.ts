/**
 * UI strings of the authorization panel (OAuth for remote servers): its status, its controls,
 * the next request in step mode, why a flow stopped (by its stable code, naming what the
 * server's owner should change), English and Russian. Controls keep English names (`names`).
 */
export const en = {
  "auth.region": "Authorization",
  "auth.status": "Authorization status",
  "auth.none": "No token for this server. Authorize when it asks (HTTP 401), or now.",
  "auth.offer": "The server asks for authorization (HTTP {status}). Authorize to get a token.",
  "auth.offerScope":
    "The server asks for more scopes (HTTP 403: {scope}). Authorize again to add them.",
  "auth.granted":
    "Authorized by {issuer} as {client} ({source}): token {token}, scope {scope}{expires}.",
  "auth.expires": ", expires at {time}",
  "auth.source.preregistered": "your client",
  "auth.source.metadata-document": "client metadata document",
  "auth.source.dynamic": "dynamic registration",
  "auth.running": "Authorizing: step {steps}…",
  "auth.authorizing":
    "Waiting for the authorization page: sign in there; this page continues when it comes back.",
  "auth.done": "Authorized: the requests to this server now carry the token.",
  "auth.authorize": "Authorize",
  "auth.authorizeTitle":
    "Find the authorization server, register, sign in and get a token, as the spec of the chosen version says",
  "auth.continue": "Continue",
  "auth.continueTitle": "Send the request shown and stop before the next one",
  "auth.runToEnd": "Run to the end",
  "auth.cancel": "Cancel authorization",
  "auth.refresh": "Refresh token",
  "auth.forget": "Forget tokens",
  "auth.forgetTitle": "Forget every token, in this page and on this device",
  "auth.stepping": "Step by step",
  "auth.steppingTitle": "Stop before each request of the flow and show it",
  "auth.remember": "Remember tokens on this device",
  "auth.client": "Client registration",
  "auth.clientId": "Client ID",
  "auth.clientSecret": "Client secret",
  "auth.clientHint":
    "Leave empty to let the playground register itself: its client metadata document where the authorization server supports one (a hosted build with an https address), else dynamic registration. Enter a client registered with the server beforehand (redirect URI {redirect}) to use it instead.",
  "auth.next": "Next request",
  "auth.nextHint": "Not sent yet: Continue sends it.",
  "auth.nextPage": "Next: the authorization page opens in a window; sign in there.",
  "auth.peer.server": "to the MCP server",
  "auth.peer.as": "to the authorization server",
  "auth.peer.browser": "in the browser",
  "auth.failed": "Authorization stopped",
  "auth.error.no-resource-metadata":
    "No protected resource metadata was found for {resource}: the server's owner should serve it (RFC 9728) and name it in WWW-Authenticate.",
  "auth.error.no-authorization-servers":
    "The protected resource metadata at {url} names no authorization server: its owner should add authorization_servers (RFC 9728 §2).",
  "auth.error.resource-mismatch":
    "The metadata at {url} is for {declared}, not {resource}: refused (RFC 9728 §3.3). The server's owner should set resource to the server's own URL.",
  "auth.error.no-server-metadata":
    "No authorization server metadata for {issuer} at any of the spec's URLs: its owner should serve RFC 8414 or OpenID Connect discovery metadata.",
  "auth.error.issuer-mismatch":
    "The metadata at {url} says issuer {declared}, not {expected}: refused (RFC 8414 §3.3). The authorization server's owner should make them identical.",
  "auth.error.endpoint-origin":
    "The metadata at {url} names {endpoint}, not on the authorization server's origin {issuer}: refused. Without protected resource metadata (2025-03-26) nothing else vouches for an endpoint elsewhere, and the code would go there.",
  "auth.error.endpoint-insecure":
    "The authorization server endpoint {url} is not https: refused, as the spec asks (plain http is allowed on loopback only, for development).",
  "auth.error.endpoint-private":
    "{url} is a loopback or private address, named by a document of the public server {resource}: refused, so that the dev proxy never reaches the services on this machine or network for a remote server.",
  "auth.error.too-large":
    "The answer from {url} is too large (over {mib} MiB): reading stopped there and the flow was refused.",
  "auth.error.pkce-unsupported":
    "The authorization server at {url} does not advertise PKCE with S256 (code_challenge_methods_supported: {methods}): the spec says to refuse. Its owner should list S256.",
  "auth.error.no-client-identity":
    "The authorization server {issuer} offers no registration (neither a client metadata document nor dynamic registration): enter a client ID registered with it under Client registration.",
  "auth.error.registration-failed": "Registration at {url} failed (HTTP {status}{error}).",
  "auth.error.authorization-denied": "The authorization server answered {error}{description}.",
  "auth.error.authorization-closed":
    "The authorization page was closed, or could not open (a popup blocker?): nothing was granted.",
  "auth.error.state-mismatch":
    "The answer's state is not the one sent: discarded, as the spec says.",
  "auth.error.iss-mismatch":
    "The answer came from issuer {iss}, not {expected}: rejected (RFC 9207).",
  "auth.error.iss-missing":
    "The authorization server promised an iss in its answer and sent none: rejected (RFC 9207).",
  "auth.error.token-failed": "The token request to {url} failed (HTTP {status}{error}).",
  "auth.error.blocked":
    "The browser blocked the request to {url} (CORS): the answer lacks {header}. The server's owner should add it; under npm run dev the dev proxy can carry this request.",
  "auth.error.unreachable": "{url} could not be reached.",
  "auth.error.cancelled": "Authorization cancelled.",
} as const;

export const ru: Record<keyof typeof en, string> = {
  "auth.region": "Авторизация",
  "auth.status": "Состояние авторизации",
  "auth.none":
    "Токена для этого сервера нет. Авторизуйтесь, когда он попросит (HTTP 401), или сейчас.",
  "auth.offer": "Сервер просит авторизацию (HTTP {status}). Авторизуйтесь, чтобы получить токен.",
  "auth.offerScope":
    "Серверу нужно больше прав (HTTP 403: {scope}). Авторизуйтесь снова, чтобы их добавить.",
  "auth.granted":
    "Авторизовано сервером {issuer}, клиент {client} ({source}): токен {token}, права {scope}{expires}.",
  "auth.expires": ", истекает в {time}",
  "auth.source.preregistered": "ваш клиент",
  "auth.source.metadata-document": "документ метаданных клиента",
  "auth.source.dynamic": "динамическая регистрация",
  "auth.running": "Авторизация: шаг {steps}…",
  "auth.authorizing":
    "Ждём страницу входа: войдите там; эта страница продолжит, когда она вернётся.",
  "auth.done": "Авторизовано: запросы к этому серверу теперь идут с токеном.",
  "auth.authorize": "Авторизоваться",
  "auth.authorizeTitle":
    "Найти сервер авторизации, зарегистрироваться, войти и получить токен так, как велит спецификация выбранной версии",
  "auth.continue": "Дальше",
  "auth.continueTitle": "Отправить показанный запрос и остановиться перед следующим",
  "auth.runToEnd": "До конца",
  "auth.cancel": "Отменить авторизацию",
  "auth.refresh": "Обновить токен",
  "auth.forget": "Забыть токены",
  "auth.forgetTitle": "Забыть все токены на этой странице и на этом устройстве",
  "auth.stepping": "По шагам",
  "auth.steppingTitle": "Останавливаться перед каждым запросом и показывать его",
  "auth.remember": "Запомнить токены на этом устройстве",
  "auth.client": "Регистрация клиента",
  "auth.clientId": "ID клиента",
  "auth.clientSecret": "Секрет клиента",
  "auth.clientHint":
    "Оставьте пустым, и playground зарегистрируется сам: документом метаданных клиента, если сервер авторизации их поддерживает (сборка на https-адресе), иначе динамической регистрацией. Чтобы использовать клиента, заранее зарегистрированного на сервере (адрес возврата {redirect}), введите его здесь.",
  "auth.next": "Следующий запрос",
  "auth.nextHint": "Ещё не отправлен: его отправит «Дальше».",
  "auth.nextPage": "Дальше: страница входа откроется в окне; войдите там.",
  "auth.peer.server": "к MCP-серверу",
  "auth.peer.as": "к серверу авторизации",
  "auth.peer.browser": "в браузере",
  "auth.failed": "Авторизация остановлена",
  "auth.error.no-resource-metadata":
    "Метаданные защищённого ресурса для {resource} не найдены: владельцу сервера нужно их отдавать (RFC 9728) и указывать в WWW-Authenticate.",
  "auth.error.no-authorization-servers":
    "Метаданные защищённого ресурса по адресу {url} не называют сервер авторизации: владельцу нужно добавить authorization_servers (RFC 9728 §2).",
  "auth.error.resource-mismatch":
    "Метаданные по адресу {url} описывают {declared}, а не {resource}: отклонены (RFC 9728 §3.3). Владельцу сервера нужно указать в resource собственный адрес сервера.",
  "auth.error.no-server-metadata":
    "Метаданных сервера авторизации {issuer} нет ни по одному адресу из спецификации: владельцу нужно отдавать метаданные RFC 8414 или OpenID Connect Discovery.",
  "auth.error.issuer-mismatch":
    "Метаданные по адресу {url} называют issuer {declared}, а не {expected}: отклонены (RFC 8414 §3.3). Владельцу сервера авторизации нужно сделать их одинаковыми.",
  "auth.error.endpoint-origin":
    "Метаданные по адресу {url} называют {endpoint}, а он не на origin сервера авторизации {issuer}: отклонено. Без метаданных защищённого ресурса (2025-03-26) за такой адрес никто не ручается, а код ушёл бы туда.",
  "auth.error.endpoint-insecure":
    "Адрес сервера авторизации {url} не https: отклонён, как требует спецификация (обычный http допустим только на loopback, для разработки).",
  "auth.error.endpoint-private":
    "{url} — адрес loopback или частной сети, а назвал его документ публичного сервера {resource}: отклонено, чтобы прокси разработки никогда не обращался по просьбе удалённого сервера к службам этой машины или сети.",
  "auth.error.too-large":
    "Ответ от {url} слишком велик (больше {mib} МиБ): чтение остановлено, авторизация отклонена.",
  "auth.error.pkce-unsupported":
    "Сервер авторизации по адресу {url} не объявляет PKCE с S256 (code_challenge_methods_supported: {methods}): спецификация велит отказаться. Владельцу нужно указать S256.",
  "auth.error.no-client-identity":
    "Сервер авторизации {issuer} не предлагает регистрацию (ни документа метаданных клиента, ни динамической регистрации): введите в «Регистрации клиента» ID клиента, зарегистрированного на нём.",
  "auth.error.registration-failed":
    "Регистрация по адресу {url} не удалась (HTTP {status}{error}).",
  "auth.error.authorization-denied": "Сервер авторизации ответил {error}{description}.",
  "auth.error.authorization-closed":
    "Страница входа закрыта или не открылась (блокировщик всплывающих окон?): ничего не выдано.",
  "auth.error.state-mismatch":
    "state в ответе не совпадает с отправленным: ответ отброшен, как велит спецификация.",
  "auth.error.iss-mismatch": "Ответ пришёл от issuer {iss}, а не {expected}: отклонён (RFC 9207).",
  "auth.error.iss-missing":
    "Сервер авторизации обещал iss в ответе, но не прислал его: ответ отклонён (RFC 9207).",
  "auth.error.token-failed": "Запрос токена к {url} не удался (HTTP {status}{error}).",
  "auth.error.blocked":
    "Браузер заблокировал запрос к {url} (CORS): в ответе нет {header}. Владельцу сервера нужно его добавить; при npm run dev этот запрос может пройти через прокси разработки.",
  "auth.error.unreachable": "Не удалось связаться с {url}.",
  "auth.error.cancelled": "Авторизация отменена.",
};

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [
  "auth.region",
  "auth.status",
  "auth.authorize",
  "auth.continue",
  "auth.runToEnd",
  "auth.cancel",
  "auth.refresh",
  "auth.forget",
  "auth.stepping",
  "auth.remember",
  "auth.client",
  "auth.clientId",
  "auth.clientSecret",
  "auth.next",
] as const;
