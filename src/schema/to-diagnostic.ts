/**
 * Ajv errors -> Diagnostics that name the field and point at where it was written.
 *
 * Range rules: `additionalProperties` points at the unknown key, `required` at the object that
 * lacks the field, `uniqueItems` at the later duplicate, everything else at the offending value.
 */
import type { ErrorObject } from 'ajv';
import type { Diagnostic } from '../core/diagnostic.ts';
import { namespacedName, type ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { showValue } from './keywords.ts';

export const SCHEMA_RULE_ID = 'input/schema';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON pointer (as in ErrorObject.instancePath) -> path segments; array indices become numbers. */
export function pointerToPath(pointer: string, root: unknown): PathSegment[] {
  if (pointer === '') return [];
  const path: PathSegment[] = [];
  let node = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) {
      const index = Number(key);
      path.push(index);
      node = (node as unknown[])[index];
    } else {
      path.push(key);
      node = isRecord(node) ? node[key] : undefined;
    }
  }
  return path;
}

const SIMPLE_KEY = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/** `spec.containers[0].resources.requests["nvidia.com/gpu"]` */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (SIMPLE_KEY.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** Kinds whose objects live in a namespace ("default" when metadata.namespace is absent). */
const NAMESPACED_KINDS: ReadonlySet<string> = new Set([
  'Pod',
  'PodDisruptionBudget',
  'Deployment',
  'ReplicaSet',
  'StatefulSet',
  'DaemonSet',
  'Job',
  'CronJob',
  'ReplicationController',
  'VerticalPodAutoscaler',
  'LimitRange',
  'ResourceQuota',
]);

/** The object a document describes, as far as its (possibly invalid) metadata tells. */
export function objectRefOf(value: unknown, kind: string): ObjectRef {
  const metadata = isRecord(value) ? value['metadata'] : undefined;
  const name = isRecord(metadata) && typeof metadata['name'] === 'string' ? metadata['name'] : '';
  const rawNamespace = isRecord(metadata) ? metadata['namespace'] : undefined;
  const namespace = !NAMESPACED_KINDS.has(kind) ? '' : typeof rawNamespace === 'string' && rawNamespace !== '' ? rawNamespace : 'default';
  return { kind, namespace, name };
}

function describeObject(ref: ObjectRef): string {
  return ref.name === '' ? `${ref.kind} (unnamed)` : `${ref.kind} ${JSON.stringify(namespacedName(ref))}`;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function withoutNull(types: unknown): unknown {
  if (!Array.isArray(types)) return types;
  const named = types.filter((t) => t !== 'null');
  return named.length > 0 ? named : types;
}

function typeList(types: unknown): string {
  const list = (Array.isArray(types) ? types : [types]).map((t) => TYPE_NAMES[String(t)] ?? String(t));
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1] ?? ''}`;
}

function describeGot(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (isRecord(value)) return 'an object';
  return showValue(value);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest allowed property name, when one is close enough to be a likely typo. */
function suggestProperty(unknownKey: string, parentSchema: unknown): string | undefined {
  const properties = isRecord(parentSchema) ? parentSchema['properties'] : undefined;
  if (!isRecord(properties)) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of Object.keys(properties).sort()) {
    const distance = editDistance(unknownKey.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= Math.max(1, Math.floor(best.length / 3)) ? best : undefined;
}

interface Located {
  /** Path of the field the message names. */
  readonly path: readonly PathSegment[];
  /** Path and part that `locate` is asked for. */
  readonly at: readonly PathSegment[];
  readonly part: 'key' | 'value';
  readonly detail: string;
}

const COMPARISON_WORDS: Readonly<Record<string, string>> = {
  '>=': 'greater than or equal to',
  '<=': 'less than or equal to',
  '>': 'greater than',
  '<': 'less than',
};

function paramNumber(params: Record<string, unknown>, name: string): number {
  const value = params[name];
  return typeof value === 'number' ? value : 0;
}

function explain(error: ErrorObject, root: unknown): Located {
  const path = pointerToPath(error.instancePath, root);
  const params = error.params as Record<string, unknown>;
  const data: unknown = error.data;
  const value = (detail: string): Located => ({ path, at: path, part: 'value', detail });
  switch (error.keyword) {
    case 'required': {
      const field = String(params['missingProperty']);
      return { path: [...path, field], at: path, part: 'value', detail: 'required field is missing' };
    }
    case 'additionalProperties': {
      const key = String(params['additionalProperty']);
      const suggestion = suggestProperty(key, error.parentSchema);
      const hint = suggestion === undefined ? '' : ` (did you mean ${JSON.stringify(suggestion)}?)`;
      return { path: [...path, key], at: [...path, key], part: 'key', detail: `unknown field${hint}` };
    }
    // Null stands for a field not set (the API server decodes it so): it is allowed, never what to write.
    case 'type':
      return value(`must be ${typeList(withoutNull(params['type']))} (got ${describeGot(data)})`);
    case 'enum': {
      const allowed = Array.isArray(params['allowedValues']) ? (params['allowedValues'] as unknown[]).filter((v) => v !== null) : [];
      return value(`${describeGot(data)} is not one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`);
    }
    case 'const':
      return value(`must be ${JSON.stringify(params['allowedValue'])} (got ${describeGot(data)})`);
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const comparison = String(params['comparison']);
      return value(`must be ${COMPARISON_WORDS[comparison] ?? comparison} ${String(params['limit'])}`);
    }
    case 'minItems':
    case 'maxItems': {
      const bound = error.keyword === 'minItems' ? 'at least' : 'at most';
      const count = Array.isArray(data) ? data.length : 0;
      return value(`must have ${bound} ${plural(paramNumber(params, 'limit'), 'item')} (has ${count})`);
    }
    case 'uniqueItems': {
      const first = Math.min(paramNumber(params, 'i'), paramNumber(params, 'j'));
      const later = Math.max(paramNumber(params, 'i'), paramNumber(params, 'j'));
      const item: unknown = Array.isArray(data) ? (data as unknown[])[later] : undefined;
      const at = [...path, later];
      return { path: at, at, part: 'value', detail: `duplicate entry ${describeGot(item)} (also at index ${first})` };
    }
    case 'minLength': {
      const limit = paramNumber(params, 'limit');
      return value(limit === 1 ? 'must not be empty' : `must be at least ${plural(limit, 'character')}`);
    }
    case 'maxLength':
      return value(`must be at most ${plural(paramNumber(params, 'limit'), 'character')}`);
    case 'format':
      return value(
        params['format'] === 'date-time'
          ? `${describeGot(data)} is not a valid RFC 3339 date-time (e.g. "2024-05-01T12:00:00Z")`
          : `${describeGot(data)} is not a valid ${String(params['format'])}`,
      );
    default: {
      // Our own keywords (keywords.ts) already carry a complete message; so do other ajv keywords.
      const message = error.message ?? `fails the ${error.keyword} check`;
      return value(message.charAt(0).toLowerCase() + message.slice(1));
    }
  }
}

/**
 * The object a finding names: its own kind (an Argo `Rollout`, validated with the Deployment
 * schema, is a Rollout), namespaced as the schema's kind is.
 */
function subjectOf(doc: LoadedDocument, kind: string): ObjectRef {
  const ref = objectRefOf(doc.value, kind);
  const own = isRecord(doc.value) ? doc.value['kind'] : undefined;
  return typeof own === 'string' && own !== '' && own !== kind ? { ...ref, kind: own } : ref;
}

/** An `input/schema` error at `at` of `doc`, about the field at `path`. */
function schemaError(
  doc: LoadedDocument,
  object: ObjectRef,
  path: readonly PathSegment[],
  at: readonly PathSegment[],
  part: 'key' | 'value',
  detail: string,
): Diagnostic {
  const subject = describeObject(object);
  const field = formatPath(path);
  return {
    ruleId: SCHEMA_RULE_ID,
    severity: 'error',
    message: field === '' ? `${subject}: ${detail}` : `${subject} ${field}: ${detail}`,
    file: doc.file,
    range: doc.locate(at, part),
    object,
  };
}

/**
 * One Diagnostic per ajv error, in ajv's order; the caller sorts. An `if` error only says that
 * its branch failed; the branch's own error (a required field) is the one to show.
 */
export function toDiagnostics(errors: readonly ErrorObject[], doc: LoadedDocument, kind: string): Diagnostic[] {
  const object = subjectOf(doc, kind);
  return errors
    .filter((error) => error.keyword !== 'if')
    .map((error) => {
      const { path, at, part, detail } = explain(error, doc.value);
      return schemaError(doc, object, path, at, part, detail);
    });
}

/** One Diagnostic per problem found beyond the schema (resource-requirements.ts), at its key or value. */
export function problemDiagnostics(
  problems: readonly { readonly path: readonly PathSegment[]; readonly atKey: boolean; readonly message: string; readonly at?: readonly PathSegment[] }[],
  doc: LoadedDocument,
  kind: string,
): Diagnostic[] {
  const object = subjectOf(doc, kind);
  // A field a default set is not in the manifest: the finding points at its nearest written parent.
  return problems.map((p) => schemaError(doc, object, p.path, p.at ?? p.path, p.at !== undefined || p.atKey ? 'key' : 'value', p.message));
}
