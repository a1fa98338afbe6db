/**
 * The controls of one gift server and who wants to hear when they change. Shared by every
 * server instance of an endpoint (the 2025-era session and the 2026-07-28 one).
 */
import { type Catalog, allCatalogUris, catalogAt } from "./catalog.ts";
import { DEFAULT_CONTROLS, MAX_LATENCY_MS, type ServerControls } from "./controls.ts";

export interface StateChange {
  /** `suggest_gift_cards` appeared or went away. */
  toolsChanged: boolean;
  /** Resources whose content changed (a new catalog edition). */
  changedUris: string[];
}

export interface GiftState {
  controls(): ServerControls;
  catalog(): Catalog;
  update(next: ServerControls): void;
  /** Calls `listener` after each change; returns the way to stop. */
  onChange(listener: (change: StateChange) => void): () => void;
}

/** Out-of-range controls are clamped rather than refused: they come from a UI. */
function sane(c: ServerControls): ServerControls {
  const latency = Number.isFinite(c.latencyMs) ? c.latencyMs : 0;
  const revision = Number.isFinite(c.catalogRevision) ? Math.trunc(c.catalogRevision) : 0;
  return {
    latencyMs: Math.min(MAX_LATENCY_MS, Math.max(0, latency)),
    strictLifecycle: c.strictLifecycle,
    giftCards: c.giftCards,
    catalogRevision: Math.max(0, revision),
  };
}

export function createGiftState(initial: ServerControls = DEFAULT_CONTROLS): GiftState {
  let controls = sane(initial);
  let catalog = catalogAt(controls.catalogRevision);
  const listeners = new Set<(change: StateChange) => void>();
  return {
    controls: () => controls,
    catalog: () => catalog,
    update(next) {
      const before = controls;
      controls = sane(next);
      const change: StateChange = {
        toolsChanged: before.giftCards !== controls.giftCards,
        changedUris: [],
      };
      if (before.catalogRevision !== controls.catalogRevision) {
        catalog = catalogAt(controls.catalogRevision);
        change.changedUris = allCatalogUris();
      }
      if (!change.toolsChanged && change.changedUris.length === 0) return;
      for (const listener of [...listeners]) listener(change);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
