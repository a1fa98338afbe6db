/**
 * Resources and prompts inside messages: list, then read or get; the course's wrapped prompt,
 * and its `*\/get` slip (exercises in `slips/resources-prompts.ts`).
 */
import type { Json, Lesson } from "../types.ts";
import {
  CATALOG_URI,
  KIND_CHOICES,
  PROMPT,
  equals,
  handshake,
  hasRequestId,
  json,
  line,
  listWith,
  matches,
  pointer,
  request,
  valid,
} from "./shared/messages.ts";
import { MEANINGS } from "../meaning.ts";
import { RESOURCE_SLIPS } from "./slips/resources-prompts.ts";

/** The catalog as `resources/list` shows it (the first of its entries). */
const CATALOG_ENTRY = {
  uri: CATALOG_URI,
  name: "gift_catalog",
  title: "Gift catalog",
  description: "Every gift on offer, with its price in US dollars and its category.",
  mimeType: "application/json",
};

/** The start of the catalog document, as `resources/read` returns it (shortened). */
const CATALOG_TEXT =
  '{"revision": 0, "currency": "USD", "gifts": [{"name": "Illustrated world atlas", "price": 45, "category": "books"}, …]}';

const READ_RESULT = {
  jsonrpc: "2.0",
  id: 3,
  result: { contents: [{ uri: CATALOG_URI, mimeType: "application/json", text: CATALOG_TEXT }] },
};

const WARM_FOR_MOM = { tone: "warm", recipient: "mom" };

const CARD_TEXT =
  "Write the card for a gift to mom. Keep it warm, two or three sentences, mention the occasion, and do not mention the price.";

/** The course's example reply to prompts/get: a wrapper, a `system` role, content as an array. */
const WRAPPED_PROMPT = {
  jsonrpc: "2.0",
  id: 5,
  result: {
    prompt: {
      name: PROMPT,
      messages: [
        {
          role: "system",
          content: [
            { type: "text", text: "You write birthday congratulations in a friendly tone." },
          ],
        },
      ],
    },
  },
};

const PROMPT_RESULT = {
  jsonrpc: "2.0",
  id: 5,
  result: {
    description: "A friendly birthday congratulation",
    messages: [
      {
        role: "user",
        content: { type: "text", text: "You write birthday congratulations in a friendly tone." },
      },
    ],
  },
};

/** What `messages` of a prompts/get result must be: roles user or assistant, one block each. */
const PROMPT_MESSAGES: Json = {
  type: "array",
  minItems: 1,
  items: {
    type: "object",
    required: ["role", "content"],
    properties: {
      role: { enum: ["user", "assistant"] },
      content: { type: "object", required: ["type"] },
    },
  },
};

/** What `contents` of a resources/read result must be: each item names its URI and has a body. */
const RESOURCE_CONTENTS: Json = {
  type: "array",
  minItems: 1,
  items: {
    type: "object",
    required: ["uri"],
    properties: { uri: { type: "string" }, text: { type: "string" }, blob: { type: "string" } },
    anyOf: [{ required: ["text"] }, { required: ["blob"] }],
  },
};

