/** The same goal in 2025-11-25 and 2026-07-28: a handshake, or the version in every request. */
import type { Lesson } from "../types.ts";
import {
  CATALOG_URI,
  KIND_CHOICES,
  MODERN_META,
  META_VERSION_POINTER,
  callTool,
  equals,
  handshake,
  initialize,
  json,
  matches,
  request,
  valid,
} from "./shared/messages.ts";

const BIRTHDAY_50 = { occasion: "birthday", budget: 50 };

const CALL_2025 = callTool(7, "suggest_gifts", BIRTHDAY_50);

const CALL_2026 = request(7, "tools/call", {
  name: "suggest_gifts",
  arguments: BIRTHDAY_50,
  _meta: MODERN_META,
});

const READ_2025 = request(3, "resources/read", { uri: CATALOG_URI });
const READ_2026 = request(3, "resources/read", { uri: CATALOG_URI, _meta: MODERN_META });

const GIFT_TEXT =
  "Gift ideas for birthday, up to $50: a yoga mat and blocks ($48), a world atlas ($45).";
const GIFTS = {
  gifts: [
    { name: "Yoga mat and blocks", price: 48, category: "wellness" },
    { name: "Illustrated world atlas", price: 45, category: "books" },
  ],
};

const RESULT_2026 = {
  jsonrpc: "2.0",
  id: 7,
  result: {
    content: [{ type: "text", text: GIFT_TEXT }],
    structuredContent: GIFTS,
    resultType: "complete",
  },
};

/** A reply to tools/call with at least one gift in it. */
const GIFTS_BACK = {
  path: "/result/structuredContent/gifts",
  test: { op: "matches" as const, schema: { type: "array", minItems: 1 } },
};

