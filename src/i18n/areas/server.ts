/**
 * UI strings of the gift server's controls and status, English and Russian. Controls are named
 * by their English text in every language (`names`); only what is shown is translated.
 */
export const en = {
  "server.controls": "Server controls",
  "server.status": "Server status",
  "server.label": "Gift server",
  "server.starting": "starting…",
  "server.ready": "ready",
  "server.crashed": "crashed",
  "server.restarting": "restarting…",
  "server.stopped": "stopped",
  "server.latency": "Added latency",
  "server.latencyValue": "{n} s",
  "server.strict": "Strict lifecycle",
  "server.strictTitle": "Refuse requests other than initialize and ping before the handshake",
  "server.giftCards": "Second tool (suggest_gift_cards)",
  "server.giftCardsTitle":
    "Adds or removes the tool; the server sends notifications/tools/list_changed",
  "server.catalog": "Change catalog",
  "server.catalogTitle":
    "Edit the catalog (edition {n}): subscribers get notifications/resources/updated",
  "server.crash": "Crash server",
  "server.crashTitle": "Kill the server's worker; a fresh one starts with the same controls",
  "server.settings": "Server settings",
} as const satisfies Record<string, string>;

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [
  "server.controls",
  "server.status",
  "server.latency",
  "server.strict",
  "server.giftCards",
  "server.catalog",
  "server.crash",
  "server.settings",
] as const satisfies readonly (keyof typeof en)[];

export const ru: Record<keyof typeof en, string> = {
  "server.controls": "Управление сервером",
  "server.status": "Состояние сервера",
  "server.label": "Сервер подарков",
  "server.starting": "запускается…",
  "server.ready": "готов",
  "server.crashed": "упал",
  "server.restarting": "перезапускается…",
  "server.stopped": "остановлен",
  "server.latency": "Добавочная задержка",
  "server.latencyValue": "{n} с",
  "server.strict": "Строгий жизненный цикл",
  "server.strictTitle": "Отклонять запросы, кроме initialize и ping, до завершения рукопожатия",
  "server.giftCards": "Второй инструмент (suggest_gift_cards)",
  "server.giftCardsTitle":
    "Добавляет или убирает инструмент; сервер шлёт notifications/tools/list_changed",
  "server.catalog": "Изменить каталог",
  "server.catalogTitle":
    "Изменить каталог (редакция {n}): подписчики получат notifications/resources/updated",
  "server.crash": "Уронить сервер",
  "server.crashTitle": "Убить воркер сервера; новый запустится с теми же настройками",
  "server.settings": "Настройки сервера",
};
