/** The header's switch between the workbench and the lessons. */
import { type Language, t } from "../../i18n/strings.ts";
import { ToolbarButton } from "../../ui/Controls.tsx";
import { isLearnHash } from "./link.ts";

/** Back at the workbench, the address stops naming an exercise (a reload stays there). */
function leaveLessonAddress() {
  if (isLearnHash(location.hash)) {
    history.replaceState(history.state, "", location.pathname + location.search);
  }
}

export function LearnToggle(props: {
  lang: Language;
  learning: boolean;
  onChange: (learning: boolean) => void;
}) {
  const { lang, learning } = props;
  return (
    <ToolbarButton
      aria-pressed={learning}
      title={t(learning ? "learn.modeBack" : "learn.modeTitle", lang)}
      onClick={() => {
        if (learning) leaveLessonAddress();
        props.onChange(!learning);
      }}
      tone={learning ? "current" : "plain"}
    >
      {t("learn.mode", lang)}
    </ToolbarButton>
  );
}
