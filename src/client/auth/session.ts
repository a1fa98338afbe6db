/**
 * The page's authorization state, framework-free: the client identity the user entered, the
 * offer a 401/403 made, the running flow (step by step or to the end), and the grants, one per
 * MCP server, held in memory unless the user asks to remember them. Everything it shows has
 * tokens masked; `authorization()` is the one way out for the real token (the transport's
 * header, and curl when "Show secrets" is ticked).
 */
import {
  AuthFlow,
  type ChallengeInfo,
  type FlowError,
  type FlowPhase,
  type FlowResult,
  type Grant,
  type OpenAuthorization,
  type PendingStep,
  canonicalResource,
  isExpired,
  refreshGrant,
} from "../../auth/index.ts";
import type { NewEntry } from "../../protocol/exchange/types.ts";
import { type DevProxy, type FetchLike, maskValue } from "../../transport/http/index.ts";

export interface GrantView {
  resource: string;
  issuer: string;
  clientId: string;
  clientSource: Grant["client"]["source"];
  /** The access token masked (`••••abcd`). */
  token: string;
  scope: string;
  expiresAt?: number;
  refreshable: boolean;
}

export interface AuthView {
  phase: FlowPhase;
  pending?: PendingStep;
  error?: FlowError;
  steps: number;
  /** A 401/403 from this server asked for authorization. */
  offer?: { resource: string; challenge: ChallengeInfo };
  grant?: GrantView;
  stepping: boolean;
  remember: boolean;
  clientId: string;
  hasSecret: boolean;
  /** The browser refused to open the authorization page by itself (a popup blocker): a click opens it. */
  pageBlocked: boolean;
}

export interface AuthKeep {
  load(): Grant[];
  save(grants: readonly Grant[] | undefined): void;
}

export interface AuthSessionOptions {
  /** Where the lane's entries go (the session log). */
  record(entry: NewEntry): void;
  openAuthorization: OpenAuthorization;
  keep: AuthKeep;
  fetch?: FetchLike;
  clock?: () => number;
}

export interface StartOptions {
  resource: string;
  version: string;
  redirectUri: string;
  metadataDocumentUrl?: string;
  proxy?: DevProxy;
}

/** What `openAuthorization` rejects with when the browser would not open the page by itself. */
export const POPUP_BLOCKED = "the popup was blocked";

const key = (resource: string) => {
  try {
    return canonicalResource(resource);
  } catch {
    return resource;
  }
};

