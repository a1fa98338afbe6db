/**
 * The page's arrangements and the sizes they start with. The panes themselves are the shell's
 * (`App.tsx`): a new pane is one more entry there and one more id here.
 */
import type { Arrangement, ScreenClass } from "./arrange.ts";
import { sizesKey } from "./arrange.ts";

/**
 * Desktop: the editor over its findings, the session over the selected message, and the diagram
 * in a column of its own, the widest, so the lecture's method names fit on its arrows. Tablet:
 * the editor and the diagram side by side; the selected message under the editor, so the
 * session's list keeps room for its rows under its controls. Phone: one group at a time, behind
 * a tab bar.
 */
export const ARRANGEMENTS: Readonly<Record<ScreenClass, Arrangement>> = {
  desktop: [["editor", "findings"], ["session", "message"], ["diagram"]],
  tablet: [
    ["editor", "findings", "message"],
    ["diagram", "session"],
  ],
  phone: [["editor"], ["findings"], ["session", "message"], ["diagram"]],
};

/**
 * Learning: the lesson first (in reading and Tab order too), beside the same workbench. Desktop
 * gives it a column of its own, the widest, and the diagram the least; a tablet stacks it over
 * the editor; a phone puts the lesson over the editor in one tab, so an exercise (its task, its
 * message, Check, the verdict, the hint, and the editor with Send) needs no tab switch.
 */
export const LEARNING_ARRANGEMENTS: Readonly<Record<ScreenClass, Arrangement>> = {
  desktop: [["lesson"], ["editor", "findings"], ["session", "message"], ["diagram"]],
  tablet: [
    ["lesson", "editor", "findings"],
    ["diagram", "session", "message"],
  ],
  phone: [["lesson", "editor"], ["findings"], ["session", "message"], ["diagram"]],
};

const cols = (screen: ScreenClass) => ARRANGEMENTS[screen].map((group) => group.join("+"));
const learningCols = (screen: ScreenClass) =>
  LEARNING_ARRANGEMENTS[screen].map((group) => group.join("+"));

export const DEFAULT_SIZES: Readonly<Record<string, readonly number[]>> = {
  [sizesKey("desktop", "cols", cols("desktop"))]: [0.28, 0.34, 0.38],
  [sizesKey("desktop", "rows", ["editor", "findings"])]: [0.6, 0.4],
  [sizesKey("desktop", "rows", ["session", "message"])]: [0.74, 0.26],
  [sizesKey("tablet", "cols", cols("tablet"))]: [0.5, 0.5],
  [sizesKey("tablet", "rows", ["editor", "findings", "message"])]: [0.46, 0.24, 0.3],
  [sizesKey("tablet", "rows", ["diagram", "session"])]: [0.42, 0.58],
  [sizesKey("phone", "rows", ["session", "message"])]: [0.6, 0.4],
  [sizesKey("desktop", "cols", learningCols("desktop"))]: [0.34, 0.3, 0.2, 0.16],
  [sizesKey("phone", "rows", ["lesson", "editor"])]: [0.66, 0.34],
  [sizesKey("tablet", "cols", learningCols("tablet"))]: [0.5, 0.5],
  [sizesKey("tablet", "rows", ["lesson", "editor", "findings"])]: [0.4, 0.38, 0.22],
  [sizesKey("tablet", "rows", ["diagram", "session", "message"])]: [0.4, 0.35, 0.25],
};
