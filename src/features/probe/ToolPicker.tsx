/**
 * "Tools to call": one checkbox per tool the server listed, unchecked until the user checks it,
 * and for a checked tool its arguments as JSON, prefilled as the run would make them. The
 * server's names, titles and descriptions are shown as plain text.
 */
import { useId } from "react";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import { type OfferedTool, readArguments } from "../../probe/choice.ts";

const field =
  "w-full rounded border border-slate-300 bg-white px-1.5 py-1 font-mono text-xs text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

export function ToolPicker(props: {
  lang: Language;
  /** undefined: this target's tools are not listed yet. */
  tools: readonly OfferedTool[] | undefined;
  checked: ReadonlyMap<string, string>;
  onToggle: (tool: OfferedTool, checked: boolean) => void;
  onEdit: (name: string, text: string) => void;
  onNone: () => void;
  buttonClass: string;
}) {
  const { lang, tools, checked } = props;
  const hint = useId();
  // Folded by default: the card, below, is what a run is for; the summary counts the checked.
  return (
    <details className="text-xs">
      <summary
        aria-label={accessibleName("probe.tools")}
        className="cursor-pointer rounded py-0.5 font-medium focus-visible:outline-2 focus-visible:outline-sky-500"
      >
        {t("probe.tools", lang)}
        {checked.size > 0 && ` (${t("probe.toolsChecked", lang, { count: checked.size })})`}
      </summary>
      <fieldset
        aria-label={accessibleName("probe.tools")}
        aria-describedby={tools && tools.length > 0 ? hint : undefined}
        className="mt-1 flex min-w-0 flex-col gap-1"
      >
        {tools === undefined ? (
          <p className="text-slate-600 dark:text-slate-300">{t("probe.toolsUnlisted", lang)}</p>
        ) : tools.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">{t("probe.toolsEmpty", lang)}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <p id={hint} className="min-w-0 flex-1 text-slate-600 dark:text-slate-300">
                {t("probe.toolsHint", lang)}
              </p>
              <button
                type="button"
                className={props.buttonClass}
                aria-label={accessibleName("probe.toolsNone")}
                disabled={checked.size === 0}
                onClick={props.onNone}
              >
                {t("probe.toolsNone", lang)}
              </button>
            </div>
            <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded border border-slate-200 p-1 dark:border-slate-700">
              {tools.map((tool) => (
                <ToolRow
                  key={tool.name}
                  lang={lang}
                  tool={tool}
                  text={checked.get(tool.name)}
                  onToggle={props.onToggle}
                  onEdit={props.onEdit}
                />
              ))}
            </ul>
          </>
        )}
      </fieldset>
    </details>
  );
}

function ToolRow(props: {
  lang: Language;
  tool: OfferedTool;
  /** The arguments' text when checked. */
  text: string | undefined;
  onToggle: (tool: OfferedTool, checked: boolean) => void;
  onEdit: (name: string, text: string) => void;
}) {
  const { lang, tool, text } = props;
  const id = useId();
  const outcome = text === undefined ? undefined : readArguments(text);
  const about = [tool.title, tool.description].filter((s) => s !== undefined).join(" — ");
  const readOnly = tool.effect === "read-only";
  return (
    <li className="flex flex-col gap-1 rounded px-1 py-0.5 hover:bg-slate-50 dark:hover:bg-slate-800/60">
      <div className="flex min-h-6 items-start gap-2">
        <input
          id={`${id}-box`}
          type="checkbox"
          checked={text !== undefined}
          aria-describedby={about === "" ? `${id}-effect` : `${id}-effect ${id}-about`}
          onChange={(event) => props.onToggle(tool, event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-sky-600"
        />
        <label htmlFor={`${id}-box`} className="min-w-0 flex-1 cursor-pointer">
          <span className="font-mono break-all">{tool.name}</span>
        </label>
        <span
          id={`${id}-effect`}
          className={
            readOnly
              ? "shrink-0 rounded bg-emerald-50 px-1 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
              : "shrink-0 rounded bg-amber-50 px-1 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          }
        >
          {t(readOnly ? "probe.toolReadOnly" : "probe.toolMayChange", lang)}
        </span>
      </div>
      {about !== "" && (
        <p
          id={`${id}-about`}
          className="line-clamp-2 pl-6 break-words text-slate-600 dark:text-slate-300"
        >
          {about}
        </p>
      )}
      {text !== undefined && (
        <div className="flex flex-col gap-0.5 pl-6">
          <textarea
            aria-label={accessibleName("probe.toolArgs", { tool: tool.name })}
            aria-invalid={outcome?.ok === false}
            aria-describedby={outcome?.ok === false ? `${id}-error` : undefined}
            value={text}
            rows={Math.min(8, Math.max(2, text.split("\n").length))}
            spellCheck={false}
            onChange={(event) => props.onEdit(tool.name, event.target.value)}
            className={field}
          />
          {outcome?.ok === false && (
            <p id={`${id}-error`} className="text-red-700 dark:text-red-300">
              {outcome.problem === "json"
                ? t("probe.toolArgsJson", lang, { detail: outcome.detail ?? "" })
                : t("probe.toolArgsObject", lang)}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
