/** Shapes of the Russian finding catalogs. */
import type { Finding } from "../../../protocol/types.ts";

export type FindingArgs = Record<string, string | number>;

/**
 * Builds the Russian sentence of a finding from its args (and, rarely, its path). Returns
 * undefined when the args hold something it cannot translate faithfully: the caller then shows
 * the English message rather than a wrong Russian one.
 */
export type RuText = (args: FindingArgs, finding: Finding) => string | undefined;

export type RuTexts = Readonly<Record<string, RuText>>;

export type RuFixes = Readonly<Record<string, (args: FindingArgs) => string>>;
