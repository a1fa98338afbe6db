/** Mini-practice: read a whole dialog, the missing budget's two roads, the newcomer's call. */
import type { Lesson } from "../types.ts";
import {
  GIFT_LIST,
  KIND_CHOICES,
  SUGGEST_GIFTS_INPUT,
  TEXT_CONTENT,
  callTool,
  equals,
  handshake,
  initialize,
  json,
  line,
  matches,
  pointer,
  request,
  valid,
} from "./shared/messages.ts";
import { MEANINGS } from "../meaning.ts";

const LIST = request(1, "tools/list");

const LIST_RESULT = {
  jsonrpc: "2.0",
  id: 1,
  result: {
    tools: [
      {
        name: "suggest_gifts",
        title: "Suggest gifts",
        description: "Suggests gifts for an occasion within a budget in US dollars.",
        inputSchema: SUGGEST_GIFTS_INPUT,
      },
    ],
  },
};

const OCCASION_ONLY = callTool(2, "suggest_gifts", { occasion: "birthday" });

const MISSING_BUDGET = {
  jsonrpc: "2.0",
  id: 2,
  error: { code: -32602, message: "Missing required property 'budget' in arguments" },
};

const DEFAULT_BUDGET = {
  jsonrpc: "2.0",
  id: 2,
  result: {
    content: [
      {
        type: "text",
        text: "No budget was given, so I assumed $50: a strategy board game ($44) and a party card game ($19).",
      },
    ],
    structuredContent: {
      gifts: [
        { name: "Strategy board game", price: 44 },
        { name: "Party card game", price: 19 },
      ],
    },
    isError: false,
  },
};

/** The call newcomers write: `tool` and `args` instead of `name` and `arguments`. */
const NEWCOMER = {
  jsonrpc: "2.0",
  id: 3,
  method: "tools/call",
  params: { tool: "suggest_gifts", args: { occasion: "birthday", budget: 100 } },
};

