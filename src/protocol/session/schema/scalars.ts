/** Keywords for numbers and strings, with ajv's messages. */
import { numberFormat, stringFormat } from "./formats.ts";
import { type Keyword, fail } from "./types.ts";
import { codePointLength } from "./values.ts";

type Comparison = "<=" | ">=" | "<" | ">";

function limit(keyword: string, comparison: Comparison): Keyword {
  const holds: (v: number, bound: number) => boolean = {
    "<=": (v: number, b: number) => v <= b,
    ">=": (v: number, b: number) => v >= b,
    "<": (v: number, b: number) => v < b,
    ">": (v: number, b: number) => v > b,
  }[comparison];
  return (schema) => {
    const bound = schema[keyword] as number;
    const message = `must be ${comparison} ${bound}`;
    return (v, at, run) => {
      if (!holds(v as number, bound)) fail(run, at, keyword, message);
    };
  };
}

export const maximum = limit("maximum", "<=");
export const minimum = limit("minimum", ">=");
export const exclusiveMaximum = limit("exclusiveMaximum", "<");
export const exclusiveMinimum = limit("exclusiveMinimum", ">");

export const multipleOf: Keyword = (schema) => {
  const divisor = schema.multipleOf as number;
  const message = `must be multiple of ${divisor}`;
  return (v, at, run) => {
    // ajv's own test, quirks included: the quotient must print as an integer.
    const quotient = (v as number) / divisor;
    if (divisor === 0 || quotient !== Number.parseInt(String(quotient), 10)) {
      fail(run, at, "multipleOf", message);
    }
  };
};

function length(keyword: "maxLength" | "minLength"): Keyword {
  return (schema) => {
    const bound = schema[keyword] as number;
    const more = keyword === "maxLength";
    const message = `must NOT have ${more ? "more" : "fewer"} than ${bound} characters`;
    return (v, at, run) => {
      const s = v as string;
      run.meter.tick(1 + (s.length >> 8));
      const n = codePointLength(s);
      if (more ? n > bound : n < bound) fail(run, at, keyword, message);
    };
  };
}

export const maxLength = length("maxLength");
export const minLength = length("minLength");

export const pattern: Keyword = (schema, cx) => {
  const source = schema.pattern as string;
  const test = cx.pattern(source);
  const message = `must match pattern "${source}"`;
  return (v, at, run) => {
    if (!test(v as string, run)) fail(run, at, "pattern", message);
  };
};

/** `format` on strings (ajv applies a format only to the type it is defined for). */
export const stringFormatKeyword: Keyword = (schema) => {
  const name = schema.format;
  const check = typeof name === "string" ? stringFormat(name) : undefined;
  if (!check) return undefined;
  const message = `must match format "${name as string}"`;
  return (v, at, run) => {
    const s = v as string;
    run.meter.tick(1 + (s.length >> 6));
    if (!check(s)) fail(run, at, "format", message);
  };
};

export const numberFormatKeyword: Keyword = (schema) => {
  const name = schema.format;
  const check = typeof name === "string" ? numberFormat(name) : undefined;
  if (!check) return undefined;
  const message = `must match format "${name as string}"`;
  return (v, at, run) => {
    if (!check(v as number)) fail(run, at, "format", message);
  };
};
