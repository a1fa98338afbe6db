/** The page's two dialogs: the template library and what changed in the current method. */
import { lazy } from "react";
import { type Language, t } from "../i18n/strings.ts";
import type { ProtocolVersion } from "../protocol/versions.ts";
import { Dialog, DialogNote } from "../ui/Dialog.tsx";

const TemplateLibrary = lazy(() => import("../features/templates/TemplateLibrary.tsx"));
const WhatChanged = lazy(() => import("../features/version/WhatChanged.tsx"));

export function TemplatesDialog(props: {
  open: boolean;
  version: ProtocolVersion;
  lang: Language;
  currentText: string;
  onInsert: (text: string) => void;
  onClose: () => void;
}) {
  const { lang } = props;
  return (
    <Dialog
      open={props.open}
      label={t("templates.title", lang)}
      onClose={props.onClose}
      loading={<DialogNote text={t("templates.loading", lang)} />}
      failed={<DialogNote text={t("templates.loadFailed", lang)} />}
      className="w-[min(60rem,calc(100%-2rem))]"
    >
      <TemplateLibrary
        version={props.version}
        language={lang}
        currentText={props.currentText}
        onInsert={props.onInsert}
        onClose={props.onClose}
      />
    </Dialog>
  );
}

export function ChangesDialog(props: {
  open: boolean;
  method: string | undefined;
  version: ProtocolVersion;
  lang: Language;
  onClose: () => void;
}) {
  const { lang, method } = props;
  const title = method ? t("changes.for", lang, { method }) : t("changes.title", lang);
  return (
    <Dialog
      open={props.open}
      label={title}
      onClose={props.onClose}
      loading={null}
      failed={null}
      className="w-[min(52rem,calc(100%-2rem))]"
    >
      <div className="flex max-h-[85vh] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <h2 className="text-base font-semibold">{title}</h2>
          <button
            type="button"
            onClick={props.onClose}
            className="ml-auto rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {t("common.close", lang)}
          </button>
        </div>
        <div className="min-h-0 overflow-y-auto px-4 py-4">
          <WhatChanged method={method} version={props.version} language={lang} />
        </div>
      </div>
    </Dialog>
  );
}
