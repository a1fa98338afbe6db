import { describe, expect, it } from "vitest";
import { maskedArgv, maskedEvent, stdioCardTarget } from "./stdio-target.ts";
import { SECRETS, SECRET_ARGV } from "./stdio-target.testkit.ts";

describe("a stdio card's target", () => {
  it("masks headers, secret URL parameters and passwords, and the values of secret flags", () => {
    const masked = maskedArgv(SECRET_ARGV);
    expect(masked).toEqual([
      "npx",
      "mcp-remote",
      "https://x/mcp?api_key=••••",
      "--header",
      "Authorization: Bearer ••••",
      "--key",
      "••••",
      "--password",
      "••••",
      "--client-secret=••••",
      "--header=X-Api-Key: ••••",
      "postgres://bob:••••@db.example/x",
    ]);
    const line = stdioCardTarget(SECRET_ARGV);
    for (const secret of SECRETS) expect(line).not.toContain(secret);
  });

  it("masks flags named like secrets, token-shaped values and a URL's password", () => {
    expect(
      maskedArgv([
        "node",
        "server.js",
        "--token",
        "abc123",
        "--api-key=xyz",
        "API_SECRET=hunter2",
        "DB_PASS=hunter3",
        "sk-ABCDEFGHIJKLMNOPQRST",
        "https://bob:pa55@db.example/x",
        "--port",
        "8080",
        "--auth",
        "--verbose",
        "Content-Type: application/json",
        "https://example.com/mcp?page=2",
      ]),
    ).toEqual([
      "node",
      "server.js",
      "--token",
      "••••",
      "--api-key=••••",
      "API_SECRET=••••",
      "DB_PASS=••••",
      "••••QRST",
      "https://bob:••••@db.example/x",
      "--port",
      "8080",
      "--auth",
      "--verbose",
      "Content-Type: application/json",
      "https://example.com/mcp?page=2",
    ]);
  });

  it("masks the argv of a spawned event and leaves other events alone", () => {
    const spawned = maskedEvent({
      type: "spawned",
      pid: 1,
      argv: SECRET_ARGV,
      cwd: "/",
      path: "/usr/bin",
      at: 0,
    });
    expect(JSON.stringify(spawned)).not.toMatch(/SECRET|hunter2|pa55/);
    const line = { type: "stdout", line: "--token x", at: 0 } as const;
    expect(maskedEvent(line)).toBe(line);
  });

  it("keeps an ordinary command line as it is, quoted like the page's", () => {
    expect(stdioCardTarget(["npx", "-y", "@modelcontextprotocol/server-everything", "a b"])).toBe(
      'npx -y @modelcontextprotocol/server-everything "a b"',
    );
    expect(stdioCardTarget(["ghp_secret-looking-command"])).toBe("ghp_secret-looking-command");
  });
});
