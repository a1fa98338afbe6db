import { describe, expect, it } from "vitest";
import { checkText } from "../../protocol/check/check.ts";
import { createSession } from "../../protocol/session/index.ts";
import { PROTOCOL_VERSIONS } from "../../protocol/versions.ts";
import { handshakeFor, replyTemplate } from "./templates.ts";

const capabilitiesOf = (request: string) =>
  Object.keys(
    (JSON.parse(request) as { params: { capabilities: Record<string, unknown> } }).params
      .capabilities,
  ).sort();

describe("handshakeFor", () => {
  it("is initialize then notifications/initialized, valid in order, up to 2025-11-25", async () => {
    for (const version of PROTOCOL_VERSIONS.filter((v) => v !== "2026-07-28")) {
      const h = await handshakeFor(version, []);
      expect(h.method).toBe("initialize");
      const session = createSession({ version });
      const dir = { direction: "client-to-server" } as const;
      expect(session.check(h.request, dir).findings, version).toEqual([]);
      expect(JSON.parse(h.request)).toMatchObject({
        id: 1,
        params: { protocolVersion: version },
      });
      expect(h.then && JSON.parse(h.then)).toEqual({
        jsonrpc: "2.0",
        method: "notifications/initialized",
      });
    }
  });

  it("declares elicitation only where the version has it, sampling and roots everywhere", async () => {
    expect(capabilitiesOf((await handshakeFor("2024-11-05", [])).request)).toEqual([
      "roots",
      "sampling",
    ]);
    expect(capabilitiesOf((await handshakeFor("2025-06-18", [])).request)).toEqual([
      "elicitation",
      "roots",
      "sampling",
    ]);
  });

  it("is a lone server/discover in 2026-07-28", async () => {
    const h = await handshakeFor("2026-07-28", []);
    expect(h.method).toBe("server/discover");
    expect(h.then).toBeUndefined();
    expect(checkText(h.request, { version: "2026-07-28" }).findings).toEqual([]);
  });

  it("takes an id that the client has not used in the session", async () => {
    const sent = ['{"jsonrpc":"2.0","id":7,"method":"ping"}', '{"id": 41, broken'];
    const h = await handshakeFor("2025-11-25", sent);
    expect(h.id).toBe(42);
    expect(JSON.parse(h.request)).toMatchObject({ id: 42 });
  });

  it("is compact, as a client writes it on the wire", async () => {
    expect((await handshakeFor("2025-11-25", [])).request).not.toContain("\n");
  });
});

describe("replyTemplate", () => {
  it("answers the server's requests with their id, valid for the version", async () => {
    for (const method of ["elicitation/create", "sampling/createMessage", "roots/list"]) {
      const text = await replyTemplate("2025-11-25", method, "srv-3");
      expect(JSON.parse(text)).toMatchObject({ jsonrpc: "2.0", id: "srv-3" });
      const report = checkText(text, { version: "2025-11-25" });
      expect(
        report.findings.filter((f) => f.severity !== "hint"),
        method,
      ).toEqual([]);
      expect(report.kind).toBe("reply");
    }
  });

  it("falls back to an empty result where the version has no template", async () => {
    const text = await replyTemplate("2026-07-28", "sampling/createMessage", 4);
    expect(JSON.parse(text)).toEqual({ jsonrpc: "2.0", id: 4, result: {} });
  });
});
