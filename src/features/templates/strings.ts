/**
 * The texts of the template library that the shared catalog (src/i18n) does not hold, in both
 * languages; each could move into the catalog unchanged.
 */
import { type Args, type Language, format } from "../../i18n/index.ts";

const en = {
  "dir.client-to-server": "client → server",
  "dir.server-to-client": "server → client",
  "dir.both": "either side",
  "keys.hint": "↑ ↓ to choose, Enter to insert, Esc to close",
  "reply.description": "A successful reply to {method}: the result the {side} sends back.",
  "side.client": "client",
  "side.server": "server",
  "side.receiver": "receiver",
  "results.label": "Templates for {version}",
} as const satisfies Record<string, string>;

export type LocalKey = keyof typeof en;

const ru: Record<LocalKey, string> = {
  "dir.client-to-server": "клиент → сервер",
  "dir.server-to-client": "сервер → клиент",
  "dir.both": "любая сторона",
  "keys.hint": "↑ ↓ — выбрать, Enter — вставить, Esc — закрыть",
  "reply.description": "Успешный ответ на {method}: результат, который возвращает {side}.",
  "side.client": "клиент",
  "side.server": "сервер",
  "side.receiver": "получатель",
  "results.label": "Шаблоны для {version}",
};

export function lt(key: LocalKey, lang: Language, args?: Args): string {
  return format((lang === "ru" ? ru : en)[key], args);
}
