/** What the user can change about the gift server while it runs (the "Server controls"). */
export interface ServerControls {
  /** Added before the server handles each client message, 0 to 5000 ms. */
  latencyMs: number;
  /** Refuse requests other than initialize and ping before the handshake is done. */
  strictLifecycle: boolean;
  /** The second tool, `suggest_gift_cards` (switching it sends `notifications/tools/list_changed`). */
  giftCards: boolean;
  /**
   * The catalog edition: each increment changes the catalog (prices and items), which sends
   * `notifications/resources/updated` to subscribers. 0 is the original catalog.
   */
  catalogRevision: number;
}

export const DEFAULT_CONTROLS: ServerControls = {
  latencyMs: 0,
  strictLifecycle: true,
  giftCards: false,
  catalogRevision: 0,
};

export const MAX_LATENCY_MS = 5000;
