/** Small shared controls: the toolbar button and a labelled checkbox. */
import type { ComponentProps } from "react";

export function ToolbarButton({ className, ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      {...props}
      className={`rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${className ?? ""}`}
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
