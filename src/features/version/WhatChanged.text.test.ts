import { describe, expect, it } from "vitest";
import { methodChanges } from "../../protocol/changes/index.ts";
import type { Change } from "../../protocol/changes/index.ts";
import { changeSentence, splitByDepth, versionStatus, wtn } from "./WhatChanged.text.ts";

const facts = (types: string[], required = false, depth = 1) => ({ types, required, depth });

describe("changeSentence", () => {
  it("says what was added, with presence and type", () => {
    const c: Change = { path: "params.task", kind: "added", after: facts(["TaskMetadata"]) };
    expect(changeSentence(c, "en")).toBe("added (optional, TaskMetadata)");
    expect(changeSentence(c, "ru")).toBe("добавлено (необязательное, TaskMetadata)");
  });

  it("says what a field can now be, or no longer be, and when it became required", () => {
    const union: Change = {
      path: "result",
      kind: "changed",
      before: facts(["CallToolResult"], true, 0),
      after: facts(["InputRequiredResult", "CallToolResult"], true, 0),
    };
    expect(changeSentence(union, "en")).toBe("can now also be InputRequiredResult");
    const narrowed: Change = { ...union, before: union.after, after: union.before };
    expect(changeSentence(narrowed, "ru")).toBe("больше не может быть InputRequiredResult");
    const req: Change = {
      path: "params",
      kind: "changed",
      before: facts(["PaginatedRequestParams"], false, 0),
      after: facts(["PaginatedRequestParams"], true, 0),
    };
    expect(changeSentence(req, "en")).toBe("now required");
    const both: Change = {
      path: "x",
      kind: "changed",
      before: facts(["string"], true),
      after: facts(["integer"], false),
    };
    expect(changeSentence(both, "en")).toBe("was string, now integer; no longer required");
    expect(
      changeSentence({ path: "params.task", kind: "removed", before: facts(["T"]) }, "en"),
    ).toBe("removed");
  });
});

describe("versionStatus", () => {
  it("tells appearance, disappearance, changes and stillness apart", () => {
    const story = methodChanges("elicitation/create").versions;
    expect(story.map((v, i) => versionStatus(v, i))).toEqual([
      "absent",
      "absent",
      "appeared",
      "changed",
      "disappeared",
    ]);
    expect(versionStatus(methodChanges("ping").versions[1]!, 1)).toBe("same");
    expect(versionStatus(methodChanges("ping").versions[0]!, 0)).toBe("baseline");
  });
});

describe("splitByDepth and plurals", () => {
  it("folds changes deeper than two levels", () => {
    const v = methodChanges("tools/call").versions.find((x) => x.version === "2026-07-28");
    const { main, detail } = splitByDepth(v?.params ?? []);
    expect(main.map((c) => c.path)).toContain("params.task");
    expect(main.map((c) => c.path)).toContain(
      "params._meta.io.modelcontextprotocol/protocolVersion",
    );
    expect(detail.every((c) => (c.after ?? c.before)!.depth > 2)).toBe(true);
  });

  it("counts in Russian with three forms", () => {
    expect(wtn("count", 1, "ru")).toBe("1 изменение");
    expect(wtn("count", 3, "ru")).toBe("3 изменения");
    expect(wtn("count", 12, "ru")).toBe("12 изменений");
    expect(wtn("more", 1, "en")).toBe("1 more detailed change");
  });
});