export const lesson: Lesson = {
  id: "versions",
  section: 2,
  title: {
    en: "One goal, two versions: 2025-11-25 and 2026-07-28",
    ru: "Одна цель, две версии: 2025-11-25 и 2026-07-28",
  },
  body: [
    {
      type: "text",
      text: {
        en: "MCP has a new version every few months, and most changes are small: a field here, a capability there. Version 2026-07-28 changes something basic: there is no handshake any more. Up to and including 2025-11-25 a client first opens a session (`initialize`, its result, `notifications/initialized`) and every later request relies on what was agreed. A request in 2026-07-28 stands on its own: it carries the version and the client's capabilities itself, in `params._meta`.",
        ru: "Новая версия MCP выходит раз в несколько месяцев, и обычно изменения мелкие: где-то поле, где-то возможность. Версия 2026-07-28 меняет нечто основное: рукопожатия больше нет. В версиях по 2025-11-25 включительно клиент сначала открывает сессию (`initialize`, его результат, `notifications/initialized`), и каждый следующий запрос опирается на то, о чём договорились. В 2026-07-28 каждый запрос самостоятелен: версию и возможности клиента он несёт сам, в `params._meta`.",
      },
    },
    {
      type: "text",
      text: {
        en: "Here is the same call in both versions. In 2025-11-25, after the handshake:",
        ru: "Вот один и тот же вызов в обеих версиях. В 2025-11-25, после рукопожатия:",
      },
    },
    { type: "code", code: json(CALL_2025) },
    {
      type: "text",
      text: {
        en: "In 2026-07-28, with nothing sent before it:",
        ru: "В 2026-07-28, без всяких сообщений до него:",
      },
    },
    { type: "code", code: json(CALL_2026) },
    {
      type: "text",
      text: {
        en: "The keys in `_meta` carry the prefix `io.modelcontextprotocol/`, so that they never clash with anyone else's. Both are required in every request: `protocolVersion`, and `clientCapabilities` (an empty object if the client offers nothing). A client that wants to know what a server supports before it calls anything asks `server/discover`; that replaces the information `initialize` used to return.",
        ru: "Ключи в `_meta` начинаются с префикса `io.modelcontextprotocol/`, чтобы не совпасть ни с чьими другими. Оба обязательны в каждом запросе: `protocolVersion` и `clientCapabilities` (пустой объект, если клиенту нечего предложить). Клиент, который хочет заранее узнать, что умеет сервер, спрашивает `server/discover`: это замена тем сведениям, которые раньше возвращал `initialize`.",
      },
    },
    {
      type: "text",
      text: {
        en: "Results change too. Every result in 2026-07-28 says how to read it, in `resultType`: `complete` is an ordinary answer, `input_required` means the server needs something from the client first (the gift server sends it when it wants to ask the user for a budget). So the gift ideas come back like this:",
        ru: "Меняются и результаты. Каждый результат в 2026-07-28 сообщает, как его читать, в `resultType`: `complete` — обычный ответ, `input_required` — серверу сначала нужно что-то от клиента (сервер подарков так отвечает, когда хочет спросить у пользователя бюджет). Поэтому идеи подарков возвращаются так:",
      },
    },
    { type: "code", code: json(RESULT_2026) },
    {
      type: "text",
      text: {
        en: "The gift server speaks both. A request with the 2026-07-28 `_meta` is served on its own, whatever the session; a request without it needs the handshake first. Each exercise below comes in a pair: the same goal, once in each version.",
        ru: "Сервер подарков говорит на обеих. Запрос с `_meta` версии 2026-07-28 обслуживается сам по себе, какая бы ни была сессия; запросу без него сначала нужно рукопожатие. Упражнения ниже идут парами: одна цель, по разу в каждой версии.",
      },
    },
  ],
  exercises: [
    {
      id: "gifts-2025",
      kind: "server",
      version: "2025-11-25",
      sameGoalAs: "gifts-2026",
      title: { en: "Gift ideas in 2025-11-25", ru: "Идеи подарков в 2025-11-25" },
      why: {
        en: "In 2025-11-25 every request relies on a session: first `initialize`, its result and `notifications/initialized`, and only then `tools/call`. The call itself carries no version; the session already agreed on one. Sent before the handshake, the same call would get -32600.",
        ru: "В 2025-11-25 каждый запрос опирается на сессию: сначала `initialize`, его результат и `notifications/initialized`, и только потом `tools/call`. Сам вызов версию не несёт — о ней уже договорились в сессии. Отправленный до рукопожатия, тот же вызов получил бы -32600.",
      },
      task: {
        en: "Get gift ideas for a birthday up to $50 from the gift server, the 2025-11-25 way.",
        ru: "Получите у сервера подарков идеи для дня рождения до $50 — так, как это делается в 2025-11-25.",
      },
      hints: [
        {
          en: "In this version nothing works before the session is open.",
          ru: "В этой версии до открытия сессии ничего не работает.",
        },
        {
          en: "First `initialize` and `notifications/initialized`, then the call in the editor.",
          ru: "Сначала `initialize` и `notifications/initialized`, затем вызов из редактора.",
        },
        {
          en: "Use the one-click handshake in 2025-11-25, then send the call as it is.",
          ru: "Сделайте рукопожатие в один клик в версии 2025-11-25, затем отправьте вызов как есть.",
        },
      ],
      start: json(CALL_2025),
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "initialize", outcome: "success" },
          says: {
            en: "Open the session first: `initialize`.",
            ru: "Сначала откройте сессию: `initialize`.",
          },
        },
        {
          type: "after",
          first: { flow: "in", kind: "reply", method: "initialize", outcome: "success" },
          then: {
            flow: "in",
            kind: "reply",
            method: "tools/call",
            outcome: "success",
            toolError: false,
            pointer: GIFTS_BACK,
          },
          says: {
            en: "After the handshake, call `suggest_gifts` and get gifts back.",
            ru: "После рукопожатия вызовите `suggest_gifts` и получите подарки.",
          },
        },
      ],
      solution: [...handshake("2025-11-25"), json(CALL_2025)],
    },
    {
      id: "gifts-2026",
      kind: "server",
      version: "2026-07-28",
      sameGoalAs: "gifts-2025",
      title: { en: "Gift ideas in 2026-07-28", ru: "Идеи подарков в 2026-07-28" },
      why: {
        en: '2026-07-28 has no handshake: each request carries in `params._meta` what the handshake used to agree on, `io.modelcontextprotocol/protocolVersion` and `io.modelcontextprotocol/clientCapabilities`. The gift server serves such a request on its own, and its result says `resultType: "complete"`, as every 2026-07-28 result says how to read it.',
        ru: 'В 2026-07-28 рукопожатия нет: каждый запрос несёт в `params._meta` то, о чём раньше договаривались при рукопожатии, — `io.modelcontextprotocol/protocolVersion` и `io.modelcontextprotocol/clientCapabilities`. Сервер подарков обслуживает такой запрос сам по себе, а в результате стоит `resultType: "complete"` — каждый результат 2026-07-28 сообщает, как его читать.',
      },
      task: {
        en: "The same goal in 2026-07-28: get gift ideas for a birthday up to $50, with no handshake at all.",
        ru: "Та же цель в 2026-07-28: получите идеи подарков для дня рождения до $50 вовсе без рукопожатия.",
      },
      hints: [
        {
          en: "The request has to say by itself which version it speaks.",
          ru: "Запрос должен сам указать свою версию.",
        },
        {
          en: "Add `_meta` to `params` with the version and the client's capabilities, both under the `io.modelcontextprotocol/` prefix.",
          ru: "Добавьте в `params` объект `_meta` с версией и возможностями клиента, оба с префиксом `io.modelcontextprotocol/`.",
        },
        {
          en: '`"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}`',
          ru: '`"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}`',
        },
      ],
      start: json(CALL_2025),
      checks: [
        {
          type: "has",
          message: {
            flow: "out",
            kind: "request",
            method: "tools/call",
            pointer: { path: META_VERSION_POINTER, test: { op: "equals", value: "2026-07-28" } },
          },
          says: {
            en: "Send the call with the 2026-07-28 version in its `params._meta`.",
            ru: "Отправьте вызов с версией 2026-07-28 в его `params._meta`.",
          },
        },
        {
          type: "has",
          message: {
            flow: "in",
            kind: "reply",
            method: "tools/call",
            outcome: "success",
            pointer: { path: "/result/resultType", test: { op: "equals", value: "complete" } },
          },
          says: {
            en: 'No 2026-07-28 result yet: it says `resultType: "complete"`.',
            ru: 'Результата версии 2026-07-28 пока нет: в нём есть `resultType: "complete"`.',
          },
        },
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "tools/call", pointer: GIFTS_BACK },
          says: { en: "Get gifts back.", ru: "Получите подарки." },
        },
      ],
      solution: [json(CALL_2026)],
    },
    {
      id: "read-catalog-2025",
      kind: "compose",
      version: "2025-11-25",
      sameGoalAs: "read-catalog-2026",
      title: { en: "Read the catalog: 2025-11-25", ru: "Прочитать каталог: 2025-11-25" },
      why: {
        en: "In a 2025-11-25 session the version was agreed in the handshake, so the request says only what to read: `resources/read` with `params.uri` set to `gifts://catalog`, and an `id` for its reply.",
        ru: "В сессии 2025-11-25 о версии договорились при рукопожатии, поэтому запрос указывает только, что читать: `resources/read` с `params.uri`, равным `gifts://catalog`, и `id` для ответа.",
      },
      task: {
        en: "Write the request that reads the resource `gifts://catalog` in a 2025-11-25 session.",
        ru: "Напишите запрос, который читает ресурс `gifts://catalog` в сессии 2025-11-25.",
      },
      hints: [
        {
          en: "The session already knows the version; the request needs only what to read.",
          ru: "Сессия уже знает версию; запросу нужно только указать, что читать.",
        },
        {
          en: "`resources/read` with `params.uri`.",
          ru: "`resources/read` с `params.uri`.",
        },
        {
          en: '`{"jsonrpc": "2.0", "id": 3, "method": "resources/read", "params": {"uri": "gifts://catalog"}}`',
          ru: '`{"jsonrpc": "2.0", "id": 3, "method": "resources/read", "params": {"uri": "gifts://catalog"}}`',
        },
      ],
      start: json({ jsonrpc: "2.0", id: 3 }),
      checks: [
        { type: "kind", kind: "request" },
        { type: "method", method: "resources/read" },
        equals("/params/uri", CATALOG_URI),
        valid,
      ],
      solution: json(READ_2025),
    },
    {
      id: "read-catalog-2026",
      kind: "compose",
      version: "2026-07-28",
      sameGoalAs: "read-catalog-2025",
      title: { en: "Read the catalog: 2026-07-28", ru: "Прочитать каталог: 2026-07-28" },
      why: {
        en: "Without a handshake, the request must carry what the session used to give it: in `params._meta`, next to `uri`, the protocol version (2026-07-28) and the client's capabilities (an empty object if it offers nothing). The method and the `uri` stay the same.",
        ru: "Без рукопожатия запрос должен сам нести то, что раньше давала сессия: в `params._meta`, рядом с `uri`, версию протокола (2026-07-28) и возможности клиента (пустой объект, если клиенту нечего предложить). Метод и `uri` остаются прежними.",
      },
      task: {
        en: "The editor holds the 2025-11-25 request. Make it a request of 2026-07-28 that reads the same resource.",
        ru: "В редакторе — запрос версии 2025-11-25. Превратите его в запрос версии 2026-07-28, который читает тот же ресурс.",
      },
      hints: [
        {
          en: "What did the handshake give the old request that this one has to carry itself?",
          ru: "Что давало старому запросу рукопожатие и что этот должен нести сам?",
        },
        {
          en: "Two keys in `params._meta`: the protocol version and the client's capabilities.",
          ru: "Два ключа в `params._meta`: версия протокола и возможности клиента.",
        },
        {
          en: 'Add `"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}` next to `uri`.',
          ru: 'Добавьте рядом с `uri` `"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}`.',
        },
      ],
      start: json(READ_2025),
      checks: [
        { type: "kind", kind: "request" },
        { type: "method", method: "resources/read" },
        equals("/params/uri", CATALOG_URI),
        equals(META_VERSION_POINTER, "2026-07-28", {
          en: "The request names its version in `params._meta`: `io.modelcontextprotocol/protocolVersion`.",
          ru: "Запрос указывает свою версию в `params._meta`: `io.modelcontextprotocol/protocolVersion`.",
        }),
        valid,
      ],
      solution: json(READ_2026),
    },
    {
      id: "result-type",
      kind: "fix",
      version: "2026-07-28",
      title: { en: "How to read this result?", ru: "Как читать этот результат?" },
      why: {
        en: "Every 2026-07-28 result says how to read it in `resultType`: `complete` is an ordinary, finished answer, `input_required` means the server needs something from the client first. A result without it is the old shape, and a 2026-07-28 client cannot tell which one it got.",
        ru: "Каждый результат 2026-07-28 сообщает в `resultType`, как его читать: `complete` — обычный законченный ответ, `input_required` — серверу сначала нужно что-то от клиента. Результат без этого поля — старая форма, и клиент версии 2026-07-28 не поймёт, какой ответ он получил.",
      },
      task: {
        en: "A server upgraded to 2026-07-28 still answers `tools/call` the old way. Fix the result: it is a complete answer.",
        ru: "Сервер, перешедший на 2026-07-28, всё ещё отвечает на `tools/call` по-старому. Исправьте результат: это законченный ответ.",
      },
      hints: [
        {
          en: "One member is missing from `result`, the one every 2026-07-28 result has.",
          ru: "В `result` не хватает одного поля — того, что есть у каждого результата 2026-07-28.",
        },
        {
          en: "`resultType` says how to read the result: `complete` or `input_required`.",
          ru: "`resultType` показывает, как читать результат: `complete` или `input_required`.",
        },
        {
          en: 'Add `"resultType": "complete"` to `result`.',
          ru: 'Добавьте в `result` `"resultType": "complete"`.',
        },
      ],
      start: json({
        jsonrpc: "2.0",
        id: 7,
        result: { content: [{ type: "text", text: GIFT_TEXT }], structuredContent: GIFTS },
      }),
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 7),
        equals("/result/resultType", "complete", {
          en: 'A finished answer says `"resultType": "complete"`.',
          ru: 'В законченном ответе стоит `"resultType": "complete"`.',
        }),
        matches(
          "/result/structuredContent/gifts",
          { type: "array", minItems: 2 },
          { en: "Keep the gifts.", ru: "Подарки сохраните." },
        ),
        valid,
      ],
      solution: json(RESULT_2026),
    },
    {
      id: "initialize-2026",
      kind: "predict",
      version: "2025-11-25",
      title: { en: "A handshake in 2026-07-28?", ru: "Рукопожатие в 2026-07-28?" },
      why: {
        en: "2026-07-28 has no handshake, so the gift server cannot open a session in it. Asked for it in an `initialize`, it negotiates as with any version it cannot use in a handshake: its result proposes its newest handshake version, 2025-11-25, and the client decides whether to go on.",
        ru: "В 2026-07-28 рукопожатия нет, так что открыть в этой версии сессию сервер подарков не может. Когда её просят в `initialize`, он договаривается так же, как о любой версии, которую не может принять в рукопожатии: в результате предлагает свою самую новую версию с рукопожатием, 2025-11-25, а клиент решает, продолжать ли.",
      },
      task: {
        en: "An old client asks for version 2026-07-28 in an `initialize`. What will the gift server answer? Choose, then send it (and then `notifications/initialized`, to finish what you started).",
        ru: "Старый клиент просит версию 2026-07-28 в `initialize`. Что ответит сервер подарков? Выберите, затем отправьте (а потом `notifications/initialized`, чтобы завершить начатое).",
      },
      hints: [
        {
          en: "Does 2026-07-28 have a handshake at all?",
          ru: "Есть ли в 2026-07-28 рукопожатие вообще?",
        },
        {
          en: "A server offered a version it cannot use in a handshake answers with one it can (the lifecycle lesson).",
          ru: "Сервер, которому в рукопожатии предложили версию, которую он не может принять, отвечает той, которую может (урок о рукопожатии).",
        },
        {
          en: "It offers its newest handshake version, 2025-11-25.",
          ru: "Он предлагает свою самую новую версию с рукопожатием — 2025-11-25.",
        },
      ],
      message: json(initialize("2026-07-28")),
      choices: [
        {
          id: "accepted",
          label: {
            en: "A result with protocolVersion 2026-07-28",
            ru: "Результат с protocolVersion 2026-07-28",
          },
          why: {
            en: "A handshake cannot open a session in 2026-07-28: that version has none. The server will not agree in `initialize` to a version that has no `initialize`.",
            ru: "Рукопожатием нельзя открыть сессию в 2026-07-28: в этой версии его нет. Сервер не согласится в `initialize` на версию, в которой нет `initialize`.",
          },
        },
        {
          id: "newest-legacy",
          label: {
            en: "A result with protocolVersion 2025-11-25",
            ru: "Результат с protocolVersion 2025-11-25",
          },
          why: {
            en: "Right: the server negotiates and proposes its newest version that has a handshake, 2025-11-25.",
            ru: "Верно: сервер договаривается и предлагает свою самую новую версию с рукопожатием — 2025-11-25.",
          },
        },
        {
          id: "method-not-found",
          label: {
            en: "Error -32601: there is no initialize in 2026-07-28",
            ru: "Ошибку -32601: в 2026-07-28 нет initialize",
          },
          why: {
            en: "The gift server speaks older versions too, and `initialize` is one of their methods: it knows the method, so the request is not unknown. The version asked for is what it has to negotiate.",
            ru: "Сервер подарков говорит и на старых версиях, а `initialize` — их метод: сервер его знает, и ошибки «метод не найден» не будет. Договариваться приходится только о версии.",
          },
        },
      ],
      answer: "newest-legacy",
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
    {
      id: "classify-discover",
      kind: "classify",
      version: "2026-07-28",
      title: { en: "Getting to know a server", ru: "Знакомство с сервером" },
      why: {
        en: "`server/discover` has both an `id` and a `method`: it is a request, and the client waits for its reply, which lists the versions and capabilities the server supports. In 2026-07-28 it replaces what `initialize` used to return.",
        ru: "У `server/discover` есть и `id`, и `method`: это запрос, и клиент ждёт ответа, в котором перечислены поддерживаемые сервером версии и возможности. В 2026-07-28 он заменяет сведения, которые раньше возвращал `initialize`.",
      },
      task: {
        en: "A 2026-07-28 client sends this to learn what a server supports before calling anything. What kind of message is it?",
        ru: "Клиент версии 2026-07-28 отправляет это, чтобы узнать, что умеет сервер, прежде чем что-то вызывать. Что это за сообщение?",
      },
      hints: [
        {
          en: "The client wants to learn something. Will it wait for an answer?",
          ru: "Клиент хочет что-то узнать. Будет ли он ждать ответа?",
        },
        {
          en: "There is an `id` and a `method`.",
          ru: "Есть `id` и `method`.",
        },
        {
          en: "A request: the server's versions and capabilities come back in its result.",
          ru: "Запрос: версии и возможности сервера придут в его результате.",
        },
      ],
      message: json(request(1, "server/discover", { _meta: MODERN_META })),
      choices: KIND_CHOICES,
      answer: "request",
    },
  ],
};
