/**
 * A chart's calls that answer differently at every render (sprig's `randAlphaNum`, `uuidv4`,
 * `now`…) made to answer the same: a Job named `migrate-{{ randAlphaNum 5 | lower }}` would name
 * other pods in every run, and the report would never be the same twice. In the copy of the chart
 * that is rendered (mirror-root.ts), each such function in a template's actions is replaced by
 * one of the same arguments that answers a constant of the same shape: `randAlphaNum 5` five
 * `x`s, `randNumeric 3` three `0`s, `randInt 1 9` its lower bound, `uuidv4` the nil UUID of
 * version 4, `now` 2000-01-01T00:00:00Z. A name then reads `migrate-xxxxx` in every run.
 *
 * Only actions are rewritten (between `{{` and `}}`), outside their string, raw-string and
 * character literals and comments; a field or variable of the same name (`.Values.now`, `$now`)
 * is left alone.
 *
 * Upstream: text/template/parse/lex.go (what an action holds); Masterminds/sprig v3 crypto.go,
 * strings.go, date.go (the functions).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The helpers the replacements call, as a partial template of the chart's own. */
export const RANDOM_HELPERS_FILE = '_resizeguard-constant-random.tpl';
export const RANDOM_HELPERS = `{{- define "resizeguard.alnum" -}}{{ repeat (int .) "x" }}{{- end -}}
{{- define "resizeguard.numeric" -}}{{ repeat (int .) "0" }}{{- end -}}
`;

/** Each function and what stands in for it, taking the same arguments. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  randAlphaNum: 'include "resizeguard.alnum"',
  randAlpha: 'include "resizeguard.alnum"',
  randAscii: 'include "resizeguard.alnum"',
  randNumeric: 'include "resizeguard.numeric"',
  randInt: 'min',
  randBytes: 'include "resizeguard.alnum"',
  uuidv4: '"00000000-0000-4000-8000-000000000000"',
  // With its offset, so the time is the same whatever the machine's time zone.
  now: '(toDate "2006-01-02T15:04:05Z07:00" "2000-01-01T00:00:00Z")',
};

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const COMMENT = /-?\s*\/\*/y;

/**
 * `text` (a template) with the functions replaced in its actions; the same string when there is
 * none. Helm parses a chart's templates with the default delimiters.
 */
export function withConstantRandom(text: string): string {
  let out = '';
  let copied = 0;
  let i = text.indexOf('{{');
  while (i >= 0) {
    let k = i + 2;
    // A comment action: {{/* … */}}, with optional trim markers.
    COMMENT.lastIndex = k;
    const opening = COMMENT.exec(text);
    if (opening !== null) {
      const end = text.indexOf('*/', k + opening[0].length);
      if (end < 0) break;
      i = text.indexOf('{{', end + 2);
      continue;
    }
    while (k < text.length && !text.startsWith('}}', k)) {
      const c = text[k]!;
      if (c === '"' || c === "'") {
        // An interpreted string or a character constant: to its unescaped closing quote.
        for (k++; k < text.length && text[k] !== c; k++) if (text[k] === '\\') k++;
        k++;
        continue;
      }
      if (c === '`') {
        const end = text.indexOf('`', k + 1);
        k = end < 0 ? text.length : end + 1;
        continue;
      }
      NAME.lastIndex = k;
      const name = NAME.exec(text)?.[0];
      if (name === undefined) {
        k++;
        continue;
      }
      const before = text[k - 1];
      // A function is a bare name: not a field (.x), a variable ($x), nor part of a number (1e5).
      const bare = before !== '.' && before !== '$' && !/[0-9]/.test(before ?? '');
      const replacement = bare && Object.hasOwn(REPLACEMENTS, name) ? REPLACEMENTS[name] : undefined;
      if (replacement !== undefined) {
        out += text.slice(copied, k) + replacement;
        copied = k + name.length;
      }
      k += name.length;
    }
    i = text.indexOf('{{', k);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** Whether a template of the chart in `chart` (its templates/ folder, at any depth) calls one of the functions. */
export async function callsRandom(chart: string): Promise<boolean> {
  const walk = async (dir: string): Promise<boolean> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (await walk(full)) return true;
        continue;
      }
      const text = await readFile(full, 'utf8').catch(() => '');
      if (withConstantRandom(text) !== text) return true;
    }
    return false;
  };
  return walk(path.join(chart, 'templates'));
}

/** The templates/ folder `from` written to `to` with the functions replaced, and the helpers beside them. */
export async function writeConstantTemplates(from: string, to: string): Promise<void> {
  const copy = async (src: string, dst: string): Promise<void> => {
    await mkdir(dst, { recursive: true });
    for (const e of await readdir(src, { withFileTypes: true })) {
      const source = path.join(src, e.name);
      const target = path.join(dst, e.name);
      if (e.isDirectory()) await copy(source, target);
      else {
        const bytes = await readFile(source);
        const text = bytes.toString('utf8');
        // A file that is no UTF-8 text is copied as it is.
        await writeFile(target, Buffer.from(text, 'utf8').equals(bytes) ? withConstantRandom(text) : bytes);
      }
    }
  };
  await copy(from, to);
  await writeFile(path.join(to, RANDOM_HELPERS_FILE), RANDOM_HELPERS);
}
