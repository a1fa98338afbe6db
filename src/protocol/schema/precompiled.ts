/**
 * Loads a version's precompiled validators: no schema compilation at run time, so the first
 * validation of a version costs a module load. Each version is its own chunk in the app.
 */
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../versions.ts";
import { hasPrecompiled, registerPrecompiled } from "./validator.ts";

const modules: Record<
  ProtocolVersion,
  () => Promise<typeof import("./generated/mcp-2025-11-25.js")>
> = {
  "2024-11-05": () => import("./generated/mcp-2024-11-05.js"),
  "2025-03-26": () => import("./generated/mcp-2025-03-26.js"),
  "2025-06-18": () => import("./generated/mcp-2025-06-18.js"),
  "2025-11-25": () => import("./generated/mcp-2025-11-25.js"),
  "2026-07-28": () => import("./generated/mcp-2026-07-28.js"),
};

/** The precompiled validators of `version`, one per `$defs` entry, without registering them. */
export async function importValidators(version: ProtocolVersion) {
  return (await modules[version]()).validators;
}

/** Loads the precompiled validators of `version` (once); validation works without them, slower to start. */
export async function loadPrecompiled(version: ProtocolVersion): Promise<void> {
  if (hasPrecompiled(version)) return;
  registerPrecompiled(version, await importValidators(version));
}

export async function loadAllPrecompiled(): Promise<void> {
  await Promise.all(PROTOCOL_VERSIONS.map(loadPrecompiled));
}
