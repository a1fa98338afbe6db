/** The six typical mistakes, one exercise (or two) each. */
import type { Json, Lesson, MessageMatch } from "../types.ts";
import {
  SLOW_MS,
  CATALOG_URI,
  TEXT_CONTENT,
  callTool,
  equals,
  handshake,
  json,
  line,
  matches,
  pointer,
  request,
  valid,
} from "./shared/messages.ts";

const TWO_GIFTS = {
  gifts: [
    { name: "Strategy board game", price: 44, category: "games" },
    { name: "Party card game", price: 19, category: "games" },
  ],
};

const GIFT_TEXT =
  "Gift ideas for a birthday, up to $50: a strategy board game ($44) and a party card game ($19).";

const GIFT_RESULT = {
  content: [{ type: "text", text: GIFT_TEXT }],
  structuredContent: TWO_GIFTS,
};

/** `suggest_gifts`'s `outputSchema`, as the gift server declares it. */
const GIFTS_OUTPUT: Json = {
  type: "object",
  required: ["gifts"],
  properties: {
    gifts: {
      type: "array",
      items: {
        type: "object",
        required: ["name", "price", "category"],
        properties: {
          name: { type: "string" },
          price: { type: "number" },
          category: { type: "string" },
        },
      },
    },
  },
};

const WRAP = callTool(9, "wrap_gift", { gift: "Strategy board game", paper: "festive" });
const SUGGEST_SAME_ID = callTool(9, "suggest_gifts", { occasion: "birthday", budget: 50 });

/** A message whose id is 9. */
const ID_9: MessageMatch["pointer"] = { path: "/id", test: { op: "equals", value: 9 } };

