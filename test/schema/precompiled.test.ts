import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { globbySync } from 'globby';
import { parseAllDocuments } from 'yaml';
import { checkAliasing } from '../../src/load/yaml-aliasing.ts';
import { GENERATED_FILE, validatorsSource } from '../../scripts/gen-validators.ts';
import { prng } from '../../scripts/fuzz-lib.ts';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../src/schema/ajv.ts';
import { precompiledValidator } from '../../src/schema/precompiled.ts';
import { SCHEMA_DOCUMENTS, schemaFor } from '../../src/schema/registry.ts';
import { VALIDATOR_RUNTIME } from '../../src/schema/runtime.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const CONFIG_ID = 'https://resizeguard.dev/schemas/config.schema.json';

/** The same schemas compiled now, as a run compiled them before they were precompiled. */
function compiledNow(): (id: string) => (value: unknown) => { valid: boolean; errors: unknown } {
  const ajv = createAjv();
  for (const schema of SCHEMA_DOCUMENTS) ajv.addSchema(schema);
  return (id) => {
    const validate = ajv.getSchema(id) as ValidateFunction;
    return (value) => ({ valid: validate(value), errors: validate.errors ?? null });
  };
}

function precompiled(id: string): (value: unknown) => { valid: boolean; errors: unknown } {
  const validate = precompiledValidator(id);
  return (value) => ({ valid: validate(value), errors: validate.errors ?? null });
}

/** Every object of the examples and test fixtures, by the `$id` of the schema that validates it. */
function corpus(): Map<string, unknown[]> {
  const bySchema = new Map<string, unknown[]>();
  const add = (id: string, value: unknown): void => {
    bySchema.set(id, [...(bySchema.get(id) ?? []), value]);
  };
  const files = globbySync(['examples/**/*.{yaml,yml}', 'test/fixtures/**/*.{yaml,yml}'], { cwd: ROOT, dot: true }).sort();
  for (const file of files) {
    for (const doc of parseAllDocuments(readFileSync(`${ROOT}${file}`, 'utf8'), { merge: true })) {
      if (!('errors' in doc) || doc.errors.length > 0) continue;
      // Aliases as the manifest reader allows them (go-yaml's limit).
      checkAliasing(doc);
      const value: unknown = doc.toJS({ maxAliasCount: -1 });
      if (file.endsWith('.resizeguard.yaml')) add(CONFIG_ID, value);
      const kind = (value as { kind?: unknown } | null)?.kind;
      const schema = typeof kind === 'string' ? schemaFor(kind) : undefined;
      if (schema !== undefined) add(String(schema.$id), value);
    }
  }
  return bySchema;
}

const BAD_VALUES: readonly unknown[] = [
  null,
  -1,
  1.5,
  'x',
  '',
  '-1',
  '1.5Gi',
  '16GB',
  '101%',
  '50%',
  true,
  [],
  {},
  ['a'],
  { a: 1 },
  '😀😀',
  'a/b/c',
  '2026-13-01T00:00:00Z',
  2 ** 63,
];

/** A copy of `value` with one place (an object's member or an array's element, at any depth) set to a bad value or deleted. */
function mutated(value: unknown, rnd: () => number): unknown {
  const copy = structuredClone(value);
  const places: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => {
        places.push([node, i]);
        walk(v);
      });
    } else if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        places.push([node as Record<string, unknown>, k]);
        walk(v);
      }
    }
  };
  walk(copy);
  if (places.length === 0) return copy;
  const [holder, key] = places[Math.floor(rnd() * places.length)]!;
  const bad = BAD_VALUES[Math.floor(rnd() * (BAD_VALUES.length + 1))];
  if (bad === undefined && !Array.isArray(holder)) Reflect.deleteProperty(holder, key);
  else (holder as Record<string | number, unknown>)[key] = bad;
  return copy;
}

describe('precompiled validators', () => {
  it('are what scripts/gen-validators.ts makes of the schemas now (npm run gen:validators after editing one)', () => {
    assert.equal(readFileSync(GENERATED_FILE, 'utf8'), validatorsSource());
  });

  it('accept and reject what the same schemas compiled in the run do, with the same errors', () => {
    const now = compiledNow();
    const bySchema = corpus();
    const rnd = prng(20261204);
    let compared = 0;
    let rejected = 0;
    for (const schema of SCHEMA_DOCUMENTS) {
      const id = String(schema.$id);
      const kind = String(schema.title);
      const a = precompiled(id);
      const b = now(id);
      const values = bySchema.get(id) ?? [];
      assert.ok(values.length > 0, `no ${kind} in the examples and fixtures`);
      const cases = [...values, ...values.flatMap((v) => Array.from({ length: 20 }, () => mutated(v, rnd))), {}, null, [], 'Pod'];
      for (const value of cases) {
        const got = a(value);
        assert.deepEqual(got, b(value), `${kind}: ${JSON.stringify(value).slice(0, 200)}`);
        compared++;
        if (!got.valid) rejected++;
      }
    }
    // Enough of both to mean something.
    assert.ok(compared > 2000, `${compared} compared`);
    assert.ok(rejected > 500 && rejected < compared - 500, `${rejected} of ${compared} rejected`);
  });

  it('count a string length in code points, as the compiled minLength does', () => {
    assert.equal(VALIDATOR_RUNTIME.ucs2length('😀a'), 2);
    const validate = precompiled(String(SCHEMA_DOCUMENTS.find((s) => s.title === 'Pod')!.$id));
    const pod = (name: string): unknown => ({ metadata: { name }, spec: { containers: [{ name: 'c' }] } });
    assert.equal(validate(pod('😀')).valid, true);
    assert.equal(validate(pod('')).valid, false);
  });
});
