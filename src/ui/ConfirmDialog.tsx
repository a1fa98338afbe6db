/** A yes/no question in the page's modal dialog (replace the session, delete them all…). */
import type { ReactNode } from "react";
import { Dialog } from "./Dialog.tsx";

const button =
  "rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-500";

export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  body: string;
  /** More of the question after its body (a list, a note). */
  children?: ReactNode;
  /** The confirming button; without it only Cancel is offered (nothing to confirm). */
  confirm?: string;
  cancel: string;
  onConfirm?: () => void;
  onCancel: () => void;
  /** Accessible names, when they must stay English in every language (the visible texts else). */
  names?: { title: string; confirm?: string; cancel: string };
  /** The dialog's width class, for a question that needs more room than the default. */
  width?: string;
}) {
  const { confirm, onConfirm } = props;
  return (
    <Dialog
      open={props.open}
      label={props.names?.title ?? props.title}
      onClose={props.onCancel}
      loading={null}
      failed={null}
      className={props.width ?? "w-[min(30rem,calc(100%-2rem))]"}
    >
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
        <h2 className="text-base font-semibold">{props.title}</h2>
        <p className="text-sm">{props.body}</p>
        {props.children}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            aria-label={props.names?.cancel}
            onClick={props.onCancel}
            className={`${button} border border-slate-300 dark:border-slate-700`}
          >
            {props.cancel}
          </button>
          {confirm !== undefined && onConfirm && (
            <button
              type="button"
              aria-label={props.names?.confirm}
              onClick={onConfirm}
              className={`${button} bg-sky-700 text-white hover:bg-sky-800`}
            >
              {confirm}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
