/**
 * `helm template … | resizeguard check -`: the `# Source: <chart>/templates/x.yaml` comments of
 * piped output point findings at the template files, when the chart is found from the working
 * folder (`./<chart>`, `./charts/<chart>`, the working folder itself, or else the first folder a
 * few levels down whose Chart.yaml has that name).
 */
import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from '../core/source.ts';
import { displayPath } from '../io/discover.ts';
import type { LoadedDocument } from '../load/document.ts';
import { locateInTemplate, RenderedDocument } from './origin.ts';
import { helmSources, templateFile } from './render.ts';

export function helmSourceDocuments(source: SourceFile, documents: readonly LoadedDocument[], cwd: string): LoadedDocument[] {
  const sources = helmSources(source.text);
  if (sources.length === 0) return [...documents];
  const texts = new Map<string, string>();
  const seen = new Map<string, number>();
  const byName = new Map<string, string | undefined>();
  return documents.map((doc) => {
    const line = doc.locate([]).start.line;
    const at = sources.filter((s) => s.line <= line).at(-1)?.source;
    const file = at === undefined ? undefined : findTemplate(at, cwd, byName);
    if (file === undefined) return doc;
    if (!texts.has(file)) texts.set(file, readFileSync(file, 'utf8'));
    const kind = typeof (doc.value as { kind?: unknown }).kind === 'string' ? (doc.value as { kind: string }).kind : '';
    // Counted per template name: two aliases of one dependency render one file twice (chart-source.ts).
    const key = `${at}\0${kind}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    return new RenderedDocument(displayPath(file, cwd), doc.order, doc.value, (p) => locateInTemplate(texts.get(file) ?? '', kind, nth, p), undefined, true);
  });
}

function findTemplate(source: string, cwd: string, byName: Map<string, string | undefined>): string | undefined {
  const chart = source.split('/')[0] ?? '';
  const candidates = [path.join(cwd, chart), path.join(cwd, 'charts', chart), cwd];
  for (const dir of candidates) {
    if (!existsSync(path.join(dir, 'Chart.yaml'))) continue;
    const file = templateFile(dir, source);
    if (existsSync(file)) return file;
  }
  if (!byName.has(chart)) byName.set(chart, chartNamed(chart, cwd));
  const dir = byName.get(chart);
  const file = dir === undefined ? undefined : templateFile(dir, source);
  return file !== undefined && existsSync(file) ? file : undefined;
}

/** Folders looked at, at most, for a chart by name: a repository's charts sit a few levels down. */
const MAX_CHART_SEARCH = 2_000;
const MAX_CHART_DEPTH = 4;

/** The first folder (breadth first, in name order) below `cwd` whose Chart.yaml has `name: <chart>`; dot folders and node_modules skipped. */
function chartNamed(chart: string, cwd: string): string | undefined {
  let level = [cwd];
  let seen = 0;
  for (let depth = 0; depth <= MAX_CHART_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      if (++seen > MAX_CHART_SEARCH) return undefined;
      try {
        const name = /^name:[ \t]*["']?([^"'\s#]+)/m.exec(readFileSync(path.join(dir, 'Chart.yaml'), 'utf8'))?.[1];
        if (name === chart) return dir;
      } catch {
        // no Chart.yaml here
      }
      let entries: Dirent[] = [];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)))
        if (e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules') next.push(path.join(dir, e.name));
    }
    level = next;
  }
  return undefined;
}
