/**
 * English and Russian for the UI (React-free; the hook is `useT` in `src/ui/useT.ts`): UI strings
 * by area (`areas/`, merged by `catalog.ts`), finding messages, fix titles and the one-line kind
 * reasons (`findings/`). The templates' Russian texts (`templates.ts`) are imported directly.
 */
export {
  ACCESSIBLE_KEYS,
  type AccessibleKey,
  type Args,
  CATALOGS,
  type Key,
  LANGUAGES,
  LANGUAGE_NAMES,
  type Language,
  type PluralKey,
  accessibleName,
  format,
  kindKey,
  kindLabel,
  t,
  tn,
} from "./strings.ts";
export { describeFinding, describeFix, hasRussian } from "./findings/describe.ts";
export { describeReason } from "./findings/reasons.ts";
