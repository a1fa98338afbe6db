/**
 * The course's `*\/get` slip, for the resources and prompts lesson: it fetches every kind of
 * thing with `get`, and reads the catalog with `resources/get`, a method MCP does not have.
 */
import type { Exercise } from "../../types.ts";
import { CATALOG_URI, equals, hasRequestId, json, request, valid } from "../shared/messages.ts";

/** The course's request for the catalog: the `*\/get` pattern applied to a resource. */
const COURSE_RESOURCE_GET = request(7, "resources/get", { uri: CATALOG_URI });

export const RESOURCE_SLIPS: readonly Exercise[] = [
  {
    id: "course-get-pattern",
    kind: "predict",
    version: "2025-11-25",
    title: {
      en: "The course's pattern, put to the test",
      ru: "Правило из курса, проверенное на деле",
    },
    why: {
      en: "The course sums up the pattern as `*/list` to discover, then `*/get` to fetch one. The first half holds; the second holds for prompts alone. MCP has `prompts/get`, but a resource is read with `resources/read` and a tool is called with `tools/call`. `resources/get` is a method the server does not have, so it answers -32601, method not found, without ever looking at the `uri`.",
      ru: "Курс сводит всё к правилу: `*/list`, чтобы узнать, что есть, затем `*/get`, чтобы получить одно. Первая половина верна, вторая — только для промптов. В MCP есть `prompts/get`, но ресурс читают методом `resources/read`, а инструмент вызывают методом `tools/call`. Метода `resources/get` у сервера нет, поэтому он отвечает -32601, «метод не найден», даже не заглядывая в `uri`.",
    },
    task: {
      en: "The course says that each kind of thing is fetched with `*/get`. Here is its request for the catalog: what will the gift server answer? Choose, then send it (in a session past the handshake).",
      ru: "Курс говорит, что любую вещь сервера получают через `*/get`. Вот его запрос каталога: что ответит сервер подарков? Выберите, затем отправьте (в сессии после рукопожатия).",
    },
    hints: [
      {
        en: "Which methods does MCP have for resources?",
        ru: "Какие методы для ресурсов есть в MCP?",
      },
      {
        en: "The `uri` is the catalog's, straight from `resources/list`. Is the method one the lesson used?",
        ru: "`uri` — каталога, прямо из `resources/list`. А метод — тот, которым пользовался урок?",
      },
      {
        en: "A method the server does not have gets the JSON-RPC error for an unknown method, whatever its params.",
        ru: "На метод, которого у сервера нет, приходит ошибка JSON-RPC о неизвестном методе, какими бы ни были параметры.",
      },
    ],
    message: json(COURSE_RESOURCE_GET),
    choices: [
      {
        id: "contents",
        label: { en: "The catalog, in `contents`", ru: "Каталог в `contents`" },
        why: {
          en: "That is what `resources/read` returns. A server does not guess which method was meant: a name it does not have is no method at all.",
          ru: "Так отвечают на `resources/read`. Сервер не угадывает, какой метод имелся в виду: имя, которого у него нет, — вовсе не метод.",
        },
      },
      {
        id: "method-not-found",
        label: { en: "Error -32601, method not found", ru: "Ошибку -32601, метод не найден" },
        why: {
          en: "Right: MCP has no `resources/get`, so the server answers the JSON-RPC error for a method it does not have.",
          ru: "Верно: `resources/get` в MCP нет, и сервер отвечает ошибкой JSON-RPC о методе, которого у него нет.",
        },
      },
      {
        id: "resource-not-found",
        label: {
          en: "Error -32002, resource not found",
          ru: "Ошибку -32002, ресурс не найден",
        },
        why: {
          en: "-32002 answers a read of a URI that names nothing. This URI names the catalog; what the server does not have is the method.",
          ru: "-32002 отвечают на чтение URI, который ни на что не указывает. Этот URI указывает на каталог; у сервера нет самого метода.",
        },
      },
      {
        id: "invalid-params",
        label: { en: "Error -32602, invalid params", ru: "Ошибку -32602, неверные параметры" },
        why: {
          en: "-32602 is for a method the server has, called with the wrong params. The server never gets as far as the params: it has no such method.",
          ru: "-32602 — для метода, который у сервера есть, но вызван с неверными параметрами. До параметров дело не доходит: такого метода у сервера нет.",
        },
      },
    ],
    answer: "method-not-found",
    checks: [
      {
        type: "has",
        message: { flow: "in", kind: "reply", method: "resources/get", errorCode: -32601 },
        says: {
          en: "No answer to this request yet. If you got -32600, shake hands first.",
          ru: "Ответа на этот запрос пока нет. Если пришло -32600, сначала сделайте рукопожатие.",
        },
      },
    ],
  },
  {
    id: "course-read-request",
    kind: "fix",
    version: "2025-11-25",
    title: { en: "The course's request, fixed", ru: "Запрос из курса, исправленный" },
    why: {
      en: "A resource is read, not fetched with a `get`: the method is `resources/read`, and its params need only the `uri`, here `gifts://catalog`. Of the three kinds of things a server offers, only prompts are fetched with `get` (`prompts/get`); tools are called with `tools/call`. So the course's `*/get` holds for prompts alone.",
      ru: "Ресурс читают, а не запрашивают через `get`: метод — `resources/read`, а в его параметрах нужен только `uri`, здесь `gifts://catalog`. Из трёх видов вещей, которые предлагает сервер, через `get` получают только промпты (`prompts/get`); инструменты вызывают методом `tools/call`. Так что `*/get` из курса верно лишь для промптов.",
    },
    task: {
      en: "Fix the course's request for the catalog so that the gift server reads it.",
      ru: "Исправьте запрос каталога из курса, чтобы сервер подарков его прочитал.",
    },
    hints: [
      {
        en: "The `uri` is right. What is wrong is the name of what you ask for.",
        ru: "`uri` верный. Неверно название того, о чём вы просите.",
      },
      {
        en: "Which method did the lesson use to get a resource's `contents`? Of the three kinds of things, only prompts have a `get`.",
        ru: "Каким методом урок получал `contents` ресурса? Из трёх видов вещей `get` есть только у промптов.",
      },
      {
        en: '`{"jsonrpc": "2.0", "id": 7, "method": "resources/read", "params": {"uri": "gifts://catalog"}}`',
        ru: '`{"jsonrpc": "2.0", "id": 7, "method": "resources/read", "params": {"uri": "gifts://catalog"}}`',
      },
    ],
    start: json(COURSE_RESOURCE_GET),
    checks: [
      { type: "kind", kind: "request" },
      {
        type: "method",
        method: "resources/read",
        says: {
          en: "A resource is read with `resources/read`.",
          ru: "Ресурс читают методом `resources/read`.",
        },
      },
      hasRequestId,
      equals("/params/uri", CATALOG_URI, {
        en: "Keep the catalog's `uri`, `gifts://catalog`.",
        ru: "Оставьте `uri` каталога — `gifts://catalog`.",
      }),
      valid,
    ],
    solution: json(request(7, "resources/read", { uri: CATALOG_URI })),
  },
];
