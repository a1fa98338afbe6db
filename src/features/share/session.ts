/**
 * A session from elsewhere (a link, a file, the library) replacing the current one: the server
 * is started afresh after it, so the log shows the loaded entries, then `started`.
 */
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import { usePlayground } from "../../store/index.ts";
import type { SessionController } from "../session/controller.ts";

export function replaceSession(
  controller: SessionController,
  entries: readonly ExchangeEntry[],
): void {
  controller.stop();
  usePlayground.getState().loadSession(entries);
  controller.start();
}
