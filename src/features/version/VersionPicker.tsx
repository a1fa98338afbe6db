/** The protocol version the text is judged against: one of the five, or `auto`. */
import { useId } from "react";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import {
  type ProtocolVersion,
  type VersionChoice,
  isProtocolVersion,
} from "../../protocol/versions.ts";
import { versionOptions } from "./options.ts";

interface VersionPickerProps {
  value: VersionChoice;
  onChange: (value: VersionChoice) => void;
  lang: Language;
  /** With `auto`: the version the current message was judged against. */
  resolved?: ProtocolVersion | undefined;
}

export function VersionPicker({ value, onChange, lang, resolved }: VersionPickerProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className="hidden text-xs font-medium whitespace-nowrap text-slate-500 2xl:inline dark:text-slate-400"
      >
        {t("version.label", lang)}
      </label>
      <select
        id={id}
        aria-label={accessibleName("version.label")}
        title={
          value === "auto" && resolved
            ? t("version.autoResolved", lang, { version: resolved })
            : t("version.label", lang)
        }
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (next === "auto" || isProtocolVersion(next)) onChange(next);
        }}
        className="rounded-md border border-slate-300 bg-white py-1 pr-7 pl-2 text-sm tabular-nums text-slate-900 shadow-xs focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {versionOptions(lang).map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {value === "auto" && resolved && (
        <span className="hidden font-mono text-xs whitespace-nowrap text-slate-500 2xl:inline dark:text-slate-400">
          {t("version.autoResolved", lang, { version: resolved })}
        </span>
      )}
    </div>
  );
}
