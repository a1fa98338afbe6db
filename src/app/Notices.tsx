/**
 * The notices that can wait (the first visit's offer, "works offline", a new version): on a
 * phone they fold into one line, the first one's heading and a button that opens them all, so
 * the editor or the lesson stays in the first screen. Elsewhere they show as they are. The
 * notices decide themselves whether they show; the line counts what they drew.
 */
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { type Language, accessibleName, t } from "../i18n/strings.ts";
import { BANNER } from "../ui/banner.ts";

interface Drawn {
  count: number;
  first: string;
}

function drawnIn(box: HTMLElement): Drawn {
  const first = box.firstElementChild;
  const line = first?.querySelector("h2, p") ?? first;
  return { count: box.children.length, first: line?.textContent?.trim() ?? "" };
}

export function NoticeStack(props: { lang: Language; fold: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn>({ count: 0, first: "" });
  const [open, setOpen] = useState(false);
  const id = useId();

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const read = () =>
      setDrawn((was) => {
        const now = drawnIn(el);
        return was.count === now.count && was.first === now.first ? was : now;
      });
    read();
    const observer = new MutationObserver(read);
    observer.observe(el, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  const line = props.fold && drawn.count > 0;
  return (
    <>
      {line && (
        <div className={`flex items-center gap-3 border-b px-4 text-sm ${BANNER.info}`}>
          <p className="min-w-0 flex-1 truncate">{drawn.first}</p>
          <button
            type="button"
            aria-label={accessibleName("notices.toggle")}
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((o) => !o)}
            className={`${BANNER.button} whitespace-nowrap`}
          >
            {t("notices.toggle", props.lang)}
            {drawn.count > 1 ? ` (${drawn.count})` : ""} {open ? "▴" : "▾"}
          </button>
        </div>
      )}
      <div id={id} ref={box} hidden={line && !open}>
        {props.children}
      </div>
    </>
  );
}
