import { describe, expect, test } from "vitest";
import { usePlayground } from "./fixtures.ts";

const app = usePlayground();

describe("the page", () => {
  test('is titled "MCP Playground"', async () => {
    const p = await app.open();
    expect(await p.title()).toBe("MCP Playground");
  });
});
