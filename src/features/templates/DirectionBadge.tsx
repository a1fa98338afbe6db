/** Who sends a message: a small arrow label beside the template's method. */
import { type Key, type Language, t } from "../../i18n/index.ts";
import type { Direction } from "../../protocol/index.ts";

const LABEL: Record<Direction, Key> = {
  "client-to-server": "direction.clientToServer",
  "server-to-client": "direction.serverToClient",
  both: "direction.both",
};

const STYLE: Record<Direction, string> = {
  "client-to-server": "bg-sky-50 text-sky-700 dark:bg-sky-950 dark:text-sky-300",
  "server-to-client": "bg-violet-50 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
  both: "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300",
};

export function DirectionBadge({
  direction,
  language,
}: {
  direction: Direction;
  language: Language;
}) {
  return (
    <span
      className={`ml-auto shrink-0 rounded px-1.5 py-0.5 text-[11px] whitespace-nowrap ${STYLE[direction]}`}
    >
      {t(LABEL[direction], language)}
    </span>
  );
}
