/** The result of a successful parse: the value, warnings, and positions computed on demand. */
import { tryParsePointer } from "../pointer.ts";
import type { Finding, SourcePosition, SourceRange } from "../types.ts";
import { LineIndex } from "./line-index.ts";
import { insertionPoint, memberSpan } from "./locate.ts";
import { FIX_TITLES, message } from "./messages.ts";
import type { ScanResult } from "./scan.ts";
import { NodeTree } from "./tree.ts";

export interface ParseSuccess {
  ok: true;
  text: string;
  value: unknown;
  /** Warnings found while parsing: duplicate keys ("json.duplicate-key"), each with a fix that removes the earlier duplicate member. */
  findings: Finding[];
  /** Integer literals whose magnitude exceeds Number.MAX_SAFE_INTEGER, with their JSON pointer and raw text. */
  unsafeIntegers: { pointer: string; raw: string }[];
  /** Range of the value at a JSON pointer ("" = the whole document). undefined when absent. */
  locate(pointer: string): SourceRange | undefined;
  /** Range of the key text (with its quotes) of the member at pointer; undefined for array items or root. */
  locateKey(pointer: string): SourceRange | undefined;
  /**
   * Range of the whole member `"key": value` plus one adjacent comma and the whitespace needed so
   * that deleting it leaves valid JSON (for "remove this field" fixes). Array items work too.
   */
  locateMember(pointer: string): SourceRange | undefined;
  /**
   * Position right after the last member inside the object at pointer (or right after "{" when it
   * is empty), whether a comma must precede the new member, and the indentation for it ("" when
   * the object is on one line). A fix inserts
   * `(needsComma ? "," : "") + (indent ? "\n" + indent : needsComma ? " " : "") + member`.
   */
  locateInsertion(
    pointer: string,
  ): { position: SourcePosition; needsComma: boolean; indent: string } | undefined;
}

export class ParsedDocument implements ParseSuccess {
  readonly ok = true;
  readonly findings: Finding[] = [];
  readonly unsafeIntegers: { pointer: string; raw: string }[] = [];
  private treeCache: NodeTree | undefined;
  private linesCache: LineIndex | undefined;

  constructor(
    readonly text: string,
    readonly value: unknown,
    /** Offset where the JSON starts: 1 after a byte order mark, else 0. */
    private readonly from: number,
    scan: ScanResult,
  ) {
    if (scan.duplicates) this.addDuplicates(scan.duplicates);
    if (scan.unsafe) this.addUnsafeIntegers(scan.unsafe);
  }

  /** Positions of every value, built on first use. */
  get tree(): NodeTree {
    return (this.treeCache ??= NodeTree.build(this.text, this.from));
  }

  get lines(): LineIndex {
    return (this.linesCache ??= new LineIndex(this.text));
  }

  locate(pointer: string): SourceRange | undefined {
    const node = this.nodeOf(pointer);
    if (node < 0) return undefined;
    return this.lines.rangeAt(this.tree.start(node), this.tree.end(node));
  }

  locateKey(pointer: string): SourceRange | undefined {
    const node = this.nodeOf(pointer);
    if (node < 0 || this.tree.key(node) < 0) return undefined;
    return this.lines.rangeAt(this.tree.key(node), this.tree.keyEnd(node));
  }

  locateMember(pointer: string): SourceRange | undefined {
    const node = this.nodeOf(pointer);
    const span = node < 0 ? undefined : memberSpan(this.tree, node);
    return span && this.lines.rangeAt(span[0], span[1]);
  }

  locateInsertion(
    pointer: string,
  ): { position: SourcePosition; needsComma: boolean; indent: string } | undefined {
    const node = this.nodeOf(pointer);
    const insertion = node < 0 ? undefined : insertionPoint(this.tree, this.lines, node);
    if (!insertion) return undefined;
    const { offset, needsComma, indent } = insertion;
    return { position: this.lines.positionAt(offset), needsComma, indent };
  }

  private nodeOf(pointer: string): number {
    const tokens = tryParsePointer(pointer);
    return tokens === undefined ? -1 : this.tree.find(tokens);
  }

  /** Lists unsafe integers, except those that a later duplicate key took out of the value. */
  private addUnsafeIntegers(offsets: number[]): void {
    const tree = this.tree;
    for (let k = 0; k < offsets.length; k += 2) {
      const node = tree.nodeAt(offsets[k] as number);
      const pointer = tree.pointerOf(node);
      if (this.nodeOf(pointer) !== node) continue;
      this.unsafeIntegers.push({ pointer, raw: this.text.slice(offsets[k], offsets[k + 1]) });
    }
  }

  /** One warning per earlier occurrence of a key, with a fix removing that earlier member. */
  private addDuplicates(pairs: number[]): void {
    const tree = this.tree;
    const lines = this.lines;
    for (let k = 0; k < pairs.length; k += 2) {
      const earlier = tree.memberWithKeyAt(pairs[k] as number);
      const later = pairs[k + 1] as number;
      if (earlier < 0) continue;
      const key = tree.keyName(earlier);
      const again = lines.positionAt(later);
      const args = { key, line: again.line, column: again.column };
      const span = memberSpan(tree, earlier);
      const finding: Finding = {
        severity: "warning",
        code: "json.duplicate-key",
        message: message("json.duplicate-key", args),
        args,
        path: tree.pointerOf(earlier),
        range: lines.rangeAt(tree.key(earlier), tree.keyEnd(earlier)),
      };
      if (span) {
        const title = FIX_TITLES["json.duplicate-key"]?.(args) ?? "Remove";
        finding.fix = { title, edit: { range: lines.rangeAt(span[0], span[1]), text: "" } };
      }
      this.findings.push(finding);
    }
  }
}
