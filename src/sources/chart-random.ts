/**
 * A chart's calls that answer differently at every render (sprig's `randAlphaNum`, `uuidv4`,
 * `now`…) made to answer from the chart's inputs instead: a Job named
 * `migrate-{{ randAlphaNum 5 | lower }}` would name other pods in every run, and the report would
 * never be the same twice. In the copy of the chart that is rendered (mirror-root.ts), each such
 * function in a template's actions is replaced by one of the same arguments that answers from a
 * seed, the digest of the chart's files, values and flags (helm-inputs.ts): the same answer in
 * every run while they stay the same, another once they change, as `helm upgrade` draws new
 * values (so a `checksum/secret` over a generated password rolls the pods out when the chart's
 * inputs change, and only then).
 *
 * `randAlphaNum 5` is five characters of the seed, `randNumeric 3` three digits of it, `randInt 1
 * 9` its lower bound, `uuidv4` a version-4 UUID of the seed, `now` a moment of the year 2000 it
 * picks; a generated key, hash or encryption a string of its arguments (or of the seed); a
 * generated certificate (`genCA "webhook-ca" 365`, its arguments and all) a map of a .Cert and a
 * .Key of the seed.
 *
 * Only actions are rewritten (between `{{` and `}}`), outside their string, raw-string and
 * character literals and comments; a field or variable of the same name (`.Values.now`, `$now`)
 * is left alone.
 *
 * Upstream: text/template/parse/lex.go (what an action holds, and an operand); Masterminds/sprig
 * v3 crypto.go, strings.go, date.go (the functions and their arguments).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The helpers the replacements call, as a partial template of the chart's own. */
const RANDOM_HELPERS_FILE = '_resizeguard-seeded-random.tpl';

/** The helpers, drawing from `seed` (hexadecimal). */
function helperTemplates(seed: string): string {
  const digits = [...seed].map((c) => String(parseInt(c, 16) % 10)).join('');
  return `{{- define "resizeguard.alnum" -}}{{ trunc (int .) (repeat (add1 (div (int .) ${seed.length}) | int) "${seed}") }}{{- end -}}
{{- define "resizeguard.numeric" -}}{{ trunc (int .) (repeat (add1 (div (int .) ${digits.length}) | int) "${digits}") }}{{- end -}}
`;
}

/** Each function and what stands in for it, taking the same arguments, for a seed. */
function replacements(seed: string): Readonly<Record<string, string>> {
  const short = seed.slice(0, 16);
  const uuid = `${seed.slice(0, 8)}-${seed.slice(8, 12)}-4${seed.slice(13, 16)}-8${seed.slice(17, 20)}-${seed.slice(20, 32)}`;
  // A second of the year 2000, written with its offset: the same whatever the machine's time zone.
  const moment = new Date(Date.UTC(2000, 0, 1) + (parseInt(seed.slice(0, 8), 16) % 31_536_000) * 1000).toISOString().replace('.000Z', 'Z');
  return {
    randAlphaNum: 'include "resizeguard.alnum"',
    randAlpha: 'include "resizeguard.alnum"',
    randAscii: 'include "resizeguard.alnum"',
    randNumeric: 'include "resizeguard.numeric"',
    randInt: 'min',
    randBytes: 'include "resizeguard.alnum"',
    uuidv4: JSON.stringify(uuid),
    now: `(toDate "2006-01-02T15:04:05Z07:00" ${JSON.stringify(moment)})`,
    // A string each, of the same arguments: the key type, the plain text.
    genPrivateKey: `printf "resizeguard-${short}-%s-key"`,
    bcrypt: 'toString',
    htpasswd: 'printf "%s:%s"',
    encryptAES: 'printf "%.0s%s"',
    shuffle: 'toString',
  };
}

/**
 * The functions that answer a certificate (its .Cert and .Key), and how many arguments each
 * takes: the call, arguments and all, becomes a map of the same two fields.
 */
const CERTIFICATES: Readonly<Record<string, number>> = {
  genCA: 2,
  genCAWithKey: 3,
  genSelfSignedCert: 4,
  genSelfSignedCertWithKey: 5,
  genSignedCert: 5,
  genSignedCertWithKey: 6,
};

/** A seed for a chart whose inputs have no digest (too many or too large files to read). */
export const NO_SEED = '0'.repeat(64);

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const COMMENT = /-?\s*\/\*/y;

/**
 * `text` (a template) with the functions replaced in its actions, drawing from `seed` (64
 * hexadecimal digits); the same string when there is none. Helm parses a chart's templates with
 * the default delimiters.
 */
