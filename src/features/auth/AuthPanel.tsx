/**
 * The authorization panel of a remote target: what the server asked for, the token held
 * (masked), Authorize, step by step ("Continue" shows the next request before it goes) or "Run
 * to the end", why a flow stopped, the client's registration, "Forget tokens". Props are its
 * whole contract; secrets never reach it unmasked.
 */
import { useEffect, useRef, useState } from "react";
import type { AuthView } from "../../client/auth/index.ts";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import { clockTime } from "../../i18n/format.ts";
import { Checkbox } from "../../ui/Controls.tsx";

export interface AuthPanelProps {
  lang: Language;
  view: AuthView;
  /** Where the authorization page returns (shown for registering a client by hand). */
  redirectUri: string;
  onAuthorize: () => void;
  onContinue: () => void;
  onRunToEnd: () => void;
  onCancel: () => void;
  onOpenPage: () => void;
  onRefresh: () => void;
  onForget: () => void;
  onStepping: (stepping: boolean) => void;
  onRemember: (remember: boolean) => void;
  onClient: (clientId: string, clientSecret: string) => void;
}

const button =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";
const primary =
  "rounded border border-sky-700 bg-sky-700 px-2 py-0.5 text-xs font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50";
const field =
  "min-w-0 flex-1 rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

function statusText(view: AuthView, lang: Language): string {
  if (view.phase === "authorizing") return t("auth.authorizing", lang);
  if (view.phase === "running" || view.phase === "waiting") {
    return t("auth.running", lang, {
      steps: String(view.steps + (view.phase === "waiting" ? 1 : 0)),
    });
  }
  if (view.offer) {
    const { status, header } = view.offer.challenge;
    const scope = /scope="([^"]*)"/i.exec(header ?? "")?.[1] ?? "";
    return status === 403
      ? t("auth.offerScope", lang, { scope })
      : t("auth.offer", lang, { status: String(status) });
  }
  const g = view.grant;
  if (g) {
    const expires =
      g.expiresAt !== undefined ? t("auth.expires", lang, { time: clockTime(g.expiresAt) }) : "";
    return t("auth.granted", lang, {
      issuer: g.issuer,
      client: g.clientId,
      source: t(`auth.source.${g.clientSource}`, lang),
      token: g.token,
      scope: g.scope || "—",
      expires,
    });
  }
  return t("auth.none", lang);
}

function errorText(view: AuthView, lang: Language): string | undefined {
  const error = view.error;
  if (!error || view.phase !== "failed") return undefined;
  const p = { ...error.params };
  if (p.error) p.error = error.code === "authorization-denied" ? p.error : `, ${p.error}`;
  if (p.description) p.description = ` (${p.description})`;
  if (error.code === "blocked" && !p.header) p.header = "CORS headers";
  return t(`auth.error.${error.code}`, lang, {
    error: "",
    description: "",
    methods: "",
    ...p,
  });
}

