/**
 * Keywords for arrays. `uniqueItems` finds the pair ajv reports in one pass (a key per item)
 * rather than by comparing every pair, so a long array costs its length, not its square.
 */
import { schemaTypes } from "./dialect.ts";
import {
  type Check,
  type Context,
  type Keyword,
  type Run,
  type Trail,
  fail,
  resetTo,
} from "./types.ts";
import { hasType, identityKey } from "./values.ts";

const child = (up: Trail | undefined, key: number): Trail => ({ up, key });

function limit(keyword: "maxItems" | "minItems"): Keyword {
  return (schema) => {
    const bound = schema[keyword] as number;
    const more = keyword === "maxItems";
    const message = `must NOT have ${more ? "more" : "fewer"} than ${bound} items`;
    return (v, at, run) => {
      const n = (v as unknown[]).length;
      if (more ? n > bound : n < bound) fail(run, at, keyword, message);
    };
  };
}
export const maxItems = limit("maxItems");
export const minItems = limit("minItems");

/** `check` on every item from index `from`. */
function eachItem(check: Check, from: number): Check {
  return (v, at, run) => {
    const items = v as unknown[];
    const start = run.errors.length;
    for (let i = from; i < items.length; i++) {
      run.meter.tick();
      check(items[i], child(at, i), run);
      if (run.quick && run.errors.length > start) return;
    }
  };
}

/** Positional schemas (2020-12 `prefixItems`, draft-07 `items` as an array). */
function tuple(schemas: unknown[], cx: Context): Check {
  const checks = schemas.map((s) => (cx.alwaysValid(s) ? undefined : cx.sub(s)));
  return (v, at, run) => {
    const items = v as unknown[];
    const start = run.errors.length;
    checks.forEach((check, i) => {
      if (!check || i >= items.length || (run.quick && run.errors.length > start)) return;
      check(items[i], child(at, i), run);
    });
  };
}

/** Items past a tuple of `count` (2020-12 `items` after `prefixItems`, draft-07 `additionalItems`). */
function rest(count: number, schema: unknown, keyword: string, cx: Context): Check | undefined {
  if (schema === false) {
    const message = `must NOT have more than ${count} items`;
    return (v, at, run) => {
      if ((v as unknown[]).length > count) fail(run, at, keyword, message);
    };
  }
  if (typeof schema !== "object" || cx.alwaysValid(schema)) return undefined;
  return eachItem(cx.sub(schema), count);
}

export const prefixItems: Keyword = (schema, cx) => tuple(schema.prefixItems as unknown[], cx);

export const items: Keyword = (schema, cx) => {
  const own = schema.items;
  if (cx.dialect === "draft-07" && Array.isArray(own)) return tuple(own, cx);
  if (cx.alwaysValid(own)) return undefined;
  const prefix = cx.dialect === "2020-12" ? schema.prefixItems : undefined;
  if (Array.isArray(prefix)) return rest(prefix.length, own, "items", cx);
  return eachItem(cx.sub(own), 0);
};

export const additionalItems: Keyword = (schema, cx) => {
  const tupleItems = schema.items;
  if (!Array.isArray(tupleItems)) return undefined;
  return rest(tupleItems.length, schema.additionalItems, "additionalItems", cx);
};

export const contains: Keyword = (schema, cx) => {
  const counted = cx.dialect === "2020-12";
  const min = counted && schema.minContains !== undefined ? (schema.minContains as number) : 1;
  const max = counted ? (schema.maxContains as number | undefined) : undefined;
  const message =
    max === undefined
      ? `must contain at least ${min} valid item(s)`
      : `must contain at least ${min} and no more than ${max} valid item(s)`;
  if (max === undefined && min === 0) return undefined;
  if (max !== undefined && min > max) return (_v, at, run) => fail(run, at, "contains", message);
  const within = (n: number) => n >= min && (max === undefined || n <= max);
  if (cx.alwaysValid(schema.contains)) {
    return (v, at, run) => {
      if (!within((v as unknown[]).length)) fail(run, at, "contains", message);
    };
  }
  const check = cx.sub(schema.contains);
  return (v, at, run) => {
    const list = v as unknown[];
    const start = run.errors.length;
    let valid = min === 0;
    let count = 0;
    for (let i = 0; i < list.length; i++) {
      run.meter.tick();
      const before = run.errors.length;
      check(list[i], child(at, i), run);
      if (run.errors.length !== before) continue;
      count++;
      if (max !== undefined && count > max) {
        valid = false;
        break;
      }
      if (count >= min) {
        valid = true;
        if (max === undefined) break;
      }
    }
    // ajv keeps the failing items' errors before its own; a pass takes them back.
    if (valid) resetTo(run, start);
    else fail(run, at, "contains", message);
  };
};

/**
 * ajv's two searches and the pair each reports: with scalar item types declared, from the end,
 * the first item seen before ("## later and earlier"); otherwise the last item that repeats an
 * earlier one, with the nearest such earlier one ("## earlier and later").
 */
function scalarRepeat(list: unknown[], types: ReturnType<typeof schemaTypes>, run: Run) {
  const seen = new Map<string, number>();
  for (let i = list.length - 1; i >= 0; i--) {
    run.meter.tick();
    const item = list[i];
    if (!types.some((t) => hasType(item, t))) continue;
    const key = typeof item === "string" ? (types.length > 1 ? `${item}_` : item) : String(item);
    const later = seen.get(key);
    if (later !== undefined) return [later, i] as const;
    seen.set(key, i);
  }
  return undefined;
}

function anyRepeat(list: unknown[], run: Run) {
  const last = new Map<string, number>();
  const previous = list.map((item, i) => {
    const key = identityKey(item, run.meter);
    const before = last.get(key);
    last.set(key, i);
    return before;
  });
  for (let i = list.length - 1; i > 0; i--) {
    const before = previous[i];
    if (before !== undefined) return [before, i] as const;
  }
  return undefined;
}

export const uniqueItems: Keyword = (schema) => {
  if (schema.uniqueItems !== true) return undefined;
  const own = schema.items;
  const types =
    own !== null && typeof own === "object" && !Array.isArray(own)
      ? schemaTypes(own as Record<string, unknown>)
      : [];
  const scalar = types.length > 0 && !types.some((t) => t === "object" || t === "array");
  return (v, at, run) => {
    const list = v as unknown[];
    if (list.length <= 1) return;
    const pair = scalar ? scalarRepeat(list, types, run) : anyRepeat(list, run);
    if (pair) {
      const [j, i] = pair;
      fail(
        run,
        at,
        "uniqueItems",
        `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      );
    }
  };
};
