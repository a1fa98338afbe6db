/** JSON pointers (RFC 6901): "" is the whole document, "/a/0/b~1c" walks keys and indexes. */

/** Escapes one reference token: `~` becomes `~0` and `/` becomes `~1`. */
export function escapePointerToken(token: string): string {
  if (token.indexOf("~") === -1 && token.indexOf("/") === -1) return token;
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Appends one key or array index to a pointer. */
export function joinPointer(base: string, token: string | number): string {
  return `${base}/${typeof token === "number" ? String(token) : escapePointerToken(token)}`;
}

/** Builds a pointer from unescaped tokens. */
export function formatPointer(tokens: readonly (string | number)[]): string {
  let pointer = "";
  for (const token of tokens) pointer = joinPointer(pointer, token);
  return pointer;
}

/**
 * Splits a pointer into unescaped tokens, or returns undefined when it is not a valid pointer
 * (it must be "" or start with "/", and `~` may only be followed by 0 or 1).
 */
export function tryParsePointer(pointer: string): string[] | undefined {
  if (pointer === "") return [];
  if (pointer.charCodeAt(0) !== 47 /* / */) return undefined;
  const tokens = pointer.slice(1).split("/");
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (token.indexOf("~") === -1) continue;
    if (/~(?![01])/.test(token)) return undefined;
    tokens[i] = token.replace(/~1/g, "/").replace(/~0/g, "~");
  }
  return tokens;
}

/** Splits a pointer into unescaped tokens; throws a TypeError when it is not a valid pointer. */
export function parsePointer(pointer: string): string[] {
  const tokens = tryParsePointer(pointer);
  if (tokens === undefined) throw new TypeError(`Invalid JSON pointer: ${JSON.stringify(pointer)}`);
  return tokens;
}

/** True when `token` is a canonical array index: "0" or digits without a leading zero. */
export function isArrayIndexToken(token: string): boolean {
  return /^(?:0|[1-9][0-9]*)$/.test(token);
}

/**
 * The value at `pointer`, or undefined when it is missing or the pointer is invalid. Only own
 * properties are followed, so "/__proto__" or "/constructor" never reach a prototype.
 */
export function getAtPointer(value: unknown, pointer: string): unknown {
  const tokens = tryParsePointer(pointer);
  if (tokens === undefined) return undefined;
  let current: unknown = value;
  for (const token of tokens) {
    if (Array.isArray(current)) {
      if (!isArrayIndexToken(token)) return undefined;
      const index = Number(token);
      if (index >= current.length) return undefined;
      current = current[index] as unknown;
    } else if (current !== null && typeof current === "object") {
      if (!Object.prototype.hasOwnProperty.call(current, token)) return undefined;
      current = (current as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return current;
}
