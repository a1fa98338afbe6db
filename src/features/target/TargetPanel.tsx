/**
 * What Send talks to: the "Target" choice and, for a remote server, its URL (with the recent
 * ones), headers (masked unless being edited), transport, timeout, Connect, the connection's
 * status line and its problems in plain words. Everything arrives through props; server text
 * is shown as text only.
 */
import { useId, useState } from "react";
import { Checkbox } from "../../ui/Controls.tsx";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { TargetKind } from "../../client/session/index.ts";
import type { ConnectPhase, TargetSettings } from "../../store/index.ts";
import {
  type ConnectionInfo,
  type HttpIssue,
  excerptOf,
  isCorsIssue,
  issueText,
} from "./issueView.ts";
import { maskedHeaders } from "./headers.ts";
import { TRANSPORT_CHOICES } from "../../store/target.ts";
import { StdioPanel, type StdioPanelProps } from "./StdioPanel.tsx";
import { StdioConsentDialog } from "./StdioConsent.tsx";
import type { StdioConsent } from "./useStdio.ts";
import { button, field, label } from "./classes.ts";

const KINDS: readonly TargetKind[] = ["gift", "remote", "stdio"];

interface TargetPanelProps {
  lang: Language;
  kind: TargetKind;
  onKind: (kind: TargetKind) => void;
  remote: TargetSettings;
  onRemote: (patch: Partial<TargetSettings>) => void;
  recentUrls: readonly string[];
  phase: ConnectPhase;
  connection: ConnectionInfo | undefined;
  issues: readonly HttpIssue[];
  proxyAvailable: boolean;
  onConnect: () => void;
  onUseProxy: () => void;
  onDismissIssues: () => void;
  stdio: Omit<StdioPanelProps, "lang">;
  consent: StdioConsent | undefined;
  onConsent: () => void;
  onRefuse: () => void;
}

export function TargetPanel(props: TargetPanelProps) {
  const { lang, kind, remote, onRemote } = props;
  const listId = useId();
  const [editingHeaders, setEditingHeaders] = useState(false);
  return (
    <div className="flex flex-col gap-1.5 border-b border-slate-200 px-3 py-1.5 text-xs dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        {/* A narrow pane (a lesson's) shrinks the select rather than letting it run past the edge. */}
        <label className={`${label} min-w-0 max-w-full`}>
          {t("target.label", lang)}
          <select
            aria-label={accessibleName("target.label")}
            value={kind}
            onChange={(event) =>
              props.onKind(KINDS.find((k) => k === event.target.value) ?? "gift")
            }
            className={`${field} min-w-0 pr-6`}
          >
            <option value="gift">{t("target.gift", lang)}</option>
            <option value="remote">{t("target.remote", lang)}</option>
            <option value="stdio">{t("target.stdio", lang)}</option>
          </select>
        </label>
        {kind === "remote" && (
          <>
            <input
              type="url"
              aria-label={accessibleName("target.url")}
              title={t("target.url", lang)}
              placeholder={t("target.urlPlaceholder", lang)}
              list={listId}
              value={remote.url}
              onChange={(event) => onRemote({ url: event.target.value })}
              onKeyDown={(event) => event.key === "Enter" && props.onConnect()}
              className={`${field} min-w-48 flex-1`}
            />
            <datalist id={listId}>
              {props.recentUrls.map((url) => (
                <option key={url} value={url} />
              ))}
            </datalist>
            <button
              type="button"
              aria-label={accessibleName("target.connect")}
              title={t("target.connectTitle", lang)}
              disabled={props.phase === "connecting"}
              onClick={props.onConnect}
              className={button}
            >
              {t("target.connect", lang)}
            </button>
          </>
        )}
      </div>
      {kind === "remote" && (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <label className={label}>
              {t("target.transport", lang)}
              <select
                aria-label={accessibleName("target.transport")}
                value={remote.transport}
                onChange={(event) =>
                  onRemote({
                    transport:
                      TRANSPORT_CHOICES.find((choice) => choice === event.target.value) ?? "auto",
                  })
                }
                className={`${field} pr-6`}
              >
                {TRANSPORT_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`target.transport.${choice}`, lang)}
                  </option>
                ))}
              </select>
            </label>
            <label className={label}>
              {t("target.timeout", lang)}
              <input
                type="number"
                aria-label={accessibleName("target.timeout")}
                min={1}
                max={3600}
                value={remote.timeoutS}
                onChange={(event) => onRemote({ timeoutS: Number(event.target.value) })}
                className={`${field} w-16`}
              />
            </label>
            {props.proxyAvailable && (
              <Checkbox
                name={accessibleName("target.useProxy")}
                label={t("target.useProxy", lang)}
                title={t("target.proxyTitle", lang)}
                checked={remote.viaProxy}
                onChange={(viaProxy) => onRemote({ viaProxy })}
              />
            )}
          </div>
          <div className="flex items-start gap-3">
            <textarea
              aria-label={accessibleName("target.headers")}
              title={t("target.headersHint", lang)}
              placeholder={t("target.headersPlaceholder", lang)}
              rows={2}
              spellCheck={false}
              autoComplete="off"
              value={editingHeaders ? remote.headers : maskedHeaders(remote.headers)}
              onFocus={() => setEditingHeaders(true)}
              onBlur={() => setEditingHeaders(false)}
              onChange={(event) => onRemote({ headers: event.target.value })}
              className={`${field} min-w-0 flex-1 resize-y font-mono`}
            />
            <Checkbox
              name={accessibleName("target.rememberHeaders")}
              label={t("target.rememberHeaders", lang)}
              checked={remote.rememberHeaders}
              onChange={(rememberHeaders) => onRemote({ rememberHeaders })}
            />
          </div>
          <Status lang={lang} phase={props.phase} url={remote.url} info={props.connection} />
          <Issues {...props} />
        </>
      )}
      {kind === "stdio" && <StdioPanel lang={lang} {...props.stdio} />}
      <StdioConsentDialog
        consent={props.consent}
        lang={lang}
        onAccept={props.onConsent}
        onCancel={props.onRefuse}
      />
    </div>
  );
}

