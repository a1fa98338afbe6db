/** The page header: title, the version picker, settings, the editor's actions, and the kind. */
import type { ReactNode } from "react";
import { type Language, accessibleName, t } from "../i18n/strings.ts";
import type { ProtocolVersion, VersionChoice } from "../protocol/versions.ts";
import type { ThemeChoice } from "../store/index.ts";
import { VersionPicker } from "../features/version/VersionPicker.tsx";
import { ToolbarButton } from "../ui/Controls.tsx";
import { LanguageSwitch, ThemeSwitch } from "./Settings.tsx";

interface HeaderProps {
  lang: Language;
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
  /** "Copy link" and its option. */
  share: ReactNode;
  /** The switch between the workbench and the lessons. */
  learn?: ReactNode;
  /** What shows one pane alone, at the end of the second row. */
  panes?: ReactNode;
}

export function Header(props: HeaderProps) {
  const { lang } = props;
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 px-4 py-2.5">
        <h1 className="flex items-center gap-2 text-base font-semibold tracking-tight whitespace-nowrap">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-5 fill-sky-600 dark:fill-sky-400"
          >
            <path d="M8.3 6.3 2.6 12l5.7 5.7 1.4-1.4L5.4 12l4.3-4.3-1.4-1.4Zm7.4 0-1.4 1.4 4.3 4.3-4.3 4.3 1.4 1.4 5.7-5.7-5.7-5.7Z" />
          </svg>
          {t("app.title", lang)}
        </h1>
        <VersionPicker
          value={props.version}
          onChange={props.setVersion}
          lang={lang}
          resolved={props.resolvedVersion}
        />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {props.learn}
          {props.share}
          <span className="mx-1 h-5 w-px bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
          <ToolbarButton aria-label={accessibleName("editor.format")} onClick={props.onFormat}>
            {t("editor.format", lang)}
          </ToolbarButton>
          <ToolbarButton
            aria-label={accessibleName("templates.title")}
            aria-haspopup="dialog"
            onClick={props.onTemplates}
          >
            {t("templates.title", lang)}
          </ToolbarButton>
          <span className="mx-1 h-5 w-px bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
          <LanguageSwitch value={lang} onChange={props.setLanguage} />
          <ThemeSwitch value={props.theme} onChange={props.setTheme} lang={lang} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 border-t border-slate-100 px-4 py-1.5 dark:border-slate-800/80">
        {props.kind}
        {props.panes}
      </div>
    </header>
  );
}
