/**
 * The one-line reason of the kind badge ("Has an id and a method: a request; …") in the UI's
 * language. The core writes these few sentences in English (`check/classify.ts`); Russian is
 * matched by the exact sentence, and an unknown one is shown in English.
 */
import { typesRu } from "./ru/phrases.ts";
import { type Language, pluralIndex } from "../strings.ts";

const REASONS_RU: Readonly<Record<string, string>> = {
  "Not JSON: the text could not be parsed, so it is no message.":
    "Не JSON: текст не удалось разобрать, так что это не сообщение.",
  "A JSON array: a batch, but an empty one.": "JSON-массив: пакет, но пустой.",
  "An array inside a batch: batches do not nest, so it is no message.":
    "Массив внутри пакета: пакеты не вкладываются друг в друга, так что это не сообщение.",
  "Has an id and an error: an error reply to the request with the same id.":
    "Есть id и error: ответ с ошибкой на запрос с тем же id.",
  "Has an id and a result: a successful reply to the request with the same id.":
    "Есть id и result: успешный ответ на запрос с тем же id.",
  "Has an error but no id: a reply that cannot be matched to its request.":
    "Есть error, но нет id: ответ, который нельзя сопоставить с его запросом.",
  "Has a result but no id: a reply that cannot be matched to its request.":
    "Есть result, но нет id: ответ, который нельзя сопоставить с его запросом.",
  "Has an id and a method: a request; a reply with the same id is expected.":
    "Есть id и method: запрос; ожидается ответ с тем же id.",
  "Has a method and no id: a notification; no reply is expected.":
    "Есть method, но нет id: уведомление; ответа на него не ждут.",
  "Has an id but no method, result or error: neither a request nor a reply.":
    "Есть id, но нет ни method, ни result, ни error: это не запрос и не ответ.",
  "Has no method, result or error: neither a request, a notification nor a reply.":
    "Нет ни method, ни result, ни error: это не запрос, не уведомление и не ответ.",
  "The checker failed before it could classify this message.":
    "Проверка дала сбой раньше, чем смогла определить тип сообщения.",
};

/** The kind reason of a report in `lang`. */
export function describeReason(reason: string, lang: Language): string {
  if (lang !== "ru") return reason;
  const known = REASONS_RU[reason];
  if (known) return known;
  const batch = /^A JSON array: a batch of (\d+) messages?, each judged on its own\.$/.exec(reason);
  if (batch) {
    const n = Number(batch[1]);
    // "пакет из 1 сообщения", "из 5 сообщений" (genitive after "из").
    const noun = pluralIndex(n, "ru") === 0 ? "сообщения" : "сообщений";
    return `JSON-массив: пакет из ${n} ${noun}, каждое проверяется отдельно.`;
  }
  const notObject = /^Not a JSON object \((.*)\): a JSON-RPC message is an object\.$/s.exec(reason);
  if (notObject) {
    return `Не JSON-объект (${typesRu(notObject[1] as string)}): сообщение JSON-RPC — это объект.`;
  }
  return reason;
}
