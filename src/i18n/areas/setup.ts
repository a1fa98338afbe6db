/**
 * UI strings of the target's folded setup line (what the session talks to, its state, the way
 * back to the setup) and of the report card's and authorization's dialogs, English and Russian.
 * Controls keep English names (`names`).
 */
export const en = {
  "setup.region": "Target setup",
  "setup.toggle": "Target setup",
  "setup.toggleText": "Setup",
  "setup.noUrl": "no URL yet",
  "setup.state.idle": "not connected",
  "setup.state.connecting": "connecting…",
  "setup.state.connected": "connected",
  "setup.state.failed": "could not connect",
  "setup.report": "Report card",
  "setup.reportTitle": "Check this server and read its report card (opens over the workbench)",
  "setup.auth": "Authorization",
  "setup.authTitle": "The authorization flow for this server (opens over the workbench)",
  "setup.authAsks": "the server asks for authorization",
  "setup.close": "Close",
  "setup.probeMark": "probe (auto-detection)",
  "setup.probeTitle":
    "Sent by the playground itself on Connect, to learn the server's era (server/discover); not a message of yours",
} as const satisfies Record<string, string>;

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [
  "setup.region",
  "setup.toggle",
  "setup.report",
  "setup.auth",
  "setup.close",
] as const satisfies readonly (keyof typeof en)[];

export const ru: Record<keyof typeof en, string> = {
  "setup.region": "Настройка цели",
  "setup.toggle": "Настройка цели",
  "setup.toggleText": "Настройка",
  "setup.noUrl": "URL ещё не задан",
  "setup.state.idle": "не подключено",
  "setup.state.connecting": "подключение…",
  "setup.state.connected": "подключено",
  "setup.state.failed": "не удалось подключиться",
  "setup.report": "Табель",
  "setup.reportTitle":
    "Проверить сервер и прочитать его табель (открывается поверх рабочего стола)",
  "setup.auth": "Авторизация",
  "setup.authTitle": "Авторизация на этом сервере (открывается поверх рабочего стола)",
  "setup.authAsks": "сервер просит авторизацию",
  "setup.close": "Закрыть",
  "setup.probeMark": "проба (автоопределение)",
  "setup.probeTitle":
    "Отправлено самой песочницей при подключении, чтобы узнать эпоху сервера (server/discover); это не ваше сообщение",
};
