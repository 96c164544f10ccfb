/**
 * Config entries that would switch the tool off by accident: an `ignore` entry with a reason and
 * no selector suppresses every finding, errors included; a `protect` entry with no selector
 * protects every pod; a glob that does not parse matches nothing. Each is a config error.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { globToRegExp } from '../core/glob.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { arr, isObject, obj } from '../core/fields.ts';

const IGNORE_SELECTORS = ['rules', 'paths', 'kinds', 'namespaces', 'names'] as const;
const PROTECT_SELECTORS = ['namespaces', 'kinds', 'names', 'labels'] as const;

function nonEmpty(v: unknown): boolean {
  return Array.isArray(v) ? v.length > 0 : isObject(v) ? Object.keys(v).length > 0 : false;
}

function invalid(doc: LoadedDocument, path: readonly PathSegment[], message: string): Diagnostic {
  return { ruleId: 'config/invalid', severity: 'error', message, file: doc.file, range: doc.locate(path) };
}

export function checkSelectors(doc: LoadedDocument): Diagnostic[] {
  const root = obj(doc.value);
  const out: Diagnostic[] = [];
  arr(root['ignore']).forEach((entry, i) => {
    if (!IGNORE_SELECTORS.some((k) => nonEmpty(obj(entry)[k])))
      out.push(
        invalid(
          doc,
          ['ignore', i],
          `ignore entry ${i} has no selector, so it would suppress every finding, errors included; give it at least one of ${IGNORE_SELECTORS.join(', ')}`,
        ),
      );
  });
  arr(root['protect']).forEach((entry, i) => {
    if (!PROTECT_SELECTORS.some((k) => nonEmpty(obj(entry)[k])))
      out.push(
        invalid(
          doc,
          ['protect', i],
          `protect entry ${i} has no selector, so it would protect every pod; give it at least one of ${PROTECT_SELECTORS.join(', ')}`,
        ),
      );
  });
  const globs: [readonly PathSegment[], unknown][] = [
    ...arr(root['ignore']).map((e, i): [readonly PathSegment[], unknown] => [['ignore', i, 'paths'], obj(e)['paths']]),
    ...arr(root['overrides']).map((e, i): [readonly PathSegment[], unknown] => [['overrides', i, 'files'], obj(e)['files']]),
    [['exclude'], root['exclude']],
  ];
  for (const [at, list] of globs) {
    arr(list).forEach((glob, j) => {
      if (typeof glob !== 'string') return;
      try {
        globToRegExp(glob);
      } catch {
        out.push(invalid(doc, [...at, j], `${JSON.stringify(glob)} is not a valid glob (an unclosed "{"?); it would match nothing`));
      }
    });
  }
  return out;
}
