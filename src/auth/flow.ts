/**
 * `AuthFlow`: the authorization flow as a step machine. Each HTTP request and the
 * authorization page is one step; in step mode the flow stops before each one and shows it
 * (`snapshot().pending`) until `continue()`; `runToEnd()` lets the rest go. Everything it
 * sends and receives is logged on the authorization lane (see `wire.ts`). Framework-free:
 * fetch, the clock, the log and the browser's authorization page are given.
 *
 * ```ts
 * const flow = new AuthFlow({ resource, version, client, wire, authorize, challenge });
 * flow.subscribe((snapshot) => …);   // phase, the pending request, the error
 * const result = await flow.run();   // { ok: true, grant } | { ok: false, error }
 * ```
 */
import type { AuthMeta, HttpDetail } from "../protocol/exchange/types.ts";
import { scopeList, scopeUnion, bearerChallenge } from "./challenge.ts";
import { FlowStop, discoverResource, discoverServer, guard } from "./discover.ts";
import { authorizationUrl, clientIdentity, readCallback, requestTokens } from "./grant.ts";
import { createPkce, randomString } from "./pkce.ts";
import { type AuthRules, authRules, canonicalResource } from "./rules.ts";
import { maskBody, maskUrl } from "./secrets.ts";
import type {
  ChallengeInfo,
  ClientConfig,
  FlowError,
  FlowResult,
  FlowSnapshot,
  Grant,
  PendingStep,
  RegisteredClient,
} from "./types.ts";
import {
  type AuthWire,
  type LaneFacts,
  type StepRequest,
  requestDetail,
  sendStep,
} from "./wire.ts";

/**
 * Opens the authorization page at `url` and resolves with the URL the browser came back to
 * (the callback, with `code`, `state`, `iss`); rejects when the user closed the page.
 */
export type OpenAuthorization = (url: string) => Promise<string>;

export interface AuthFlowOptions {
  /** The MCP server's URL. */
  resource: string;
  /** The protocol version whose authorization rules apply. */
  version?: string;
  client: ClientConfig;
  wire: AuthWire;
  authorize: OpenAuthorization;
  /** The 401/403 that started the flow, when one did. */
  challenge?: ChallengeInfo;
  /** Scopes already granted: step-up asks for them again with the new ones. */
  grantedScopes?: readonly string[];
  /** A client registered earlier, reused with the same authorization server. */
  knownClient?: RegisteredClient;
  /** Stop before each step until `continue()`. */
  stepping?: boolean;
}

type Listener = (snapshot: FlowSnapshot) => void;

export class AuthFlow {
  private readonly rules: AuthRules;
  private readonly lane: LaneFacts;
  private snap: FlowSnapshot = { phase: "idle", steps: 0 };
  private readonly listeners = new Set<Listener>();
  private stepping: boolean;
  private release: (() => void) | undefined;
  private cancelled = false;
  private cancelWait: ((error: FlowStop) => void) | undefined;

  constructor(private readonly options: AuthFlowOptions) {
    this.rules = authRules(options.version);
    this.stepping = options.stepping ?? false;
    this.lane = { version: this.rules.version, resource: options.resource };
  }

