/** Every MCP definition of every version, gathered from the per-area files. */
import type { MethodDef, TypeDef } from "../registry.ts";
import * as core from "./core.ts";
import * as lifecycle from "./lifecycle.ts";
import * as content from "./content.ts";
import * as tools from "./tools.ts";
import * as resources from "./resources.ts";
import * as prompts from "./prompts.ts";
import * as client from "./client.ts";
import * as tasks from "./tasks.ts";

const modules: { types: TypeDef[]; methods: MethodDef[] }[] = [
  core,
  lifecycle,
  content,
  tools,
  resources,
  prompts,
  client,
  tasks,
];

export const ALL_TYPES: readonly TypeDef[] = modules.flatMap((m) => m.types);
export const ALL_METHODS: readonly MethodDef[] = modules.flatMap((m) => m.methods);
