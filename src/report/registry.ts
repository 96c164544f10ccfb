/**
 * Every output format by its `--format` name. Each formatter is a pure function of the
 * LintResult that returns the whole report as a string (the shells write it).
 */
import type { LintResult } from '../pipeline/types.ts';
import { formatGithub } from './github.ts';
import { formatJson } from './json.ts';
import { formatJunit } from './junit.ts';
import { formatMarkdown } from './markdown.ts';
import { formatSarif } from './sarif.ts';
import { formatText } from './text.ts';

export type FormatName = 'text' | 'json' | 'sarif' | 'markdown' | 'github' | 'junit';

export type Formatter = (result: LintResult) => string;

export const FORMATTERS: Readonly<Record<FormatName, Formatter>> = {
  text: formatText,
  json: formatJson,
  sarif: formatSarif,
  markdown: (result) => formatMarkdown(result),
  github: formatGithub,
  junit: formatJunit,
};

/** The names, in the order `--help` should list them. */
export const FORMAT_NAMES: readonly FormatName[] = ['text', 'json', 'sarif', 'markdown', 'github', 'junit'];

export function isFormatName(name: string): name is FormatName {
  return Object.hasOwn(FORMATTERS, name);
}
