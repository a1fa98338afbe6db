import type { MethodDef, TypeDef } from "../registry.ts";

export const types: TypeDef[] = [];
export const methods: MethodDef[] = [];
