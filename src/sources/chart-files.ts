/**
 * The files of a chart its templates read themselves: `.Files.Get`, `.Files.GetBytes`,
 * `.Files.Lines` of a path and `.Files.Glob` of a pattern (helm pkg/engine files.go), relative to
 * the chart's folder. A manifest outside templates/ that a template reads (istio's
 * `files/crd-all.gen.yaml`) is rendered through the chart, not left out. A read whose argument is
 * not a string literal may read any file of the chart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globMatcher } from '../io/glob-match.ts';

const FILES_CALL = /\.Files\.(?:Get|GetBytes|Lines|Glob)\b\s*(?:"((?:[^"\\]|\\.)*)"|`([^`]*)`)?/g;
/** Templates helm reads, at most (a chart holds dozens). */
const MAX_TEMPLATES = 2000;

/** Whether a template of `chart` reads `file` (absolute) through `.Files`. */
export function chartFileReader(chart: string): (file: string) => boolean {
  const patterns: string[] = [];
  let anyFile = false;
  for (const text of templateTexts(path.join(chart, 'templates'))) {
    for (const m of text.matchAll(FILES_CALL)) {
      const literal = m[1] ?? m[2];
      if (literal === undefined) anyFile = true;
      else patterns.push(literal.replace(/^\.\//, ''));
    }
  }
  if (anyFile) return () => true;
  const matchers = patterns.map(globMatcher);
  return (file) => {
    const relative = path.relative(chart, file).split(path.sep).join('/');
    return !relative.startsWith('../') && matchers.some((m) => m(relative));
  };
}

function templateTexts(dir: string): string[] {
  const out: string[] = [];
  const visit = (d: string): void => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (out.length >= MAX_TEMPLATES) return;
      const full = path.join(d, e.name);
      if (e.isDirectory()) visit(full);
      else if (e.isFile()) {
        try {
          out.push(readFileSync(full, 'utf8'));
        } catch {
          // An unreadable template reads nothing here; helm reports it when it renders.
        }
      }
    }
  };
  visit(dir);
  return out;
}
