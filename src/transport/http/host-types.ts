/** A request with a Host of the caller's choosing (Node only: `host-request.ts`). */
export interface HostAnswer {
  status?: number;
  headers: Record<string, string>;
  error?: string;
}

export type HostRequest = (
  url: string,
  host: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
) => Promise<HostAnswer>;
