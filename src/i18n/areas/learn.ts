/**
 * UI strings of the lessons (the mode switch, the first-visit offer, the lesson panel) and the
 * checker's generic messages for a failing check, English and Russian. `` `x` `` marks code: the
 * panel shows it as code. The lessons' own texts live beside the lesson data (`src/learn/`).
 */
export const en = {
  // ---- The mode and the first visit ------------------------------------------------------
  "learn.mode": "Learn",
  "learn.modeTitle": "Lessons with exercises that the playground checks",
  "learn.modeBack": "Back to the workbench",
  "learn.offer.title": "New to MCP messages?",
  "learn.offer.body":
    "Learn the format in short lessons, each with exercises the playground checks, or go straight to the workbench.",
  "learn.offer.start": "Start learning",
  "learn.offer.workbench": "Open the workbench",

  // ---- The panel -------------------------------------------------------------------------
  "learn.lessons": "Lessons",
  "learn.lesson": "Lesson",
  "learn.loading": "Loading the lessons…",
  "learn.loadFailed": "The lessons could not load. Check the connection and reload the page.",
  "learn.unknown": "There is no exercise “{id}”: choose one from the list.",
  "learn.overall": "Course: {done} of {total} exercises solved",
  "learn.lessonProgress": "{done} of {total}",
  "learn.section": "Section {n}",
  "learn.exercise": "Exercise {n} of {total}",
  "learn.state.solved": "solved",
  "learn.state.helped": "solved with help",
  "learn.state.open": "not solved yet",
  "learn.kind.classify": "Classify",
  "learn.kind.fix": "Fix it",
  "learn.kind.compose": "Compose",
  "learn.kind.server": "Make the server do it",
  "learn.kind.predict": "Predict",
  "learn.judgedAgainst": "Checked against {version}",
  "learn.sameGoal": "The same goal in {version}",
  "learn.theMessage": "The message (read it, then choose)",
  "learn.reply": "The server's reply",
  "learn.noReply": "The server's reply: none yet since the exercise opened.",
  "learn.hints": "Hints",
  "learn.remote": "This exercise talks to the gift server: choose it under Target.",
  "learn.answer": "Your answer",
  "learn.prediction": "Your prediction",
  "learn.check": "Check",
  "learn.hint": "Hint",
  "learn.hintOf": "Hint {n} of 3",
  "learn.solution": "Show solution",
  "learn.next": "Next exercise",
  "learn.result": "Exercise result",
  "learn.checking": "Checking…",
  "learn.solved": "Solved",
  "learn.solvedHelped": "Solved with help",
  "learn.notYet": "Not yet:",
  "learn.checkFailed": "The exercise could not be checked ({detail}). Try again.",
  "learn.solutionText": "The solution is in the editor (Ctrl/Cmd+Z brings your text back).",
  "learn.solutionChoice": "The right answer is selected.",
  "learn.solutionStep": "Step {n} of {total} is in the editor: send it, then show the next one.",
  "learn.solutionControls":
    "Server controls switched as the solution needs: see what the server sent, then show the next step.",
  "learn.solutionDone": "Every step is in the session: press Check.",
  "learn.why": "Why:",
  "learn.reset": "Reset progress",
  "learn.share": "Copy link to this attempt",
  "learn.resetQuestion": "Forget the progress of every lesson on this device?",
  "learn.resetConfirm": "Forget progress",
  "learn.resetCancel": "Keep it",

  // ---- What a failing check says --------------------------------------------------------
  "learn.check.notJson": "The text is not JSON yet: {detail}",
  "learn.check.kind": "This is a message of the kind “{actual}”; the task asks for “{expected}”.",
  "learn.check.method": "The method is `{actual}`; the task asks for `{expected}`.",
  "learn.check.noMethod": "The message has no method; the task asks for `{expected}`.",
  "learn.check.valid": "The message is not valid for {version} yet.",
  "learn.check.findingPresent": "The checker should find the mistake `{code}` in this message.",
  "learn.check.findingAbsent": "The checker still finds the mistake `{code}`.",
  "learn.check.exists": "`{path}` is missing.",
  "learn.check.absent": "`{path}` should not be in the message.",
  "learn.check.equals": "`{path}` should be {expected}, not {actual}.",
  "learn.check.equalsMissing": "`{path}` should be {expected}, but it is missing.",
  "learn.check.matches": "`{path}` is not what the task asks for: {detail}.",
  "learn.check.unusable": "The exercise's schema for `{path}` cannot be used: {detail}.",
  "learn.check.unquote":
    "`{path}` is the string {raw}, but it must be the {type} {expected}: write it without quotes.",
  "learn.check.quote":
    "`{path}` is the {type} {raw}, but it must be the string {expected}: write it in quotes.",
  "learn.check.means":
    "`{path}` does not say what the task asks for; write, for example, {examples} (in any case, in English or in Russian).",
  "learn.check.meansMissing": "`{path}` is missing; write, for example, {examples}.",
  "learn.check.mentions":
    "`{path}` does not mention what the task asks for, for example {examples} (in English or in Russian).",
  "learn.check.has": "Since you opened this exercise, the session has no {match}.",
  "learn.check.after": "Since you opened this exercise, the session has no {then} after a {first}.",
  "learn.check.event": "Since you opened this exercise, the session has no event “{event}”.",
  "learn.check.untouched":
    "This is still the text the exercise started with. Read the task again: what here does not fit it?",
  "learn.check.noReplyToNotification":
    "You sent `{method}` without an `id`: that makes it a notification, and a notification gets no reply.",
  "learn.check.choose": "Choose an answer first.",
  "learn.check.wrongChoice": "Not this one. Read the message again, or take a hint.",
  "learn.check.wrongPrediction":
    "The server answered otherwise than you predicted: compare its reply in the session.",

  // ---- A message of the session, described -------------------------------------------------
  "learn.match.out": "message you sent",
  "learn.match.in": "message from the server",
  "learn.match.kind": "of the kind “{kind}”",
  "learn.match.method": "with the method `{method}`",
  "learn.match.replyTo": "answering `{method}`",
  "learn.match.errorCode": "with the error code {code}",
  "learn.match.toolError": "with a result that says `isError: true`",
  "learn.match.duplicateId": "sent while a request with the same id was still awaiting its reply",
  "learn.match.cancelledInFlight": "cancelled while it was still awaiting its reply",
  "learn.match.exists": "with `{path}`",
  "learn.match.absent": "without `{path}`",
  "learn.match.equals": "with `{path}` = {value}",
  "learn.match.matches": "with `{path}` of the right shape",
} as const satisfies Record<string, string>;

