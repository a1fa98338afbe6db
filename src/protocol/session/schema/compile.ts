/**
 * Turns a schema into `Check` closures, keyword by keyword in ajv's order. Subschemas compile
 * once each; a `$ref` target compiles after the tree that names it, so reference loops need no
 * special care. Anything ajv would refuse to compile throws `SchemaProblem`.
 */
import * as any from "./applicators.ts";
import * as arrays from "./arrays.ts";
import {
  type Group,
  VOCABULARIES,
  type Vocabulary,
  hasRules,
  hasRulesButRef,
  schemaTypes,
} from "./dialect.ts";
import type { Meter } from "./meter.ts";
import * as objects from "./objects.ts";
import { UnsupportedPattern, matcherOf, patternSyntaxError } from "./patterns.ts";
import type { Registry, Target } from "./refs.ts";
import * as scalars from "./scalars.ts";
import {
  type Check,
  type Context,
  type Dialect,
  type Keyword,
  PASS,
  type PatternTest,
  type SchemaObject,
  SchemaProblem,
  fail,
} from "./types.ts";
import { normalizeId, resolveUri } from "./uri.ts";
import { isPlainObject, typeTest } from "./values.ts";

const UNTYPED: Readonly<Record<string, Keyword>> = {
  $ref: any.ref,
  $dynamicRef: any.dynamicRef,
  $recursiveRef: any.recursiveRef,
  const: any.constant,
  enum: any.enumeration,
  not: any.not,
  anyOf: any.anyOf,
  oneOf: any.oneOf,
  allOf: any.allOf,
  if: any.ifThenElse,
};

const TYPED: Readonly<Record<Group, Readonly<Record<string, Keyword>>>> = {
  number: {
    maximum: scalars.maximum,
    minimum: scalars.minimum,
    exclusiveMaximum: scalars.exclusiveMaximum,
    exclusiveMinimum: scalars.exclusiveMinimum,
    multipleOf: scalars.multipleOf,
    format: scalars.numberFormatKeyword,
  },
  string: {
    maxLength: scalars.maxLength,
    minLength: scalars.minLength,
    pattern: scalars.pattern,
    format: scalars.stringFormatKeyword,
  },
  array: {
    maxItems: arrays.maxItems,
    minItems: arrays.minItems,
    prefixItems: arrays.prefixItems,
    items: arrays.items,
    additionalItems: arrays.additionalItems,
    contains: arrays.contains,
    uniqueItems: arrays.uniqueItems,
  },
  object: {
    maxProperties: objects.maxProperties,
    minProperties: objects.minProperties,
    required: objects.required,
    propertyNames: objects.propertyNames,
    additionalProperties: objects.additionalProperties,
    dependencies: objects.dependencies,
    properties: objects.properties,
    patternProperties: objects.patternProperties,
    dependentRequired: objects.dependentRequired,
    dependentSchemas: objects.dependentSchemas,
  },
};

const IS_GROUP: Readonly<Record<Group, (v: unknown) => boolean>> = {
  number: (v) => typeof v === "number",
  string: (v) => typeof v === "string",
  array: (v) => Array.isArray(v),
  object: isPlainObject,
};

const FALSE: Check = (_v, at, run) => fail(run, at, "false schema", "boolean schema is false");

/** Schemas nest no deeper than this (ajv would overflow its stack somewhere past it). */
export const MAX_SCHEMA_DEPTH = 200;
export const REASON_TOO_DEEP = `the schema nests too deeply to check (over ${MAX_SCHEMA_DEPTH} levels)`;
const REASON_REF_LOOP = (ref: string) =>
  `the reference ${ref} leads into a loop of references that never checks anything`;

interface Step {
  readonly group: Group | undefined;
  readonly checks: readonly Check[];
  /** The type error belongs here (one declared type, and this is its group). */
  readonly typeError: boolean;
}

export class Compiler {
  private readonly vocabulary: Vocabulary;
  private readonly compiled = new Map<object, Check>();
  private readonly later: (() => void)[] = [];
  private depth = 0;

  constructor(
    readonly dialect: Dialect,
    private readonly registry: Registry,
    private readonly meter: Meter,
  ) {
    this.vocabulary = VOCABULARIES[dialect];
  }

  /** The root's check, with every reference it reaches compiled too. */
  compileRoot(schema: unknown): Check {
    const check = this.compile(schema, this.registry.base);
    for (let next = this.later.shift(); next; next = this.later.shift()) next();
    return check;
  }

  alwaysValid(schema: unknown): boolean {
    if (typeof schema === "boolean") return schema;
    return isPlainObject(schema) && !hasRules(schema, this.vocabulary);
  }

  private compile(schema: unknown, base: string): Check {
    if (schema === true) return PASS;
    if (schema === false) return FALSE;
    if (!isPlainObject(schema)) throw new SchemaProblem("schema must be object or boolean");
    const known = this.compiled.get(schema);
    if (known) return known;
    this.meter.tick();
    if (++this.depth > MAX_SCHEMA_DEPTH) throw new SchemaProblem(REASON_TOO_DEEP);
    const own =
      typeof schema.$id === "string"
        ? normalizeId(resolveUri(base, normalizeId(schema.$id)))
        : base;
    const check = this.node(schema, this.context(own));
    this.depth--;
    this.compiled.set(schema, check);
    return check;
  }

