/** Every MCP definition of every version, gathered from the per-area files. */
import type { MethodDef, TypeDef } from "../registry.ts";

const modules: { types: TypeDef[]; methods: MethodDef[] }[] = [];

export const ALL_TYPES: readonly TypeDef[] = modules.flatMap((m) => m.types);
export const ALL_METHODS: readonly MethodDef[] = modules.flatMap((m) => m.methods);
