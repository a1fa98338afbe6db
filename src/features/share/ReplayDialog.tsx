/**
 * The "Replay" dialog. Closing it stops a replay under way; opening it again shows the last
 * results while the session is as that replay left it, else starts from its introduction.
 */
import { useEffect } from "react";
import { Dialog } from "../../ui/Dialog.tsx";
import { type Language, accessibleName } from "../../i18n/strings.ts";
import { ReplayView } from "./ReplayView.tsx";
import { useReplay } from "./useReplay.ts";

type ReplayOptions = Parameters<typeof useReplay>[0];

export function ReplayDialog(
  props: {
    open: boolean;
    lang: Language;
    onClose: () => void;
    /** Client messages the session on screen would replay. */
    messages: number;
    target: "gift" | "remote" | "stdio";
  } & ReplayOptions,
) {
  const replay = useReplay({
    controller: props.controller,
    entries: props.entries,
    sessionId: props.sessionId,
    version: props.version,
  });
  const { open } = props;
  const { reset } = replay;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const close = () => {
    replay.stop();
    props.onClose();
  };
  return (
    <Dialog
      open={props.open}
      label={accessibleName("replay.title")}
      onClose={close}
      loading={null}
      failed={null}
      className="w-[min(72rem,calc(100%-2rem))]"
    >
      <ReplayView
        lang={props.lang}
        state={replay.state}
        messages={props.messages}
        target={props.target}
        onStart={() => void replay.start()}
        onStop={replay.stop}
        onRestore={() => {
          replay.restore();
          close();
        }}
        onClose={close}
      />
    </Dialog>
  );
}
