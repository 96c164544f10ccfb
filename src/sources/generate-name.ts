/**
 * `metadata.generateName`: the API server names the object `<generateName><5 random characters>`
 * (staging/src/k8s.io/apiserver/pkg/storage/names/generate.go, alphabet of
 * k8s.io/apimachinery/pkg/util/rand). Here the characters come from a hash of the object, so
 * the same manifest gets the same name in every run and in every file order.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../core/canonical-json.ts';

const ALPHANUMS = 'bcdfghjklmnpqrstvwxz2456789';
/** names.MaxGeneratedNameLength: a longer generateName is cut so the name stays 63 characters. */
const MAX_GENERATED_NAME_LENGTH = 58;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Gives an object with only `generateName` its name (in place: loaded values are fresh). */
export function materializeGenerateName(value: unknown): void {
  if (!isObj(value) || !isObj(value['metadata'])) return;
  const metadata = value['metadata'];
  const base = metadata['generateName'];
  if (typeof base !== 'string' || base === '' || (typeof metadata['name'] === 'string' && metadata['name'] !== '')) return;
  const digest = createHash('sha256').update(canonicalJson(value)).digest();
  let suffix = '';
  for (let i = 0; i < 5; i++) suffix += ALPHANUMS.charAt(digest[i]! % ALPHANUMS.length);
  metadata['name'] = `${base.slice(0, MAX_GENERATED_NAME_LENGTH)}${suffix}`;
}
