/** The project's own gift server over Streamable HTTP, with or without CORS headers. */
import { startGiftHttpServer } from "../../src/server/http.ts";

export interface GiftServer {
  url: string;
  close(): Promise<void>;
}

export async function startGift(options: { cors: boolean }): Promise<GiftServer> {
  const server = await startGiftHttpServer({ port: 0, cors: options.cors });
  return { url: server.url, close: () => server.close() };
}