export function AuthPanel(props: AuthPanelProps) {
  const { lang, view } = props;
  const [clientId, setClientId] = useState(view.clientId);
  const [secret, setSecret] = useState("");
  const busy = view.phase === "running" || view.phase === "waiting" || view.phase === "authorizing";
  const failure = errorText(view, lang);
  const pending = view.pending;
  // The request about to go is what the user reads next: bring it into view.
  const next = useRef<HTMLDivElement>(null);
  const pendingUrl = view.phase === "waiting" ? pending?.url : undefined;
  useEffect(() => {
    if (pendingUrl) next.current?.scrollIntoView({ block: "nearest" });
  }, [pendingUrl]);
  return (
    <section
      aria-label={accessibleName("auth.region")}
      className="flex flex-col gap-1.5 border-b border-slate-200 px-3 py-1.5 text-xs dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <h3 className="font-semibold text-slate-700 dark:text-slate-200">
          {t("auth.region", lang)}
        </h3>
        <button
          type="button"
          aria-label={accessibleName("auth.authorize")}
          title={t("auth.authorizeTitle", lang)}
          disabled={busy}
          onClick={props.onAuthorize}
          className={view.offer ? primary : button}
        >
          {t("auth.authorize", lang)}
        </button>
        <Checkbox
          name={accessibleName("auth.stepping")}
          label={t("auth.stepping", lang)}
          title={t("auth.steppingTitle", lang)}
          checked={view.stepping}
          onChange={props.onStepping}
        />
        {view.grant?.refreshable && !busy && (
          <button
            type="button"
            aria-label={accessibleName("auth.refresh")}
            onClick={props.onRefresh}
            className={button}
          >
            {t("auth.refresh", lang)}
          </button>
        )}
        <button
          type="button"
          aria-label={accessibleName("auth.forget")}
          title={t("auth.forgetTitle", lang)}
          onClick={props.onForget}
          className={button}
        >
          {t("auth.forget", lang)}
        </button>
        <Checkbox
          name={accessibleName("auth.remember")}
          label={t("auth.remember", lang)}
          checked={view.remember}
          onChange={props.onRemember}
        />
      </div>
      <p
        role="status"
        aria-label={accessibleName("auth.status")}
        className="break-all text-slate-700 dark:text-slate-200"
      >
        {view.phase === "done" && !view.offer ? `${t("auth.done", lang)} ` : ""}
        {statusText(view, lang)}
      </p>
      {view.phase === "waiting" && pending && (
        <div
          ref={next}
          role="group"
          aria-label={accessibleName("auth.next")}
          className="rounded border border-sky-300 bg-sky-50 px-2 py-1 dark:border-sky-800 dark:bg-sky-950/50"
        >
          <p className="font-medium text-sky-900 dark:text-sky-100">
            {t("auth.next", lang)} ({t(`auth.peer.${pending.peer}`, lang)}, {pending.step}):{" "}
            {pending.peer === "browser" ? t("auth.nextPage", lang) : t("auth.nextHint", lang)}
          </p>
          <pre className="mt-1 max-h-40 overflow-auto font-mono text-[11px] break-all whitespace-pre-wrap text-slate-800 dark:text-slate-200">
            {[
              `${pending.method} ${pending.url}`,
              ...Object.entries(pending.headers).map(([n, v]) => `${n}: ${v}`),
              ...(pending.body ? ["", pending.body] : []),
            ].join("\n")}
          </pre>
        </div>
      )}
      {busy && (
        <div className="flex flex-wrap gap-1.5">
          {view.phase === "waiting" && (
            <button
              type="button"
              aria-label={accessibleName("auth.continue")}
              title={t("auth.continueTitle", lang)}
              onClick={props.onContinue}
              className={primary}
            >
              {t("auth.continue", lang)}
            </button>
          )}
          {view.pageBlocked && (
            <button type="button" onClick={props.onOpenPage} className={primary}>
              {t("auth.continue", lang)}
            </button>
          )}
          {view.phase !== "authorizing" && (
            <button
              type="button"
              aria-label={accessibleName("auth.runToEnd")}
              onClick={props.onRunToEnd}
              className={button}
            >
              {t("auth.runToEnd", lang)}
            </button>
          )}
          <button
            type="button"
            aria-label={accessibleName("auth.cancel")}
            onClick={props.onCancel}
            className={button}
          >
            {t("auth.cancel", lang)}
          </button>
        </div>
      )}
      {failure && (
        <p
          role="alert"
          className="rounded border border-rose-300 bg-rose-50 px-2 py-1 break-words text-rose-900 dark:border-rose-800 dark:bg-rose-950/50 dark:text-rose-100"
        >
          <span className="font-semibold">{t("auth.failed", lang)}: </span>
          {failure}
        </p>
      )}
      <details>
        <summary className="cursor-pointer text-slate-600 dark:text-slate-300">
          {t("auth.client", lang)}
          {view.clientId ? `: ${view.clientId}` : ""}
        </summary>
        <div className="mt-1 flex flex-col gap-1.5">
          <p className="text-slate-600 dark:text-slate-300">
            {t("auth.clientHint", lang, { redirect: props.redirectUri })}
          </p>
          <div className="flex flex-wrap items-center gap-1.5">
            <input
              type="text"
              aria-label={accessibleName("auth.clientId")}
              placeholder={t("auth.clientId", lang)}
              autoComplete="off"
              spellCheck={false}
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
              onBlur={() => props.onClient(clientId, secret)}
              className={field}
            />
            <input
              type="password"
              aria-label={accessibleName("auth.clientSecret")}
              placeholder={t("auth.clientSecret", lang)}
              autoComplete="off"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              onBlur={() => props.onClient(clientId, secret)}
              className={field}
            />
          </div>
        </div>
      </details>
    </section>
  );
}
