/**
 * In the page: round trips of `ping` through the gift server's worker and through a bare echo
 * worker, one at a time (latency) and many in flight (throughput). `globalThis.runExchangeBench`
 * is called by bench/ui/exchange.ts.
 */
import type { FromWorker, ToWorker } from "../../../src/server/wire.ts";
import type { ExchangeBenchResult } from "../exchange-result.ts";
import EchoWorker from "./echo.worker.ts?worker";

interface Channel {
  send(text: string): void;
  /** Resolves with the next message whose text contains `"id":<id>` (the reply to a ping). */
  reply(id: number): Promise<void>;
}

function channel(worker: Worker): Promise<Channel> {
  const waiting = new Map<number, () => void>();
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const data = event.data;
      if (data.type === "ready") {
        resolve({
          send: (text) => worker.postMessage({ type: "message", text } satisfies ToWorker),
          reply: (id) => new Promise<void>((done) => waiting.set(id, done)),
        });
      } else if (data.type === "message") {
        const id = (JSON.parse(data.text) as { id?: unknown }).id;
        if (typeof id === "number") {
          waiting.get(id)?.();
          waiting.delete(id);
        }
      }
    };
  });
}

const ping = (id: number) => `{"jsonrpc":"2.0","id":${id},"method":"ping"}`;

/**
 * Round-trip times, each the mean of `per` pings sent one after the other: the page's clock is
 * coarsened to 0.1 ms (no cross-origin isolation), finer than one echo round trip only in bulk.
 */
async function latencies(c: Channel, first: number, n: number, per = 10): Promise<number[]> {
  const times: number[] = [];
  for (let id = first; id < first + n * per;) {
    const start = performance.now();
    for (let k = 0; k < per; k++, id++) {
      const answered = c.reply(id);
      c.send(ping(id));
      await answered;
    }
    times.push((performance.now() - start) / per);
  }
  return times;
}

/** Messages per second with `n` pings sent at once, each answered. */
async function throughput(c: Channel, first: number, n: number): Promise<number> {
  const start = performance.now();
  const answers: Promise<void>[] = [];
  for (let id = first; id < first + n; id++) {
    answers.push(c.reply(id));
    c.send(ping(id));
  }
  await Promise.all(answers);
  return (n / (performance.now() - start)) * 1000;
}

async function run(rounds: number, burst: number): Promise<ExchangeBenchResult> {
  const gift = await channel(
    new Worker(new URL("../../../src/server/worker.ts", import.meta.url), { type: "module" }),
  );
  const echo = await channel(new EchoWorker());
  // Warm both (JIT, the server's first-request paths), then interleave the measured rounds so
  // a machine that slows down slows both alike.
  await latencies(gift, 1, 20);
  await latencies(echo, 1, 20);
  const result: ExchangeBenchResult = {
    gift: { latencies: [], throughput: 0 },
    echo: { latencies: [], throughput: 0 },
  };
  let id = 1000;
  for (let i = 0; i < 10; i++) {
    result.gift.latencies.push(...(await latencies(gift, id, rounds / 100)));
    result.echo.latencies.push(...(await latencies(echo, id, rounds / 100)));
    id += rounds;
  }
  result.gift.throughput = await throughput(gift, id, burst);
  result.echo.throughput = await throughput(echo, id, burst);
  return result;
}

(globalThis as { runExchangeBench?: typeof run }).runExchangeBench = run;
