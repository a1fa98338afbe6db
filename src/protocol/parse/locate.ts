/** Spans used by fixes: a whole member to delete, the place to insert a new member. */
import type { LineIndex } from "./line-index.ts";
import type { NodeTree } from "./tree.ts";

/** Where a member begins: its key, or the value itself for array items. */
function memberStart(tree: NodeTree, node: number): number {
  const key = tree.key(node);
  return key >= 0 ? key : tree.start(node);
}

/**
 * The offsets [start, end) to delete so that the member (or array item) disappears and the text
 * stays valid JSON: with the comma after it and the space up to the next member, or else with
 * the comma before it; an only member takes all the space inside its container with it.
 */
export function memberSpan(tree: NodeTree, node: number): [number, number] | undefined {
  const parent = tree.parent(node);
  if (parent < 0) return undefined;
  const next = tree.after(node);
  if (next < tree.after(parent)) return [memberStart(tree, node), memberStart(tree, next)];
  const previous = tree.lastChild(parent, node);
  if (previous >= 0) return [tree.end(previous), tree.end(node)];
  return [tree.start(parent) + 1, tree.end(parent) - 1];
}

/** Spaces and tabs at the start of the line holding `offset`. */
function indentOf(text: string, lines: LineIndex, offset: number): string {
  const start = lines.lineStart(lines.positionAt(offset).line);
  let end = start;
  while (text.charCodeAt(end) === 32 || text.charCodeAt(end) === 9) end++;
  return text.slice(start, end);
}

export interface Insertion {
  offset: number;
  needsComma: boolean;
  indent: string;
}

/**
 * Where to add a member to the object `node`: right after its last member (then a comma is
 * needed), or right after "{" when it is empty. `indent` is the whitespace to write after a line
 * break before the new member, matching the existing members; it is "" when the object is written
 * on one line, where the new member just follows a comma and a space.
 */
export function insertionPoint(
  tree: NodeTree,
  lines: LineIndex,
  node: number,
): Insertion | undefined {
  if (!tree.isObject(node)) return undefined;
  const text = tree.text;
  const open = tree.start(node);
  const openLine = lines.positionAt(open).line;
  const last = tree.lastChild(node);
  if (last >= 0) {
    const key = tree.key(last);
    const indent = lines.positionAt(key).line > openLine ? indentOf(text, lines, key) : "";
    return { offset: tree.end(last), needsComma: true, indent };
  }
  const close = tree.end(node) - 1;
  const indent = lines.positionAt(close).line > openLine ? `${indentOf(text, lines, open)}  ` : "";
  return { offset: open + 1, needsComma: false, indent };
}
