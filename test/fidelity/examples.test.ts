/**
 * The official examples of 2026-07-28: each whole message (it has `jsonrpc`) is valid for the
 * project's checker, except those that contradict the official schema (`DELIBERATE_EXAMPLES`:
 * the project follows the schema and says so); each example of a part (a `Tool`, a
 * `TextContent`, a `CallToolResult`) is valid against the project's `$defs` entry of the same
 * name. And, as a sanity check of the test data, each is valid under the official schema.
 */
import { describe, expect, it } from "vitest";
import { getVersionSchema } from "../../src/protocol/schema/index.ts";
import { validateAgainst } from "../../src/protocol/schema/validator.ts";
import type { ProtocolVersion } from "../../src/protocol/versions.ts";
import { officialExamples } from "../support/official.ts";
import { officialMethods, validateOfficial } from "../support/official-validator.ts";
import { DELIBERATE_EXAMPLES } from "./deliberate.ts";
import { projectCheck } from "./project-verdict.ts";

const VERSION: ProtocolVersion = "2026-07-28";
const examples = officialExamples(VERSION);
const isMessage = (x: unknown) => typeof x === "object" && x !== null && "jsonrpc" in x;

/** `CallToolResultResponse` answers the request whose result is `CallToolResult`: tools/call. */
function requestMethodOf(definition: string): string | undefined {
  const result = definition.replace(/Response$/, "");
  if (result === definition) return undefined;
  for (const m of officialMethods(VERSION).values()) if (m.resultDef === result) return m.method;
  return undefined;
}

describe(`official examples of ${VERSION}`, () => {
  it("are there, and some are whole messages", () => {
    expect(examples.length).toBeGreaterThanOrEqual(100);
    expect(examples.filter(([, , v]) => isMessage(v)).length).toBeGreaterThanOrEqual(25);
  });

  it("include every example deliberate.ts lists", () => {
    const names = new Set(examples.map(([d, f]) => `${d}/${f}`));
    expect(DELIBERATE_EXAMPLES.map((d) => d.example).filter((n) => !names.has(n))).toEqual([]);
  });

  for (const [definition, file, value] of examples) {
    const name = `${definition}/${file}`;

    it(`${name} is valid under the official schema`, () => {
      expect(validateOfficial(VERSION, definition, value)).toEqual([]);
    });

    const deliberate = DELIBERATE_EXAMPLES.find((d) => d.example === name);
    if (deliberate) {
      it(`${name} contradicts the official schema, and the project says so`, () => {
        const method = requestMethodOf(definition);
        const resultDef = method && officialMethods(VERSION).get(method)?.resultDef;
        const result = (value as { result: unknown }).result;
        // The official schema's own result definition rejects it for exactly these keys.
        const official = resultDef ? validateOfficial(VERSION, resultDef, result) : [];
        const missing = official.map((e) => /"missingProperty":"([^"]+)"/.exec(e)?.[1]);
        expect(missing.sort()).toEqual([...deliberate.missing].sort());
        const report = projectCheck(JSON.stringify(value, null, 2), VERSION, method);
        const errors = report.findings.filter((f) => f.severity === "error");
        expect(errors.map((f) => `${f.path} ${f.code} ${String(f.args?.key)}`).sort()).toEqual(
          deliberate.missing.map((key) => `/result mcp.required ${key}`).sort(),
        );
        for (const f of errors) expect(f.message).toContain(`official example \`${definition}\``);
      });
    } else if (isMessage(value)) {
      it(`${name} is a valid message for the project`, () => {
        const method = requestMethodOf(definition);
        if (definition.endsWith("ResultResponse")) expect(method, "request method").toBeDefined();
        const report = projectCheck(JSON.stringify(value, null, 2), VERSION, method);
        const errors = report.findings.filter((f) => f.severity === "error");
        expect(errors.map((f) => `${f.path} ${f.code}: ${f.message}`)).toEqual([]);
        expect(report.valid).toBe(true);
      });
    } else {
      it(`${name} is valid against the project's ${definition}`, () => {
        expect(Object.keys(getVersionSchema(VERSION).schema.$defs)).toContain(definition);
        expect(validateAgainst(VERSION, definition, value)).toEqual([]);
      });
    }
  }
});
