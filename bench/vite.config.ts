/**
 * Builds the benchmarks as the product ships (bundled and minified, no development helpers), so
 * `npm run bench` measures the core a user runs rather than a transpile-on-load variant.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  build: {
    ssr: true,
    target: "node20",
    outDir: at("./out"),
    emptyOutDir: true,
    minify: true,
    rollupOptions: {
      input: {
        run: at("./run.ts"),
        "first-validation": at("./first-validation.ts"),
        "tool-schemas": at("./tool-schemas.ts"),
      },
      output: { entryFileNames: "[name].js" },
    },
  },
});
