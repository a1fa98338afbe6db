import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { rpc } from "../protocol/exchange/testkit.ts";
import { maskHeaders } from "../transport/http/index.ts";
import { MASK, curlForSent, shellQuote, toCurl } from "./curl.ts";

describe("curl", () => {
  const message = JSON.stringify(
    rpc.request(7, "tools/call", { name: "suggest_gifts", arguments: {} }),
  );

  it("builds the command with the MCP headers, masking secrets", () => {
    const r = toCurl(message, {
      url: "https://mcp.example.com/mcp",
      protocolVersion: "2025-11-25",
      sessionId: "sess-123",
      headers: { Authorization: "Bearer sk-secret", "X-Trace": "1", accept: "text/plain" },
    });
    expect(r).toEqual({
      ok: true,
      command: [
        "curl -X POST 'https://mcp.example.com/mcp' \\",
        "  -H 'Content-Type: application/json' \\",
        "  -H 'Accept: application/json, text/event-stream' \\",
        "  -H 'MCP-Protocol-Version: 2025-11-25' \\",
        `  -H 'Mcp-Session-Id: ${MASK}' \\`,
        `  -H 'Authorization: ${MASK}' \\`,
        `  -H 'X-Trace: ${MASK}' \\`,
        `  --data-raw '${message}'`,
      ].join("\n"),
      masked: ["Mcp-Session-Id", "Authorization", "X-Trace"],
      dropped: [],
    });
    const shown = toCurl(
      message,
      { url: "https://mcp.example.com/mcp", headers: { Authorization: "Bearer sk-secret" } },
      { reveal: true },
    );
    expect(shown.ok && shown.command).toContain("-H 'Authorization: Bearer sk-secret'");
  });

  it("sends MCP-Protocol-Version only for versions that define it", () => {
    const old = toCurl("{}", { url: "http://localhost:3000/mcp", protocolVersion: "2025-03-26" });
    expect(old.ok && old.command).not.toContain("MCP-Protocol-Version");
    const recent = toCurl("{}", {
      url: "http://localhost:3000/mcp",
      protocolVersion: "2025-06-18",
    });
    expect(recent.ok && recent.command).toContain("MCP-Protocol-Version: 2025-06-18");
  });

  it("refuses unsafe addresses and bodies no shell can pass, drops broken headers", () => {
    expect(toCurl("{}", { url: "file:///etc/passwd" })).toMatchObject({
      ok: false,
      reason: "unsafe-url",
    });
    expect(toCurl("a\u0000b", { url: "https://x.example/" })).toMatchObject({
      ok: false,
      reason: "unquotable",
    });
    const r = toCurl("{}", {
      url: "https://u:p@x.example/",
      headers: { "X-Bad": "a\r\nInjected: 1", "Bad Name": "x" },
    });
    expect(r).toMatchObject({ ok: true, dropped: ["X-Bad", "Bad Name"] });
    expect(r.ok && r.command).not.toContain("Injected");
    expect(r.ok && r.command).not.toContain("u:p@");
  });

  it("quotes so that the shell passes any text through unchanged", () => {
    const tricky = [
      `it's "quoted" $(rm -rf /) \`id\` $HOME \\ ; | & > < * ? ~ !`,
      "multi\nline\r\n\ttab",
      "'''",
      "",
      "привет 😀",
    ];
    for (const text of tricky) {
      const out = execFileSync("sh", ["-c", `printf '%s' ${shellQuote(text)}`], {
        encoding: "utf8",
      });
      expect(out).toBe(text);
    }
  });
});

describe("curl for a message that was sent", () => {
  const body = JSON.stringify(rpc.request(3, "tools/call", { name: "echo", arguments: {} }));
  const url = "https://mcp.example.com/mcp";
  const sentHeaders = {
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
    Authorization: "Bearer sk-live-0123456789abcdef",
    "X-Demo": "hello",
    "Mcp-Session-Id": "4f2c1b7e-session",
    "MCP-Protocol-Version": "2025-11-25",
    "Mcp-Method": "tools/call",
    "Mcp-Name": "echo",
    "Mcp-Param-Region": "eu",
  };
  // What the exchange keeps: the transport masks secrets before recording.
  const sent = { url, requestHeaders: maskHeaders(sentHeaders) };
  const known = { authorization: "Bearer sk-live-0123456789abcdef", "X-Demo": "hello" };

  it("repeats the recorded headers, secrets masked until asked", () => {
    const masked = curlForSent(body, sent, known);
    expect(masked).toMatchObject({ ok: true, unknown: [], dropped: [] });
    if (!masked.ok) return;
    expect(masked.masked).toEqual(["Authorization", "X-Demo", "Mcp-Session-Id"]);
    expect(masked.command).toContain(`-H 'Authorization: ${MASK}'`);
    expect(masked.command).not.toContain("sk-live");
    for (const plain of ["Mcp-Method: tools/call", "Mcp-Name: echo", "Mcp-Param-Region: eu"])
      expect(masked.command).toContain(`-H '${plain}'`);

    const shown = curlForSent(body, sent, known, { reveal: true });
    expect(shown).toMatchObject({ ok: true, masked: [], unknown: [] });
    if (!shown.ok) return;
    expect(shown.command).toContain("-H 'Authorization: Bearer sk-live-0123456789abcdef'");
    expect(shown.command).toContain("-H 'Mcp-Session-Id: 4f2c1b7e-session'");
    expect(shown.command).toContain("-H 'X-Demo: hello'");
    expect(shown.command.endsWith(`--data-raw '${body}'`)).toBe(true);
  });

  it("never puts in a secret the page no longer knows, or one changed since", () => {
    const nows: Record<string, string>[] = [
      {},
      { Authorization: "Bearer sk-live-other-token-9999" },
    ];
    for (const now of nows) {
      const r = curlForSent(body, sent, now, { reveal: true });
      expect(r).toMatchObject({ ok: true, unknown: ["Authorization"], masked: ["Authorization"] });
      expect(r.ok && r.command).toContain(`-H 'Authorization: ${MASK}'`);
      expect(r.ok && r.command).not.toContain("sk-live");
    }
    // A plain header changed since keeps the value that was sent.
    const changed = curlForSent(body, sent, { ...known, "X-Demo": "bye" }, { reveal: true });
    expect(changed.ok && changed.command).toContain("-H 'X-Demo: hello'");
  });

  it("runs in a shell as the very request that was sent", () => {
    const r = curlForSent(body, sent, known, { reveal: true });
    if (!r.ok) throw new Error(r.reason);
    // `curl` replaced by a function printing its arguments one per line.
    const script = `curl() { for a in "$@"; do printf '%s\\n' "$a"; done; }\n${r.command}`;
    const args = execFileSync("sh", ["-c", script], { encoding: "utf8" }).split("\n");
    expect(args.slice(0, 3)).toEqual(["-X", "POST", url]);
    expect(args).toContain("Authorization: Bearer sk-live-0123456789abcdef");
    expect(args).toContain(body);
  });

  it("refuses what it cannot send safely", () => {
    expect(curlForSent(body, { url: "javascript:alert(1)" }, {})).toMatchObject({
      ok: false,
      reason: "unsafe-url",
    });
    const r = curlForSent(body, { url, requestHeaders: { "X-Bad": "a\r\nInjected: 1" } }, {});
    expect(r).toMatchObject({ ok: true, dropped: ["X-Bad"] });
  });
});