export const lesson: Lesson = {
  id: "resources-prompts",
  section: 5,
  title: {
    en: "Resources and prompts in messages",
    ru: "Ресурсы и промпты в сообщениях",
  },
  body: [
    {
      type: "text",
      text: {
        en: "A server offers three kinds of things, and all three are reached the same way: first discover what there is, then ask for one item. For tools that is `tools/list` (each tool with `name`, `title`, `description` and `inputSchema`) and then `tools/call`. Resources and prompts work just like that, with their own methods and their own result shapes, and this lesson is about those shapes.",
        ru: "Сервер предлагает три вида вещей, и до всех трёх добираются одинаково: сначала узнать, что есть, потом попросить один элемент. Для инструментов это `tools/list` (у каждого `name`, `title`, `description` и `inputSchema`), а затем `tools/call`. Ресурсы и промпты устроены точно так же, только методы и форма результатов свои, — о них этот урок.",
      },
    },
    {
      type: "text",
      text: {
        en: "A **resource** is data with an address: a file, a database record, a catalog. The gift server has its whole catalog as one resource and one more per category. `resources/list` returns them with `uri`, `name`, an optional `title` and `description`, and `mimeType`. Here is the first entry:",
        ru: "**Ресурс** — это данные с адресом: файл, запись в базе, каталог. У сервера подарков весь каталог — один ресурс, и ещё по одному на каждую категорию. `resources/list` возвращает их с полями `uri`, `name`, необязательными `title` и `description` и `mimeType`. Вот первая запись:",
      },
    },
    { type: "code", code: json(CATALOG_ENTRY) },
    {
      type: "text",
      text: {
        en: "`gifts://catalog` is a URI, a unique name, not a web address: nobody will open it in a browser. To get the data, ask `resources/read` with that `uri`. The result holds `contents`, an array (one read may return several parts), each part naming its `uri` and `mimeType` and carrying the data as `text` (or as `blob`, base64, for binary data):",
        ru: "`gifts://catalog` — это URI, уникальное имя, а не адрес в интернете: открывать его в браузере никто не будет. Чтобы получить данные, отправьте `resources/read` с этим `uri`. В результате будет `contents` — массив (одно чтение может вернуть несколько частей), в каждой части указаны её `uri` и `mimeType`, а данные лежат в `text` (или в `blob`, в base64, если данные двоичные):",
      },
    },
    { type: "code", code: line(request(3, "resources/read", { uri: CATALOG_URI })) },
    { type: "code", code: json(READ_RESULT) },
    {
      type: "text",
      text: {
        en: "Note the letters: a tool result has `content` (blocks for the model), a resource read has `contents` (the parts of the resource). A URI the server does not have is a protocol error: the gift server answers -32002, “Resource not found” (in 2026-07-28, -32602).",
        ru: "Обратите внимание на буквы: у результата инструмента `content` (блоки для модели), у чтения ресурса — `contents` (части ресурса). URI, которого у сервера нет, — протокольная ошибка: сервер подарков ответит -32002, «Resource not found» (в 2026-07-28 — -32602).",
      },
    },
    {
      type: "text",
      text: {
        en: "A **prompt** is a reusable template for talking to the model. The gift server has one, `gift_congrats_style`, the style guide for the card that goes with a gift. `prompts/list` shows it with its `arguments`: `tone` and `recipient`, both required. `prompts/get` names the prompt and fills in the arguments, always as strings:",
        ru: "**Промпт** — многоразовый шаблон для разговора с моделью. У сервера подарков он один, `gift_congrats_style`: как писать открытку к подарку. `prompts/list` показывает его вместе с `arguments`: `tone` и `recipient`, оба обязательны. `prompts/get` указывает имя промпта и заполняет аргументы — всегда строками:",
      },
    },
    {
      type: "code",
      code: json(request(5, "prompts/get", { name: PROMPT, arguments: WARM_FOR_MOM })),
    },
    {
      type: "text",
      text: {
        en: "The result is an optional `description` and `messages`, ready to hand to the model. Each message has a `role`, `user` or `assistant`, and one content block:",
        ru: "В результате — необязательное `description` и `messages`, готовые к передаче модели. У каждого сообщения есть `role`, `user` или `assistant`, и один блок содержимого:",
      },
    },
    {
      type: "code",
      code: json({
        jsonrpc: "2.0",
        id: 5,
        result: {
          description: "A warm congratulation for mom",
          messages: [{ role: "user", content: { type: "text", text: CARD_TEXT } }],
        },
      }),
    },
    {
      type: "text",
      text: {
        en: "The course's own example of this reply looks plausible and is wrong three times. The messages are wrapped in a `prompt` object that MCP does not have (they sit right in `result`); there is no `system` role, only `user` and `assistant`; and `content` is one block, not an array:",
        ru: "Собственный пример такого ответа из курса выглядит правдоподобно, но в нём три ошибки. Сообщения завёрнуты в объект `prompt`, которого в MCP нет (они лежат прямо в `result`); роли `system` не бывает, только `user` и `assistant`; а `content` — один блок, а не массив:",
      },
    },
    { type: "code", code: line(WRAPPED_PROMPT) },
  ],
  exercises: [
    {
      id: "list-prompts",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "What prompts are there?", ru: "Какие есть промпты?" },
      why: {
        en: "Discovering prompts is the request `prompts/list`: it waits for an answer, so it has an `id`, and it needs no params. Its result lists each prompt with its `name` and `arguments`, which `prompts/get` then fills in.",
        ru: "Узнать, какие есть промпты, можно запросом `prompts/list`: он ждёт ответа, поэтому у него есть `id`, а параметры ему не нужны. Его результат перечисляет промпты с их `name` и `arguments`, которые потом заполняет `prompts/get`.",
      },
      task: {
        en: "Write the message that asks the server which prompts it has.",
        ru: "Напишите сообщение, которое спрашивает у сервера, какие у него есть промпты.",
      },
      hints: [
        {
          en: "You expect an answer, so this is a request.",
          ru: "Вы ждёте ответа, значит, это запрос.",
        },
        {
          en: "Discovery methods end in `/list`. It needs no params.",
          ru: "Методы, которые перечисляют, что есть, заканчиваются на `/list`. Параметры не нужны.",
        },
        {
          en: '`{"jsonrpc": "2.0", "id": 4, "method": "prompts/list"}`',
          ru: '`{"jsonrpc": "2.0", "id": 4, "method": "prompts/list"}`',
        },
      ],
      start: json({ jsonrpc: "2.0" }),
      checks: [
        { type: "kind", kind: "request" },
        {
          type: "method",
          method: "prompts/list",
          says: {
            en: "The prompts are listed by `prompts/list`.",
            ru: "Список промптов возвращает `prompts/list`.",
          },
        },
        hasRequestId,
        valid,
      ],
      solution: json(request(4, "prompts/list")),
    },
    {
      id: "read-catalog",
      kind: "server",
      version: "2025-11-25",
      title: { en: "Read the catalog", ru: "Прочитайте каталог" },
      why: {
        en: "Resources are reached like tools: `resources/list` first, to learn what there is, then `resources/read` with the `uri` found there, `gifts://catalog`. The read returns `contents`, the parts of the resource, each naming its `uri`. The order is the point: the URI comes from the list, not from a guess.",
        ru: "До ресурсов добираются так же, как до инструментов: сначала `resources/list`, чтобы узнать, что есть, затем `resources/read` с найденным там `uri` — `gifts://catalog`. Чтение возвращает `contents` — части ресурса, в каждой указан её `uri`. Порядок здесь главное: URI берут из списка, а не угадывают.",
      },
      task: {
        en: "In a session with the gift server, list its resources, find the catalog among them and read it.",
        ru: "В сессии с сервером подарков запросите список ресурсов, найдите среди них каталог и прочитайте его.",
      },
      hints: [
        {
          en: "Two requests: one to discover, one to fetch. Shake hands first if the session is new.",
          ru: "Два запроса: один — узнать, другой — получить. Если сессия новая, сначала поздоровайтесь.",
        },
        {
          en: "Send the `resources/list` in the editor, then take the catalog's `uri` from its result.",
          ru: "Отправьте `resources/list` из редактора, затем возьмите `uri` каталога из результата.",
        },
        {
          en: '`{"jsonrpc": "2.0", "id": 3, "method": "resources/read", "params": {"uri": "gifts://catalog"}}`',
          ru: '`{"jsonrpc": "2.0", "id": 3, "method": "resources/read", "params": {"uri": "gifts://catalog"}}`',
        },
      ],
      start: json(request(2, "resources/list")),
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "resources/list", outcome: "success" },
          says: {
            en: "First get the list of resources (after the handshake).",
            ru: "Сначала получите список ресурсов (после рукопожатия).",
          },
        },
        {
          type: "after",
          first: { flow: "in", kind: "reply", method: "resources/list", outcome: "success" },
          then: {
            flow: "in",
            kind: "reply",
            method: "resources/read",
            outcome: "success",
            pointer: {
              path: "/result/contents",
              test: { op: "matches", schema: listWith("uri", CATALOG_URI) },
            },
          },
          says: {
            en: "Then read the resource whose `uri` is the catalog's, `gifts://catalog`.",
            ru: "Затем прочитайте ресурс с `uri` каталога, `gifts://catalog`.",
          },
        },
      ],
      solution: [
        ...handshake("2025-11-25"),
        json(request(2, "resources/list")),
        json(request(3, "resources/read", { uri: CATALOG_URI })),
      ],
    },
    {
      id: "missing-category",
      kind: "predict",
      version: "2025-11-25",
      title: { en: "A category that is not there", ru: "Категории нет" },
      why: {
        en: 'Reading a URI is not a search that may come up empty: the URI either points to a resource or to nothing. `gifts://catalog/toys` points to nothing, so the client asked for something that does not exist, and the gift server answers with MCP\'s own protocol error for it, -32002, "Resource not found".',
        ru: "Чтение по URI — не поиск, который может ничего не найти: URI либо указывает на ресурс, либо ни на что не указывает. `gifts://catalog/toys` не указывает ни на что, то есть клиент попросил несуществующее, и сервер подарков отвечает отдельной протокольной ошибкой MCP для этого случая: -32002, «Resource not found».",
      },
      task: {
        en: "The catalog has a resource per category, but no category of toys. What will the gift server answer to this read? Choose, then send it (in a session past the handshake).",
        ru: "У каталога есть ресурс на каждую категорию, но категории игрушек нет. Что сервер подарков ответит на такое чтение? Выберите, затем отправьте (в сессии после рукопожатия).",
      },
      hints: [
        {
          en: "Did the client break a rule, or did a search come up empty?",
          ru: "Клиент нарушил правило или поиск просто ничего не нашёл?",
        },
        {
          en: "Reading a URI is not a search: a URI either names a resource or names nothing.",
          ru: "Чтение по URI — не поиск: URI либо указывает на ресурс, либо ни на что не указывает.",
        },
        {
          en: "A URI that names nothing is a protocol error with MCP's own code for it.",
          ru: "URI, который ни на что не указывает, — протокольная ошибка с отдельным кодом MCP.",
        },
      ],
      message: json(request(6, "resources/read", { uri: `${CATALOG_URI}/toys` })),
      choices: [
        {
          id: "empty",
          label: {
            en: "A result with an empty list of gifts",
            ru: "Результат с пустым списком подарков",
          },
          why: {
            en: "An empty result would be an answer to a search. A URI is not a search: it points to a resource or to nothing, and asking for nothing is the client's mistake.",
            ru: "Пустой результат был бы ответом на поиск. Но URI — не поиск: он указывает на ресурс или ни на что, и запрос несуществующего — ошибка клиента.",
          },
        },
        {
          id: "not-found",
          label: {
            en: "Error -32002, resource not found",
            ru: "Ошибку -32002, ресурс не найден",
          },
          why: {
            en: 'Right: a URI that points to nothing is a protocol error with MCP\'s own code, -32002, "Resource not found".',
            ru: "Верно: URI, который ни на что не указывает, — протокольная ошибка с собственным кодом MCP: -32002, «Resource not found».",
          },
        },
        {
          id: "method-not-found",
          label: { en: "Error -32601, method not found", ru: "Ошибку -32601, метод не найден" },
          why: {
            en: "-32601 is for a method the server does not have. `resources/read` is a method the gift server has: what is wrong is the URI in `params`.",
            ru: "-32601 — для метода, которого у сервера нет. `resources/read` у сервера подарков есть: неверен URI в `params`.",
          },
        },
        {
          id: "whole-catalog",
          label: {
            en: "The whole catalog instead",
            ru: "Вместо этого весь каталог",
          },
          why: {
            en: "A server does not substitute another resource for the one asked for: the client would take the whole catalog for the toys.",
            ru: "Сервер не подменяет запрошенный ресурс другим: клиент принял бы весь каталог за игрушки.",
          },
        },
      ],
      answer: "not-found",
      checks: [
        {
          type: "has",
          message: { flow: "in", kind: "reply", method: "resources/read", errorCode: -32002 },
        },
      ],
    },
    {
      id: "content-or-contents",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "One letter, another shape", ru: "Одна буква — другая форма" },
      why: {
        en: "A tool result has `content`, blocks for the model; a resource read has `contents`, the parts of the resource. Each part carries the `uri` of the resource it came from, its `mimeType` and the data in `text` (or `blob`), and has no `type`: it is data, not a block of a conversation.",
        ru: "У результата инструмента — `content`, блоки для модели; у чтения ресурса — `contents`, части ресурса. В каждой части — `uri` ресурса, из которого она взята, `mimeType` и данные в `text` (или `blob`), а `type` нет: это данные, а не блок разговора.",
      },
      task: {
        en: "A server author copied the shape of a tool result into the answer to `resources/read` of the catalog. Fix the reply so that it is what `resources/read` returns.",
        ru: "Автор сервера скопировал форму результата инструмента в ответ на `resources/read` каталога. Исправьте ответ, чтобы он стал тем, что возвращает `resources/read`.",
      },
      hints: [
        {
          en: "Compare with the read result in the lesson, key by key.",
          ru: "Сравните с результатом чтения из урока, ключ за ключом.",
        },
        {
          en: "A resource read returns `contents`, and each part names the resource's `uri`; a part has no `type`.",
          ru: "Чтение ресурса возвращает `contents`, и в каждой части указан `uri` ресурса; `type` у части нет.",
        },
        {
          en: 'Rename `content` to `contents` and make the part `{"uri": "gifts://catalog", "mimeType": "application/json", "text": …}`.',
          ru: 'Переименуйте `content` в `contents`, а часть сделайте такой: `{"uri": "gifts://catalog", "mimeType": "application/json", "text": …}`.',
        },
      ],
      start: json({
        jsonrpc: "2.0",
        id: 3,
        result: { content: [{ type: "text", text: CATALOG_TEXT }] },
      }),
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 3),
        pointer(
          "/result/content",
          { op: "absent" },
          {
            en: "`content` belongs to tool results; a resource read returns `contents`.",
            ru: "`content` бывает у результатов инструментов; чтение ресурса возвращает `contents`.",
          },
        ),
        matches("/result/contents", RESOURCE_CONTENTS, {
          en: "`contents` is an array of parts, each with the resource's `uri` and its `text`.",
          ru: "`contents` — массив частей, у каждой `uri` ресурса и его `text`.",
        }),
        equals("/result/contents/0/uri", CATALOG_URI, {
          en: "The part names the resource that was read: `gifts://catalog`.",
          ru: "В части указан прочитанный ресурс: `gifts://catalog`.",
        }),
        valid,
      ],
      solution: json(READ_RESULT),
    },
    {
      id: "get-card-style",
      kind: "server",
      version: "2025-11-25",
      title: { en: "Fetch the card's style", ru: "Получите стиль открытки" },
      why: {
        en: "`prompts/list` shows that `gift_congrats_style` requires two arguments, `tone` and `recipient`, and prompt arguments are always strings. Without them the server cannot fill in its template and answers with an error; with a warm tone and grandma as the recipient it returns the `messages` to hand to the model.",
        ru: "`prompts/list` показывает, что у `gift_congrats_style` два обязательных аргумента, `tone` и `recipient`, а аргументы промпта всегда строки. Без них сервер не может заполнить шаблон и отвечает ошибкой; с тёплым тоном и бабушкой в качестве получателя он возвращает `messages`, которые можно передать модели.",
      },
      task: {
        en: "Get from the gift server the messages of its prompt `gift_congrats_style` for a warm card to grandma. The request in the editor is not enough yet.",
        ru: "Получите у сервера подарков сообщения его промпта `gift_congrats_style` для тёплой открытки бабушке. Запроса в редакторе для этого пока мало.",
      },
      hints: [
        {
          en: "Send it as it is and read the error: what is missing?",
          ru: "Отправьте как есть и прочтите ошибку: чего не хватает?",
        },
        {
          en: "`prompts/list` shows the prompt's arguments; both are required, and their values are strings.",
          ru: "`prompts/list` показывает аргументы промпта; оба обязательны, а значения — строки.",
        },
        {
          en: 'Add `"arguments": {"tone": "warm", "recipient": "grandma"}` to `params`.',
          ru: 'Добавьте в `params` `"arguments": {"tone": "warm", "recipient": "grandma"}`.',
        },
      ],
      start: json(request(5, "prompts/get", { name: PROMPT })),
      checks: [
        {
          type: "has",
          message: {
            flow: "in",
            kind: "reply",
            method: "prompts/get",
            outcome: "success",
            pointer: { path: "/result/messages", test: { op: "matches", schema: PROMPT_MESSAGES } },
          },
          says: {
            en: "No prompt messages yet: the server needs both of the prompt's arguments.",
            ru: "Сообщений промпта пока нет: серверу нужны оба аргумента промпта.",
          },
        },
        {
          type: "has",
          message: {
            flow: "out",
            kind: "request",
            method: "prompts/get",
            pointer: {
              path: "/params/arguments/recipient",
              test: { op: "means", meaning: MEANINGS.grandma },
            },
          },
          says: {
            en: "The card is for grandma: say so in `recipient`.",
            ru: "Открытка для бабушки: так и укажите в `recipient`.",
          },
        },
      ],
      solution: [
        ...handshake("2025-11-25"),
        json(
          request(5, "prompts/get", {
            name: PROMPT,
            arguments: { tone: "warm", recipient: "grandma" },
          }),
        ),
      ],
    },
    {
      id: "unwrap-prompt",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "The course's prompt, fixed", ru: "Промпт из курса, исправленный" },
      why: {
        en: "A `prompts/get` result holds `messages` right in `result`, with no `prompt` wrapper. A prompt message's `role` is `user` or `assistant` (MCP has no `system` role), and its `content` is one block object, not an array. The instruction's text stays as it was: only the shape was wrong.",
        ru: "В результате `prompts/get` поле `messages` лежит прямо в `result`, без обёртки `prompt`. `role` сообщения промпта — `user` или `assistant` (роли `system` в MCP нет), а `content` — один объект-блок, а не массив. Текст инструкции остаётся прежним: ошибка была только в форме.",
      },
      task: {
        en: "Fix the course's reply to `prompts/get` so that a client can hand its messages to the model. Keep the instruction it carries.",
        ru: "Исправьте ответ курса на `prompts/get`, чтобы клиент мог передать его сообщения модели. Инструкцию внутри сохраните.",
      },
      hints: [
        {
          en: "Three things are wrong: where the messages are, the role, and the shape of `content`.",
          ru: "Неверны три вещи: где лежат сообщения, роль и форма `content`.",
        },
        {
          en: "`messages` sits right in `result`; `role` is `user` or `assistant`; `content` is one block object.",
          ru: "`messages` лежит прямо в `result`; `role` — `user` или `assistant`; `content` — один объект-блок.",
        },
        {
          en: '`"result": {"messages": [{"role": "user", "content": {"type": "text", "text": "You write birthday congratulations in a friendly tone."}}]}`',
          ru: '`"result": {"messages": [{"role": "user", "content": {"type": "text", "text": "You write birthday congratulations in a friendly tone."}}]}`',
        },
      ],
      start: json(WRAPPED_PROMPT),
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 5),
        pointer(
          "/result/prompt",
          { op: "absent" },
          {
            en: "MCP has no `prompt` wrapper: `messages` goes right into `result`.",
            ru: "Обёртки `prompt` в MCP нет: `messages` кладут прямо в `result`.",
          },
        ),
        matches(
          "/result/messages/0/role",
          { enum: ["user", "assistant"] },
          {
            en: "A prompt message's `role` is `user` or `assistant`; there is no `system`.",
            ru: "`role` сообщения промпта — `user` или `assistant`; `system` не бывает.",
          },
        ),
        matches(
          "/result/messages/0/content",
          { type: "object", required: ["type"] },
          {
            en: "`content` is one block, an object with a `type`, not an array.",
            ru: "`content` — один блок, объект с `type`, а не массив.",
          },
        ),
        matches("/result/messages", PROMPT_MESSAGES),
        equals(
          "/result/messages/0/content/text",
          "You write birthday congratulations in a friendly tone.",
          {
            en: "Keep the instruction's text as it was.",
            ru: "Текст инструкции оставьте прежним.",
          },
        ),
        valid,
      ],
      solution: json(PROMPT_RESULT),
    },
    ...RESOURCE_SLIPS,
    {
      id: "classify-resource-updated",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "News about the catalog", ru: "Новость о каталоге" },
      why: {
        en: "`notifications/resources/updated` has a `method` and no `id`: it is a notification. It says only which URI changed; to see the new edition, the client reads that URI again with `resources/read`.",
        ru: "У `notifications/resources/updated` есть `method` и нет `id`: это уведомление. Оно сообщает лишь, какой URI изменился; чтобы увидеть новое издание, клиент снова читает этот URI запросом `resources/read`.",
      },
      task: {
        en: "A client that subscribed to the catalog gets this when a new edition comes out. What kind of message is it?",
        ru: "Клиент, подписанный на каталог, получает это, когда выходит новое издание. Что это за сообщение?",
      },
      hints: [
        {
          en: "It tells about an event. Does it wait for anything?",
          ru: "Оно сообщает о событии. Ждёт ли оно чего-нибудь?",
        },
        {
          en: "There is a `method` and no `id`.",
          ru: "Есть `method`, и нет `id`.",
        },
        {
          en: "A notification: to see the new edition, the client reads the URI again.",
          ru: "Уведомление: чтобы увидеть новое издание, клиент снова читает этот URI.",
        },
      ],
      message: json({
        jsonrpc: "2.0",
        method: "notifications/resources/updated",
        params: { uri: CATALOG_URI },
      }),
      choices: KIND_CHOICES,
      answer: "notification",
    },
  ],
};
