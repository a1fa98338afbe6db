/**
 * Imported before the bridge and the SDK: their zod schemas would otherwise probe for eval
 * (`new Function`) as they are built, to compile faster checks. The page's policy forbids eval,
 * and the probe alone is reported as a violation.
 */
import { config } from "zod/v4";

config({ jitless: true });
