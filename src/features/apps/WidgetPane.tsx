/**
 * The open widget: its frame (the sandbox page, in an opaque origin: `allow-scripts` without
 * `allow-same-origin`), which API it is offered, what it asks of the user, and the widget check.
 * Loaded on demand: the page pays for the host and the bridge only when a widget is opened.
 */
// First: the SDK and the bridge build their zod schemas as they load (see apps/jitless.ts).
import "../../apps/jitless.ts";
import { useCallback, useRef, useState } from "react";
import type { Flavour } from "../../apps/document.ts";
import type { WidgetOffer } from "../../apps/offer.ts";
import { type SessionController, WIDGET_SHARE } from "../../client/session/index.ts";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import { serverPath } from "./serverPath.ts";
import { useWidgetHost } from "./useWidgetHost.ts";
import { LinkQuestion } from "./LinkQuestion.tsx";
import { WidgetCheck } from "./WidgetCheck.tsx";

export interface WidgetPaneProps {
  offer: WidgetOffer;
  controller: SessionController;
  rows: () => readonly ExchangeRow[];
  lang: Language;
  theme: "light" | "dark";
  onClose: () => void;
}

const small =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

export default function WidgetPane({
  offer,
  controller,
  rows,
  lang,
  theme,
  onClose,
}: WidgetPaneProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [flavour, setFlavour] = useState<Flavour>();
  const context = { theme, locale: lang === "ru" ? "ru-RU" : "en-US" };
  const { phase, flavours, src, height, question, refusedWhileAsking } = useWidgetHost({
    offer,
    flavour,
    controller,
    rows,
    context,
    frame,
  });
  const shown = flavour ?? flavours[0];
  const frameSrc = src && src.flavour === shown ? src.url : undefined;
  const path = useCallback(
    () => serverPath(controller.lease(), offer.meta, rows),
    [controller, offer, rows],
  );
  return (
    <section
      aria-label={accessibleName("widget.title")}
      className="flex max-h-[60%] shrink-0 flex-col overflow-y-auto border-b border-slate-200 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-2 px-3 py-1.5">
        <h2 className="text-sm font-semibold">
          {t("widget.title", lang)}
          <span className="ml-1.5 font-mono text-xs font-normal text-slate-500">
            {t("widget.heading", lang, { tool: offer.toolName, seq: offer.seq })}
          </span>
        </h2>
        {flavours.length > 1 && (
          <select
            aria-label={accessibleName("widget.flavour")}
            value={shown}
            onChange={(e) => setFlavour(e.target.value as Flavour)}
            className="rounded border border-slate-300 bg-white py-0.5 pl-1.5 text-xs dark:border-slate-700 dark:bg-slate-900"
          >
            {flavours.map((f) => (
              <option key={f} value={f}>
                {t(`widget.flavour.${f}`, lang)}
              </option>
            ))}
          </select>
        )}
        <span className="ml-auto flex gap-1.5">
          <WidgetCheck toolName={offer.toolName} path={path} lang={lang} className={small} />
          <button
            type="button"
            aria-label={accessibleName("widget.close")}
            onClick={onClose}
            className={small}
          >
            {t("widget.close", lang)}
          </button>
        </span>
      </div>
      {question && (
        <div
          role="alertdialog"
          aria-label={accessibleName("widget.title")}
          className="mx-3 mb-1.5 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
        >
          {question.link ? (
            <LinkQuestion link={question.link} lang={lang} />
          ) : (
            <p className="break-all">{t("widget.askMessage", lang, { text: question.text })}</p>
          )}
          {refusedWhileAsking && <p>{t("widget.askBusy", lang)}</p>}
          {question.kind === "message" && <p>{t("widget.messageNote", lang)}</p>}
          <span className="mt-1 flex gap-1.5">
            <button
              type="button"
              aria-label={accessibleName("widget.allow")}
              onClick={() => question.answer(true)}
              className={small}
            >
              {t("widget.allow", lang)}
            </button>
            <button
              type="button"
              aria-label={accessibleName("widget.refuse")}
              onClick={() => question.answer(false)}
              className={small}
            >
              {t("widget.refuse", lang)}
            </button>
          </span>
        </div>
      )}
      <p role="status" className="px-3 text-xs text-slate-600 empty:hidden dark:text-slate-300">
        {phase.kind === "reading"
          ? t("widget.loading", lang, { uri: phase.uri })
          : phase.kind === "no-ui"
            ? t("widget.noUi", lang, { tool: offer.toolName })
            : phase.kind === "failed"
              ? t("widget.failed", lang, { reason: phase.reason })
              : phase.kind === "bad-mime"
                ? t("widget.badMime", lang, {
                    uri: phase.uri,
                    value: phase.mimeType || t("widget.check.missing", lang),
                    apps: phase.apps,
                    skybridge: phase.skybridge,
                  })
                : phase.kind === "ended"
                  ? t(`widget.ended.${phase.why}`, lang, { count: WIDGET_SHARE })
                  : ""}
      </p>
      {/* An ended widget's frame goes: nothing of it may run on. */}
      {phase.kind !== "ended" && (
        <iframe
          key={`${offer.seq}:${shown ?? ""}`}
          ref={frame}
          title={accessibleName("widget.frame")}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          {...(frameSrc ? { src: frameSrc } : {})}
          style={{ height }}
          className={`mx-3 mb-2 block w-[calc(100%-1.5rem)] shrink-0 rounded border border-slate-200 bg-white dark:border-slate-700 ${frameSrc ? "" : "hidden"}`}
        />
      )}
    </section>
  );
}
