/**
 * The house's structure, checked: no circle of imports between files, none between features,
 * and the layer rule of the lint really refuses an upward import and a reach into a unit's
 * internals (and lets the allowed ones through), with the project's own layer table.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint, Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import layers, { LAYER_OPTIONS, LAYERS } from "../../lint/layers.js";
import { circles, groupGraph, importGraph, sourceFiles } from "../support/imports.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SRC = path.join(ROOT, "src");
const rel = (file: string) => path.relative(ROOT, file);

describe("imports", () => {
  const graph = importGraph(sourceFiles(SRC));

  it("form no circle between files", () => {
    expect(circles(graph).map((group) => group.map(rel).sort())).toEqual([]);
  });

  it("form no circle between features, nor between the layers", () => {
    const feature = (file: string) => /^src\/features\/([^/]+)\//.exec(rel(file))?.[1];
    expect(circles(groupGraph(graph, feature))).toEqual([]);
    const layer = (file: string) => /^src\/([^/]+)\//.exec(rel(file))?.[1];
    expect(circles(groupGraph(graph, layer))).toEqual([]);
  });

  it("stay inside the layer table: every folder of src/ has its place", () => {
    const folders = new Set(
      sourceFiles(SRC).flatMap((f) => /^src\/([^/]+)\//.exec(rel(f))?.[1] ?? []),
    );
    for (const folder of folders) expect(Object.keys(LAYERS)).toContain(folder);
  });
});

describe("the layer rule", () => {
  const linter = new Linter({ cwd: "/house" });
  const config: Linter.Config[] = [
    {
      files: ["**/*.ts", "**/*.tsx"],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: layers },
      rules: { "local/layers": ["error", LAYER_OPTIONS] },
    },
  ];
  /** The rule's messages for `code` placed at `file` (relative to the virtual root). */
  const lint = (file: string, code: string) =>
    linter
      .verify(code, config, { filename: path.posix.join("/house", file) })
      .map((m) => `${m.ruleId ?? "parser"}: ${m.message}`);

  it("refuses an upward import", () => {
    expect(lint("src/ui/Bad.tsx", 'import { usePlayground } from "../store/index.ts";')).toEqual([
      "local/layers: src/ui must not import from src/store: layers import only downward (src/ui may import i18n, protocol).",
    ]);
    expect(
      lint("src/protocol/check/x.ts", 'import { t } from "../../i18n/strings.ts";'),
    ).toHaveLength(1);
    expect(lint("src/features/a/x.ts", 'import { App } from "../../app/App.tsx";')).toHaveLength(1);
    expect(lint("src/server/x.ts", 'export * from "../transport/types.ts";')).toHaveLength(1);
    expect(lint("src/client/x.ts", 'const m = import("../store/index.ts");')).toHaveLength(1);
  });

  it("refuses a reach into another unit's internals, but not its index or a chunk", () => {
    const internal = 'import { SessionPane } from "../session/SessionPane.tsx";';
    expect(lint("src/features/share/x.tsx", internal)).toEqual([
      "local/layers: src/features/session is reached through its index.ts from outside, not through src/features/session/SessionPane.tsx (its internals).",
    ]);
    expect(lint("src/features/share/x.tsx", 'import { x } from "../session/index.ts";')).toEqual(
      [],
    );
    expect(lint("src/features/share/x.tsx", 'const m = import("../session/Big.tsx");')).toEqual([]);
    expect(
      lint("src/features/a/x.ts", 'import { judge } from "../../client/validation/judge.ts";'),
    ).toHaveLength(1);
    // The shell composes the features from their parts.
    expect(lint("src/app/App.tsx", internal.replace("../session", "../features/session"))).toEqual(
      [],
    );
  });

  it("lets the allowed imports through and names a folder missing from the table", () => {
    expect(lint("src/features/a/x.ts", 'import { t } from "../../i18n/strings.ts";')).toEqual([]);
    expect(
      lint("src/store/x.ts", 'import type { TargetKind } from "../client/session/index.ts";'),
    ).toEqual([]);
    expect(lint("src/transport/x.ts", 'new URL("../server/worker.ts", import.meta.url);')).toEqual(
      [],
    );
    expect(lint("src/features/a/x.ts", 'import "../../index.css";')).toEqual([]);
    expect(lint("src/nowhere/x.ts", 'import { t } from "../i18n/strings.ts";')).toEqual([
      "local/layers: src/nowhere is not in the layer table (lint/layers.js): place it before it is used.",
    ]);
  });

  it("is on for every source file of the project", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of ["src/ui/Dialog.tsx", "src/protocol/index.ts", "src/app/App.tsx"]) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules?: Linter.RulesRecord };
      expect(config.rules?.["local/layers"]).toEqual([2, LAYER_OPTIONS]);
    }
  });
});
