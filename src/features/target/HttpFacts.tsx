/**
 * The HTTP side of a message in the message view: method, URL, status and how long it took,
 * and the request's and response's headers (masked by the transport before they got here), as
 * plain text; and Cancel for a request still awaited from a remote server.
 */
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { HttpDetail } from "../../protocol/exchange/types.ts";
import { duration } from "../../i18n/format.ts";

export function HttpFacts({ http, lang }: { http: HttpDetail; lang: Language }) {
  return (
    <div className="mt-1.5 text-slate-600 dark:text-slate-300">
      <p className="font-mono break-all">
        {t("detail.http", lang)}: {http.method} {http.url}
      </p>
      <dl className="flex flex-wrap gap-x-3">
        {http.status !== undefined && (
          <div className="flex gap-1">
            <dt className="text-slate-500 dark:text-slate-400">{t("detail.httpStatus", lang)}</dt>
            <dd className="font-mono">HTTP {http.status}</dd>
          </div>
        )}
        {http.durationMs !== undefined && (
          <div className="flex gap-1">
            <dt className="text-slate-500 dark:text-slate-400">{t("detail.httpTime", lang)}</dt>
            <dd>{duration(http.durationMs, lang)}</dd>
          </div>
        )}
      </dl>
      <Headers
        name={accessibleName("detail.requestHeaders")}
        title={t("detail.requestHeaders", lang)}
        headers={http.requestHeaders}
      />
      <Headers
        name={accessibleName("detail.responseHeaders")}
        title={t("detail.responseHeaders", lang)}
        headers={http.responseHeaders}
      />
    </div>
  );
}

function Headers(props: {
  name: string;
  title: string;
  headers: Record<string, string> | undefined;
}) {
  const entries = Object.entries(props.headers ?? {});
  if (entries.length === 0) return null;
  return (
    <details className="mt-0.5">
      <summary className="cursor-pointer">{props.title}</summary>
      <dl aria-label={props.name} className="ml-3 font-mono text-[11px]">
        {entries.map(([name, value]) => (
          <div key={name} className="flex gap-1 break-all">
            <dt className="shrink-0 text-slate-500 dark:text-slate-400">{name}:</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function CancelButton(props: {
  id: string | number;
  lang: Language;
  onCancel: (id: string | number) => void;
}) {
  return (
    <button
      type="button"
      aria-label={accessibleName("detail.cancel")}
      title={t("detail.cancelTitle", props.lang)}
      onClick={() => props.onCancel(props.id)}
      className="ml-auto rounded border border-rose-300 bg-white px-2 py-0.5 text-xs font-medium text-rose-800 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-rose-800 dark:bg-slate-800 dark:text-rose-200 dark:hover:bg-slate-700"
    >
      {t("detail.cancel", props.lang)}
    </button>
  );
}
