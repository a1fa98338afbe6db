import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  generateValidatorsModule,
  generatedFileName,
} from "../../../scripts/validators-codegen.ts";
import { PROTOCOL_VERSIONS } from "../versions.ts";
import { getVersionSchema } from "./index.ts";
import { createAjv } from "./ajv-options.ts";
import { importValidators } from "./precompiled.ts";

const generatedDir = join(dirname(fileURLToPath(import.meta.url)), "generated");

describe.each(PROTOCOL_VERSIONS)("precompiled validators of %s", (version) => {
  it("are up to date with the definitions (run `npm run gen:validators` if not)", () => {
    const onDisk = readFileSync(join(generatedDir, generatedFileName(version)), "utf8");
    expect(onDisk === generateValidatorsModule(version)).toBe(true);
  });

  it("judge like the runtime compiler, errors included", async () => {
    const validators = await importValidators(version);
    const schema = getVersionSchema(version).schema;
    const keys = Object.keys(schema.$defs);
    expect(Object.keys(validators).sort()).toEqual([...keys].sort());
    const ajv = createAjv();
    ajv.addSchema(schema);
    const samples: unknown[] = [
      {},
      { name: "suggest_gifts", arguments: { budget: "ten" } },
      { type: "text", text: 3 },
      { type: "image", data: "not base64!", mimeType: "image/png" },
      { uri: "not a uri", uriTemplate: "gifts://{category" },
      { content: [{ type: "audio" }], isError: "no" },
      [],
      null,
      "text",
    ];
    // Every method part and a spread of types: the runtime compile is the slow side here.
    const checked = keys.filter((k, i) => k.includes("__") || i % 7 === 0);
    for (const key of checked) {
      const runtime = ajv.getSchema(`${schema.$id}#/$defs/${key}`);
      const pre = validators[key];
      if (!runtime || !pre) throw new Error(key);
      for (const value of samples) {
        expect(pre(value), `${key} ${JSON.stringify(value)}`).toBe(runtime(value));
        expect(pre.errors ?? null).toEqual(runtime.errors ?? null);
      }
    }
  });
});
