/** "Open widget" beside a tools/call reply whose tool links (or may link) a UI resource. */
import { uiLinksOf } from "../../apps/document.ts";
import type { WidgetOffer } from "../../apps/offer.ts";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";

export function OpenWidgetButton(props: {
  offer: WidgetOffer;
  lang: Language;
  onOpen: (offer: WidgetOffer) => void;
}) {
  // A tool the session has not listed may still have a widget: the host asks on opening.
  if (props.offer.tool && uiLinksOf(props.offer.tool).length === 0) return null;
  return (
    <button
      type="button"
      aria-label={accessibleName("widget.open")}
      title={t("widget.openTitle", props.lang)}
      onClick={() => props.onOpen(props.offer)}
      className="rounded border border-sky-300 bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100 dark:hover:bg-sky-900"
    >
      {t("widget.open", props.lang)}
    </button>
  );
}
