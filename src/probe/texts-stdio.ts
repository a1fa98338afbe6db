/**
 * The words of the stdio transport's checks, in English and Russian, and the notes they leave;
 * `texts.ts` merges them. Quoted server text in a note is already inert (control characters
 * escaped).
 */
import type { CheckId } from "./catalog.ts";

export type StdioCheckId = Extract<CheckId, `stdio.${string}`>;

type Words = Record<StdioCheckId, { title: string; fix: string }>;

const EN: Words = {
  "stdio.stray-stdout": {
    title: "Nothing but messages on stdout",
    fix: "Write only JSON-RPC messages to stdout, one per line; send logs, banners and debug output to stderr (in Node: console.error, never console.log).",
  },
  "stdio.framing": {
    title: "One message per line",
    fix: "Write each message as one line of minified JSON followed by a newline: no newline inside a message (no pretty-printing), and none missing after the last one.",
  },
  "stdio.shutdown": {
    title: "Ends when stdin closes",
    fix: "Exit promptly once stdin closes (reads return end-of-file), after answering what is owed, so the client need not send SIGTERM or SIGKILL; and do not die while requests await their replies.",
  },
  "stdio.stderr": {
    title: "stderr is for logs",
    fix: "Nothing to fix: the server may write any logging to stderr, and a client should not take it as an error.",
  },
};

const RU: Words = {
  "stdio.stray-stdout": {
    title: "В stdout только сообщения",
    fix: "Пишите в stdout только сообщения JSON-RPC, по одному в строке; журналы, приветствия и отладочный вывод отправляйте в stderr (в Node: console.error, а не console.log).",
  },
  "stdio.framing": {
    title: "Одно сообщение в строке",
    fix: "Пишите каждое сообщение одной строкой компактного JSON с переводом строки в конце: без переводов строки внутри сообщения (без форматирования) и без пропущенного перевода строки после последнего.",
  },
  "stdio.shutdown": {
    title: "Завершается, когда закрыт stdin",
    fix: "Завершайте процесс сразу после закрытия stdin (чтение возвращает конец файла), ответив на всё, что должны, чтобы клиенту не пришлось посылать SIGTERM или SIGKILL; и не завершайтесь, пока запросы ждут ответов.",
  },
  "stdio.stderr": {
    title: "stderr — для журналов",
    fix: "Исправлять нечего: сервер может писать в stderr любые журналы, и клиенту не следует считать их ошибкой.",
  },
};

export const STDIO_TEXTS = { en: EN, ru: RU };

export const STDIO_NOTES: Record<string, Record<"en" | "ru", string>> = {
  "not-stdio": { en: "Over stdio only.", ru: "Только для stdio." },
  "stdio-not-started": {
    en: "The server process could not start: {reason}.",
    ru: "Процесс сервера не удалось запустить: {reason}.",
  },
  "stdio-more": { en: "And {count} more like these.", ru: "И ещё таких: {count}." },
  "stdio-stray": {
    en: "Process {process} wrote text that is no JSON to stdout: {line}",
    ru: "Процесс {process} написал в stdout текст, который не является JSON: {line}",
  },
  "stdio-not-message": {
    en: "Process {process} wrote JSON that is no JSON-RPC message to stdout: {line}",
    ru: "Процесс {process} написал в stdout JSON, который не является сообщением JSON-RPC: {line}",
  },
  "stdio-empty-line": {
    en: "Process {process} wrote an empty line to stdout.",
    ru: "Процесс {process} написал в stdout пустую строку.",
  },
  "stdio-overflow": {
    en: "Process {process} wrote a stdout line of {bytes} bytes, too long to read: it was dropped unjudged.",
    ru: "Процесс {process} написал в stdout строку длиной {bytes} байт, слишком длинную для чтения: она отброшена без проверки.",
  },
  "stdio-stdout-clean": {
    en: "{lines} stdout lines, each one a JSON-RPC message.",
    ru: "Строк в stdout: {lines}; каждая — сообщение JSON-RPC.",
  },
  "stdio-split": {
    en: "Process {process} wrote one message over {lines} lines (a newline inside it), starting: {line}",
    ru: "Процесс {process} написал одно сообщение на {lines} строках (перевод строки внутри), начало: {line}",
  },
  "stdio-no-newline": {
    en: "Process {process} left its last message without a newline: {line}",
    ru: "Процесс {process} оставил последнее сообщение без перевода строки: {line}",
  },
  "stdio-one-per-line": {
    en: "{lines} stdout lines, no message split over lines or left without its newline.",
    ru: "Строк в stdout: {lines}; ни одно сообщение не разбито на строки и не осталось без перевода строки.",
  },
  "stdio-exited": {
    en: "{count} process(es) exited within {seconds} s of their stdin closing.",
    ru: "Процессов, завершившихся в течение {seconds} с после закрытия stdin: {count}.",
  },
  "stdio-needed-sigterm": {
    en: "Process {process} was still running {seconds} s after its stdin closed: it was sent SIGTERM.",
    ru: "Процесс {process} работал ещё через {seconds} с после закрытия stdin: ему послан SIGTERM.",
  },
  "stdio-needed-sigkill": {
    en: "Process {process} outlived both its stdin closing and SIGTERM ({seconds} s each): it was killed with SIGKILL.",
    ru: "Процесс {process} пережил и закрытие stdin, и SIGTERM (по {seconds} с): он убит сигналом SIGKILL.",
  },
  "stdio-crashed": {
    en: "Process {process} ended by itself (exit code or signal: {how}) while requests awaited their replies: {pending}. Its last stderr line: {stderr}",
    ru: "Процесс {process} завершился сам (код выхода или сигнал: {how}), пока запросы ждали ответов: {pending}. Последняя строка его stderr: {stderr}",
  },
  "stdio-ended-itself": {
    en: "Process {process} ended by itself (exit code or signal: {how}) with no request waiting: the spec lets a server end the session so.",
    ru: "Процесс {process} завершился сам (код выхода или сигнал: {how}), когда ни один запрос не ждал ответа: спецификация разрешает серверу так завершать сессию.",
  },
  "stdio-none-ended": {
    en: "No process of the run ended (or none started).",
    ru: "Ни один процесс проверки не завершился (или ни один не запустился).",
  },
  "stdio-stderr-none": {
    en: "Nothing on stderr.",
    ru: "В stderr ничего нет.",
  },
  "stdio-stderr": {
    en: "{bytes} bytes on stderr from {processes} process(es): logging, shown for information, never counted as an error.",
    ru: "В stderr {bytes} байт от процессов ({processes}): это журнал, он показан для сведения и не считается ошибкой.",
  },
  "stdio-stderr-last": {
    en: "The last stderr line: {line}",
    ru: "Последняя строка stderr: {line}",
  },
};
