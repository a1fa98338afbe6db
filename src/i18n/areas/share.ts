/**
 * UI strings of sharing and keeping work (links, Copy as curl, keeping the session on this
 * device), English and Russian. Controls are named by their English text in every language
 * (`names`); the session's files and replays are `files.ts`.
 */
export const en = {
  // ---- Copy link ------------------------------------------------------------------------
  "share.copyLink": "Copy link",
  "share.copyLinkTitle": "Copy a link that opens this message (and the session) in another browser",
  "share.includeSession": "Include the session",
  "share.panel": "Share link",
  "share.link": "Link",
  "share.copied": "Link copied ({size}).",
  "share.copyFailed": "The clipboard refused the link: copy it from the field below.",
  "share.messageOnly": "Copy the message only",
  "share.close": "Close",
  "share.warn.too-long":
    "The link is long ({size}): chat apps and some browsers cut such links. The link without the session is shorter.",
  "share.warn.headers-removed": "HTTP headers are never put in a link: they were left out.",
  "share.warn.url-credentials-removed":
    "The user name and password were removed from the server address.",
  "share.warn.url-query": "The server address has a query string: check that it holds no token.",
  "share.warn.entries-capped": "The session is too long for a link: only its beginning is in it.",
  "share.warn.session-too-large": "The session made the link too big to open, so it was left out.",
  "share.fail.too-large":
    "The message is too large for a link. Export the session to a file instead.",
  "share.fail.unsupported":
    "This browser cannot compress a link. Try a current Chrome, Edge, Firefox or Safari.",
  "share.fail.unsafe-url":
    "The server address is not an http(s) address, so it cannot go into a link.",

  // ---- Copy as curl ---------------------------------------------------------------------
  "curl.copy": "Copy as curl",
  "curl.copyTitle": "Copy a curl command that sends this message again, as it was sent",
  "curl.reveal": "Show secrets",
  "curl.command": "curl command",
  "curl.copied": "Copied. Masked: {names}. Tick “Show secrets” to include them.",
  "curl.copiedAll": "Copied, nothing masked.",
  "curl.copiedSecrets": "Copied with the secrets in it: treat it like a password.",
  "curl.notCopied": "The clipboard refused the command: copy it from the field below.",
  "curl.changed": "The field changed since the last copy: press “Copy as curl” to copy it.",
  "curl.unknown":
    "Not known on this page any more, so left masked: {names}. Type the value in Headers to include it.",
  "curl.dropped": "Left out (no HTTP header can hold them): {names}.",
  "curl.legacy":
    "This server uses the HTTP+SSE transport (2024-11-05): the reply comes on its event stream, not in curl's output.",
  "curl.fail.unsafe-url": "The address is not an http(s) address, so no curl command is made.",
  "curl.fail.unquotable": "The message holds a NUL character, which no shell command can pass.",

  // ---- Opening a link -------------------------------------------------------------------
  "link.rejected": "This link could not be opened",
  "link.keptWork": "The playground opened as usual.",
  "link.reject.empty": "The link ends right after its prefix: there is nothing in it to open.",
  "link.reject.foreign":
    "The part after # is not a playground link. It may come from another site or have been typed by hand.",
  "link.reject.newer-version":
    "The link was made by a newer version of the playground. Reload the page to get the latest version.",
  "link.reject.too-large": "The link holds more than the playground opens safely.",
  "link.reject.corrupt":
    "The link is damaged or was cut short, perhaps by a chat app or an email. Ask for it again or copy it whole.",
  "link.reject.malformed": "The link can be read, but what it holds is not a playground message.",
  "link.reject.unsafe-url":
    "The link names a server address that is not http(s), so it was not opened.",
  "link.reject.unsupported":
    "This browser cannot decompress links. Try a current Chrome, Edge, Firefox or Safari.",
  "link.reject.card-malformed":
    "The link holds a report card that cannot be read safely (a field is missing or of the wrong kind), so nothing of it was opened.",
  "link.details": "Technical details",
  "link.opened": "Opened from a shared link. Nothing was sent: press Send when you are ready.",
  "link.remote":
    "The link names the server {url}: it is now the target. Nothing was sent to it: press Connect when you trust it.",
  "link.remoteKept":
    "The link names the server {url}. Your target was left as it is: its headers were entered for {origin}, and Connect would send them to the link's server. To use that server, enter its address in Server URL and check the headers.",
  "link.remoteKeptNoUrl":
    "The link names the server {url}. Your target was left as it is, because it has headers and Connect would send them to the link's server. To use that server, enter its address in Server URL and check the headers.",
  "link.note.version-unknown":
    "The link's protocol version is unknown here: “auto” is used instead.",
  "link.note.target-unknown":
    "The link names a kind of server this version does not know: the gift server is used instead.",
  "link.note.url-invalid":
    "The link's server address was unusable: the gift server is used instead.",
  "link.note.url-credentials-removed":
    "A user name and password were removed from the server address.",
  "link.note.session-invalid": "The link's session was unreadable and was left out.",
  "link.note.entries-dropped":
    "Some of the session's entries were damaged and were left out ({count}).",
  "link.note.entries-capped":
    "The session was longer than a link may hold: the rest was left out ({count}).",
  "link.note.card-checks-unknown":
    "The report card has checks this version does not know: they were left out ({count}).",
  "link.dismiss": "Dismiss",
  "link.framed":
    "This page is shown inside another site, so it does not open links. Open MCP Playground in a tab of its own to open this link.",
  "link.declined": "The link was not opened: your work is as it was.",
  "link.askTitle": "Open the shared link?",
  "link.askBody": "It replaces your work here: {work}. Nothing is sent to any server.",
  "link.askSession.n": "the session ({n} message)|the session ({n} messages)",
  "link.askText": "the text in the editor",
  "link.askBoth": "{session} and {text}",
  "link.askOpen": "Open the link",
  "link.askKeep": "Keep my work",

  // ---- Keeping the session --------------------------------------------------------------
  "keep.restored":
    "The previous session was restored. The gift server started afresh: it does not remember the handshake.",
  "keep.quota":
    "The browser's storage is full, so the session is no longer kept across reloads. Export it to keep it, or delete saved sessions.",
  "keep.unavailable":
    "The browser does not allow storage here, so the session will be lost on reload. Export it to keep it.",
  "keep.failed":
    "The session could not be stored, so it may be lost on reload. Export it to keep it.",
  "keep.memory": "This browser keeps nothing here: the session lasts until the tab is closed.",
} as const satisfies Record<string, string>;

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [
  "share.copyLink",
  "share.includeSession",
  "share.panel",
  "share.link",
  "share.messageOnly",
  "share.close",
  "curl.copy",
  "curl.reveal",
  "curl.command",
  "link.dismiss",
  "link.askTitle",
  "link.askOpen",
  "link.askKeep",
] as const satisfies readonly (keyof typeof en)[];

