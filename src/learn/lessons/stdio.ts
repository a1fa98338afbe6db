/**
 * The stdio transport: the host starts the server as a subprocess, one JSON-RPC message a line
 * on stdin and stdout, stderr for logs (never an error), and the shutdown in steps. The quotes
 * are the specification's (2025-11-25: Transports, stdio; Lifecycle, Shutdown). No exercise
 * needs the local bridge (the static site has none): the stdout and stderr a client sees are
 * shown as text to classify, and the messages to write are judged as any other.
 */
import { MEANINGS } from "../meaning.ts";
import type { Lesson, Meaning } from "../types.ts";
import { callTool, equals, json, line, pointer, valid } from "./shared/messages.ts";

/** The gift server's own first stderr line over stdio (`scripts/serve-gift.ts`). */
const GIFT_STDERR = "Gift server (MCP, stdio): one message per line; ends when stdin closes.";

const INIT_REPLY = {
  jsonrpc: "2.0",
  id: 1,
  result: {
    protocolVersion: "2025-11-25",
    capabilities: { tools: { listChanged: true } },
    serverInfo: { name: "gift-server", version: "1.0.0" },
  },
};

/** What a client read from a newcomer's server: a log line, a message, a pretty-printed one. */
const STDOUT = [
  "Gift server ready",
  line(INIT_REPLY),
  json({ jsonrpc: "2.0", method: "notifications/tools/list_changed" }),
].join("\n");

const RECIPIENT = "my grandma, who loves gardening";
const NOTE_CALL = callTool(7, "suggest_gifts", {
  occasion: "birthday",
  budget: 50,
  recipient: RECIPIENT,
});
/** The call with the recipient pasted from a note: a real line break inside the string. */
const NOTE_START = json(NOTE_CALL).replace("who loves gardening", "who loves\ngardening");

const GARDEN: Meaning = { en: ["garden"], ru: ["сад", "огород"] };
/** A log note about the gifts the server loaded. */
const GIFTS: Meaning = { en: ["gift"], ru: ["подар"] };

const SNIPPET = [
  'server.registerTool("suggest_gifts", …);',
  'console.log("Loaded 12 gifts");',
  "await server.connect(new StdioServerTransport());",
].join("\n");

const LOG_NOTE = {
  jsonrpc: "2.0",
  method: "notifications/message",
  params: { level: "info", data: "Loaded 12 gifts" },
};

