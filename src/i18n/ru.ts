/**
 * The Russian UI catalog. Typed by the English keys: a missing key is a type error. Plural
 * entries (`.n`) hold three forms, one|few|many ("1 ошибка", "2 ошибки", "5 ошибок").
 */
import type { Key } from "./en.ts";
import * as changes from "./parts/changes.ts";
import * as diagram from "./parts/diagram.ts";
import * as session from "./parts/session.ts";
import * as share from "./parts/share.ts";
import * as target from "./parts/target.ts";

export const ru: Record<Key, string> = {
  // ---- The page -------------------------------------------------------------------------
  "app.title": "MCP Playground",
  "app.tagline":
    "Напишите JSON-RPC-сообщение вручную и узнайте, что это за сообщение и что в нём не так для выбранной версии MCP.",
  "app.skipToEditor": "Перейти к редактору",
  "app.offline": "Работает без сети: ничто из набранного не покидает эту страницу.",

  // ---- Settings -------------------------------------------------------------------------
  "settings.language": "Язык",
  "settings.theme": "Тема",
  "theme.system": "Как в системе",
  "theme.light": "Светлая",
  "theme.dark": "Тёмная",

  // ---- Protocol version -----------------------------------------------------------------
  "version.label": "Версия протокола",
  "version.auto": "авто (из рукопожатия)",
  "version.autoResolved": "авто: {version}",
  "version.default": "{version} (по умолчанию)",
  "version.judgedAgainst": "Проверено по версии {version}",

  // ---- Message kind ---------------------------------------------------------------------
  "kind.label": "Тип сообщения",
  "kind.request": "Запрос",
  "kind.replySuccess": "Ответ (успех)",
  "kind.replyError": "Ответ (ошибка)",
  "kind.notification": "Уведомление",
  "kind.batch": "Пакет",
  "kind.invalid": "Не JSON-RPC",
  "direction.clientToServer": "клиент → сервер",
  "direction.serverToClient": "сервер → клиент",
  "direction.both": "любая сторона",

  // ---- Editor ---------------------------------------------------------------------------
  "editor.label": "Редактор сообщения",
  "editor.loading": "Загрузка редактора…",
  "editor.loadFailed": "Не удалось загрузить редактор: {error}",
  "editor.format": "Форматировать",
  "editor.keys":
    "Ctrl+Пробел — подсказки · Ctrl+. — исправления · Tab — отступ; Ctrl+M — Tab переводит фокус",
  "editor.checking": "Проверка…",
  "editor.tooLarge":
    "Текст большой: он проверяется через мгновение после того, как вы перестанете печатать.",
  "checking.size": "Проверка ({size})…",
  "stopped.crashed":
    "Проверка остановилась на этом тексте ({size}): он слишком велик или сложен для проверки в браузере. Сократите его или разбейте на сообщения поменьше.",
  "stopped.timeout":
    "Проверка этого текста ({size}) заняла больше {seconds} с и была остановлена. Сократите его или разбейте на сообщения поменьше.",
  "stopped.failed":
    "Проверка этого текста ({size}) завершилась сбоем. Это ошибка MCP Playground; вердикта нет.",
  "stopped.reason": "Не проверено: проверка не смогла завершиться на этом тексте.",
  "size.kb": "{n} КБ",
  "size.mb": "{n} МБ",

  // ---- Findings -------------------------------------------------------------------------
  "findings.title": "Замечания",
  "findings.errors": "Ошибки",
  "findings.warnings": "Предупреждения",
  "findings.hints": "Подсказки",
  "findings.errors.n": "{n} ошибка|{n} ошибки|{n} ошибок",
  "findings.warnings.n": "{n} предупреждение|{n} предупреждения|{n} предупреждений",
  "findings.hints.n": "{n} подсказка|{n} подсказки|{n} подсказок",
  "findings.none": "Замечаний нет",
  "findings.valid": "Корректно",
  "findings.validMessage": "Сообщение корректно",
  "findings.validDetail": "{kind} {method} соответствует схеме версии {version}.",
  "findings.validDetailNoMethod": "{kind}: соответствует схеме версии {version}.",
  "findings.invalid": "Некорректно",
  "findings.applyFix": "Исправить",
  "findings.fix": "Исправление: {title}",
  "findings.path": "Путь",
  "findings.line": "Строка",
  "findings.column": "Столбец",
  "findings.position": "Строка {line}, столбец {column}",
  "findings.wholeMessage": "всё сообщение",
  "findings.goTo": "Перейти к этому месту в редакторе",
  "findings.more": "Не показано ещё: {n}. Сначала исправьте те, что выше",
  "valid.request": "Корректный запрос: {method}, id {id} — ожидается ответ",
  "valid.notification": "Корректное уведомление: {method} — ответ не ожидается",
  "valid.replySuccess": "Корректный ответ (успех) на запрос с id {id}",
  "valid.replyError": "Корректный ответ (ошибка) на запрос с id {id}",
  "valid.replyNoId": "Корректный ответ с ошибкой без id",
  "valid.batch": "Корректный пакет: сообщений — {n}, каждое проверено отдельно",
  "severity.error": "Ошибка",
  "severity.warning": "Предупреждение",
  "severity.hint": "Подсказка",

  // ---- Templates ------------------------------------------------------------------------
  "templates.title": "Шаблоны",
  "templates.search": "Поиск шаблонов",
  "templates.searchPlaceholder": "Имя метода, например tools/call",
  "templates.clientRequests": "Запросы клиента",
  "templates.serverRequests": "Запросы сервера",
  "templates.notifications": "Уведомления",
  "templates.replies": "Ответы",
  "templates.insert": "Вставить",
  "templates.replyTo": "Ответ на {method}",
  "templates.noMatch": "Нет шаблонов по запросу «{query}».",
  "templates.count.n": "{n} шаблон|{n} шаблона|{n} шаблонов",
  "templates.loading": "Загрузка шаблонов…",
  "templates.loadFailed": "Шаблоны не загрузились.",
  "templates.keysHint": "↑ ↓ — выбрать, Enter — вставить, Esc — закрыть",
  "templates.replyDescription": "Успешный ответ на {method}: результат, который возвращает {side}.",
  "templates.resultsLabel": "Шаблоны для {version}",
  "side.client": "клиент",
  "side.server": "сервер",
  "side.receiver": "получатель",

  // ---- What changed across versions ----------------------------------------------------
  "changes.title": "Что изменилось",
  "changes.for": "Что изменилось в {method}",
  "changes.params": "Параметры",
  "changes.result": "Результат",
  "changes.added": "добавлено",
  "changes.removed": "удалено",
  "changes.changed": "изменено",
  "changes.required": "обязательное",
  "changes.optional": "необязательное",
  "changes.unchanged": "Не менялся от версии к версии.",
  "changes.noMethod": "Напишите известный метод, чтобы увидеть, как он менялся от версии к версии.",
  "changes.absent": "нет в {version}",
  "changes.since": "с версии {version}",
  "changes.until": "до версии {version}",

  // ---- Common ---------------------------------------------------------------------------
  "common.close": "Закрыть",
  "common.open": "Открыть",
  "common.copy": "Копировать",
  "common.copied": "Скопировано",
  "common.retry": "Повторить",

  ...changes.ru,
  ...session.ru,
  ...diagram.ru,
  ...share.ru,
  ...target.ru,
};
