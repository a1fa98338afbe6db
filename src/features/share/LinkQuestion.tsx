/**
 * The question before a link replaces the user's work: what it would replace (the session's
 * messages, the editor's text), "Open the link" or "Keep my work" (Escape keeps it too).
 */
import { type Language, accessibleName, t, tn } from "../../i18n/strings.ts";
import type { PendingLink } from "../../store/index.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";

export function LinkQuestion(props: {
  pending: PendingLink | undefined;
  lang: Language;
  onAnswer: (open: boolean) => void;
}) {
  const { pending, lang } = props;
  return (
    <ConfirmDialog
      open={pending !== undefined}
      title={t("link.askTitle", lang)}
      body={pending ? t("link.askBody", lang, { work: workText(pending, lang) }) : ""}
      confirm={t("link.askOpen", lang)}
      cancel={t("link.askKeep", lang)}
      names={{
        title: accessibleName("link.askTitle"),
        confirm: accessibleName("link.askOpen"),
        cancel: accessibleName("link.askKeep"),
      }}
      onConfirm={() => props.onAnswer(true)}
      onCancel={() => props.onAnswer(false)}
    />
  );
}

function workText(pending: PendingLink, lang: Language): string {
  const session = tn("link.askSession.n", pending.messages, lang);
  const text = t("link.askText", lang);
  if (pending.messages > 0 && pending.text) return t("link.askBoth", lang, { session, text });
  return pending.messages > 0 ? session : text;
}
