/**
 * What the page says about the link it was opened with (a rejected link: role alert, with its
 * reason in plain words; an opened one: that nothing was sent, and what decoding changed; one not
 * opened: inside another site's frame, or the user kept their work), and about keeping the
 * session (storage full, unavailable, or memory only).
 */
import { type Key, type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { StorageFailure, StoreKind } from "../../store/device/index.ts";
import type { LinkBanner as Banner } from "../../store/index.ts";
import { BANNER } from "../../ui/banner.ts";

const { bar } = BANNER;
const dismiss = `ml-auto ${BANNER.button}`;

export function LinkBanner(props: {
  banner: Banner | undefined;
  lang: Language;
  onDismiss: () => void;
}) {
  const { banner, lang } = props;
  if (!banner) return null;
  const close = (
    <button
      type="button"
      aria-label={accessibleName("link.dismiss")}
      onClick={props.onDismiss}
      className={dismiss}
    >
      {t("link.dismiss", lang)}
    </button>
  );
  if (banner.type === "rejected") {
    return (
      <div role="alert" className={`${bar} ${BANNER.alert}`}>
        <div className="min-w-0">
          <p className="font-semibold">{t("link.rejected", lang)}</p>
          <p>
            {t(`link.reject.${banner.reason}`, lang)} {t("link.keptWork", lang)}
          </p>
          <details className="mt-1 text-xs">
            <summary className="cursor-pointer">{t("link.details", lang)}</summary>
            <p className="mt-1 font-mono break-all">{banner.detail}</p>
          </details>
        </div>
        {close}
      </div>
    );
  }
  const info = `${bar} ${BANNER.info}`;
  if (banner.type === "framed" || banner.type === "declined") {
    return (
      <div role="status" className={info}>
        <p className="min-w-0">{t(`link.${banner.type}`, lang)}</p>
        {close}
      </div>
    );
  }
  return (
    <div role="status" className={info}>
      <div className="min-w-0">
        <p>{t("link.opened", lang)}</p>
        {banner.remoteUrl && (
          <p className="break-all">
            {banner.remoteKeptFor === undefined
              ? t("link.remote", lang, { url: banner.remoteUrl })
              : t(banner.remoteKeptFor ? "link.remoteKept" : "link.remoteKeptNoUrl", lang, {
                  url: banner.remoteUrl,
                  origin: banner.remoteKeptFor,
                })}
          </p>
        )}
        {banner.notes.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-xs">
            {banner.notes.map((note) => (
              <li key={note.code}>
                {t(`link.note.${note.code}`, lang, { count: note.count ?? 0 })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {close}
    </div>
  );
}

const KEEP_KEYS: Record<StorageFailure, Key> = {
  quota: "keep.quota",
  unavailable: "keep.unavailable",
  "invalid-value": "keep.failed",
  failed: "keep.failed",
};

/** A line when the session is not kept across reloads, and why. */
export function KeepNotice(props: {
  kind: StoreKind | undefined;
  problem: StorageFailure | undefined;
  lang: Language;
}) {
  const key = props.problem
    ? KEEP_KEYS[props.problem]
    : props.kind === "memory"
      ? "keep.memory"
      : undefined;
  if (!key) return null;
  return (
    <p role="status" className={`${bar} ${BANNER.warn}`}>
      {t(key, props.lang)}
    </p>
  );
}
