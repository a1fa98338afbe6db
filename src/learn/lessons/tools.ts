/** Section 5, tools: discovery with `tools/list`, invocation with `tools/call`, and what comes back. */
import type { LogCheck, MessageMatch } from "../types.ts";
import type { Lesson } from "../types.ts";
import {
  GIFT_LIST,
  KIND_CHOICES,
  SUGGEST_GIFTS_INPUT,
  TEXT_CONTENT,
  callTool,
  equals,
  handshake,
  json,
  line,
  listWith,
  matches,
  pointer,
  request,
  valid,
} from "./shared/messages.ts";

/** The call newcomers write: `tool`/`args` instead of `name`/`arguments`. */
const BROKEN_CALL = line({
  jsonrpc: "2.0",
  id: 3,
  method: "tools/call",
  params: { tool: "suggest_gifts", args: { occasion: "birthday", budget: 100 } },
});

const BIRTHDAY = { occasion: "birthday", budget: 100, recipient: "friend who loves board games" };

const ONE_TOOL = {
  jsonrpc: "2.0",
  id: 1,
  result: {
    tools: [
      {
        name: "suggest_gifts",
        title: "Suggest gifts",
        description: "Gift ideas for an occasion within a budget.",
        inputSchema: SUGGEST_GIFTS_INPUT,
      },
    ],
  },
};

const SUGGEST_SENT: MessageMatch = {
  flow: "out",
  kind: "request",
  method: "tools/call",
  pointer: { path: "/params/name", test: { op: "equals", value: "suggest_gifts" } },
};

const callsSuggestGifts: LogCheck = {
  type: "has",
  message: SUGGEST_SENT,
  says: { en: "Call `suggest_gifts` first.", ru: "Сначала вызовите `suggest_gifts`." },
};

