/** Quick fixes: each finding's `fix` as a Monaco code action, for the one model of the editor. */
import type { Finding } from "../../protocol/types.ts";
import { fixesAt, sameMarker, toMonacoRange } from "./markers.ts";
import { monaco } from "./monaco-setup.ts";

export interface FixSource {
  /** The findings of the current text, or nothing when they belong to an older text. */
  currentFindings(): readonly Finding[];
  describeFix(finding: Finding): string;
}

export function registerQuickFixes(
  model: monaco.editor.ITextModel,
  source: FixSource,
): monaco.IDisposable {
  return monaco.languages.registerCodeActionProvider(
    { language: "json", pattern: model.uri.path },
    {
      provideCodeActions(target, range, context) {
        if (target !== model) return { actions: [], dispose() {} };
        const versionId = model.getVersionId();
        const fixes = fixesAt(source.currentFindings(), range);
        const actions = fixes.map((f): monaco.languages.CodeAction => ({
          title: source.describeFix(f),
          kind: "quickfix",
          isPreferred: fixes.length === 1,
          diagnostics: context.markers.filter((m) => sameMarker(m, f)),
          edit: {
            edits: [
              {
                resource: model.uri,
                versionId,
                textEdit: {
                  range: toMonacoRange(f.fix!.edit.range),
                  text: f.fix!.edit.text,
                },
              },
            ],
          },
        }));
        return { actions, dispose() {} };
      },
    },
    { providedCodeActionKinds: ["quickfix"] },
  );
}
