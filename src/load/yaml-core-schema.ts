/**
 * The YAML 1.2 core schema for js-yaml, resolving plain scalars exactly as the `yaml` package's
 * core schema does (yaml/dist/schema/core: null, bool, int, float), so the fast path reads the
 * same values: `cpu: 0.5` the number 0.5, `0o17` 15, `.inf` Infinity, `0b1` a string (js-yaml's
 * own core schema reads it as a number). Before it, as in yaml.ts, the numbers kubectl reads
 * otherwise (yaml-kubectl-numbers.ts: `010` 8, `1_000` 1000). Merge keys, timestamps and binary
 * are not here: a text that could use them is read by the full parser (yaml-fast.ts screens for
 * them).
 */
import { FAILSAFE_SCHEMA, Type, type Schema } from 'js-yaml';
import { KUBECTL_NUMBER_TEST, kubectlNumber } from './yaml-kubectl-numbers.ts';

const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

const nullType = new Type('tag:yaml.org,2002:null', {
  kind: 'scalar',
  resolve: (s: string) => NULL.test(s),
  construct: () => null,
});

const boolType = new Type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: (s: string) => BOOL.test(s),
  construct: (s: string) => s[0] === 't' || s[0] === 'T',
});

/** parseInt after the prefix, as `yaml`'s intResolve without intAsBigInt (2^64 is a float). */
const intType = new Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: (s: string) => INT_OCT.test(s) || INT.test(s) || INT_HEX.test(s),
  construct: (s: string) => (INT_OCT.test(s) ? parseInt(s.substring(2), 8) : INT_HEX.test(s) ? parseInt(s.substring(2), 16) : parseInt(s, 10)),
});

const floatType = new Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: (s: string) => FLOAT_NAN.test(s) || FLOAT_EXP.test(s) || FLOAT.test(s),
  construct: (s: string) => (FLOAT_NAN.test(s) ? (s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? -Infinity : Infinity) : parseFloat(s)),
});

/** yaml.ts KUBECTL_NUMBER: numbers as kubectl reads them, tried first (a tag of its own: js-yaml keeps one type per tag). */
const kubectlNumberType = new Type('tag:resizeguard.dev,2026:kubectl-number', {
  kind: 'scalar',
  resolve: (s: string) => KUBECTL_NUMBER_TEST.test(s),
  construct: (s: string) => kubectlNumber(s) ?? s,
});

export const YAML_CORE_SCHEMA: Schema = FAILSAFE_SCHEMA.extend({ implicit: [kubectlNumberType, nullType, boolType, intType, floatType] });
