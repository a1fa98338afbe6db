/** The look of the one-line notices under the header (a link opened, keeping, a new version). */
export const BANNER = {
  bar: "flex items-start gap-3 border-b px-4 py-2 text-sm",
  info: "border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-100",
  warn: "border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100",
  alert:
    "border-rose-200 bg-rose-50 text-rose-950 dark:border-rose-900 dark:bg-rose-950/60 dark:text-rose-100",
  /** A small text button at the end of the line (Dismiss, Later). */
  button:
    "shrink-0 rounded px-2 py-0.5 text-xs font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-white/10",
} as const;
