/**
 * The servers a bridge offers (the command line's, the config file's) and the checks on a
 * start request: every field of the right type, no NUL anywhere (spawn would throw), env names
 * spawn can take. What the page learns of an offer never holds its env values.
 */
import { ENV_NAME, type StdioSpec } from "../transport/stdio/child.ts";
import type { OfferedServer, StartRequest } from "../transport/stdio/protocol.ts";

/** An offered server with its env values (kept in the bridge). */
export interface ServerOffer extends StdioSpec {
  id: string;
}

export const publicOffer = (offer: ServerOffer): OfferedServer => ({
  id: offer.id,
  command: offer.command,
  args: [...offer.args],
  ...(offer.cwd !== undefined && { cwd: offer.cwd }),
  envNames: Object.keys(offer.env ?? {}),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const plain = (value: unknown): value is string =>
  typeof value === "string" && !value.includes("\0");

/** `value` as a spec, or the reason it is not one (`where` names it in the reason). */
export function readSpec(value: unknown, where: string): StdioSpec | string {
  if (!isRecord(value)) return `${where} is not an object`;
  const { command, args = [], cwd, env = {} } = value;
  if (!plain(command) || command.trim() === "") return `${where}.command is not a command`;
  if (!Array.isArray(args) || !args.every(plain)) {
    return `${where}.args is not a list of strings`;
  }
  if (cwd !== undefined && (!plain(cwd) || cwd === "")) return `${where}.cwd is not a folder`;
  if (!isRecord(env)) return `${where}.env is not an object of strings`;
  for (const [name, text] of Object.entries(env)) {
    if (!ENV_NAME.test(name))
      return `${where}.env has a name spawn refuses: ${JSON.stringify(name)}`;
    if (!plain(text)) return `${where}.env.${name} is not a string`;
  }
  return {
    command,
    args,
    ...(cwd !== undefined && { cwd }),
    env: env as Record<string, string>,
  };
}

/** A start request's body, checked. */
export function readStart(body: unknown): StartRequest | string {
  if (!isRecord(body)) return "the body is not an object";
  if ("server" in body) {
    if (typeof body.server !== "string") return "server is not a string";
    if (Object.keys(body).length !== 1) return "a start by server has nothing but server";
    return { server: body.server };
  }
  const spec = readSpec(body, "the body");
  if (typeof spec === "string") return spec;
  const known = new Set(["command", "args", "cwd", "env"]);
  const extra = Object.keys(body).find((key) => !known.has(key));
  if (extra !== undefined) return `unknown field ${JSON.stringify(extra)}`;
  return spec;
}
