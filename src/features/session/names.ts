/**
 * Accessible names of the session's controls: English in every language, like the page's other
 * stable names (see ACCESSIBLE_KEYS in `i18n/strings.ts`), so tests and users' scripts find
 * "Send", "Session", "Server status"… whatever the UI language.
 */
import { en } from "../../i18n/areas/session.ts";
import { type Args, format } from "../../i18n/strings.ts";

export type SessionNameKey =
  | "session.title"
  | "send.button"
  | "send.anyway"
  | "send.cancel"
  | "send.confirmTitle"
  | "session.new"
  | "session.initialize"
  | "filter.kind"
  | "filter.method"
  | "filter.text"
  | "ask.answer"
  | "detail.title"
  | "detail.text"
  | "detail.findings"
  | "detail.editAsNew"
  | "detail.replyTo"
  | "detail.answeredBy"
  | "server.controls"
  | "server.status"
  | "server.latency"
  | "server.strict"
  | "server.giftCards"
  | "server.catalog"
  | "server.crash";

export function sessionName(key: SessionNameKey, args?: Args): string {
  return format(en[key], args);
}
