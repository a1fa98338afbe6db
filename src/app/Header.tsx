/**
 * The page header: title, the version picker, Learn, sharing, the editor's actions, the
 * settings, and under them the kind. One row at every size: a tablet keeps the version picker,
 * Learn and Copy link in it and the rest in a menu; a phone keeps the title and Learn, the rest
 * in the menu, so the first screen belongs to the editor or the lesson.
 */
import type { ReactNode } from "react";
import { LANGUAGES, LANGUAGE_NAMES, type Language, accessibleName, t } from "../i18n/strings.ts";
import {
  type ProtocolVersion,
  type VersionChoice,
  isProtocolVersion,
} from "../protocol/versions.ts";
import type { ThemeChoice } from "../store/index.ts";
import { VersionPicker } from "../features/version/VersionPicker.tsx";
import { versionOptions } from "../features/version/options.ts";
import { ToolbarButton } from "../ui/Controls.tsx";
import { Menu, type MenuEntry } from "../ui/Menu.tsx";
import type { ScreenClass } from "./layout/arrange.ts";
import { LanguageSwitch, THEMES, ThemeSwitch } from "./Settings.tsx";

interface HeaderProps {
  lang: Language;
  screen: ScreenClass;
  version: VersionChoice;
  resolvedVersion: ProtocolVersion | undefined;
  theme: ThemeChoice;
  setVersion: (version: VersionChoice) => void;
  setLanguage: (lang: Language) => void;
  setTheme: (theme: ThemeChoice) => void;
  onFormat: () => void;
  onTemplates: () => void;
  /** The kind badge and its reason. */
  kind: ReactNode;
  /** "Copy link" (with what of it shows inline for this screen) and its panel. */
  share: ReactNode;
  /** What the menu offers of sharing, when it is not inline. */
  sharing: { withSession: boolean; onWithSession: (v: boolean) => void; onShare: () => void };
  /** The switch between the workbench and the lessons. */
  learn?: ReactNode;
  /** What shows one pane alone, at the end of the second row. */
  panes?: ReactNode;
}

const divider = (
  <span className="mx-0.5 h-5 w-px shrink-0 bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
);

function menuEntries(props: HeaderProps): MenuEntry[] {
  const { lang, screen, sharing } = props;
  const entries: MenuEntry[] = [];
  if (screen === "phone") {
    entries.push({
      type: "radios",
      name: accessibleName("version.label"),
      label: t("version.label", lang),
      value: props.version,
      options: versionOptions(lang),
      onChange: (v) => {
        if (v === "auto" || isProtocolVersion(v)) props.setVersion(v);
      },
    });
  }
  entries.push({
    type: "check",
    name: accessibleName("share.includeSession"),
    label: t("share.includeSession", lang),
    checked: sharing.withSession,
    onChange: sharing.onWithSession,
  });
  if (screen === "phone") {
    entries.push({
      type: "item",
      name: accessibleName("share.copyLink"),
      label: t("share.copyLink", lang),
      onSelect: sharing.onShare,
    });
  }
  entries.push(
    {
      type: "item",
      name: accessibleName("editor.format"),
      label: t("editor.format", lang),
      onSelect: props.onFormat,
    },
    {
      type: "item",
      name: accessibleName("templates.title"),
      label: t("templates.title", lang),
      onSelect: props.onTemplates,
      dialog: true,
    },
    {
      type: "radios",
      name: accessibleName("settings.language"),
      label: t("settings.language", lang),
      value: lang,
      options: LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: l })),
      onChange: (v) => {
        const next = LANGUAGES.find((l) => l === v);
        if (next) props.setLanguage(next);
      },
    },
    {
      type: "radios",
      name: accessibleName("settings.theme"),
      label: t("settings.theme", lang),
      value: props.theme,
      options: THEMES.map((theme) => ({ value: theme, label: t(`theme.${theme}`, lang) })),
      onChange: (v) => {
        const next = THEMES.find((theme) => theme === v);
        if (next) props.setTheme(next);
      },
    },
  );
  return entries;
}

export function Header(props: HeaderProps) {
  const { lang, screen } = props;
  const desktop = screen === "desktop";
  return (
    <header className="relative border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div
        data-header-row=""
        className={`flex flex-nowrap items-center gap-x-3 px-4 ${screen === "phone" ? "py-1.5" : "py-2.5"}`}
      >
        <h1 className="flex min-w-0 shrink-0 items-center gap-2 text-base font-semibold tracking-tight whitespace-nowrap">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-5 shrink-0 fill-sky-600 dark:fill-sky-400"
          >
            <path d="M8.3 6.3 2.6 12l5.7 5.7 1.4-1.4L5.4 12l4.3-4.3-1.4-1.4Zm7.4 0-1.4 1.4 4.3 4.3-4.3 4.3 1.4 1.4 5.7-5.7-5.7-5.7Z" />
          </svg>
          <span className="truncate">{t("app.title", lang)}</span>
        </h1>
        {screen !== "phone" && (
          <VersionPicker
            value={props.version}
            onChange={props.setVersion}
            lang={lang}
            resolved={props.resolvedVersion}
          />
        )}
        <div className="ml-auto flex flex-nowrap items-center gap-2">
          {props.learn}
          {props.share}
          {desktop && (
            <>
              {divider}
              <ToolbarButton
                aria-label={accessibleName("editor.format")}
                onClick={props.onFormat}
                className="whitespace-nowrap"
              >
                {t("editor.format", lang)}
              </ToolbarButton>
              <ToolbarButton
                aria-label={accessibleName("templates.title")}
                aria-haspopup="dialog"
                onClick={props.onTemplates}
                className="whitespace-nowrap"
              >
                {t("templates.title", lang)}
              </ToolbarButton>
              {divider}
              <LanguageSwitch value={lang} onChange={props.setLanguage} />
              <ThemeSwitch value={props.theme} onChange={props.setTheme} lang={lang} />
            </>
          )}
          {!desktop && (
            <Menu
              name={accessibleName("header.more")}
              title={t("header.more", lang)}
              label={
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
                  <path d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
                </svg>
              }
              entries={menuEntries(props)}
            />
          )}
        </div>
      </div>
      {/* The kind and its reason (cut to the room left), then "Show alone": one row too. */}
      <div
        className={`flex items-center gap-x-3 gap-y-1.5 border-t border-slate-100 px-4 py-1.5 dark:border-slate-800/80 ${props.panes ? "flex-nowrap" : "flex-wrap"}`}
      >
        <div className="flex min-w-0 flex-1 items-center gap-x-3">{props.kind}</div>
        {props.panes && <div className="shrink-0">{props.panes}</div>}
      </div>
    </header>
  );
}