export const lesson: Lesson = {
  id: "six-mistakes",
  section: 8,
  title: { en: "Six typical mistakes", ru: "Шесть типичных ошибок" },
  body: [
    {
      type: "text",
      text: {
        en: "Almost every broken MCP integration breaks in one of six ways. You have met each of them in this course; here they are side by side, with one exercise each.",
        ru: "Почти любая сломанная интеграция с MCP ломается одним из шести способов. Каждый из них уже встречался в курсе; здесь они собраны вместе, по упражнению на каждый.",
      },
    },
    {
      type: "text",
      text: {
        en: "**1. Mixing protocol and business errors.** A broken rule of the protocol (unknown method, params of the wrong shape) is a top-level `error`; a failure of the tool's own job (nothing fits the budget) is a `result` with `isError: true`. Swapping them hides the reason from the model, or hides a bug from you.",
        ru: "**1. Путать протокольные и бизнес-ошибки.** Нарушенное правило протокола (неизвестный метод, параметры не той формы) — это `error` верхнего уровня; неудача в собственной работе инструмента (под бюджет ничего не подходит) — `result` с `isError: true`. Перепутаете — и либо модель не узнает причину, либо вы не заметите баг.",
      },
    },
    {
      type: "text",
      text: {
        en: "**2. Ignoring `id`.** A reply without the request's `id` belongs to nothing; two requests in flight with the same `id` get two replies that nobody can tell apart.",
        ru: "**2. Не следить за `id`.** Ответ без `id` запроса не относится ни к чему; на два одновременных запроса с одним `id` придут два ответа, которые никто не различит.",
      },
    },
    {
      type: "text",
      text: {
        en: "**3. Unstable result shapes.** If `suggest_gifts` sometimes returns an array of gifts, sometimes one string and sometimes no `structuredContent` at all, every client and widget built on it breaks sooner or later. One method, one shape, the one its `outputSchema` declares; a new shape deserves a new tool or a new version.",
        ru: "**3. Нестабильная форма результата.** Если `suggest_gifts` то возвращает массив подарков, то одну строку, а то и вовсе обходится без `structuredContent`, рано или поздно сломается каждый клиент и виджет, построенный на нём. Один метод — одна форма, та, что объявлена в его `outputSchema`; новая форма заслуживает нового инструмента или новой версии.",
      },
    },
    {
      type: "text",
      text: {
        en: "**4. Extra or missing params fields.** The names are fixed by the specification, not by taste: `name`, not `toolName`; `uri`, not `resourceId`.",
        ru: "**4. Лишние или недостающие поля в params.** Имена задаёт спецификация, а не вкус: `name`, а не `toolName`; `uri`, а не `resourceId`.",
      },
    },
    {
      type: "code",
      code: line(request(4, "resources/read", { resourceId: CATALOG_URI })),
      caption: { en: "Mistake 4: `resourceId`", ru: "Ошибка 4: `resourceId`" },
    },
    {
      type: "text",
      text: {
        en: "**5. Notifications as a second reply channel.** A notification has no `id`, so nothing ties it to a request: results sent that way arrive (if the client reads notifications at all, which ChatGPT apps were seen not to do) with no way to know what they answer. Results go in the reply.",
        ru: "**5. Уведомления как второй канал ответов.** У уведомления нет `id`, и ничто не связывает его с запросом: результаты, отправленные так, доходят (если клиент вообще читает уведомления, а приложения ChatGPT, как замечено, этого не делают) без всякой возможности понять, на что они отвечают. Результату место в ответе.",
      },
    },
    {
      type: "text",
      text: {
        en: "**6. Not looking at the raw messages.** A widget that says “something went wrong” does not tell you at which level: transport, protocol or the tool's business. The raw requests, replies and notifications do, and that is what the session log of this playground (or any inspector) is for.",
        ru: "**6. Не смотреть на сырые сообщения.** Виджет, который пишет «что-то пошло не так», не говорит, на каком уровне: транспорт, протокол или бизнес-логика инструмента. Это видно по сырым запросам, ответам и уведомлениям — для того и нужен журнал сессии этой песочницы (или любой инспектор).",
      },
    },
  ],
  exercises: [
    {
      id: "unknown-method-as-tool-error",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "1. Not a tool's failure", ru: "1. Инструмент тут ни при чём" },
      why: {
        en: "No tool ran: the request named a method the server does not have, which breaks a rule of JSON-RPC. That is a protocol error, a top-level `error` with code -32601 and the request's `id` 9. Dressed up as a tool result with `isError: true`, it would hide a bug in the client behind what looks like a tool's bad day.",
        ru: "Никакой инструмент не запускался: запрос вызвал метод, которого у сервера нет, а это нарушение правила JSON-RPC. Значит, это протокольная ошибка — `error` верхнего уровня с кодом -32601 и `id` запроса 9. Под видом результата инструмента с `isError: true` она спрятала бы ошибку в клиенте за чем-то похожим на неудачный день инструмента.",
      },
      task: {
        en: "Request 9 asked for the method `tools/col`, and the server answered with this. Fix the reply so that it says, at the right level, what really went wrong.",
        ru: "Запрос 9 вызвал метод `tools/col`, и сервер ответил вот так. Исправьте ответ, чтобы он на правильном уровне сообщал, что на самом деле не так.",
      },
      hints: [
        {
          en: "Did any tool run here?",
          ru: "Здесь вообще запускался какой-нибудь инструмент?",
        },
        {
          en: "An unknown method breaks a rule of JSON-RPC: that is a top-level `error`, with its own code.",
          ru: "Неизвестный метод нарушает правило JSON-RPC: это `error` верхнего уровня со своим кодом.",
        },
        {
          en: '`{"jsonrpc": "2.0", "id": 9, "error": {"code": -32601, "message": "Method not found: tools/col"}}`',
          ru: '`{"jsonrpc": "2.0", "id": 9, "error": {"code": -32601, "message": "Method not found: tools/col"}}`',
        },
      ],
      start: json({
        jsonrpc: "2.0",
        id: 9,
        result: {
          content: [{ type: "text", text: "Unknown method: tools/col" }],
          isError: true,
        },
      }),
      checks: [
        {
          type: "kind",
          kind: "reply",
          outcome: "error",
          says: {
            en: "No tool ran, so there is no tool result: answer with a top-level `error`.",
            ru: "Никакой инструмент не запускался, значит, и результата инструмента нет: ответьте `error` верхнего уровня.",
          },
        },
        equals("/id", 9),
        equals("/error/code", -32601, {
          en: "An unknown method is -32601.",
          ru: "Неизвестный метод — это -32601.",
        }),
        matches("/error/message", { type: "string", minLength: 1 }),
        valid,
      ],
      solution: json({
        jsonrpc: "2.0",
        id: 9,
        error: { code: -32601, message: "Method not found: tools/col" },
      }),
    },
    {
      id: "reply-without-id",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "2. Whose answer is this?", ru: "2. Чей это ответ?" },
      why: {
        en: 'A client finds the request a reply answers only by its `id`. Without `"id": 7` the reply belongs to nothing, and the client keeps waiting for request 7 while the gifts are lost. With it, the same result reaches the call that asked for it.',
        ru: 'Запрос, на который пришёл ответ, клиент находит только по `id`. Без `"id": 7` ответ ни к чему не относится: клиент продолжает ждать ответа на запрос 7, а подарки теряются. С ним тот же результат попадает к вызову, который его просил.',
      },
      task: {
        en: "The server found the gifts for request 7, but the client never matches this reply to its call. Fix it.",
        ru: "Сервер нашёл подарки для запроса 7, но клиент так и не сопоставляет этот ответ со своим вызовом. Исправьте его.",
      },
      hints: [
        {
          en: "How does a client find the request a reply answers?",
          ru: "Как клиент находит запрос, на который пришёл ответ?",
        },
        {
          en: "By the `id`, which this reply does not have.",
          ru: "По `id`, которого у этого ответа нет.",
        },
        { en: 'Add `"id": 7`.', ru: 'Добавьте `"id": 7`.' },
      ],
      start: json({ jsonrpc: "2.0", result: GIFT_RESULT }),
      checks: [
        { type: "finding", code: "jsonrpc.id-missing", present: false },
        equals("/id", 7, {
          en: "The reply carries the id of the request it answers: 7.",
          ru: "В ответе стоит id запроса, на который он отвечает: 7.",
        }),
        { type: "kind", kind: "reply", outcome: "success" },
        matches(
          "/result/structuredContent/gifts",
          { type: "array", minItems: 2 },
          { en: "Keep both gifts.", ru: "Оба подарка сохраните." },
        ),
        valid,
      ],
      solution: json({ jsonrpc: "2.0", id: 7, result: GIFT_RESULT }),
    },
    {
      id: "same-id-twice",
      kind: "server",
      version: "2025-11-25",
      title: { en: "2. Two requests, one id", ru: "2. Два запроса, один id" },
      why: {
        en: "Two requests in flight with the same id get two replies with the same id, and nothing in the frame tells them apart: the suggestions come back first, though the wrapping was asked first, and a client would hand them to whoever waits for id 9. An id must differ from every request still waiting for its reply; only once the first reply is in may it be used again.",
        ru: "Два одновременно выполняющихся запроса с одним id получают два ответа с одним id, и ничто в рамке их не различает: предложения приходят первыми, хотя упаковку попросили раньше, и клиент отдал бы их тому, кто ждёт id 9. id должен отличаться от id всех запросов, которые ещё ждут ответа; повторно использовать его можно только после того, как пришёл первый ответ.",
      },
      task: {
        en: "After the handshake, send the wrapping request in the editor (id 9). While it is still awaiting its reply (this exercise slows the gift server down by 2 seconds a message, so about five seconds), send `suggest_gifts` with the same id 9 (the playground flags it, since id 9 is still awaiting its reply: send it anyway). Then look at the two replies with id 9: can you tell which answers which?",
        ru: "После рукопожатия отправьте запрос на упаковку из редактора (id 9). Пока он ещё ждёт ответа (это упражнение замедляет сервер подарков на 2 секунды на сообщение, так что около пяти секунд), отправьте `suggest_gifts` с тем же id 9 (песочница отметит его как ошибку: id 9 ещё ждёт ответа — всё равно отправьте). Затем посмотрите на два ответа с id 9: можно ли понять, какой на что отвечает?",
      },
      hints: [
        {
          en: "Prepare the second request's text before you send the first: the wrapping does not wait.",
          ru: "Подготовьте текст второго запроса до отправки первого: упаковка ждать не будет.",
        },
        {
          en: 'The second one: `{"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday", "budget": 50}}}`',
          ru: 'Второй: `{"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday", "budget": 50}}}`',
        },
        {
          en: "The suggestions come first, though the wrapping was asked first: with one id, only the content gives them away. A client would hand the gifts to whoever waits for id 9.",
          ru: "Предложения приходят первыми, хотя упаковку попросили раньше: при одном id выдаёт их только содержимое. Клиент отдал бы подарки тому, кто ждёт id 9.",
        },
      ],
      start: json(WRAP),
      controls: { latencyMs: SLOW_MS },
      checks: [
        {
          type: "after",
          first: { flow: "out", kind: "request", pointer: ID_9 },
          then: { flow: "out", kind: "request", pointer: ID_9 },
          says: {
            en: "Send two requests with id 9.",
            ru: "Отправьте два запроса с id 9.",
          },
        },
        {
          type: "after",
          first: { flow: "out", kind: "request", pointer: ID_9 },
          then: { flow: "out", kind: "request", pointer: ID_9, duplicateId: true },
          says: {
            en: "Send the second request with id 9 while the first is still awaiting its reply: once a reply has come, its id is free again.",
            ru: "Отправьте второй запрос с id 9, пока первый ещё ждёт ответа: когда ответ пришёл, id снова свободен.",
          },
        },
        {
          type: "after",
          first: { flow: "in", kind: "reply", pointer: ID_9 },
          then: { flow: "in", kind: "reply", pointer: ID_9 },
          says: {
            en: "Wait for both replies with id 9.",
            ru: "Дождитесь обоих ответов с id 9.",
          },
        },
      ],
      solution: [...handshake("2025-11-25"), json(WRAP), json(SUGGEST_SAME_ID)],
    },
    {
      id: "one-shape",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "3. Sometimes a string", ru: "3. Иногда строка" },
      why: {
        en: "A widget and a client are written against the shape the tool declares in its `outputSchema`: `structuredContent` is an object with `gifts`, each with `name`, `price` and `category`. A string in its place breaks them, even if a person can read it. One tool, one shape, every time; `content` stays the text for the model.",
        ru: "Виджет и клиент пишут под форму, которую инструмент объявил в `outputSchema`: `structuredContent` — объект с `gifts`, у каждого подарка `name`, `price` и `category`. Строка на этом месте их ломает, даже если человек её прочитает. Один инструмент — одна форма, всегда; `content` остаётся текстом для модели.",
      },
      task: {
        en: "On some days this server returns the gifts as one string. The widget expects the shape `suggest_gifts` declares in its `outputSchema`: an object with `gifts`, each gift with `name`, `price` and `category`. Fix the result.",
        ru: "Иногда этот сервер возвращает подарки одной строкой. А виджет ждёт форму, которую `suggest_gifts` объявил в `outputSchema`: объект с `gifts`, у каждого подарка `name`, `price` и `category`. Исправьте результат.",
      },
      hints: [
        {
          en: "`content` can stay as it is; the problem is the data.",
          ru: "`content` можно не трогать; беда в данных.",
        },
        {
          en: "`structuredContent` must be an object holding an array `gifts`.",
          ru: "`structuredContent` должен быть объектом с массивом `gifts`.",
        },
        {
          en: '`"structuredContent": {"gifts": [{"name": "Strategy board game", "price": 44, "category": "games"}, {"name": "Party card game", "price": 19, "category": "games"}]}`',
          ru: '`"structuredContent": {"gifts": [{"name": "Strategy board game", "price": 44, "category": "games"}, {"name": "Party card game", "price": 19, "category": "games"}]}`',
        },
      ],
      start: json({
        jsonrpc: "2.0",
        id: 7,
        result: {
          content: [{ type: "text", text: GIFT_TEXT }],
          structuredContent: "Strategy board game ($44), Party card game ($19)",
        },
      }),
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 7),
        matches("/result/structuredContent", GIFTS_OUTPUT, {
          en: '`structuredContent` takes the declared shape: `{"gifts": [{"name", "price", "category"}, …]}`.',
          ru: '`structuredContent` должен иметь объявленную форму: `{"gifts": [{"name", "price", "category"}, …]}`.',
        }),
        matches(
          "/result/structuredContent/gifts",
          { type: "array", minItems: 2 },
          { en: "Both gifts, as two items.", ru: "Оба подарка, двумя элементами." },
        ),
        matches("/result/content", TEXT_CONTENT),
        valid,
      ],
      solution: json({ jsonrpc: "2.0", id: 7, result: GIFT_RESULT }),
    },
    {
      id: "resource-id",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "4. A field of one's own", ru: "4. Поле на свой вкус" },
      why: {
        en: "The fields of `params` are fixed by the specification: `resources/read` takes the resource's `uri`. A server does not know `resourceId`, finds no `uri` and refuses the request. Renamed, the same value reads the catalog.",
        ru: "Поля `params` задаёт спецификация: `resources/read` принимает `uri` ресурса. Поля `resourceId` сервер не знает, `uri` не находит и отклоняет запрос. После переименования то же значение читает каталог.",
      },
      task: {
        en: "Fix this request so that it reads the gift catalog.",
        ru: "Исправьте запрос, чтобы он читал каталог подарков.",
      },
      hints: [
        {
          en: "The method is right; one params field is not.",
          ru: "Метод верный; неверно одно поле в params.",
        },
        {
          en: "`resources/read` names its resource by a field the specification defines. Which?",
          ru: "`resources/read` указывает ресурс в поле, которое определяет спецификация. В каком?",
        },
        {
          en: 'Rename `resourceId` to `uri`: `"params": {"uri": "gifts://catalog"}`.',
          ru: 'Переименуйте `resourceId` в `uri`: `"params": {"uri": "gifts://catalog"}`.',
        },
      ],
      start: json(request(4, "resources/read", { resourceId: CATALOG_URI })),
      checks: [
        { type: "kind", kind: "request" },
        { type: "method", method: "resources/read" },
        equals("/params/uri", CATALOG_URI, {
          en: "A resource is named by `uri`.",
          ru: "Ресурс указывают в поле `uri`.",
        }),
        pointer(
          "/params/resourceId",
          { op: "absent" },
          {
            en: "`resourceId` is not a field of `resources/read`: remove it.",
            ru: "`resourceId` — не поле `resources/read`: уберите его.",
          },
        ),
        valid,
      ],
      solution: json(request(4, "resources/read", { uri: CATALOG_URI })),
    },
    {
      id: "tool-name-key",
      kind: "predict",
      version: "2025-11-25",
      title: { en: "4. `toolName` for `name`", ru: "4. `toolName` вместо `name`" },
      why: {
        en: "`tools/call` requires `params.name`, and a server does not guess that `toolName` means the same. The method is known, but its params lack a required field, so the gift server answers -32602, invalid params, before any tool runs.",
        ru: "`tools/call` требует `params.name`, а угадывать, что `toolName` значит то же самое, сервер не станет. Метод известен, но в его параметрах нет обязательного поля, поэтому сервер подарков отвечает -32602, неверные параметры, ещё до запуска какого-либо инструмента.",
      },
      task: {
        en: "This call names its tool in `toolName`. What will the gift server answer? Choose, then send it (in a session past the handshake).",
        ru: "В этом вызове имя инструмента передано в поле `toolName`. Что ответит сервер подарков? Выберите, затем отправьте (в сессии после рукопожатия).",
      },
      hints: [
        {
          en: "Does the server guess what a field means?",
          ru: "Угадывает ли сервер, что значит поле?",
        },
        {
          en: "`params.name` is required in `tools/call`, and here there is none.",
          ru: "`params.name` в `tools/call` обязателен, а его здесь нет.",
        },
        {
          en: "Params that miss a required field: -32602.",
          ru: "В параметрах нет обязательного поля: -32602.",
        },
      ],
      message: json({
        jsonrpc: "2.0",
        id: 5,
        method: "tools/call",
        params: { toolName: "suggest_gifts", arguments: { occasion: "birthday", budget: 50 } },
      }),
      choices: [
        {
          id: "gifts",
          label: { en: "Gift ideas: close enough", ru: "Идеи подарков: и так понятно" },
          why: {
            en: "A server does not guess what an unknown field means: `toolName` is not `name`, and without `name` it does not know which tool to run.",
            ru: "Сервер не угадывает, что значит незнакомое поле: `toolName` — не `name`, а без `name` он не знает, какой инструмент запускать.",
          },
        },
        {
          id: "invalid-params",
          label: { en: "Error -32602, invalid params", ru: "Ошибку -32602, неверные параметры" },
          why: {
            en: "Right: `tools/call` is known, but its params miss the required `name`: -32602.",
            ru: "Верно: `tools/call` известен, но в параметрах нет обязательного `name`: -32602.",
          },
        },
        {
          id: "method-not-found",
          label: { en: "Error -32601, method not found", ru: "Ошибку -32601, метод не найден" },
          why: {
            en: "-32601 is for an unknown method. `tools/call` is known: what is wrong is inside its `params`.",
            ru: "-32601 — для неизвестного метода. `tools/call` известен: ошибка внутри его `params`.",
          },
        },
        {
          id: "tool-error",
          label: { en: "A result with `isError: true`", ru: "Результат с `isError: true`" },
          why: {
            en: "`isError: true` is for a tool that ran and could not help. Here the server cannot even tell which tool is meant, so no tool runs.",
            ru: "`isError: true` — для инструмента, который отработал, но не смог помочь. Здесь сервер даже не может понять, какой инструмент имеется в виду, и ничего не запускает.",
          },
        },
      ],
      answer: "invalid-params",
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "tools/call", errorCode: -32602 },
        },
      ],
    },
    {
      id: "notification-as-reply",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "5. A result by the back door", ru: "5. Результат с чёрного хода" },
      why: {
        en: "The client waits for a reply with `id` 7; a notification has no `id`, so nothing ties it to the request, and a client may not even read notifications. The gifts belong in the reply: `id` 7, no `method`, and a `result` shaped like a tool result, text in `content` and the gifts in `structuredContent`.",
        ru: "Клиент ждёт ответа с `id` 7; у уведомления `id` нет, и ничто не связывает его с запросом, а клиент может и вовсе не читать уведомления. Подаркам место в ответе: `id` 7, без `method`, а `result` в форме результата инструмента — текст в `content`, подарки в `structuredContent`.",
      },
      task: {
        en: "This server sends the gifts for request 7 as a log notification. Turn it into the message the client is actually waiting for.",
        ru: "Этот сервер присылает подарки для запроса 7 уведомлением журнала. Превратите его в сообщение, которого клиент на самом деле ждёт.",
      },
      hints: [
        {
          en: "The client waits for something with the id 7.",
          ru: "Клиент ждёт чего-то с id 7.",
        },
        {
          en: "A reply: `id`, and a `result` in the shape of a tool result; no `method`, no `params`.",
          ru: "Ответ: `id` и `result` в форме результата инструмента; без `method` и `params`.",
        },
        {
          en: '`{"jsonrpc": "2.0", "id": 7, "result": {"content": [{"type": "text", "text": …}], "structuredContent": {"gifts": […]}}}`',
          ru: '`{"jsonrpc": "2.0", "id": 7, "result": {"content": [{"type": "text", "text": …}], "structuredContent": {"gifts": […]}}}`',
        },
      ],
      start: json({
        jsonrpc: "2.0",
        method: "notifications/message",
        params: { level: "info", data: { requestId: 7, ...TWO_GIFTS } },
      }),
      checks: [
        {
          type: "kind",
          kind: "reply",
          outcome: "success",
          says: {
            en: "Results travel in a reply, not in a notification.",
            ru: "Результаты передают в ответе, а не в уведомлении.",
          },
        },
        equals("/id", 7, {
          en: "The reply's `id` ties it to request 7.",
          ru: "`id` ответа связывает его с запросом 7.",
        }),
        pointer("/method", { op: "absent" }),
        matches("/result/content", TEXT_CONTENT, {
          en: "A tool result always has `content`: a sentence for the model.",
          ru: "У результата инструмента всегда есть `content`: предложение для модели.",
        }),
        matches(
          "/result/structuredContent/gifts",
          { type: "array", minItems: 2 },
          {
            en: "The two gifts go in `result.structuredContent.gifts`.",
            ru: "Два подарка — в `result.structuredContent.gifts`.",
          },
        ),
        valid,
      ],
      solution: json({ jsonrpc: "2.0", id: 7, result: GIFT_RESULT }),
    },
    {
      id: "two-levels",
      kind: "server",
      version: "2025-11-25",
      title: { en: "6. Read the raw log", ru: "6. Читайте сырой журнал" },
      why: {
        en: "The raw log shows what a widget's \"Couldn't find gifts\" hides. The first reply is a top-level `error` (-32602): the tool `suggest_gift` does not exist, a protocol error. Once the name is fixed, the second reply is a `result` with `isError: true`: the tool ran and nothing costs $5, a business error. Same words in the widget, two different levels in the messages.",
        ru: "Сырой журнал показывает то, что скрывает надпись виджета «Не удалось найти подарки». Первый ответ — `error` верхнего уровня (-32602): инструмента `suggest_gift` нет, это протокольная ошибка. После исправления имени второй ответ — `result` с `isError: true`: инструмент отработал, но за $5 ничего нет, это бизнес-ошибка. В виджете одни и те же слова, а в сообщениях — два разных уровня.",
      },
      task: {
        en: "A widget shows “Couldn't find gifts” for this call, whatever goes wrong. Send it, read the raw reply, fix what the protocol complains about and send again. Get both failures into the log: one at the protocol's level, one at the tool's.",
        ru: "Виджет пишет «Не удалось найти подарки», что бы ни пошло не так. Отправьте этот вызов, прочтите сырой ответ, исправьте то, на что жалуется протокол, и отправьте снова. Получите в журнале обе неудачи: одну на уровне протокола, другую на уровне инструмента.",
      },
      hints: [
        {
          en: "Shake hands, then send the call unchanged.",
          ru: "Сделайте рукопожатие и отправьте вызов без изменений.",
        },
        {
          en: "The first reply is a top-level `error`: read its `message`. What is wrong with the tool's name?",
          ru: "Первый ответ — `error` верхнего уровня: прочтите его `message`. Что не так с именем инструмента?",
        },
        {
          en: "Call `suggest_gifts` (with an s) and keep the budget of 5: the result says `isError: true`, nothing costs that little.",
          ru: "Вызовите `suggest_gifts` (с s на конце) и оставьте бюджет 5: в результате будет `isError: true`, так дёшево ничего нет.",
        },
      ],
      start: json(callTool(10, "suggest_gift", { occasion: "birthday", budget: 5 })),
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "tools/call", outcome: "error" },
          says: {
            en: "No protocol error yet: send the call as it is (after the handshake).",
            ru: "Протокольной ошибки пока нет: отправьте вызов как есть (после рукопожатия).",
          },
        },
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "tools/call", toolError: true },
          says: {
            en: "No tool error yet: fix the tool's name and send again.",
            ru: "Ошибки инструмента пока нет: исправьте имя инструмента и отправьте снова.",
          },
        },
      ],
      solution: [
        ...handshake("2025-11-25"),
        json(callTool(10, "suggest_gift", { occasion: "birthday", budget: 5 })),
        json(callTool(11, "suggest_gifts", { occasion: "birthday", budget: 5 })),
      ],
    },
  ],
};
