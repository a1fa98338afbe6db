import { describe, expect, it } from "vitest";
import { versionOptions } from "./options.ts";

describe("VersionPicker options", () => {
  it("offer the five versions, newest first, the default marked, then auto", () => {
    expect(versionOptions("en")).toEqual([
      { value: "2026-07-28", label: "2026-07-28" },
      { value: "2025-11-25", label: "2025-11-25 (default)" },
      { value: "2025-06-18", label: "2025-06-18" },
      { value: "2025-03-26", label: "2025-03-26" },
      { value: "2024-11-05", label: "2024-11-05" },
      { value: "auto", label: "auto (from the handshake)" },
    ]);
  });

  it("are labelled in Russian too, values unchanged", () => {
    const ru = versionOptions("ru");
    expect(ru.map((o) => o.value)).toEqual(versionOptions("en").map((o) => o.value));
    expect(ru.at(-1)?.label).toMatch(/^авто/);
  });
});
