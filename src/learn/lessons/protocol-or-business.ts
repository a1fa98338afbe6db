/** Protocol error or business error: a top-level `error`, or a result with `isError: true`. */
import type { Lesson } from "../types.ts";
import {
  TEXT_CONTENT,
  callTool,
  equals,
  handshake,
  json,
  matches,
  valid,
} from "./shared/messages.ts";

/** What the gift server answers to suggest_gifts with a budget of $5 (nothing costs that little). */
const NOTHING_FITS = {
  jsonrpc: "2.0",
  id: 7,
  result: {
    content: [
      {
        type: "text",
        text: "Nothing in the catalog costs $5 or less: the cheapest gift is Engraved keychain at $15.",
      },
    ],
    isError: true,
  },
};

export const lesson: Lesson = {
  id: "protocol-or-business",
  section: 3,
  title: {
    en: "Protocol error or business error",
    ru: "Протокольная ошибка или бизнес-ошибка",
  },
  body: [
    {
      type: "text",
      text: {
        en: "Two very different things can go wrong with a tool call. A **protocol error** means a rule of JSON-RPC or MCP was broken: the text is not JSON, the method does not exist, the params have the wrong shape, the tool is unknown. The request never got as far as the tool's own logic. Such a failure is answered with a top-level `error`.",
        ru: "При вызове инструмента бывают две совсем разные неудачи. **Протокольная ошибка** значит, что нарушено правило JSON-RPC или MCP: текст не JSON, метода нет, параметры не той формы, инструмент неизвестен. До логики самого инструмента запрос не дошёл. На такое отвечают ошибкой верхнего уровня, `error`.",
      },
    },
    {
      type: "text",
      text: {
        en: "A **business error** means the protocol was followed and the tool ran, but it could not do its job for a reason of its own domain: the catalog is empty, nothing fits the budget, the user has no access to that item. That is answered with an ordinary `result` that says `isError: true` and explains what happened in `content`. This is what the gift server answers when asked for gifts up to $5:",
        ru: "**Бизнес-ошибка** значит, что протокол соблюдён и инструмент отработал, но со своей задачей не справился по причине из собственной предметной области: каталог пуст, под бюджет ничего не подходит, у пользователя нет доступа к товару. На это отвечают обычным `result` с `isError: true` и объяснением в `content`. Вот что отвечает сервер подарков на просьбу найти подарки до $5:",
      },
    },
    { type: "code", code: json(NOTHING_FITS) },
    {
      type: "text",
      text: {
        en: "The difference matters because of who reads what. A result, `isError` or not, goes to the model: it reads the explanation and can react, by suggesting a bigger budget or asking the user. A top-level error is handled by the client's code, and the model often never sees it. A business failure disguised as a protocol error hides the reason from the one who could fix it; a protocol break disguised as a tool failure hides a bug.",
        ru: "Разница важна из-за того, кто что читает. Результат, с `isError` или без, попадает к модели: она прочтёт объяснение и сможет отреагировать — предложить бюджет побольше или переспросить пользователя. Ошибку верхнего уровня обрабатывает код клиента, и модель её часто вообще не видит. Бизнес-ошибка, замаскированная под протокольную, прячет причину от того, кто мог бы всё исправить; протокольная ошибка под видом неудачи инструмента прячет баг.",
      },
    },
    {
      type: "text",
      text: {
        en: 'One border moved with the versions. Up to and including 2025-06-18, arguments that did not fit the tool\'s `inputSchema` were a protocol error, -32602. From 2025-11-25 on, the specification counts them as a tool execution error, because the model can correct them: the gift server answers a budget of "a hundred bucks" with -32602 in a 2025-06-18 session and with `isError: true` in a 2025-11-25 one. An unknown tool stays a protocol error in every version.',
        ru: "Одна граница сдвинулась вместе с версиями. В версиях по 2025-06-18 включительно аргументы, не подходящие под `inputSchema` инструмента, были протокольной ошибкой, -32602. Начиная с 2025-11-25 спецификация считает их ошибкой выполнения инструмента, ведь модель может их исправить: на бюджет «a hundred bucks» сервер подарков отвечает -32602 в сессии 2025-06-18 и `isError: true` в сессии 2025-11-25. Неизвестный инструмент остаётся протокольной ошибкой во всех версиях.",
      },
    },
  ],
  exercises: [
    {
      id: "classify-tool-failure",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "Failed, but how?", ru: "Не вышло, но как?" },
      why: {
        en: "The reply has a `result`, not an `error`: as far as the protocol goes the call succeeded, the request was understood and the tool ran. Inside, `isError: true` and the text in `content` say the tool could not help: a business error, which the model reads and can react to.",
        ru: "В ответе `result`, а не `error`: с точки зрения протокола вызов удался — запрос понят, инструмент отработал. А внутри `isError: true` и текст в `content` сообщают, что инструмент помочь не смог: это бизнес-ошибка, её прочтёт модель и сможет на неё отреагировать.",
      },
      task: {
        en: "The tool could not help. What kind of reply did the server send?",
        ru: "Инструмент помочь не смог. Какой ответ прислал сервер?",
      },
      hints: [
        {
          en: "Judge the reply by its top-level keys, not by the words inside.",
          ru: "Судите об ответе по ключам верхнего уровня, а не по словам внутри.",
        },
        {
          en: "Is there an `error` member, or a `result` member?",
          ru: "Что в ответе: поле `error` или поле `result`?",
        },
        {
          en: "A `result` is a successful reply as far as the protocol goes, even with `isError: true` inside.",
          ru: "`result` — успешный ответ с точки зрения протокола, даже если внутри `isError: true`.",
        },
      ],
      message: json(NOTHING_FITS),
      choices: [
        {
          id: "protocol",
          label: {
            en: "A protocol error: a reply with `error`",
            ru: "Протокольная ошибка: ответ с `error`",
          },
          why: {
            en: "A protocol error is a reply with a top-level `error` (a `code` and a `message`). Look at the top-level keys of this reply: is there an `error`?",
            ru: "Протокольная ошибка — ответ с полем `error` верхнего уровня (`code` и `message`). Посмотрите на ключи верхнего уровня этого ответа: есть ли там `error`?",
          },
          means: { kind: "reply", outcome: "error" },
        },
        {
          id: "business",
          label: {
            en: "A successful reply whose tool failed: a business error",
            ru: "Успешный ответ, в котором инструмент не справился: бизнес-ошибка",
          },
          why: {
            en: "Right: a `result`, so the protocol was followed, and `isError: true` inside, so the tool could not help.",
            ru: "Верно: `result` — значит, протокол соблюдён, а `isError: true` внутри — значит, инструмент не справился.",
          },
          means: { kind: "reply", outcome: "success" },
        },
        {
          id: "notification",
          label: { en: "A notification", ru: "Уведомление" },
          why: {
            en: "A notification has a `method` and no `id`. This message has an `id` and no `method`: it answers a request.",
            ru: "У уведомления есть `method` и нет `id`. У этого сообщения есть `id` и нет `method`: оно отвечает на запрос.",
          },
          means: { kind: "notification" },
        },
      ],
      answer: "business",
    },
    {
      id: "business-as-result",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "Tell the model, not the client", ru: "Скажите модели, а не клиенту" },
      why: {
        en: "No rule of the protocol was broken: the tool ran and found nothing within the budget. That is a business error, so it goes in a `result` with `isError: true` and the reason as a text block in `content`. A top-level `error` is handled by the client's code, and the model would never learn why.",
        ru: "Ни одно правило протокола не нарушено: инструмент отработал и ничего не нашёл в пределах бюджета. Это бизнес-ошибка, поэтому ей место в `result` с `isError: true` и причиной текстовым блоком в `content`. Ошибку верхнего уровня `error` обрабатывает код клиента, и модель так и не узнала бы, в чём дело.",
      },
      task: {
        en: "The tool searched the catalog and found nothing within the budget. Rewrite this reply so that the model gets to read why.",
        ru: "Инструмент поискал в каталоге и ничего не нашёл в пределах бюджета. Перепишите ответ так, чтобы модель прочла, почему.",
      },
      hints: [
        {
          en: "Did anyone break a rule of the protocol here?",
          ru: "Кто-нибудь здесь нарушил правило протокола?",
        },
        {
          en: "A failure of the tool's own job is a business error: a `result` with `isError: true`.",
          ru: "Неудача в собственной работе инструмента — бизнес-ошибка: `result` с `isError: true`.",
        },
        {
          en: 'Replace `error` with `"result": {"content": [{"type": "text", "text": "No gifts found within budget"}], "isError": true}`.',
          ru: 'Замените `error` на `"result": {"content": [{"type": "text", "text": "No gifts found within budget"}], "isError": true}`.',
        },
      ],
      start: json({
        jsonrpc: "2.0",
        id: 7,
        error: { code: -32000, message: "No gifts found within budget" },
      }),
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 7),
        equals("/result/isError", true, {
          en: "Say that the tool failed: `isError: true`.",
          ru: "Сообщите, что инструмент не справился: `isError: true`.",
        }),
        matches("/result/content", TEXT_CONTENT, {
          en: "Explain the failure in `content`, as a text block the model reads.",
          ru: "Объясните неудачу в `content` текстовым блоком, который прочтёт модель.",
        }),
        valid,
      ],
      solution: json({
        jsonrpc: "2.0",
        id: 7,
        result: {
          content: [{ type: "text", text: "No gifts found within budget" }],
          isError: true,
        },
      }),
    },
    {
      id: "unknown-tool-is-protocol",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "Not the tool's fault", ru: "Инструмент ни при чём" },
      why: {
        en: "No tool ran, so no tool failed: the request named a tool the server does not have, a bad parameter of `tools/call`. That is a protocol error, a top-level `error` with code -32602, in every version. A result with `isError` would pretend the tool ran.",
        ru: "Ни один инструмент не запускался, значит, и не ошибался: запрос указал инструмент, которого у сервера нет, — неверный параметр `tools/call`. Это протокольная ошибка, `error` верхнего уровня с кодом -32602, в любой версии. Результат с `isError` делал бы вид, что инструмент работал.",
      },
      task: {
        en: "Request 8 called a tool this server does not have. Rewrite the reply as the error it is.",
        ru: "Запрос 8 вызвал инструмент, которого у сервера нет. Перепишите ответ как ошибку, которой он является.",
      },
      hints: [
        {
          en: "No tool ran, so no tool can have failed.",
          ru: "Ни один инструмент не запускался, значит, ни один и не мог ошибиться.",
        },
        {
          en: "An unknown tool is a bad parameter of `tools/call`: a protocol error.",
          ru: "Неизвестный инструмент — неверный параметр `tools/call`: протокольная ошибка.",
        },
        {
          en: '`{"jsonrpc": "2.0", "id": 8, "error": {"code": -32602, "message": "Unknown tool: suggest_gift"}}`',
          ru: '`{"jsonrpc": "2.0", "id": 8, "error": {"code": -32602, "message": "Unknown tool: suggest_gift"}}`',
        },
      ],
      start: json({
        jsonrpc: "2.0",
        id: 8,
        result: {
          content: [{ type: "text", text: "Unknown tool: suggest_gift" }],
          isError: true,
        },
      }),
      checks: [
        { type: "kind", kind: "reply", outcome: "error" },
        equals("/id", 8),
        equals("/error/code", -32602, {
          en: "An unknown tool is error -32602, invalid params.",
          ru: "Неизвестный инструмент — ошибка -32602, неверные параметры.",
        }),
        valid,
      ],
      solution: json({
        jsonrpc: "2.0",
        id: 8,
        error: { code: -32602, message: "Unknown tool: suggest_gift" },
      }),
    },
    {
      id: "predict-bad-budget",
      kind: "predict",
      version: "2025-11-25",
      title: { en: "A hundred bucks in 2025-11-25", ru: "Сотня баксов в 2025-11-25" },
      why: {
        en: "From 2025-11-25 on, arguments that do not fit the tool's `inputSchema` are a tool execution error: the server answers with a result that says `isError: true` and explains that `budget` must be a number, so the model can fix the call. Up to and including 2025-06-18 the same call got -32602.",
        ru: "Начиная с 2025-11-25 аргументы, не подходящие под `inputSchema` инструмента, — ошибка выполнения инструмента: сервер отвечает результатом с `isError: true` и объяснением, что `budget` должен быть числом, и модель может исправить вызов. В версиях по 2025-06-18 включительно на тот же вызов приходила ошибка -32602.",
      },
      task: {
        en: "In a session opened with version 2025-11-25, what does the gift server answer to this call? Choose, then send.",
        ru: "Что ответит сервер подарков на этот вызов в сессии, открытой с версией 2025-11-25? Выберите, затем отправьте.",
      },
      hints: [
        {
          en: "Who can fix a budget written in words: the client's code or the model?",
          ru: "Кто может исправить бюджет, записанный словами: код клиента или модель?",
        },
        {
          en: "Reread the last paragraph of the lesson.",
          ru: "Перечитайте последний абзац урока.",
        },
        {
          en: "From 2025-11-25 on, arguments that do not fit the schema are a tool error the model can read.",
          ru: "Начиная с 2025-11-25 неподходящие аргументы — ошибка инструмента, которую прочтёт модель.",
        },
      ],
      message: json(
        callTool(9, "suggest_gifts", { occasion: "birthday", budget: "a hundred bucks" }),
      ),
      choices: [
        {
          id: "invalid-params",
          label: { en: "Error -32602, invalid params", ru: "Ошибку -32602, неверные параметры" },
          why: {
            en: "That was the answer up to and including 2025-06-18. From 2025-11-25 on, arguments that do not fit the schema are reported so that the model can read them and fix the call.",
            ru: "Так отвечали в версиях по 2025-06-18 включительно. Начиная с 2025-11-25 о неподходящих аргументах сообщают так, чтобы модель могла прочитать это и исправить вызов.",
          },
        },
        {
          id: "tool-error",
          label: {
            en: "A result with `isError: true` that explains the budget must be a number",
            ru: "Результат с `isError: true`, объясняющий, что бюджет должен быть числом",
          },
          why: {
            en: "Right: in 2025-11-25 a budget that is not a number is a tool execution error, a result with `isError: true` the model can read.",
            ru: "Верно: в 2025-11-25 бюджет не числом — ошибка выполнения инструмента, результат с `isError: true`, который прочтёт модель.",
          },
        },
        {
          id: "gifts",
          label: {
            en: "Gift ideas for about $100",
            ru: "Идеи подарков примерно на $100",
          },
          why: {
            en: 'The server does not read words as numbers: "a hundred bucks" does not fit `"budget": {"type": "number"}`, and guessing could pick the wrong amount.',
            ru: 'Сервер не переводит слова в числа: «a hundred bucks» не подходит под `"budget": {"type": "number"}`, а догадка могла бы дать не ту сумму.',
          },
        },
      ],
      answer: "tool-error",
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "tools/call", toolError: true },
          says: {
            en: "No tool error yet: is the session open in 2025-11-25? In 2025-06-18 the answer is -32602.",
            ru: "Ошибки инструмента пока нет: открыта ли сессия в 2025-11-25? В 2025-06-18 ответом будет -32602.",
          },
        },
      ],
    },
    {
      id: "gift-cards-too-small",
      kind: "server",
      version: "2025-11-25",
      controls: { giftCards: true },
      title: { en: "Five dollars of gift card", ru: "Подарочная карта на пять долларов" },
      why: {
        en: "`suggest_gift_cards` needs only `budget`, and its cards start at $10. A budget of 5 is a valid argument that no card fits: the tool runs and answers with a result that says `isError: true` and explains why. A budget that is not a number would be an argument error instead.",
        ru: "`suggest_gift_cards` нужен только `budget`, а карты начинаются с $10. Бюджет 5 — правильный аргумент, под который не подходит ни одна карта: инструмент отрабатывает и отвечает результатом с `isError: true` и объяснением. Бюджет не числом был бы уже ошибкой аргументов.",
      },
      task: {
        en: "The second tool, `suggest_gift_cards`, is on. Get a business error from it: a result with `isError: true`.",
        ru: "Второй инструмент, `suggest_gift_cards`, включён. Получите от него бизнес-ошибку: результат с `isError: true`.",
      },
      hints: [
        {
          en: "Its only required argument is `budget`. What budget could no gift card fit?",
          ru: "Единственный обязательный аргумент — `budget`. Под какой бюджет не подойдёт ни одна карта?",
        },
        {
          en: "Gift cards start at $10.",
          ru: "Подарочные карты начинаются с $10.",
        },
        {
          en: 'After the handshake: `{"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "suggest_gift_cards", "arguments": {"budget": 5}}}`',
          ru: 'После рукопожатия: `{"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "suggest_gift_cards", "arguments": {"budget": 5}}}`',
        },
      ],
      start: json(callTool(4, "suggest_gift_cards", { budget: 100 })),
      checks: [
        {
          type: "has",
          message: {
            flow: "out",
            kind: "request",
            method: "tools/call",
            pointer: { path: "/params/name", test: { op: "equals", value: "suggest_gift_cards" } },
          },
          says: {
            en: "Call `suggest_gift_cards`.",
            ru: "Вызовите `suggest_gift_cards`.",
          },
        },
        {
          type: "has",
          message: {
            flow: "in",
            kind: "reply",
            method: "tools/call",
            toolError: true,
            // The card tool's own refusal, not an argument error of any tool.
            pointer: {
              path: "/result/content/0/text",
              test: { op: "matches", schema: { type: "string", pattern: "^Gift cards" } },
            },
          },
          says: {
            en: "No result with `isError: true` yet: try a budget no gift card fits.",
            ru: "Результата с `isError: true` пока нет: попробуйте бюджет, под который не подходит ни одна карта.",
          },
        },
      ],
      solution: [
        ...handshake("2025-11-25"),
        json(callTool(4, "suggest_gift_cards", { budget: 5 })),
      ],
    },
  ],
};
