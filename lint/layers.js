/**
 * The import rule of `src/` as an ESLint rule: every top-level folder is a layer, and a file may
 * import only from its own layer and the layers listed below it (docs/ARCHITECTURE.md draws
 * them). Inside `features/` and `client/` each subfolder is a unit: from outside the unit it is
 * reached through its `index.ts` only. A dynamic `import()`, a `?worker` import and
 * `new URL(…, import.meta.url)` start a chunk or a worker of their own, so they may name any file
 * of a layer the importer may use.
 *
 * Relative specifiers are resolved against the importing file; package imports are left to
 * `no-restricted-imports`. Files outside `src/` (tests, benchmarks, scripts) are not checked.
 */
import path from "node:path";

/**
 * The layers of src/, top down, and what each may import besides itself (docs/ARCHITECTURE.md).
 * A layer may also import whatever the layers it names may: the lists say only the next steps
 * down. `learn` and `apps` are the homes of the lessons' and the widget host's framework-free
 * logic, `auth` of the authorization flow (OAuth against a remote server) and `probe` of the
 * server check (the report card), both usable from Node (`share` reads the card a link holds); `cli`, `devproxy`, `bridge` and `build` are Node entry points (the command-line checker, the dev
 * server's proxy plugin, the local stdio bridge and `mcp-playground`, the build's own plugins).
 */
export const LAYERS = {
  app: ["features"],
  features: ["ui", "client", "store"],
  ui: ["i18n"],
  store: ["client"],
  client: ["share", "learn", "apps", "auth", "probe"],
  share: ["transport", "probe"],
  learn: ["i18n"],
  apps: ["transport"],
  auth: ["transport"],
  probe: ["auth"],
  transport: ["server", "i18n"],
  server: ["protocol"],
  i18n: ["protocol"],
  protocol: [],
  cli: ["protocol", "probe"],
  devproxy: ["transport"],
  bridge: ["transport", "build"],
  build: [],
};

/** Every layer each one may import: the transitive closure of LAYERS. */
export const LAYER_REACH = Object.fromEntries(
  Object.entries(LAYERS).map(([layer, next]) => {
    const reach = new Set(next);
    for (const name of reach) for (const below of LAYERS[name] ?? []) reach.add(below);
    return [layer, [...reach]];
  }),
);

/** The options of `layers` in the project (eslint.config.js): the shell composes the features. */
export const LAYER_OPTIONS = { layers: LAYER_REACH, composers: ["app"] };

/** Units whose inside is private: `src/<folder>/<unit>/…` is reached through its index.ts. */
const UNIT_FOLDERS = new Set(["features", "client"]);
/** Stylesheets carry no code; any layer may pull one in. */
const ASSET = /\.css$/;

/** `src/a/b/c.ts` → `["a", "b", "c.ts"]`; undefined outside `src/`. */
function srcParts(root, file) {
  const rel = path.relative(path.join(root, "src"), file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep);
}

/** The layer of a path under src/: its top folder; files at the top belong to `app` (main.tsx). */
const layerOf = (parts) => (parts.length === 1 ? "app" : parts[0]);

/** `features/session`, `client/validation`…, or undefined for paths without units. */
function unitOf(parts) {
  return UNIT_FOLDERS.has(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: "problem",
    docs: { description: "Layers of src/ import only downward; units only through index.ts." },
    schema: [
      {
        type: "object",
        properties: {
          layers: {
            type: "object",
            additionalProperties: { type: "array", items: { type: "string" } },
          },
          /** Layers that may reach into any unit of a layer below (the shell composes them). */
          composers: { type: "array", items: { type: "string" } },
        },
        required: ["layers"],
        additionalProperties: false,
      },
    ],
    messages: {
      unknown:
        "src/{{layer}} is not in the layer table (lint/layers.js): place it before it is used.",
      upward:
        "src/{{from}} must not import from src/{{to}}: layers import only downward ({{allowed}}).",
      internal:
        "{{unit}} is reached through its index.ts from outside, not through {{file}} (its internals).",
    },
  },
  create(context) {
    const { layers, composers = [] } = context.options[0] ?? {};
    const root = context.cwd;
    const from = srcParts(root, context.filename);
    if (!from || !layers) return {};
    const fromLayer = layerOf(from);
    const fromUnit = unitOf(from);

    /** `chunk`: a dynamic import, worker or asset URL (a separate chunk). */
    function check(node, specifier, chunk) {
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const bare = specifier.replace(/\?.*$/, "");
      if (ASSET.test(bare)) return;
      const to = srcParts(root, path.resolve(path.dirname(context.filename), bare));
      if (!to) return;
      const toLayer = layerOf(to);
      for (const layer of [fromLayer, toLayer]) {
        if (!Object.hasOwn(layers, layer)) {
          context.report({ node, messageId: "unknown", data: { layer } });
          return;
        }
      }
      if (toLayer !== fromLayer && !layers[fromLayer].includes(toLayer)) {
        const allowed = layers[fromLayer].length
          ? `src/${fromLayer} may import ${layers[fromLayer].join(", ")}`
          : `src/${fromLayer} imports no other layer`;
        context.report({
          node,
          messageId: "upward",
          data: { from: fromLayer, to: toLayer, allowed },
        });
        return;
      }
      const toUnit = unitOf(to);
      const internal = toUnit && toUnit !== fromUnit && to[to.length - 1] !== "index.ts";
      const composing = composers.includes(fromLayer) && toLayer === "features";
      if (internal && !chunk && !specifier.includes("?worker") && !composing) {
        context.report({
          node,
          messageId: "internal",
          data: { unit: `src/${toUnit}`, file: `src/${to.join("/")}` },
        });
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value, false);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === "Literal") check(node.source, node.source.value, true);
      },
      // new URL("../server/worker.ts", import.meta.url): a worker's script.
      NewExpression(node) {
        const [first, second] = node.arguments;
        if (
          node.callee.type === "Identifier" &&
          node.callee.name === "URL" &&
          first?.type === "Literal" &&
          second?.type === "MemberExpression" &&
          second.object.type === "MetaProperty"
        ) {
          check(first, first.value, true);
        }
      },
    };
  },
};

export default { rules: { layers: layersRule } };
