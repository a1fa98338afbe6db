/**
 * "Check widget": for the tool of the open call, both metadata keys, each UI resource read
 * (through the send path, so the reads are in the session too), its MIME type, its CSP, and
 * the tool's visibility, one line each. Server text is shown as text.
 */
import { useState } from "react";
import { type CheckLine, checkWidget } from "../../apps/check.ts";
import { type ReadOutcome, uiLinksOf, widgetResourceOf } from "../../apps/document.ts";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { ServerPath } from "./serverPath.ts";

const STATE_CLASS = {
  ok: "text-emerald-700 dark:text-emerald-300",
  warn: "text-amber-700 dark:text-amber-300",
  bad: "text-rose-700 dark:text-rose-300",
} as const;

function lineText(line: CheckLine, lang: Language): string {
  const a = line.args;
  const missing = t("widget.check.missing", lang);
  switch (line.topic) {
    case "appsKey":
      return t("widget.check.appsKey", lang, { value: a.value || missing });
    case "openaiKey":
      return t("widget.check.openaiKey", lang, { value: a.value || missing });
    case "readable":
      return line.state === "ok"
        ? t("widget.check.readableOk", lang, { uri: a.uri ?? "", size: a.size ?? "" })
        : t("widget.check.readable", lang, { uri: a.uri ?? "", reason: a.reason || missing });
    case "mime":
      return t("widget.check.mime", lang, {
        value: a.value || missing,
        expected: a.expected ?? "",
      });
    case "csp":
      return line.state === "ok"
        ? t("widget.check.csp", lang, { value: a.value || t("widget.check.nothing", lang) })
        : t("widget.check.cspNone", lang);
    case "visibility":
      return a.malformed
        ? t("widget.check.visibilityMalformed", lang, { value: a.value ?? "" })
        : t("widget.check.visibility", lang, { value: a.value ?? "" });
  }
}

export function WidgetCheck(props: {
  toolName: string;
  path: () => ServerPath;
  lang: Language;
  className: string;
}) {
  const { lang } = props;
  const [lines, setLines] = useState<CheckLine[]>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const path = props.path();
      const tool = await path.tool(props.toolName);
      const reads = new Map<string, ReadOutcome>();
      for (const link of uiLinksOf(tool)) {
        try {
          reads.set(
            link.uri,
            widgetResourceOf(await path.request("resources/read", { uri: link.uri }), link.uri),
          );
        } catch (error) {
          reads.set(link.uri, {
            ok: false,
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      }
      setLines(checkWidget(tool, reads));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        aria-label={accessibleName("widget.check")}
        title={t("widget.checkTitle", lang)}
        disabled={busy}
        onClick={() => void run()}
        className={props.className}
      >
        {t("widget.check", lang)}
      </button>
      {lines && (
        <ul aria-label={accessibleName("widget.report")} className="basis-full space-y-0.5 text-xs">
          {lines.map((line, i) => (
            <li key={i} className="break-all">
              <span className={`font-medium ${STATE_CLASS[line.state]}`}>
                {t(`widget.check.state.${line.state}`, lang)}
              </span>
              {line.flavour ? ` · ${t(`widget.flavour.${line.flavour}`, lang)}` : ""}
              {" · "}
              {lineText(line, lang)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
