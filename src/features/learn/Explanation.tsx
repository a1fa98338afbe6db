/**
 * The explanation under the verdict: why the checked answer is right or wrong, and, once the
 * exercise is solved or its solution shown, why the right answer is right.
 */
import { type Language, t } from "../../i18n/strings.ts";
import { explain } from "../../learn/explain.ts";
import type { Exercise } from "../../learn/types.ts";
import { Rich } from "./Rich.tsx";
import type { Result } from "./useAttempt.ts";

export function Explanation(props: { exercise: Exercise; result: Result; lang: Language }) {
  const { exercise, result, lang } = props;
  if (result.type !== "graded" && result.type !== "solution") return null;
  const e = explain(
    exercise,
    result.type === "graded"
      ? { type: "graded", grade: result.grade, choice: result.choice }
      : { type: "solution" },
  );
  if (!e.choice && !e.why) return null;
  return (
    <div className="mt-2 flex flex-col gap-1 text-slate-800 dark:text-slate-200">
      {e.choice && (
        <p>
          <Rich text={e.choice[lang]} />
        </p>
      )}
      {e.why && (
        <p>
          <span className="font-semibold">{t("learn.why", lang)} </span>
          <Rich text={e.why[lang]} />
        </p>
      )}
    </div>
  );
}
