/**
 * The lessons in the page: the header's switch, the first visit's offer, the link opener (all
 * light, in the first chunk) and the lesson panel (its own chunk, loaded when first shown; the
 * course itself comes from the learn worker).
 */
import { lazy } from "react";

export { LearnOffer } from "./LearnOffer.tsx";
export { LearnToggle } from "./LearnToggle.tsx";
export { useLearnLink } from "./useLearnLink.ts";

export const LessonPanel = lazy(() =>
  import("./LessonPanel.tsx").then((m) => ({ default: m.LessonPanel })),
);
