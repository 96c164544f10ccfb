/**
 * Validates a parsed .resizeguard.yaml against schemas/config.schema.json, then checks what a
 * schema cannot: that every rule id it names exists. Every problem is a Diagnostic at the
 * offending key or value; the caller turns any of them into exit code 2.
 */
import type { ValidateFunction } from 'ajv';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { isObject, obj } from '../core/fields.ts';
import configSchema from '../../schemas/config.schema.json' with { type: 'json' };
import { precompiledValidator } from '../schema/precompiled.ts';
import { quantityProblem } from '../schema/keywords.ts';
import { toDiagnostics } from '../schema/to-diagnostic.ts';
import type { Config } from './types.ts';
import { checkSelectors } from './selectors.ts';

let validator: ValidateFunction | undefined;

function unknownRule(doc: LoadedDocument, path: readonly PathSegment[], id: string, known: ReadonlySet<string>): Diagnostic {
  const near = [...known].filter((k) => k.split('/')[1] === id.split('/')[1] || k.startsWith(id.split('/')[0] ?? '')).slice(0, 3);
  return {
    ruleId: 'config/unknown-rule',
    severity: 'error',
    message: `unknown rule id ${JSON.stringify(id)}${near.length > 0 ? ` (known ids include ${near.map((n) => JSON.stringify(n)).join(', ')})` : ''}; "resizeguard check --help" lists where the rules are documented`,
    file: doc.file,
    range: doc.locate(path, 'key'),
  };
}

function checkRuleIds(doc: LoadedDocument, known: ReadonlySet<string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const root = obj(doc.value);
  const checkMap = (value: unknown, path: readonly PathSegment[]): void => {
    for (const id of Object.keys(obj(value))) if (!known.has(id)) out.push(unknownRule(doc, [...path, id], id, known));
  };
  checkMap(root['rules'], ['rules']);
  (Array.isArray(root['overrides']) ? root['overrides'] : []).forEach((o, i) => {
    checkMap(obj(o)['rules'], ['overrides', i, 'rules']);
  });
  (Array.isArray(root['ignore']) ? root['ignore'] : []).forEach((entry, i) => {
    const rules = obj(entry)['rules'];
    (Array.isArray(rules) ? rules : []).forEach((id, j) => {
      if (typeof id === 'string' && !known.has(id)) {
        const d = unknownRule(doc, ['ignore', i, 'rules', j], id, known);
        out.push({ ...d, range: doc.locate(['ignore', i, 'rules', j]) });
      }
    });
  });
  return out;
}

/**
 * A node pool's allocatable amounts are quantities: a bad one is a config error at the value,
 * once, not an input/schema error on every node the pool makes.
 */
function checkPoolQuantities(doc: LoadedDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  const root = obj(doc.value);
  const pools: [readonly PathSegment[], unknown][] = [[['nodePools'], root['nodePools']]];
  (Array.isArray(root['clusters']) ? root['clusters'] : []).forEach((c, i) => pools.push([['clusters', i, 'nodePools'], obj(c)['nodePools']]));
  for (const [at, list] of pools) {
    (Array.isArray(list) ? list : []).forEach((pool, p) => {
      for (const [name, value] of Object.entries(obj(obj(pool)['allocatable']))) {
        const problem = typeof value === 'string' || typeof value === 'number' ? quantityProblem(value) : undefined;
        if (problem === undefined) continue;
        const path = [...at, p, 'allocatable', name];
        out.push({
          ruleId: 'config/invalid',
          severity: 'error',
          message: `configuration ${path.map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : i === 0 ? seg : `.${seg}`)).join('')}: ${problem}`,
          file: doc.file,
          range: doc.locate(path),
        });
      }
    });
  }
  return out;
}

export function validateConfig(doc: LoadedDocument, knownRuleIds: ReadonlySet<string>): { config: Config; diagnostics: Diagnostic[] } {
  if (!isObject(doc.value)) {
    return {
      config: {},
      diagnostics: [{ ruleId: 'config/invalid', severity: 'error', message: 'the configuration must be a mapping', file: doc.file, range: doc.locate([]) }],
    };
  }
  validator ??= precompiledValidator(configSchema.$id);
  const diagnostics: Diagnostic[] = [];
  if (!validator(doc.value)) {
    for (const d of toDiagnostics(validator.errors ?? [], doc, 'config')) {
      diagnostics.push({
        ruleId: 'config/invalid',
        severity: 'error',
        message: d.message.replace(/^config \(unnamed\)\s?/, 'configuration '),
        file: d.file,
        range: d.range,
      });
    }
  }
  diagnostics.push(...checkRuleIds(doc, knownRuleIds), ...checkSelectors(doc), ...checkPoolQuantities(doc));
  return { config: diagnostics.length === 0 ? doc.value : {}, diagnostics };
}