export const lesson: Lesson = {
  id: "read-and-fix",
  section: 7,
  title: {
    en: "Practice: read a dialog, fix a call",
    ru: "Практика: прочитать диалог, исправить вызов",
  },
  body: [
    {
      type: "text",
      text: {
        en: "Time to put it together. Reading a log comes down to three questions per message: is there an `id`, is there a `method`, is there a `result` or an `error`? And for every reply: which request does it answer? Here is a short dialog between a client and a gift server. First the client asks what tools there are:",
        ru: "Пора собрать всё вместе. Чтение журнала сводится к трём вопросам к каждому сообщению: есть ли `id`, есть ли `method`, есть ли `result` или `error`? А для каждого ответа — на какой запрос он отвечает? Вот короткий диалог клиента с сервером подарков. Сначала клиент спрашивает, какие есть инструменты:",
      },
    },
    { type: "code", code: line(LIST) },
    {
      type: "text",
      text: {
        en: "The answer carries the same `id`, 1, and a `result`: the request succeeded. The client now knows the tool's name and, from its `inputSchema`, that `occasion` and `budget` are both required:",
        ru: "В ответе тот же `id`, 1, и `result`: запрос удался. Теперь клиент знает имя инструмента, а из его `inputSchema` — что обязательны и `occasion`, и `budget`:",
      },
    },
    { type: "code", code: json(LIST_RESULT) },
    {
      type: "text",
      text: {
        en: "Then it calls the tool, request 2, but passes only the occasion:",
        ru: "Затем клиент вызывает инструмент (запрос 2), но передаёт только повод:",
      },
    },
    { type: "code", code: line(OCCASION_ONLY) },
    {
      type: "text",
      text: {
        en: "A server that needs the budget has two honest roads. It can refuse on the protocol's level: the params do not fit the schema, so a top-level error, -32602:",
        ru: "У сервера, которому нужен бюджет, два честных пути. Он может отказать на уровне протокола: параметры не подходят под схему, значит, ошибка верхнего уровня, -32602:",
      },
    },
    { type: "code", code: line(MISSING_BUDGET) },
    {
      type: "text",
      text: {
        en: "Or it can decide, as a matter of business, to assume a default budget and answer normally, saying so in the text. Which road to take is the server author's decision; what matters is that the client can tell which one was taken. (Since 2025-11-25 the specification prefers a third form for arguments that do not fit: a result with `isError: true`, so that the model can read the reason and call again. The gift server does that, and if the client can answer questions, it asks the user for the budget instead.)",
        ru: "А может решить — это уже бизнес-решение — взять бюджет по умолчанию и ответить как обычно, упомянув это в тексте. Какой путь выбрать, решает автор сервера; важно, чтобы клиент мог понять, какой выбран. (С 2025-11-25 спецификация предпочитает для неподходящих аргументов третью форму: результат с `isError: true`, чтобы модель прочла причину и вызвала инструмент снова. Сервер подарков так и делает, а если клиент умеет отвечать на вопросы, спрашивает бюджет у пользователя.)",
      },
    },
    {
      type: "text",
      text: {
        en: "And here is the call newcomers write most often. It looks reasonable and is refused by every server: the params of `tools/call` are `name` and `arguments`, not `tool` and `args`.",
        ru: "А вот вызов, который новички пишут чаще всего. Выглядит разумно, но любой сервер его отклонит: параметры `tools/call` называются `name` и `arguments`, а не `tool` и `args`.",
      },
    },
    { type: "code", code: line(NEWCOMER) },
  ],
  exercises: [
    {
      id: "read-the-first-reply",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "The first answer", ru: "Первый ответ" },
      why: {
        en: "The three questions give: an `id` (1, the same as the `tools/list` request), no `method`, and a `result`. So it is the successful reply to request 1, and the `tools` in it tell the client what it may call.",
        ru: "Три вопроса дают: `id` есть (1, тот же, что у запроса `tools/list`), `method` нет, есть `result`. Значит, это успешный ответ на запрос 1, а `tools` в нём говорят клиенту, что можно вызывать.",
      },
      task: {
        en: "This came back after `tools/list` with id 1. What is it?",
        ru: "Это пришло после `tools/list` с id 1. Что это?",
      },
      hints: [
        { en: "Ask the three questions.", ru: "Задайте три вопроса." },
        {
          en: "An `id`, no `method`, and a `result`.",
          ru: "`id` есть, `method` нет, есть `result`.",
        },
        {
          en: "The same id as the request, with a result: a success.",
          ru: "Тот же id, что у запроса, и результат: успех.",
        },
      ],
      message: json(LIST_RESULT),
      choices: KIND_CHOICES,
      answer: "result",
    },
    {
      id: "which-road",
      kind: "server",
      version: "2025-11-25",
      title: {
        en: "Which road does the gift server take?",
        ru: "Какой путь выберет сервер подарков?",
      },
      why: {
        en: "In 2025-11-25 the gift server takes the third form the lesson mentions: arguments that do not fit the schema come back as a result with `isError: true` whose text names the missing budget, so the model can ask for it and call again. It would ask the user itself only if the client had declared that it can answer questions; the `initialize` with empty `capabilities` did not.",
        ru: "В версии 2025-11-25 сервер подарков выбирает третью форму, о которой говорит урок: на аргументы, не подходящие под схему, он отвечает результатом с `isError: true`, в тексте которого сказано, что нет бюджета, — модель может его уточнить и вызвать инструмент снова. Спросить пользователя сам сервер мог бы, только если бы клиент объявил, что умеет отвечать на вопросы; `initialize` с пустыми `capabilities` этого не объявляет.",
      },
      task: {
        en: "Open a session with the `initialize` in the editor: it declares no capabilities, so the server cannot ask the user anything. Then send request 2 of the dialog, without a budget, and see which road the gift server takes.",
        ru: "Откройте сессию с помощью `initialize` из редактора: он не объявляет никаких возможностей, так что сервер не сможет ничего спросить у пользователя. Затем отправьте запрос 2 из диалога, без бюджета, и посмотрите, какой путь выберет сервер подарков.",
      },
      hints: [
        {
          en: "Three messages: `initialize`, `notifications/initialized`, then the call from the lesson.",
          ru: "Три сообщения: `initialize`, `notifications/initialized`, затем вызов из урока.",
        },
        {
          en: "The one-click handshake declares that the client can answer questions; the `initialize` in the editor does not, and that changes the server's answer.",
          ru: "Рукопожатие в один клик объявляет, что клиент умеет отвечать на вопросы; `initialize` в редакторе — нет, и от этого зависит ответ сервера.",
        },
        {
          en: 'The call: `{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday"}}}`. Since 2025-11-25 the answer is a result with `isError: true`.',
          ru: 'Вызов: `{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday"}}}`. С 2025-11-25 ответ — результат с `isError: true`.',
        },
      ],
      start: json(initialize("2025-11-25")),
      checks: [
        {
          type: "has",
          message: {
            flow: "out",
            kind: "request",
            method: "initialize",
            pointer: { path: "/params/capabilities", test: { op: "equals", value: {} } },
          },
          says: {
            en: "Shake hands with the `initialize` in the editor, the one with empty `capabilities`.",
            ru: "Поздоровайтесь с помощью `initialize` из редактора — того, где `capabilities` пустые.",
          },
        },
        {
          type: "has",
          message: {
            flow: "in",
            kind: "reply",
            method: "tools/call",
            toolError: true,
            pointer: {
              path: "/result/content/0/text",
              test: { op: "mentions", meaning: MEANINGS.budget },
            },
          },
          says: {
            en: "Send the call without a budget and read the server's answer about it.",
            ru: "Отправьте вызов без бюджета и прочтите, что сервер об этом ответит.",
          },
        },
      ],
      solution: [...handshake("2025-11-25"), json(OCCASION_ONLY)],
    },
    {
      id: "protocol-road",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "The protocol road", ru: "Отказ на уровне протокола" },
      why: {
        en: "A refusal on the protocol's level is a reply with a top-level `error` and the request's `id` (2). Params that do not fit the tool's schema have the code -32602, and the `message` says what is missing, the budget, so that whoever reads the log knows what to fix.",
        ru: "Отказ на уровне протокола — это ответ с `error` верхнего уровня и `id` запроса (2). У параметров, не подходящих под схему инструмента, код -32602, а `message` говорит, чего не хватает, — бюджета, чтобы тот, кто читает журнал, знал, что исправить.",
      },
      task: {
        en: "You are the server and you take the first road: refuse request 2 because its arguments lack the budget.",
        ru: "Вы — сервер и выбираете первый путь: откажите запросу 2, потому что в аргументах нет бюджета.",
      },
      hints: [
        {
          en: "A refusal on the protocol's level is a reply with `error`.",
          ru: "Отказ на уровне протокола — это ответ с `error`.",
        },
        {
          en: "Params that do not fit have their own code. Say in `message` what is missing.",
          ru: "У неподходящих параметров свой код. В `message` скажите, чего не хватает.",
        },
        {
          en: '`{"jsonrpc": "2.0", "id": 2, "error": {"code": -32602, "message": "Missing required property \'budget\' in arguments"}}`',
          ru: '`{"jsonrpc": "2.0", "id": 2, "error": {"code": -32602, "message": "Missing required property \'budget\' in arguments"}}`',
        },
      ],
      start: json({ jsonrpc: "2.0", id: 2 }),
      checks: [
        { type: "kind", kind: "reply", outcome: "error" },
        equals("/id", 2, {
          en: "It answers request 2.",
          ru: "Это ответ на запрос 2.",
        }),
        equals("/error/code", -32602, {
          en: "Params that do not fit the schema: -32602.",
          ru: "Параметры не подходят под схему: -32602.",
        }),
        pointer(
          "/error/message",
          { op: "mentions", meaning: MEANINGS.budget },
          {
            en: "Name what is missing in `message`: the budget (`budget`).",
            ru: "Назовите в `message`, чего не хватает: бюджета (`budget`).",
          },
        ),
        valid,
      ],
      solution: json(MISSING_BUDGET),
    },
    {
      id: "refusal-lost",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "A refusal nobody receives", ru: "Отказ, который никто не получит" },
      why: {
        en: 'A reply finds its request by an `id` of the same value and type: the request had the number 2, and the string `"2"` is a different id, so the client keeps waiting for the reply to 2. An error `code` must be an integer; as a string the client cannot tell which error it is, and its error handling never runs.',
        ru: 'Ответ находит свой запрос по `id` того же значения и типа: у запроса было число 2, а строка `"2"` — другой id, и клиент продолжает ждать ответа на 2. `code` ошибки обязан быть целым числом; строкой клиент не поймёт, что это за ошибка, и его обработка ошибок не сработает.',
      },
      task: {
        en: "A server meant this as its refusal of request 2, yet the client keeps waiting and its error handling never runs. Fix the reply.",
        ru: "Сервер хотел этим отказать запросу 2, но клиент продолжает ждать, а его обработка ошибок так и не срабатывает. Исправьте ответ.",
      },
      hints: [
        {
          en: "Look at the types of the values, not only at the values.",
          ru: "Смотрите не только на значения, но и на их типы.",
        },
        {
          en: 'The request\'s id was the number 2; `"2"` is a different id. And an error `code` is an integer.',
          ru: 'id запроса был числом 2; `"2"` — уже другой id. А `code` ошибки — целое число.',
        },
        {
          en: "Remove the quotes around both `2` and `-32602`.",
          ru: "Уберите кавычки и вокруг `2`, и вокруг `-32602`.",
        },
      ],
      start: json({
        ...MISSING_BUDGET,
        id: "2",
        error: { ...MISSING_BUDGET.error, code: "-32602" },
      }),
      checks: [
        { type: "kind", kind: "reply", outcome: "error" },
        equals("/id", 2, {
          en: 'The reply carries the request\'s id exactly: the number 2, not the string "2".',
          ru: 'В ответе id запроса в точности: число 2, а не строка "2".',
        }),
        { type: "finding", code: "jsonrpc.error-code-type", present: false },
        equals("/error/code", -32602),
        pointer("/error/message", { op: "mentions", meaning: MEANINGS.budget }),
        valid,
      ],
      solution: json(MISSING_BUDGET),
    },
    {
      id: "business-road",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "The business road", ru: "Решение на уровне бизнес-логики" },
      why: {
        en: "Assuming a default budget is a business decision, and the tool did its job, so the reply is an ordinary successful `result`: text in `content` that tells the model the budget was assumed to be $50, gifts in `structuredContent` for the widget, and no `isError: true`. The model can then tell the user and offer to change the budget.",
        ru: "Взять бюджет по умолчанию — бизнес-решение, и инструмент свою работу сделал, поэтому ответ — обычный успешный `result`: в `content` текст, который сообщает модели, что бюджет принят за $50, в `structuredContent` — подарки для виджета, и никакого `isError: true`. Модель сможет сказать об этом пользователю и предложить другой бюджет.",
      },
      task: {
        en: "Now take the second road: answer request 2 normally, assuming a budget of $50. Say so in the text for the model, and give the widget at least one gift.",
        ru: "Теперь второй путь: ответьте на запрос 2 как обычно, приняв бюджет равным $50. Скажите об этом в тексте для модели и дайте виджету хотя бы один подарок.",
      },
      hints: [
        {
          en: "The call succeeded as far as the protocol goes, and the tool did its job.",
          ru: "С точки зрения протокола вызов удался, и инструмент свою работу сделал.",
        },
        {
          en: "A `result` with `content` (mention the $50) and `structuredContent.gifts`; no `isError: true`.",
          ru: "`result` с `content` (упомяните $50) и `structuredContent.gifts`; без `isError: true`.",
        },
        {
          en: '`"content": [{"type": "text", "text": "No budget was given, so I assumed $50: …"}], "structuredContent": {"gifts": [{"name": "Party card game", "price": 19}]}`',
          ru: '`"content": [{"type": "text", "text": "No budget was given, so I assumed $50: …"}], "structuredContent": {"gifts": [{"name": "Party card game", "price": 19}]}`',
        },
      ],
      start: json({ jsonrpc: "2.0", id: 2, result: {} }),
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 2),
        matches("/result/content", TEXT_CONTENT),
        matches(
          "/result/content/0/text",
          { type: "string", pattern: "50" },
          {
            en: "Tell the model which budget you assumed: $50.",
            ru: "Скажите модели, какой бюджет вы приняли: $50.",
          },
        ),
        matches("/result/structuredContent", GIFT_LIST),
        matches(
          "/result/structuredContent/gifts",
          { type: "array", minItems: 1 },
          {
            en: "Give the widget at least one gift.",
            ru: "Дайте виджету хотя бы один подарок.",
          },
        ),
        matches(
          "/result",
          { properties: { isError: { const: false } } },
          {
            en: "This road is a success: no `isError: true`.",
            ru: "При этом варианте вызов успешен: без `isError: true`.",
          },
        ),
        valid,
      ],
      solution: json(DEFAULT_BUDGET),
    },
    {
      id: "newcomer-call",
      kind: "server",
      version: "2025-11-25",
      title: { en: "Send it, read it, fix it", ru: "Отправьте, прочтите, исправьте" },
      why: {
        en: "The server reads only `name` and `arguments` in the `params` of `tools/call`: with `tool` and `args` it finds no tool name and refuses with -32602. Renamed, the same call, with the same birthday and budget of 100, is understood and returns gifts. The refusal comes first, the fixed call after it: that is how one learns from an error message.",
        ru: "В `params` запроса `tools/call` сервер читает только `name` и `arguments`: с `tool` и `args` он не находит имени инструмента и отказывает с -32602. После переименования тот же вызов, с тем же днём рождения и бюджетом 100, сервер понимает и возвращает подарки. Сначала отказ, потом исправленный вызов: так и учатся по сообщению об ошибке.",
      },
      task: {
        en: "The editor holds the newcomer's call. Send it to the gift server as it is and read the refusal; then fix the call and get gift ideas for the same birthday and budget.",
        ru: "В редакторе — вызов новичка. Отправьте его серверу подарков как есть и прочтите отказ; затем исправьте вызов и получите идеи подарков для того же дня рождения и бюджета.",
      },
      hints: [
        {
          en: "Shake hands first, then send the call unchanged: the error tells you what the server expected.",
          ru: "Сначала рукопожатие, затем отправьте вызов без изменений: ошибка подскажет, чего ждал сервер.",
        },
        {
          en: "The server misses `params.name`: `tool` and `args` mean nothing to it.",
          ru: "Серверу не хватает `params.name`: `tool` и `args` ему ни о чём не говорят.",
        },
        {
          en: "Rename `tool` to `name` and `args` to `arguments`, then send again (a new id, say 4, keeps the log readable).",
          ru: "Переименуйте `tool` в `name`, а `args` — в `arguments` и отправьте снова (новый id, скажем 4, сделает журнал понятнее).",
        },
      ],
      start: json(NEWCOMER),
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "tools/call", errorCode: -32602 },
          says: {
            en: "Send the call unchanged first (after the handshake) and see the server's -32602.",
            ru: "Сначала отправьте вызов без изменений (после рукопожатия) и посмотрите на -32602 от сервера.",
          },
        },
        {
          type: "after",
          first: { flow: "in", kind: "reply", method: "tools/call", errorCode: -32602 },
          then: {
            flow: "in",
            kind: "reply",
            method: "tools/call",
            outcome: "success",
            toolError: false,
            pointer: {
              path: "/result/structuredContent/gifts",
              test: { op: "matches", schema: { type: "array", minItems: 1 } },
            },
          },
          says: {
            en: "Then send the fixed call and get gifts back.",
            ru: "Затем отправьте исправленный вызов и получите подарки.",
          },
        },
        {
          type: "has",
          message: {
            flow: "out",
            kind: "request",
            method: "tools/call",
            pointer: {
              path: "/params/arguments",
              test: { op: "equals", value: { occasion: "birthday", budget: 100 } },
            },
          },
          says: {
            en: "Keep the arguments: a birthday, a budget of 100.",
            ru: "Аргументы сохраните: день рождения, бюджет 100.",
          },
        },
      ],
      solution: [
        ...handshake("2025-11-25"),
        json(NEWCOMER),
        json(callTool(4, "suggest_gifts", { occasion: "birthday", budget: 100 })),
      ],
    },
  ],
};
