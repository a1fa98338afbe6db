/**
 * Opens the exercise a `#learn/…` link names, at start and when such a link is put into the
 * address later, under the rules of every link (`features/share/linkOpening.ts`): nothing is
 * sent; inside another site's frame it is not opened (that site sets the address); and when it
 * would replace the user's text (with its shared attempt, or another exercise's start) the user
 * is asked first (only then: an exercise's untouched starting text is the page's own). While the
 * question waits, the address keeps the link; declined, it is taken off the address, so a reload
 * does not bring it back.
 */
import { useEffect } from "react";
import { usePlayground } from "../../store/index.ts";
import { framedByAnotherOrigin } from "../../ui/framed.ts";
import { parseLearnHash } from "./link.ts";
import { lessonTextAtStake, startingTexts } from "./stake.ts";

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
      const go = () => {
        s.openExercise(lesson);
        // The exercise may be open already: its text gives way to the attempt all the same.
        if (link.attempt !== undefined) s.setText(link.attempt);
      };
      const editor = { text: s.text, current: s.progress.current };
      if (!lessonTextAtStake(link, editor)) return go();
      // Perhaps the page's own text after all: ask only once the course says it is not.
      const ask = () => usePlayground.getState().askLink({ lesson, messages: 0, text: true });
      // The course and its worker are a chunk of their own: loaded only on this slow path.
      import("./useCourse.ts")
        .then(({ loadLessons }) => loadLessons())
        .then((lessons) => {
          const now = usePlayground.getState();
          const pageTexts = startingTexts(lessons);
          const still = { text: now.text, current: now.progress.current, pageTexts };
          if (lessonTextAtStake(link, still)) ask();
          else go();
        }, ask);
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
}
