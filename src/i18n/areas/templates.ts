/**
 * UI strings of the template library, English and Russian. The templates' own Russian titles and
 * descriptions are in `../templates.ts`.
 */
export const en = {
  "templates.title": "Templates",
  "templates.search": "Search templates",
  "templates.searchPlaceholder": "Method name, e.g. tools/call",
  "templates.clientRequests": "Client requests",
  "templates.serverRequests": "Server requests",
  "templates.notifications": "Notifications",
  "templates.replies": "Replies",
  "templates.insert": "Insert",
  "templates.replyTo": "Reply to {method}",
  "templates.noMatch": "No template matches “{query}”.",
  "templates.count.n": "{n} template|{n} templates",
  "templates.loading": "Loading the templates…",
  "templates.loadFailed": "The templates could not load.",
  "templates.keysHint": "↑ ↓ to choose, Enter to insert, Esc to close",
  "templates.replyDescription": "A successful reply to {method}: the result the {side} sends back.",
  "templates.resultsLabel": "Templates for {version}",
  "side.client": "client",
  "side.server": "server",
  "side.receiver": "receiver",
} as const satisfies Record<string, string>;

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [
  "templates.title",
  "templates.search",
] as const satisfies readonly (keyof typeof en)[];

export const ru: Record<keyof typeof en, string> = {
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
};
