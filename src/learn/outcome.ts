/** What grading an exercise gives back: one outcome per check, and the verdict. */
import type { SourceRange } from "../protocol/types.ts";
import type { Words } from "./types.ts";

export interface CheckOutcome {
  pass: boolean;
  /** What is still wrong (failing checks only), in both languages. */
  says?: Words;
  /** Where in the editor text (text checks). */
  range?: SourceRange;
}

export interface Grade {
  /** Every check passed (and, for classify and predict, the right choice was made). */
  solved: boolean;
  /** In the exercise's order: the choice first (classify, predict), then its checks. */
  outcomes: readonly CheckOutcome[];
}
