/**
 * Random exchange logs for property tests (fast-check): few ids and tokens, so the logs are full
 * of pairs, duplicates, strays, batches, broken texts and server events. Tests only.
 */
import fc from "fast-check";
import { LogBuilder, rpc } from "./testkit.ts";

// Few ids and tokens, so random logs are full of pairs, duplicates and strays.
const id = fc.constantFrom<string | number>(1, 2, 3, "1", "a");
const token = fc.constantFrom<string | number>("p", 1);
const element = fc.oneof(
  fc
    .record({ id, method: fc.constantFrom("ping", "tools/list", "roots/list") })
    .map((r) => rpc.request(r.id, r.method)),
  fc.record({ id, token }).map((r) =>
    rpc.request(r.id, "tools/call", {
      name: "t",
      arguments: {},
      _meta: { progressToken: r.token },
    }),
  ),
  id.map((i) => rpc.result(i)),
  id.map((i) => rpc.error(i, -32603, "boom")),
  token.map((t) => rpc.notification("notifications/progress", { progressToken: t, progress: 1 })),
  id.map((i) => rpc.notification("notifications/cancelled", { requestId: i })),
);
const step = fc.oneof(
  { weight: 6, arbitrary: fc.record({ flow: fc.constantFrom("out", "in"), m: element }) },
  {
    weight: 1,
    arbitrary: fc.record({
      flow: fc.constantFrom("out", "in"),
      m: fc.array(element, { minLength: 1, maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ flow: fc.constantFrom("out", "in"), m: fc.constant("{x") }) },
  {
    weight: 1,
    arbitrary: fc.record({
      event: fc.constantFrom("crashed", "restarted", "transport-error", "started"),
    }),
  },
);
export const randomLogs = fc.array(step, { maxLength: 40 }).map((steps) => {
  const log = new LogBuilder(3);
  for (const s of steps) {
    if ("event" in s) log.event(s.event);
    else log.send(s.flow, s.m);
  }
  return log.entries;
});
