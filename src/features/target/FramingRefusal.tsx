/**
 * The framing refusal: over stdio a message with a line break cannot be sent (one message per
 * line), so Send says why and offers "Send minified" when the text is JSON. Its imports stay
 * small: the page's first chunk holds it.
 */
import { Dialog } from "../../ui/Dialog.tsx";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import { minified } from "../../transport/stdio/framing.ts";

const box =
  "flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100";
const button =
  "rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-500";
const secondary = `${button} border border-slate-300 dark:border-slate-700`;
const primary = `${button} bg-sky-700 text-white hover:bg-sky-800`;

export function FramingRefusal(props: {
  text: string | undefined;
  lang: Language;
  onSend: (line: string) => void;
  onCancel: () => void;
}) {
  const { text, lang } = props;
  const line = text === undefined ? undefined : minified(text);
  return (
    <Dialog
      open={text !== undefined}
      label={accessibleName("stdio.framing.title")}
      onClose={props.onCancel}
      loading={null}
      failed={null}
      className="w-[min(32rem,calc(100%-2rem))]"
    >
      <div className={box}>
        <h2 className="text-base font-semibold">{t("stdio.framing.title", lang)}</h2>
        <p className="text-sm">{t("stdio.framing.body", lang)}</p>
        {line === undefined && <p className="text-sm">{t("stdio.framing.notJson", lang)}</p>}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            aria-label={accessibleName("stdio.framing.cancel")}
            onClick={props.onCancel}
            className={secondary}
          >
            {t("stdio.framing.cancel", lang)}
          </button>
          {line !== undefined && (
            <button
              type="button"
              aria-label={accessibleName("stdio.framing.minify")}
              onClick={() => props.onSend(line)}
              className={primary}
            >
              {t("stdio.framing.minify", lang)}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
