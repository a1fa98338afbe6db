/**
 * A server on 127.0.0.1 that writes raw bytes as its answer, one fixed answer per path: for
 * answers no well-behaved HTTP library would produce (a status of `000`, a control character
 * in the reason phrase, a Location that is not a URL). Each connection gets one answer and is
 * closed.
 */
import { type Socket, createServer } from "node:net";
import type { AddressInfo } from "node:net";

export interface HostileServer {
  url(path: string): string;
  origin: string;
  /** The paths asked for, in order. */
  asked: string[];
  close(): Promise<void>;
}

/** `answers`: path → the raw bytes of the whole answer (status line, headers, body). */
export async function startHostile(answers: Record<string, string>): Promise<HostileServer> {
  const asked: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let head = "";
    socket.on("data", (chunk: Buffer) => {
      if (head.includes("\r\n\r\n")) return;
      head += chunk.toString("latin1");
      if (!head.includes("\r\n\r\n")) return;
      const path = head.split(" ")[1] ?? "";
      asked.push(path);
      socket.end(Buffer.from(answers[path] ?? "HTTP/1.1 404 Not Found\r\n\r\n", "latin1"));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => origin + path,
    origin,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
