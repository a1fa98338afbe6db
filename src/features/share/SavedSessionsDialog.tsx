/** The "Saved sessions" dialog: the library's list and actions, and the question before "Delete all". */
import { useEffect, useState } from "react";
import { Dialog } from "../../ui/Dialog.tsx";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { SavedSessions } from "./SavedSessions.tsx";
import { useLibrary } from "./useLibrary.ts";

type LibraryOptions = Parameters<typeof useLibrary>[0];

export function SavedSessionsDialog(
  props: { open: boolean; lang: Language; onClose: () => void } & LibraryOptions,
) {
  const { lang, open } = props;
  const library = useLibrary({ current: props.current, load: props.load });
  const [asking, setAsking] = useState(false);
  const { refresh } = library;
  useEffect(() => {
    if (open) void refresh();
  }, [open, refresh]);
  return (
    <>
      <Dialog
        open={open}
        label={accessibleName("saved.title")}
        onClose={props.onClose}
        loading={null}
        failed={null}
        className="w-[min(40rem,calc(100%-2rem))]"
      >
        <SavedSessions
          lang={lang}
          items={library.items}
          memory={library.memory}
          message={library.message}
          onSave={(name) => void library.save(name)}
          onOpen={(id) =>
            void library.open(id).then((opened) => {
              if (opened) props.onClose();
            })
          }
          onRename={(id, name) => void library.rename(id, name)}
          onDelete={(id) => void library.remove(id)}
          onClear={() => setAsking(true)}
          onClose={props.onClose}
        />
      </Dialog>
      <ConfirmDialog
        open={asking}
        title={t("saved.clearTitle", lang)}
        body={t("saved.clearBody", lang)}
        confirm={t("saved.clear", lang)}
        cancel={t("files.cancel", lang)}
        onConfirm={() => {
          setAsking(false);
          void library.clear();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
