import fc from "fast-check";
import { expect, it } from "vitest";
import { PROTOCOL_VERSIONS } from "../versions.ts";
import { createSession } from "./index.ts";

const methods = [
  "initialize",
  "ping",
  "tools/list",
  "tools/call",
  "notifications/initialized",
  "notifications/progress",
  "notifications/cancelled",
  "roots/list",
  "nonsense",
];
const id = fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constantFrom("a", "b", "__proto__"));

const message = fc.oneof(
  fc.record({
    jsonrpc: fc.constant("2.0"),
    id: fc.option(id),
    method: fc.constantFrom(...methods),
    params: fc.option(
      fc.oneof(
        fc.record({ name: fc.constantFrom("t", "u"), arguments: fc.jsonValue() }),
        fc.record({ progressToken: id, requestId: id, progress: fc.integer() }),
        fc.record({ _meta: fc.record({ progressToken: id }) }),
        fc.record({ protocolVersion: fc.constantFrom(...PROTOCOL_VERSIONS, "1999-01-01") }),
      ),
    ),
  }),
  fc.record({
    jsonrpc: fc.constant("2.0"),
    id,
    result: fc.oneof(
      fc.record({
        tools: fc.array(
          fc.record({
            name: fc.constantFrom("t", "u"),
            inputSchema: fc.jsonValue(),
            outputSchema: fc.jsonValue(),
          }),
          { maxLength: 3 },
        ),
      }),
      fc.record({ structuredContent: fc.jsonValue(), content: fc.constant([]) }),
      fc.record({ protocolVersion: fc.constantFrom(...PROTOCOL_VERSIONS, "2099-01-01") }),
    ),
  }),
);

const text = fc.oneof(
  { weight: 8, arbitrary: message.map((m) => JSON.stringify(m, null, 1)) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.array(message, { maxLength: 3 }).map((m) => JSON.stringify(m)) },
);

it("never throws, and every session finding lies inside its text", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...PROTOCOL_VERSIONS, "auto" as const),
      fc.array(
        fc.record({
          text,
          direction: fc.constantFrom(undefined, "client-to-server", "server-to-client"),
        }),
        { maxLength: 12 },
      ),
      (version, inputs) => {
        const s = createSession({ version, limits: { pending: 4, finished: 4, tools: 2 } });
        for (const input of inputs) {
          const report = s.check(input.text, input.direction ? { direction: input.direction } : {});
          const lines = input.text.split(/\r\n|\r|\n/);
          for (const f of report.findings) {
            const { start, end } = f.range;
            expect(start.line).toBeGreaterThanOrEqual(1);
            expect(end.line).toBeLessThanOrEqual(lines.length);
            expect(start.column).toBeGreaterThanOrEqual(1);
          }
        }
        expect(s.state.pending.length).toBeLessThanOrEqual(4);
        expect(s.state.tools.length).toBeLessThanOrEqual(2);
      },
    ),
    { numRuns: 300 },
  );
});
