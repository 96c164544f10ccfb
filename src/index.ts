/**
 * The library: the whole pure pipeline from source files to a Result (src/pipeline), and its
 * types. The CLI, the Action and the pre-commit hook are thin shells around it.
 */
export { KNOWN_RULE_IDS, lintDocuments, lintSources, parseSources, withRunFindings } from './pipeline/lint.ts';
export type { ChangeReport, Coverage, LintOptions, LintResult } from './pipeline/types.ts';
export type { Diagnostic } from './core/diagnostic.ts';
export { DEFAULT_BOUNDS, type Bounds } from './core/bounds.ts';
export type { SourceFile } from './core/source.ts';
