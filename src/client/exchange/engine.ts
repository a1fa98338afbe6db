/**
 * The derive worker's work, without the worker: one derivation of the log, fed the entries the
 * page sends, answering with the rows that changed. Tests run it in-process behind a fake channel.
 */
import { createDerivation } from "../../protocol/exchange/derive.ts";
import type { Derivation } from "../../protocol/exchange/derivation.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import type { VersionChoice } from "../../protocol/versions.ts";
import type { DeriveAnswer, DeriveRequest } from "./protocol.ts";

/**
 * A request of up to this many entries is answered after each one, so a message that takes too
 * long to check is known exactly; a longer one (a large session opened) every `PART_MS`.
 */
export const EACH_ENTRY_UP_TO = 64;
export const PART_MS = 100;

/** The page has every message's text already (its entry): it is not copied back. */
const withoutText = (row: ExchangeRow): ExchangeRow =>
  row.type === "message" ? { ...row, text: "" } : row;

export class DeriveEngine {
  private pass: Derivation | undefined;
  private version: VersionChoice | undefined;

  constructor(private readonly now: () => number = () => performance.now()) {}

  handle(request: DeriveRequest, post: (answer: DeriveAnswer) => void): void {
    const { seq, entries } = request;
    try {
      if (request.reset) {
        const { version, uncheckedFrom } = request;
        this.pass = createDerivation({
          version,
          ...(uncheckedFrom !== undefined ? { uncheckedFrom } : {}),
        });
        this.version = version;
      }
      const pass = this.pass;
      if (!pass || request.version !== this.version) {
        throw new Error("entries to append to no log (a new log starts with a reset)");
      }
      const answer = (done: number) => {
        const from = pass.takeChanges();
        const rows = pass.rows.slice(from).map(withoutText);
        post({ type: "rows", seq, done, from, rows, length: pass.rows.length });
      };
      const each = entries.length <= EACH_ENTRY_UP_TO;
      let last = this.now();
      for (let i = 0; i < entries.length;) {
        pass.add(entries[i]!);
        i++;
        if (i < entries.length && (each || this.now() - last >= PART_MS)) {
          answer(i);
          last = this.now();
        }
      }
      answer(entries.length);
    } catch (error) {
      // What was derived may be half done: the page starts the log afresh.
      this.pass = undefined;
      post({ type: "failed", seq, detail: String(error) });
    }
  }
}
