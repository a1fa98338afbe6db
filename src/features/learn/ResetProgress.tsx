/** "Reset progress": forgets every exercise's progress on this device, after asking. */
import { useState } from "react";
import { type Language, t } from "../../i18n/strings.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { ToolbarButton } from "../../ui/Controls.tsx";

export function ResetProgress(props: { lang: Language; onReset: () => void }) {
  const { lang } = props;
  const [asking, setAsking] = useState(false);
  return (
    <>
      <ToolbarButton
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
        className="px-2 py-0.5 text-xs"
      >
        {t("learn.reset", lang)}
      </ToolbarButton>
      <ConfirmDialog
        open={asking}
        title={t("learn.resetQuestion", lang)}
        body=""
        confirm={t("learn.resetConfirm", lang)}
        cancel={t("learn.resetCancel", lang)}
        onConfirm={() => {
          setAsking(false);
          props.onReset();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
