/**
 * Tool arguments: one small description per tool gives both the `inputSchema` that
 * `tools/list` shows and the check `tools/call` runs. The check is ours rather than a JSON
 * Schema validator's so that its messages read the same in the worker and in Node.
 */

type FieldType =
  | { type: "string" }
  | { type: "number"; exclusiveMinimum?: number }
  | { type: "string-list"; minItems?: number }
  | { type: "enum"; values: readonly string[] };

export type Field = FieldType & { description: string; required?: boolean };

export type ArgSpec = Readonly<Record<string, Field>>;

export function inputSchemaOf(spec: ArgSpec): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec)) {
    const { description } = field;
    switch (field.type) {
      case "string":
        properties[name] = { type: "string", description };
        break;
      case "number":
        properties[name] = {
          type: "number",
          description,
          ...(field.exclusiveMinimum !== undefined && { exclusiveMinimum: field.exclusiveMinimum }),
        };
        break;
      case "string-list":
        properties[name] = {
          type: "array",
          items: { type: "string" },
          description,
          ...(field.minItems !== undefined && { minItems: field.minItems }),
        };
        break;
      case "enum":
        properties[name] = { type: "string", enum: [...field.values], description };
        break;
    }
  }
  const required = Object.entries(spec)
    .filter(([, f]) => f.required)
    .map(([n]) => n);
  return { type: "object", properties, ...(required.length > 0 && { required }) };
}

export interface ArgCheck {
  /** The arguments, when every present one has the right type. */
  args: Record<string, unknown>;
  /** Required arguments that are absent. */
  missing: string[];
  /** Other problems, one sentence each. */
  problems: string[];
}

const describe = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;

function fieldProblem(name: string, field: Field, value: unknown): string | undefined {
  switch (field.type) {
    case "string":
      return typeof value === "string"
        ? undefined
        : `\`${name}\` must be a string, not ${describe(value)}.`;
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) {
        return `\`${name}\` must be a number, not ${describe(value)}.`;
      }
      if (field.exclusiveMinimum !== undefined && value <= field.exclusiveMinimum) {
        return `\`${name}\` must be greater than ${field.exclusiveMinimum}.`;
      }
      return undefined;
    case "string-list":
      if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
        return `\`${name}\` must be an array of strings.`;
      }
      if (field.minItems !== undefined && value.length < field.minItems) {
        return `\`${name}\` needs at least ${field.minItems} item(s).`;
      }
      return undefined;
    case "enum":
      return typeof value === "string" && field.values.includes(value)
        ? undefined
        : `\`${name}\` must be one of ${field.values.map((v) => `"${v}"`).join(", ")}.`;
  }
}

/** Checks `tools/call` arguments against a spec; unknown extra arguments are ignored. */
export function checkArgs(spec: ArgSpec, raw: unknown): ArgCheck {
  if (raw === undefined) raw = {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return {
      args: {},
      missing: [],
      problems: [`\`arguments\` must be an object, not ${describe(raw)}.`],
    };
  }
  const given = raw as Record<string, unknown>;
  const result: ArgCheck = { args: {}, missing: [], problems: [] };
  for (const [name, field] of Object.entries(spec)) {
    const value = given[name];
    if (value === undefined) {
      if (field.required) result.missing.push(name);
      continue;
    }
    const problem = fieldProblem(name, field, value);
    if (problem) result.problems.push(problem);
    else result.args[name] = value;
  }
  return result;
}

/** All problems of a check as one readable sentence list (missing arguments first). */
export function explainCheck(check: ArgCheck): string {
  const missing = check.missing.map((n) => `\`${n}\` is required.`);
  return [...missing, ...check.problems].join(" ");
}
