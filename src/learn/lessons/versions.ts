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
        en: "MCP has a new version every few months, and most changes are small: a field here, a capability there. Version 2026-07-28 changes something basic: there is no handshake any more. Up to 2025-11-25 a client first opens a session (`initialize`, its result, `notifications/initialized`) and every later request relies on what was agreed. A request in 2026-07-28 stands on its own: it carries the version and the client's capabilities itself, in `params._meta`.",
        ru: "Новая версия MCP выходит раз в несколько месяцев, и обычно изменения мелкие: где-то поле, где-то возможность. Версия 2026-07-28 меняет нечто основное: рукопожатия больше нет. До 2025-11-25 клиент сначала открывает сессию (`initialize`, его результат, `notifications/initialized`), и каждый следующий запрос опирается на то, о чём договорились. В 2026-07-28 каждый запрос самостоятелен: версию и возможности клиента он несёт сам, в `params._meta`.",
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
        ru: "Ключи в `_meta` начинаются с префикса `io.modelcontextprotocol/`, чтобы ни с чьими чужими не совпасть. Оба обязательны в каждом запросе: `protocolVersion` и `clientCapabilities` (пустой объект, если клиенту нечего предложить). Клиент, который хочет заранее узнать, что умеет сервер, спрашивает `server/discover`: это замена тем сведениям, которые раньше возвращал `initialize`.",
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
      task: {
        en: "The same goal in 2026-07-28: get gift ideas for a birthday up to $50, with no handshake at all.",
        ru: "Та же цель в 2026-07-28: получите идеи подарков для дня рождения до $50 вовсе без рукопожатия.",
      },
      hints: [
        {
          en: "The request has to say by itself which version it speaks.",
          ru: "Запрос должен сам сказать, на какой версии он говорит.",
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
          ru: "Запрос называет свою версию в `params._meta`: `io.modelcontextprotocol/protocolVersion`.",
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
      task: {
        en: "A server upgraded to 2026-07-28 still answers `tools/call` the old way. Fix the result: it is a complete answer.",
        ru: "Сервер, перешедший на 2026-07-28, всё ещё отвечает на `tools/call` по-старому. Исправьте результат: это законченный ответ.",
      },
      hints: [
        {
          en: "One member is missing from `result`, the one every 2026-07-28 result has.",
          ru: "В `result` не хватает одного члена — того, что есть у каждого результата 2026-07-28.",
        },
        {
          en: "`resultType` says how to read the result: `complete` or `input_required`.",
          ru: "`resultType` говорит, как читать результат: `complete` или `input_required`.",
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
          ru: 'Законченный ответ говорит `"resultType": "complete"`.',
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
        },
        {
          id: "newest-legacy",
          label: {
            en: "A result with protocolVersion 2025-11-25",
            ru: "Результат с protocolVersion 2025-11-25",
          },
        },
        {
          id: "method-not-found",
          label: {
            en: "Error -32601: there is no initialize in 2026-07-28",
            ru: "Ошибку -32601: в 2026-07-28 нет initialize",
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
