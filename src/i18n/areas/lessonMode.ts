/**
 * UI strings of lesson mode (`src/learn/mode.ts`): what the workbench says where it holds back a
 * part that would give an open exercise's answer away, and the prediction's lock.
 */
export const en = {
  "lessonMode.kindHidden": "Kind: hidden",
  "lessonMode.kindHiddenWhy":
    "The kind is this exercise's answer: it shows once you have solved it.",
  "lessonMode.findingsHidden":
    "The findings are hidden during this exercise: they would give its answer away. They are back once it is solved or its solution shown.",
  "lessonMode.fixesOff": "One-click fixes are off during this exercise: make the fix yourself.",
  "lessonMode.sendFirst":
    "Send the message first (in a session past the handshake): your prediction is compared with the server's reply.",
  "lessonMode.locked": "Your prediction is locked: the message has gone out.",
  "lessonMode.sentUnpredicted":
    "The message went out before you chose, and the reply is in the session. Press “Predict again”, choose, then send it again.",
  "lessonMode.predictAgain": "Predict again",
  "lessonMode.againHelped":
    "You have seen a reply to this message: solving it now counts as solved with help.",
} as const satisfies Record<string, string>;

/** Keys whose English text names a control in every language (see `accessibleName`). */
export const names = [] as const satisfies readonly (keyof typeof en)[];

export const ru: Record<keyof typeof en, string> = {
  "lessonMode.kindHidden": "Вид: скрыт",
  "lessonMode.kindHiddenWhy":
    "Вид сообщения — ответ этого упражнения: он появится, когда вы его решите.",
  "lessonMode.findingsHidden":
    "Замечания скрыты на время упражнения: они выдали бы ответ. Они вернутся, когда упражнение будет решено или вы посмотрите решение.",
  "lessonMode.fixesOff":
    "Исправления в один щелчок на время упражнения выключены: исправьте сообщение сами.",
  "lessonMode.sendFirst":
    "Сначала отправьте сообщение (в сессии после рукопожатия): ваш прогноз сравнивается с ответом сервера.",
  "lessonMode.locked": "Прогноз зафиксирован: сообщение уже отправлено.",
  "lessonMode.sentUnpredicted":
    "Сообщение ушло раньше, чем вы выбрали ответ, и ответ сервера уже в сессии. Нажмите «Предсказать заново», выберите и отправьте сообщение ещё раз.",
  "lessonMode.predictAgain": "Предсказать заново",
  "lessonMode.againHelped":
    "Вы уже видели ответ на это сообщение: теперь упражнение засчитается как решённое с подсказкой.",
};
