/**
 * Judges the authorization lane against the spec of the version the flow followed: each HTTP
 * step (and the authorization page's answer) gets findings naming the spec section or RFC.
 * The judge reads only the log (masked secrets still show which fields are there) and keeps
 * what earlier steps said (the issuer, the state sent, whether the client is public), as the
 * flow did. Pure: no DOM, no network.
 */
import type { Finding, Severity } from "../types.ts";
import type { MessageEntry } from "../exchange/types.ts";
import { authMessage } from "./messages.ts";

type Args = Record<string, string | number>;

const AUTH_ORDER = ["2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"];
const since = (version: string, from: string) =>
  Math.max(0, AUTH_ORDER.indexOf(version)) >= AUTH_ORDER.indexOf(from);

const NOWHERE = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };

function finding(severity: Severity, code: string, args: Args = {}): Finding {
  return {
    severity,
    code,
    message: authMessage(code, args) ?? code,
    args,
    path: "",
    range: NOWHERE,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function header(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/** The URL's parameters (query, or fragment when the query has none), or of a form body. */
function params(text: string): URLSearchParams {
  return new URLSearchParams(text);
}

function urlParams(url: string): URLSearchParams {
  try {
    const u = new URL(url);
    return u.search ? u.searchParams : new URLSearchParams(u.hash.slice(1));
  } catch {
    return new URLSearchParams();
  }
}

/** The issuer a metadata URL was built from (RFC 8414 §3.1, OpenID Connect appending). */
/**
 * MCP "Communication Security": every authorization server endpoint over https; plain http
 * only on loopback (development). Anything else (`javascript:`, `data:`) is no endpoint.
 */
function secureEndpoint(url: string): boolean {
  try {
    const u = new URL(url);
    if (u.protocol === "https:") return true;
    const host = u.hostname.replace(/^\[|\]$/g, "");
    return (
      u.protocol === "http:" &&
      (host === "localhost" || /^127\.\d+\.\d+\.\d+$/.test(host) || host === "::1")
    );
  } catch {
    return false;
  }
}

export function issuerOfMetadataUrl(url: string): string | undefined {
  try {
    const u = new URL(url);
    for (const name of ["oauth-authorization-server", "openid-configuration"]) {
      const inserted = `/.well-known/${name}`;
      if (u.pathname.startsWith(inserted)) return u.origin + u.pathname.slice(inserted.length);
      if (u.pathname.endsWith(inserted)) return u.origin + u.pathname.slice(0, -inserted.length);
    }
  } catch {
    return undefined;
  }
  return undefined;
}

function canonical(url: string): string | undefined {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === "/" ? "" : u.pathname.replace(/\/$/, "")}`;
  } catch {
    return undefined;
  }
}

/** RFC 9728 §3.3, with a server-wide resource (a path prefix on the same origin) allowed. */
function sameResource(declared: string, resource: string): boolean {
  const a = canonical(declared);
  const b = canonical(resource);
  if (!a || !b) return false;
  return a === b || b.startsWith(`${a}/`);
}

/** The judge of one session's authorization lane: call it with each auth entry in order. */
export function createAuthJudge(): (entry: MessageEntry) => Finding[] {
  let issuer: string | undefined;
  let issAdvertised = false;
  let state: string | null = null;
  let publicClient = true;
  return (entry) => {
    const meta = entry.auth;
    if (!meta) return [];
    const version = meta.version;
    const out: Finding[] = [];
    const http = entry.http;
    if (entry.flow === "in" && meta.blocked) {
      const url = http?.url ?? "";
      out.push(
        meta.blocked === "cors"
          ? finding("error", "auth.cors-blocked", { url, header: meta.missingHeader ?? "" })
          : finding("error", "auth.unreachable", { url }),
      );
      return out;
    }
    const status = http?.status ?? 0;
    const json = entry.flow === "in" ? parseJson(entry.text) : undefined;
    switch (`${meta.step}:${entry.flow}`) {
      case "challenge:in": {
        if (version === "2025-03-26") break;
        const value = header(http?.responseHeaders, "www-authenticate");
        if (value === undefined) {
          out.push(finding("warning", "auth.challenge-hidden", { status, version }));
          break;
        }
        if (!/(^|[\s,])bearer(\s|$)/i.test(value)) {
          out.push(finding("warning", "auth.challenge-no-bearer"));
          break;
        }
        if (!/resource_metadata\s*=/i.test(value)) {
          out.push(
            finding(version === "2025-06-18" ? "error" : "hint", "auth.challenge-no-metadata", {
              version,
            }),
          );
        }
        if (/error\s*=\s*"?insufficient_scope/i.test(value)) {
          const scope =
            /scope\s*=\s*"([^"]*)"/i.exec(value)?.[1] ??
            /scope\s*=\s*([^\s,]+)/i.exec(value)?.[1] ??
            "";
          out.push(finding("hint", "auth.challenge-insufficient-scope", { scope }));
        }
        break;
      }
      case "resource-metadata:in": {
        if (status !== 200 || !isRecord(json)) {
          out.push(finding("hint", "auth.prm-not-found", { status, version }));
          break;
        }
        const servers = json.authorization_servers;
        if (!Array.isArray(servers) || servers.length === 0) {
          out.push(finding("error", "auth.prm-no-authorization-servers"));
        }
        if (typeof json.resource === "string" && !sameResource(json.resource, meta.resource)) {
          out.push(
            finding("error", "auth.prm-resource-mismatch", {
              declared: json.resource,
              resource: meta.resource,
            }),
          );
        }
        break;
      }
      case "as-metadata:in": {
        if (status !== 200 || !isRecord(json)) {
          out.push(finding("hint", "auth.as-not-found", { status, version }));
          break;
        }
        const declared = typeof json.issuer === "string" ? json.issuer : "";
        const expected = issuerOfMetadataUrl(http?.url ?? "");
        const strict = version === "2026-07-28";
        // Every era: 2025-03-26's metadata is at the server's origin, which is its issuer.
        if (
          expected !== undefined &&
          declared !== expected &&
          (strict || declared.replace(/\/$/, "") !== expected.replace(/\/$/, ""))
        ) {
          out.push(finding("error", "auth.as-issuer-mismatch", { declared, expected }));
        }
        issuer = declared || expected;
        issAdvertised = json.authorization_response_iss_parameter_supported === true;
        for (const field of ["authorization_endpoint", "token_endpoint"]) {
          if (typeof json[field] !== "string")
            out.push(finding("error", "auth.as-missing-endpoint", { field }));
        }
        for (const field of ["authorization_endpoint", "token_endpoint", "registration_endpoint"]) {
          const url = json[field];
          if (typeof url === "string" && !secureEndpoint(url))
            out.push(finding("error", "auth.as-endpoint-insecure", { field, url }));
        }
        const methods = json.code_challenge_methods_supported;
        if (!Array.isArray(methods)) {
          out.push(
            finding(since(version, "2025-11-25") ? "error" : "warning", "auth.as-no-pkce", {
              version,
            }),
          );
        } else if (!methods.includes("S256")) {
          out.push(
            finding("error", "auth.as-no-s256", { methods: methods.map(String).join(", ") }),
          );
        }
        break;
      }
      case "register:out": {
        const body = parseJson(entry.text);
        if (version === "2026-07-28" && isRecord(body) && body.application_type === undefined) {
          out.push(finding("warning", "auth.register-no-application-type"));
        }
        break;
      }
      case "register:in": {
        if (status < 200 || status > 299) {
          const error = isRecord(json) && typeof json.error === "string" ? json.error : "";
          out.push(finding("error", "auth.register-failed", { status, error }));
          break;
        }
        if (status !== 201) out.push(finding("hint", "auth.register-status", { status }));
        if (!isRecord(json) || typeof json.client_id !== "string") {
          out.push(finding("error", "auth.register-no-client-id"));
        }
        break;
      }
      case "authorize:out": {
        const q = urlParams(http?.url ?? "");
        const need: [string, string][] = [
          ["response_type", "RFC 6749 §4.1.1"],
          ["client_id", "RFC 6749 §4.1.1"],
          ["code_challenge", "PKCE, RFC 7636 §4.3; MCP Authorization Code Protection"],
          ["code_challenge_method", "S256, RFC 7636 §4.3; OAuth 2.1 §4.1.1"],
          ["state", "MCP Open Redirection; RFC 6749 §10.12"],
        ];
        if (since(version, "2025-06-18"))
          need.push(["resource", "RFC 8707 §2; MCP Resource Parameter Implementation"]);
        for (const [param, rule] of need) {
          const value = q.get(param);
          if (!value || (param === "code_challenge_method" && value !== "S256")) {
            out.push(finding("error", "auth.authorize-missing", { param, rule }));
          }
        }
        state = q.get("state");
        break;
      }
      case "authorize:in": {
        const q = params(entry.text);
        const iss = q.get("iss");
        if (iss !== null && issuer !== undefined && iss !== issuer) {
          out.push(finding("error", "auth.callback-iss-mismatch", { iss, expected: issuer }));
          break;
        }
        if (iss === null && issAdvertised) {
          out.push(finding("error", "auth.callback-iss-missing", { expected: issuer ?? "" }));
          break;
        }
        if (state !== null && q.get("state") !== state)
          out.push(finding("error", "auth.callback-state-mismatch"));
        const error = q.get("error");
        if (error) {
          out.push(
            finding("warning", "auth.callback-error", {
              error,
              description: q.get("error_description") ?? "",
            }),
          );
        }
        break;
      }
      case "token:out":
      case "refresh:out": {
        const q = params(entry.text);
        publicClient = !q.has("client_secret") && !header(http?.requestHeaders, "authorization");
        const need: [string, string][] =
          meta.step === "token"
            ? [
                ["grant_type", "RFC 6749 §4.1.3"],
                ["code", "RFC 6749 §4.1.3"],
                ["code_verifier", "PKCE, RFC 7636 §4.5"],
                ["redirect_uri", "RFC 6749 §4.1.3"],
              ]
            : [
                ["grant_type", "RFC 6749 §6"],
                ["refresh_token", "RFC 6749 §6"],
              ];
        if (since(version, "2025-06-18"))
          need.push(["resource", "RFC 8707 §2; MCP Resource Parameter Implementation"]);
        for (const [param, rule] of need) {
          if (!q.get(param)) out.push(finding("error", "auth.token-missing", { param, rule }));
        }
        break;
      }
      case "token:in":
      case "refresh:in": {
        if (status !== 200) {
          const error = isRecord(json) && typeof json.error === "string" ? json.error : "";
          out.push(finding("error", "auth.token-error", { status, error }));
          break;
        }
        if (!isRecord(json) || typeof json.access_token !== "string") {
          out.push(finding("error", "auth.token-no-access-token"));
          break;
        }
        if (typeof json.token_type !== "string")
          out.push(finding("error", "auth.token-no-token-type"));
        else if (json.token_type.toLowerCase() !== "bearer") {
          out.push(finding("warning", "auth.token-not-bearer", { type: json.token_type }));
        }
        if (meta.step === "refresh") {
          if (typeof json.refresh_token === "string")
            out.push(finding("hint", "auth.refresh-rotated"));
          else if (publicClient) out.push(finding("warning", "auth.refresh-not-rotated"));
        }
        break;
      }
      default:
        break;
    }
    return out;
  };
}
