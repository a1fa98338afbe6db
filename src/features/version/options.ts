/** The choices of the version picker: the versions newest first (the default marked), then auto. */
import { type Language, t } from "../../i18n/strings.ts";
import {
  DEFAULT_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  type VersionChoice,
} from "../../protocol/versions.ts";

export function versionOptions(lang: Language): { value: VersionChoice; label: string }[] {
  const versions = [...PROTOCOL_VERSIONS].reverse().map((version) => ({
    value: version,
    label: version === DEFAULT_PROTOCOL_VERSION ? t("version.default", lang, { version }) : version,
  }));
  return [...versions, { value: "auto", label: t("version.auto", lang) }];
}
