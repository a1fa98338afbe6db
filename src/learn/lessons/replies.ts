/** Replies: one per request, by id; a result or an error, never both; the error codes. */
import type { Lesson } from "../types.ts";
import {
  KIND_CHOICES,
  callTool,
  equals,
  handshake,
  json,
  line,
  matches,
  request,
  valid,
} from "./shared/messages.ts";

const GIFT_RESULT = {
  content: [
    { type: "text", text: "Two ideas for a board-game lover: Catan ($45) and a dice set ($20)." },
  ],
  structuredContent: {
    gifts: [
      { name: "Board game: Catan", price: 45 },
      { name: "Dice set", price: 20 },
    ],
  },
  isError: false,
};

const METHOD_NOT_FOUND = {
  jsonrpc: "2.0",
  id: 3,
  error: { code: -32601, message: "Method not found: tools/col" },
};

export const lesson: Lesson = {
  id: "replies",
  section: 3,
  title: { en: "Replies: a result or an error", ru: "Ответы: результат или ошибка" },
  body: [
    {
      type: "text",
      text: {
        en: "Every request gets exactly one reply, and the reply says which request it answers by carrying the same `id`, much like a correlation id ties together the lines of a log. Besides `jsonrpc` and `id`, a reply holds exactly one of two things: `result` when the request succeeded, `error` when it did not. Never both, and never a `method`.",
        ru: "На каждый запрос приходит ровно один ответ, и ответ указывает, на какой запрос он отвечает, тем же `id` — так correlation id связывает строки журнала. Кроме `jsonrpc` и `id`, в ответе ровно одно из двух: `result`, если запрос удался, или `error`, если нет. Никогда оба сразу и никогда `method`.",
      },
    },
    {
      type: "text",
      text: {
        en: 'What a result contains depends on the method. For `tools/call` it is `content`, a list of blocks the model reads (usually `{"type": "text", "text": …}`), `structuredContent`, the same answer as data that a widget can render, and `isError`, which the next lesson is about:',
        ru: 'Что лежит в результате, зависит от метода. У `tools/call` это `content` — список блоков, которые читает модель (обычно `{"type": "text", "text": …}`), `structuredContent` — тот же ответ в виде данных, которые может показать виджет, и `isError` — о нём следующий урок:',
      },
    },
    { type: "code", code: json({ jsonrpc: "2.0", id: 7, result: GIFT_RESULT }) },
    {
      type: "text",
      text: {
        en: "An `error` is an object with an integer `code`, a one-sentence `message` and, if useful, `data` with details. A client that sent `tools/col` by mistake gets this:",
        ru: "`error` — объект с целым `code`, коротким `message` и, если нужно, `data` с подробностями. Клиент, который по ошибке отправил `tools/col`, получит вот что:",
      },
    },
    { type: "code", code: line(METHOD_NOT_FOUND) },
    {
      type: "text",
      text: {
        en: "The codes come from JSON-RPC: -32700 the text is not JSON at all, -32600 it is not a valid request (the gift server also uses it for a request sent before the handshake), -32601 no such method, -32602 the method exists but its params do not fit, -32603 the server failed inside. MCP adds its own, such as -32002 for a resource that does not exist. Note the difference between the middle two: `tools/col` is an unknown **method** (-32601), while `tools/call` of a tool that does not exist is a known method with bad params (-32602).",
        ru: "Коды взяты из JSON-RPC: -32700 — текст вообще не JSON, -32600 — некорректный запрос (сервер подарков отвечает так и на запрос до рукопожатия), -32601 — такого метода нет, -32602 — метод есть, но параметры не подходят, -32603 — сбой внутри сервера. MCP добавляет свои, например -32002 для несуществующего ресурса. Обратите внимание на разницу между средними: `tools/col` — неизвестный **метод** (-32601), а `tools/call` несуществующего инструмента — известный метод с неверными параметрами (-32602).",
      },
    },
  ],
  exercises: [
    {
      id: "classify-error",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "Good news or bad?", ru: "Хорошая новость или плохая?" },
      why: {
        en: "It carries the `id` of request 3 and an `error` with a `code` (-32601) and a `message`, and has neither `method` nor `result`: it is a reply that says the request failed (there is no method `tools/col`).",
        ru: "В нём `id` запроса 3 и `error` с `code` (-32601) и `message`, и нет ни `method`, ни `result`: это ответ, который сообщает, что запрос не удался (метода `tools/col` нет).",
      },
      task: { en: "What kind of message is this?", ru: "Что это за сообщение?" },
      hints: [
        {
          en: "It has an `id`, so it is either a request or a reply.",
          ru: "У него есть `id`, значит, это запрос или ответ.",
        },
        {
          en: "There is no `method`. Which of `result` and `error` is there?",
          ru: "`method` нет. Что есть — `result` или `error`?",
        },
        {
          en: "An `error` with the request's id: the request failed.",
          ru: "`error` с id запроса: запрос не удался.",
        },
      ],
      message: json(METHOD_NOT_FOUND),
      choices: KIND_CHOICES,
      answer: "error",
    },
    {
      id: "result-and-error",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "Both at once", ru: "Всё сразу" },
      why: {
        en: "A reply holds exactly one of `result` and `error`. The tool did find two gifts, so the request succeeded: the `result` stays and the `error` goes. A reply with both cannot be read: the client would not know whether to show the gifts or a failure.",
        ru: "В ответе ровно одно из двух: `result` или `error`. Инструмент нашёл два подарка, значит, запрос удался: `result` остаётся, `error` уходит. Ответ с обоими полями прочитать нельзя: клиент не поймёт, показывать подарки или сбой.",
      },
      task: {
        en: "The tool found two gifts, yet this reply also carries an error. Fix it so that it says what happened.",
        ru: "Инструмент нашёл два подарка, но в этом ответе есть ещё и ошибка. Исправьте его, чтобы он говорил то, что произошло.",
      },
      hints: [
        {
          en: "A reply is either a success or a failure.",
          ru: "Ответ — либо успех, либо неудача.",
        },
        {
          en: "`result` and `error` exclude each other. Which one matches what happened?",
          ru: "`result` и `error` исключают друг друга. Какой из них соответствует случившемуся?",
        },
        {
          en: "Delete the whole `error` member and keep the `result`.",
          ru: "Удалите поле `error` целиком и оставьте `result`.",
        },
      ],
      start: json({
        jsonrpc: "2.0",
        id: 7,
        result: GIFT_RESULT,
        error: { code: -32603, message: "Internal error" },
      }),
      checks: [
        { type: "finding", code: "jsonrpc.result-and-error", present: false },
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 7, {
          en: "The reply still answers request 7.",
          ru: "Это по-прежнему ответ на запрос 7.",
        }),
        matches(
          "/result/structuredContent/gifts",
          { type: "array", minItems: 1 },
          { en: "Keep the gifts the tool found.", ru: "Сохраните найденные подарки." },
        ),
        {
          type: "pointer",
          path: "/result/isError",
          test: { op: "equals", value: false, orAbsent: true },
          says: {
            en: "The tool found the gifts and nothing failed: `isError` must not say it did.",
            ru: "Инструмент нашёл подарки, ничего не сломалось: `isError` не должен говорить обратное.",
          },
        },
        valid,
      ],
      solution: json({ jsonrpc: "2.0", id: 7, result: GIFT_RESULT }),
    },
    {
      id: "write-method-not-found",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "Answer a typo", ru: "Ответьте на опечатку" },
      why: {
        en: 'A request that fails still gets exactly one reply with its `id` (5), holding an `error` instead of a `result`. The code for a method the server does not have is -32601; `message` says it in a short sentence, for example "Method not found: tools/col".',
        ru: "Неудачный запрос всё равно получает ровно один ответ со своим `id` (5), и в нём вместо `result` — `error`. Код для метода, которого у сервера нет, — -32601; `message` говорит об этом коротко, например «Method not found: tools/col».",
      },
      task: {
        en: "You are the server. Request 5 asked for the method `tools/col`, which you do not have. Write your reply.",
        ru: "Вы — сервер. Запрос 5 вызвал метод `tools/col`, которого у вас нет. Напишите ответ.",
      },
      hints: [
        {
          en: "A failed request still gets a reply, with its id.",
          ru: "Неудачный запрос всё равно получает ответ со своим id.",
        },
        {
          en: "The reply holds `error` with `code` and `message`. Which code means “no such method”?",
          ru: "В ответе — `error` с `code` и `message`. Какой код значит «нет такого метода»?",
        },
        {
          en: '`{"jsonrpc": "2.0", "id": 5, "error": {"code": -32601, "message": …}}`',
          ru: '`{"jsonrpc": "2.0", "id": 5, "error": {"code": -32601, "message": …}}`',
        },
      ],
      start: json({ jsonrpc: "2.0" }),
      checks: [
        { type: "kind", kind: "reply", outcome: "error" },
        equals("/id", 5, {
          en: "The reply carries the id of the request: 5.",
          ru: "В ответе — id запроса: 5.",
        }),
        equals("/error/code", -32601, {
          en: "An unknown method is error -32601.",
          ru: "Неизвестный метод — это ошибка -32601.",
        }),
        matches("/error/message", { type: "string", minLength: 1 }),
        valid,
      ],
      solution: json({
        jsonrpc: "2.0",
        id: 5,
        error: { code: -32601, message: "Method not found: tools/col" },
      }),
    },
    {
      id: "get-method-not-found",
      kind: "server",
      version: "2025-11-25",
      title: { en: "Make the server say -32601", ru: "Добейтесь от сервера -32601" },
      why: {
        en: "A method the server does not know, such as `tools/col`, gets -32601. It has to be sent after the handshake: before it the gift server answers every request with -32600, since a session that has not started takes no requests.",
        ru: "На метод, которого сервер не знает, например `tools/col`, приходит -32601. Отправлять его нужно после рукопожатия: до него сервер подарков отвечает на любой запрос -32600, потому что сессия ещё не началась.",
      },
      task: {
        en: "Get the gift server to answer with error -32601.",
        ru: "Добейтесь, чтобы сервер подарков ответил ошибкой -32601.",
      },
      hints: [
        {
          en: "Ask for something the server cannot do at all.",
          ru: "Попросите то, чего сервер не умеет вовсе.",
        },
        {
          en: "The server must be past the handshake, or it answers -32600 to everything.",
          ru: "Сервер должен пройти рукопожатие, иначе на всё ответит -32600.",
        },
        {
          en: "After the handshake, send the request in the editor: `tools/col` is no method.",
          ru: "После рукопожатия отправьте запрос из редактора: `tools/col` — не метод.",
        },
      ],
      start: json(request(2, "tools/col")),
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", errorCode: -32601 },
          says: {
            en: "No -32601 yet. If you got -32600, shake hands first.",
            ru: "-32601 пока нет. Если пришло -32600, сначала сделайте рукопожатие.",
          },
        },
      ],
      solution: [...handshake("2025-11-25"), json(request(2, "tools/col"))],
    },
    {
      id: "predict-unknown-tool",
      kind: "predict",
      version: "2025-11-25",
      title: { en: "A tool that is not there", ru: "Инструмента нет" },
      why: {
        en: "`tools/call` is a method the server knows, so the answer is not -32601. What is wrong is in its `params`: `name` names no tool the server has. The gift server answers that with -32602, invalid params: an unknown tool is a protocol error, not a tool that ran and failed (`isError`).",
        ru: "`tools/call` сервер знает, поэтому -32601 не будет. Ошибка — в `params`: в `name` указан инструмент, которого у сервера нет. Сервер подарков отвечает на это -32602, неверные параметры: неизвестный инструмент — ошибка протокола, а не инструмент, который запустился и не справился (`isError`).",
      },
      task: {
        en: "The method is right, the tool's name is misspelled. What will the gift server answer? Choose, then send (in a session past the handshake).",
        ru: "Метод верный, а имя инструмента с опечаткой. Что ответит сервер подарков? Выберите, затем отправьте (в сессии после рукопожатия).",
      },
      hints: [
        {
          en: "Is `tools/call` an unknown method?",
          ru: "`tools/call` — неизвестный метод?",
        },
        {
          en: "The method exists; what is wrong is in its `params`.",
          ru: "Метод существует; ошибка в его `params`.",
        },
        {
          en: "Bad params of a known method: -32602.",
          ru: "Неверные параметры известного метода: -32602.",
        },
      ],
      message: json(callTool(4, "suggest_gift", { occasion: "birthday", budget: 40 })),
      choices: [
        {
          id: "method-not-found",
          label: { en: "Error -32601, method not found", ru: "Ошибку -32601, метод не найден" },
          why: {
            en: "-32601 is for a method the server does not have at all, such as `tools/col`. `tools/call` is a method every server with tools has: the mistake is inside `params`.",
            ru: "-32601 — для метода, которого у сервера вообще нет, например `tools/col`. `tools/call` есть у любого сервера с инструментами: ошибка — внутри `params`.",
          },
        },
        {
          id: "invalid-params",
          label: {
            en: "Error -32602, invalid params: unknown tool",
            ru: "Ошибку -32602, неверные параметры: неизвестный инструмент",
          },
          why: {
            en: "Right: the method is known, but its `params` name a tool that does not exist, so the params do not fit: -32602.",
            ru: "Верно: метод известен, но в `params` указан несуществующий инструмент, значит, параметры не подходят: -32602.",
          },
        },
        {
          id: "tool-error",
          label: {
            en: "A result with `isError: true`",
            ru: "Результат с `isError: true`",
          },
          why: {
            en: "`isError: true` is for a tool that ran and could not help. A tool that does not exist never ran, so there is no tool result to return: the server answers with an error reply.",
            ru: "`isError: true` — для инструмента, который запустился, но не смог помочь. Несуществующий инструмент не запускался, и результата инструмента нет: сервер отвечает ошибкой.",
          },
        },
        {
          id: "gifts",
          label: {
            en: "Gift ideas: the server guesses the name",
            ru: "Идеи подарков: сервер угадает имя",
          },
          why: {
            en: "A server does not guess names: `suggest_gift` is not `suggest_gifts`, and running a tool that was not asked for could do harm. Tool names are matched exactly.",
            ru: "Сервер не угадывает имена: `suggest_gift` — не `suggest_gifts`, а запуск инструмента, который не просили, может навредить. Имена инструментов сравниваются точно.",
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
  ],
};
