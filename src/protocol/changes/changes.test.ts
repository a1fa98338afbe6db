import { describe, expect, it } from "vitest";
import { getVersionSchema } from "../schema/index.ts";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../versions.ts";
import {
  type Change,
  type VersionChanges,
  allMethods,
  diffFields,
  methodChanges,
} from "./index.ts";

function at(method: string, version: ProtocolVersion): VersionChanges {
  const v = methodChanges(method).versions.find((x) => x.version === version);
  if (!v) throw new Error(`no entry for ${version}`);
  return v;
}

const find = (changes: Change[] | undefined, path: string) => changes?.find((c) => c.path === path);

describe("methodChanges", () => {
  it("lists every version, oldest first, and marks where the method exists", () => {
    for (const method of allMethods()) {
      const { versions } = methodChanges(method);
      expect(versions.map((v) => v.version)).toEqual([...PROTOCOL_VERSIONS]);
      for (const v of versions)
        expect(v.present).toBe(getVersionSchema(v.version).methods.has(method));
    }
  });

  it("tools/call: structuredContent in 2025-06-18, task from 2025-11-25 until 2026-07-28", () => {
    expect(find(at("tools/call", "2025-06-18").result, "result.structuredContent")).toMatchObject({
      kind: "added",
      after: { required: false },
    });
    expect(find(at("tools/call", "2025-11-25").params, "params.task")).toMatchObject({
      kind: "added",
      after: { types: ["TaskMetadata"], required: false },
    });
    expect(find(at("tools/call", "2026-07-28").params, "params.task")?.kind).toBe("removed");
    expect(find(at("tools/call", "2026-07-28").result, "result.resultType")).toMatchObject({
      kind: "added",
      after: { types: ["string"], required: true },
    });
    expect(find(at("tools/call", "2025-11-25").result, "result.resultType")).toBeUndefined();
  });

  it("tools/call: a 2026-07-28 result may also ask for input", () => {
    const change = find(at("tools/call", "2026-07-28").result, "result");
    expect(change?.kind).toBe("changed");
    expect(change?.before?.types).toEqual(["CallToolResult"]);
    expect(change?.after?.types).toEqual(["InputRequiredResult", "CallToolResult"]);
  });

  it("tools/call: content blocks gain audio in 2025-03-26 and resource links in 2025-06-18", () => {
    const audio = find(at("tools/call", "2025-03-26").result, "result.content[]");
    expect(audio?.after?.types).toContain("AudioContent");
    expect(audio?.before?.types).not.toContain("AudioContent");
    const link = find(at("tools/call", "2025-06-18").result, "result.content[]");
    expect(link?.after?.types).toContain("ResourceLink");
  });

  it("elicitation/create appears in 2025-06-18 and is gone in 2026-07-28", () => {
    const { versions } = methodChanges("elicitation/create");
    expect(versions.map((v) => v.present)).toEqual([false, false, true, true, false]);
    expect(at("elicitation/create", "2025-06-18")).toMatchObject({
      appeared: true,
      kind: "request",
      direction: "server-to-client",
    });
    expect(at("elicitation/create", "2025-06-18").params).toBeUndefined();
    expect(at("elicitation/create", "2026-07-28").disappeared).toBe(true);
    expect(find(at("elicitation/create", "2025-11-25").params, "params.mode")?.kind).toBe("added");
  });

  it("records params becoming required and a sender changing", () => {
    expect(find(at("tools/list", "2026-07-28").params, "params")).toMatchObject({
      kind: "changed",
      before: { required: false },
      after: { required: true },
    });
    expect(at("notifications/progress", "2026-07-28")).toMatchObject({
      direction: "server-to-client",
      directionBefore: "both",
    });
  });

  it("names no change where nothing changed", () => {
    expect(at("ping", "2025-03-26").params).toEqual([]);
    expect(at("ping", "2025-03-26").result).toEqual([]);
    expect(at("tools/call", "2024-11-05")).not.toHaveProperty("params");
    expect(at("notifications/initialized", "2025-06-18").result).toBeUndefined();
  });

  it("gives a fresh method's story: absent everywhere but where it exists", () => {
    expect(methodChanges("no/such").versions.every((v) => !v.present)).toBe(true);
  });
});

describe("diffFields", () => {
  const f = (types: string[], required = false, objectLike = false) => ({
    types,
    required,
    depth: 1,
    ...(objectLike ? { objectLike } : {}),
  });

  it("reports an added field once, not each field inside it", () => {
    const before = new Map([["params", f(["object"], true, true)]]);
    const after = new Map([
      ["params", f(["object"], true, true)],
      ["params.task", f(["TaskMetadata"], false, true)],
      ["params.task.ttl", f(["integer"])],
    ]);
    expect(diffFields(before, after)).toEqual([
      { path: "params.task", kind: "added", after: after.get("params.task") },
    ]);
    expect(diffFields(after, before)).toEqual([
      { path: "params.task", kind: "removed", before: after.get("params.task") },
    ]);
  });

  it("sees a named object and an inline one as the same type, a union or a flag as changes", () => {
    const named = new Map([["result._meta", f(["ResultMetaObject"], false, true)]]);
    const inline = new Map([["result._meta", f(["object"], false, true)]]);
    expect(diffFields(inline, named)).toEqual([]);
    const union = new Map([["result", f(["A", "B"], true)]]);
    expect(diffFields(new Map([["result", f(["B"], true)]]), union)[0]?.kind).toBe("changed");
    expect(
      diffFields(new Map([["x", f(["string"], true)]]), new Map([["x", f(["string"])]])),
    ).toEqual([{ path: "x", kind: "changed", before: f(["string"], true), after: f(["string"]) }]);
  });
});
