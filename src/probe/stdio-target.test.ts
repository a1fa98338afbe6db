import { describe, expect, it } from "vitest";
import { maskedArgv, stdioCardTarget } from "./stdio-target.ts";

describe("a stdio card's target", () => {
  it("masks flags named like secrets, token-shaped values and a URL's password", () => {
    expect(
      maskedArgv([
        "node",
        "server.js",
        "--token",
        "abc123",
        "--api-key=xyz",
        "API_SECRET=hunter2",
        "sk-ABCDEFGHIJKLMNOPQRST",
        "https://bob:pa55@db.example/x",
        "--port",
        "8080",
        "--auth",
        "--verbose",
      ]),
    ).toEqual([
      "node",
      "server.js",
      "--token",
      "***",
      "--api-key=***",
      "API_SECRET=***",
      "***",
      "https://bob:***@db.example/x",
      "--port",
      "8080",
      "--auth",
      "--verbose",
    ]);
  });

  it("keeps an ordinary command line as it is, quoted like the page's", () => {
    expect(stdioCardTarget(["npx", "-y", "@modelcontextprotocol/server-everything", "a b"])).toBe(
      'npx -y @modelcontextprotocol/server-everything "a b"',
    );
    expect(stdioCardTarget(["ghp_secret-looking-command"])).toBe("ghp_secret-looking-command");
  });
});
