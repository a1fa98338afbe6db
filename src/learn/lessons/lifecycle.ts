/** The handshake: initialize → its result → notifications/initialized, and the strict lifecycle. */
import type { Lesson } from "../types.ts";
import {
  INITIALIZED,
  KIND_CHOICES,
  handshake,
  initialize,
  json,
  noId,
  request,
  valid,
} from "./shared/messages.ts";

const INITIALIZE_RESULT = json({
  jsonrpc: "2.0",
  id: 1,
  result: {
    protocolVersion: "2025-11-25",
    capabilities: {
      tools: { listChanged: true },
      resources: { subscribe: true, listChanged: false },
      prompts: { listChanged: false },
      logging: {},
      completions: {},
    },
    serverInfo: { name: "gift-server", version: "1.0.0" },
  },
});

export const lesson: Lesson = {
  id: "lifecycle",
  section: 2,
  title: {
    en: "The handshake: initialize, then initialized",
    ru: "Рукопожатие: initialize, затем initialized",
  },
  body: [
    {
      type: "text",
      text: {
        en: "Before a client may call a single tool, it opens a session. In every version up to and including 2025-11-25 that takes a three-step handshake, and the first step is the request `initialize`: the version of MCP the client would like to speak, what it can do (its `capabilities`) and who it is (`clientInfo`).",
        ru: "Прежде чем вызвать хоть один инструмент, клиент открывает сессию. Во всех версиях по 2025-11-25 включительно для этого нужно рукопожатие из трёх шагов, и первый шаг — запрос `initialize`: какую версию MCP клиент хотел бы использовать, что он умеет (`capabilities`) и кто он такой (`clientInfo`).",
      },
    },
    { type: "code", code: json(initialize("2025-11-25")) },
    {
      type: "text",
      text: {
        en: "The server answers with a result. `protocolVersion` is the version it will actually speak: the one asked for if it knows it, otherwise the newest it has (a client that cannot speak that one should disconnect). `capabilities` says what the server offers: tools, resources, prompts, logging. This is the gift server's answer:",
        ru: "Сервер отвечает результатом. `protocolVersion` — версия, на которой он будет говорить на самом деле: запрошенная, если он её знает, а иначе самая новая из его собственных (клиент, который её не поддерживает, должен отключиться). `capabilities` перечисляет, что сервер предлагает: инструменты, ресурсы, промпты, журнал. Вот ответ сервера подарков:",
      },
    },
    { type: "code", code: INITIALIZE_RESULT },
    {
      type: "text",
      text: {
        en: "The third step is easy to forget: the client sends the notification `notifications/initialized`. It has no `id`, and the server does not answer it. Only now is the session in operation.",
        ru: "Третий шаг легко забыть: клиент отправляет уведомление `notifications/initialized`. У него нет `id`, и сервер на него не отвечает. Только теперь сессия по-настоящему работает.",
      },
    },
    { type: "code", code: json(INITIALIZED) },
    {
      type: "text",
      text: {
        en: "Until then a careful server keeps to the rules of the lifecycle: it serves only `initialize` and `ping`, and sends none of its own notifications such as `notifications/tools/list_changed`. The gift server does exactly that while **Strict lifecycle** is on (it is by default): any other request gets the error -32600, “Invalid request”. Version 2026-07-28 drops the handshake altogether: each request names its version in `params._meta` (the lesson on versions shows how).",
        ru: "До этого аккуратный сервер соблюдает жизненный цикл: обслуживает только `initialize` и `ping` и не шлёт собственных уведомлений вроде `notifications/tools/list_changed`. Сервер подарков так и делает, пока включён **Строгий жизненный цикл** (по умолчанию включён): на любой другой запрос он отвечает ошибкой -32600, «Invalid request». В версии 2026-07-28 рукопожатия нет вовсе: каждый запрос сам указывает свою версию в `params._meta` (как именно — в уроке о версиях).",
      },
    },
  ],
  exercises: [
    {
      id: "handshake",
      kind: "server",
      version: "2025-11-25",
      title: { en: "Shake hands with the gift server", ru: "Поздоровайтесь с сервером подарков" },
      why: {
        en: "The handshake has three steps in this order: the client's `initialize`, the server's result (the version both will speak and what each side can do), and the client's `notifications/initialized`. Only after that last notification is the session in operation; a notification sent before the result would come too early, since the client does not know yet what it agreed to.",
        ru: "У рукопожатия три шага, строго по порядку: `initialize` от клиента, результат от сервера (версия, на которой обе стороны будут говорить, и что умеет каждая) и `notifications/initialized` от клиента. Только после этого уведомления сессия начинает работать; отправленное до результата уведомление пришло бы слишком рано: клиент ещё не знает, о чём договорился.",
      },
      task: {
        en: "Open a session with the gift server: send `initialize`, wait for its result, then tell the server you are ready.",
        ru: "Откройте сессию с сервером подарков: отправьте `initialize`, дождитесь результата и сообщите серверу, что клиент готов.",
      },
      hints: [
        {
          en: "Three messages in all: two are yours, one is the server's.",
          ru: "Всего три сообщения: два ваших, одно от сервера.",
        },
        {
          en: "Send the `initialize` in the editor as it is. When its result shows up in the log, replace the text with the notification that finishes the handshake.",
          ru: "Отправьте `initialize` из редактора как есть. Когда в журнале появится результат, замените текст уведомлением, которое завершает рукопожатие.",
        },
        {
          en: 'The last message is `{"jsonrpc": "2.0", "method": "notifications/initialized"}`: no `id`, no `params`.',
          ru: 'Последнее сообщение — `{"jsonrpc": "2.0", "method": "notifications/initialized"}`: без `id` и без `params`.',
        },
      ],
      start: json(initialize("2025-11-25")),
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "initialize", outcome: "success" },
          says: {
            en: "The server has not accepted an `initialize` yet.",
            ru: "Сервер ещё не принял ни одного `initialize`.",
          },
        },
        {
          type: "after",
          first: { flow: "in", kind: "reply", method: "initialize", outcome: "success" },
          then: { flow: "out", kind: "notification", method: "notifications/initialized" },
          says: {
            en: "After the result comes `notifications/initialized`: without it the session never starts working.",
            ru: "После результата нужно отправить `notifications/initialized`: без него сессия так и не заработает.",
          },
        },
      ],
      solution: handshake("2025-11-25"),
    },
    {
      id: "initialized-has-no-id",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "A notification with an id", ru: "Уведомление с id" },
      why: {
        en: "`notifications/initialized` is a notification: the server never answers it. With an `id` the message would be a request, and the client would wait forever for a reply that never comes. Without the `id` it is what the handshake expects.",
        ru: "`notifications/initialized` — уведомление: сервер на него никогда не отвечает. С `id` сообщение стало бы запросом, и клиент вечно ждал бы ответа, который не придёт. Без `id` это именно то, чего ждёт рукопожатие.",
      },
      task: {
        en: "This was meant to be the last step of the handshake. Fix it so that the server reads it as the notification it is.",
        ru: "Это должен был быть последний шаг рукопожатия. Исправьте сообщение, чтобы сервер понял его как уведомление.",
      },
      hints: [
        {
          en: "Ask yourself who would answer this message, and with what.",
          ru: "Спросите себя: кто и что должен ответить на это сообщение?",
        },
        {
          en: "A message with an `id` and a `method` is a request and waits for a reply. `notifications/initialized` never gets one.",
          ru: "Сообщение с `id` и `method` — это запрос, он ждёт ответа. А на `notifications/initialized` не отвечают никогда.",
        },
        { en: "Delete the `id` line.", ru: "Удалите строку с `id`." },
      ],
      start: json({ jsonrpc: "2.0", id: 2, method: "notifications/initialized" }),
      checks: [
        { type: "kind", kind: "notification" },
        { type: "method", method: "notifications/initialized" },
        noId,
        valid,
      ],
      solution: json(INITIALIZED),
    },
    {
      id: "classify-initialize-result",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "What came back?", ru: "Что пришло в ответ?" },
      why: {
        en: "It has the `id` of the client's `initialize` (1), a `result`, and no `method`: it is the successful reply to `initialize`. Its `protocolVersion` is the version the server will speak, and its `capabilities` say what the server offers.",
        ru: "В нём `id` клиентского `initialize` (1) и `result`, а `method` нет: это успешный ответ на `initialize`. `protocolVersion` в нём — версия, на которой будет говорить сервер, а `capabilities` — то, что сервер предлагает.",
      },
      task: {
        en: "The gift server sent this after your `initialize`. What kind of message is it?",
        ru: "Сервер подарков прислал это после вашего `initialize`. Что это за сообщение?",
      },
      hints: [
        {
          en: "Look at the top-level keys only.",
          ru: "Смотрите только на ключи верхнего уровня.",
        },
        {
          en: "There is an `id` but no `method`, and there is a `result`.",
          ru: "Есть `id`, нет `method`, зато есть `result`.",
        },
        {
          en: "An `id` with a `result` is a successful reply to the request with that id.",
          ru: "`id` вместе с `result` — успешный ответ на запрос с этим id.",
        },
      ],
      message: INITIALIZE_RESULT,
      choices: KIND_CHOICES,
      answer: "result",
    },
    {
      id: "before-handshake",
      kind: "server",
      version: "2025-11-25",
      controls: { strictLifecycle: true },
      title: { en: "Too early", ru: "Слишком рано" },
      why: {
        en: 'Before `initialize` a session does not exist yet, and a strict server serves only `initialize` and `ping`. Any other request, `tools/list` included, gets -32600, "Invalid request": the message itself is fine, it is sent at the wrong moment.',
        ru: "До `initialize` сессии ещё нет, и строгий сервер обслуживает только `initialize` и `ping`. На любой другой запрос, в том числе `tools/list`, приходит -32600, «Invalid request»: само сообщение правильное, просто отправлено не вовремя.",
      },
      task: {
        en: "Send `tools/list` to a gift server that has no session yet and see the strict lifecycle refuse it. If you already shook hands, press **Crash server** (open **Target setup**, then **Server settings**) first: the fresh server starts without a session.",
        ru: "Отправьте `tools/list` серверу подарков, у которого ещё нет сессии, и посмотрите, как строгий жизненный цикл его отклонит. Если рукопожатие уже было, сначала нажмите **Уронить сервер** (откройте **Настройку цели**, затем **Настройки сервера**): новый сервер стартует без сессии.",
      },
      hints: [
        {
          en: "The message in the editor is fine as it is: what matters is when it is sent.",
          ru: "Сообщение в редакторе правильное: важно, когда его отправить.",
        },
        {
          en: "Before `initialize` the gift server serves nothing but `initialize` and `ping`.",
          ru: "До `initialize` сервер подарков обслуживает только `initialize` и `ping`.",
        },
        {
          en: "Crash the server if needed, then send `tools/list` without a handshake: the reply is an error with code -32600.",
          ru: "При необходимости уроните сервер, затем отправьте `tools/list` без рукопожатия: придёт ошибка с кодом -32600.",
        },
      ],
      start: json(request(1, "tools/list")),
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "tools/list", errorCode: -32600 },
          says: {
            en: "No -32600 yet: the server already has a session. Crash it and send `tools/list` before any `initialize`.",
            ru: "Ошибки -32600 пока нет: у сервера уже есть сессия. Уроните его и отправьте `tools/list` до всякого `initialize`.",
          },
        },
      ],
      solution: [json(request(1, "tools/list"))],
    },
    {
      id: "unknown-version",
      kind: "predict",
      version: "2025-11-25",
      title: { en: "A version the server does not know", ru: "Версия, которой сервер не знает" },
      why: {
        en: "The handshake is a negotiation: a server that does not know the version asked for answers with a result that names a version it does speak, its newest (2025-11-25 for the gift server). It is then the client's decision to go on in that version or to disconnect.",
        ru: "Рукопожатие — это переговоры: сервер, не знающий запрошенной версии, отвечает результатом с версией, которую он поддерживает, — своей самой новой (у сервера подарков это 2025-11-25). Дальше клиент сам решает, продолжать в этой версии или отключиться.",
      },
      task: {
        en: "This client asks for protocol version 2024-10-07, which never existed. What will the gift server answer? Choose, then send it (and afterwards send `notifications/initialized`, to finish the handshake you started).",
        ru: "Этот клиент просит версию протокола 2024-10-07, которой никогда не было. Что ответит сервер подарков? Выберите, затем отправьте (а потом отправьте `notifications/initialized`, чтобы завершить начатое рукопожатие).",
      },
      hints: [
        {
          en: "The handshake is a negotiation, not a yes-or-no question.",
          ru: "Рукопожатие — это переговоры, а не вопрос «да или нет».",
        },
        {
          en: "Reread what the lesson says about `protocolVersion` in the result.",
          ru: "Перечитайте, что урок говорит о `protocolVersion` в результате.",
        },
        {
          en: "A server that does not know the version offers its newest one; the client then decides whether to stay.",
          ru: "Сервер, не знающий версию, предлагает свою самую новую; дальше клиент решает, оставаться ли.",
        },
      ],
      message: json(initialize("2024-10-07")),
      choices: [
        {
          id: "refused",
          label: {
            en: "An error: unsupported protocol version",
            ru: "Ошибку: версия протокола не поддерживается",
          },
          why: {
            en: "MCP does not make an unknown version an error: the server answers `initialize` with a result and proposes a version of its own. Only the client may then decide to give up.",
            ru: "В MCP неизвестная версия — не повод для ошибки: сервер отвечает на `initialize` результатом и предлагает свою версию. Отказаться потом может только клиент.",
          },
        },
        {
          id: "newest",
          label: {
            en: "A result with protocolVersion 2025-11-25, its newest handshake version",
            ru: "Результат с protocolVersion 2025-11-25 — его самой новой версией с рукопожатием",
          },
          why: {
            en: "Right: a server that does not know the version asked for proposes the newest one it speaks, here 2025-11-25.",
            ru: "Верно: сервер, не знающий запрошенной версии, предлагает самую новую из своих — здесь 2025-11-25.",
          },
        },
        {
          id: "same",
          label: {
            en: "A result with protocolVersion 2024-10-07",
            ru: "Результат с protocolVersion 2024-10-07",
          },
          why: {
            en: "A server never echoes a version it does not speak: `protocolVersion` in the result is the version the server will really use.",
            ru: "Сервер не повторяет версию, которую не поддерживает: `protocolVersion` в результате — версия, на которой сервер действительно будет говорить.",
          },
        },
        {
          id: "silence",
          label: { en: "Nothing at all", ru: "Ничего" },
          why: {
            en: "`initialize` is a request, and every request gets a reply: silence would leave the client waiting forever.",
            ru: "`initialize` — запрос, а на каждый запрос приходит ответ: молчание оставило бы клиента ждать вечно.",
          },
        },
      ],
      answer: "newest",
      checks: [
        {
          type: "has",
          message: {
            flow: "in",
            kind: "reply",
            method: "initialize",
            outcome: "success",
            pointer: {
              path: "/result/protocolVersion",
              test: { op: "equals", value: "2025-11-25" },
            },
          },
        },
      ],
    },
  ],
};
