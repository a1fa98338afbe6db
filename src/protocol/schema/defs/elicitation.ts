/**
 * Elicitation (2025-06-18): the server asks the user, through the client, to fill a small form
 * whose fields are restricted JSON Schemas; from 2025-11-25 it may instead send the user to a URL.
 * In 2026-07-28 the request is an entry of `InputRequests` rather than a JSON-RPC message.
 */
import {
  type FieldInput,
  type Node,
  allOf,
  any,
  arr,
  bool,
  byVersion,
  enm,
  int,
  lit,
  num,
  obj,
  opt,
  raw,
  record,
  ref,
  req,
  str,
  union,
  v,
  withDoc,
} from "../dsl.ts";
import { type MethodDef, type TypeDef, methodDef, typeDef } from "../registry.ts";
import {
  EMBEDDED,
  ONLY_2025_11_25,
  freeMeta,
  serverRequestMeta,
  taskField,
} from "./client-shapes.ts";

const SINCE_ELICITATION = { since: "2025-06-18" } as const;
/** Enum kinds, defaults, URL mode and `$schema` arrived together. */
const SINCE_2025_11_25 = { since: "2025-11-25" } as const;

/** Display fields every primitive field schema has. */
const labels = (): Record<string, FieldInput> => ({
  title: opt(withDoc(str(), "Label shown for the field.")),
  description: opt(withDoc(str(), "Help text shown for the field.")),
});

/** A list of strings (enum values, names, defaults). */
const strings = (): Node => arr(str());

/** The choices of a titled enum: each value with the label shown for it. */
const titledChoices = (): Node =>
  arr(obj({ const: withDoc(str(), "The value sent back."), title: str() }));

/** Fields of the old `enum` + `enumNames` form (the whole EnumSchema in 2025-06-18). */
const legacyEnumFields = (): Record<string, FieldInput> => ({
  type: lit("string"),
  ...labels(),
  enum: withDoc(strings(), "The allowed values."),
  enumNames: opt(withDoc(strings(), "Labels for the values, in the same order.")),
});

/** Fields of a multi-select field schema; `items` says which values can be chosen. */
const multiSelect = (items: Node): Node =>
  obj({
    type: lit("array"),
    ...labels(),
    minItems: opt(int()),
    maxItems: opt(int()),
    items,
    default: opt(strings()),
  });

const singleSelect = (choices: Record<string, FieldInput>): Node =>
  obj({ type: lit("string"), ...labels(), ...choices, default: opt(str()) });

const ENUM_KINDS = [
  "UntitledSingleSelectEnumSchema",
  "TitledSingleSelectEnumSchema",
  "UntitledMultiSelectEnumSchema",
  "TitledMultiSelectEnumSchema",
  "LegacyTitledEnumSchema",
];

/** What the form asks for: a flat object schema of primitive fields. */
const requestedSchema = (): Node =>
  obj({
    $schema: opt(str(), SINCE_2025_11_25),
    type: lit("object"),
    properties: record(ref("PrimitiveSchemaDefinition")),
    required: opt(strings()),
  });

