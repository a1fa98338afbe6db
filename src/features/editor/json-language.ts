/**
 * Monaco's JSON language, wired here from its parts: the tokenizer, the LSP adapters and the
 * JSON worker (vscode-json-languageservice). Monaco 0.57's own entry point
 * (`languages/features/json/register`) reaches its worker through a module that imports every
 * editor contribution (1.4 MB of code the app does not use) and loads the language in a second,
 * waterfalled chunk; this is the same glue without either.
 *
 * The worker gives completion, hover, formatting, folding and smart selection from the schema of
 * the selected version. It gives no diagnostics: the checker's findings are the only markers.
 * It never fetches a schema (no request service, `enableSchemaRequest: false`).
 */
import {
  CompletionAdapter,
  DocumentFormattingEditProvider,
  DocumentRangeFormattingEditProvider,
  FoldingRangeAdapter,
  HoverAdapter,
  SelectionRangeAdapter,
} from "monaco-editor/languages/features/common/lspLanguageFeatures";
import { createTokenizationSupport } from "monaco-editor/languages/features/json/tokenization";
import * as monaco from "monaco-editor/editor";
import { takeJsonWorker } from "./json-worker.ts";

export const JSON_LANGUAGE = "json";

export interface JsonSchemaAssociation {
  /** The schema's identifier; never fetched. */
  uri: string;
  /** Model URIs (globs) the schema applies to. */
  fileMatch: string[];
  schema: unknown;
}

/** The language service settings (`vscode-json-languageservice`'s), as Monaco's worker takes them. */
function languageSettings(schemas: readonly JsonSchemaAssociation[]) {
  return {
    validate: false,
    allowComments: false,
    schemas,
    enableSchemaRequest: false,
    schemaRequest: "ignore",
    schemaValidation: "ignore",
    comments: "ignore",
    trailingCommas: "ignore",
  };
}

let schemas: readonly JsonSchemaAssociation[] = [];
let worker: monaco.editor.MonacoWebWorker<object> | null = null;

function startWorker(): monaco.editor.MonacoWebWorker<object> {
  const w = takeJsonWorker();
  // The handshake of Monaco's language workers: a first message to ignore, then the create data.
  w.postMessage("ignore");
  w.postMessage({
    languageSettings: languageSettings(schemas),
    languageId: JSON_LANGUAGE,
    enableSchemaRequest: false,
  });
  return monaco.editor.createWebWorker<object>({ worker: w });
}

const withWorker = (...uris: monaco.Uri[]): Promise<unknown> => {
  worker ??= startWorker();
  return worker.withSyncedResources(uris);
};

/**
 * Sets the schemas completion and hover use. The worker takes its settings when it starts, so
 * it is restarted (lazily, at the next request) when they change, as Monaco itself does.
 */
export function setJsonSchemas(next: readonly JsonSchemaAssociation[]): void {
  const same =
    next.length === schemas.length &&
    next.every((a, i) => {
      const b = schemas[i];
      return a.uri === b?.uri && a.schema === b.schema && a.fileMatch.join() === b.fileMatch.join();
    });
  if (same) return;
  schemas = next;
  worker?.dispose();
  worker = null;
}

const richEditConfiguration: monaco.languages.LanguageConfiguration = {
  wordPattern: /(-?\d*\.\d\w*)|([^[{\]}:",\s]+)/g,
  brackets: [
    ["{", "}"],
    ["[", "]"],
  ],
  autoClosingPairs: [
    { open: "{", close: "}", notIn: ["string"] },
    { open: "[", close: "]", notIn: ["string"] },
    { open: '"', close: '"', notIn: ["string"] },
  ],
};

/** Beyond this length a line is left uncoloured, as Monaco's own (Monarch) tokenizers do. */
const MAX_TOKENIZED_LINE = 20_000;

/**
 * The JSON tokenizer scans a whole line on every edit: on a one-line 1 MB message that is a
 * scan of 1 MB per keystroke. Long lines get one plain token instead (the state carries over).
 */
function skipLongLines(base: monaco.languages.TokensProvider): monaco.languages.TokensProvider {
  return {
    getInitialState: () => base.getInitialState(),
    tokenize: (line, state) =>
      line.length > MAX_TOKENIZED_LINE
        ? { tokens: [{ startIndex: 0, scopes: "" }], endState: state }
        : base.tokenize(line, state),
  };
}

let registered = false;

/** Registers the JSON language and its providers (once). */
export function registerJsonLanguage(): void {
  if (registered) return;
  registered = true;
  const id = JSON_LANGUAGE;
  const { languages } = monaco;
  languages.register({
    id,
    extensions: [".json"],
    aliases: ["JSON"],
    mimetypes: ["application/json"],
  });
  languages.setLanguageConfiguration(id, richEditConfiguration);
  languages.setTokensProvider(id, skipLongLines(createTokenizationSupport(false)));
  languages.registerCompletionItemProvider(id, new CompletionAdapter(withWorker, [" ", ":", '"']));
  languages.registerHoverProvider(id, new HoverAdapter(withWorker));
  languages.registerDocumentFormattingEditProvider(
    id,
    new DocumentFormattingEditProvider(withWorker),
  );
  languages.registerDocumentRangeFormattingEditProvider(
    id,
    new DocumentRangeFormattingEditProvider(withWorker),
  );
  languages.registerFoldingRangeProvider(id, new FoldingRangeAdapter(withWorker));
  languages.registerSelectionRangeProvider(id, new SelectionRangeAdapter(withWorker));
}
