/**
 * The report card: the score and its rule, then each check with its status, level, spec
 * section, the official suite's check id, what was seen and, for a failure or warning, the fix
 * and a link to its message. Server text is shown as plain text.
 */
import { levelOf, sectionUrl, suiteIdsOf } from "../../probe/catalog.ts";
import { checkText, noteText, statusText } from "../../probe/texts.ts";
import type { Card, CardAuthorization, CheckResult, CheckStatus } from "../../probe/types.ts";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";

const STATUS_CLASS: Record<CheckStatus, string> = {
  passed: "text-emerald-700 dark:text-emerald-400",
  failed: "text-red-700 dark:text-red-400",
  warning: "text-amber-700 dark:text-amber-400",
  "not-applicable": "text-slate-500 dark:text-slate-400",
  "could-not-run": "text-slate-700 dark:text-slate-300",
};

const small =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

function CheckRow(props: {
  card: Card;
  check: CheckResult;
  lang: Language;
  onShow: (seq: number) => void;
}) {
  const { card, check, lang } = props;
  const text = checkText(check.id, lang);
  const suiteIds = suiteIdsOf(check.id, card.version);
  const bad = check.status === "failed" || check.status === "warning";
  const first = check.entries[0];
  return (
    <li className="border-b border-slate-200 py-1.5 dark:border-slate-700" data-check={check.id}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className={`font-semibold ${STATUS_CLASS[check.status]}`}>
          {statusText(check.status, lang)}
        </span>
        <span className="font-medium">{text.title}</span>
        <span className="text-xs text-slate-500">
          {levelOf(check.id, card.version).toUpperCase()} · {check.id}
        </span>
      </div>
      <div className="flex flex-wrap gap-x-3 text-xs text-slate-500">
        <a
          href={sectionUrl(check.id, card.version)}
          target="_blank"
          rel="noreferrer noopener"
          className="underline"
        >
          {t("probe.section", lang)}
        </a>
        {suiteIds.length > 0 && <span>{t("probe.suite", lang, { id: suiteIds.join(", ") })}</span>}
      </div>
      {check.notes.map((n, i) => (
        <p key={i} className="text-xs break-words">
          {noteText(n, lang)}
        </p>
      ))}
      {bad && <p className="text-xs">{t("probe.fix", lang, { fix: text.fix })}</p>}
      {bad && first !== undefined && (
        <button
          type="button"
          className={`${small} mt-1`}
          aria-label={`${accessibleName("probe.show")}: ${check.id}`}
          onClick={() => props.onShow(first)}
        >
          {t("probe.show", lang)}
        </button>
      )}
    </li>
  );
}

/** How the run was authorized, in words (never the token: the card holds none). */
function AuthLine(props: { auth: CardAuthorization; lang: Language }) {
  const { auth, lang } = props;
  const parts = [
    auth.source === "grant"
      ? t("probe.authGrant", lang, { issuer: auth.issuer ?? "?" })
      : t("probe.authHeader", lang),
  ];
  if (auth.scope) parts.push(t("probe.authScope", lang, { scope: auth.scope }));
  if (auth.refreshed) parts.push(t("probe.authRefreshed", lang, { count: auth.refreshed }));
  if (auth.refused) parts.push(t("probe.authRefused", lang, { status: auth.refused }));
  return (
    <p className="text-xs break-words" data-authorization={auth.source}>
      {parts.join(" ")}
    </p>
  );
}

export function ProbeCard(props: { card: Card; lang: Language; onShow: (seq: number) => void }) {
  const { card, lang } = props;
  const { score } = card;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="font-semibold" role="status" aria-label="Score">
        {t("probe.score", lang, {
          percent: score.percent ?? "–",
          earned: score.earned,
          possible: score.possible,
        })}{" "}
        {t(score.mustPassed ? "probe.mustPassed" : "probe.mustFailed", lang)}
      </p>
      <p className="text-xs text-slate-500">{t("probe.scoreRule", lang)}</p>
      {card.transport && (
        <p className="text-xs" data-transport={card.transport}>
          {t(
            card.transport === "sse"
              ? "probe.transportSse"
              : card.transport === "stdio"
                ? "probe.transportStdio"
                : "probe.transportStreamable",
            lang,
          )}
        </p>
      )}
      {card.authorization && <AuthLine auth={card.authorization} lang={lang} />}
      <ul aria-label={accessibleName("probe.checks")} className="flex flex-col">
        {card.checks.map((check) => (
          <CheckRow key={check.id} card={card} check={check} lang={lang} onShow={props.onShow} />
        ))}
      </ul>
    </div>
  );
}