  snapshot(): FlowSnapshot {
    return this.snap;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Lets the pending step go; the flow stops again before the next one (step mode). */
  continue(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  /** Lets the pending step and every later one go. */
  runToEnd(): void {
    this.stepping = false;
    this.continue();
  }

  cancel(): void {
    this.cancelled = true;
    const stopWaiting = this.cancelWait;
    this.cancelWait = undefined;
    stopWaiting?.(new FlowStop({ code: "cancelled", params: {} }));
  }

  private set(changes: Partial<FlowSnapshot>): void {
    this.snap = { ...this.snap, ...changes };
    for (const listener of this.listeners) listener(this.snap);
  }

  /** Waits for "Continue" in step mode; shows the step meanwhile. */
  private async gate(pending: PendingStep): Promise<void> {
    if (this.cancelled) throw new FlowStop({ code: "cancelled", params: {} });
    if (this.stepping) {
      this.set({ phase: "waiting", pending });
      await new Promise<void>((resolve, reject) => {
        this.release = resolve;
        this.cancelWait = reject;
      });
      this.cancelWait = undefined;
    }
    this.set({ phase: "running", pending: undefined, steps: this.snap.steps + 1 });
  }

  private readonly go = async (request: StepRequest) => {
    // Before it is shown or sent: an address no step may ask is refused with its reason.
    guard(request, this.options.resource, this.options.wire.proxy !== undefined);
    const shown = requestDetail(request);
    await this.gate({
      step: request.step,
      peer: request.peer,
      method: request.method,
      url: shown.url,
      headers: shown.requestHeaders ?? {},
      body: maskBody(request.body ?? "", request.headers["Content-Type"] ?? ""),
    });
    return sendStep(this.options.wire, this.lane, request);
  };

  async run(): Promise<FlowResult> {
    this.set({ phase: "running" });
    try {
      const grant = await this.flow();
      this.set({ phase: "done", pending: undefined });
      return { ok: true, grant };
    } catch (error) {
      const flowError: FlowError =
        error instanceof FlowStop
          ? error.error
          : { code: "unreachable", params: { url: this.options.resource, reason: String(error) } };
      this.set({ phase: "failed", pending: undefined, error: flowError });
      return { ok: false, error: flowError };
    }
  }

  private async flow(): Promise<Grant> {
    const { options, rules, go } = this;
    const resource = canonicalResource(options.resource);
    const found = await discoverResource(go, options.resource, rules, options.challenge);
    // A server without resource metadata is read as a 2025-03-26 one (its origin's metadata,
    // else the default endpoints).
    const serverRules = found.legacy ? authRules("2025-03-26") : rules;
    const server = await discoverServer(go, found.issuer, options.resource, serverRules);
    const client = await clientIdentity(go, server, options.client, rules, options.knownClient);
    const challenged = scopeList(bearerChallenge(options.challenge?.header)?.scope);
    // The scope rule: the challenge's scopes, else the resource's scopes_supported, else none;
    // step-up keeps what was granted.
    const asked = challenged.length > 0 ? challenged : (found.scopesSupported ?? []);
    const scopes = scopeUnion(options.grantedScopes, asked);
    const pkce = await createPkce();
    const state = randomString(16);
    const url = authorizationUrl(server, client, {
      redirectUri: options.client.redirectUri,
      challenge: pkce.challenge,
      state,
      scopes,
      ...(found.resourceParameter && { resource: found.resourceParameter }),
    });
    const callback = await this.openPage(url);
    const code = readCallback(callback, {
      state,
      issuer: server.issuer,
      issAdvertised: server.authorization_response_iss_parameter_supported === true,
    });
    const fields: Record<string, string> = {
      grant_type: "authorization_code",
      code,
      redirect_uri: options.client.redirectUri,
      code_verifier: pkce.verifier,
    };
    if (found.resourceParameter) fields.resource = found.resourceParameter;
    const clock = () => options.wire.clock();
    const tokens = await requestTokens(go, "token", server, client, fields, clock);
    if (!tokens.scope && scopes.length > 0) tokens.scope = scopes.join(" ");
    return {
      resource,
      ...(found.resourceParameter && { resourceParameter: found.resourceParameter }),
      issuer: server.issuer,
      server,
      client,
      tokens,
      scopes,
      ...(found.metadataUrl && { resourceMetadataUrl: found.metadataUrl }),
    };
  }

  /** The authorization page: logged as the browser's request and the redirect back. */
  private async openPage(url: string): Promise<string> {
    const { wire } = this.options;
    // https (or loopback http) only: a `javascript:` or `data:` page is never opened.
    guard(
      { step: "authorize", peer: "browser", method: "GET", url, headers: {} },
      this.options.resource,
      false,
    );
    await this.gate({
      step: "authorize",
      peer: "browser",
      method: "GET",
      url: maskUrl(url),
      headers: {},
      body: "",
    });
    const meta: AuthMeta = { step: "authorize", peer: "browser", ...this.lane };
    const sentAt = wire.clock();
    wire.sink({
      type: "message",
      flow: "out",
      lane: "auth",
      auth: meta,
      text: "",
      at: sentAt,
      http: { method: "GET", url: maskUrl(url) },
    });
    this.set({ phase: "authorizing" });
    let callback: string;
    try {
      callback = await new Promise<string>((resolve, reject) => {
        this.cancelWait = reject;
        this.options.authorize(url).then(resolve, reject);
      });
    } catch (error) {
      if (error instanceof FlowStop) throw error;
      throw new FlowStop({ code: "authorization-closed", params: { reason: String(error) } });
    } finally {
      this.cancelWait = undefined;
    }
    this.set({ phase: "running" });
    const at = wire.clock();
    const back: HttpDetail = {
      method: "GET",
      url: maskUrl(callback),
      status: 302,
      durationMs: at - sentAt,
    };
    let query: string;
    try {
      const u = new URL(callback);
      query = (u.search || u.hash).slice(1);
    } catch {
      query = "";
    }
    wire.sink({
      type: "message",
      flow: "in",
      lane: "auth",
      auth: meta,
      text: maskBody(query, "application/x-www-form-urlencoded"),
      at,
      http: back,
    });
    return callback;
  }
}
