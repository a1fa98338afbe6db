/**
 * Positions of every value of a valid JSON text, built in one pass the first time a position is
 * asked for. Nodes are numbered in document order (pre-order), so the children of a container
 * follow it directly and `after` skips a whole subtree. Pointers are never stored: lookups walk
 * the tree by pointer tokens, and pointers are rebuilt by walking down when needed.
 *
 * Each node takes four numbers in one flat array: start and end offsets of the value, offset of
 * the member's key (-1 for array items and the root), and the first node after its subtree.
 */
import { formatPointer, isArrayIndexToken } from "../pointer.ts";
import { decodeString, stringEnd } from "./strings.ts";

const STRIDE = 4;
/** Trees up to this many numbers are copied to a plain array (cheaper to allocate when small). */
const SMALL = 4096;
/** Build buffer reused between builds, unless a huge document made it too big to keep. */
let scratch = new Int32Array(1024);

export class NodeTree {
  private constructor(
    readonly text: string,
    private readonly data: Int32Array | number[],
    /** Number of values in the document. */
    readonly count: number,
  ) {}

  /** Builds the tree of text that JSON.parse accepted, starting at `from` (after a BOM). */
  static build(text: string, from: number): NodeTree {
    const length = text.length;
    let buffer = scratch;
    let count = 0;
    const stack: number[] = [];
    let pendingKey = -1;
    let expectKey = false;
    let i = from;
    while (i < length) {
      const c = text.charCodeAt(i);
      if (c <= 32 || c === 58) {
        i++;
        continue;
      }
      if (c === 44) {
        const top = stack[stack.length - 1];
        expectKey = top !== undefined && text.charCodeAt(buffer[top * STRIDE] as number) === 123;
        i++;
        continue;
      }
      if (c === 125 || c === 93) {
        const node = stack.pop();
        if (node === undefined) break;
        buffer[node * STRIDE + 1] = i + 1;
        buffer[node * STRIDE + 3] = count;
        expectKey = false;
        i++;
        continue;
      }
      let end: number;
      if (c === 34) {
        end = stringEnd(text, i);
        if (expectKey) {
          pendingKey = i;
          expectKey = false;
          i = end;
          continue;
        }
      } else if (c === 123 || c === 91) {
        end = i + 1;
        expectKey = c === 123;
        stack.push(count);
      } else {
        end = i + 1;
        while (end < length) {
          const d = text.charCodeAt(end);
          if (d <= 32 || d === 44 || d === 93 || d === 125) break;
          end++;
        }
      }
      if ((count + 1) * STRIDE > buffer.length) {
        const bigger = new Int32Array(buffer.length * 2);
        bigger.set(buffer);
        buffer = bigger;
      }
      const at = count * STRIDE;
      buffer[at] = i;
      buffer[at + 1] = end;
      buffer[at + 2] = pendingKey;
      buffer[at + 3] = ++count;
      pendingKey = -1;
      i = end;
    }
    if (buffer.length <= 1 << 20) scratch = buffer;
    const size = count * STRIDE;
    let data: Int32Array | number[];
    if (size <= SMALL) {
      data = new Array<number>(size);
      for (let k = 0; k < size; k++) data[k] = buffer[k] as number;
    } else {
      data = buffer.slice(0, size);
    }
    return new NodeTree(text, data, count);
  }

  /** Offset of the first character of the value. */
  start(node: number): number {
    return this.data[node * STRIDE] as number;
  }

  /** Offset just after the last character of the value. */
  end(node: number): number {
    return this.data[node * STRIDE + 1] as number;
  }

  /** Offset of the opening quote of the member's key, or -1 for array items and the root. */
  key(node: number): number {
    return this.data[node * STRIDE + 2] as number;
  }

  /** The first node after this node's subtree. */
  after(node: number): number {
    return this.data[node * STRIDE + 3] as number;
  }

  isObject(node: number): boolean {
    return this.text.charCodeAt(this.start(node)) === 123;
  }

  isArray(node: number): boolean {
    return this.text.charCodeAt(this.start(node)) === 91;
  }

  /** Offset just after the closing quote of the member's key (the node must be a member). */
  keyEnd(node: number): number {
    return stringEnd(this.text, this.key(node));
  }

  /** The decoded key of an object member. */
  keyName(node: number): string {
    const start = this.key(node);
    return decodeString(this.text, start, stringEnd(this.text, start));
  }

  /** The last child of a container before `before` (or overall), or -1. */
  lastChild(node: number, before = this.after(node)): number {
    let last = -1;
    for (let child = node + 1; child < before; child = this.after(child)) last = child;
    return last;
  }

  /** The node at a pointer given as unescaped tokens, or -1. Duplicate keys resolve to the last. */
  find(tokens: readonly string[]): number {
    if (this.count === 0) return -1;
    let node = 0;
    for (const token of tokens) {
      const stop = this.after(node);
      let found = -1;
      if (this.isObject(node)) {
        for (let child = node + 1; child < stop; child = this.after(child)) {
          if (this.keyIs(child, token)) found = child;
        }
      } else if (this.isArray(node) && isArrayIndexToken(token)) {
        let index = Number(token);
        let child = node + 1;
        while (index > 0 && child < stop) {
          child = this.after(child);
          index--;
        }
        if (child < stop) found = child;
      }
      if (found === -1) return -1;
      node = found;
    }
    return node;
  }

  private keyIs(node: number, name: string): boolean {
    const start = this.key(node);
    const rawLength = this.keyEnd(node) - start - 2;
    // Escapes only make the raw text longer than the key, so equal lengths mean no escapes
    // (unless `name` itself has a backslash, which the raw text could then only hold escaped).
    if (rawLength < name.length) return false;
    if (rawLength === name.length && name.indexOf("\\") === -1) {
      return this.text.startsWith(name, start + 1);
    }
    return this.keyName(node) === name;
  }

  /** The nodes from the root down to `node`, both included. */
  private ancestry(node: number): number[] {
    const path = [0];
    let at = 0;
    while (at !== node) {
      let child = at + 1;
      while (this.after(child) <= node) child = this.after(child);
      path.push(child);
      at = child;
    }
    return path;
  }

  /** The container of a node, or -1 for the root. */
  parent(node: number): number {
    const path = this.ancestry(node);
    return path.length > 1 ? (path[path.length - 2] as number) : -1;
  }

  /** The JSON pointer of a node. */
  pointerOf(node: number): string {
    const path = this.ancestry(node);
    const tokens: (string | number)[] = [];
    for (let k = 1; k < path.length; k++) {
      const parent = path[k - 1] as number;
      const child = path[k] as number;
      if (this.isObject(parent)) tokens.push(this.keyName(child));
      else {
        let index = 0;
        for (let at = parent + 1; at < child; at = this.after(at)) index++;
        tokens.push(index);
      }
    }
    return formatPointer(tokens);
  }

  /** The node whose value starts exactly at `offset`, or -1. */
  nodeAt(offset: number): number {
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const at = this.start(mid);
      if (at === offset) return mid;
      if (at < offset) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }

  /** The member whose key starts at `offset` (its value is the first node after the key), or -1. */
  memberWithKeyAt(offset: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.start(mid) <= offset) low = mid + 1;
      else high = mid;
    }
    return low < this.count && this.key(low) === offset ? low : -1;
  }
}
