/**
 * A lesson's or the checker's sentence, with `code` and **bold** marked: shown as inert text
 * elements (never parsed as HTML).
 */
const MARK = /(`[^`]+`|\*\*[^*]+\*\*)/;

export function Rich({ text }: { text: string }) {
  return text.split(MARK).map((part, i) => {
    if (part.startsWith("`") && part.endsWith("`") && part.length > 1) {
      return (
        <code
          key={i}
          className="rounded bg-slate-100 px-1 font-mono text-[0.85em] dark:bg-slate-800"
        >
          {part.slice(1, -1)}
        </code>
      );
    }
    if (part.startsWith("**") && part.endsWith("**") && part.length > 4) {
      return <strong key={i}>{part.slice(2, -2)}</strong>;
    }
    return part;
  });
}
