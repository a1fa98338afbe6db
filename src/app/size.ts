/** A text length for people: KB below a megabyte, MB above (UTF-16 units, close enough). */
import { type Language, t } from "../i18n/strings.ts";

export function sizeLabel(chars: number, lang: Language): string {
  const mb = chars / (1024 * 1024);
  return mb >= 1
    ? t("size.mb", lang, { n: mb.toFixed(1) })
    : t("size.kb", lang, { n: Math.max(1, Math.round(chars / 1024)) });
}
