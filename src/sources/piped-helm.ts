/**
 * `helm template … | resizeguard check -`: the `# Source: <chart>/templates/x.yaml` comments of
 * piped output point findings at the template files, when the chart is found from the working
 * folder (`./<chart>`, `./charts/<chart>`, or the working folder itself).
 */
import { existsSync, readFileSync } from 'node:fs';
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
  return documents.map((doc) => {
    const line = doc.locate([]).start.line;
    const at = sources.filter((s) => s.line <= line).at(-1)?.source;
    const file = at === undefined ? undefined : findTemplate(at, cwd);
    if (file === undefined) return doc;
    if (!texts.has(file)) texts.set(file, readFileSync(file, 'utf8'));
    const kind = typeof (doc.value as { kind?: unknown }).kind === 'string' ? (doc.value as { kind: string }).kind : '';
    const key = `${file}\0${kind}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    return new RenderedDocument(displayPath(file, cwd), doc.order, doc.value, (p) => locateInTemplate(texts.get(file) ?? '', kind, nth, p));
  });
}

function findTemplate(source: string, cwd: string): string | undefined {
  const chart = source.split('/')[0] ?? '';
  const candidates = [path.join(cwd, chart), path.join(cwd, 'charts', chart), cwd];
  for (const dir of candidates) {
    if (!existsSync(path.join(dir, 'Chart.yaml'))) continue;
    const file = templateFile(dir, source);
    if (existsSync(file)) return file;
  }
  return undefined;
}
