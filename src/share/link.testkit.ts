/**
 * Pinned link samples for the link tests: a known state with the exact hash it encodes to, and
 * links made by earlier builds that must keep opening.
 */
import type { LinkState } from "./link.ts";

export const KNOWN: LinkState = {
  text: '{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
  version: "2025-11-25",
  target: { kind: "remote", url: "https://mcp.example.com/mcp" },
  session: [
    { type: "event", seq: 0, event: "started", at: 1000 },
    {
      type: "message",
      seq: 1,
      flow: "out",
      text: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      at: 1010.5,
      http: { method: "POST", url: "https://mcp.example.com/mcp", status: 200, durationMs: 12.25 },
    },
    {
      type: "message",
      seq: 2,
      flow: "in",
      text: '{"jsonrpc":"2.0","id":1,"result":{}}',
      at: 1022.75,
    },
  ],
};

/** The encoded form of KNOWN. If this changes, old links may no longer open: bump the format. */
export const KNOWN_HASH =
  "v1:jc7BasMwEATQf5nzRpYWTED_UFpobpYPxl4SFdsy0roEjP-9OOmll5LjzMDwNqjcFR5bwFdJc176AB_AxgZQQBwCPFPAJHpLw2PTlMZSjbFowA7Ct-QS0wwPtlyfnDtxDYJ2-SrHdZYpqYCw5hEeN9Wl-Kqa-sXIvZuWUUyfpiODUKQ8z5oGArLkrLWEol1WGdBSgwRy5KyzpqZ_3e6ve4nz9SHeflt4fLx_Xl6VaadrgefDM6y505jmtwLv2HC9H7IIYnKW2ZxfoGUp66gBftt3tO3-Aw";

/** Links made by earlier builds: each must keep opening with the same state. */
export const V1_SAMPLES: { hash: string; state: LinkState }[] = [
  {
    hash: "v1:Jc3BCsIwEEXRXwlvHVS6zLfMJrTT9onOSDKKtPTfRbq9Z3F3hH4DBbtYSoJ7d2uvUVCSYLjcBPmEp8bq09nNgzPHGnTrVxqD9cFNJ4HYIYaMj7ZONxTUdzgyorZF_6OFc-D4AQ",
    state: {
      text: '{\n  "jsonrpc": "2.0",\n  "method": "notifications/initialized"\n}\n',
      version: "auto",
      target: { kind: "gift" },
    },
  },
  {
    hash: "v1:jY7BboMwEER_Bc15CYYERfVPJFJ7wxws2AYqzCJ7qVoh_r2i7aHHXkdvZt4G5Q-FxSyavSWZsw2Ed45plBkWlakueVnmpgZBfXzwAUcOogzCGidYDKqLLYpJOj8NktSejTFF6BYQEqefqaaBgAzV9PerpQYjqKTrqSZsDkcel87BOlQn40AOY-9g53WayIFjlOhgN4dOenaw-bm6GkMOgVPyD_6u3n1MnP3C-w7aEFgH6WFxvz2__M9dva4J9mLMfogyqKInQhd9GrgH4bZqJq9Z4CDxE227fwE",
    state: {
      text: "not json {",
      version: "2024-11-05",
      target: { kind: "remote", url: "http://localhost:3000/mcp" },
      session: [
        { type: "message", seq: 0, flow: "out", text: "not json {", at: 5 },
        {
          type: "message",
          seq: 1,
          flow: "in",
          text: '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}',
          at: 7.5,
          http: { method: "POST", url: "http://localhost:3000/mcp", status: 400 },
        },
        { type: "event", seq: 2, event: "crashed", at: 9, detail: "Out of memory" },
      ],
    },
  },
];
