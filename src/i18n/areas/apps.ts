/**
 * UI strings of the Apps lane: opening a tool's widget, the widget's frame and what it asks of
 * the user, the widget check, and the widget lane in the session and the diagram. English and
 * Russian; controls keep their English names in every language (`names`).
 */
export const en = {
  "widget.open": "Open widget",
  "widget.openTitle":
    "Read the tool's UI resource and show its widget here; every message between the widget and the playground goes into the session",
  "widget.title": "Widget",
  "widget.heading": "{tool}, reply #{seq}",
  "widget.frame": "Widget frame",
  "widget.close": "Close widget",
  "widget.flavour": "Widget API",
  "widget.flavour.apps": "MCP Apps (ui/*)",
  "widget.flavour.openai": "Apps SDK (window.openai)",
  "widget.loading": "Reading {uri}…",
  "widget.failed": "The widget could not be opened: {reason}",
  "widget.noUi":
    'The tool {tool} links no UI resource: neither _meta.ui.resourceUri nor _meta["openai/outputTemplate"].',
  "widget.askMessage": "The widget asks to send a message to the conversation: {text}",
  "widget.messageNote": "The playground has no conversation: allowing only tells the widget yes.",
  "widget.allow": "Allow",
  "widget.refuse": "Refuse",
  "widget.check": "Check widget",
  "widget.checkTitle":
    "Why does my widget not show? Both metadata keys, the resources, their MIME type, CSP and the tool's visibility",
  "widget.report": "Widget check",
  "widget.check.appsKey": "MCP Apps: _meta.ui.resourceUri {value}",
  "widget.check.openaiKey": 'Apps SDK: _meta["openai/outputTemplate"] {value}',
  "widget.check.readable": "resources/read {uri}: {reason}",
  "widget.check.readableOk": "resources/read {uri}: a page of {size} characters",
  "widget.check.mime": "MIME type {value} (expected {expected})",
  "widget.check.csp": "_meta.ui.csp declared: network {value}",
  "widget.check.cspNone": "no _meta.ui.csp: the host allows no network",
  "widget.check.visibility": "_meta.ui.visibility: {value}",
  "widget.check.missing": "missing",
  "widget.check.nothing": "none",
  "widget.check.state.ok": "fine",
  "widget.check.state.warn": "worth a look",
  "widget.check.state.bad": "problem",
  "widget.check.visibilityMalformed":
    "_meta.ui.visibility is not a list ({value} assumed): read as the most restrictive, so the widget may not call this tool",
  "widget.ended.target":
    "This widget belonged to the earlier server: it was closed when Send switched to another target. Its calls never reach the new one.",
  "widget.ended.reconnect":
    "This widget belonged to the earlier connection: it was closed when the server was connected afresh.",
  "widget.ended.session":
    "This widget belonged to the earlier session: it was closed when a new session began.",
  "widget.ended.share":
    "The widgets' share of this session's log ({count} entries) is spent: the widget was closed, so it cannot push your own messages out of the log. Start a new session to open widgets again.",
  "widget.ended.earlier":
    "This call belongs to an earlier connection or session: its widget is not opened on the server of now.",
  "widget.ended.navigated":
    "The widget's frame went to another page: the widget was closed (a widget stays on its own page, under its own policy).",
  "widget.badMime":
    "Not a widget: {uri} is served as {value}. Only MCP Apps pages ({apps}) and Apps SDK pages ({skybridge}) run as widgets.",
  "widget.askLinkHost": "The widget asks to open a page on {host}",
  "widget.askLinkAddress": "Address: {url}",
  "widget.askLinkUserInfo":
    "Careful: “{userinfo}” before the @ is not where the link goes, only a user name sent to {host}.",
  "widget.askBusy":
    "The widget asked again while a question was open: the new request was refused, the question shown stays.",
  "widget.lane": "widget",
  "row.widget.in": "Widget → Host",
  "detail.toWidget": "Sent by the playground (the host) to the widget",
  "detail.fromWidget": "Sent by the widget to the playground (the host)",
  "row.widget.out": "Host → Widget",
  "filter.widget": "Widget lane",
  "diagram.widget": "Widget",
  "diagram.host": "Host",
} as const satisfies Record<string, string>;

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [
  "widget.open",
  "widget.title",
  "widget.frame",
  "widget.close",
  "widget.flavour",
  "widget.check",
  "widget.report",
  "widget.allow",
  "widget.refuse",
  "filter.widget",
] as const satisfies readonly (keyof typeof en)[];