  private context(base: string): Context {
    return {
      dialect: this.dialect,
      sub: (schema) => this.compile(schema, base),
      alwaysValid: (schema) => this.alwaysValid(schema),
      ref: (ref) => this.reference(base, ref),
      pattern: (source) => this.pattern(source),
    };
  }

  private reference(base: string, ref: string): Check {
    const target = this.registry.resolve(base, ref);
    if (!target) {
      throw new SchemaProblem(`can't resolve reference ${ref} from id ${base || "#"}`);
    }
    this.refuseLoop(target, ref);
    let check: Check | undefined;
    this.later.push(() => {
      check = this.compile(target.schema, target.base);
    });
    return (v, at, run) => {
      run.meter.enter();
      (check as Check)(v, at, run);
      run.meter.leave();
    };
  }

  /** A chain of schemas that are nothing but `$ref` and come back to one (ajv's stack overflows). */
  private refuseLoop(first: Target, ref: string): void {
    const seen = new Set<unknown>();
    for (let t: Target | undefined = first; t;) {
      const { schema } = t;
      if (!isPlainObject(schema) || typeof schema.$ref !== "string") return;
      if (hasRulesButRef(schema, this.vocabulary)) return;
      if (seen.has(schema)) throw new SchemaProblem(REASON_REF_LOOP(ref));
      seen.add(schema);
      t = this.registry.resolve(t.base, schema.$ref);
    }
  }

  private pattern(source: string): PatternTest {
    const problem = patternSyntaxError(source);
    if (problem !== undefined) throw new SchemaProblem(problem);
    return (text, run) => {
      const matcher = matcherOf(source);
      if (matcher instanceof UnsupportedPattern) throw matcher;
      run.meter.tick(1 + (text.length >> 6));
      return matcher.test(text);
    };
  }

  private node(schema: SchemaObject, cx: Context): Check {
    const vocabulary = this.vocabulary;
    if (!hasRules(schema, vocabulary)) return PASS;
    if (schema.id !== undefined) {
      throw new SchemaProblem('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
    }
    if (schema.nullable !== undefined && typeof schema.nullable !== "boolean") {
      throw new SchemaProblem('nullable value must be ["boolean"]');
    }
    const types = schemaTypes(schema);
    if (schema.$ref !== undefined && !hasRulesButRef(schema, vocabulary)) {
      return this.guarded([
        { group: undefined, checks: [any.ref(schema, cx) as Check], typeError: false },
      ]);
    }
    const used = (keywords: readonly string[]) => keywords.some((k) => schema[k] !== undefined);
    const single = types.length === 1 ? types[0] : undefined;
    const upfront =
      types.length > 0 &&
      !vocabulary.groups.some(([group, keywords]) => group === single && used(keywords));
    const steps: Step[] = [
      {
        group: undefined,
        checks: this.keywords(schema, cx, vocabulary.untyped, UNTYPED),
        typeError: false,
      },
    ];
    for (const [group, keywords] of vocabulary.groups) {
      if (!used(keywords)) continue;
      const checks = this.keywords(schema, cx, keywords, TYPED[group]);
      steps.push({ group, checks, typeError: !upfront && single === group });
    }
    const isType = typeTest(types);
    // ajv names the declared types; `nullable: true` adds null to a declared list (not to one name).
    const message = `must be ${Array.isArray(schema.type) ? types.join(",") : String(schema.type)}`;
    const typeCheck: Check | undefined = upfront
      ? (v, at, run) => {
          if (!isType(v)) fail(run, at, "type", message);
        }
      : undefined;
    return this.guarded(steps, typeCheck, message);
  }

  private keywords(
    schema: SchemaObject,
    cx: Context,
    order: readonly string[],
    table: Readonly<Record<string, Keyword>>,
  ): Check[] {
    const checks: Check[] = [];
    for (const keyword of order) {
      if (schema[keyword] === undefined || !Object.hasOwn(table, keyword)) continue;
      const check = (table[keyword] as Keyword)(schema, cx);
      if (check) checks.push(check);
    }
    return checks;
  }

  /** Runs the steps in order, each typed group only on its type, within the depth limit. */
  private guarded(steps: readonly Step[], typeCheck?: Check, typeMessage = ""): Check {
    return (v, at, run) => {
      run.meter.enter();
      const start = run.errors.length;
      typeCheck?.(v, at, run);
      for (const step of steps) {
        if (run.quick && run.errors.length > start) break;
        if (step.group && !IS_GROUP[step.group](v)) {
          if (step.typeError) fail(run, at, "type", typeMessage);
          continue;
        }
        for (const check of step.checks) {
          check(v, at, run);
          if (run.quick && run.errors.length > start) break;
        }
      }
      run.meter.leave();
    };
  }
}