function Status(props: {
  lang: Language;
  phase: ConnectPhase;
  url: string;
  info: ConnectionInfo | undefined;
}) {
  const { lang, phase, info } = props;
  const url = info?.url ?? props.url;
  let text = t("target.status.idle", lang);
  if (phase === "connecting") text = t("target.status.connecting", lang, { url });
  if (phase === "failed")
    text = url ? t("target.status.failed", lang, { url }) : t("target.invalidUrl", lang);
  if (phase === "connected" && info) {
    text = t("target.status.connected", lang, {
      url,
      transport:
        info.transport === "unknown"
          ? t("target.unknown", lang)
          : t(`target.transport.${info.transport}`, lang),
      version: info.protocolVersion ?? t("target.unknown", lang),
      session: info.sessionId ?? t("target.none", lang),
    });
    if (info.viaProxy) text += ` ${t("target.viaProxy", lang)}`;
  }
  return (
    <p
      role="status"
      aria-label={accessibleName("target.connection")}
      className={`break-all ${phase === "failed" ? "text-rose-700 dark:text-rose-300" : "text-slate-700 dark:text-slate-200"}`}
    >
      {text}
    </p>
  );
}

function Issues(props: TargetPanelProps) {
  const { lang, issues } = props;
  if (issues.length === 0) return null;
  const cors = issues.some(isCorsIssue);
  return (
    <div className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100">
      <ul aria-label={accessibleName("target.issues")} className="flex flex-col gap-1">
        {issues.map((issue, i) => (
          <li key={`${issue.code}:${i}`} className="break-words">
            {issueText(issue, lang)}
            {issue.body !== undefined && issue.code !== "html-answer" && (
              <span className="block font-mono text-[11px] opacity-80">
                {t("target.serverBody", lang, { excerpt: excerptOf(issue.body) })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-1 flex gap-1.5">
        {cors && props.proxyAvailable && !props.remote.viaProxy && (
          <button
            type="button"
            title={t("target.proxyTitle", lang)}
            onClick={props.onUseProxy}
            className={button}
          >
            {t("target.useProxy", lang)}
          </button>
        )}
        <button type="button" onClick={props.onDismissIssues} className={button}>
          {t("target.dismiss", lang)}
        </button>
      </div>
    </div>
  );
}
