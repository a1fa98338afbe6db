/**
 * A modal dialog for lazily loaded content: the browser keeps focus inside it, Escape or a
 * click on the backdrop closes it, and focus returns to where it was.
 */
import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { Boundary } from "./Boundary.tsx";

interface DialogProps {
  open: boolean;
  label: string;
  onClose: () => void;
  /** Shown while the content's chunk loads, and if it fails to. */
  loading: ReactNode;
  failed: ReactNode;
  /** Rendered only while open (so its chunk loads on the first open). */
  children: ReactNode;
  className?: string;
}

export function Dialog({ open, label, onClose, children, className, ...notes }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={`m-auto max-w-none bg-transparent p-0 backdrop:bg-slate-950/50 ${className ?? ""}`}
    >
      {open && (
        <Boundary fallback={notes.failed}>
          <Suspense fallback={notes.loading}>{children}</Suspense>
        </Boundary>
      )}
    </dialog>
  );
}

/** A short message in the dialog's place (loading, failed). */
export function DialogNote({ text }: { text: string }) {
  return (
    <p className="mx-auto w-fit rounded-lg bg-white px-6 py-4 text-sm text-slate-600 shadow-xl dark:bg-slate-900 dark:text-slate-300">
      {text}
    </p>
  );
}
