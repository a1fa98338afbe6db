/**
 * UI strings of the message editor and of checking its text (progress, a checker that stopped,
 * sizes), English and Russian.
 */
export const en = {
  "editor.label": "Message editor",
  "editor.loading": "Loading the editor…",
  "editor.loadFailed": "The editor could not load: {error}",
  "editor.format": "Format",
  "editor.keys":
    "Ctrl+Space suggests · Ctrl+. offers fixes · Tab indents; Ctrl+M makes Tab move the focus",
  "editor.checking": "Checking…",
  "editor.tooLarge": "The text is large: it is checked a moment after you stop typing.",
  "checking.size": "Checking {size}…",
  "stopped.crashed":
    "The checker stopped while judging this text ({size}): it is too large or too complex to judge in the browser. Shorten it or split it into smaller messages.",
  "stopped.timeout":
    "Judging this text ({size}) took longer than {seconds} s, so it was stopped. Shorten it or split it into smaller messages.",
  "stopped.failed":
    "The checker failed on this text ({size}). This is a bug in MCP Playground; the verdict is missing.",
  "stopped.reason": "Not judged: the checker could not finish on this text.",
  "size.kb": "{n} KB",
  "size.mb": "{n} MB",
} as const satisfies Record<string, string>;

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [
  "editor.label",
  "editor.format",
] as const satisfies readonly (keyof typeof en)[];

export const ru: Record<keyof typeof en, string> = {
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
};
