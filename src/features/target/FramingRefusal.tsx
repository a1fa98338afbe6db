/**
 * The framing refusal: over stdio a message with a line break cannot be sent (one message per
 * line), so Send says why and offers "Send minified" when the text is JSON. Its imports stay
 * small: the page's first chunk holds it.
 */
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import { minified } from "../../transport/stdio/framing.ts";

export function FramingRefusal(props: {
  text: string | undefined;
  lang: Language;
  onSend: (line: string) => void;
  onCancel: () => void;
}) {
  const { text, lang } = props;
  const line = text === undefined ? undefined : minified(text);
  return (
    <ConfirmDialog
      open={text !== undefined}
      title={t("stdio.framing.title", lang)}
      body={t("stdio.framing.body", lang)}
      cancel={t("stdio.framing.cancel", lang)}
      onCancel={props.onCancel}
      names={{
        title: accessibleName("stdio.framing.title"),
        confirm: accessibleName("stdio.framing.minify"),
        cancel: accessibleName("stdio.framing.cancel"),
      }}
      width="w-[min(32rem,calc(100%-2rem))]"
      {...(line !== undefined
        ? { confirm: t("stdio.framing.minify", lang), onConfirm: () => props.onSend(line) }
        : {})}
    >
      {line === undefined && <p className="text-sm">{t("stdio.framing.notJson", lang)}</p>}
    </ConfirmDialog>
  );
}