export class AuthSession {
  private readonly grants = new Map<string, Grant>();
  private flow: AuthFlow | undefined;
  private clientId = "";
  private clientSecret = "";
  private remember = false;
  private stepping = false;
  private offer: AuthView["offer"];
  private current: string | undefined;
  private state: AuthView;
  private blocked:
    { url: string; resolve: (url: string) => void; reject: (e: unknown) => void } | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: AuthSessionOptions) {
    const kept = options.keep.load();
    for (const grant of kept) this.grants.set(key(grant.resource), grant);
    this.remember = kept.length > 0;
    this.state = this.build();
  }

  view(): AuthView {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.state = this.build();
    for (const listener of this.listeners) listener();
  }

  private build(): AuthView {
    const snap = this.flow?.snapshot();
    const grant = this.current ? this.grants.get(key(this.current)) : undefined;
    const view: AuthView = {
      phase: snap?.phase ?? "idle",
      steps: snap?.steps ?? 0,
      stepping: this.stepping,
      remember: this.remember,
      clientId: this.clientId,
      hasSecret: this.clientSecret !== "",
      pageBlocked: this.blocked !== undefined,
    };
    if (snap?.pending) view.pending = snap.pending;
    if (snap?.error) view.error = snap.error;
    if (this.offer) view.offer = this.offer;
    if (grant) {
      view.grant = {
        resource: grant.resource,
        issuer: grant.issuer,
        clientId: grant.client.clientId,
        clientSource: grant.client.source,
        token: maskValue(grant.tokens.accessToken),
        scope: grant.tokens.scope ?? grant.scopes.join(" "),
        ...(grant.tokens.expiresAt !== undefined && { expiresAt: grant.tokens.expiresAt }),
        refreshable: grant.tokens.refreshToken !== undefined,
      };
    }
    return view;
  }

  /** The server the panel shows (the remote target's URL). */
  focus(resource: string | undefined): void {
    if (resource === this.current) return;
    this.current = resource;
    if (this.offer && resource && key(this.offer.resource) !== key(resource))
      this.offer = undefined;
    this.changed();
  }

  setClient(clientId: string, clientSecret: string): void {
    this.clientId = clientId.trim();
    this.clientSecret = clientSecret;
    this.changed();
  }

  setStepping(stepping: boolean): void {
    this.stepping = stepping;
    this.changed();
  }

  /** Remembers the grants on this device from now on, or forgets them there (memory keeps them). */
  setRemember(remember: boolean): void {
    this.remember = remember;
    this.options.keep.save(remember ? [...this.grants.values()] : undefined);
    this.changed();
  }

  /** A 401/403 asked for authorization: the panel offers "Authorize". */
  challenged(resource: string, challenge: ChallengeInfo): void {
    this.offer = { resource, challenge };
    this.current = resource;
    this.changed();
  }

  /** `Authorization` for `resource`, when a grant is held. */
  authorization(resource: string): string | undefined {
    const grant = this.grants.get(key(resource));
    return grant ? `Bearer ${grant.tokens.accessToken}` : undefined;
  }

  grantFor(resource: string): Grant | undefined {
    return this.grants.get(key(resource));
  }

  isRunning(): boolean {
    const phase = this.flow?.snapshot().phase;
    return phase === "running" || phase === "waiting" || phase === "authorizing";
  }

  private wire(proxy: DevProxy | undefined) {
    const fetchFn =
      this.options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
    return {
      fetch: fetchFn,
      clock: this.options.clock ?? (() => Date.now()),
      sink: (entry: NewEntry) => this.options.record(entry),
      ...(proxy && { proxy }),
    };
  }

  /** Runs the flow for `resource` (the offer's challenge, when one came from it). */
  async start(options: StartOptions): Promise<FlowResult> {
    this.flow?.cancel();
    const offer =
      this.offer && key(this.offer.resource) === key(options.resource) ? this.offer : undefined;
    const held = this.grants.get(key(options.resource));
    const forbidden = offer?.challenge.status === 403;
    const flow = new AuthFlow({
      resource: options.resource,
      version: options.version,
      client: {
        clientName: "MCP Playground",
        redirectUri: options.redirectUri,
        ...(options.metadataDocumentUrl && { metadataDocumentUrl: options.metadataDocumentUrl }),
        ...(this.clientId && { clientId: this.clientId }),
        ...(this.clientId && this.clientSecret && { clientSecret: this.clientSecret }),
      },
      wire: this.wire(options.proxy),
      authorize: (url) => this.openPage(url),
      stepping: this.stepping,
      ...(offer && { challenge: offer.challenge }),
      ...(held && { knownClient: held.client }),
      ...(held && forbidden && { grantedScopes: held.scopes }),
    });
    this.flow = flow;
    this.current = options.resource;
    const stop = flow.subscribe(() => this.changed());
    if (offer) this.recordChallenge(options, offer.challenge);
    this.changed();
    const result = await flow.run();
    stop();
    if (this.flow !== flow) return result;
    if (result.ok) {
      this.offer = undefined;
      this.keepGrant(result.grant);
    }
    this.changed();
    return result;
  }

  /**
   * Opens the authorization page; when the browser blocks a window opened without a fresh
   * click, waits for `openBlockedPage()` (the user's click) and opens it from there.
   */
  private async openPage(url: string): Promise<string> {
    try {
      return await this.options.openAuthorization(url);
    } catch (error) {
      if (!(error instanceof Error && error.message === POPUP_BLOCKED)) throw error;
      return new Promise<string>((resolve, reject) => {
        this.blocked = { url, resolve, reject };
        this.changed();
      });
    }
  }

  /** The user's click on "Open the authorization page" after a blocked popup. */
  openBlockedPage(): void {
    const blocked = this.blocked;
    if (!blocked) return;
    this.blocked = undefined;
    this.options.openAuthorization(blocked.url).then(blocked.resolve, blocked.reject);
    this.changed();
  }

  /** The challenge the flow starts from, on the lane: what the 401/403 said. */
  private recordChallenge(options: StartOptions, challenge: ChallengeInfo): void {
    const responseHeaders: Record<string, string> = {};
    if (challenge.header !== null) responseHeaders["WWW-Authenticate"] = challenge.header;
    this.options.record({
      type: "message",
      flow: "in",
      lane: "auth",
      auth: {
        step: "challenge",
        peer: "server",
        version: options.version,
        resource: options.resource,
      },
      text: "",
      at: (this.options.clock ?? (() => Date.now()))(),
      http: { method: "POST", url: options.resource, status: challenge.status, responseHeaders },
    });
  }

  /** Refreshes `resource`'s grant (rotation honoured); false when there is nothing to refresh or it failed. */
  async refresh(resource: string, version: string, proxy?: DevProxy): Promise<boolean> {
    const kept = this.grants.get(key(resource));
    if (!kept?.tokens.refreshToken) return false;
    // A remembered grant of a pre-registered client comes back without its secret (never
    // stored): the one typed in this page is used, when it is for the same client.
    const typed =
      kept.client.source === "preregistered" &&
      kept.client.clientSecret === undefined &&
      kept.client.clientId === this.clientId &&
      this.clientSecret !== "";
    const grant = typed
      ? { ...kept, client: { ...kept.client, clientSecret: this.clientSecret } }
      : kept;
    const result = await refreshGrant(grant, this.wire(proxy), version);
    if (result.ok) this.keepGrant(result.grant);
    this.changed();
    return result.ok;
  }

  /** Whether `resource`'s token is expired and can be refreshed. */
  needsRefresh(resource: string): boolean {
    const grant = this.grants.get(key(resource));
    return !!grant?.tokens.refreshToken && isExpired(grant, Date.now());
  }

  continue(): void {
    this.flow?.continue();
  }

  runToEnd(): void {
    this.stepping = false;
    this.flow?.runToEnd();
    this.changed();
  }

  cancel(): void {
    this.flow?.cancel();
    const blocked = this.blocked;
    this.blocked = undefined;
    blocked?.reject(new Error("cancelled"));
  }

  /** Forgets every token, here and on the device. */
  forget(): void {
    this.flow?.cancel();
    this.grants.clear();
    this.options.keep.save(undefined);
    this.changed();
  }

  private keepGrant(grant: Grant): void {
    this.grants.set(key(grant.resource), grant);
    if (this.remember) this.options.keep.save([...this.grants.values()]);
  }
}
