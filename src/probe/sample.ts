/**
 * Arguments made from a tool's inputSchema: the run's own when the user wrote none, and the
 * page's prefill for the user to edit. No dependencies, so the page can load it on its own.
 */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Strings of the formats tools use most. */
const FORMATS: Record<string, string> = {
  uri: "https://example.com/",
  url: "https://example.com/",
  email: "user@example.com",
  date: "2025-01-01",
  "date-time": "2025-01-01T00:00:00Z",
  uuid: "00000000-0000-4000-8000-000000000000",
};

/** A value the schema accepts, as small as it can be: defaults, examples, consts, enums first. */
export function sampleOf(schema: unknown, depth = 0): unknown {
  if (!isRecord(schema) || depth > 8) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ["anyOf", "oneOf"]) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) return sampleOf(branches[0], depth + 1);
  }
  const type: unknown = Array.isArray(schema.type) ? (schema.type as unknown[])[0] : schema.type;
  switch (type) {
    case "string": {
      const format = typeof schema.format === "string" ? FORMATS[schema.format] : undefined;
      if (format) return format;
      const min = typeof schema.minLength === "number" ? Math.min(schema.minLength, 1000) : 0;
      const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
      const word = "example".padEnd(min, "e");
      return word.slice(0, Math.max(min, Math.min(word.length, max)));
    }
    case "integer":
    case "number":
      if (typeof schema.minimum === "number") return schema.minimum;
      if (typeof schema.exclusiveMinimum === "number") return schema.exclusiveMinimum + 1;
      if (typeof schema.maximum === "number" && schema.maximum < 0) return schema.maximum;
      return 1;
    case "boolean":
      return false;
    case "null":
      return null;
    case "array": {
      const min = typeof schema.minItems === "number" ? Math.min(schema.minItems, 10) : 0;
      return Array.from({ length: min }, () => sampleOf(schema.items, depth + 1) ?? null);
    }
    default: {
      const out: Record<string, unknown> = {};
      const properties = isRecord(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required : [];
      for (const name of required) {
        if (typeof name === "string") out[name] = sampleOf(properties[name], depth + 1) ?? "";
      }
      return out;
    }
  }
}

/** A tool call's `arguments` from its inputSchema: always an object (the spec's shape). */
export function argumentsOf(inputSchema: unknown): Record<string, unknown> {
  const sample = sampleOf(inputSchema);
  return isRecord(sample) ? sample : {};
}
