/**
 * Just enough of RFC 3986 for `$id` and `$ref`: resolving a reference against a base, removing
 * dot segments, lowercasing scheme and host. Parsed by hand, without regular expressions.
 */

interface Uri {
  scheme?: string;
  authority?: string;
  path: string;
  query?: string;
  fragment?: string;
}

function isSchemeChar(c: string, first: boolean): boolean {
  const lower = c.toLowerCase();
  if (lower >= "a" && lower <= "z") return true;
  return !first && ((c >= "0" && c <= "9") || c === "+" || c === "-" || c === ".");
}

function parse(text: string): Uri {
  const uri: Uri = { path: "" };
  let rest = text;
  const hash = rest.indexOf("#");
  if (hash >= 0) {
    uri.fragment = rest.slice(hash + 1);
    rest = rest.slice(0, hash);
  }
  const question = rest.indexOf("?");
  if (question >= 0) {
    uri.query = rest.slice(question + 1);
    rest = rest.slice(0, question);
  }
  const colon = rest.indexOf(":");
  if (colon > 0 && [...rest.slice(0, colon)].every((c, i) => isSchemeChar(c, i === 0))) {
    uri.scheme = rest.slice(0, colon).toLowerCase();
    rest = rest.slice(colon + 1);
  }
  if (rest.startsWith("//")) {
    const end = rest.indexOf("/", 2);
    const authority = end < 0 ? rest.slice(2) : rest.slice(2, end);
    uri.authority = authority.toLowerCase();
    rest = end < 0 ? "" : rest.slice(end);
  }
  uri.path = rest;
  return uri;
}

function serialize(u: Uri): string {
  let out = "";
  if (u.scheme !== undefined) out += `${u.scheme}:`;
  if (u.authority !== undefined) out += `//${u.authority}`;
  out += u.path;
  if (u.query !== undefined) out += `?${u.query}`;
  if (u.fragment !== undefined) out += `#${u.fragment}`;
  return out;
}

function removeDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split("/");
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === ".") {
      if (last) out.push("");
    } else if (segment === "..") {
      if (out.length > 1 || (out.length === 1 && out[0] !== "")) out.pop();
      if (last) out.push("");
    } else {
      out.push(segment);
    }
  });
  return out.join("/");
}

function merge(base: Uri, path: string): string {
  if (base.authority !== undefined && base.path === "") return `/${path}`;
  const slash = base.path.lastIndexOf("/");
  return slash < 0 ? path : base.path.slice(0, slash + 1) + path;
}

/** `ref` resolved against `base` (RFC 3986, section 5.2). */
export function resolveUri(base: string, ref: string): string {
  const r = parse(ref);
  if (base === "") return serialize({ ...r, path: r.scheme ? removeDotSegments(r.path) : r.path });
  const b = parse(base);
  const t: Uri = { path: "" };
  if (r.scheme !== undefined) {
    Object.assign(t, r, { path: removeDotSegments(r.path) });
  } else {
    if (r.authority !== undefined) {
      Object.assign(t, r, { path: removeDotSegments(r.path) });
    } else {
      if (r.path === "") {
        t.path = b.path;
        t.query = r.query ?? b.query;
      } else {
        t.path = removeDotSegments(r.path.startsWith("/") ? r.path : merge(b, r.path));
        t.query = r.query;
      }
      t.authority = b.authority;
    }
    t.scheme = b.scheme;
  }
  t.fragment = r.fragment;
  return serialize(clean(t));
}

/** Drops properties left undefined by spreading. */
function clean(u: Uri): Uri {
  const out: Uri = { path: u.path };
  if (u.scheme !== undefined) out.scheme = u.scheme;
  if (u.authority !== undefined) out.authority = u.authority;
  if (u.query !== undefined) out.query = u.query;
  if (u.fragment !== undefined) out.fragment = u.fragment;
  return out;
}

/** ajv's `normalizeId`: an id without its empty fragment ("x#" and "x#/" are "x"). */
export function normalizeId(id: string): string {
  if (id.endsWith("#/")) return id.slice(0, -2);
  if (id.endsWith("#")) return id.slice(0, -1);
  return id;
}

/** Splits "doc#fragment" into the document and the (still encoded) fragment. */
export function splitFragment(uri: string): [string, string] {
  const hash = uri.indexOf("#");
  return hash < 0 ? [uri, ""] : [uri.slice(0, hash), uri.slice(hash + 1)];
}
