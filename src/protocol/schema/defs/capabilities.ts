/**
 * What each side supports: the client's and the server's capabilities, exchanged by
 * `initialize` (up to 2025-11-25) or sent with every request and by `server/discover` (2026-07-28).
 */
import { type Node, bool, byVersion, obj, opt, raw, record, ref, withDoc } from "../dsl.ts";
import { type TypeDef, typeDef } from "../registry.ts";
import type { ProtocolVersion } from "../../versions.ts";

const V2026 = { since: "2026-07-28" } as const;
/** The task capabilities existed only in 2025-11-25. */
const TASKS = { since: "2025-11-25", until: "2026-07-28" } as const;

/** A capability without settings of its own: any object (a `JSONObject` from 2026-07-28). */
const flag = (doc?: string): Node =>
  documented(doc, [
    ["2024-11-05", obj({}, { extra: raw(true) })],
    ["2026-07-28", ref("JSONObject")],
  ]);

/** `byVersion` with the same doc on every case (the projection shows the chosen case's doc). */
function documented(doc: string | undefined, cases: [ProtocolVersion, Node][]): Node {
  return byVersion(cases.map(([since, node]) => [since, doc ? withDoc(node, doc) : node]));
}

const listChanged = (what: string) =>
  opt(withDoc(bool(), `Whether the ${what} list-changed notification is sent.`));

/** Non-standard capabilities, one object per name. */
const experimental = () =>
  opt(withDoc(record(flag()), "Non-standard, experimental capabilities, by name."));
/** Protocol extensions the side supports, by extension name (2026-07-28). */
const extensions = () =>
  opt(withDoc(record(flag()), "The protocol extensions supported, by name."), V2026);

const clientCapabilities = obj({
  experimental: experimental(),
  extensions: extensions(),
  roots: opt(
    withDoc(
      obj({ listChanged: opt(bool(), { until: "2026-07-28" }) }),
      "The client can list its roots.",
    ),
  ),
  sampling: opt(
    documented("The client can sample from a language model for the server.", [
      ["2024-11-05", flag()],
      [
        "2025-11-25",
        obj({
          context: opt(flag("The client honours includeContext.")),
          tools: opt(flag("The client accepts tools in sampling requests.")),
        }),
      ],
    ]),
  ),
  elicitation: opt(
    documented("The client can ask the user for information on the server's behalf.", [
      ["2025-06-18", flag()],
      [
        "2025-11-25",
        obj({
          form: opt(flag("The client can show a form.")),
          url: opt(flag("The client can send the user to a URL.")),
        }),
      ],
    ]),
    { since: "2025-06-18" },
  ),
  tasks: opt(
    withDoc(
      obj({
        list: opt(flag()),
        cancel: opt(flag()),
        requests: opt(
          obj({
            sampling: opt(obj({ createMessage: opt(flag()) })),
            elicitation: opt(obj({ create: opt(flag()) })),
          }),
        ),
      }),
      "The client can run server requests as tasks.",
    ),
    TASKS,
  ),
});

const serverCapabilities = obj({
  experimental: experimental(),
  extensions: extensions(),
  logging: opt(flag("The server can send log messages.")),
  completions: opt(flag("The server offers argument completion."), { since: "2025-03-26" }),
  prompts: opt(withDoc(obj({ listChanged: listChanged("prompt") }), "The server offers prompts.")),
  resources: opt(
    withDoc(
      obj({
        subscribe: opt(withDoc(bool(), "Whether clients may subscribe to resource updates.")),
        listChanged: listChanged("resource"),
      }),
      "The server offers resources.",
    ),
  ),
  tools: opt(withDoc(obj({ listChanged: listChanged("tool") }), "The server offers tools.")),
  tasks: opt(
    withDoc(
      obj({
        list: opt(flag()),
        cancel: opt(flag()),
        requests: opt(obj({ tools: opt(obj({ call: opt(flag()) })) })),
      }),
      "The server can run client requests as tasks.",
    ),
    TASKS,
  ),
});

export const types: TypeDef[] = [
  typeDef("ClientCapabilities", clientCapabilities),
  typeDef("ServerCapabilities", serverCapabilities),
];
