/**
 * What a server asks of the client: sampling, elicitation and roots, plus the 2026-07-28
 * input-required flow that carries those asks inside results. One file per feature.
 */
import type { MethodDef, TypeDef } from "../registry.ts";
import * as sampling from "./sampling.ts";
import * as elicitation from "./elicitation.ts";
import * as roots from "./roots.ts";
import * as input from "./input.ts";

const parts = [sampling, elicitation, roots, input];

export const types: TypeDef[] = parts.flatMap((p) => p.types);
export const methods: MethodDef[] = parts.flatMap((p) => p.methods);
