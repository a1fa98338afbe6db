/**
 * UI strings of the page itself (title, tagline, settings, the protocol version picker) and the
 * words every pane shares, English and Russian.
 */
export const en = {
  // ---- The page ------------------------------------------------------------------------
  "app.title": "MCP Playground",
  "app.tagline":
    "Write a raw JSON-RPC message: see what it is and what is wrong with it, for the MCP version you target.",
  "app.skipToEditor": "Skip to the editor",
  "app.offline": "Works offline: nothing you type leaves this page.",

  // ---- Settings ------------------------------------------------------------------------
  "settings.language": "Language",
  "settings.theme": "Theme",
  "header.more": "More",
  "theme.system": "System",
  "theme.light": "Light",
  "theme.dark": "Dark",

  // ---- Protocol version ----------------------------------------------------------------
  "version.label": "Protocol version",
  "version.auto": "auto (from the handshake)",
  "version.autoResolved": "auto: {version}",
  "version.default": "{version} (default)",
  "version.judgedAgainst": "Checked against {version}",

  // ---- Offline and updates -------------------------------------------------------------
  "update.offlineReady":
    "Saved on this device: the playground and its lessons now work offline, and open faster next time.",
  "update.ready":
    "A new version of the playground is ready. Reloading keeps your text and your session.",
  "update.reload": "Reload to update",
  "update.later": "Later",
  "update.dismiss": "Got it",
  "notices.toggle": "Notices",

  // ---- Common --------------------------------------------------------------------------
  "common.close": "Close",
  "common.open": "Open",
  "common.copy": "Copy",
  "common.copied": "Copied",
  "common.retry": "Try again",
} as const satisfies Record<string, string>;

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [
  "settings.language",
  "settings.theme",
  "header.more",
  "notices.toggle",
  "version.label",
  "update.reload",
] as const satisfies readonly (keyof typeof en)[];

export const ru: Record<keyof typeof en, string> = {
  // ---- The page ------------------------------------------------------------------------
  "app.title": "MCP Playground",
  "app.tagline":
    "Напишите JSON-RPC-сообщение вручную и узнайте, что это за сообщение и что в нём не так для выбранной версии MCP.",
  "app.skipToEditor": "Перейти к редактору",
  "app.offline": "Работает без сети: ничто из набранного не покидает эту страницу.",

  // ---- Settings ------------------------------------------------------------------------
  "settings.language": "Язык",
  "settings.theme": "Тема",
  "header.more": "Ещё",
  "theme.system": "Как в системе",
  "theme.light": "Светлая",
  "theme.dark": "Тёмная",

  // ---- Protocol version ----------------------------------------------------------------
  "version.label": "Версия протокола",
  "version.auto": "авто (из рукопожатия)",
  "version.autoResolved": "авто: {version}",
  "version.default": "{version} (по умолчанию)",
  "version.judgedAgainst": "Проверено по версии {version}",

  // ---- Offline and updates -------------------------------------------------------------
  "update.offlineReady":
    "Сохранено на этом устройстве: MCP Playground и уроки теперь работают без сети, а в следующий раз откроются быстрее.",
  "update.ready":
    "Готова новая версия MCP Playground. После перезагрузки ваш текст и сессия останутся на месте.",
  "update.reload": "Перезагрузить и обновить",
  "update.later": "Позже",
  "update.dismiss": "Понятно",
  "notices.toggle": "Уведомления",

  // ---- Common --------------------------------------------------------------------------
  "common.close": "Закрыть",
  "common.open": "Открыть",
  "common.copy": "Копировать",
  "common.copied": "Скопировано",
  "common.retry": "Повторить",
};
