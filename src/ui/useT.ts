/** The UI strings for React: a hook that binds the language once for a component. */
import { useMemo } from "react";
import { type Args, type Key, type Language, type PluralKey, t, tn } from "../i18n/strings.ts";

export interface Translator {
  lang: Language;
  (key: Key, args?: Args): string;
  /** A count with its plural form: `T.n("findings.errors.n", 2)`. */
  n(key: PluralKey, count: number, args?: Args): string;
}

/** `const T = useT(language); T("findings.title")`. Stable while the language does not change. */
export function useT(lang: Language): Translator {
  return useMemo(() => {
    const translate = ((key: Key, args?: Args) => t(key, lang, args)) as Translator;
    translate.lang = lang;
    translate.n = (key, count, args) => tn(key, count, lang, args);
    return translate;
  }, [lang]);
}
