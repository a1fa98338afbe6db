/**
 * UI strings of the report card ("Check this server"): the panel, the run, the card and its
 * exports, English and Russian. The checks' own words are in `src/probe/texts.ts`. Controls
 * keep English names (`names`).
 */
export const en = {
  "probe.region": "Report card",
  "probe.run": "Check this server",
  "probe.runTitle":
    "Run every check that needs no fixtures against this server, from this page: lifecycle, lists, tools' names and schemas, errors, transport, every message by the schema. No tool is called unless you check it.",
  "probe.tools": "Tools to call",
  "probe.toolsHint":
    "A checked tool is called with the arguments below, once per run: a tool may change the server's data.",
  "probe.toolsNone": "Select none",
  "probe.toolsChecked": "checked: {count}",
  "probe.toolsUnlisted":
    "Press Check this server once (it calls no tool) to list this server's tools, then check the ones to call.",
  "probe.toolsEmpty": "This server lists no tools.",
  "probe.toolReadOnly": "read-only",
  "probe.toolMayChange": "may change data",
  "probe.toolArgs": "Arguments: {tool}",
  "probe.toolArgsJson": "Not valid JSON: {detail}",
  "probe.toolArgsObject": 'The arguments must be a JSON object, such as {} or {"text": "hi"}.',
  "probe.toolsBlocked": "Nothing was run: fix the arguments of {tools} first.",
  "probe.running": "Checking: {step}…",
  "probe.score": "Score {percent}% ({earned} of {possible} points)",
  "probe.scoreRule":
    "MUST weighs 3, SHOULD 1, a warning half; not applicable and could not run are left out.",
  "probe.mustPassed": "Every MUST passed.",
  "probe.mustFailed": "A MUST failed.",
  "probe.section": "Spec",
  "probe.suite": "Official suite: {id}",
  "probe.fix": "Fix: {fix}",
  "probe.show": "Show message",
  "probe.exportJson": "Export card (JSON)",
  "probe.exportJunit": "Export card (JUnit)",
  "probe.loaded": "The run's messages are the session now: each failure links to its message.",
  "probe.failed": "The checks could not run: {error}",
  "probe.checks": "Checks",
  "probe.copyLink": "Copy card link",
  "probe.copyLinkTitle":
    "Copy a link that opens this card and its session in another browser, without contacting the server",
  "probe.link": "Card link",
  "probe.linkCopied": "Link copied ({size}). It opens the card and its session; nothing is sent.",
  "probe.linkNotCopied": "The clipboard refused the link: copy it from the field below.",
  "probe.linkLong": "The link is long ({size}): chat apps and some browsers cut such links.",
  "probe.linkTooLarge":
    "The card and its session are too large for a link. Export the card as JSON instead.",
  "probe.linkUnsupported":
    "This browser cannot compress a link. Try a current Chrome, Edge, Firefox or Safari.",
  "probe.shared":
    "A shared card of {target}, checked {date} for {version}. Nothing was run or sent: press Check this server to check it yourself.",
  "probe.authGrant":
    "Authorized: the run sent the token of the Authorization panel to this server only (issued by {issuer}).",
  "probe.authHeader": "Authorized: the run sent the Authorization header you gave.",
  "probe.authScope": "Scope: {scope}.",
  "probe.authRefreshed": "The token was refreshed during the run (times: {count}).",
  "probe.authRefused":
    "The server refused the token (HTTP {status}): authorize again in the Authorization panel.",
  "probe.transportStreamable": "Transport: Streamable HTTP.",
  "probe.transportStdio": "Transport: stdio (each connection a fresh process of the command).",
  "probe.transportSse":
    "Transport: HTTP+SSE (2024-11-05): a GET stream, messages POSTed to its endpoint, replies on the stream.",
};

