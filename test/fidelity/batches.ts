/**
 * Whole-message cases beyond single generated messages: batches (valid only in 2025-03-26, as
 * `JSONRPCBatchRequest` or `JSONRPCBatchResponse`, each element judged on its own) built from
 * templates and mutants, and values that are not JSON-RPC objects at all.
 */
import type { ProtocolVersion } from "../../src/protocol/versions.ts";
import { prng } from "../support/prng.ts";
import type { Mutant } from "./mutants.ts";
import type { Template } from "./templates.ts";

export interface Case {
  template: Template;
  mutant: Mutant;
}

const ODD: [string, unknown][] = [
  ["a string", "hello"],
  ["a number", 42],
  ["null", null],
  ["an empty object", {}],
  ["only jsonrpc", { jsonrpc: "2.0" }],
  ["only an id", { jsonrpc: "2.0", id: 1 }],
  ["an empty batch", []],
  ["a nested batch", [[{ jsonrpc: "2.0", method: "notifications/initialized" }]]],
];

const keyOf = (id: unknown) => JSON.stringify(id);

function pseudo(version: ProtocolVersion, label: string, methods?: Map<string, string>): Template {
  return {
    version,
    method: "-",
    kind: "other",
    source: "official",
    label,
    message: {},
    nodes: [],
    ...(methods ? { requestMethodOf: (id: unknown) => methods.get(keyOf(id)) } : {}),
  };
}

/**
 * `count` batches of 1 to 3 elements drawn from `cases` (requests and notifications together,
 * replies together, and some mixed), plus the odd values above.
 */
export function extraCases(
  version: ProtocolVersion,
  cases: readonly Case[],
  count: number,
  seed: number,
): Case[] {
  const rand = prng(seed);
  const out: Case[] = ODD.map(([label, value]) => ({
    template: pseudo(version, label),
    mutant: { kind: "template", path: "", detail: label, message: value },
  }));
  const calls = cases.filter((c) => ["request", "notification"].includes(c.template.kind));
  const replies = cases.filter((c) => ["success", "error"].includes(c.template.kind));
  const unmutated = new Map(
    [calls, replies].map((l) => [l, l.filter((c) => c.mutant.kind === "template")]),
  );
  // Mostly unmutated messages, so that valid batches are common too.
  const pick = (from: Case[]) => {
    const pool = rand() < 0.6 ? (unmutated.get(from) ?? []) : from;
    const list = pool.length ? pool : from;
    return list[Math.floor(rand() * list.length)] as Case;
  };
  for (let i = 0; i < count && calls.length && replies.length; i++) {
    const flavour = i % 3 === 0 ? "calls" : i % 3 === 1 ? "replies" : "mixed";
    const size = 1 + Math.floor(rand() * 3);
    const items = Array.from({ length: size }, (_, j) =>
      pick(flavour === "calls" ? calls : flavour === "replies" ? replies : j % 2 ? replies : calls),
    );
    // A reply is judged by the method of the request with its id: ids must not clash.
    const methods = new Map<string, string>();
    let clash = false;
    for (const item of items) {
      const id = (item.mutant.message as { id?: unknown } | null)?.id;
      const method = item.template.requestMethod;
      if (!method) continue;
      if (methods.has(keyOf(id)) && methods.get(keyOf(id)) !== method) clash = true;
      methods.set(keyOf(id), method);
    }
    if (clash) continue;
    const label = `batch of ${flavour}: ${items.map((c) => c.template.label).join(" + ")}`;
    const message = items.map((c) => c.mutant.message);
    const detail = items.map((c) => `${c.mutant.kind} ${c.mutant.detail}`).join(" + ");
    out.push({
      template: pseudo(version, label, methods),
      mutant: { kind: flavour === "mixed" ? "batch-mixed" : "batch", path: "", detail, message },
    });
  }
  return out;
}
