/** The page's settings in its header: the UI language and the theme. */
import { LANGUAGES, LANGUAGE_NAMES, type Language, accessibleName, t } from "../i18n/strings.ts";
import type { ThemeChoice } from "../store/index.ts";

const field =
  "rounded-md border border-slate-300 bg-white py-1 pl-2 text-sm text-slate-900 shadow-xs focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

export function LanguageSwitch(props: { value: Language; onChange: (value: Language) => void }) {
  return (
    <select
      aria-label={accessibleName("settings.language")}
      title={t("settings.language", props.value)}
      value={props.value}
      onChange={(event) => {
        const next = LANGUAGES.find((l) => l === event.target.value);
        if (next) props.onChange(next);
      }}
      className={`${field} pr-7`}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}

export const THEMES: readonly ThemeChoice[] = ["system", "light", "dark"];

const themeIcons: Record<ThemeChoice, string> = {
  system: "M4 5h16v10H4V5Zm-2-2v14h8v2H7v2h10v-2h-3v-2h8V3H2Z",
  light:
    "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM11 1h2v3h-2V1Zm0 19h2v3h-2v-3ZM1 11h3v2H1v-2Zm19 0h3v2h-3v-2ZM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1Zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1ZM18.4 4.2l1.4 1.4-2.1 2.1-1.4-1.4 2.1-2.1ZM6.3 16.3l1.4 1.4-2.1 2.1-1.4-1.4 2.1-2.1Z",
  dark: "M20.7 14.1A8.5 8.5 0 0 1 9.9 3.3 9 9 0 1 0 20.7 14.1Z",
};

/** Three pressed-state buttons: the choice is visible at a glance and each is one Tab away. */
export function ThemeSwitch(props: {
  value: ThemeChoice;
  onChange: (value: ThemeChoice) => void;
  lang: Language;
}) {
  return (
    <div
      role="group"
      aria-label={t("settings.theme", props.lang)}
      className="flex rounded-md border border-slate-300 bg-white p-0.5 shadow-xs dark:border-slate-700 dark:bg-slate-900"
    >
      {THEMES.map((theme) => (
        <button
          key={theme}
          type="button"
          aria-pressed={props.value === theme}
          aria-label={t(`theme.${theme}`, props.lang)}
          title={`${t("settings.theme", props.lang)}: ${t(`theme.${theme}`, props.lang)}`}
          onClick={() => props.onChange(theme)}
          className="rounded p-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 aria-pressed:bg-slate-200 aria-pressed:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100 dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-slate-100"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className="size-4 fill-current"
          >
            <path d={themeIcons[theme]} />
          </svg>
        </button>
      ))}
    </div>
  );
}
