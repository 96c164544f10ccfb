/**
 * Plain scalars kubectl reads as other numbers than the YAML 1.2 core schema does. kubectl, Flux
 * and Argo CD turn YAML into JSON with sigs.k8s.io/yaml, whose go-yaml (goyaml.v2 resolve.go,
 * `resolve`, hints 'D' and 'S') reads a plain scalar that starts with a digit or a sign thus:
 * every `_` removed, then strconv.ParseInt(plain, 0, 64), strconv.ParseUint(plain, 0, 64), and a
 * float (yamlStyleFloat, strconv.ParseFloat) if neither takes it, else the text stays a string.
 * Base 0 is Go's literal syntax, so:
 *  - `010` is octal 8 (YAML 1.2: 10), `-010` is -8, `089` is 89 (not octal, read as a float);
 *  - `1_000` is 1000 and `1_0.5` 10.5 (YAML 1.2: strings);
 *  - `0b11`, `0B11`, `0X1F`, `0O17`, `-0x10` are 3, 3, 31, 15, -16 (YAML 1.2: strings);
 *  - a hex, octal or binary literal beyond 64 bits stays a string (YAML 1.2: a number).
 * Everything else resolves as in the core schema, so only these scalars take this path.
 */

/** The plain scalars whose reading may differ from the core schema's: an `_`, a leading zero before a digit, or a base prefix. */
export const KUBECTL_NUMBER_TEST = /^[-+0-9][^_]*_|^[-+]?0[0-9xXoObB]/;

const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;
const UINT64_MAX = (1n << 64n) - 1n;
/** goyaml.v2 resolve.go yamlStyleFloat. */
const YAML_STYLE_FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;

/** strconv.ParseInt's base-0 syntax, without its range check: the value, or undefined for a syntax error. */
function goInteger(text: string): bigint | undefined {
  const m = /^([-+]?)(?:0[xX]([0-9a-fA-F]+)|0[oO]([0-7]+)|0[bB]([01]+)|(0[0-7]*)|([1-9][0-9]*))$/.exec(text);
  if (m === null) return undefined;
  const [, sign, hex, octal, binary, zeroOctal, decimal] = m;
  const magnitude =
    hex !== undefined
      ? BigInt(`0x${hex}`)
      : octal !== undefined
        ? BigInt(`0o${octal}`)
        : binary !== undefined
          ? BigInt(`0b${binary}`)
          : zeroOctal !== undefined
            ? BigInt(`0o${zeroOctal}`)
            : BigInt(decimal!);
  return sign === '-' ? -magnitude : magnitude;
}

/** The number kubectl reads `text` (a plain scalar) as, or undefined when it reads a string. */
export function kubectlNumber(text: string): number | undefined {
  const plain = text.replaceAll('_', '');
  const integer = goInteger(plain);
  if (integer !== undefined) {
    // ParseInt takes a sign and the int64 range; ParseUint no sign and the uint64 range.
    const signed = plain[0] === '-' || plain[0] === '+';
    if (integer >= INT64_MIN && integer <= (signed ? INT64_MAX : UINT64_MAX)) return Number(integer);
  }
  if (!YAML_STYLE_FLOAT.test(plain)) return undefined;
  // ParseFloat's ErrRange (beyond float64) leaves the text a string.
  const float = Number(plain);
  return Number.isFinite(float) ? float : undefined;
}