export const ru: Record<keyof typeof en, string> = {
  "probe.region": "Табель сервера",
  "probe.run": "Проверить сервер",
  "probe.runTitle":
    "Выполнить с этой страницы все проверки, которым не нужны особые инструменты сервера: жизненный цикл, списки, имена и схемы инструментов, ошибки, транспорт, каждое сообщение по схеме. Инструменты вызываются, только если вы их отметите.",
  "probe.tools": "Вызвать инструменты",
  "probe.toolsHint":
    "Отмеченный инструмент вызывается с аргументами ниже, один раз за проверку: инструмент может изменить данные сервера.",
  "probe.toolsNone": "Снять все",
  "probe.toolsChecked": "отмечено: {count}",
  "probe.toolsUnlisted":
    "Нажмите «Проверить сервер» один раз (инструменты при этом не вызываются), чтобы получить список инструментов сервера, затем отметьте те, что нужно вызвать.",
  "probe.toolsEmpty": "Сервер не объявляет инструментов.",
  "probe.toolReadOnly": "только чтение",
  "probe.toolMayChange": "может изменить данные",
  "probe.toolArgs": "Аргументы: {tool}",
  "probe.toolArgsJson": "Это не JSON: {detail}",
  "probe.toolArgsObject": 'Аргументы должны быть объектом JSON, например {} или {"text": "hi"}.',
  "probe.toolsBlocked": "Ничего не запущено: сначала исправьте аргументы {tools}.",
  "probe.running": "Проверка: {step}…",
  "probe.score": "Оценка {percent}% ({earned} из {possible} баллов)",
  "probe.scoreRule":
    "MUST весит 3, SHOULD — 1, предупреждение — половину; неприменимое и непроверенное не учитываются.",
  "probe.mustPassed": "Все MUST пройдены.",
  "probe.mustFailed": "Не пройдено требование MUST.",
  "probe.section": "Спецификация",
  "probe.suite": "Официальный набор: {id}",
  "probe.fix": "Как исправить: {fix}",
  "probe.show": "Показать сообщение",
  "probe.exportJson": "Экспорт табеля (JSON)",
  "probe.exportJunit": "Экспорт табеля (JUnit)",
  "probe.loaded": "Сообщения проверки теперь в сессии: каждая ошибка ведёт к своему сообщению.",
  "probe.failed": "Проверки не удалось выполнить: {error}",
  "probe.checks": "Проверки",
  "probe.copyLink": "Скопировать ссылку на табель",
  "probe.copyLinkTitle":
    "Скопировать ссылку, которая откроет этот табель и его сессию в другом браузере, не обращаясь к серверу",
  "probe.link": "Ссылка на табель",
  "probe.linkCopied":
    "Ссылка скопирована ({size}). Она открывает табель и его сессию; ничего не отправляется.",
  "probe.linkNotCopied": "Буфер обмена не принял ссылку: скопируйте её из поля ниже.",
  "probe.linkLong":
    "Ссылка длинная ({size}): мессенджеры и некоторые браузеры обрезают такие ссылки.",
  "probe.linkTooLarge":
    "Табель с сессией слишком велик для ссылки. Лучше экспортируйте табель в JSON.",
  "probe.linkUnsupported":
    "Этот браузер не умеет сжимать ссылки. Попробуйте свежую версию Chrome, Edge, Firefox или Safari.",
  "probe.shared":
    "Табель сервера {target} из ссылки, проверка {date}, версия {version}. Ничего не запускалось и не отправлялось: нажмите «Проверить сервер», чтобы проверить самим.",
  "probe.authGrant":
    "С авторизацией: проверка отправляла токен из панели «Авторизация» только этому серверу (выдан {issuer}).",
  "probe.authHeader": "С авторизацией: проверка отправляла заданный вами заголовок Authorization.",
  "probe.authScope": "Права (scope): {scope}.",
  "probe.authRefreshed": "Токен обновлялся во время проверки (раз: {count}).",
  "probe.authRefused":
    "Сервер отклонил токен (HTTP {status}): авторизуйтесь снова в панели «Авторизация».",
  "probe.transportStreamable": "Транспорт: Streamable HTTP.",
  "probe.transportStdio": "Транспорт: stdio (каждое соединение — новый процесс команды).",
  "probe.transportSse":
    "Транспорт: HTTP+SSE (2024-11-05): поток GET, сообщения отправляются POST на его endpoint, ответы приходят в потоке.",
};

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [
  "probe.region",
  "probe.run",
  "probe.tools",
  "probe.toolsNone",
  "probe.toolArgs",
  "probe.show",
  "probe.exportJson",
  "probe.exportJunit",
  "probe.checks",
  "probe.copyLink",
  "probe.link",
] as const;
