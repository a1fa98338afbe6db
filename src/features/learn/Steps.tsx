/**
 * A lesson's sequence of steps: "from → to: what", one per line, in the page's language. Lines
 * wrap between words (a long code span may break only where it would overflow).
 */
import type { Language } from "../../i18n/strings.ts";
import type { Block } from "../../learn/types.ts";
import { Rich } from "./Rich.tsx";

export function Steps({
  block,
  lang,
}: {
  block: Extract<Block, { type: "steps" }>;
  lang: Language;
}) {
  return (
    <figure>
      <ol className="flex list-decimal flex-col gap-1 rounded bg-slate-100 py-2 pr-2 pl-7 text-xs break-words dark:bg-slate-800">
        {block.steps.map((s, i) => (
          <li key={i}>
            <span className="font-semibold">
              {s.from[lang]}
              {s.to && ` → ${s.to[lang]}`}
            </span>
            {": "}
            <Rich text={s.what[lang]} />
          </li>
        ))}
      </ol>
      {block.caption && <figcaption className="text-xs">{block.caption[lang]}</figcaption>}
    </figure>
  );
}
