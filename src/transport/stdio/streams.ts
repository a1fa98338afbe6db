/**
 * The stdio runner's stream bookkeeping (Node only): stdout as lines under a cap, never holding
 * more than one line's cap, and the last bytes of stderr.
 */
/**
 * Splits stdout into lines on "\n" (a "\r" before it goes too). A line longer than the cap is
 * not kept: its bytes are counted until its "\n", then one overflow is reported.
 */
export class LineSplitter {
  private parts: Buffer[] = [];
  private size = 0;
  private dropping = false;

  constructor(
    private readonly cap: number,
    private readonly onLine: (line: string) => void,
    private readonly onOverflow: (bytes: number) => void,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline === -1 ? chunk.length : newline;
      this.take(chunk.subarray(start, end));
      if (newline === -1) return;
      this.finish();
      start = newline + 1;
    }
  }

  /** The unterminated text left at the end, if any (an overflowing line gives none). */
  rest(): string | undefined {
    if (this.dropping || this.size === 0) return undefined;
    return Buffer.concat(this.parts).toString("utf8");
  }

  private take(piece: Buffer): void {
    this.size += piece.length;
    if (this.dropping) return;
    // One "\r" more than the cap is still a line of the cap once the "\r" goes.
    if (this.size > this.cap + 1) {
      this.dropping = true;
      this.parts = [];
      return;
    }
    this.parts.push(piece);
  }

  private finish(): void {
    const size = this.size;
    const parts = this.parts;
    this.parts = [];
    this.size = 0;
    if (this.dropping) {
      this.dropping = false;
      return this.onOverflow(size);
    }
    let line = Buffer.concat(parts, size);
    if (line.length > 0 && line[line.length - 1] === 0x0d) line = line.subarray(0, -1);
    if (line.length > this.cap) return this.onOverflow(size);
    this.onLine(line.toString("utf8"));
  }
}

/** The last `cap` bytes of a stream. */
export class Ring {
  private parts: Buffer[] = [];
  private size = 0;
  constructor(private readonly cap: number) {}

  push(chunk: Buffer): void {
    if (this.cap <= 0) return;
    this.parts.push(chunk);
    this.size += chunk.length;
    while (this.size > this.cap && this.parts.length > 0) {
      const first = this.parts[0]!;
      const over = this.size - this.cap;
      if (first.length <= over) {
        this.parts.shift();
        this.size -= first.length;
      } else {
        this.parts[0] = first.subarray(over);
        this.size -= over;
      }
    }
  }

  text(): string {
    // A cut through a character leaves continuation bytes at the start: drop their U+FFFD.
    return Buffer.concat(this.parts)
      .toString("utf8")
      .replace(/^\uFFFD+/, "");
  }
}
