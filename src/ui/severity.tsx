/**
 * How a severity looks: its text colour, and a small inline icon (no icon font, no request) beside
 * its text label.
 */
import type { Severity } from "../protocol/types.ts";

/** The text colour of each severity. */
export const severityText: Record<Severity, string> = {
  error: "text-rose-700 dark:text-rose-400",
  warning: "text-amber-700 dark:text-amber-400",
  hint: "text-sky-700 dark:text-sky-400",
};

const paths: Record<Severity | "valid", string> = {
  error:
    "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-3.5 5.1L12 10.6l3.5-3.5 1.4 1.4-3.5 3.5 3.5 3.5-1.4 1.4-3.5-3.5-3.5 3.5-1.4-1.4 3.5-3.5-3.5-3.5 1.4-1.4Z",
  warning: "M12 2.5 1.5 21h21L12 2.5ZM11 9h2v6h-2V9Zm0 8h2v2h-2v-2Z",
  hint: "M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2Zm-3 18h6v1a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-1Z",
  valid:
    "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4.1-4.1 1.4-1.4 2.7 2.7 5.7-5.7 1.4 1.4-7.1 7.1Z",
};

export function StatusIcon({ kind, className }: { kind: Severity | "valid"; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`size-4 shrink-0 fill-current ${className ?? ""}`}
    >
      <path d={paths[kind]} />
    </svg>
  );
}
