import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import layers, { LAYER_OPTIONS } from "./lint/layers.js";

const REACT = [
  "react",
  "react-dom",
  "react/*",
  "react-dom/*",
  "@monaco-editor/*",
  "monaco-editor*",
];
/** Layers that run without React (in workers, in Node, in tests without a DOM). */
const REACT_FREE = [
  "client",
  "store",
  "share",
  "learn",
  "apps",
  "transport",
  "server",
  "i18n",
  "protocol",
  "cli",
  "devproxy",
  "bridge",
  "build",
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "coverage",
      "node_modules",
      "bin",
      "bench/out",
      "src/protocol/schema/generated",
      "src/server/widget/generated",
      "test/fixtures/lint",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["src/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The import direction of src/: the layer table and the rule are in lint/layers.js.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { local: layers },
    rules: {
      "local/layers": ["error", LAYER_OPTIONS],
      // The store library is wrapped in one place: src/store.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["zustand", "zustand/*"], message: "Use the store: src/store." }] },
      ],
    },
  },
  {
    files: ["src/store/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: REACT }] }] },
  },
  {
    files: REACT_FREE.filter((layer) => layer !== "store").map((layer) => `src/${layer}/**/*.ts`),
    ignores: ["src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: REACT, message: "This layer runs without React (docs/ARCHITECTURE.md)." },
            { group: ["zustand", "zustand/*"], message: "Use the store: src/store." },
          ],
        },
      ],
    },
  },
  {
    // The protocol core runs in Node, workers and the browser: no React, no DOM, no Node APIs.
    files: ["src/protocol/**/*.ts"],
    ignores: ["src/protocol/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: [...REACT, "zustand", "zustand/*", "node:*"] }] },
      ],
    },
  },
  { files: ["eslint.config.js", "lint/**/*.js"], ...tseslint.configs.disableTypeChecked },
  // The authorization callback page's script is plain JavaScript served as is (no build, no
  // types): linted by the JavaScript rules only.
  {
    files: ["public/**/*.js"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.browser, parserOptions: { projectService: false } },
  },
);
