/**
 * Opens the exercise a `#learn/…` link names, at start and when such a link is put into the
 * address later, under the rules of every link (`features/share/linkOpening.ts`): nothing is
 * sent; inside another site's frame it is not opened (that site sets the address); and when it
 * would replace the user's text (with its shared attempt, or another exercise's start) the user
 * is asked first. A link not opened is taken off the address, so a reload does not bring it back.
 */
import { useEffect } from "react";
import { usePlayground } from "../../store/index.ts";
import { framedByAnotherOrigin } from "../../ui/framed.ts";
import { parseLearnHash } from "./link.ts";
import { lessonTextAtStake } from "./stake.ts";

const forget = () => history.replaceState(history.state, "", location.pathname + location.search);

export function useLearnLink(): void {
  useEffect(() => {
    const open = () => {
      const link = parseLearnHash(location.hash);
      if (!link) return;
      const s = usePlayground.getState();
      const lesson = { ...link, fromLink: true };
      if (framedByAnotherOrigin()) {
        forget();
        s.showBanner({ type: "framed" });
        return;
      }
      if (lessonTextAtStake(link, { text: s.text, current: s.progress.current })) {
        forget();
        s.askLink({ lesson, messages: 0, text: true });
        return;
      }
      s.openExercise(lesson);
      // The exercise may be open already: its text gives way to the attempt all the same.
      if (link.attempt !== undefined) s.setText(link.attempt);
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
}