export const lesson: Lesson = {
  id: "stdio",
  section: 2,
  title: { en: "stdio: one message a line", ru: "stdio: одно сообщение — одна строка" },
  body: [
    {
      type: "text",
      text: {
        en: "Desktop hosts (and the playground's local bridge) reach most MCP servers without any network: they start the server themselves, as a **subprocess**, and talk to it over its standard streams. The host writes its messages to the server's `stdin`; the server writes its messages to its `stdout`. Each message is one JSON-RPC object in UTF-8 on a line of its own, and the newline at its end is the only thing that tells where it stops.",
        ru: "Настольные хосты (и локальный мост песочницы) обычно обходятся без сети: они сами запускают сервер как **дочерний процесс** и говорят с ним через стандартные потоки. Свои сообщения хост пишет в `stdin` сервера, а сервер пишет свои в `stdout`. Каждое сообщение — один объект JSON-RPC в UTF-8 на отдельной строке, и только перевод строки в конце показывает, где оно кончается.",
      },
    },
    {
      type: "text",
      text: {
        en: 'The specification (2025-11-25, Transports, stdio) says it in a few rules: "Messages are delimited by newlines, and **MUST NOT** contain embedded newlines." "The server **MUST NOT** write anything to its `stdout` that is not a valid MCP message." So a pretty-printed message spread over several lines is not a message at all, and neither is a log line such as `Server started` printed to `stdout`. A line break inside a string is still possible: JSON writes it as the two characters `\\n`.',
        ru: 'Спецификация (2025-11-25, Transports, stdio) укладывает это в несколько правил: "Messages are delimited by newlines, and **MUST NOT** contain embedded newlines" — сообщения разделяются переводами строки и НЕ ДОЛЖНЫ содержать их внутри. "The server **MUST NOT** write anything to its `stdout` that is not a valid MCP message" — сервер НЕ ДОЛЖЕН писать в `stdout` ничего, кроме сообщений MCP. Значит, красиво отформатированное сообщение на несколько строк — уже не сообщение, как и строка журнала вроде `Server started`, выведенная в `stdout`. Перевод строки внутри текста по-прежнему возможен: в JSON он записывается двумя символами `\\n`.',
      },
    },
    {
      type: "text",
      text: {
        en: 'Logs have their own stream, `stderr`: "The server **MAY** write UTF-8 strings to its standard error (`stderr`) for any logging purposes including informational, debug, and error messages." And the client "**MAY** capture, forward, or ignore the server\'s `stderr` output and **SHOULD NOT** assume `stderr` output indicates error conditions." Text on `stderr` is not an error, whatever it says. (In 2025-06-18 the rule was shorter: the client may capture, forward or ignore this logging.)',
        ru: 'У журнала свой поток, `stderr`: сервер МОЖЕТ писать туда строки UTF-8 для любого журналирования — информационного, отладочного, сообщений об ошибках ("for any logging purposes including informational, debug, and error messages"). Клиент МОЖЕТ сохранять, пересылать или игнорировать `stderr` и НЕ СЛЕДУЕТ считать, что вывод в `stderr` означает ошибку ("**SHOULD NOT** assume `stderr` output indicates error conditions"). Текст в `stderr` — не ошибка, что бы в нём ни было написано. (В 2025-06-18 правило было короче: клиент может сохранять, пересылать или игнорировать этот журнал.)',
      },
    },
    {
      type: "steps",
      caption: {
        en: "A stdio session, from start to shutdown (Lifecycle, Shutdown, stdio)",
        ru: "Сессия через stdio от запуска до завершения (Lifecycle, Shutdown, stdio)",
      },
      steps: [
        {
          from: { en: "Host", ru: "Хост" },
          to: { en: "Server process", ru: "Процесс сервера" },
          what: {
            en: "starts it as a subprocess (a command and its arguments)",
            ru: "запускает его как дочерний процесс (команда и её аргументы)",
          },
        },
        {
          from: { en: "Host", ru: "Хост" },
          to: { en: "Server process", ru: "Процесс сервера" },
          what: {
            en: "one line on `stdin`: the `initialize` request",
            ru: "одна строка в `stdin`: запрос `initialize`",
          },
        },
        {
          from: { en: "Server process", ru: "Процесс сервера" },
          to: { en: "Host", ru: "Хост" },
          what: {
            en: "one line on `stdout`: its result",
            ru: "одна строка в `stdout`: его результат",
          },
        },
        {
          from: { en: "Server process", ru: "Процесс сервера" },
          what: {
            en: "writes its log to `stderr` whenever it likes",
            ru: "пишет журнал в `stderr` когда угодно",
          },
        },
        {
          from: { en: "Host", ru: "Хост" },
          to: { en: "Server process", ru: "Процесс сервера" },
          what: {
            en: "to end: closes `stdin` and waits for the process to exit",
            ru: "чтобы закончить: закрывает `stdin` и ждёт, пока процесс завершится",
          },
        },
        {
          from: { en: "Host", ru: "Хост" },
          to: { en: "Server process", ru: "Процесс сервера" },
          what: {
            en: "still running after a while: `SIGTERM`; still running after that: `SIGKILL`",
            ru: "всё ещё работает через какое-то время: `SIGTERM`; и после него: `SIGKILL`",
          },
        },
      ],
    },
    {
      type: "text",
      text: {
        en: 'MCP has no "shutdown" message: the end is the transport\'s. The specification (2025-11-25, Lifecycle, Shutdown) says the client **SHOULD** first close the input stream to the server, wait for it to exit, send `SIGTERM` if it does not exit within a reasonable time, and `SIGKILL` if it still has not. Version 2026-07-28 adds that servers **SHOULD** exit promptly when their standard input is closed.',
        ru: "Сообщения «завершить сессию» в MCP нет: конец — дело транспорта. По спецификации (2025-11-25, Lifecycle, Shutdown) клиенту СЛЕДУЕТ сначала закрыть входной поток сервера и подождать, пока тот завершится, если за разумное время не завершился — послать `SIGTERM`, а если и после этого нет — `SIGKILL`. Версия 2026-07-28 добавляет: серверу СЛЕДУЕТ сразу завершаться, когда его стандартный ввод закрыт.",
      },
    },
    {
      type: "text",
      text: {
        en: "To try it for real, run the playground from the repository with the gift server as its stdio server: `npm run dev -- -- node --import tsx scripts/serve-gift.ts --stdio` (or, once the site is built with `npm run build`, `npx mcp-playground -- node --import tsx scripts/serve-gift.ts --stdio`). Choose the target **Your server (stdio)**: the log shows every line, a message with a line break is refused until you press **Send minified**, the server's `stderr` has its own console, and a `stdout` line that is no JSON shows as a stray line. As a client's command it must not be `npm run serve:gift -- --stdio`: npm prints its own banner on `stdout`, so write `npm run --silent serve:gift -- --stdio`.",
        ru: "Чтобы попробовать по-настоящему, запустите песочницу из репозитория с сервером подарков в роли stdio-сервера: `npm run dev -- -- node --import tsx scripts/serve-gift.ts --stdio` (или, когда сайт собран командой `npm run build`, `npx mcp-playground -- node --import tsx scripts/serve-gift.ts --stdio`). Выберите цель **Ваш сервер (stdio)**: журнал покажет каждую строку, сообщение с переводом строки не уйдёт, пока вы не нажмёте **Отправить в одну строку**, у `stderr` сервера своя консоль, а строка `stdout`, которая не JSON, показывается как посторонняя. Командой для клиента не годится `npm run serve:gift -- --stdio`: npm печатает в `stdout` собственный заголовок, поэтому пишите `npm run --silent serve:gift -- --stdio`.",
      },
    },
  ],
  exercises: [
    {
      id: "stdout-lines",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "What the client can read", ru: "Что клиент сможет прочитать" },
      why: {
        en: 'A stdio client cuts `stdout` at every newline and reads each line as one message. `Gift server ready` is not JSON. The second line is a complete JSON-RPC reply on one line: the client reads it. The last message was pretty-printed, so the client sees four lines, `{`, `"jsonrpc": "2.0",` and so on, and none of them is JSON on its own. Only the second line is a message; the others break the rule that `stdout` carries nothing but messages.',
        ru: 'Клиент stdio режет `stdout` по переводам строки и читает каждую строку как одно сообщение. `Gift server ready` — не JSON. Вторая строка — целый ответ JSON-RPC в одну строку: его клиент прочитает. Последнее сообщение отформатировано, и клиент видит четыре строки — `{`, `"jsonrpc": "2.0",` и так далее, — ни одна из которых сама по себе не JSON. Сообщение здесь только во второй строке; остальное нарушает правило, что в `stdout` нет ничего, кроме сообщений.',
      },
      task: {
        en: "A client started a newcomer's stdio server and read this from its `stdout`, exactly as it came (shown in the editor). What can the client read as a message?",
        ru: "Клиент запустил stdio-сервер новичка и получил из его `stdout` вот это, в точности как пришло (показано в редакторе). Что клиент сможет прочитать как сообщение?",
      },
      hints: [
        {
          en: "Read it as the client does: one line at a time.",
          ru: "Читайте так, как читает клиент: по одной строке.",
        },
        {
          en: "Is `{` on a line of its own a JSON-RPC message? Is `Gift server ready`?",
          ru: "Будет ли `{` на отдельной строке сообщением JSON-RPC? А `Gift server ready`?",
        },
        {
          en: "Only a line that holds a whole JSON-RPC object is a message.",
          ru: "Сообщение — только строка, в которой целиком лежит объект JSON-RPC.",
        },
      ],
      message: STDOUT,
      choices: [
        {
          id: "second-only",
          label: {
            en: "Only the second line, the reply to `initialize`",
            ru: "Только вторую строку, ответ на `initialize`",
          },
          why: {
            en: "Right: it is the only line that holds a whole JSON-RPC message. The log line is not JSON, and the pretty-printed notification falls apart into lines that are not JSON either.",
            ru: "Верно: только в этой строке целиком лежит сообщение JSON-RPC. Строка журнала — не JSON, а отформатированное уведомление распадается на строки, которые тоже не JSON.",
          },
        },
        {
          id: "second-and-last",
          label: {
            en: "The second line and the notification at the end",
            ru: "Вторую строку и уведомление в конце",
          },
          why: {
            en: 'The notification is valid JSON only when its lines are put together, and a stdio client never does that: the newline ends a message, so it reads `{` as one line and `"jsonrpc": "2.0",` as the next, and neither is a message.',
            ru: 'Уведомление — правильный JSON, только если сложить его строки вместе, а клиент stdio так не делает: перевод строки заканчивает сообщение, поэтому `{` он читает как одну строку, `"jsonrpc": "2.0",` — как следующую, и ни одна из них не сообщение.',
          },
        },
        {
          id: "everything",
          label: {
            en: "All of it: the client skips the text and joins the JSON lines",
            ru: "Всё: клиент пропустит текст и склеит строки JSON",
          },
          why: {
            en: "No client guesses where a message ends: on stdio the only boundary is the newline. A line that is not a message is at best reported and skipped, and nothing joins lines back together.",
            ru: "Ни один клиент не угадывает, где кончается сообщение: в stdio граница одна — перевод строки. Строку, которая не сообщение, клиент в лучшем случае отметит и пропустит, а склеивать строки обратно никто не будет.",
          },
        },
        {
          id: "nothing",
          label: {
            en: "Nothing: the first line broke the whole stream",
            ru: "Ничего: первая строка сломала весь поток",
          },
          why: {
            en: "Each line is read on its own, so a bad line does not spoil the next one. The first line is the server's fault and a client may report it (or even give up), but a line that holds a whole message can still be read.",
            ru: "Каждая строка читается сама по себе, так что плохая строка не портит следующую. Первая строка — ошибка сервера, и клиент может о ней сообщить (или даже отключиться), но строку, в которой целиком лежит сообщение, прочитать всё равно можно.",
          },
        },
      ],
      answer: "second-only",
    },
    {
      id: "stderr-banner",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "A line on stderr", ru: "Строка в stderr" },
      why: {
        en: "`stderr` is the server's log, and the specification lets the server write anything there, informational, debug or error messages. The client may capture it, forward it or ignore it, and should not take it as a sign of an error. The gift server writes this line at every start; the session goes on as if nothing happened, because for the protocol nothing did.",
        ru: "`stderr` — журнал сервера, и спецификация разрешает писать туда что угодно: информационные, отладочные сообщения, сообщения об ошибках. Клиент может его сохранить, переслать или не читать вовсе, и ему не следует считать его признаком ошибки. Сервер подарков пишет эту строку при каждом запуске; сессия идёт дальше как ни в чём не бывало, потому что для протокола ничего и не случилось.",
      },
      task: {
        en: "Started over stdio, the gift server writes this line to `stderr` (shown in the editor). What should the client do with it?",
        ru: "Запущенный через stdio, сервер подарков пишет эту строку в `stderr` (она в редакторе). Что клиенту с ней делать?",
      },
      hints: [
        {
          en: "Which stream did it come on, and what is that stream for?",
          ru: "В каком потоке она пришла и для чего этот поток?",
        },
        {
          en: "Messages travel on `stdout` only; `stderr` is for logging.",
          ru: "Сообщения идут только через `stdout`; `stderr` — для журнала.",
        },
        {
          en: "The client may capture, forward or ignore `stderr`, and should not take it for an error.",
          ru: "Клиент может сохранить, переслать или проигнорировать `stderr`, и ему не следует принимать его за ошибку.",
        },
      ],
      message: GIFT_STDERR,
      choices: [
        {
          id: "error",
          label: {
            en: "Report an error: the server is complaining",
            ru: "Сообщить об ошибке: сервер на что-то жалуется",
          },
          why: {
            en: "The specification says the client should not assume that `stderr` output means an error: servers write all of their logging there, the good news included.",
            ru: "По спецификации клиенту не следует считать вывод в `stderr` признаком ошибки: серверы пишут туда весь свой журнал, и хорошие новости тоже.",
          },
        },
        {
          id: "parse",
          label: {
            en: "Read it as a JSON-RPC message",
            ru: "Прочитать её как сообщение JSON-RPC",
          },
          why: {
            en: "Messages travel on `stdout` only. `stderr` is free text for people, and the client never parses it as protocol.",
            ru: "Сообщения идут только через `stdout`. В `stderr` — свободный текст для людей, и клиент не разбирает его как протокол.",
          },
        },
        {
          id: "log",
          label: {
            en: "Keep it in a log or show it, or ignore it: the session goes on",
            ru: "Сохранить в журнал или показать, а можно и пропустить: сессия продолжается",
          },
          why: {
            en: "Right: `stderr` is the server's log. The client may capture, forward or ignore it, and the session goes on.",
            ru: "Верно: `stderr` — журнал сервера. Клиент может его сохранить, переслать или проигнорировать, а сессия продолжается.",
          },
        },
        {
          id: "stop",
          label: {
            en: "Stop the server: it wrote something that is not a message",
            ru: "Остановить сервер: он написал то, что не является сообщением",
          },
          why: {
            en: "The rule about nothing but messages is about `stdout`. On `stderr` a server may write whatever it likes, so there is nothing to punish.",
            ru: "Правило «ничего, кроме сообщений» касается `stdout`. В `stderr` сервер может писать что угодно, и наказывать его не за что.",
          },
        },
      ],
      answer: "log",
    },
    {
      id: "line-break-inside",
      kind: "fix",
      version: "2025-11-25",
      title: { en: "A line break in the middle", ru: "Перевод строки посередине" },
      why: {
        en: "A JSON string cannot hold a raw line break, and over stdio a raw line break would also end the message halfway: the server would read two broken lines. Write the recipient on one line, or, if the break matters, as the two characters `\\n`, which JSON reads back as a line break while the message stays on one line.",
        ru: "В строке JSON не может быть настоящего перевода строки, а через stdio он к тому же оборвал бы сообщение на середине: сервер прочитал бы две сломанные строки. Напишите получателя в одну строку или, если перенос важен, двумя символами `\\n`: JSON прочтёт их как перевод строки, а сообщение останется в одной строке.",
      },
      task: {
        en: "The recipient was pasted from a note, line break and all. Fix the call so that it can go to a stdio server: the same gift ideas, for the same grandma.",
        ru: "Получателя вставили из заметки вместе с переводом строки. Исправьте вызов, чтобы его можно было отправить stdio-серверу: те же идеи подарков для той же бабушки.",
      },
      hints: [
        {
          en: "The message is right except for one character.",
          ru: "Сообщение правильное, кроме одного символа.",
        },
        {
          en: "Look at `recipient`: its string goes on to the next line.",
          ru: "Посмотрите на `recipient`: его строка переходит на следующую строку.",
        },
        {
          en: "Join the two lines of `recipient` with a space, or write the break as `\\n`.",
          ru: "Соедините две строки `recipient` пробелом или запишите перенос как `\\n`.",
        },
      ],
      start: NOTE_START,
      checks: [
        { type: "kind", kind: "request" },
        { type: "method", method: "tools/call" },
        equals("/params/name", "suggest_gifts"),
        pointer("/params/arguments/occasion", { op: "means", meaning: MEANINGS.birthday }),
        equals("/params/arguments/budget", 50),
        // No words of their own: while the text is not JSON they would say the wrong thing.
        pointer("/params/arguments/recipient", { op: "mentions", meaning: MEANINGS.grandma }),
        pointer("/params/arguments/recipient", { op: "mentions", meaning: GARDEN }),
        valid,
      ],
      solution: json(NOTE_CALL),
    },
    {
      id: "console-log",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "One console.log too many", ru: "Один лишний console.log" },
      why: {
        en: "In Node, `console.log` writes to `stdout`, and over stdio `stdout` belongs to the protocol: the server must write nothing there but MCP messages. The client reads `Loaded 12 gifts` as a line that should be a message and cannot parse it; depending on the client that is an error in its log, a failed start, or a closed connection. The fix is to log to `stderr` (`console.error`), or to send a `notifications/message`.",
        ru: "В Node `console.log` пишет в `stdout`, а в stdio `stdout` принадлежит протоколу: сервер не должен писать туда ничего, кроме сообщений MCP. Клиент читает `Loaded 12 gifts` как строку, которая должна быть сообщением, и не может её разобрать; в зависимости от клиента это ошибка в его журнале, сорванный запуск или закрытое соединение. Лечится это журналом в `stderr` (`console.error`) или уведомлением `notifications/message`.",
      },
      task: {
        en: "A stdio server's author added the middle line to see that the catalog loaded (the code is in the editor). Since then the client shows a parse error when it starts the server. Why?",
        ru: "Автор stdio-сервера добавил среднюю строку, чтобы видеть, что каталог загрузился (код в редакторе). С тех пор клиент при запуске сервера показывает ошибку разбора. Почему?",
      },
      hints: [
        {
          en: "Where does `console.log` write in Node?",
          ru: "Куда в Node пишет `console.log`?",
        },
        {
          en: "Over stdio, which stream carries the messages, and what else may be on it?",
          ru: "Какой поток в stdio несёт сообщения и что ещё в нём может быть?",
        },
        {
          en: "`console.log` writes to `stdout`, the stream the client reads messages from.",
          ru: "`console.log` пишет в `stdout` — тот самый поток, из которого клиент читает сообщения.",
        },
      ],
      message: SNIPPET,
      choices: [
        {
          id: "too-early",
          label: {
            en: "It logs before the handshake, when the server must stay silent",
            ru: "Он пишет до рукопожатия, когда сервер должен молчать",
          },
          why: {
            en: "The rule is about the stream, not the moment: the same line would break the client after the handshake too, and on `stderr` it could be written at any time.",
            ru: "Правило о потоке, а не о моменте: та же строка сломала бы клиента и после рукопожатия, а в `stderr` её можно писать когда угодно.",
          },
        },
        {
          id: "stdout",
          label: {
            en: "`console.log` writes to `stdout`, where the client expects only messages",
            ru: "`console.log` пишет в `stdout`, где клиент ждёт только сообщения",
          },
          why: {
            en: "Right: `stdout` is the message channel, and `Loaded 12 gifts` is not a message. `console.error` would write it to `stderr`, the log.",
            ru: "Верно: `stdout` — канал сообщений, а `Loaded 12 gifts` — не сообщение. `console.error` записал бы эту строку в `stderr`, журнал.",
          },
        },
        {
          id: "json-log",
          label: {
            en: "The log is plain text: logged as JSON it would be fine",
            ru: "Журнал — простой текст: в виде JSON всё было бы в порядке",
          },
          why: {
            en: "JSON is not enough: the server must write nothing to `stdout` that is not a valid MCP message, and a JSON object with a log line in it is still no JSON-RPC message.",
            ru: "Одного JSON мало: сервер не должен писать в `stdout` ничего, кроме правильных сообщений MCP, а JSON-объект со строкой журнала — всё равно не сообщение JSON-RPC.",
          },
        },
        {
          id: "client",
          label: {
            en: "Nothing is wrong with the server: the client is too strict",
            ru: "С сервером всё в порядке: клиент слишком строг",
          },
          why: {
            en: "The specification puts this rule on the server: it must write nothing to `stdout` that is not a valid MCP message. The client has every reason to complain.",
            ru: "Спецификация возлагает это правило на сервер: он не должен писать в `stdout` ничего, кроме правильных сообщений MCP. У клиента есть все основания жаловаться.",
          },
        },
      ],
      answer: "stdout",
    },
    {
      id: "log-as-message",
      kind: "compose",
      version: "2025-11-25",
      title: { en: "The log, said the MCP way", ru: "Журнал на языке MCP" },
      why: {
        en: "A server that wants the client (not only a person reading `stderr`) to see a log note sends the logging notification `notifications/message`: no `id`, and in `params` a `level` (`info` for an ordinary note) and the note itself in `data`. It is a whole JSON-RPC message, so it may travel on `stdout` as one line. (A careful server declares the `logging` capability and respects the level the client sets with `logging/setLevel`.)",
        ru: "Сервер, который хочет, чтобы заметку журнала увидел клиент (а не только человек, читающий `stderr`), отправляет уведомление журнала `notifications/message`: без `id`, а в `params` — уровень `level` (`info` для обычной заметки) и сама заметка в `data`. Это целое сообщение JSON-RPC, поэтому оно может идти по `stdout` одной строкой. (Аккуратный сервер объявляет возможность `logging` и соблюдает уровень, который клиент задаёт через `logging/setLevel`.)",
      },
      task: {
        en: "Instead of that `console.log`, the server should tell the client that the gifts loaded with an MCP message. Write it: a logging notification of level `info` whose `data` is the note as text, in English or in Russian.",
        ru: "Вместо того `console.log` сервер должен сообщить клиенту, что подарки загружены, сообщением MCP. Напишите его: уведомление журнала уровня `info`, в `data` которого заметка текстом, по-английски или по-русски.",
      },
      hints: [
        {
          en: "Nobody answers a log note: which kind of message is that?",
          ru: "На заметку журнала никто не отвечает: что это за вид сообщения?",
        },
        {
          en: "The method is `notifications/message`; its `params` hold `level` and `data`.",
          ru: "Метод — `notifications/message`; в его `params` лежат `level` и `data`.",
        },
        {
          en: '`{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "Loaded 12 gifts"}}`',
          ru: '`{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "Loaded 12 gifts"}}`',
        },
      ],
      start: "{\n  \n}",
      checks: [
        { type: "kind", kind: "notification" },
        { type: "method", method: "notifications/message" },
        pointer("/id", { op: "absent" }),
        equals("/params/level", "info", {
          en: "An ordinary note has the level `info`.",
          ru: "У обычной заметки уровень `info`.",
        }),
        pointer(
          "/params/data",
          { op: "mentions", meaning: GIFTS },
          {
            en: "Say in `data`, as text, what the server wanted to log: that the gifts loaded.",
            ru: "Скажите в `data` текстом то, что сервер хотел записать в журнал: подарки загружены.",
          },
        ),
        valid,
      ],
      solution: json(LOG_NOTE),
    },
    {
      id: "shutdown-first",
      kind: "classify",
      version: "2025-11-25",
      title: { en: "Time to go", ru: "Пора заканчивать" },
      why: {
        en: "MCP defines no shutdown message: over stdio the end is the transport's. The client first closes the server's `stdin`; a well-made server reads the end of its input, answers what it still owes and exits. Only if it does not exit within a reasonable time does the client send `SIGTERM`, and `SIGKILL` after that.",
        ru: "Сообщения о завершении в MCP нет: в stdio конец — дело транспорта. Сначала клиент закрывает `stdin` сервера; хорошо написанный сервер видит конец ввода, отвечает на то, что ещё должен, и завершается. Только если за разумное время он не завершился, клиент посылает `SIGTERM`, а после него — `SIGKILL`.",
      },
      task: {
        en: "The client got the last reply it needed (in the editor) and wants to end the session with its stdio server. What does it do first?",
        ru: "Клиент получил последний нужный ему ответ (он в редакторе) и хочет закончить сессию со своим stdio-сервером. Что он делает сначала?",
      },
      hints: [
        {
          en: "Is there an MCP method for saying goodbye?",
          ru: "Есть ли в MCP метод, чтобы попрощаться?",
        },
        {
          en: "The end is the transport's: start with the gentlest step.",
          ru: "Конец — дело транспорта: начните с самого мягкого шага.",
        },
        {
          en: "Signals come later, and only if the server does not exit on its own.",
          ru: "Сигналы — потом и только если сервер не завершится сам.",
        },
      ],
      message: json({
        jsonrpc: "2.0",
        id: 5,
        result: { content: [{ type: "text", text: "Gift ideas: a seed kit, garden gloves." }] },
      }),
      choices: [
        {
          id: "shutdown-request",
          label: {
            en: "Sends a `shutdown` request and waits for its reply",
            ru: "Отправляет запрос `shutdown` и ждёт ответа",
          },
          why: {
            en: "MCP defines no shutdown method: a server would answer it with -32601, method not found. The end is signalled by the transport.",
            ru: "Метода завершения в MCP нет: сервер ответил бы на такой запрос ошибкой -32601, метод не найден. Конец сообщает транспорт.",
          },
        },
        {
          id: "close-stdin",
          label: {
            en: "Closes the server's `stdin` and waits for it to exit",
            ru: "Закрывает `stdin` сервера и ждёт, пока тот завершится",
          },
          why: {
            en: "Right: closing the input is the first and gentlest step; the server sees the end of its input and exits on its own.",
            ru: "Верно: закрыть ввод — первый и самый мягкий шаг; сервер видит конец ввода и завершается сам.",
          },
        },
        {
          id: "sigterm",
          label: { en: "Sends `SIGTERM`", ru: "Посылает `SIGTERM`" },
          why: {
            en: "`SIGTERM` is the second step, for a server that has not exited within a reasonable time after its input was closed.",
            ru: "`SIGTERM` — второй шаг, для сервера, который не завершился за разумное время после того, как закрыли его ввод.",
          },
        },
        {
          id: "sigkill",
          label: { en: "Sends `SIGKILL`", ru: "Посылает `SIGKILL`" },
          why: {
            en: "`SIGKILL` is the last resort: it gives the server no chance to answer what it owes or to clean up, so it comes only after `SIGTERM` has failed.",
            ru: "`SIGKILL` — крайняя мера: он не даёт серверу ни ответить на то, что он должен, ни прибраться, поэтому его посылают, только если не помог `SIGTERM`.",
          },
        },
      ],
      answer: "close-stdin",
    },
  ],
};
