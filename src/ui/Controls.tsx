/** Small shared controls: the toolbar button and a labelled checkbox. */
import type { ComponentProps } from "react";

const TONES = {
  plain:
    "border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  /** The main action of its place (e.g. Check): one colour pair per theme, never overridden. */
  primary:
    "border-sky-700 bg-sky-700 text-white hover:bg-sky-800 dark:border-sky-400 dark:bg-sky-400 dark:text-slate-950 dark:hover:bg-sky-300",
  /** The chosen one of a set (the open exercise's number). */
  current:
    "border-sky-500 bg-white text-slate-800 hover:bg-slate-50 dark:border-sky-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
} as const;

/**
 * A toolbar button. Its colours come from `tone` alone: a colour class passed in `className`
 * would compete with the tone's in the stylesheet's order (and lose, silently), so `className`
 * is for layout and size only.
 */
export function ToolbarButton({
  className,
  tone = "plain",
  ...props
}: ComponentProps<"button"> & { tone?: keyof typeof TONES }) {
  return (
    <button
      type="button"
      {...props}
      className={`rounded-md border px-3 py-1 text-sm font-medium shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50 ${TONES[tone]} ${className ?? ""}`}
    />
  );
}

/** A checkbox with its visible label; `name` is its accessible name, English in every language. */
export function Checkbox(props: {
  name: string;
  label: string;
  title?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      className="flex items-center gap-1.5 text-slate-600 dark:text-slate-300"
      title={props.title}
    >
      <input
        type="checkbox"
        aria-label={props.name}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        className="accent-sky-600"
      />
      {props.label}
    </label>
  );
}
