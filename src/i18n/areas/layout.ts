/**
 * UI strings of the page's layout: the panes' short names (tabs on a phone, the maximise
 * buttons elsewhere), the splits between panes, and the editor offered on touch screens.
 */
export const en = {
  "pane.lesson": "Lesson",
  "pane.editor": "Editor",
  "pane.findings": "Findings",
  "pane.session": "Session",
  "pane.message": "Message",
  "pane.diagram": "Diagram",
  "panes.label": "Show alone",
  "panes.tabs": "Panes",
  "panes.maximize": "Show {pane} alone",
  "panes.restore": "Show all panes",
  "split.columns": "Resize {before} and {after}",
  "split.rows": "Resize {before} and {after}",
  "editor.plain": "Plain text editor, for touch screens.",
  "editor.useFull": "Use the full editor",
} as const satisfies Record<string, string>;

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = ["panes.label"] as const satisfies readonly (keyof typeof en)[];

export const ru: Record<keyof typeof en, string> = {
  "pane.lesson": "Урок",
  "pane.editor": "Редактор",
  "pane.findings": "Замечания",
  "pane.session": "Сессия",
  "pane.message": "Сообщение",
  "pane.diagram": "Диаграмма",
  "panes.label": "Показать отдельно",
  "panes.tabs": "Панели",
  "panes.maximize": "Развернуть панель «{pane}»",
  "panes.restore": "Показать все панели",
  "split.columns": "Ширина панелей «{before}» и «{after}»",
  "split.rows": "Высота панелей «{before}» и «{after}»",
  "editor.plain": "Простой редактор для сенсорных экранов.",
  "editor.useFull": "Включить полный редактор",
};
