/**
 * The network side of the UI benchmark: every script a page fetched, when (relative to the
 * navigation), and how big it is gzipped, from Playwright's network log.
 */
import { gzipSync } from "node:zlib";
import type { Page, Request } from "playwright-core";

export interface Fetched {
  url: string;
  /** File name without the directories. */
  name: string;
  /** Request start and response end, ms since the navigation started. */
  start: number;
  end: number;
  gzipBytes: number;
  /** Answered by the page's service worker rather than the network. */
  fromServiceWorker: boolean;
}

const isScript = (r: Request) =>
  r.resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(r.url()).pathname);

/** Starts logging the page's requests; `collect` resolves them once the page has loaded. */
export function logScripts(page: Page) {
  const requests: Request[] = [];
  page.context().on("request", (r) => {
    if (isScript(r) && r.url().startsWith("http")) requests.push(r);
  });
  return {
    async collect(timeOrigin: number): Promise<Fetched[]> {
      const out: Fetched[] = [];
      for (const r of requests) {
        const response = await r.response();
        if (!response || !response.ok()) continue;
        const body = await response.body().catch(() => undefined);
        await response.finished();
        const t = r.timing();
        if (!body || t.responseEnd < 0) continue;
        out.push({
          url: r.url(),
          name: new URL(r.url()).pathname.split("/").pop() ?? r.url(),
          start: t.startTime - timeOrigin,
          end: t.startTime + t.responseEnd - timeOrigin,
          gzipBytes: gzipSync(body).length,
          fromServiceWorker: response.fromServiceWorker(),
        });
      }
      return out.sort((a, b) => a.start - b.start);
    },
  };
}

/**
 * Groups fetches into waves: a fetch joins the wave after the latest one that had finished
 * before it started. One wave means everything was fetched in parallel; each extra wave is a
 * round trip the page waited for before it knew what to fetch next.
 */
export function waves(fetched: readonly Fetched[]): Fetched[][] {
  const level = new Map<Fetched, number>();
  for (const f of fetched) {
    let l = 0;
    for (const g of fetched)
      if (g !== f && g.end <= f.start) l = Math.max(l, (level.get(g) ?? 0) + 1);
    level.set(f, l);
  }
  const out: Fetched[][] = [];
  for (const [f, l] of level) (out[l] ??= []).push(f);
  return out.filter((w) => w.length > 0);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