/**
 * None: the lessons' controls are named in the page's language ("Check" in English, "Проверить"
 * in Russian), since their learners use screen readers in their own language. `learn.test.ts`
 * pins the English names the browser tests use.
 */
export const names = [] as const satisfies readonly (keyof typeof en)[];

export const ru: Record<keyof typeof en, string> = {
  // ---- The mode and the first visit ------------------------------------------------------
  "learn.mode": "Обучение",
  "learn.modeTitle": "Уроки с упражнениями, которые проверяет песочница",
  "learn.modeBack": "Вернуться в песочницу",
  "learn.offer.title": "Впервые видите сообщения MCP?",
  "learn.offer.body":
    "Разберитесь в формате за несколько коротких уроков с упражнениями, которые проверяет песочница, или сразу переходите к работе.",
  "learn.offer.start": "Начать обучение",
  "learn.offer.workbench": "Открыть песочницу",

  // ---- The panel -------------------------------------------------------------------------
  "learn.lessons": "Уроки",
  "learn.lesson": "Урок",
  "learn.loading": "Загружаем уроки…",
  "learn.loadFailed": "Уроки не загрузились. Проверьте соединение и перезагрузите страницу.",
  "learn.unknown": "Упражнения «{id}» нет: выберите упражнение из списка.",
  "learn.overall": "Курс: решено {done} из {total}",
  "learn.lessonProgress": "{done} из {total}",
  "learn.section": "Раздел {n}",
  "learn.exercise": "Упражнение {n} из {total}",
  "learn.state.solved": "решено",
  "learn.state.helped": "решено с подсказкой",
  "learn.state.open": "ещё не решено",
  "learn.kind.classify": "Определите вид",
  "learn.kind.fix": "Исправьте",
  "learn.kind.compose": "Составьте сами",
  "learn.kind.server": "Добейтесь от сервера",
  "learn.kind.predict": "Предскажите ответ",
  "learn.judgedAgainst": "Проверяется по версии {version}",
  "learn.sameGoal": "Та же цель в версии {version}",
  "learn.theMessage": "Сообщение (прочитайте его и выберите ответ)",
  "learn.reply": "Ответ сервера",
  "learn.noReply": "Ответ сервера: с открытия упражнения ответов не было.",
  "learn.hints": "Подсказки",
  "learn.remote": "Это упражнение работает с сервером подарков: выберите его в разделе «Цель».",
  "learn.answer": "Ваш ответ",
  "learn.prediction": "Ваш прогноз",
  "learn.check": "Проверить",
  "learn.hint": "Подсказка",
  "learn.hintOf": "Подсказка {n} из 3",
  "learn.solution": "Показать решение",
  "learn.next": "Следующее упражнение",
  "learn.result": "Результат упражнения",
  "learn.checking": "Проверяем…",
  "learn.solved": "Решено",
  "learn.solvedHelped": "Решено с подсказкой",
  "learn.notYet": "Пока нет:",
  "learn.checkFailed": "Проверить упражнение не получилось ({detail}). Попробуйте ещё раз.",
  "learn.solutionText": "Решение — в редакторе (Ctrl/Cmd+Z вернёт ваш текст).",
  "learn.solutionChoice": "Правильный ответ выбран.",
  "learn.solutionStep":
    "Шаг {n} из {total} — в редакторе: отправьте его, затем покажите следующий.",
  "learn.solutionControls":
    "Управление сервером переключено так, как нужно для решения: посмотрите, что прислал сервер, затем покажите следующий шаг.",
  "learn.solutionDone": "Все шаги уже в сессии: нажмите «Проверить».",
  "learn.why": "Почему так:",
  "learn.reset": "Сбросить прогресс",
  "learn.share": "Скопировать ссылку на эту попытку",
  "learn.resetQuestion": "Забыть прогресс по всем урокам на этом устройстве?",
  "learn.resetConfirm": "Забыть прогресс",
  "learn.resetCancel": "Оставить",

  // ---- What a failing check says --------------------------------------------------------
  "learn.check.notJson": "Текст пока не JSON: {detail}",
  "learn.check.kind": "Сейчас это сообщение вида «{actual}», а задание просит «{expected}».",
  "learn.check.method": "Метод — `{actual}`, а задание просит `{expected}`.",
  "learn.check.noMethod": "В сообщении нет метода, а задание просит `{expected}`.",
  "learn.check.valid": "Для версии {version} сообщение пока некорректно.",
  "learn.check.findingPresent": "Проверка должна найти в этом сообщении ошибку `{code}`.",
  "learn.check.findingAbsent": "Проверка всё ещё находит ошибку `{code}`.",
  "learn.check.exists": "Не хватает `{path}`.",
  "learn.check.absent": "`{path}` в сообщении быть не должно.",
  "learn.check.equals": "В `{path}` должно быть {expected}, а не {actual}.",
  "learn.check.equalsMissing": "В `{path}` должно быть {expected}, но этого поля нет.",
  "learn.check.matches": "`{path}` не соответствует заданию: {detail}.",
  "learn.check.unusable": "Схему упражнения для `{path}` нельзя применить: {detail}.",
  "learn.check.unquote":
    "`{path}` — строка {raw}, а должно быть {type} {expected}: напишите без кавычек.",
  "learn.check.quote":
    "`{path}` — {type} {raw}, а должна быть строка {expected}: напишите в кавычках.",
  "learn.check.means":
    "`{path}` говорит не то, что просит задание; напишите, например, {examples} (регистр любой, по-английски или по-русски).",
  "learn.check.meansMissing": "Не хватает `{path}`; напишите, например, {examples}.",
  "learn.check.mentions":
    "`{path}` не упоминает того, о чём просит задание, например {examples} (по-английски или по-русски).",
  "learn.check.has": "С тех пор как вы открыли упражнение, в сессии нет: {match}.",
  "learn.check.after":
    "С тех пор как вы открыли упражнение, в сессии нет такого порядка: {first}, а после него — {then}.",
  "learn.check.event": "С тех пор как вы открыли упражнение, в сессии нет события «{event}».",
  "learn.check.untouched":
    "Это всё ещё исходный текст упражнения. Перечитайте задание: что здесь ему не соответствует?",
  "learn.check.noReplyToNotification":
    "Вы отправили `{method}` без `id`: так это уведомление, а на уведомление не отвечают.",
  "learn.check.choose": "Сначала выберите ответ.",
  "learn.check.wrongChoice": "Нет, не этот. Перечитайте сообщение или возьмите подсказку.",
  "learn.check.wrongPrediction":
    "Сервер ответил не так, как вы предсказали: сравните с его ответом в сессии.",

  // ---- A message of the session, described -------------------------------------------------
  "learn.match.out": "отправленное вами сообщение",
  "learn.match.in": "сообщение от сервера",
  "learn.match.kind": "вида «{kind}»",
  "learn.match.method": "с методом `{method}`",
  "learn.match.replyTo": "в ответ на `{method}`",
  "learn.match.errorCode": "с кодом ошибки {code}",
  "learn.match.toolError": "с результатом `isError: true`",
  "learn.match.duplicateId": "отправленное, пока запрос с тем же id ещё ждал ответа",
  "learn.match.cancelledInFlight": "отменённое, пока оно ещё ждало ответа",
  "learn.match.exists": "с полем `{path}`",
  "learn.match.absent": "без поля `{path}`",
  "learn.match.equals": "где `{path}` = {value}",
  "learn.match.matches": "где `{path}` нужного вида",
};
