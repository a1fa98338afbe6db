/**
 * What the page runs on its main thread cannot check a session: the session rules (and the
 * deriver that runs them) are reached only through the derive worker. A server's tool schemas
 * decide what checking costs, so it must never block the page.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importGraph, reach, sourceFiles } from "../support/imports.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SRC = path.join(ROOT, "src");
const rel = (file: string) => path.relative(ROOT, file);
const RULES = /^src\/protocol\/(session\/|exchange\/derive\.ts$)/;

/** The chain of imports from the entry to `file`. */
function chain(via: ReadonlyMap<string, string | undefined>, file: string): string {
  const steps: string[] = [];
  for (let f: string | undefined = file; f !== undefined; f = via.get(f)) steps.unshift(rel(f));
  return steps.join(" → ");
}

describe("the main thread", () => {
  const files = sourceFiles(SRC);

  it("does not import the session rules, statically or in a chunk loaded later", () => {
    const via = reach(
      importGraph(files, { workers: false, types: false }),
      path.join(SRC, "main.tsx"),
    );
    const found = [...via.keys()].filter((f) => RULES.test(rel(f))).map((f) => chain(via, f));
    expect(found).toEqual([]);
  });

  it("reaches them through the derive worker (else the check above would prove nothing)", () => {
    const via = reach(importGraph(files, { types: false }), path.join(SRC, "main.tsx"));
    const worker = path.join(SRC, "client/exchange/derive.worker.ts");
    expect(via.has(worker)).toBe(true);
    expect([...via.keys()].some((f) => RULES.test(rel(f)))).toBe(true);
  });
});