export function withSeededRandom(text: string, seed: string): string {
  const replacing = replacements(seed);
  const certificate = `(dict "Cert" "resizeguard-certificate-${seed.slice(0, 16)}" "Key" "resizeguard-key-${seed.slice(0, 16)}")`;
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
      if (c === '"' || c === "'" || c === '`') {
        // A string, raw string or character constant, skipped whole (to the end when unclosed).
        k = operandEnd(text, k) ?? text.length;
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
      const replacement = bare && Object.hasOwn(replacing, name) ? replacing[name] : undefined;
      const call = bare && Object.hasOwn(CERTIFICATES, name) ? operandsEnd(text, k + name.length, CERTIFICATES[name]!) : undefined;
      if (replacement !== undefined || call !== undefined) {
        out += text.slice(copied, k) + (replacement ?? certificate);
        copied = call ?? k + name.length;
        if (call !== undefined) {
          k = call;
          continue;
        }
      }
      k += name.length;
    }
    i = text.indexOf('{{', k);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** Where a literal, field, variable or parenthesized pipeline that starts at `k` ends; undefined if none does. */
function operandEnd(text: string, k: number): number | undefined {
  const c = text[k];
  if (c === undefined) return undefined;
  if (c === '"' || c === "'") {
    let e = k + 1;
    for (; e < text.length && text[e] !== c; e++) if (text[e] === '\\') e++;
    return e < text.length ? e + 1 : undefined;
  }
  if (c === '`') {
    const e = text.indexOf('`', k + 1);
    return e < 0 ? undefined : e + 1;
  }
  if (c === '(') {
    let depth = 0;
    for (let e = k; e < text.length; e++) {
      const d = text[e]!;
      if (d === '"' || d === "'" || d === '`') {
        const after = operandEnd(text, e);
        if (after === undefined) return undefined;
        e = after - 1;
      } else if (d === '(') depth++;
      else if (d === ')' && --depth === 0) return chainEnd(text, e + 1);
    }
    return undefined;
  }
  // A field chain, a variable, a number, a keyword: up to the next space, `|`, `)` or the action's end.
  const word = /[^\s|()"'`]+/y;
  word.lastIndex = k;
  const m = word.exec(text);
  if (m === null) return undefined;
  const end = k + m[0].length;
  const close = m[0].indexOf('}}');
  return close < 0 ? end : close === 0 ? undefined : k + close;
}

/** After a parenthesized pipeline, the fields read of its value (`(…).Cert`). */
function chainEnd(text: string, k: number): number {
  const field = /(?:\.[A-Za-z_][A-Za-z0-9_]*)*/y;
  field.lastIndex = k;
  return k + (field.exec(text)?.[0].length ?? 0);
}

/** Where `count` operands that follow `k`, each after spaces, end; undefined where one is missing. */
function operandsEnd(text: string, k: number, count: number): number | undefined {
  let at = k;
  for (let n = 0; n < count; n++) {
    const start = at;
    while (text[at] === ' ' || text[at] === '\t' || text[at] === '\n' || text[at] === '\r') at++;
    if (at === start || text.startsWith('}}', at) || text.startsWith('-}}', at)) return undefined;
    const end = operandEnd(text, at);
    if (end === undefined) return undefined;
    at = end;
  }
  return at;
}

/** A template file's bytes with the functions replaced, drawing from `seed`; a file that is no UTF-8 text as it is. */
export function seededFile(bytes: Buffer, seed: string): Buffer {
  const text = bytes.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(bytes)) return bytes;
  const seeded = withSeededRandom(text, seed);
  return seeded === text ? bytes : Buffer.from(seeded, 'utf8');
}

/** Whether a template file calls one of the functions. */
export function fileCallsRandom(bytes: Buffer): boolean {
  return seededFile(bytes, NO_SEED) !== bytes;
}

/** Whether a template of the chart in `chart` (its templates/ folder, at any depth) calls one of the functions. */
export async function templatesCallRandom(chart: string): Promise<boolean> {
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
      if (fileCallsRandom(await readFile(full).catch(() => Buffer.alloc(0)))) return true;
    }
    return false;
  };
  return walk(path.join(chart, 'templates'));
}

/**
 * The templates/ folder `from` written to `to` with the functions replaced, drawing from `seed`;
 * `withHelpers`, the helpers beside them (a chart without templates/ gets the folder for them).
 */
export async function writeSeededTemplates(from: string, to: string, seed: string, withHelpers = true): Promise<void> {
  const copy = async (src: string, dst: string): Promise<void> => {
    await mkdir(dst, { recursive: true });
    for (const e of await readdir(src, { withFileTypes: true })) {
      const source = path.join(src, e.name);
      const target = path.join(dst, e.name);
      if (e.isDirectory()) await copy(source, target);
      else await writeFile(target, seededFile(await readFile(source), seed));
    }
  };
  if (existsSync(from)) await copy(from, to);
  if (!withHelpers) return;
  await mkdir(to, { recursive: true });
  await writeFile(path.join(to, RANDOM_HELPERS_FILE), helperTemplates(seed));
}
