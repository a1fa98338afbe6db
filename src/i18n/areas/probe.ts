/**
 * UI strings of the report card ("Check this server"): the panel, the run, the card and its
 * exports, English and Russian. The checks' own words are in `src/probe/texts.ts`. Controls
 * keep English names (`names`).
 */
export const en = {
  "probe.region": "Report card",
  "probe.run": "Check this server",
  "probe.runTitle":
    "Run every check that needs no fixtures against this server, from this page: lifecycle, lists, tools' names and schemas, errors, transport, every message by the schema. No tool is called unless you name it.",
  "probe.tools": "Tools to call",
  "probe.toolsHint": "Names, separated by commas (a tool may change the server's data)",
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
};

export const ru: Record<keyof typeof en, string> = {
  "probe.region": "Табель сервера",
  "probe.run": "Проверить сервер",
  "probe.runTitle":
    "Выполнить с этой страницы все проверки, которым не нужны особые инструменты сервера: жизненный цикл, списки, имена и схемы инструментов, ошибки, транспорт, каждое сообщение по схеме. Инструменты вызываются, только если вы их назовёте.",
  "probe.tools": "Вызвать инструменты",
  "probe.toolsHint": "Имена через запятую (инструмент может изменить данные сервера)",
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
};

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [
  "probe.region",
  "probe.run",
  "probe.tools",
  "probe.show",
  "probe.exportJson",
  "probe.exportJunit",
  "probe.checks",
] as const;
