/**
 * Notifications: no id, no reply; `notifications/tools/list_changed` and the log line, with the
 * names the course gets wrong for both.
 */
import type { Lesson } from "../types.ts";
import {
  KIND_CHOICES,
  equals,
  handshake,
  json,
  line,
  listWith,
  noId,
  pointer,
  request,
  valid,
} from "./shared/messages.ts";

/** The course's example: the wrong name, and a `reason` the params do not define. */
const COURSE_LIST_CHANGED = {
  jsonrpc: "2.0",
  method: "tools/list_changed",
  params: { reason: "New tool 'suggest_gift_cards' was added" },
};

const LIST_CHANGED = { jsonrpc: "2.0", method: "notifications/tools/list_changed" };

/** The gift server's log line for a tool call, as it sends it. */
const LOG_LINE = {
  jsonrpc: "2.0",
  method: "notifications/message",
  params: {
    level: "info",
    logger: "gift-server",
    data: {
      event: "tool call",
      tool: "suggest_gifts",
      arguments: { occasion: "birthday", budget: 50 },
    },
  },
};

/** The course's name for the log line: `logging/` in it, which MCP's notification does not have. */
const COURSE_LOG_LINE = { ...LOG_LINE, method: "notifications/logging/message" };

export const lesson: Lesson = {
  id: "notifications",
  section: 4,
  title: {
    en: "Notifications: letters nobody answers",
    ru: "Уведомления: письма, на которые не отвечают",
  },
  body: [
    {
      type: "text",
      text: {
        en: "A notification is a letter sent without waiting for an answer: `jsonrpc`, `method`, maybe `params`, and no `id`. With no id there is nothing a reply could refer to, so nobody replies, not even with an error. Notifications carry events: a list changed, a long job moved on, the server wrote a log line, a resource was updated.",
        ru: "Уведомление — письмо, отправленное без ожидания ответа: `jsonrpc`, `method`, возможно `params`, и никакого `id`. Без id ответу не на что сослаться, поэтому никто и не отвечает, даже ошибкой. Уведомления сообщают о событиях: изменился список, продвинулась долгая работа, сервер записал строку журнала, обновился ресурс.",
      },
    },
    {
      type: "text",
      text: {
        en: "The course's own example gets two things wrong:",
        ru: "В собственном примере курса две ошибки:",
      },
    },
    { type: "code", code: line(COURSE_LIST_CHANGED) },
    {
      type: "text",
      text: {
        en: "The real name is `notifications/tools/list_changed`: MCP's notification methods start with `notifications/`. And its params define no `reason`: the notification says only that the list of tools changed. To learn what changed, a client calls `tools/list` again.",
        ru: "Настоящее имя — `notifications/tools/list_changed`: методы уведомлений MCP начинаются с `notifications/`. И никакого `reason` в его параметрах нет: уведомление говорит лишь, что список инструментов изменился. Чтобы узнать, что именно, клиент снова вызывает `tools/list`.",
      },
    },
    { type: "code", code: line(LIST_CHANGED) },
    {
      type: "text",
      text: {
        en: "Others you will meet: `notifications/progress` (how far a request has got, if it asked to be told), `notifications/message` (a log line with `level`, `logger` and `data`), `notifications/resources/list_changed`, `notifications/resources/updated`, `notifications/prompts/list_changed`. Clients send notifications too: `notifications/initialized` ends the handshake, `notifications/cancelled` gives up on a request.",
        ru: "Что ещё встретится: `notifications/progress` (насколько продвинулся запрос, если он просил сообщать), `notifications/message` (строка журнала с `level`, `logger` и `data`), `notifications/resources/list_changed`, `notifications/resources/updated`, `notifications/prompts/list_changed`. Клиенты тоже шлют уведомления: `notifications/initialized` завершает рукопожатие, `notifications/cancelled` отменяет запрос.",
      },
    },
    {
      type: "text",
      text: {
        en: "The gift server writes a log line for every tool call, and when **Second tool** is switched on or off under **Server settings** (in **Target setup**), it sends `notifications/tools/list_changed`, but only to a session past its handshake: before that, a server keeps its notifications to itself. One fact from practice: ChatGPT apps have been observed to ignore the notifications sent to them, so never make anything depend on a notification being read.",
        ru: "Сервер подарков пишет строку журнала на каждый вызов инструмента, а когда в **Настройках сервера** (в **Настройке цели**) включают или выключают **Второй инструмент**, шлёт `notifications/tools/list_changed` — но только сессии, прошедшей рукопожатие: до него сервер свои уведомления придерживает. И факт из практики: замечено, что приложения ChatGPT игнорируют присланные им уведомления, так что не делайте ничего, что зависит от того, прочитают ли уведомление.",
      },
    },
  ],
  exercises: [
    {
      id: "classify-log-line",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "A line from the log", ru: "Строка из журнала" },
      why: {
        en: "`notifications/message` has a `method` and `params` but no `id`: it is a notification, a log line the server sends while it works. Nobody answers it, and the client is free to show it or not.",
        ru: "У `notifications/message` есть `method` и `params`, но нет `id`: это уведомление — строка журнала, которую сервер шлёт по ходу работы. На неё никто не отвечает, а показывать её или нет, решает клиент.",
      },
      task: {
        en: "The gift server sent this while it handled a tool call. What kind of message is it?",
        ru: "Сервер подарков прислал это, пока обрабатывал вызов инструмента. Что это за сообщение?",
      },
      hints: [
        {
          en: "Does anyone wait for an answer to this?",
          ru: "Ждёт ли кто-нибудь на это ответа?",
        },
        {
          en: "Look for an `id`.",
          ru: "Поищите `id`.",
        },
        {
          en: "A `method` without an `id` is a notification.",
          ru: "`method` без `id` — уведомление.",
        },
      ],
      message: json(LOG_LINE),
      choices: KIND_CHOICES,
      answer: "notification",
    },
    {
      id: "list-changed-name",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "The course's example, fixed", ru: "Пример курса, исправленный" },
      why: {
        en: "MCP's notification methods start with `notifications/`, so the name is `notifications/tools/list_changed`. Its params define no `reason`: the notification only says that the list changed, and the client learns what changed by calling `tools/list` again.",
        ru: "Методы уведомлений MCP начинаются с `notifications/`, поэтому имя — `notifications/tools/list_changed`. Поля `reason` в его параметрах нет: уведомление сообщает лишь, что список изменился, а что именно, клиент узнаёт, снова вызвав `tools/list`.",
      },
      task: {
        en: "Fix the course's example so that it is the notification MCP really defines.",
        ru: "Исправьте пример курса, чтобы он стал уведомлением, которое действительно есть в MCP.",
      },
      hints: [
        {
          en: "Two things are wrong: the name, and something in `params`.",
          ru: "Неверны две вещи: имя и кое-что в `params`.",
        },
        {
          en: "Notification methods start with `notifications/`. What do this notification's params define?",
          ru: "Методы уведомлений начинаются с `notifications/`. Что определено в параметрах этого уведомления?",
        },
        {
          en: '`{"jsonrpc": "2.0", "method": "notifications/tools/list_changed"}`: no `reason`, and `params` may go.',
          ru: '`{"jsonrpc": "2.0", "method": "notifications/tools/list_changed"}`: без `reason`, а `params` можно убрать.',
        },
      ],
      start: json(COURSE_LIST_CHANGED),
      checks: [
        { type: "kind", kind: "notification" },
        {
          type: "method",
          method: "notifications/tools/list_changed",
          says: {
            en: "The method is `notifications/tools/list_changed`.",
            ru: "Метод называется `notifications/tools/list_changed`.",
          },
        },
        pointer(
          "/params/reason",
          { op: "absent" },
          {
            en: "The notification defines no `reason`: the client asks `tools/list` for the news.",
            ru: "В уведомлении нет `reason`: новости клиент узнаёт у `tools/list`.",
          },
        ),
        noId,
        valid,
      ],
      solution: json(LIST_CHANGED),
    },
    {
      id: "cancel-without-id",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "Which id?", ru: "Какой id?" },
      why: {
        en: "`notifications/cancelled` is a notification, so it has no `id` of its own; the request it gives up on is named by `params.requestId` (11). With a top-level `id` it would be a request that waits for a reply, which is not what cancelling is.",
        ru: "`notifications/cancelled` — уведомление, поэтому своего `id` у него нет; отменяемый запрос указан в `params.requestId` (11). С `id` на верхнем уровне это был бы запрос, ждущий ответа, а отмена устроена не так.",
      },
      task: {
        en: "The client wants to give up on its request 11. Fix the message so that it is the notification it should be.",
        ru: "Клиент хочет отменить свой запрос 11. Исправьте сообщение, чтобы оно стало тем уведомлением, которым должно быть.",
      },
      hints: [
        {
          en: "There are two ids in this message. Only one of them belongs.",
          ru: "В сообщении два id. На месте только один.",
        },
        {
          en: "`params.requestId` names the request being cancelled; the top-level `id` would make this a request of its own.",
          ru: "`params.requestId` указывает на отменяемый запрос; `id` верхнего уровня превратил бы само сообщение в запрос.",
        },
        {
          en: "Delete the top-level `id`; keep `requestId: 11`.",
          ru: "Удалите `id` верхнего уровня, оставьте `requestId: 11`.",
        },
      ],
      start: json({
        jsonrpc: "2.0",
        id: 12,
        method: "notifications/cancelled",
        params: { requestId: 11, reason: "The user closed the gift dialog." },
      }),
      checks: [
        { type: "kind", kind: "notification" },
        { type: "method", method: "notifications/cancelled" },
        noId,
        equals("/params/requestId", 11, {
          en: "`requestId` still names request 11.",
          ru: "`requestId` должен по-прежнему указывать на запрос 11.",
        }),
        valid,
      ],
      solution: json({
        jsonrpc: "2.0",
        method: "notifications/cancelled",
        params: { requestId: 11, reason: "The user closed the gift dialog." },
      }),
    },
    {
      id: "compose-log-warning",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "Write a log line", ru: "Напишите строку журнала" },
      why: {
        en: "A log line is the notification `notifications/message`: no `id`, since nobody answers it; `params.level` is `warning`, `logger` may say who wrote it, and `data` holds what happened, as a string or an object.",
        ru: "Строка журнала — уведомление `notifications/message`: без `id`, потому что на него не отвечают; `params.level` — `warning`, `logger` может сказать, кто её записал, а в `data` — что случилось, строкой или объектом.",
      },
      task: {
        en: "You are the server. Tell the client, as a log message at level `warning`, that the catalog has no gifts under $15. Put the details in `data`.",
        ru: "Вы — сервер. Сообщите клиенту записью журнала уровня `warning`, что в каталоге нет подарков дешевле $15. Подробности положите в `data`.",
      },
      hints: [
        {
          en: "Nobody answers a log line.",
          ru: "На строку журнала никто не отвечает.",
        },
        {
          en: "It is the notification `notifications/message`; its params have `level`, an optional `logger`, and `data`.",
          ru: "Это уведомление `notifications/message`; в его параметрах `level`, необязательный `logger` и `data`.",
        },
        {
          en: '`{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "warning", "logger": "gift-server", "data": {"cheapest": 15}}}`',
          ru: '`{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "warning", "logger": "gift-server", "data": {"cheapest": 15}}}`',
        },
      ],
      start: json({ jsonrpc: "2.0" }),
      checks: [
        { type: "kind", kind: "notification" },
        { type: "method", method: "notifications/message" },
        equals("/params/level", "warning"),
        pointer(
          "/params/data",
          { op: "exists" },
          {
            en: "Put what happened in `data` (a string or an object).",
            ru: "Положите суть события в `data` (строкой или объектом).",
          },
        ),
        noId,
        valid,
      ],
      solution: json({
        jsonrpc: "2.0",
        method: "notifications/message",
        params: {
          level: "warning",
          logger: "gift-server",
          data: { event: "catalog check", message: "No gifts under $15", cheapest: 15 },
        },
      }),
    },
    {
      id: "course-log-name",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "The course's log line, fixed", ru: "Строка журнала из курса, исправленная" },
      why: {
        en: "MCP's log line is the notification `notifications/message`. There is no `logging/` in its name, though the request with which a client sets the level is `logging/setLevel`. Its params are `level` (a syslog severity, from `debug` to `emergency`) and `data` (a string, an object, any JSON), both required, and an optional `logger`, the name of who wrote the line. The rest of the line was right: only its name was wrong.",
        ru: "Строка журнала в MCP — уведомление `notifications/message`. `logging/` в его имени нет, хотя запрос, которым клиент задаёт уровень, называется `logging/setLevel`. В параметрах — `level` (уровень важности из syslog, от `debug` до `emergency`) и `data` (строка, объект, любой JSON), оба обязательны, и необязательный `logger` — имя того, кто записал строку. Всё остальное в строке было верно: ошибка была только в имени.",
      },
      task: {
        en: "The course names the server's log line `notifications/logging/message`. Fix this log line so that it is the notification MCP really defines, and keep what it says.",
        ru: "Курс называет строку журнала сервера `notifications/logging/message`. Исправьте эту строку журнала, чтобы она стала уведомлением, которое действительно есть в MCP, и сохраните то, что в ней сказано.",
      },
      hints: [
        {
          en: "The params are fine. Look at the name.",
          ru: "С параметрами всё в порядке. Посмотрите на имя.",
        },
        {
          en: "Find the log line among the notifications the lesson lists. Is `logging/` part of its name?",
          ru: "Найдите строку журнала среди уведомлений, которые перечисляет урок. Есть ли в её имени `logging/`?",
        },
        {
          en: "The method is `notifications/message`; keep `level`, `logger` and `data` as they are.",
          ru: "Метод — `notifications/message`; `level`, `logger` и `data` оставьте как есть.",
        },
      ],
      start: json(COURSE_LOG_LINE),
      checks: [
        { type: "kind", kind: "notification" },
        {
          type: "method",
          method: "notifications/message",
          says: {
            en: "A log line's method is `notifications/message`.",
            ru: "Метод строки журнала — `notifications/message`.",
          },
        },
        equals("/params/level", "info", {
          en: "Keep the line's `level`, `info`.",
          ru: "Оставьте `level` строки — `info`.",
        }),
        pointer(
          "/params/data",
          { op: "exists" },
          {
            en: "Keep what happened in `data`.",
            ru: "Оставьте суть события в `data`.",
          },
        ),
        noId,
        valid,
      ],
      solution: json(LOG_LINE),
    },
    {
      id: "tools-changed",
      kind: "server",
      version: "2025-11-25",
      controls: { giftCards: true },
      title: { en: "A new tool arrives", ru: "Появился новый инструмент" },
      why: {
        en: "When its tools change, the server sends `notifications/tools/list_changed`, but only to a session past the handshake. The notification carries no list: the client asks `tools/list` again and finds `suggest_gift_cards` there. The order matters: a list asked for before the notification proves nothing.",
        ru: "Когда набор инструментов меняется, сервер шлёт `notifications/tools/list_changed`, но только сессии, прошедшей рукопожатие. Списка в уведомлении нет: клиент снова запрашивает `tools/list` и находит там `suggest_gift_cards`. Порядок важен: список, запрошенный до уведомления, ничего не доказывает.",
      },
      task: {
        en: "This exercise switches on the gift server's second tool as it opens. Receive `notifications/tools/list_changed`, then ask for the list again and find the new tool in it. The server tells only a session past its handshake: if yours was not, shake hands, then switch **Second tool** off and on under **Target setup** → **Server settings**.",
        ru: "Это упражнение при открытии включает второй инструмент сервера подарков. Получите `notifications/tools/list_changed`, затем снова запросите список и найдите в нём новый инструмент. Сервер сообщает только сессии после рукопожатия: если ваша его ещё не прошла, поздоровайтесь, а затем выключите и снова включите **Второй инструмент**: **Настройка цели** → **Настройки сервера**.",
      },
      hints: [
        {
          en: "First the server's notification, then your request.",
          ru: "Сначала уведомление сервера, потом ваш запрос.",
        },
        {
          en: "No notification in the log? The switch happened before your session was ready: the server kept quiet. Shake hands and flip the switch again.",
          ru: "Уведомления в журнале нет? Переключение случилось до готовности сессии, и сервер промолчал. Сделайте рукопожатие и переключите снова.",
        },
        {
          en: 'Once the notification is in the log, send `{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}` and look for `suggest_gift_cards`.',
          ru: 'Когда уведомление появится в журнале, отправьте `{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}` и найдите `suggest_gift_cards`.',
        },
      ],
      start: json(request(2, "tools/list")),
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "notification", method: "notifications/tools/list_changed" },
          says: {
            en: "No `notifications/tools/list_changed` yet: shake hands, then switch the second tool off and on.",
            ru: "`notifications/tools/list_changed` пока нет: сделайте рукопожатие и переключите второй инструмент.",
          },
        },
        {
          type: "after",
          first: { flow: "in", kind: "notification", method: "notifications/tools/list_changed" },
          then: {
            flow: "in",
            kind: "reply",
            method: "tools/list",
            outcome: "success",
            pointer: {
              path: "/result/tools",
              test: { op: "matches", schema: listWith("name", "suggest_gift_cards") },
            },
          },
          says: {
            en: "After the notification, list the tools again with the second tool switched on.",
            ru: "После уведомления снова запросите список инструментов, пока второй инструмент включён.",
          },
        },
      ],
      // The server tells only a session past its handshake: after it, the second tool is
      // switched off and on again under Server settings.
      solution: [
        ...handshake("2025-11-25"),
        { controls: { giftCards: false } },
        { controls: { giftCards: true } },
        json(request(2, "tools/list")),
      ],
    },
  ],
};
