/**
 * Tool schemas: the interpreter (`session/schema/`) against ajv's generated validators, which
 * checked tool arguments before, on ordinary schemas and arguments, measured in the same run.
 * ajv is the speed reference only: its code generation cannot run under a strict CSP.
 * Part of `npm run bench`; alone: `npm run bench:core` builds it, `node bench/out/tool-schemas.js`.
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { compileToolSchema } from "../src/protocol/session/tool-schemas.ts";
import { measure } from "./measure.ts";

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false, logger: false }));

/** Tool schemas as servers write them, each with arguments that pass and that fail. */
const TOOLS: { name: string; schema: Record<string, unknown>; values: unknown[] }[] = [
  {
    name: "weather (flat)",
    schema: {
      type: "object",
      properties: {
        city: { type: "string", minLength: 1 },
        days: { type: "integer", minimum: 1, maximum: 14 },
        unit: { enum: ["C", "F"] },
      },
      required: ["city"],
      additionalProperties: false,
    },
    values: [{ city: "Paris", days: 3, unit: "C" }, { city: "", days: 30 }, { city: "Oslo" }],
  },
  {
    name: "search (pattern, format)",
    schema: {
      type: "object",
      properties: {
        query: { type: "string", maxLength: 200 },
        lang: { type: "string", pattern: "^[a-z]{2}(-[A-Z]{2})?$" },
        since: { type: "string", format: "date-time" },
        site: { type: "string", format: "uri" },
      },
      required: ["query"],
    },
    values: [
      { query: "mcp", lang: "en-GB", since: "2025-01-31T12:00:00Z", site: "https://example.com" },
      { query: "mcp", lang: "english", since: "yesterday" },
    ],
  },
  {
    name: "order (nested, arrays)",
    schema: {
      type: "object",
      properties: {
        customer: {
          type: "object",
          properties: { id: { type: "string" }, email: { type: "string", format: "email" } },
          required: ["id"],
        },
        items: {
          type: "array",
          minItems: 1,
          items: {
            type: "object",
            properties: { sku: { type: "string" }, qty: { type: "integer", minimum: 1 } },
            required: ["sku", "qty"],
          },
        },
        tags: { type: "array", items: { type: "string" }, uniqueItems: true },
      },
      required: ["customer", "items"],
    },
    values: [
      {
        customer: { id: "c1", email: "a@b.co" },
        items: Array.from({ length: 10 }, (_, i) => ({ sku: `s${i}`, qty: i + 1 })),
        tags: ["a", "b", "c"],
      },
      { customer: { email: "nope" }, items: [{ sku: 1, qty: 0 }], tags: ["a", "a"] },
    ],
  },
  {
    name: "pydantic-style ($defs, anyOf)",
    schema: {
      $defs: {
        Address: {
          type: "object",
          properties: {
            street: { type: "string" },
            zip: { anyOf: [{ type: "string" }, { type: "null" }] },
          },
          required: ["street"],
        },
      },
      type: "object",
      properties: {
        name: { type: "string" },
        home: { $ref: "#/$defs/Address" },
        other: { anyOf: [{ $ref: "#/$defs/Address" }, { type: "null" }], default: null },
      },
      required: ["name", "home"],
    },
    values: [
      { name: "Ann", home: { street: "Main", zip: null }, other: { street: "Side", zip: "0150" } },
      { name: "Ann", home: { zip: 5 }, other: 3 },
    ],
  },
];

/** How the old code turned ajv's errors into findings (part of what each check cost). */
function ajvIssues(errors: typeof ajv.errors): number {
  return (errors ?? []).slice(0, 20).map((e) => `${e.instancePath} ${e.message ?? ""}`).length;
}

export function toolSchemaBench(): void {
  console.log("\nTool schemas: the interpreter against ajv's generated code (same run)");
  const ratios: number[] = [];
  for (const tool of TOOLS) {
    const fn = ajv.compile(tool.schema);
    const ours = compileToolSchema(tool.schema);
    if (!ours.ok) throw new Error(ours.reason);
    const rounds = 20_000;
    const checks = rounds * tool.values.length;
    const theirs = measure("ajv", () => {
      for (let r = 0; r < rounds; r++)
        for (const v of tool.values) if (!fn(v)) ajvIssues(fn.errors);
    });
    const mine = measure("interpreter", () => {
      for (let r = 0; r < rounds; r++) for (const v of tool.values) ours.validate(v);
    });
    let n = 0;
    const prepareOurs = measure("prepare", () => {
      for (let i = 0; i < 50; i++) compileToolSchema({ ...tool.schema, $comment: `p${n++}` });
    });
    const prepareAjv = measure("compile", () => {
      for (let i = 0; i < 50; i++) {
        const schema = { ...tool.schema, $comment: `c${n++}` };
        ajv.compile(schema);
        ajv.removeSchema(schema);
      }
    });
    const us = (m: { ms: number }, count: number) => ((m.ms * 1000) / count).toFixed(2).padStart(7);
    ratios.push(mine.ms / theirs.ms);
    console.log(
      [
        tool.name.padEnd(30),
        `check: ajv ${us(theirs, checks)} µs, interpreter ${us(mine, checks)} µs (${(mine.ms / theirs.ms).toFixed(1)}x)`,
        `prepare: ajv ${us(prepareAjv, 50)} µs, interpreter ${us(prepareOurs, 50)} µs`,
      ].join("   "),
    );
  }
  const mean = Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length);
  console.log(`interpreter / ajv per check, geometric mean: ${mean.toFixed(1)}x`);
}

if (/tool-schemas\.[jt]s$/.test(process.argv[1] ?? "")) toolSchemaBench();
