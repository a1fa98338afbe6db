/**
 * The pages the UI benchmark loads, built as they ship: the playground (the project's own Vite
 * config), the floor (bench/ui/floor, a minimal Vite + React page), the Monaco floor
 * (bench/ui/monaco-floor, Monaco alone, set up as the playground sets it up) and the MCP
 * Inspector's web UI (already built, in its npm package).
 */
import { mkdtemp } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FLOOR = fileURLToPath(new URL("./floor", import.meta.url));
const MONACO_FLOOR = fileURLToPath(new URL("./monaco-floor", import.meta.url));

export interface BuiltPages {
  app: string;
  floor: string;
  monacoFloor: string;
  inspector: string;
  /** The temp directory holding the builds. */
  temp: string;
}

export async function buildPages(): Promise<BuiltPages> {
  const temp = await mkdtemp(join(tmpdir(), "mcp-playground-ui-bench-"));
  const app = join(temp, "app");
  const floor = join(temp, "floor");
  await build({ root: ROOT, logLevel: "error", build: { outDir: app, emptyOutDir: true } });
  await build({
    root: FLOOR,
    configFile: false,
    base: "./",
    logLevel: "error",
    plugins: [react()],
    build: { outDir: floor, emptyOutDir: true },
  });
  // Built as the playground builds Monaco: ES-module workers, relative URLs.
  const monacoFloor = join(temp, "monaco-floor");
  await build({
    root: MONACO_FLOOR,
    configFile: false,
    base: "./",
    logLevel: "error",
    worker: { format: "es" },
    build: { outDir: monacoFloor, emptyOutDir: true },
  });
  const require = createRequire(import.meta.url);
  const inspector = join(
    dirname(require.resolve("@modelcontextprotocol/inspector-client/package.json")),
    "dist",
  );
  return { app, floor, monacoFloor, inspector, temp };
}
