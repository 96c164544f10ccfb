/**
 * A HelmRelease `valuesFrom` reference with a `targetPath`: its data, not read as YAML, set at the
 * dot path as `helm --set path=data` sets it (`literal: true`: verbatim, as `--set-literal`),
 * as helm-controller merges it. Only the plain shape is read here, a path of keys and a value
 * without `--set` syntax; anything else (a list index `a[0]`, a `,` or `\` in the value, a value
 * that opens a `{...}` list, a newline) is left to the caller's note.
 *
 * Upstream: fluxcd/pkg chartutil/values.go ChartValuesFromReferences (a targetPath value goes into
 * the merged values in reference order, spec.values merged over all of them last),
 * ReplacePathValue (quoted data: ParseIntoString, the quotes trimmed; else ParseInto),
 * ReplacePathLiteralValue; helm pkg/strvals/parser.go runesUntil (`\` escapes a rune of the key),
 * typedVal (true, false, null, 0 and integers without a leading zero are typed, the rest strings).
 */

/** The values map the reference sets, or undefined when its shape is not the plain one. */
export function targetPathValues(targetPath: string, data: string, literal: boolean): Record<string, unknown> | undefined {
  const keys = pathKeys(targetPath);
  if (keys === undefined) return undefined;
  const value = literal ? data : typedData(data);
  if (value === NOT_PLAIN) return undefined;
  let out: unknown = value;
  for (const key of [...keys].reverse()) out = { [key]: out };
  return out as Record<string, unknown>;
}

const NOT_PLAIN = Symbol('not plain');

/** `a.b\.c` as [a, b.c]; undefined for a list index, a `,` or `=`, or an empty key. */
function pathKeys(targetPath: string): string[] | undefined {
  const keys: string[] = [];
  let key = '';
  for (let i = 0; i < targetPath.length; i++) {
    const c = targetPath[i]!;
    if (c === '\\') {
      if (i + 1 >= targetPath.length) return undefined;
      key += targetPath[++i]!;
    } else if (c === '.') {
      if (key === '') return undefined;
      keys.push(key);
      key = '';
    } else if (c === '[' || c === ',' || c === '=') return undefined;
    else key += c;
  }
  if (key === '') return undefined;
  keys.push(key);
  return keys;
}

function typedData(data: string): unknown {
  // HasPrefix and HasSuffix: a lone quote is quoted too, and trims to nothing.
  const quoted = (data.startsWith("'") && data.endsWith("'")) || (data.startsWith('"') && data.endsWith('"'));
  // strings.Trim(value, `'"`): every quote at either end.
  const raw = quoted ? data.replace(/^['"]+|['"]+$/g, '') : data;
  if (/[,\\\n\r]/.test(raw) || raw.startsWith('{')) return NOT_PLAIN;
  if (quoted) return raw;
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (lower === 'null') return null;
  if (raw === '0') return 0;
  if (raw !== '' && raw[0] !== '0' && /^[+-]?\d+$/.test(raw)) {
    const n = Number(raw);
    // int64 in Go; past JavaScript's exact integers the value is left to the caller's note.
    return Number.isSafeInteger(n) ? n : NOT_PLAIN;
  }
  return raw;
}
