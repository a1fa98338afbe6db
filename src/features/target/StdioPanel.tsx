/**
 * The stdio target's form: the servers the local bridge offers, or a typed command (program,
 * arguments one per line, working folder, env rows whose values are password fields), Start,
 * Stop and Restart, the process's state, and its stderr console. Without a bridge it says how
 * to get one. Everything arrives through props but the stderr console, which reads the store
 * itself (its flushes redraw it alone); process text is shown inert.
 */
import { type Language, accessibleName, t, tn } from "../../i18n/strings.ts";
import type { BridgeState, EnvRow, StdioSettings } from "../../store/index.ts";
import { TYPED } from "../../store/stdio.ts";
import { type ProcessState, commandLine, inert } from "../../transport/stdio/index.ts";
import type { StdioEra, StdioEraChoice } from "../../transport/stdio/era.ts";
import { StoredStderr } from "./StderrConsole.tsx";
import { processText } from "./processText.ts";
import { button, field, label } from "./classes.ts";
import { offeredServer } from "./typed.ts";

export interface StdioPanelProps {
  lang: Language;
  bridge: BridgeState;
  settings: StdioSettings;
  onSettings: (patch: Partial<StdioSettings>) => void;
  process: ProcessState | undefined;
  restarts: number;
  missingCommand: boolean;
  onStart: () => void;
  onStop: () => void;
  onRestart: () => void;
  /** What the era probe found for the current process (era `auto`). */
  foundEra: StdioEra | undefined;
}

const ERAS: readonly StdioEraChoice[] = ["auto", "modern", "legacy"];

