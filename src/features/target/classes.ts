/** The target panels' shared control classes (the remote form's and the stdio form's). */
export const field =
  "rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";
export const button =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";
export const label = "flex items-center gap-1.5 text-slate-600 dark:text-slate-300";
