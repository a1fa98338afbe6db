/**
 * The import graph of the source tree, read from the files as text: every relative specifier
 * of a static or dynamic import, an `export … from`, or a worker's `new URL(…, import.meta.url)`,
 * type-only imports included (they tie the files' structure as much as any other).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew URL\(\s*)(["'])(\.{1,2}\/[^"']*)\1/g;

/** Every .ts/.tsx file under `dir`, tests left out (they sit beside what they test). */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(file));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(file);
  }
  return out;
}

/** `import type … from` and `export type … from`: gone once compiled. */
const TYPE_ONLY = /\b(?:import|export)\s+type\s+[^;]*?\bfrom\s*(["'])[^"']*\1/g;

export interface GraphOptions {
  /** A worker's script (`?worker`, `new URL(…)`) counts as an import (default true). */
  workers?: boolean;
  /** Type-only imports count (default true). */
  types?: boolean;
}

/**
 * file → the files it imports (absolute paths; imports of anything else left out). Without
 * `workers` and `types`, the graph is what runs on the importer's own thread.
 */
export function importGraph(
  files: readonly string[],
  { workers = true, types = true }: GraphOptions = {},
): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const text = types ? source : source.replace(TYPE_ONLY, "");
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      if (!workers && (match[0].startsWith("new URL") || match[2]!.includes("?worker"))) continue;
      const target = path.resolve(path.dirname(file), match[2]!.replace(/\?.*$/, ""));
      if (known.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every file `from` reaches in `graph`, each with the file that first led to it. */
export function reach(graph: ReadonlyMap<string, readonly string[]>, from: string) {
  const via = new Map<string, string | undefined>([[from, undefined]]);
  const work = [from];
  for (let file = work.pop(); file !== undefined; file = work.pop()) {
    for (const to of graph.get(file) ?? []) {
      if (via.has(to)) continue;
      via.set(to, file);
      work.push(to);
    }
  }
  return via;
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components, > 1 node). */
export function circles<T>(graph: ReadonlyMap<T, readonly T[]>): T[][] {
  let next = 0;
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const found: T[][] = [];
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: T; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.edge < edges.length) {
        const to = edges[top.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        const group: T[] = [];
        let member: T;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== top.node);
        if (group.length > 1) found.push(group);
      }
    }
  }
  return found;
}

/** The graph with its nodes merged by `groupOf` (edges inside a group dropped). */
export function groupGraph(
  graph: ReadonlyMap<string, readonly string[]>,
  groupOf: (file: string) => string | undefined,
): Map<string, string[]> {
  const grouped = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (from === undefined) continue;
    const edges = grouped.get(from) ?? new Set<string>();
    grouped.set(from, edges);
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== undefined && to !== from) edges.add(to);
    }
  }
  return new Map([...grouped].map(([group, edges]) => [group, [...edges]]));
}
