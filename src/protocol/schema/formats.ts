/**
 * The string formats the MCP schemas use, shared by the runtime ajv instance and the
 * precompiled validators (which reference `formats.<name>`).
 */
import formatsModule from "ajv-formats/dist/formats.js";

type FormatCheck = (value: string) => boolean;

const { fullFormats } = formatsModule as unknown as {
  fullFormats: Record<string, FormatCheck | RegExp | { validate: FormatCheck | RegExp }>;
};

function asCheck(name: string): FormatCheck {
  let def = fullFormats[name];
  if (def && typeof def === "object" && "validate" in def) def = def.validate;
  if (def instanceof RegExp) {
    const re = def;
    return (value) => re.test(value);
  }
  if (typeof def !== "function") throw new Error(`unknown format ${name}`);
  return def;
}

export const formats: Record<string, FormatCheck> = {
  uri: asCheck("uri"),
  "uri-template": asCheck("uri-template"),
  byte: asCheck("byte"),
};
