/**
 * Where in a chart `helm template` failed, from its message: the template file and, when Helm
 * gives them, the line and column. Go's text/template names a position as
 * `<chart>/templates/x.yaml:LINE:COL` (text/template/parse Tree.ErrorContext: COL is the byte
 * offset in the line, from 0), which Helm prints as:
 *   - `template: demo/templates/x.yaml:6:8: executing …` (Helm 3) or `demo/templates/x.yaml:6:8`
 *     on a line of its own (Helm 4), a failed `include` chaining its callers before the cause;
 *   - `execution error at (demo/templates/x.yaml:4:11): …` (`required`, `fail`);
 *   - `parse error at (demo/templates/x.yaml:4): …` (a line only);
 *   - `YAML parse error on demo/templates/x.yaml: …` (its line is the rendered output's: the file only).
 * The cause is the last position named; a template inside an archive vendored in charts/ gives
 * that archive, at its start; one that is nowhere in the repository gives none.
 */
import type { SourceRange } from '../core/diagnostic.ts';
import { chartSourceFile, isChartArchive } from './chart-source.ts';

export interface TemplateSite {
  /** The template file, absolute. */
  readonly file: string;
  readonly range: SourceRange;
}

const POSITION = /(?:^|[\s(])([A-Za-z0-9_.-][^\s():]*\/[^\s():]+):(\d+)(?::(\d+))?(?=[):\s]|$)/gm;
const YAML_ERROR = /YAML parse error on ([^\s():]+\/[^\s():]+):/;

/** The template `error` (helm's standard error) points at, in the chart at `chartDir`; `readText` reads a file of it (undefined: none). */
export function helmFailureSite(error: string, chartDir: string, readText: (absolute: string) => string | undefined): TemplateSite | undefined {
  let last: { name: string; line: number; byte: number | undefined } | undefined;
  for (const m of error.matchAll(POSITION)) last = { name: m[1]!, line: Number(m[2]), byte: m[3] === undefined ? undefined : Number(m[3]) };
  if (last === undefined) {
    const yaml = YAML_ERROR.exec(error);
    if (yaml === null) return undefined;
    last = { name: yaml[1]!, line: 1, byte: undefined };
  }
  const file = chartFile(chartDir, last.name);
  // A template inside a vendored archive: the archive, at its start.
  if (file !== undefined && isChartArchive(file)) return { file, range: at(1, 1) };
  const text = file === undefined ? undefined : readText(file);
  if (file === undefined || text === undefined) return undefined;
  const lines = text.split('\n');
  const lineText = lines[last.line - 1];
  if (lineText === undefined) return { file, range: at(1, 1) };
  const column = last.byte === undefined ? 1 : Buffer.from(lineText, 'utf8').subarray(0, last.byte).toString('utf8').length + 1;
  return { file, range: at(last.line, column) };
}

/**
 * `<chart>/templates/x.yaml` as a file under `chartDir`; a subchart's (`<chart>/charts/<sub>/…`)
 * in its folder, a `file://` dependency's included, or the archive in charts/ that holds it (chart-source.ts). A name that climbs out of
 * its chart (`..`) is none of its templates.
 */
function chartFile(chartDir: string, name: string): string | undefined {
  return name.split('/').includes('..') ? undefined : chartSourceFile(chartDir, name);
}

function at(line: number, column: number): SourceRange {
  return { start: { line, column }, end: { line, column } };
}
