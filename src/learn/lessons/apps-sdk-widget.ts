/** The Apps SDK widget: callTool → tools/call → result; content, structuredContent, _meta. */
import type { Json, Lesson, Step } from "../types.ts";
import {
  GIFT_LIST,
  TEXT_CONTENT,
  callTool,
  equals,
  handshake,
  json,
  line,
  matches,
  pointer,
  valid,
} from "./shared/messages.ts";

const SCI_FI = { occasion: "birthday", budget: 50, recipient: "friend who loves sci-fi" };

/** The widget's line, as the course writes it. */
const CALL_TOOL = `window.openai.callTool("suggest_gifts", {occasion: "birthday", budget: 50, recipient: "friend who loves sci-fi"})`;

const WIDGET = { en: "Widget", ru: "Виджет" };
const SDK = { en: "Apps SDK", ru: "Apps SDK" };
const SERVER = { en: "MCP server", ru: "MCP-сервер" };

/** The course's sequence diagram, as steps. */
const SEQUENCE: readonly Step[] = [
  {
    from: WIDGET,
    to: SDK,
    what: { en: '`callTool("suggest_gifts", {…})`', ru: '`callTool("suggest_gifts", {…})`' },
  },
  {
    from: SDK,
    to: SERVER,
    what: { en: "`tools/call` request, id 7", ru: "запрос `tools/call`, id 7" },
  },
  {
    from: SERVER,
    to: SDK,
    what: { en: "reply with a `result`, id 7", ru: "ответ с `result`, id 7" },
  },
  { from: SDK, to: WIDGET, what: { en: "the tool's output", ru: "результат инструмента" } },
  {
    from: WIDGET,
    what: {
      en: "puts it into its state: `setState(…)`",
      ru: "кладёт его в своё состояние: `setState(…)`",
    },
  },
];

const TWO_GIFTS = {
  gifts: [
    { name: "Strategy board game", price: 44, category: "games" },
    { name: "Party card game", price: 19, category: "games" },
  ],
};

const GIFT_TEXT =
  "Two ideas for a sci-fi fan: a strategy board game ($44) and a party card game ($19).";

/** A result written for its three readers: the model, the widget, and the widget only. */
const THREE_READERS = {
  jsonrpc: "2.0",
  id: 7,
  result: {
    content: [{ type: "text", text: GIFT_TEXT }],
    structuredContent: TWO_GIFTS,
    _meta: { giftIds: ["games-strategy-01", "games-party-04"] },
  },
};

const TEMPLATE_URI = "ui://widget/gifts.html";

/** suggest_gifts as a server with a widget would list it (the gift server itself has none). */
const TOOL_WITH_WIDGET = (meta: Json) => ({
  jsonrpc: "2.0",
  id: 1,
  result: {
    tools: [
      {
        name: "suggest_gifts",
        title: "Suggest gifts",
        description: "Suggests gifts for an occasion within a budget in US dollars.",
        inputSchema: {
          type: "object",
          properties: {
            occasion: { type: "string" },
            budget: { type: "number" },
            recipient: { type: "string" },
          },
          required: ["occasion", "budget"],
        },
        _meta: meta,
      },
    ],
  },
});

/** Gifts a widget can render: at least one, each named and priced, none above `budget`. */
const giftsWithin = (budget: number): Json => ({
  type: "object",
  required: ["gifts"],
  properties: {
    gifts: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        required: ["name", "price"],
        properties: { name: { type: "string" }, price: { type: "number", maximum: budget } },
      },
    },
  },
});

