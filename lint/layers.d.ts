// Types of layers.js for the tests that load it (the ESLint config itself is plain JavaScript).
import type { ESLint, Rule } from "eslint";

export const LAYERS: Record<string, string[]>;
export const LAYER_REACH: Record<string, string[]>;
export const LAYER_OPTIONS: { layers: Record<string, string[]>; composers: string[] };
export const layersRule: Rule.RuleModule;
declare const plugin: ESLint.Plugin & { rules: { layers: Rule.RuleModule } };
export default plugin;
