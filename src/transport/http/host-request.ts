/**
 * A request with a Host header of the caller's choosing, in Node only (fetch never sends one:
 * Host is a forbidden header there). The report card asks a server on loopback as a page after
 * a DNS rebinding would: its own address, another site's name in Host.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

import type { HostRequest } from "./host-types.ts";

export type { HostAnswer, HostRequest } from "./host-types.ts";

export const hostRequest: HostRequest = (url, host, headers, body, timeoutMs) =>
  new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(
      target,
      { method: "POST", headers: { ...headers, Host: host }, timeout: timeoutMs },
      (res) => {
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) out[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        // The status and headers are what is judged; the body is not read.
        res.destroy();
        resolve({ status: res.statusCode ?? 0, headers: out });
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer in time")));
    req.on("error", (error) => resolve({ headers: {}, error: error.message }));
    req.end(body);
  });
