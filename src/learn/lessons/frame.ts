/** Section 1: JSON-RPC gives the frame (request, reply, notification), MCP fills it in. */
import type { Choice, Lesson } from "../types.ts";
import {
  KIND_CHOICES,
  equals,
  hasRequestId,
  json,
  line,
  pointer,
  request,
  valid,
} from "./shared/messages.ts";

/** The course's first example: a real mistake, `cursor: null`. */
const FIRST_REQUEST = line({ ...request(42, "tools/list"), params: { cursor: null } });
/** And its reply, with the same mistake: `nextCursor: null`. */
const FIRST_REPLY = line({ jsonrpc: "2.0", id: 42, result: { tools: [], nextCursor: null } });

const WITH_BATCH: readonly Choice[] = [
  ...KIND_CHOICES,
  {
    id: "batch",
    label: {
      en: "A batch: several messages in one array",
      ru: "Пакет: несколько сообщений в одном массиве",
    },
    means: { kind: "batch" },
    why: {
      en: "A batch is a JSON array of messages: the text starts with `[`, and each item is a message of its own. MCP allowed batches only in 2025-03-26.",
      ru: "Пакет — JSON-массив сообщений: текст начинается с `[`, и каждый элемент — отдельное сообщение. MCP разрешал пакеты только в версии 2025-03-26.",
    },
  },
];

const WITH_NOT_JSONRPC: readonly Choice[] = [
  ...KIND_CHOICES,
  {
    id: "not-jsonrpc",
    label: { en: "Not JSON-RPC at all", ru: "Вообще не JSON-RPC" },
    why: {
      en: 'Every JSON-RPC message says `"jsonrpc": "2.0"` and is built only from the fields JSON-RPC defines (`id`, `method`, `params`, `result`, `error`); a message that is not is some other protocol.',
      ru: 'В каждом сообщении JSON-RPC есть `"jsonrpc": "2.0"`, и состоит оно только из полей, которые определяет JSON-RPC (`id`, `method`, `params`, `result`, `error`); всё остальное — какой-то другой протокол.',
    },
  },
];

