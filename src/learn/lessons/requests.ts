/** Requests: the id, the gift app's `tools/call`, arguments that fit the inputSchema. */
import type { Lesson } from "../types.ts";
import {
  CATALOG_URI,
  KIND_CHOICES,
  SUGGEST_GIFTS_INPUT,
  callTool,
  equals,
  handshake,
  hasRequestId,
  initialize,
  json,
  line,
  matches,
  pointer,
  request,
  valid,
} from "./shared/messages.ts";
import { MEANINGS } from "../meaning.ts";

const BOARD_GAMES = {
  occasion: "birthday",
  budget: 100,
  recipient: "friend who loves board games",
};

const ARGUMENTS_FIT = matches("/params/arguments", SUGGEST_GIFTS_INPUT, {
  en: "`arguments` must fit the tool's `inputSchema`: `occasion` is text, `budget` a number of dollars above 0.",
  ru: "`arguments` должны подходить под `inputSchema` инструмента: `occasion` — текст, `budget` — число долларов больше 0.",
});

export const lesson: Lesson = {
  id: "requests",
  section: 2,
  title: { en: "Requests: id, method, params", ru: "Запросы: id, method, params" },
  body: [
    {
      type: "text",
      text: {
        en: "A request is the one kind of message that waits for an answer. Usually the client sends it to the server (ChatGPT to your server), but a server may ask the client too: to let its language model write something (sampling) or to ask the user a question (elicitation). Besides `jsonrpc`, a request has three parts: `id`, `method` and, usually, `params`.",
        ru: "Запрос — единственный вид сообщения, который ждёт ответа. Обычно его отправляет клиент серверу (ChatGPT — вашему серверу), но и сервер может спросить клиента: попросить его языковую модель что-нибудь написать (sampling) или задать вопрос пользователю (elicitation). Кроме `jsonrpc`, у запроса три части: `id`, `method` и обычно `params`.",
      },
    },
    {
      type: "text",
      text: {
        en: "The `id` is how the reply finds its request: the reply carries the same `id`. In practice it is a number or a string, and it must differ from the id of every request still waiting for its reply. JSON-RPC would also accept `null`, but MCP forbids it: a reply to `null` could belong to anything.",
        ru: "По `id` ответ находит свой запрос: в ответе стоит тот же `id`. На практике это число или строка, и он должен отличаться от id всех запросов, которые ещё ждут ответа. JSON-RPC допускает и `null`, но MCP это запрещает: ответ на `null` мог бы относиться к чему угодно.",
      },
    },
    {
      type: "text",
      text: {
        en: "Here is the gift app asking its server for ideas. `method` is `tools/call`; `params.name` is the tool's name exactly as the server registered it, and `params.arguments` holds what the tool needs:",
        ru: "Вот как приложение подарков просит у своего сервера идеи. `method` — `tools/call`; `params.name` — имя инструмента ровно так, как его зарегистрировал сервер, а в `params.arguments` — то, что нужно инструменту:",
      },
    },
    {
      type: "code",
      code: line(callTool(7, "suggest_gifts", BOARD_GAMES)),
    },
    {
      type: "text",
      text: {
        en: 'Which arguments a tool takes is not a matter of taste: `tools/list` shows each tool\'s `inputSchema`, a JSON Schema, and `arguments` must fit it. The gift server declares `suggest_gifts` like this (descriptions left out): `occasion` and `budget` are required, `budget` is a number of US dollars above 0. A budget of "a hundred bucks" is text, so it does not fit.',
        ru: "Какие аргументы принимает инструмент — не дело вкуса: `tools/list` показывает для каждого инструмента `inputSchema`, JSON Schema, и `arguments` обязаны ей соответствовать. Сервер подарков объявляет `suggest_gifts` так (без описаний): `occasion` и `budget` обязательны, `budget` — число долларов США больше 0. Бюджет «a hundred bucks» — это текст, он не подходит.",
      },
    },
    { type: "code", code: json(SUGGEST_GIFTS_INPUT) },
    {
      type: "text",
      text: {
        en: "Resources and prompts follow the same pattern as tools: a `*/list` request to discover what there is, then one request to fetch a single item. `resources/read` names the resource by its URI (a unique name, not necessarily a network address), `prompts/get` names the prompt by its `name`:",
        ru: "Ресурсы и промпты устроены так же, как инструменты: запрос `*/list`, чтобы узнать, что есть, и затем запрос за одним элементом. `resources/read` указывает ресурс по URI (это уникальное имя, не обязательно сетевой адрес), `prompts/get` — промпт по его `name`:",
      },
    },
    { type: "code", code: line(request(8, "resources/read", { uri: CATALOG_URI })) },
  ],
  exercises: [
    {
      id: "string-id",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "An id made of letters", ru: "id из букв" },
      why: {
        en: '`"gift-1"` is an id just as 7 is: MCP allows a string or an integer. With both an `id` and a `method` (`resources/list`) the message is a request, and its reply will carry `"id": "gift-1"`.',
        ru: '`"gift-1"` — такой же id, как 7: MCP допускает строку или целое число. Раз есть и `id`, и `method` (`resources/list`), это запрос, и в ответе на него будет `"id": "gift-1"`.',
      },
      task: {
        en: "What kind of message is this?",
        ru: "Что это за сообщение?",
      },
      hints: [
        {
          en: "An id does not have to be a number.",
          ru: "id не обязан быть числом.",
        },
        {
          en: "Look for `id`, `method`, `result` and `error` at the top level.",
          ru: "Найдите на верхнем уровне `id`, `method`, `result` и `error`.",
        },
        {
          en: "An `id` together with a `method` means someone expects an answer.",
          ru: "`id` вместе с `method` означает, что кто-то ждёт ответа.",
        },
      ],
      message: json(request("gift-1", "resources/list")),
      choices: KIND_CHOICES,
      answer: "request",
    },
    {
      id: "null-id",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "An id of null", ru: "id, равный null" },
      why: {
        en: 'MCP forbids `"id": null`: a reply to `null` could not be tied to any request. Any integer or string that no other pending request uses will do; the method and the arguments stay as they were.',
        ru: 'MCP запрещает `"id": null`: ответ на `null` нельзя было бы связать ни с одним запросом. Подойдёт любое целое число или строка, которые не заняты другим ожидающим запросом; метод и аргументы остаются прежними.',
      },
      task: {
        en: "Make this request acceptable to an MCP server without changing what it asks for.",
        ru: "Сделайте этот запрос допустимым для MCP-сервера, не меняя того, о чём он просит.",
      },
      hints: [
        {
          en: "Plain JSON-RPC would let this through; MCP does not.",
          ru: "Обычный JSON-RPC это пропустил бы, MCP — нет.",
        },
        {
          en: "The problem is the `id`: how would the reply say which request it answers?",
          ru: "Проблема в `id`: как ответ укажет, на какой запрос он отвечает?",
        },
        {
          en: 'Give it a number or a string that no other pending request uses, for example `"id": 7`.',
          ru: 'Дайте ему число или строку, которые не заняты другим ожидающим запросом, например `"id": 7`.',
        },
      ],
      start: json({ ...callTool(7, "suggest_gifts", BOARD_GAMES), id: null }),
      checks: [
        { type: "finding", code: "jsonrpc.id-null", present: false },
        hasRequestId,
        { type: "method", method: "tools/call" },
        equals("/params/name", "suggest_gifts"),
        valid,
      ],
      solution: json(callTool(7, "suggest_gifts", BOARD_GAMES)),
    },
    {
      id: "budget-is-a-number",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "A hundred bucks", ru: "Сотня баксов" },
      why: {
        en: "The `inputSchema` of `suggest_gifts` says that `budget` is a number above 0. \"a hundred bucks\" is text, so the arguments do not fit, and the tool could not compare prices with it. Turning what the user said into the number 100 is the caller's job (in a chat, the model's).",
        ru: "По `inputSchema` инструмента `suggest_gifts` `budget` — число больше 0. «a hundred bucks» — текст, так что аргументы не подходят, и инструмент не смог бы сравнивать с ним цены. Превратить слова пользователя в число 100 — задача вызывающей стороны (в чате — модели).",
      },
      task: {
        en: 'The user said "a hundred bucks". Rewrite the call so that its arguments fit `suggest_gifts`\'s `inputSchema`.',
        ru: "Пользователь сказал «сотня баксов». Перепишите вызов так, чтобы аргументы подходили под `inputSchema` инструмента `suggest_gifts`.",
      },
      hints: [
        {
          en: "The message is valid MCP; the problem is one level deeper, in what the tool expects.",
          ru: "Само сообщение — правильный MCP; проблема на уровень глубже, в том, чего ждёт инструмент.",
        },
        {
          en: "Compare each argument with the `inputSchema` shown in the lesson: which one has the wrong type?",
          ru: "Сравните каждый аргумент с `inputSchema` из урока: у какого не тот тип?",
        },
        {
          en: '`budget` is a number of dollars: `"budget": 100`, without quotes.',
          ru: '`budget` — число долларов: `"budget": 100`, без кавычек.',
        },
      ],
      start: json(callTool(7, "suggest_gifts", { ...BOARD_GAMES, budget: "a hundred bucks" })),
      checks: [
        { type: "method", method: "tools/call" },
        equals("/params/name", "suggest_gifts"),
        ARGUMENTS_FIT,
        equals("/params/arguments/budget", 100, {
          en: "The user's budget is a hundred dollars: 100.",
          ru: "Бюджет пользователя — сто долларов: 100.",
        }),
        valid,
      ],
      solution: json(callTool(7, "suggest_gifts", BOARD_GAMES)),
    },
    {
      id: "call-suggest-gifts",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "Ask for gift ideas", ru: "Попросите идеи подарков" },
      why: {
        en: 'A tool is called with the request `tools/call`: `params.name` is the tool\'s registered name, and `params.arguments` must fit its `inputSchema`. Here that is the occasion (a birthday), `budget` as the number 60 (dollars, not the text "$60"), and `recipient`, who the gift is for.',
        ru: "Инструмент вызывают запросом `tools/call`: `params.name` — зарегистрированное имя инструмента, а `params.arguments` должны подходить под его `inputSchema`. Здесь это повод (день рождения), `budget` — число 60 (долларов, а не текст «$60») и `recipient` — для кого подарок.",
      },
      task: {
        en: "Write the request that asks the gift server's `suggest_gifts` for birthday ideas, up to $60, for a colleague.",
        ru: "Напишите запрос, который просит у `suggest_gifts` сервера подарков идеи на день рождения, до $60, для коллеги.",
      },
      hints: [
        {
          en: "It is a request: it needs `jsonrpc`, `id`, `method` and `params`.",
          ru: "Это запрос: нужны `jsonrpc`, `id`, `method` и `params`.",
        },
        {
          en: "Calling a tool is the method `tools/call`; its `params` hold `name` and `arguments`.",
          ru: "Вызов инструмента — метод `tools/call`; в его `params` лежат `name` и `arguments`.",
        },
        {
          en: '`"params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday", "budget": 60, "recipient": "colleague"}}`',
          ru: '`"params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday", "budget": 60, "recipient": "colleague"}}`',
        },
      ],
      start: json({ jsonrpc: "2.0", id: 1 }),
      checks: [
        { type: "kind", kind: "request" },
        { type: "method", method: "tools/call" },
        equals("/params/name", "suggest_gifts", {
          en: "`params.name` is the tool's registered name: `suggest_gifts`.",
          ru: "`params.name` — зарегистрированное имя инструмента: `suggest_gifts`.",
        }),
        ARGUMENTS_FIT,
        pointer(
          "/params/arguments/occasion",
          { op: "means", meaning: MEANINGS.birthday },
          {
            en: 'The occasion is a birthday: `"birthday"` (or `"день рождения"`).',
            ru: 'Повод — день рождения: `"birthday"` (или `"день рождения"`).',
          },
        ),
        equals("/params/arguments/budget", 60, {
          en: "The budget is 60 (dollars, as a number).",
          ru: "Бюджет — 60 (долларов, числом).",
        }),
        matches(
          "/params/arguments/recipient",
          { type: "string", minLength: 1 },
          {
            en: "Say who the gift is for in `recipient`.",
            ru: "Укажите в `recipient`, для кого подарок.",
          },
        ),
        valid,
      ],
      solution: json(
        callTool(1, "suggest_gifts", { occasion: "birthday", budget: 60, recipient: "colleague" }),
      ),
    },
    {
      id: "bad-argument-error",
      kind: "server",
      version: "2025-06-18",
      title: { en: "The server says no", ru: "Сервер отказывает" },
      why: {
        en: 'In 2025-06-18 the gift server checks `arguments` against the `inputSchema` before the tool runs, and answers a mismatch with a protocol error: -32602, "Invalid params". From 2025-11-25 on, the same mistake comes back as a result with `isError: true`, so that the model can read it and retry: this is why the session must be opened in 2025-06-18.',
        ru: "В версии 2025-06-18 сервер подарков сверяет `arguments` с `inputSchema` до запуска инструмента и на несовпадение отвечает ошибкой протокола: -32602, «Invalid params». Начиная с 2025-11-25 та же ошибка приходит как результат с `isError: true`, чтобы модель могла его прочитать и повторить попытку, — поэтому сессию нужно открыть в версии 2025-06-18.",
      },
      task: {
        en: 'Open a session in version 2025-06-18, then call `suggest_gifts` with the budget "a hundred bucks" and get the server\'s -32602, “Invalid params”.',
        ru: "Откройте сессию в версии 2025-06-18, затем вызовите `suggest_gifts` с бюджетом «a hundred bucks» и получите от сервера -32602, «Invalid params».",
      },
      hints: [
        {
          en: "The version matters: from 2025-11-25 on, the same mistake comes back as a tool error instead.",
          ru: "Версия важна: начиная с 2025-11-25 та же ошибка возвращается как ошибка инструмента.",
        },
        {
          en: 'Shake hands with `protocolVersion` "2025-06-18" (a new `initialize` replaces the old session), send `notifications/initialized`, then the call.',
          ru: 'Сделайте рукопожатие с `protocolVersion` "2025-06-18" (новый `initialize` заменяет старую сессию), отправьте `notifications/initialized`, затем вызов.',
        },
        {
          en: 'The call: `{"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday", "budget": "a hundred bucks"}}}`',
          ru: 'Вызов: `{"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "suggest_gifts", "arguments": {"occasion": "birthday", "budget": "a hundred bucks"}}}`',
        },
      ],
      start: json(initialize("2025-06-18")),
      checks: [
        {
          type: "has",
          message: {
            flow: "in",
            kind: "reply",
            method: "initialize",
            pointer: {
              path: "/result/protocolVersion",
              test: { op: "equals", value: "2025-06-18" },
            },
          },
          says: {
            en: "Open the session in 2025-06-18 first.",
            ru: "Сначала откройте сессию в версии 2025-06-18.",
          },
        },
        {
          type: "has",
          message: {
            flow: "in",
            kind: "reply",
            method: "tools/call",
            errorCode: -32602,
            pointer: {
              path: "/error/message",
              test: { op: "matches", schema: { type: "string", pattern: "Invalid arguments" } },
            },
          },
          says: {
            en: "No -32602 about the arguments yet: call `suggest_gifts` with a budget that is not a number.",
            ru: "Ошибки -32602 об аргументах пока нет: вызовите `suggest_gifts` с бюджетом, который не число.",
          },
        },
      ],
      solution: [
        ...handshake("2025-06-18"),
        json(callTool(3, "suggest_gifts", { occasion: "birthday", budget: "a hundred bucks" })),
      ],
    },
  ],
};
