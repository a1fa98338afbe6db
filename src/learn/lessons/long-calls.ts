/** A slow call: progress by `progressToken`, cancellation by `requestId` (the gift server's wrap_gift). */
import type { Lesson, MessageMatch } from "../types.ts";
import {
  SLOW_MS,
  callTool,
  equals,
  handshake,
  json,
  matches,
  request,
  valid,
} from "./shared/messages.ts";

const SCARF = { gift: "Cashmere scarf", paper: "festive" };

/** wrap_gift, asking to be told how it goes. */
const WRAP_WITH_PROGRESS = request(20, "tools/call", {
  name: "wrap_gift",
  arguments: SCARF,
  _meta: { progressToken: "wrap-20" },
});

const WRAP = callTool(21, "wrap_gift", SCARF);

const CANCEL = {
  jsonrpc: "2.0",
  method: "notifications/cancelled",
  params: { requestId: 21, reason: "The user picked another gift." },
};

const WRAP_SENT: MessageMatch = {
  flow: "out",
  kind: "request",
  method: "tools/call",
  pointer: { path: "/params/name", test: { op: "equals", value: "wrap_gift" } },
};

export const lesson: Lesson = {
  id: "long-calls",
  section: 4,
  title: {
    en: "A slow call: progress and cancellation",
    ru: "Долгий вызов: прогресс и отмена",
  },
  body: [
    {
      type: "text",
      text: {
        en: "Some tools take a while. The gift server's `wrap_gift` needs about three and a half seconds: five steps of 0.7 s each, from measuring the gift to tying the ribbon. Two notifications make such calls bearable, and both are tied to one particular request.",
        ru: "Некоторые инструменты работают долго. `wrap_gift` сервера подарков занимает около трёх с половиной секунд: пять шагов по 0,7 с, от обмера подарка до завязывания ленты. Два уведомления делают такие вызовы терпимыми, и оба привязаны к конкретному запросу.",
      },
    },
    {
      type: "text",
      text: {
        en: "Progress is something a request asks for: it puts a `progressToken` (a string or a number of its choosing) into `params._meta`. Without a token the server stays silent until the result.",
        ru: "О прогрессе запрос просит сам: кладёт в `params._meta` значение `progressToken` (строку или число на свой выбор). Без токена сервер молчит до самого результата.",
      },
    },
    { type: "code", code: json(WRAP_WITH_PROGRESS) },
    {
      type: "text",
      text: {
        en: "With the token, the server sends `notifications/progress` as it works. The token says which request the news is about; `progress` grows with every step, `total` is optional, and since 2025-03-26 there may be a `message` for the user:",
        ru: "С токеном сервер по ходу работы шлёт `notifications/progress`. По токену видно, к какому запросу относится новость; `progress` растёт с каждым шагом, `total` необязателен, а с 2025-03-26 может быть и `message` для пользователя:",
      },
    },
    {
      type: "code",
      code: json({
        jsonrpc: "2.0",
        method: "notifications/progress",
        params: { progressToken: "wrap-20", progress: 2, total: 5, message: "Cutting the paper…" },
      }),
    },
    {
      type: "text",
      text: {
        en: "To give up on a request, the client sends `notifications/cancelled` with the request's id as `requestId`, and a `reason` if it likes. The server stops the work and never replies to the cancelled request. Replies and cancellations can cross on the way; a client simply ignores a reply that comes after it cancelled.",
        ru: "Чтобы отказаться от запроса, клиент шлёт `notifications/cancelled` с id этого запроса в `requestId` и, по желанию, `reason`. Сервер прекращает работу и на отменённый запрос не отвечает вовсе. Ответ и отмена могут пересечься в пути: ответ, пришедший после отмены, клиент просто игнорирует.",
      },
    },
    { type: "code", code: json(CANCEL) },
  ],
  exercises: [
    {
      id: "compose-wrap-with-progress",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "Wrap it, and keep me posted", ru: "Заверните и держите в курсе" },
      why: {
        en: 'Progress is not an argument of the tool: the request asks for it by putting a `progressToken` (a string or an integer of its choosing) into `params._meta`, next to `name` and `arguments`. The arguments themselves are the gift and `paper: "festive"`. The server then sends `notifications/progress` carrying that token.',
        ru: 'Прогресс — не аргумент инструмента: запрос просит о нём, кладя `progressToken` (строку или целое число на свой выбор) в `params._meta`, рядом с `name` и `arguments`. Сами аргументы — подарок и `paper: "festive"`. Дальше сервер шлёт `notifications/progress` с этим токеном.',
      },
      task: {
        en: "Write the call that has `wrap_gift` wrap a cashmere scarf in festive paper and asks the server to report its progress.",
        ru: "Напишите вызов, в котором `wrap_gift` заворачивает кашемировый шарф в праздничную бумагу, и попросите сервер сообщать о ходе работы.",
      },
      hints: [
        {
          en: "The arguments are `gift` and `paper`; the progress request is not an argument.",
          ru: "Аргументы — `gift` и `paper`; просьба о прогрессе аргументом не является.",
        },
        {
          en: "The token goes into `params._meta.progressToken`, next to `name` and `arguments`. The papers are classic, floral, kraft and festive.",
          ru: "Токен кладётся в `params._meta.progressToken`, рядом с `name` и `arguments`. Бумага бывает classic, floral, kraft и festive.",
        },
        {
          en: '`"params": {"name": "wrap_gift", "arguments": {"gift": "Cashmere scarf", "paper": "festive"}, "_meta": {"progressToken": "wrap-20"}}`',
          ru: '`"params": {"name": "wrap_gift", "arguments": {"gift": "Cashmere scarf", "paper": "festive"}, "_meta": {"progressToken": "wrap-20"}}`',
        },
      ],
      start: json(callTool(20, "wrap_gift", {})),
      checks: [
        { type: "method", method: "tools/call" },
        equals("/params/name", "wrap_gift"),
        matches(
          "/params/arguments/gift",
          { type: "string", minLength: 1 },
          { en: "Name the gift in `gift`.", ru: "Назовите подарок в `gift`." },
        ),
        equals("/params/arguments/paper", "festive"),
        matches(
          "/params/_meta/progressToken",
          { type: ["string", "integer"] },
          {
            en: "Ask for progress with `params._meta.progressToken`: a string or an integer.",
            ru: "Попросите о прогрессе через `params._meta.progressToken`: строку или целое число.",
          },
        ),
        valid,
      ],
      solution: json(WRAP_WITH_PROGRESS),
    },
    {
      id: "follow-progress",
      kind: "server",
      version: "2025-11-25",
      title: { en: "Watch it being wrapped", ru: "Смотрите, как заворачивают" },
      why: {
        en: "A call with a `progressToken` gets `notifications/progress` with that token after each step of the work, and then the result. The notifications come before the result because they report on work still going on; after the result there is nothing left to report.",
        ru: "Вызов с `progressToken` получает после каждого шага работы `notifications/progress` с этим токеном, а затем результат. Уведомления приходят до результата, потому что сообщают о работе, которая ещё идёт; после результата сообщать уже не о чем.",
      },
      task: {
        en: "Send a `wrap_gift` call with a progress token to the gift server and receive its progress notifications before the result.",
        ru: "Отправьте серверу подарков вызов `wrap_gift` с токеном прогресса и получите уведомления о прогрессе до результата.",
      },
      hints: [
        {
          en: "The message in the editor is ready; the session may not be.",
          ru: "Сообщение в редакторе готово; сессия — возможно, нет.",
        },
        {
          en: "If the reply is -32600, shake hands first.",
          ru: "Если пришло -32600, сначала сделайте рукопожатие.",
        },
        {
          en: "After the handshake, send the call as it is and wait about four seconds.",
          ru: "После рукопожатия отправьте вызов как есть и подождите секунды четыре.",
        },
      ],
      start: json(WRAP_WITH_PROGRESS),
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "notification", method: "notifications/progress" },
          says: {
            en: "No progress yet: does your call carry `params._meta.progressToken`?",
            ru: "Прогресса пока нет: есть ли в вызове `params._meta.progressToken`?",
          },
        },
        {
          type: "after",
          first: { flow: "in", kind: "notification", method: "notifications/progress" },
          then: { flow: "in", kind: "reply", method: "tools/call", outcome: "success" },
          says: {
            en: "Wait for the result: it comes after the last step.",
            ru: "Дождитесь результата: он приходит после последнего шага.",
          },
        },
      ],
      solution: [...handshake("2025-11-25"), json(WRAP_WITH_PROGRESS)],
    },
    {
      id: "predict-no-token",
      kind: "predict",
      version: "2025-11-25",
      title: { en: "No token", ru: "Без токена" },
      why: {
        en: "Progress reports are something the request asks for with a `progressToken`; without one the server has nothing to tie them to and works quietly. A slow tool needs no token: after a few seconds the result arrives, and nothing before it.",
        ru: "Сообщения о прогрессе приходят, только если запрос попросил о них через `progressToken`; без токена серверу не к чему их привязать, и он работает молча. Медленному инструменту токен не обязателен: через несколько секунд приходит результат, и ничего до него.",
      },
      task: {
        en: "This call has no progress token. What will arrive from the gift server? Choose, then send (in a session past the handshake).",
        ru: "В этом вызове нет токена прогресса. Что придёт от сервера подарков? Выберите, затем отправьте (в сессии после рукопожатия).",
      },
      hints: [
        {
          en: "Who decides whether there will be progress reports?",
          ru: "Кто решает, будут ли сообщения о прогрессе?",
        },
        {
          en: "Progress is tied to a request by its token.",
          ru: "Прогресс привязан к запросу токеном.",
        },
        {
          en: "No token, no progress: the server works quietly and then replies.",
          ru: "Нет токена — нет прогресса: сервер молча работает, потом отвечает.",
        },
      ],
      message: json(callTool(22, "wrap_gift", { gift: "Bonsai tree", paper: "kraft" })),
      choices: [
        {
          id: "progress",
          label: {
            en: "Progress notifications, then the result",
            ru: "Уведомления о прогрессе, затем результат",
          },
          why: {
            en: "Progress is tied to a request by the token the request chose. This call carries no `progressToken` in `params._meta`, so the server has nothing to tie progress to.",
            ru: "Прогресс привязан к запросу токеном, который выбрал сам запрос. В `params._meta` этого вызова нет `progressToken`, и серверу не к чему привязать прогресс.",
          },
        },
        {
          id: "result-only",
          label: {
            en: "Only the result, after a few seconds",
            ru: "Только результат, через несколько секунд",
          },
          why: {
            en: "Right: without a token the server works quietly, and the result comes when the wrapping is done.",
            ru: "Верно: без токена сервер работает молча, а результат приходит, когда заворачивание закончено.",
          },
        },
        {
          id: "error",
          label: {
            en: "Error -32602: a slow tool needs a progress token",
            ru: "Ошибку -32602: медленному инструменту нужен токен прогресса",
          },
          why: {
            en: "A progress token is optional for every tool: it is an offer to be told, not a requirement. The call is valid without it.",
            ru: "Токен прогресса необязателен для любого инструмента: это просьба держать в курсе, а не требование. Вызов без него правильный.",
          },
        },
      ],
      answer: "result-only",
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "tools/call", outcome: "success" },
        },
      ],
    },
    {
      id: "cancel-wrap",
      kind: "server",
      version: "2025-11-25",
      title: { en: "Changed my mind", ru: "Я передумал" },
      why: {
        en: "Cancelling is the notification `notifications/cancelled`, with the id of the call to give up on in `params.requestId` (21). It only makes sense while the call is still running: the server stops the work and never replies to 21. A cancellation sent after the result cancels nothing.",
        ru: "Отмена — это уведомление `notifications/cancelled`, в `params.requestId` которого — id вызова, от которого отказываются (21). Смысл она имеет, только пока вызов ещё выполняется: сервер прекращает работу и на запрос 21 не отвечает. Отмена, отправленная после результата, ничего не отменяет.",
      },
      task: {
        en: "Start wrapping (request 21), then cancel it before its result arrives. This exercise slows the gift server down by 2 seconds a message (Added latency, under **Target setup** → **Server settings**), so you have about five seconds: write the cancellation first, copy it, then send the call, paste and send.",
        ru: "Начните заворачивать (запрос 21), затем отмените его, пока не пришёл результат. Это упражнение замедляет сервер подарков на 2 секунды на сообщение (добавочная задержка: **Настройка цели** → **Настройки сервера**), так что у вас около пяти секунд: сначала напишите отмену и скопируйте её, потом отправьте вызов, вставьте и отправьте.",
      },
      hints: [
        {
          en: "A cancellation is a notification that names the request it cancels.",
          ru: "Отмена — это уведомление, в котором указан отменяемый запрос.",
        },
        {
          en: "`notifications/cancelled` with `params.requestId` set to the id of the call: 21.",
          ru: "`notifications/cancelled` с `params.requestId`, равным id вызова: 21.",
        },
        {
          en: '`{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 21}}`, sent while the wrapping goes on: no reply to 21 will come.',
          ru: '`{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 21}}`, отправленное, пока идёт заворачивание: ответа на 21 не будет.',
        },
      ],
      start: json(WRAP),
      controls: { latencyMs: SLOW_MS },
      checks: [
        {
          type: "has",
          message: WRAP_SENT,
          says: { en: "Call `wrap_gift` first.", ru: "Сначала вызовите `wrap_gift`." },
        },
        {
          type: "after",
          first: { ...WRAP_SENT, pointer: { path: "/id", test: { op: "equals", value: 21 } } },
          then: {
            flow: "out",
            kind: "notification",
            method: "notifications/cancelled",
            pointer: { path: "/params/requestId", test: { op: "equals", value: 21 } },
          },
          says: {
            en: "After call 21, send `notifications/cancelled` whose `requestId` is the number 21.",
            ru: "После вызова 21 отправьте `notifications/cancelled` с `requestId`, равным числу 21.",
          },
        },
        {
          type: "has",
          message: {
            ...WRAP_SENT,
            pointer: { path: "/id", test: { op: "equals", value: 21 } },
            cancelledInFlight: true,
          },
          says: {
            en: "The cancellation must go out while call 21 is still running, before its result arrives: a cancellation after the result cancels nothing. Send the call again and cancel it sooner.",
            ru: "Отмена должна уйти, пока вызов 21 ещё выполняется, до прихода результата: отмена после результата ничего не отменяет. Отправьте вызов снова и отмените его раньше.",
          },
        },
      ],
      solution: [...handshake("2025-11-25"), json(WRAP), json(CANCEL)],
    },
  ],
};
