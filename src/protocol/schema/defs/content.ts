/**
 * Content: the text, image, audio and embedded-resource blocks that tools, prompts and
 * sampling exchange, with their annotations, plus the names and icons objects carry.
 */
import {
  type Node,
  type Prop,
  arr,
  byVersion,
  enm,
  lit,
  num,
  obj,
  opt,
  ref,
  str,
  union,
  withDoc,
} from "../dsl.ts";
import { type MethodDef, type TypeDef, typeDef } from "../registry.ts";
import { objectMeta } from "./shapes.ts";

/** The annotations object; written inline in 2024-11-05, named `Annotations` afterwards. */
const annotationsNode = (): Node =>
  obj({
    audience: opt(
      withDoc(arr(ref("Role")), "Who the content is meant for: the user, the model, or both."),
    ),
    priority: opt(
      withDoc(num({ minimum: 0, maximum: 1 }), "How important the content is, from 0 to 1."),
    ),
    lastModified: opt(withDoc(str(), "When the content last changed (ISO 8601)."), {
      since: "2025-06-18",
    }),
  });

/** An `annotations` field: inline in 2024-11-05, a reference to `Annotations` afterwards. */
export const annotationsProp = (): Prop =>
  opt(
    byVersion([
      ["2024-11-05", annotationsNode()],
      ["2025-03-26", ref("Annotations")],
    ]),
  );

/** Binary data: base64 text, as the spec marks it. */
const base64 = (doc: string): Node => withDoc(str({ format: "byte" }), doc);

export const types: TypeDef[] = [
  typeDef("Role", enm(["assistant", "user"], "The side of a conversation a message comes from.")),
  typeDef("Annotated", obj({ annotations: opt(annotationsNode()) }), { until: "2025-03-26" }),
  typeDef("Annotations", annotationsNode(), { since: "2025-03-26" }),
  typeDef(
    "BaseMetadata",
    obj({
      name: withDoc(str(), "The identifier used in code and messages."),
      title: opt(withDoc(str(), "A display name for people.")),
    }),
    { since: "2025-06-18" },
  ),
  typeDef(
    "Icon",
    obj({
      src: withDoc(str({ format: "uri" }), "Where to get the icon: an http(s) or data: URI."),
      mimeType: opt(str()),
      sizes: opt(withDoc(arr(str()), 'The sizes the icon is available in, e.g. "48x48".')),
      theme: opt(enm(["dark", "light"], "The UI theme the icon is drawn for.")),
    }),
    { since: "2025-11-25" },
  ),
  typeDef("Icons", obj({ icons: opt(arr(ref("Icon"))) }), { since: "2025-11-25" }),
  typeDef(
    "TextContent",
    obj({
      type: lit("text"),
      text: withDoc(str(), "The text itself."),
      annotations: annotationsProp(),
      _meta: objectMeta({ since: "2025-06-18" }),
    }),
  ),
  typeDef(
    "ImageContent",
    obj({
      type: lit("image"),
      data: base64("The image, base64-encoded."),
      mimeType: withDoc(str(), 'The image format, e.g. "image/png".'),
      annotations: annotationsProp(),
      _meta: objectMeta({ since: "2025-06-18" }),
    }),
  ),
  typeDef(
    "AudioContent",
    obj({
      type: lit("audio"),
      data: base64("The audio, base64-encoded."),
      mimeType: withDoc(str(), 'The audio format, e.g. "audio/wav".'),
      annotations: annotationsProp(),
      _meta: objectMeta({ since: "2025-06-18" }),
    }),
    { since: "2025-03-26" },
  ),
  typeDef(
    "EmbeddedResource",
    obj({
      type: lit("resource"),
      resource: withDoc(
        union(ref("TextResourceContents"), ref("BlobResourceContents")),
        "The resource's contents, as text or as base64 data.",
      ),
      annotations: annotationsProp(),
      _meta: objectMeta({ since: "2025-06-18" }),
    }),
  ),
  typeDef(
    "ContentBlock",
    union(
      ref("TextContent"),
      ref("ImageContent"),
      ref("AudioContent"),
      ref("ResourceLink"),
      ref("EmbeddedResource"),
    ),
    { since: "2025-06-18" },
  ),
];

export const methods: MethodDef[] = [];