export const ru: Record<keyof typeof en, string> = {
  "share.copyLink": "Скопировать ссылку",
  "share.copyLinkTitle":
    "Скопировать ссылку, которая откроет это сообщение (и сессию) в другом браузере",
  "share.includeSession": "Со всей сессией",
  "share.panel": "Ссылка",
  "share.link": "Ссылка",
  "share.copied": "Ссылка скопирована ({size}).",
  "share.copyFailed": "Буфер обмена не принял ссылку: скопируйте её из поля ниже.",
  "share.messageOnly": "Скопировать только сообщение",
  "share.close": "Закрыть",
  "share.warn.too-long":
    "Ссылка длинная ({size}): мессенджеры и некоторые браузеры обрезают такие ссылки. Без сессии она короче.",
  "share.warn.headers-removed": "HTTP-заголовки в ссылку не попадают никогда: они опущены.",
  "share.warn.url-credentials-removed": "Из адреса сервера удалены имя пользователя и пароль.",
  "share.warn.url-query":
    "В адресе сервера есть параметры запроса: проверьте, что в них нет токена.",
  "share.warn.entries-capped": "Сессия слишком длинная для ссылки: в неё попало только начало.",
  "share.warn.session-too-large":
    "С сессией ссылка стала бы слишком большой, поэтому сессия опущена.",
  "share.fail.too-large":
    "Сообщение слишком большое для ссылки. Лучше экспортируйте сессию в файл.",
  "share.fail.unsupported":
    "Этот браузер не умеет сжимать ссылки. Попробуйте свежую версию Chrome, Edge, Firefox или Safari.",
  "share.fail.unsafe-url": "Адрес сервера — не http(s), поэтому его нельзя поместить в ссылку.",

  "curl.copy": "Копировать как curl",
  "curl.copyTitle":
    "Скопировать команду curl, которая отправит это сообщение снова, так же, как оно ушло",
  "curl.reveal": "Показать секреты",
  "curl.command": "Команда curl",
  "curl.copied": "Скопировано. Скрыты: {names}. Отметьте «Показать секреты», чтобы их включить.",
  "curl.copiedAll": "Скопировано, ничего не скрыто.",
  "curl.copiedSecrets": "Скопировано вместе с секретами: обращайтесь с командой как с паролем.",
  "curl.notCopied": "Буфер обмена не принял команду: скопируйте её из поля ниже.",
  "curl.changed":
    "Поле изменилось после копирования: нажмите «Копировать как curl», чтобы скопировать его.",
  "curl.unknown":
    "Эта страница их больше не знает, поэтому они скрыты: {names}. Введите значение в «Заголовки», чтобы его включить.",
  "curl.dropped": "Опущены (HTTP-заголовок не может их содержать): {names}.",
  "curl.legacy":
    "Сервер работает по транспорту HTTP+SSE (2024-11-05): ответ придёт в его поток событий, а не в вывод curl.",
  "curl.fail.unsafe-url": "Адрес не http(s), поэтому команда curl не составлена.",
  "curl.fail.unquotable":
    "В сообщении есть символ NUL, который не передать ни одной командой оболочки.",

  "link.rejected": "Эту ссылку не удалось открыть",
  "link.keptWork": "MCP Playground открылся как обычно.",
  "link.reject.empty": "Ссылка обрывается сразу после префикса: открывать нечего.",
  "link.reject.foreign":
    "То, что стоит после #, — не ссылка MCP Playground. Возможно, она с другого сайта или набрана вручную.",
  "link.reject.newer-version":
    "Ссылка создана более новой версией MCP Playground. Перезагрузите страницу, чтобы получить последнюю версию.",
  "link.reject.too-large": "В ссылке больше данных, чем MCP Playground может безопасно открыть.",
  "link.reject.corrupt":
    "Ссылка повреждена или обрезана — например, мессенджером или почтой. Попросите прислать её ещё раз или скопируйте целиком.",
  "link.reject.malformed": "Ссылку удалось прочитать, но в ней не сообщение MCP Playground.",
  "link.reject.unsafe-url": "В ссылке указан адрес сервера не по http(s), поэтому она не открыта.",
  "link.reject.unsupported":
    "Этот браузер не умеет распаковывать ссылки. Попробуйте свежую версию Chrome, Edge, Firefox или Safari.",
  "link.reject.card-malformed":
    "В ссылке табель сервера, который нельзя безопасно прочитать (поле отсутствует или не того вида), поэтому ничего из неё не открыто.",
  "link.details": "Технические подробности",
  "link.opened":
    "Открыто по ссылке. Ничего не отправлено: нажмите «Отправить», когда будете готовы.",
  "link.remote":
    "В ссылке указан сервер {url}: теперь он выбран целью. Ему ничего не отправлено: нажмите «Подключиться», если доверяете ему.",
  "link.remoteKept":
    "В ссылке указан сервер {url}. Ваша цель не изменена: её заголовки введены для {origin}, и «Подключиться» отправило бы их серверу из ссылки. Чтобы работать с ним, введите его адрес в «URL сервера» и проверьте заголовки.",
  "link.remoteKeptNoUrl":
    "В ссылке указан сервер {url}. Ваша цель не изменена: в ней есть заголовки, и «Подключиться» отправило бы их серверу из ссылки. Чтобы работать с ним, введите его адрес в «URL сервера» и проверьте заголовки.",
  "link.note.version-unknown": "Версия протокола из ссылки здесь неизвестна: выбрана «auto».",
  "link.note.target-unknown":
    "В ссылке указан неизвестный этой версии вид сервера: используется сервер подарков.",
  "link.note.url-invalid": "Адрес сервера в ссылке непригоден: используется сервер подарков.",
  "link.note.url-credentials-removed": "Из адреса сервера удалены имя пользователя и пароль.",
  "link.note.session-invalid": "Сессию из ссылки не удалось прочитать, она опущена.",
  "link.note.entries-dropped": "Часть записей сессии повреждена и опущена ({count}).",
  "link.note.entries-capped": "Сессия длиннее, чем вмещает ссылка: остаток опущен ({count}).",
  "link.note.card-checks-unknown":
    "В табеле есть проверки, которых эта версия не знает: они опущены ({count}).",
  "link.dismiss": "Скрыть",
  "link.framed":
    "Эта страница показана внутри другого сайта, поэтому ссылки в ней не открываются. Откройте MCP Playground в отдельной вкладке, чтобы открыть эту ссылку.",
  "link.declined": "Ссылка не открыта: ваша работа осталась как была.",
  "link.askTitle": "Открыть ссылку?",
  "link.askBody": "Она заменит то, что у вас сейчас: {work}. На серверы ничего не отправляется.",
  "link.askSession.n": "сессию ({n} сообщение)|сессию ({n} сообщения)|сессию ({n} сообщений)",
  "link.askText": "текст в редакторе",
  "link.askBoth": "{session} и {text}",
  "link.askOpen": "Открыть ссылку",
  "link.askKeep": "Оставить мою работу",

  "keep.restored":
    "Прошлая сессия восстановлена. Сервер подарков запущен заново: рукопожатия он не помнит.",
  "keep.quota":
    "Хранилище браузера переполнено, и сессия больше не сохраняется между перезагрузками. Экспортируйте её или удалите сохранённые сессии.",
  "keep.unavailable":
    "Браузер не разрешает здесь хранить данные, поэтому при перезагрузке сессия пропадёт. Экспортируйте её, чтобы не потерять.",
  "keep.failed":
    "Сессию не удалось сохранить, при перезагрузке она может пропасть. Экспортируйте её, чтобы не потерять.",
  "keep.memory": "Этот браузер здесь ничего не хранит: сессия живёт, пока открыта вкладка.",
};