export const lesson: Lesson = {
  id: "apps-sdk-widget",
  section: 6,
  title: {
    en: "From the widget to the server and back",
    ru: "От виджета к серверу и обратно",
  },
  body: [
    {
      type: "text",
      text: {
        en: "In a ChatGPT app, the widget is a small web page shown right in the chat. When it needs data, it does not speak MCP itself; it calls a function of the Apps SDK:",
        ru: "В приложении ChatGPT виджет — это маленькая веб-страница прямо в чате. Когда ему нужны данные, он не говорит на MCP сам, а вызывает функцию Apps SDK:",
      },
    },
    { type: "code", code: CALL_TOOL },
    {
      type: "text",
      text: {
        en: "That is JavaScript, not a message. The Apps SDK does the protocol work: it knows your server's URL, finds the tool by its name, wraps the call in a `tools/call` request with an `id` of its own, sends it over the transport (HTTP, with SSE for streamed answers), waits for the reply with that `id`, unwraps its `result` and hands it to the widget, which puts it into its state. The course draws it like this:",
        ru: "Это JavaScript, а не сообщение. Протокольную работу делает Apps SDK: он знает URL вашего сервера, находит инструмент по имени, заворачивает вызов в запрос `tools/call` со своим `id`, отправляет его по транспорту (HTTP, с SSE для потоковых ответов), ждёт ответа с тем же `id`, достаёт из него `result` и отдаёт виджету, а тот кладёт его в своё состояние. В курсе эта последовательность выглядит так:",
      },
    },
    {
      type: "steps",
      steps: SEQUENCE,
      caption: {
        en: "The call from the widget to the server and back",
        ru: "Вызов от виджета к серверу и обратно",
      },
    },
    {
      type: "text",
      text: {
        en: "On the wire, the widget's line becomes this request. The function's first argument is `params.name`, the second is `params.arguments`, and they must fit the tool's `inputSchema` exactly as if the model had made the call:",
        ru: "При передаче строка виджета превращается в такой запрос. Первый аргумент функции — это `params.name`, второй — `params.arguments`, и они обязаны подходить под `inputSchema` инструмента точно так же, как если бы вызов сделала модель:",
      },
    },
    { type: "code", code: json(callTool(7, "suggest_gifts", SCI_FI)) },
    {
      type: "text",
      text: {
        en: "The result has three parts for three readers. `content` is what the model reads to write its answer. `structuredContent` is the data the widget renders (the Apps SDK gives it to the widget as `window.openai.toolOutput`); the model sees it too, so keep it compact. `_meta` reaches the widget only, never the model: the place for details such as internal ids.",
        ru: "В результате три части для трёх читателей. `content` читает модель, чтобы написать ответ. `structuredContent` — данные, которые отображает виджет (Apps SDK отдаёт их виджету как `window.openai.toolOutput`); модель их тоже видит, так что делайте их компактными. `_meta` доходит только до виджета и никогда до модели: место для подробностей вроде внутренних идентификаторов.",
      },
    },
    { type: "code", code: json(THREE_READERS) },
    {
      type: "text",
      text: {
        en: "How does ChatGPT know which widget shows a tool's output? The tool says so in `tools/list`, in its own `_meta`: `openai/outputTemplate` holds the URI of a resource, the widget's HTML (with `mimeType` `text/html+skybridge`), which the server lists and serves like any other resource. `openai/widgetAccessible: true` lets the widget call the tool itself. The gift server has no widget, so its `tools/list` has none of this; the messages here show the shape.",
        ru: "Откуда ChatGPT знает, какой виджет показывает результат инструмента? Инструмент сам сообщает об этом в `tools/list`, в своём `_meta`: `openai/outputTemplate` — это URI ресурса с HTML виджета (его `mimeType` — `text/html+skybridge`), который сервер перечисляет и отдаёт, как любой другой ресурс. `openai/widgetAccessible: true` разрешает виджету вызывать инструмент самому. У сервера подарков виджета нет, и в его `tools/list` этого нет; форму показывают сообщения этого урока.",
      },
    },
    {
      type: "code",
      code: line({ "openai/outputTemplate": TEMPLATE_URI, "openai/widgetAccessible": true }),
      caption: {
        en: "The `_meta` of a tool that has a widget",
        ru: "`_meta` инструмента, у которого есть виджет",
      },
    },
  ],
  exercises: [
    {
      id: "calltool-is-not-a-message",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "Is this a message?", ru: "Это сообщение?" },
      why: {
        en: "`window.openai.callTool(...)` is a line of JavaScript in the widget, not JSON, so it is no MCP message at all: no `jsonrpc`, no `id`, no `method`. The Apps SDK turns it into one, a `tools/call` request with an `id` of its own, and hands the reply's result back to the widget.",
        ru: "`window.openai.callTool(...)` — строка JavaScript в коде виджета, а не JSON, так что сообщением MCP она не является вовсе: ни `jsonrpc`, ни `id`, ни `method`. Сообщение из неё делает Apps SDK — запрос `tools/call` со своим `id`, — а результат ответа возвращает виджету.",
      },
      task: {
        en: "This line is in the widget's code. What is it, as far as MCP goes?",
        ru: "Эта строка — из кода виджета. Что это с точки зрения MCP?",
      },
      hints: [
        {
          en: "Every MCP message is a JSON object (or an array of them).",
          ru: "Любое сообщение MCP — объект JSON (или массив таких объектов).",
        },
        {
          en: "Is this JSON at all? Who turns it into a message?",
          ru: "Это вообще JSON? Кто превращает это в сообщение?",
        },
        {
          en: "It is a JavaScript call; the Apps SDK sends the `tools/call` for it.",
          ru: "Это вызов JavaScript; `tools/call` за него отправляет Apps SDK.",
        },
      ],
      message: CALL_TOOL,
      choices: [
        {
          id: "request",
          label: { en: "A request: it expects a reply", ru: "Запрос: на него ждут ответ" },
          why: {
            en: "A request is a JSON object with `jsonrpc`, `id` and `method`. Is this line JSON at all, and who would send it?",
            ru: "Запрос — это JSON-объект с `jsonrpc`, `id` и `method`. А эта строка вообще JSON и кто бы её отправил?",
          },
          means: { kind: "request" },
        },
        {
          id: "notification",
          label: {
            en: "A notification: nobody answers it",
            ru: "Уведомление: на него не отвечают",
          },
          why: {
            en: "A notification is a JSON object with `jsonrpc` and `method` and no `id`. Look at the line: is it a JSON object?",
            ru: "Уведомление — это JSON-объект с `jsonrpc` и `method` и без `id`. Посмотрите на строку: это JSON-объект?",
          },
          means: { kind: "notification" },
        },
        {
          id: "not-a-message",
          label: {
            en: "Not a message at all: JavaScript that the Apps SDK turns into one",
            ru: "Вовсе не сообщение: JavaScript, из которого Apps SDK сделает сообщение",
          },
          why: {
            en: "Right: it is a JavaScript call; the Apps SDK makes the `tools/call` message out of it.",
            ru: "Верно: это вызов JavaScript, а сообщение `tools/call` из него делает Apps SDK.",
          },
          means: { kind: "invalid" },
        },
      ],
      answer: "not-a-message",
    },
    {
      id: "widget-call-on-the-wire",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "What the Apps SDK sends", ru: "Что отправляет Apps SDK" },
      why: {
        en: "Whoever calls a tool, the model or a widget, the message is the same: `tools/call`, with the function's first argument as `params.name` and its second, value for value, as `params.arguments` (the budget stays the number 50). The `id` is the Apps SDK's own; here it is 7.",
        ru: "Кто бы ни вызывал инструмент, модель или виджет, сообщение одно и то же: `tools/call`, где первый аргумент функции — `params.name`, а второй, значение в значение, — `params.arguments` (бюджет остаётся числом 50). `id` выбирает сам Apps SDK; здесь это 7.",
      },
      task: {
        en: 'The widget ran `window.openai.callTool("suggest_gifts", {occasion: "birthday", budget: 50, recipient: "friend who loves sci-fi"})`. Write the request the Apps SDK sends for it, with id 7.',
        ru: 'Виджет выполнил `window.openai.callTool("suggest_gifts", {occasion: "birthday", budget: 50, recipient: "friend who loves sci-fi"})`. Напишите запрос, который отправит за него Apps SDK, с id 7.',
      },
      hints: [
        {
          en: "Calling a tool is always the same method, whoever calls.",
          ru: "Вызов инструмента — всегда один и тот же метод, кто бы ни вызывал.",
        },
        {
          en: "`method` is `tools/call`; the function's two arguments go to `params.name` and `params.arguments`.",
          ru: "`method` — `tools/call`; два аргумента функции идут в `params.name` и `params.arguments`.",
        },
        {
          en: '`"params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday", "budget": 50, "recipient": "friend who loves sci-fi"}}`',
          ru: '`"params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday", "budget": 50, "recipient": "friend who loves sci-fi"}}`',
        },
      ],
      start: json({ jsonrpc: "2.0", id: 7 }),
      checks: [
        { type: "kind", kind: "request" },
        { type: "method", method: "tools/call" },
        equals("/id", 7),
        equals("/params/name", "suggest_gifts", {
          en: "`params.name` is the first argument of `callTool`: the tool's name.",
          ru: "`params.name` — первый аргумент `callTool`: имя инструмента.",
        }),
        equals("/params/arguments", SCI_FI, {
          en: "`params.arguments` is the second argument of `callTool`, value for value (the budget is the number 50).",
          ru: "`params.arguments` — второй аргумент `callTool`, значение в значение (бюджет — число 50).",
        }),
        valid,
      ],
      solution: json(callTool(7, "suggest_gifts", SCI_FI)),
    },
    {
      id: "play-the-apps-sdk",
      kind: "server",
      version: "2025-11-25",
      title: { en: "Be the Apps SDK", ru: "Побудьте Apps SDK" },
      why: {
        en: "The widget's line cannot be sent as it is: it is JavaScript. Doing the Apps SDK's work means opening the session, sending the `tools/call` built from the line, and reading `structuredContent.gifts` in the reply: that is what the widget gets as `window.openai.toolOutput` and renders, every gift within the $50 budget.",
        ru: "Строку виджета нельзя отправить как есть: это JavaScript. Сделать работу Apps SDK — значит открыть сессию, отправить `tools/call`, собранный из этой строки, и найти в ответе `structuredContent.gifts`: именно это виджет получает как `window.openai.toolOutput` и отображает — все подарки в пределах бюджета $50.",
      },
      task: {
        en: "The editor holds the widget's line. Do what the Apps SDK does: send the gift server the request for it and get back the data the widget will render, every gift within the $50 budget.",
        ru: "В редакторе — строка виджета. Сделайте то, что делает Apps SDK: отправьте серверу подарков запрос за неё и получите данные, которые покажет виджет, — все подарки в пределах бюджета $50.",
      },
      hints: [
        {
          en: "The line cannot be sent as it is: it is not JSON. And the session needs its handshake.",
          ru: "Строку нельзя отправить как есть: это не JSON. И сессии нужно рукопожатие.",
        },
        {
          en: "Replace it with the `tools/call` from the previous exercise.",
          ru: "Замените её на `tools/call` из предыдущего упражнения.",
        },
        {
          en: "Look for `structuredContent.gifts` in the reply: that is `window.openai.toolOutput`.",
          ru: "Найдите в ответе `structuredContent.gifts`: это и есть `window.openai.toolOutput`.",
        },
      ],
      start: CALL_TOOL,
      checks: [
        {
          type: "has",
          message: {
            flow: "out",
            kind: "request",
            method: "tools/call",
            pointer: { path: "/params/arguments", test: { op: "equals", value: SCI_FI } },
          },
          says: {
            en: "Send the widget's call: `suggest_gifts` with exactly its arguments.",
            ru: "Отправьте вызов виджета: `suggest_gifts` ровно с его аргументами.",
          },
        },
        {
          type: "has",
          message: {
            flow: "in",
            kind: "reply",
            method: "tools/call",
            outcome: "success",
            toolError: false,
            pointer: {
              path: "/result/structuredContent",
              test: { op: "matches", schema: giftsWithin(50) },
            },
          },
          says: {
            en: "No gifts for the widget yet: the reply needs `structuredContent.gifts`.",
            ru: "Подарков для виджета пока нет: в ответе нужен `structuredContent.gifts`.",
          },
        },
      ],
      solution: [...handshake("2025-11-25"), json(callTool(7, "suggest_gifts", SCI_FI))],
    },
    {
      id: "data-only-in-text",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "The widget shows nothing", ru: "Виджет ничего не показывает" },
      why: {
        en: "A widget renders `structuredContent`, not prose: the model reads `content`, and a sentence there gives the widget nothing to show. Adding `structuredContent` with `gifts`, each with `name` and `price`, gives the widget its data while the sentence for the model stays.",
        ru: "Виджет отображает `structuredContent`, а не текст: `content` читает модель, и предложение там виджету показать нечего. `structuredContent` с `gifts`, где у каждого подарка `name` и `price`, даёт виджету данные, а предложение для модели остаётся.",
      },
      task: {
        en: "The model describes two gifts nicely, yet the widget stays empty. Fix the result so that the widget gets the gifts as data; keep the sentence for the model.",
        ru: "Модель красиво описывает два подарка, а виджет пуст. Исправьте результат, чтобы виджет получил подарки как данные; предложение для модели сохраните.",
      },
      hints: [
        {
          en: "Which part of a result does the widget render?",
          ru: "Какую часть результата отображает виджет?",
        },
        {
          en: "`content` is for the model. Add `structuredContent` beside it.",
          ru: "`content` — для модели. Добавьте рядом `structuredContent`.",
        },
        {
          en: '`"structuredContent": {"gifts": [{"name": "Strategy board game", "price": 44}, {"name": "Party card game", "price": 19}]}`',
          ru: '`"structuredContent": {"gifts": [{"name": "Strategy board game", "price": 44}, {"name": "Party card game", "price": 19}]}`',
        },
      ],
      start: json({
        jsonrpc: "2.0",
        id: 7,
        result: { content: [{ type: "text", text: GIFT_TEXT }] },
      }),
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 7),
        matches("/result/content", TEXT_CONTENT, {
          en: "Keep the text block for the model in `content`.",
          ru: "Оставьте текстовый блок для модели в `content`.",
        }),
        matches("/result/structuredContent", giftsWithin(50), {
          en: "The widget renders `structuredContent`: put the gifts there, as `gifts` with `name` and `price`.",
          ru: "Виджет отображает `structuredContent`: положите туда подарки — `gifts` с `name` и `price`.",
        }),
        matches(
          "/result/structuredContent/gifts",
          { type: "array", minItems: 2 },
          { en: "Both gifts, please.", ru: "Оба подарка, пожалуйста." },
        ),
        valid,
      ],
      solution: json({
        jsonrpc: "2.0",
        id: 7,
        result: { content: [{ type: "text", text: GIFT_TEXT }], structuredContent: TWO_GIFTS },
      }),
    },
    {
      id: "template-key",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "Which widget?", ru: "Какой виджет?" },
      why: {
        en: "ChatGPT finds a tool's widget by one exact key in the tool's `_meta`: `openai/outputTemplate`, whose value is the URI of the widget's resource. The keys the Apps SDK reads carry its `openai/` prefix; a bare `outputTemplate` means nothing to it, so the widget is never shown.",
        ru: "ChatGPT находит виджет инструмента по одному точному ключу в `_meta` инструмента: `openai/outputTemplate`, его значение — URI ресурса виджета. Ключи, которые читает Apps SDK, начинаются с его префикса `openai/`; голый `outputTemplate` для него ничего не значит, и виджет так и не появляется.",
      },
      task: {
        en: "This server has a widget at `ui://widget/gifts.html`, but ChatGPT never shows it for `suggest_gifts`. Fix the tool's `_meta` in this `tools/list` result.",
        ru: "У этого сервера есть виджет `ui://widget/gifts.html`, но ChatGPT никогда не показывает его для `suggest_gifts`. Исправьте `_meta` инструмента в этом результате `tools/list`.",
      },
      hints: [
        {
          en: "ChatGPT looks for one exact key in the tool's `_meta`.",
          ru: "ChatGPT ищет в `_meta` инструмента один точный ключ.",
        },
        {
          en: "The keys the Apps SDK reads carry its prefix, `openai/`.",
          ru: "Ключи, которые читает Apps SDK, начинаются с его префикса `openai/`.",
        },
        {
          en: 'Rename the key to `"openai/outputTemplate"`, keeping its value.',
          ru: 'Переименуйте ключ в `"openai/outputTemplate"`, значение оставьте.',
        },
      ],
      start: json(TOOL_WITH_WIDGET({ outputTemplate: TEMPLATE_URI })),
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/result/tools/0/name", "suggest_gifts"),
        equals("/result/tools/0/_meta/openai~1outputTemplate", TEMPLATE_URI, {
          en: "The tool names its widget under `openai/outputTemplate`, with the widget resource's URI.",
          ru: "Инструмент указывает свой виджет в ключе `openai/outputTemplate`: его значение — URI ресурса виджета.",
        }),
        pointer(
          "/result/tools/0/_meta/outputTemplate",
          { op: "absent" },
          {
            en: "Nobody reads a bare `outputTemplate`: remove it.",
            ru: "Голый `outputTemplate` никто не читает: уберите его.",
          },
        ),
        valid,
      ],
      solution: json(TOOL_WITH_WIDGET({ "openai/outputTemplate": TEMPLATE_URI })),
    },
    {
      id: "widget-budget-too-small",
      kind: "predict",
      version: "2025-11-25",
      title: { en: "Five dollars", ru: "Пять долларов" },
      why: {
        en: 'The call is valid; the tool just finds nothing that cheap. That is a business error: a result with `isError: true`, the reason in `content` and no gifts in `structuredContent`. So a widget must be ready to show "nothing fits" as well as a list, and should read `isError` before looking for gifts.',
        ru: "Вызов корректен; инструмент просто не находит ничего настолько дешёвого. Это бизнес-ошибка: результат с `isError: true`, причиной в `content` и без подарков в `structuredContent`. Значит, виджет должен уметь показать не только список, но и «ничего не подходит», и смотреть на `isError`, прежде чем искать подарки.",
      },
      task: {
        en: "The widget asks for gifts up to $5, and the Apps SDK sends this. What comes back, and so what must the widget be ready to show? Choose, then send it (in a session past the handshake).",
        ru: "Виджет просит подарки до $5, и Apps SDK отправляет вот это. Что вернётся — и что, значит, виджет должен уметь показать? Выберите, затем отправьте (в сессии после рукопожатия).",
      },
      hints: [
        {
          en: "Is anything wrong with the request itself?",
          ru: "С самим запросом что-то не так?",
        },
        {
          en: "The call is valid; the tool just finds nothing that cheap. Which kind of error is that?",
          ru: "Вызов корректен; инструмент просто не находит ничего настолько дешёвого. Что это за ошибка?",
        },
        {
          en: "A business error: a result with `isError: true` and the reason in `content`, with no gifts to render.",
          ru: "Бизнес-ошибка: результат с `isError: true` и причиной в `content`, без подарков для виджета.",
        },
      ],
      message: json(callTool(8, "suggest_gifts", { occasion: "birthday", budget: 5 })),
      choices: [
        {
          id: "invalid-params",
          label: {
            en: "Error -32602: the budget is too small",
            ru: "Ошибка -32602: бюджет слишком мал",
          },
          why: {
            en: "-32602 means the params do not fit the schema. A budget of 5 is a number above 0 and fits: the request is valid, and the tool runs.",
            ru: "-32602 означает, что параметры не подходят под схему. Бюджет 5 — число больше 0 и подходит: запрос корректен, и инструмент запускается.",
          },
        },
        {
          id: "tool-error",
          label: {
            en: "A result with `isError: true` that explains why, and no gifts",
            ru: "Результат с `isError: true`, который объясняет причину, без подарков",
          },
          why: {
            en: "Right: the tool ran and found nothing that cheap, a business error with the reason in `content` and no gifts to render.",
            ru: "Верно: инструмент отработал и не нашёл ничего настолько дешёвого — бизнес-ошибка с причиной в `content` и без подарков для виджета.",
          },
        },
        {
          id: "cheapest",
          label: {
            en: "The cheapest gifts, over budget",
            ru: "Самые дешёвые подарки, дороже бюджета",
          },
          why: {
            en: "A budget is a limit the user set: gifts above it would be a wrong answer dressed as a right one. The server says that nothing fits instead.",
            ru: "Бюджет — ограничение, заданное пользователем: подарки дороже него были бы неверным ответом под видом верного. Вместо этого сервер сообщает, что ничего не подходит.",
          },
        },
        {
          id: "nothing",
          label: { en: "No reply at all", ru: "Ничего: ответа не будет" },
          why: {
            en: "`tools/call` is a request, and every request gets exactly one reply, even when there is nothing to offer.",
            ru: "`tools/call` — запрос, а на каждый запрос приходит ровно один ответ, даже если предложить нечего.",
          },
        },
      ],
      answer: "tool-error",
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "tools/call", toolError: true },
        },
      ],
    },
    {
      id: "three-readers",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "A result for three readers", ru: "Результат для трёх читателей" },
      why: {
        en: "One result speaks to three readers: `content` is the sentence the model reads, `structuredContent` the gifts the widget renders (the model sees it too, so it stays compact), and `_meta` the catalog ids only the widget gets. Put in `structuredContent`, the ids would reach the model as well.",
        ru: "Один результат обращается к трём читателям: `content` — предложение, которое читает модель, `structuredContent` — подарки, которые отображает виджет (модель их тоже видит, поэтому они компактны), а `_meta` — идентификаторы из каталога, которые получает только виджет. В `structuredContent` идентификаторы дошли бы и до модели.",
      },
      task: {
        en: "You are the server. Answer request 7 with two gifts: a sentence for the model, the gifts as data for the widget, and their catalog ids under `giftIds` where only the widget sees them.",
        ru: "Вы — сервер. Ответьте на запрос 7 двумя подарками: предложение для модели, подарки как данные для виджета и их идентификаторы из каталога под ключом `giftIds` там, где их видит только виджет.",
      },
      hints: [
        {
          en: "One `result`, three members, one for each reader.",
          ru: "Один `result`, три поля — по одному на читателя.",
        },
        {
          en: "The model reads `content`, the widget renders `structuredContent`, and only the widget gets `_meta`.",
          ru: "Модель читает `content`, виджет отображает `structuredContent`, а `_meta` получает только виджет.",
        },
        {
          en: 'Add `"_meta": {"giftIds": ["games-strategy-01", "games-party-04"]}` next to `content` and `structuredContent`.',
          ru: 'Добавьте `"_meta": {"giftIds": ["games-strategy-01", "games-party-04"]}` рядом с `content` и `structuredContent`.',
        },
      ],
      start: json({ jsonrpc: "2.0", id: 7, result: {} }),
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 7),
        matches("/result/content", TEXT_CONTENT, {
          en: "The model reads `content`: a text block.",
          ru: "Модель читает `content`: текстовый блок.",
        }),
        matches("/result/structuredContent", GIFT_LIST),
        matches(
          "/result/structuredContent/gifts",
          { type: "array", minItems: 2 },
          {
            en: "The widget renders `structuredContent.gifts`: two gifts with `name` and `price`.",
            ru: "Виджет отображает `structuredContent.gifts`: два подарка с `name` и `price`.",
          },
        ),
        matches(
          "/result/_meta/giftIds",
          { type: "array", minItems: 2, items: { type: "string" } },
          {
            en: "The ids go to `_meta.giftIds`, which the model never sees.",
            ru: "Идентификаторы — в `_meta.giftIds`, которого модель никогда не видит.",
          },
        ),
        pointer(
          "/result/structuredContent/giftIds",
          { op: "absent" },
          {
            en: "The model reads `structuredContent` too: keep the ids out of it.",
            ru: "`structuredContent` читает и модель: идентификаторам там не место.",
          },
        ),
        valid,
      ],
      solution: json(THREE_READERS),
    },
  ],
};
