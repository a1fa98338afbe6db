/**
 * Types for the two Monaco modules the JSON language glue uses that ship without declarations
 * (both are exported by the package; see json-language.ts for why they are used directly).
 */
declare module "monaco-editor/languages/features/common/lspLanguageFeatures" {
  import type { Uri, languages } from "monaco-editor/editor";

  /** Returns the language worker's proxy with the models of `uris` synchronised. */
  export type WorkerAccessor = (...uris: Uri[]) => Promise<unknown>;

  export const CompletionAdapter: new (
    worker: WorkerAccessor,
    triggerCharacters: string[],
  ) => languages.CompletionItemProvider;
  export const HoverAdapter: new (worker: WorkerAccessor) => languages.HoverProvider;
  export const DocumentFormattingEditProvider: new (
    worker: WorkerAccessor,
  ) => languages.DocumentFormattingEditProvider;
  export const DocumentRangeFormattingEditProvider: new (
    worker: WorkerAccessor,
  ) => languages.DocumentRangeFormattingEditProvider;
  export const FoldingRangeAdapter: new (worker: WorkerAccessor) => languages.FoldingRangeProvider;
  export const SelectionRangeAdapter: new (
    worker: WorkerAccessor,
  ) => languages.SelectionRangeProvider;
}

declare module "monaco-editor/languages/features/json/tokenization" {
  import type { languages } from "monaco-editor/editor";

  export function createTokenizationSupport(supportComments: boolean): languages.TokensProvider;
}
