/** `npm run gen:validators`: rewrites src/protocol/schema/generated/ from the definitions. */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PROTOCOL_VERSIONS } from "../src/protocol/versions.ts";
import { generateValidatorsModule, generatedFileName } from "./validators-codegen.ts";

const out = join(dirname(fileURLToPath(import.meta.url)), "../src/protocol/schema/generated");
for (const version of PROTOCOL_VERSIONS) {
  const code = generateValidatorsModule(version);
  writeFileSync(join(out, generatedFileName(version)), code);
  console.log(`${generatedFileName(version)}: ${(code.length / 1024).toFixed(0)} KB`);
}