export const types: TypeDef[] = [
  typeDef(
    "PrimitiveSchemaDefinition",
    union(
      ref("StringSchema"),
      ref("NumberSchema"),
      ref("BooleanSchema"),
      v(ref("EnumSchema"), { until: "2025-11-25" }),
      ...ENUM_KINDS.map((name) => v(ref(name), SINCE_2025_11_25)),
    ),
    SINCE_ELICITATION,
  ),
  typeDef(
    "StringSchema",
    obj({
      type: lit("string"),
      ...labels(),
      minLength: opt(int()),
      maxLength: opt(int()),
      format: opt(enm(["date", "date-time", "email", "uri"], "A format the value must follow.")),
      default: opt(str(), SINCE_2025_11_25),
    }),
    SINCE_ELICITATION,
  ),
  typeDef(
    "NumberSchema",
    obj({
      type: enm(["integer", "number"]),
      ...labels(),
      minimum: opt(num()),
      maximum: opt(num()),
      default: opt(num(), SINCE_2025_11_25),
    }),
    SINCE_ELICITATION,
  ),
  typeDef(
    "BooleanSchema",
    obj({ type: lit("boolean"), ...labels(), default: opt(bool()) }),
    SINCE_ELICITATION,
  ),
  typeDef(
    "EnumSchema",
    byVersion([
      ["2025-06-18", obj(legacyEnumFields())],
      ["2025-11-25", union(...ENUM_KINDS.map((name) => ref(name)))],
    ]),
    SINCE_ELICITATION,
  ),
  typeDef(
    "SingleSelectEnumSchema",
    union(ref("UntitledSingleSelectEnumSchema"), ref("TitledSingleSelectEnumSchema")),
    SINCE_2025_11_25,
  ),
  typeDef(
    "MultiSelectEnumSchema",
    union(ref("UntitledMultiSelectEnumSchema"), ref("TitledMultiSelectEnumSchema")),
    SINCE_2025_11_25,
  ),
  typeDef(
    "UntitledSingleSelectEnumSchema",
    singleSelect({ enum: withDoc(strings(), "The allowed values.") }),
    SINCE_2025_11_25,
  ),
  typeDef(
    "TitledSingleSelectEnumSchema",
    singleSelect({ oneOf: withDoc(titledChoices(), "The allowed values with their labels.") }),
    SINCE_2025_11_25,
  ),
  typeDef(
    "UntitledMultiSelectEnumSchema",
    multiSelect(obj({ type: lit("string"), enum: strings() })),
    SINCE_2025_11_25,
  ),
  typeDef(
    "TitledMultiSelectEnumSchema",
    multiSelect(obj({ anyOf: titledChoices() })),
    SINCE_2025_11_25,
  ),
  typeDef(
    "LegacyTitledEnumSchema",
    obj({ ...legacyEnumFields(), default: opt(str()) }),
    SINCE_2025_11_25,
  ),
  // A building block from 2025-06-18 (the params were inline then); named from 2025-11-25.
  typeDef(
    "ElicitRequestFormParams",
    obj({
      _meta: serverRequestMeta(),
      mode: opt(lit("form"), SINCE_2025_11_25),
      message: withDoc(str(), "What the user is asked, in plain words."),
      requestedSchema: requestedSchema(),
      task: taskField(),
    }),
    SINCE_ELICITATION,
  ),
  typeDef(
    "ElicitRequestURLParams",
    obj({
      _meta: serverRequestMeta(),
      mode: lit("url"),
      message: withDoc(str(), "Why the user should open the URL."),
      elicitationId: req(
        withDoc(str(), "Names this elicitation in its completion notification."),
        ONLY_2025_11_25,
      ),
      url: withDoc(str({ format: "uri" }), "The page the user should visit."),
      task: taskField(),
    }),
    SINCE_2025_11_25,
  ),
  // 2025-06-18 has only the form; the order of the members changed in 2026-07-28.
  typeDef(
    "ElicitRequestParams",
    union(
      v(ref("ElicitRequestURLParams"), ONLY_2025_11_25),
      ref("ElicitRequestFormParams"),
      v(ref("ElicitRequestURLParams"), EMBEDDED),
    ),
    SINCE_ELICITATION,
  ),
  typeDef(
    "ElicitResult",
    obj({
      _meta: freeMeta({ until: "2026-07-28" }),
      action: enm(["accept", "cancel", "decline"], "What the user did with the request."),
      content: opt(
        withDoc(
          record(
            union(v(strings(), SINCE_2025_11_25), raw({ type: ["string", "integer", "boolean"] })),
          ),
          "The submitted form values, when the user accepted.",
        ),
      ),
    }),
    SINCE_ELICITATION,
  ),
  typeDef(
    "URLElicitationRequiredError",
    obj({
      jsonrpc: lit("2.0"),
      id: opt(ref("RequestId")),
      error: allOf(
        ref("Error"),
        obj({
          code: raw({ type: "integer", const: -32042 }),
          data: obj(
            { elicitations: arr(ref("ElicitRequestURLParams")) },
            { extra: any(), doc: "The URL elicitations to complete before retrying." },
          ),
        }),
      ),
    }),
    ONLY_2025_11_25,
  ),
  // 2026-07-28: an entry of `InputRequests` instead of a JSON-RPC request.
  typeDef(
    "ElicitRequest",
    obj({ method: lit("elicitation/create"), params: ref("ElicitRequestParams") }),
    EMBEDDED,
  ),
];

export const methods: MethodDef[] = [
  methodDef({
    method: "elicitation/create",
    kind: "request",
    direction: "server-to-client",
    span: { since: "2025-06-18", until: "2026-07-28" },
    doc: "Asks the client to collect information from its user, by a form or a web page.",
    params: ref("ElicitRequestParams"),
    paramsRequired: true,
    result: ref("ElicitResult"),
    specName: "ElicitRequest",
    resultSpecName: "ElicitResult",
  }),
  methodDef({
    method: "notifications/elicitation/complete",
    kind: "notification",
    direction: "server-to-client",
    span: ONLY_2025_11_25,
    doc: "Tells the client that the user finished a URL elicitation.",
    params: obj({ elicitationId: withDoc(str(), "The elicitation that completed.") }),
    paramsRequired: true,
    specName: "ElicitationCompleteNotification",
  }),
];