export const lesson: Lesson = {
  id: "frame",
  section: 1,
  title: {
    en: "JSON-RPC is the frame, MCP is the content",
    ru: "JSON-RPC — рамка, MCP — содержимое",
  },
  body: [
    {
      type: "text",
      text: {
        en: 'Every MCP message is one JSON object of JSON-RPC 2.0, and every one starts with `"jsonrpc": "2.0"`. What comes next decides its kind. A **request** has an `id` and a `method`, usually `params` too: somebody is waiting for an answer. A **reply** carries the same `id` as its request and exactly one of `result` or `error`. A **notification** has a `method` and no `id`: nobody answers it.',
        ru: 'Любое сообщение MCP — это один JSON-объект по правилам JSON-RPC 2.0, и каждое начинается с `"jsonrpc": "2.0"`. Дальше по полям видно, что это. У **запроса** есть `id` и `method`, обычно ещё `params`: кто-то ждёт ответа. У **ответа** тот же `id`, что у запроса, и ровно одно из двух: `result` или `error`. У **уведомления** есть `method`, но нет `id`: на него никто не отвечает.',
      },
    },
    {
      type: "text",
      text: {
        en: "JSON-RPC gives only this frame. MCP fills it: it fixes which methods exist (`tools/list`, `tools/call`, `resources/list`, `resources/read`, `prompts/list`, `prompts/get` and a few more) and what their `params` and results hold. A message can be perfect JSON-RPC and still wrong MCP.",
        ru: "JSON-RPC задаёт только рамку. Содержимое — дело MCP: он определяет, какие методы существуют (`tools/list`, `tools/call`, `resources/list`, `resources/read`, `prompts/list`, `prompts/get` и ещё несколько) и что лежит в их `params` и результатах. Сообщение может быть безупречным JSON-RPC и при этом неправильным MCP.",
      },
    },
    {
      type: "text",
      text: {
        en: "Here is the course's first example, a request for the list of tools and its reply. Both have the same real mistake: an optional field that has no value is left out, never written as `null`. There is no `cursor` on the first page, and no `nextCursor` when there is no next page.",
        ru: "Вот первый пример курса: запрос списка инструментов и ответ на него. В обоих одна и та же настоящая ошибка: необязательное поле без значения просто не пишут, а не ставят ему `null`. На первой странице нет `cursor`, а если следующей страницы нет, нет и `nextCursor`.",
      },
    },
    { type: "code", code: FIRST_REQUEST },
    { type: "code", code: FIRST_REPLY },
  ],
  exercises: [
    {
      id: "first-request",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "The first example", ru: "Первый пример" },
      why: {
        en: "It has both an `id` (42) and a `method` (`tools/list`), and neither `result` nor `error`: it is a request, and the client waits for a reply with id 42. The mistake in its `params` (`cursor: null`) does not change its kind: the kind is decided by which fields are there.",
        ru: "В нём есть и `id` (42), и `method` (`tools/list`), а `result` и `error` нет: это запрос, и клиент ждёт ответа с id 42. Ошибка в `params` (`cursor: null`) вида не меняет: вид определяют поля, которые есть в сообщении.",
      },
      task: {
        en: "What kind of message is the course's first example?",
        ru: "Что за сообщение — первый пример курса?",
      },
      hints: [
        {
          en: "Kind is decided by which fields are there, not by what they hold.",
          ru: "Вид сообщения определяют поля, которые в нём есть, а не их значения.",
        },
        {
          en: "Look for `id`, `method`, `result` and `error` at the top level.",
          ru: "Найдите на верхнем уровне `id`, `method`, `result` и `error`.",
        },
        {
          en: "It has both an `id` and a `method`: it waits for an answer.",
          ru: "В нём есть и `id`, и `method`: оно ждёт ответа.",
        },
      ],
      message: FIRST_REQUEST,
      choices: KIND_CHOICES,
      answer: "request",
    },
    {
      id: "no-id",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "The second example", ru: "Второй пример" },
      why: {
        en: "`notifications/initialized` has a `method` and no `id`. Without an `id` a reply could not say which message it answers, so nobody answers it: it is a notification, the client's way of saying that the handshake is over.",
        ru: "У `notifications/initialized` есть `method`, но нет `id`. Без `id` ответ не смог бы указать, на какое сообщение он отвечает, поэтому на него не отвечают: это уведомление — так клиент сообщает, что рукопожатие закончено.",
      },
      task: { en: "What kind of message is this?", ru: "Что это за сообщение?" },
      hints: [
        {
          en: "Is anyone waiting for an answer to it?",
          ru: "Ждёт ли кто-нибудь на него ответа?",
        },
        {
          en: "A reply would need an `id` to say which request it answers.",
          ru: "Ответу понадобился бы `id`, чтобы сказать, на какой запрос он отвечает.",
        },
        {
          en: "A `method` without an `id` is a notification.",
          ru: "`method` без `id` — это уведомление.",
        },
      ],
      message: json({ jsonrpc: "2.0", method: "notifications/initialized" }),
      choices: KIND_CHOICES,
      answer: "notification",
    },
    {
      id: "batch",
      kind: "classify",
      version: "2025-03-26",
      title: { en: "An older text", ru: "Текст постарше" },
      why: {
        en: "The text starts with `[`: it is a JSON array of two requests, a JSON-RPC batch. Version 2025-03-26 allowed it; 2025-06-18 removed batches from MCP, so from then on each message is sent on its own.",
        ru: "Текст начинается с `[`: это JSON-массив из двух запросов, пакет JSON-RPC. Версия 2025-03-26 его допускала; в 2025-06-18 пакеты из MCP убрали, и с тех пор каждое сообщение отправляют отдельно.",
      },
      task: {
        en: "Version 2025-03-26 still allowed this. What is it?",
        ru: "Версия 2025-03-26 ещё разрешала такое. Что это?",
      },
      hints: [
        {
          en: "Look at the very first character.",
          ru: "Посмотрите на самый первый символ.",
        },
        {
          en: "An MCP message is an object; this is an array of them.",
          ru: "Сообщение MCP — объект, а здесь массив объектов.",
        },
        {
          en: "An array of messages is a batch (removed from MCP in 2025-06-18).",
          ru: "Массив сообщений — это пакет (из MCP его убрали в 2025-06-18).",
        },
      ],
      message: json([request(1, "tools/list"), request(2, "prompts/list")]),
      choices: WITH_BATCH,
      answer: "batch",
    },
    {
      id: "missing-jsonrpc",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "The frame first", ru: "Сначала рамка" },
      why: {
        en: 'Every JSON-RPC 2.0 message must carry `"jsonrpc": "2.0"`, as a string: without it the receiver cannot tell that it is JSON-RPC 2.0 at all and rejects it. The rest (`id` and `method`) already made a request for `tools/list`.',
        ru: 'Каждое сообщение JSON-RPC 2.0 обязано содержать `"jsonrpc": "2.0"`, причём строкой: без этого получатель не может понять, что перед ним вообще JSON-RPC 2.0, и отвергает сообщение. Остальное (`id` и `method`) уже было запросом `tools/list`.',
      },
      task: {
        en: "This request for the list of tools misses a piece of the frame. Make it a JSON-RPC 2.0 request.",
        ru: "В этом запросе списка инструментов не хватает части рамки. Сделайте из него запрос JSON-RPC 2.0.",
      },
      hints: [
        {
          en: "Every JSON-RPC 2.0 message says which JSON-RPC it is.",
          ru: "В каждом сообщении JSON-RPC 2.0 указано, какой это JSON-RPC.",
        },
        {
          en: "The field is called `jsonrpc`.",
          ru: "Поле называется `jsonrpc`.",
        },
        {
          en: 'Add `"jsonrpc": "2.0"` (the string, not the number 2.0).',
          ru: 'Добавьте `"jsonrpc": "2.0"` (строкой, а не числом 2.0).',
        },
      ],
      start: json({ id: 1, method: "tools/list" }),
      checks: [
        equals("/jsonrpc", "2.0"),
        { type: "kind", kind: "request" },
        { type: "method", method: "tools/list" },
        hasRequestId,
        valid,
      ],
      solution: json(request(1, "tools/list")),
    },
    {
      id: "null-cursor",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "No cursor on the first page", ru: "На первой странице курсора нет" },
      why: {
        en: "`cursor` is optional, and on the first page it has no value. In MCP's schema an optional field is either a string or absent; `null` is neither, so a strict server rejects the request. Without `cursor` (with empty `params`, or with no `params` at all) the request asks for the first page.",
        ru: "`cursor` необязателен, и на первой странице значения у него нет. По схеме MCP необязательное поле либо строка, либо отсутствует; `null` — ни то ни другое, и строгий сервер такой запрос отвергнет. Без `cursor` (с пустыми `params` или вовсе без `params`) запрос просит первую страницу.",
      },
      task: {
        en: "Fix the course's first example: it should ask for the first page of tools.",
        ru: "Исправьте первый пример курса: он должен просить первую страницу инструментов.",
      },
      hints: [
        {
          en: "The mistake is in `params`.",
          ru: "Ошибка в `params`.",
        },
        {
          en: "`cursor` is optional: what does one write for an optional field with no value?",
          ru: "`cursor` необязателен: как записывают необязательное поле без значения?",
        },
        {
          en: "Leave `cursor` out (keep `params` empty, or drop it).",
          ru: "Уберите `cursor` (оставьте `params` пустым или уберите и его).",
        },
      ],
      start: FIRST_REQUEST,
      checks: [
        { type: "kind", kind: "request" },
        { type: "method", method: "tools/list" },
        pointer(
          "/params/cursor",
          { op: "absent" },
          {
            en: "`cursor` is still there: an optional field without a value is left out, not `null`.",
            ru: "`cursor` всё ещё на месте: необязательное поле без значения не пишут, а не ставят ему `null`.",
          },
        ),
        { type: "finding", code: "mcp.null-optional", present: false },
        valid,
      ],
      solution: json({ ...request(42, "tools/list"), params: {} }),
    },
    {
      id: "null-next-cursor",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "The last page", ru: "Последняя страница" },
      why: {
        en: 'A result says that there is no next page by leaving `nextCursor` out. `null` is not a string, so the reply breaks the schema, and a client that treats any `nextCursor` as "there is more" may ask again. The `id` stays 42: it ties the reply to its request.',
        ru: "Результат сообщает, что следующей страницы нет, тем, что `nextCursor` в нём нет. `null` — не строка, так что ответ нарушает схему, а клиент, для которого любой `nextCursor` значит «есть ещё», может запросить снова. `id` остаётся 42: он связывает ответ с запросом.",
      },
      task: {
        en: "Fix the reply of the first example: no tools, and no next page.",
        ru: "Исправьте ответ из первого примера: инструментов нет, следующей страницы тоже.",
      },
      hints: [
        {
          en: "The same mistake as in the request, on the other side.",
          ru: "Та же ошибка, что в запросе, только с другой стороны.",
        },
        {
          en: "Look at `nextCursor` in `result`.",
          ru: "Посмотрите на `nextCursor` в `result`.",
        },
        {
          en: "Leave `nextCursor` out: its absence says there is no next page.",
          ru: "Уберите `nextCursor`: его отсутствие и значит, что следующей страницы нет.",
        },
      ],
      start: FIRST_REPLY,
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 42, {
          en: "Keep `id` 42: it ties the reply to its request.",
          ru: "Оставьте `id` 42: он связывает ответ с запросом.",
        }),
        equals("/result/tools", []),
        pointer(
          "/result/nextCursor",
          { op: "absent" },
          {
            en: "`nextCursor` is still there: with no next page it is left out, not `null`.",
            ru: "`nextCursor` всё ещё на месте: если следующей страницы нет, поле не пишут, а не ставят `null`.",
          },
        ),
        valid,
      ],
      solution: json({ jsonrpc: "2.0", id: 42, result: { tools: [] } }),
    },
    {
      id: "not-jsonrpc",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "Looks familiar", ru: "Что-то знакомое" },
      why: {
        en: 'There is no `"jsonrpc": "2.0"`, and instead of `result` or `error` it has `status` and `data`, which JSON-RPC does not define. An `id` alone does not make a reply: this is a home-made protocol, and an MCP client cannot read it.',
        ru: 'В нём нет `"jsonrpc": "2.0"`, а вместо `result` или `error` — `status` и `data`, которых в JSON-RPC нет. Один `id` ещё не делает сообщение ответом: это самодельный протокол, и MCP-клиент его не прочитает.',
      },
      task: {
        en: "A newcomer's server sent this. What is it?",
        ru: "Это прислал сервер новичка. Что это?",
      },
      hints: [
        {
          en: "Check the frame before the content.",
          ru: "Сначала проверьте рамку, потом содержимое.",
        },
        {
          en: "Which field must every JSON-RPC 2.0 message carry, and which fields can a reply hold?",
          ru: "Какое поле обязано быть в каждом сообщении JSON-RPC 2.0 и какие поля бывают у ответа?",
        },
        {
          en: "No `jsonrpc`, and `status`/`data` instead of `result`: this is some other protocol.",
          ru: "Нет `jsonrpc`, а вместо `result` — `status` и `data`: это какой-то другой протокол.",
        },
      ],
      message: json({ id: 42, status: "ok", data: { tools: [] } }),
      choices: WITH_NOT_JSONRPC,
      answer: "not-jsonrpc",
    },
    {
      id: "compose-empty-list",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "Answer request 42", ru: "Ответьте на запрос 42" },
      why: {
        en: "A reply carries its request's `id` (42) and, since nothing failed, a `result`. The result of `tools/list` is an object with `tools`: an empty list says the server has no tools. `nextCursor` is left out, because there is no next page.",
        ru: "Ответ несёт `id` своего запроса (42) и, раз ничего не сломалось, `result`. Результат `tools/list` — объект с `tools`: пустой список означает, что инструментов у сервера нет. `nextCursor` не пишут: следующей страницы нет.",
      },
      task: {
        en: "Write the server's reply to request 42 (`tools/list`): this server has no tools.",
        ru: "Напишите ответ сервера на запрос 42 (`tools/list`): у этого сервера нет инструментов.",
      },
      hints: [
        {
          en: "A reply: the frame, the request's `id`, and one of `result` or `error`.",
          ru: "Ответ — это рамка, `id` запроса и одно из двух: `result` или `error`.",
        },
        {
          en: "Nothing failed, so `result`; a `tools/list` result holds `tools`.",
          ru: "Ничего не сломалось, значит `result`; в результате `tools/list` лежит `tools`.",
        },
        {
          en: '`{"jsonrpc": "2.0", "id": 42, "result": {"tools": []}}`',
          ru: '`{"jsonrpc": "2.0", "id": 42, "result": {"tools": []}}`',
        },
      ],
      start: "{\n  \n}",
      checks: [
        { type: "kind", kind: "reply", outcome: "success" },
        equals("/id", 42, {
          en: "The reply must carry the request's `id`: 42.",
          ru: "В ответе должен быть `id` запроса: 42.",
        }),
        equals("/result/tools", [], {
          en: "`result.tools` should be an empty list: `[]`.",
          ru: "В `result.tools` должен быть пустой список: `[]`.",
        }),
        pointer("/result/nextCursor", { op: "absent" }),
        valid,
      ],
      solution: json({ jsonrpc: "2.0", id: 42, result: { tools: [] } }),
    },
  ],
};
