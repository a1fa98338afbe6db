/**
 * The template library (loaded on first open) in a modal dialog: the browser keeps focus inside
 * it, Escape closes it, and focus returns to where it was.
 */
import { Suspense, lazy, useEffect, useRef } from "react";
import { type Language, t } from "../i18n/strings.ts";
import type { ProtocolVersion } from "../protocol/versions.ts";
import { Boundary } from "./Boundary.tsx";

const TemplateLibrary = lazy(() => import("../features/templates/TemplateLibrary.tsx"));

interface TemplatesDialogProps {
  open: boolean;
  version: ProtocolVersion;
  lang: Language;
  currentText: string;
  onInsert: (text: string) => void;
  onClose: () => void;
}

export function TemplatesDialog(props: TemplatesDialogProps) {
  const { open, lang, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  const note = (text: string) => (
    <p className="rounded-lg bg-white px-6 py-4 text-sm text-slate-600 shadow-xl dark:bg-slate-900 dark:text-slate-300">
      {text}
    </p>
  );

  return (
    <dialog
      ref={dialog}
      aria-label={t("templates.title", lang)}
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-auto w-[min(60rem,calc(100%-2rem))] max-w-none bg-transparent p-0 backdrop:bg-slate-950/50"
    >
      {open && (
        <Boundary fallback={note(t("templates.loadFailed", lang))}>
          <Suspense fallback={note(t("templates.loading", lang))}>
            <TemplateLibrary
              version={props.version}
              language={lang}
              currentText={props.currentText}
              onInsert={props.onInsert}
              onClose={onClose}
            />
          </Suspense>
        </Boundary>
      )}
    </dialog>
  );
}