export const ru: Record<keyof typeof en, string> = {
  "widget.open": "Открыть виджет",
  "widget.openTitle":
    "Прочитать UI-ресурс инструмента и показать его виджет здесь; все сообщения между виджетом и песочницей попадут в сессию",
  "widget.title": "Виджет",
  "widget.heading": "{tool}, ответ №{seq}",
  "widget.frame": "Рамка виджета",
  "widget.close": "Закрыть виджет",
  "widget.flavour": "API виджета",
  "widget.flavour.apps": "MCP Apps (методы ui/*)",
  "widget.flavour.openai": "Apps SDK (объект window.openai)",
  "widget.loading": "Читаю {uri}…",
  "widget.failed": "Виджет не открылся: {reason}",
  "widget.noUi":
    'Инструмент {tool} не ссылается на UI-ресурс: нет ни _meta.ui.resourceUri, ни _meta["openai/outputTemplate"].',
  "widget.askMessage": "Виджет хочет отправить сообщение в разговор: {text}",
  "widget.messageNote": "Разговора в песочнице нет: согласие лишь отвечает виджету «да».",
  "widget.allow": "Разрешить",
  "widget.refuse": "Отказать",
  "widget.check": "Проверить виджет",
  "widget.checkTitle":
    "Почему не показывается виджет? Оба ключа метаданных, ресурсы, их MIME-тип, CSP и видимость инструмента",
  "widget.report": "Проверка виджета",
  "widget.check.appsKey": "MCP Apps: ключ _meta.ui.resourceUri {value}",
  "widget.check.openaiKey": 'Apps SDK: ключ _meta["openai/outputTemplate"] {value}',
  "widget.check.readable": "resources/read {uri} не удался: {reason}",
  "widget.check.readableOk": "resources/read {uri}: страница из {size} символов",
  "widget.check.mime": "MIME-тип {value} (ожидался {expected})",
  "widget.check.csp": "_meta.ui.csp объявлен: сеть {value}",
  "widget.check.cspNone": "_meta.ui.csp нет: хост не даёт виджету сети",
  "widget.check.visibility": "видимость (_meta.ui.visibility): {value}",
  "widget.check.missing": "нет",
  "widget.check.nothing": "никакой",
  "widget.check.state.ok": "в порядке",
  "widget.check.state.warn": "стоит проверить",
  "widget.check.state.bad": "проблема",
  "widget.check.visibilityMalformed":
    "_meta.ui.visibility — не список (принято {value}): читается как самая строгая, виджету этот инструмент не вызвать",
  "widget.ended.target":
    "Виджет был от прежнего сервера: он закрыт, когда отправка перешла на другую цель. Его вызовы до новой не дойдут.",
  "widget.ended.reconnect":
    "Виджет был от прежнего подключения: он закрыт, когда к серверу подключились заново.",
  "widget.ended.session": "Виджет был от прежнего сеанса: он закрыт, когда начался новый сеанс.",
  "widget.ended.share":
    "Доля виджетов в журнале сеанса ({count} записей) исчерпана: виджет закрыт, чтобы он не вытеснил ваши сообщения из журнала. Начните новый сеанс, чтобы снова открывать виджеты.",
  "widget.ended.earlier":
    "Этот вызов относится к прежнему подключению или сеансу: его виджет не открывается на нынешнем сервере.",
  "widget.ended.navigated":
    "Рамка виджета перешла на другую страницу: виджет закрыт (виджет остаётся на своей странице, под своей политикой).",
  "widget.badMime":
    "Это не виджет: {uri} отдан как {value}. Виджетом запускаются только страницы MCP Apps ({apps}) и Apps SDK ({skybridge}).",
  "widget.askLinkHost": "Виджет просит открыть страницу на {host}",
  "widget.askLinkAddress": "Адрес: {url}",
  "widget.askLinkUserInfo":
    "Осторожно: «{userinfo}» перед @ — не то, куда ведёт ссылка, а лишь имя пользователя для {host}.",
  "widget.askBusy":
    "Виджет спросил снова, пока вопрос был открыт: новый запрос отклонён, показанный вопрос остался.",
  "widget.lane": "виджет",
  "row.widget.in": "Виджет → Хост",
  "detail.toWidget": "Отправлено песочницей (хостом) виджету",
  "detail.fromWidget": "Отправлено виджетом песочнице (хосту)",
  "row.widget.out": "Хост → Виджет",
  "filter.widget": "Линия виджета",
  "diagram.widget": "Виджет",
  "diagram.host": "Хост",
};
