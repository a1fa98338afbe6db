/**
 * "Check a server's widget": the short answer to "why does my widget not show?" for one tool.
 * Both metadata keys, the resource each names (read or not, its MIME type), whether it declares
 * a CSP, and the tool's visibility. Facts only; the page words them.
 */
import {
  APPS_MIME,
  type Flavour,
  type ReadOutcome,
  SKYBRIDGE_MIME,
  mimeFits,
  uiLinksOf,
  visibilityMalformed,
  visibilityOf,
} from "./document.ts";

export type CheckState = "ok" | "warn" | "bad";

export interface CheckLine {
  /** What the line is about (a key of the page's strings: `widget.check.<topic>`). */
  topic: "appsKey" | "openaiKey" | "mime" | "csp" | "visibility" | "readable";
  state: CheckState;
  flavour?: Flavour;
  /** The facts, as plain values (URIs, MIME types, lists). */
  args: Record<string, string>;
}

export function expectedMime(flavour: Flavour): string {
  return flavour === "apps" ? APPS_MIME : SKYBRIDGE_MIME;
}

/** The report for `tool`, given what reading each of its UI resources gave. */
export function checkWidget(tool: unknown, reads: ReadonlyMap<string, ReadOutcome>): CheckLine[] {
  const links = uiLinksOf(tool);
  const apps = links.find((l) => l.flavour === "apps");
  const openai = links.find((l) => l.flavour === "openai");
  const lines: CheckLine[] = [
    {
      topic: "appsKey",
      state: apps ? "ok" : openai ? "warn" : "bad",
      args: { value: apps?.uri ?? "" },
    },
    {
      topic: "openaiKey",
      state: openai ? "ok" : apps ? "warn" : "bad",
      args: { value: openai?.uri ?? "" },
    },
  ];
  for (const link of links) {
    const read = reads.get(link.uri);
    if (!read?.ok) {
      lines.push({
        topic: "readable",
        state: "bad",
        flavour: link.flavour,
        args: { uri: link.uri, reason: read ? read.reason : "" },
      });
      continue;
    }
    const { resource } = read;
    const expected = expectedMime(link.flavour);
    lines.push(
      {
        topic: "readable",
        state: "ok",
        flavour: link.flavour,
        args: { uri: link.uri, size: String(resource.html.length), reason: "" },
      },
      {
        topic: "mime",
        state: mimeFits(resource.mimeType, link.flavour) ? "ok" : "bad",
        flavour: link.flavour,
        args: { value: resource.mimeType ?? "", expected },
      },
      {
        topic: "csp",
        state: resource.cspDeclared ? "ok" : "warn",
        flavour: link.flavour,
        args: {
          value: [
            ...(resource.csp.connectDomains ?? []),
            ...(resource.csp.resourceDomains ?? []),
          ].join(" "),
        },
      },
    );
  }
  const visibility = visibilityOf(tool);
  // Not a list: read as the most restrictive value, and that is a problem of the server's.
  const malformed = visibilityMalformed(tool);
  lines.push({
    topic: "visibility",
    state: malformed ? "bad" : visibility.includes("app") ? "ok" : "warn",
    args: { value: visibility.join(", "), ...(malformed ? { malformed: "yes" } : {}) },
  });
  return lines;
}
