/**
 * The pages the UI benchmark loads, built as they ship: the playground (the project's own Vite
 * config), the floor (bench/ui/floor, a minimal Vite + React page) and the MCP Inspector's web
 * UI (already built, in its npm package).
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

export interface BuiltPages {
  app: string;
  floor: string;
  inspector: string;
  /** The temp directory holding the two builds. */
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
  const require = createRequire(import.meta.url);
  const inspector = join(
    dirname(require.resolve("@modelcontextprotocol/inspector-client/package.json")),
    "dist",
  );
  return { app, floor, inspector, temp };
}