export function StdioPanel(props: StdioPanelProps) {
  const { lang, bridge, settings, onSettings } = props;
  if (bridge.type !== "ready") {
    const text =
      bridge.type === "unknown"
        ? t("stdio.bridge.unknown", lang)
        : bridge.type === "absent"
          ? t("stdio.bridge.absent", lang)
          : t("stdio.bridge.refused", lang, { reason: inert(bridge.reason) });
    return (
      <p role="status" className="text-slate-700 dark:text-slate-200">
        {text}
      </p>
    );
  }
  const { servers } = bridge.hello;
  const offered = offeredServer(bridge, settings);
  const typed = !offered;
  const state = props.process?.state;
  const alive = state === "running" || state === "starting";
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <label className={label}>
          {t("stdio.server", lang)}
          <select
            aria-label={accessibleName("stdio.server")}
            value={typed ? TYPED : settings.choice}
            onChange={(event) => onSettings({ choice: event.target.value })}
            className={`${field} max-w-72 pr-6`}
          >
            {servers.map((server) => (
              <option key={server.id} value={server.id}>
                {inert(`${server.id}: ${commandLine([server.command, ...server.args])}`, 120)}
              </option>
            ))}
            <option value={TYPED}>{t("stdio.typed", lang)}</option>
          </select>
        </label>
        <label className={label}>
          {t("stdio.era", lang)}
          <select
            aria-label={accessibleName("stdio.era")}
            value={settings.era}
            onChange={(event) => onSettings({ era: event.target.value as StdioEraChoice })}
            className={`${field} pr-6`}
          >
            {ERAS.map((era) => (
              <option key={era} value={era}>
                {t(`stdio.era.${era}`, lang)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          aria-label={accessibleName("stdio.start")}
          disabled={alive}
          onClick={props.onStart}
          className={button}
        >
          {t("stdio.start", lang)}
        </button>
        <button
          type="button"
          aria-label={accessibleName("stdio.stop")}
          disabled={!alive}
          onClick={props.onStop}
          className={button}
        >
          {t("stdio.stop", lang)}
        </button>
        <button
          type="button"
          aria-label={accessibleName("stdio.restart")}
          disabled={props.process === undefined}
          onClick={props.onRestart}
          className={button}
        >
          {t("stdio.restart", lang)}
        </button>
      </div>
      {offered && offered.envNames.length > 0 && (
        <p className="text-slate-600 dark:text-slate-300">
          {t("stdio.offeredEnv", lang, { names: inert(offered.envNames.join(", ")) })}
        </p>
      )}
      {typed && <TypedCommand {...props} />}
      <ProcessLine {...props} />
      <StoredStderr lang={lang} />
    </>
  );
}

function TypedCommand(props: StdioPanelProps) {
  const { lang, settings, onSettings } = props;
  const setRow = (index: number, patch: Partial<EnvRow>) =>
    onSettings({ env: settings.env.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1.5">
        <input
          aria-label={accessibleName("stdio.command")}
          title={t("stdio.command", lang)}
          placeholder="node"
          spellCheck={false}
          autoComplete="off"
          value={settings.command}
          onChange={(event) => onSettings({ command: event.target.value })}
          className={`${field} w-32 font-mono`}
        />
        <textarea
          aria-label={accessibleName("stdio.args")}
          title={t("stdio.args", lang)}
          placeholder={"server.js\n--flag"}
          rows={2}
          spellCheck={false}
          autoComplete="off"
          value={settings.args}
          onChange={(event) => onSettings({ args: event.target.value })}
          className={`${field} min-w-40 flex-1 resize-y font-mono`}
        />
        <input
          aria-label={accessibleName("stdio.cwd")}
          title={t("stdio.cwd", lang)}
          placeholder={t("stdio.cwdPlaceholder", lang)}
          spellCheck={false}
          autoComplete="off"
          value={settings.cwd}
          onChange={(event) => onSettings({ cwd: event.target.value })}
          className={`${field} w-40 font-mono`}
        />
      </div>
      {props.missingCommand && settings.command.trim() === "" && (
        <p className="text-rose-700 dark:text-rose-300">{t("stdio.noCommand", lang)}</p>
      )}
      <fieldset
        aria-label={accessibleName("stdio.env")}
        title={t("stdio.envHint", lang)}
        className="flex flex-col gap-1"
      >
        <legend className="text-slate-600 dark:text-slate-300">{t("stdio.env", lang)}</legend>
        {settings.env.map((row, i) => (
          <div key={i} className="flex items-center gap-1.5">
            <input
              aria-label={accessibleName("stdio.envName")}
              spellCheck={false}
              autoComplete="off"
              value={row.name}
              onChange={(event) => setRow(i, { name: event.target.value })}
              className={`${field} w-40 font-mono`}
            />
            <input
              type="password"
              aria-label={accessibleName("stdio.envValue")}
              autoComplete="off"
              value={row.value}
              onChange={(event) => setRow(i, { value: event.target.value })}
              className={`${field} min-w-0 flex-1 font-mono`}
            />
            <button
              type="button"
              aria-label={accessibleName("stdio.envRemove")}
              title={t("stdio.envRemove", lang)}
              onClick={() => onSettings({ env: settings.env.filter((_, j) => j !== i) })}
              className={button}
            >
              ×
            </button>
          </div>
        ))}
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label={accessibleName("stdio.envAdd")}
            onClick={() => onSettings({ env: [...settings.env, { name: "", value: "" }] })}
            className={button}
          >
            {t("stdio.envAdd", lang)}
          </button>
          <span className="text-slate-500 dark:text-slate-400">{t("stdio.envHint", lang)}</span>
        </div>
      </fieldset>
    </div>
  );
}

function ProcessLine(props: StdioPanelProps) {
  const { lang, process } = props;
  const bad =
    process?.state === "failed" ||
    process?.state === "lost" ||
    (process?.state === "exited" && process.by !== "page");
  const parts = [processText(process, lang)];
  if (bad && process?.state !== "failed") parts.push(t("stdio.state.crashHint", lang));
  if (props.restarts > 0) parts.push(tn("stdio.restarts.n", props.restarts, lang));
  if (props.foundEra && process?.state === "running")
    parts.push(
      t(props.foundEra === "modern" ? "stdio.era.foundModern" : "stdio.era.foundLegacy", lang),
    );
  return (
    <p
      role="status"
      aria-label={accessibleName("stdio.process")}
      className={`break-all ${bad ? "text-rose-700 dark:text-rose-300" : "text-slate-700 dark:text-slate-200"}`}
    >
      {parts.join(" ")}
    </p>
  );
}
