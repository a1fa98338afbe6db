/**
 * "Open this link?" as the user must read it: the real host first and emphasised, a user name
 * before an `@` flagged as what it is, then the whole address decoded. What is opened is
 * exactly the address parsed here (an address that is not http(s) is refused without asking).
 */
import type { OpenableLink } from "../../apps/link.ts";
import { type Language, t } from "../../i18n/strings.ts";

export function LinkQuestion(props: { link: OpenableLink; lang: Language }) {
  const { link, lang } = props;
  const [before, after] = t("widget.askLinkHost", lang, { host: "\u0000" }).split("\u0000");
  return (
    <>
      <p className="break-all">
        {before}
        <strong className="font-mono text-sm font-bold">{link.host}</strong>
        {after}
      </p>
      {link.userinfo && (
        <p role="note" className="break-all font-medium text-rose-700 dark:text-rose-300">
          {t("widget.askLinkUserInfo", lang, { userinfo: link.userinfo, host: link.host })}
        </p>
      )}
      <p className="break-all font-mono">{t("widget.askLinkAddress", lang, { url: link.shown })}</p>
    </>
  );
}
