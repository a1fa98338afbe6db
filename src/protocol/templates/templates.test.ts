import { describe, expect, it } from "vitest";
import { checkText } from "../check/index.ts";
import { getVersionSchema } from "../schema/index.ts";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../versions.ts";
import { type MessageTemplate, nextId, templatesFor } from "./index.ts";
import { RECIPES } from "./recipes.ts";

function judge(version: ProtocolVersion, t: MessageTemplate, id: number | string = 7) {
  const text = t.build({ id });
  const context = t.kind === "reply" ? { requestMethod: () => t.method } : {};
  return { text, report: checkText(text, { version, context }) };
}

function variantCount(version: ProtocolVersion): number {
  const { methods, typeNames } = getVersionSchema(version);
  let n = 0;
  for (const m of methods.keys())
    n += (RECIPES[m]?.variants ?? []).filter((v) => typeNames.has(v.needsType)).length;
  return n;
}

describe.each(PROTOCOL_VERSIONS)("templates of %s", (version) => {
  const templates = templatesFor(version);
  const { methods } = getVersionSchema(version);
  const requests = [...methods.values()].filter((m) => m.kind === "request");

  it("cover every method, a reply to every request, and the version's variants", () => {
    expect(templates.length).toBe(methods.size + requests.length + variantCount(version));
    const ids = new Set(templates.map((t) => t.id));
    expect(ids.size).toBe(templates.length);
    for (const m of methods.values()) expect(ids).toContain(`${m.kind}:${m.method}`);
    for (const m of requests) expect(ids).toContain(`reply:${m.method}`);
    for (const t of templates) {
      expect(methods.has(t.method)).toBe(true);
      expect(t.title.length).toBeGreaterThan(0);
      expect(t.description.length).toBeGreaterThan(0);
    }
  });

  it.each(templates.map((t) => [t.id, t] as const))(
    "%s is valid, without errors or warnings",
    (_, t) => {
      const { text, report } = judge(version, t);
      expect(report.valid, text).toBe(true);
      expect(report.kind).toBe(t.kind);
      if (t.kind !== "reply") expect(report.method).toBe(t.method);
      const serious = report.findings.filter((f) => f.severity !== "hint");
      expect(serious, text).toEqual([]);
    },
  );

  it("use the id they are given, as a number or a string", () => {
    for (const t of templates) {
      const value = JSON.parse(t.build({ id: 42 })) as Record<string, unknown>;
      expect(value.jsonrpc).toBe("2.0");
      if (t.kind === "notification") expect(value).not.toHaveProperty("id");
      else expect(value.id).toBe(42);
      expect((JSON.parse(t.build({ id: "a-1" })) as { id?: unknown }).id).toBe(
        t.kind === "notification" ? undefined : "a-1",
      );
    }
  });
});

describe("2026-07-28 templates", () => {
  const templates = templatesFor("2026-07-28");

  it("carry the _meta every request needs", () => {
    for (const t of templates.filter((x) => x.kind === "request")) {
      const meta = (JSON.parse(t.build({ id: 1 })) as { params: { _meta: object } }).params._meta;
      expect(meta).toMatchObject({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": expect.any(Object) as object,
      });
    }
  });

  it("give every result its resultType", () => {
    for (const t of templates.filter((x) => x.kind === "reply")) {
      const { result } = JSON.parse(t.build({ id: 1 })) as { result: { resultType: string } };
      expect(result.resultType).toBe(
        t.id.endsWith("#input-required") ? "input_required" : "complete",
      );
    }
  });

  it("name the subscription after the listen request's own id", () => {
    const t = templates.find((x) => x.id === "reply:subscriptions/listen");
    expect(t?.build({ id: 12 })).toContain('"io.modelcontextprotocol/subscriptionId": 12');
  });
});

describe("gift server names", () => {
  const byId = (version: ProtocolVersion, id: string) => {
    const t = templatesFor(version).find((x) => x.id === id);
    if (!t) throw new Error(`no template ${id} in ${version}`);
    return JSON.parse(t.build({ id: 1 })) as { params: Record<string, unknown> };
  };

  it("are prefilled in tools/call, resources/read, prompts/get and completion/complete", () => {
    for (const version of PROTOCOL_VERSIONS) {
      expect(byId(version, "request:tools/call").params).toMatchObject({
        name: "suggest_gifts",
        arguments: { occasion: "birthday", budget: 50, recipient: "Ann" },
      });
      expect(byId(version, "request:resources/read").params.uri).toBe("gifts://catalog");
      expect(byId(version, "request:prompts/get").params).toMatchObject({
        name: "gift_congrats_style",
        arguments: { tone: "warm", recipient: "Ann" },
      });
      expect(byId(version, "request:completion/complete").params).toMatchObject({
        ref: { type: "ref/prompt", name: "gift_congrats_style" },
        argument: { name: "tone" },
      });
    }
  });

  it("keep only what each version knows", () => {
    const init = byId("2024-11-05", "request:initialize").params;
    expect(init.capabilities).not.toHaveProperty("elicitation");
    expect(byId("2025-11-25", "request:initialize").params.capabilities).toHaveProperty(
      "elicitation",
    );
    expect(byId("2025-06-18", "request:elicitation/create").params).not.toHaveProperty("mode");
    expect(byId("2025-11-25", "request:elicitation/create").params).toHaveProperty("mode", "form");
  });
});

describe("nextId", () => {
  it("is one more than the largest integer id in the text", () => {
    expect(nextId("")).toBe(1);
    expect(nextId('{"jsonrpc": "2.0", "id": 7, "method": "ping"}')).toBe(8);
    expect(nextId('[{"id": 3}, {"id":12}, {"id": "40"}]')).toBe(13);
  });

  it("reads broken text and ignores ids that are not integers", () => {
    expect(nextId('{"id": 5, "method": "tools/ca')).toBe(6);
    expect(nextId('{"id": 2.5} {"id": 1e3} {"id": -4}')).toBe(1);
    expect(nextId('{"requestId": 99, "id": 2}')).toBe(3);
    expect(nextId(`{"id": ${Number.MAX_SAFE_INTEGER}} {"id": 5}`)).toBe(6);
  });
});