export const lesson: Lesson = {
  id: "tools",
  section: 5,
  title: { en: "Tools: list, then call", ru: "Инструменты: сначала список, потом вызов" },
  body: [
    {
      type: "text",
      text: {
        en: "A tool is something the model can ask your server to do. A client first **discovers** the tools with `tools/list`: each one comes with a `name`, a human `title`, a `description` the model reads to decide when to use it, and an `inputSchema`, a JSON Schema of its arguments.",
        ru: "Инструмент — это то, что модель может попросить сделать ваш сервер. Сначала клиент **узнаёт**, какие инструменты есть, запросом `tools/list`: у каждого есть `name`, понятный человеку `title`, `description`, по которому модель решает, когда инструмент нужен, и `inputSchema` — JSON Schema его аргументов.",
      },
    },
    { type: "code", code: json(ONE_TOOL) },
    {
      type: "text",
      text: {
        en: "Then it **invokes** one with `tools/call`. `params` holds exactly two things: `name`, the name the server registered, and `arguments`, an object that must fit the `inputSchema`. Not `tool`, not `args`, not `toolName`: a server does not guess.",
        ru: "Потом клиент **вызывает** инструмент запросом `tools/call`. В `params` ровно две вещи: `name` — имя, под которым сервер зарегистрировал инструмент, и `arguments` — объект, который должен подходить под `inputSchema`. Не `tool`, не `args`, не `toolName`: сервер угадывать не станет.",
      },
    },
    { type: "code", code: line(callTool(7, "suggest_gifts", BIRTHDAY)) },
    {
      type: "text",
      text: {
        en: 'The result has `content`, blocks such as `{"type": "text", "text": …}` that the model reads, and often `structuredContent`, data a widget can render (the gift server gives `{"gifts": [...]}`). When the tool ran but could not help, say nothing fits the budget, the result says `isError: true` and explains why in `content`. A result may also carry `_meta`, for example `openai/outputTemplate`, which links the tool to a widget.',
        ru: 'В результате есть `content` — блоки вроде `{"type": "text", "text": …}`, которые читает модель, — и часто `structuredContent`, данные для виджета (сервер подарков отдаёт `{"gifts": [...]}`). Если инструмент отработал, но помочь не смог — скажем, под бюджет ничего не подходит, — в результате будет `isError: true` и объяснение в `content`. Ещё в результате может быть `_meta`, например `openai/outputTemplate`, который связывает инструмент с виджетом.',
      },
    },
  ],
  exercises: [
    {
      id: "classify-list-result",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "What came back", ru: "Что пришло в ответ" },
      why: {
        en: "It carries the `id` of the `tools/list` request (1) and a `result` holding `tools`, with no `method` and no `error`: it is the successful reply. Each tool in it has a `name`, a `title`, a `description` and an `inputSchema`.",
        ru: "В нём `id` запроса `tools/list` (1) и `result` с `tools`, без `method` и без `error`: это успешный ответ. У каждого инструмента в нём есть `name`, `title`, `description` и `inputSchema`.",
      },
      task: {
        en: "The server sent this after `tools/list`. What kind of message is it?",
        ru: "Сервер прислал это после `tools/list`. Что это за сообщение?",
      },
      hints: [
        {
          en: "It was sent in answer to something.",
          ru: "Это прислали в ответ на что-то.",
        },
        {
          en: "Which one is there at the top level: `result` or `error`?",
          ru: "Что есть на верхнем уровне: `result` или `error`?",
        },
        {
          en: "An `id` and a `result`: a successful reply.",
          ru: "`id` и `result`: успешный ответ.",
        },
      ],
      message: json(ONE_TOOL),
      choices: KIND_CHOICES,
      answer: "result",
    },
    {
      id: "fix-tool-args",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "`tool` and `args`", ru: "`tool` и `args`" },
      why: {
        en: "MCP defines exactly two fields in the `params` of `tools/call`: `name`, the tool's registered name, and `arguments`, an object that fits its `inputSchema`. A server does not guess that `tool` means `name` or `args` means `arguments`: it reads the fields it knows and finds them missing.",
        ru: "MCP определяет в `params` запроса `tools/call` ровно два поля: `name` — зарегистрированное имя инструмента, и `arguments` — объект, подходящий под его `inputSchema`. Сервер не станет угадывать, что `tool` значит `name`, а `args` — `arguments`: он ищет известные ему поля и не находит их.",
      },
      task: {
        en: "A newcomer wrote this call of `suggest_gifts`. Fix it so the server understands it: same tool, same arguments.",
        ru: "Новичок написал такой вызов `suggest_gifts`. Исправьте его так, чтобы сервер понял: тот же инструмент, те же аргументы.",
      },
      hints: [
        {
          en: "The frame is fine; the trouble is in `params`.",
          ru: "Рамка в порядке, беда в `params`.",
        },
        {
          en: "Compare the keys of `params` with the call in the lesson.",
          ru: "Сравните ключи `params` с вызовом из урока.",
        },
        {
          en: "Rename `tool` to `name` and `args` to `arguments`.",
          ru: "Переименуйте `tool` в `name`, а `args` — в `arguments`.",
        },
      ],
      start: BROKEN_CALL,
      checks: [
        { type: "kind", kind: "request" },
        { type: "method", method: "tools/call" },
        equals("/params/name", "suggest_gifts", {
          en: "`params.name` should name the tool: `suggest_gifts`.",
          ru: "В `params.name` должно быть имя инструмента: `suggest_gifts`.",
        }),
        matches("/params/arguments", SUGGEST_GIFTS_INPUT, {
          en: "`params.arguments` should hold the arguments: `occasion` and `budget` (a number).",
          ru: "В `params.arguments` должны быть аргументы: `occasion` и `budget` (числом).",
        }),
        equals("/params/arguments/budget", 100, {
          en: "Keep the budget: 100.",
          ru: "Бюджет оставьте прежним: 100.",
        }),
        pointer("/params/tool", { op: "absent" }),
        pointer("/params/args", { op: "absent" }),
        valid,
      ],
      solution: json(callTool(3, "suggest_gifts", { occasion: "birthday", budget: 100 })),
    },
    {
      id: "discover",
      kind: "server",
      version: "2025-11-25",
      title: { en: "What can it do?", ru: "Что он умеет?" },
      why: {
        en: "Discovery comes first: `tools/list` (no arguments needed) returns every tool with its `name`, `description` and `inputSchema`, so the client learns what it may call and how. The gift server lists `suggest_gifts` there, once the session is past the handshake.",
        ru: "Сначала — узнать, что есть: `tools/list` (аргументы не нужны) возвращает все инструменты с их `name`, `description` и `inputSchema`, и клиент узнаёт, что и как можно вызывать. Сервер подарков перечисляет там `suggest_gifts`, когда сессия прошла рукопожатие.",
      },
      task: {
        en: "Ask the gift server which tools it has, and find `suggest_gifts` in its answer. Shake hands first if this session has not.",
        ru: "Спросите у сервера подарков, какие у него есть инструменты, и найдите в ответе `suggest_gifts`. Если в этой сессии ещё не было рукопожатия, начните с него.",
      },
      hints: [
        {
          en: "Discovery comes before invocation.",
          ru: "Сначала узнают, что есть, потом вызывают.",
        },
        {
          en: "The method is `tools/list`; it needs no arguments.",
          ru: "Метод — `tools/list`, аргументы ему не нужны.",
        },
        {
          en: 'After the handshake: `{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}`',
          ru: 'После рукопожатия: `{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}`',
        },
      ],
      start: json(request(2, "tools/list")),
      checks: [
        {
          type: "has",
          message: {
            flow: "in",
            kind: "reply",
            method: "tools/list",
            outcome: "success",
            pointer: {
              path: "/result/tools",
              test: { op: "matches", schema: listWith("name", "suggest_gifts") },
            },
          },
          says: {
            en: "No list of tools from the server yet: send `tools/list` (after the handshake).",
            ru: "Списка инструментов от сервера пока нет: отправьте `tools/list` (после рукопожатия).",
          },
        },
      ],
      solution: [...handshake("2025-11-25"), json(request(2, "tools/list"))],
    },
    {
      id: "nothing-fits",
      kind: "server",
      version: "2025-11-25",
      title: { en: "Nothing fits the budget", ru: "Под бюджет ничего не подходит" },
      why: {
        en: "A call that is right but cannot be helped, such as a budget no gift fits, is not a protocol error: the tool ran. Its result says `isError: true` and explains in `content` that nothing in the catalog fits, so the model can read it and suggest a bigger budget. A wrong argument would give another kind of error.",
        ru: "Правильный вызов, с которым ничего не поделать, — например, бюджет, под который не подходит ни один подарок, — не ошибка протокола: инструмент отработал. В его результате `isError: true` и объяснение в `content`, что в каталоге ничего не подходит, — модель прочитает его и предложит бюджет побольше. Неверный аргумент дал бы ошибку другого рода.",
      },
      task: {
        en: "Make the gift server answer `suggest_gifts` with a business error: a result with `isError: true`, because nothing in the catalog fits the budget.",
        ru: "Добейтесь, чтобы сервер подарков ответил на `suggest_gifts` бизнес-ошибкой: результатом с `isError: true`, потому что в каталоге ничего не подходит под бюджет.",
      },
      hints: [
        {
          en: "The call itself must be right: a wrong argument gives another kind of error.",
          ru: "Сам вызов должен быть правильным: неверный аргумент даст ошибку другого рода.",
        },
        {
          en: "What budget is too small for every gift in the catalog?",
          ru: "Какой бюджет слишком мал для любого подарка из каталога?",
        },
        {
          en: 'After the handshake: `{"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday", "budget": 5}}}`',
          ru: 'После рукопожатия: `{"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday", "budget": 5}}}`',
        },
      ],
      start: json(callTool(5, "suggest_gifts", { occasion: "birthday", budget: 100 })),
      checks: [
        callsSuggestGifts,
        {
          type: "has",
          message: {
            flow: "in",
            kind: "reply",
            method: "tools/call",
            toolError: true,
            // The tool's own refusal, not an argument error.
            pointer: {
              path: "/result/content/0/text",
              test: {
                op: "matches",
                schema: { type: "string", pattern: "^Nothing in the catalog" },
              },
            },
          },
          says: {
            en: "No result with `isError: true` saying nothing fits yet: try a budget no gift fits.",
            ru: "Результата с `isError: true` о том, что ничего не подходит, пока нет: попробуйте бюджет, под который не подходит ни один подарок.",
          },
        },
      ],
      solution: [
        ...handshake("2025-11-25"),
        json(callTool(5, "suggest_gifts", { occasion: "birthday", budget: 5 })),
      ],
    },
    {
      id: "predict-gifts",
      kind: "predict",
      version: "2025-11-25",
      title: { en: "A good call", ru: "Правильный вызов" },
      why: {
        en: 'A tool result speaks to two readers: `content` holds text blocks for the model, and `structuredContent` holds the same answer as data (`{"gifts": [...]}`) that a widget can render. `result` is always an object, never a bare array.',
        ru: 'Результат инструмента обращается к двум читателям: в `content` — текстовые блоки для модели, в `structuredContent` — тот же ответ данными (`{"gifts": [...]}`), которые может показать виджет. `result` всегда объект, а не голый массив.',
      },
      task: {
        en: "This call is right. What will the result hold? Choose, then send it (after the handshake).",
        ru: "Этот вызов правильный. Что будет в результате? Выберите, затем отправьте (после рукопожатия).",
      },
      hints: [
        {
          en: "The model reads one part, a widget renders another.",
          ru: "Одну часть читает модель, другую показывает виджет.",
        },
        {
          en: "Reread the lesson's last paragraph.",
          ru: "Перечитайте последний абзац урока.",
        },
        {
          en: "Text for the model in `content`, and the gifts as data in `structuredContent`.",
          ru: "Текст для модели в `content`, а подарки данными в `structuredContent`.",
        },
      ],
      message: json(callTool(7, "suggest_gifts", BIRTHDAY)),
      choices: [
        {
          id: "both",
          label: {
            en: "`content` with text, and `structuredContent` with the list of gifts",
            ru: "`content` с текстом и `structuredContent` со списком подарков",
          },
          why: {
            en: "Right: text for the model in `content`, and the gifts as data in `structuredContent` for a widget.",
            ru: "Верно: текст для модели в `content` и подарки данными в `structuredContent` для виджета.",
          },
        },
        {
          id: "text",
          label: { en: "Only a text in `content`", ru: "Только текст в `content`" },
          why: {
            en: "Text alone would serve the model but not a widget: the gift server also returns its gifts as data, which a widget renders without parsing prose.",
            ru: "Одного текста хватило бы модели, но не виджету: сервер подарков возвращает подарки ещё и данными, которые виджет показывает без разбора текста.",
          },
        },
        {
          id: "array",
          label: {
            en: "`result` is the array of gifts itself",
            ru: "`result` — сам массив подарков",
          },
          why: {
            en: "The `result` of `tools/call` is always an object with `content` (and often `structuredContent`): a bare array is not a tool result.",
            ru: "`result` у `tools/call` — всегда объект с `content` (и часто `structuredContent`): голый массив — не результат инструмента.",
          },
        },
      ],
      answer: "both",
      checks: [
        {
          type: "has",
          message: {
            flow: "in",
            kind: "reply",
            method: "tools/call",
            outcome: "success",
            pointer: {
              path: "/result/structuredContent",
              test: { op: "matches", schema: GIFT_LIST },
            },
          },
          says: {
            en: "No gift ideas from the server yet: send the call (after the handshake).",
            ru: "Идей подарков от сервера пока нет: отправьте вызов (после рукопожатия).",
          },
        },
      ],
    },
    {
      id: "compose-result",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "Be the server", ru: "Побудьте сервером" },
      why: {
        en: "The reply to call 7 carries `id` 7 and a `result` with two parts: a text block in `content` that the model reads, and `structuredContent` with `gifts`, each gift with `name` and `price` (45, a number), for the widget. `isError` is left out, since nothing went wrong.",
        ru: "Ответ на вызов 7 несёт `id` 7 и `result` из двух частей: текстовый блок в `content`, который читает модель, и `structuredContent` с `gifts` (у каждого подарка `name` и `price` — число 45) для виджета. `isError` не пишут: ничего не сломалось.",
      },
      task: {
        en: 'Write the gift server\'s reply to call 7: one gift, "Board game: Catan" for $45, as text for the model and as data for the widget.',
        ru: 'Напишите ответ сервера подарков на вызов 7: один подарок, "Board game: Catan" за $45, текстом для модели и данными для виджета.',
      },
      hints: [
        {
          en: "A successful reply to request 7, with `content` and `structuredContent` in `result`.",
          ru: "Успешный ответ на запрос 7, а в `result` — `content` и `structuredContent`.",
        },
        {
          en: '`content` is a list of blocks like `{"type": "text", "text": "…"}`; `structuredContent` is `{"gifts": [{"name": …, "price": …}]}`.',
          ru: '`content` — список блоков вида `{"type": "text", "text": "…"}`; `structuredContent` — `{"gifts": [{"name": …, "price": …}]}`.',
        },
        {
          en: '`{"jsonrpc": "2.0", "id": 7, "result": {"content": [{"type": "text", "text": "Board game: Catan, $45"}], "structuredContent": {"gifts": [{"name": "Board game: Catan", "price": 45}]}}}`',
          ru: '`{"jsonrpc": "2.0", "id": 7, "result": {"content": [{"type": "text", "text": "Board game: Catan, $45"}], "structuredContent": {"gifts": [{"name": "Board game: Catan", "price": 45}]}}}`',
        },
      ],
      start: json({ jsonrpc: "2.0", id: 7, result: {} }),
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 7),
        matches("/result/content", TEXT_CONTENT, {
          en: "`result.content` needs at least one text block for the model.",
          ru: "В `result.content` нужен хотя бы один текстовый блок для модели.",
        }),
        matches("/result/structuredContent", GIFT_LIST, {
          en: "`result.structuredContent` needs `gifts`: a list of gifts, each with `name` and `price`.",
          ru: "В `result.structuredContent` нужен `gifts`: список подарков, у каждого `name` и `price`.",
        }),
        equals("/result/structuredContent/gifts/0/price", 45),
        pointer(
          "/result/isError",
          { op: "equals", value: false, orAbsent: true },
          {
            en: "The tool did its job: leave `isError` out, or write `false`.",
            ru: "Инструмент справился: не пишите `isError` или напишите `false`.",
          },
        ),
        valid,
      ],
      solution: json({
        jsonrpc: "2.0",
        id: 7,
        result: {
          content: [{ type: "text", text: "Board game: Catan, $45" }],
          structuredContent: { gifts: [{ name: "Board game: Catan", price: 45 }] },
        },
      }),
    },
  ],
};
