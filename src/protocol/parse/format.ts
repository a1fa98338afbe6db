/**
 * Re-indents JSON text without touching its tokens: numbers keep their spelling (no precision
 * lost on big integers), duplicate keys and escapes stay as written. Used by the plain text area
 * that stands in for Monaco; undefined when the text is not JSON (there is nothing to format).
 */
export function formatJson(text: string, indent = "  "): string | undefined {
  const bom = text.charCodeAt(0) === 0xfeff ? "\ufeff" : "";
  const body = bom ? text.slice(1) : text;
  try {
    JSON.parse(body);
  } catch {
    return undefined;
  }
  const out: string[] = [bom];
  let depth = 0;
  const newline = () => out.push("\n", indent.repeat(depth));
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (c === '"') {
      // Copy the string verbatim: up to the next quote not escaped by a backslash.
      let j = i + 1;
      while (body[j] !== '"') j += body[j] === "\\" ? 2 : 1;
      out.push(body.slice(i, j + 1));
      i = j;
    } else if (c === "{" || c === "[") {
      const k = nextToken(body, i + 1);
      if (body[k] === "}" || body[k] === "]") {
        out.push(c, body[k]);
        i = k;
      } else {
        out.push(c);
        depth++;
        newline();
      }
    } else if (c === "}" || c === "]") {
      depth--;
      newline();
      out.push(c);
    } else if (c === ",") {
      out.push(",");
      newline();
    } else if (c === ":") {
      out.push(": ");
    } else if (c !== " " && c !== "\t" && c !== "\n" && c !== "\r") {
      out.push(c);
    }
  }
  out.push("\n");
  return out.join("");
}

function nextToken(text: string, from: number): number {
  let i = from;
  while (i < text.length && " \t\n\r".includes(text[i] as string)) i++;
  return i;
}
