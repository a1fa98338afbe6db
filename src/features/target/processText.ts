/**
 * A stdio process's state in words, for its panel and the folded setup line. Process text
 * (a signal's name) is shown inert.
 */
import { type Language, t } from "../../i18n/strings.ts";
import { type ProcessState, inert } from "../../transport/stdio/index.ts";

export function processText(process: ProcessState | undefined, lang: Language): string {
  switch (process?.state) {
    case undefined:
      return t("stdio.state.none", lang);
    case "starting":
      return t("stdio.state.starting", lang);
    case "running":
      return t("stdio.state.running", lang, { pid: String(process.pid) });
    case "exited":
      return process.signal !== null
        ? t("stdio.state.exitedSignal", lang, { signal: inert(process.signal, 40) })
        : t("stdio.state.exitedCode", lang, { code: String(process.code ?? "?") });
    case "failed":
      // The reason is the connection's English sentence (a process's error, as it came).
      return process.reason;
    case "lost":
      return t("stdio.state.lost", lang, { reason: process.reason });
  }
}
