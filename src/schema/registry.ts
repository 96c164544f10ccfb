/**
 * kind -> compiled JSON Schema validator, for the kinds resizeguard reads (schemas/*.schema.json).
 * The schema files are bundled as JSON modules (no file system access here); each validator is
 * compiled once, on first use, on the shared Ajv instance from ajv.ts.
 */
import type { AnySchemaObject, Ajv, ValidateFunction } from 'ajv';
import type { Diagnostic } from '../core/diagnostic.ts';
import { sortDiagnostics } from '../core/diagnostic.ts';
import type { LoadedDocument } from '../load/document.ts';
import nodeSchema from '../../schemas/node.schema.json' with { type: 'json' };
import podSchema from '../../schemas/pod.schema.json' with { type: 'json' };
import podDisruptionBudgetSchema from '../../schemas/poddisruptionbudget.schema.json' with { type: 'json' };
import priorityClassSchema from '../../schemas/priorityclass.schema.json' with { type: 'json' };
import resizeScenarioSchema from '../../schemas/resizescenario.schema.json' with { type: 'json' };
import workloadSchema from '../../schemas/workload.schema.json' with { type: 'json' };
import cronJobSchema from '../../schemas/cronjob.schema.json' with { type: 'json' };
import limitRangeSchema from '../../schemas/limitrange.schema.json' with { type: 'json' };
import resourceQuotaSchema from '../../schemas/resourcequota.schema.json' with { type: 'json' };
import verticalPodAutoscalerSchema from '../../schemas/verticalpodautoscaler.schema.json' with { type: 'json' };
import { createAjv } from './ajv.ts';
import { problemDiagnostics, toDiagnostics } from './to-diagnostic.ts';
import { resourceRequirementProblems } from './resource-requirements.ts';
import { objectNameProblems } from './object-names.ts';

const SCHEMAS: ReadonlyMap<string, AnySchemaObject> = new Map<string, AnySchemaObject>([
  ['Node', nodeSchema],
  ['Pod', podSchema],
  ['PodDisruptionBudget', podDisruptionBudgetSchema],
  ['PriorityClass', priorityClassSchema],
  ['ResizeScenario', resizeScenarioSchema],
  ['Deployment', workloadSchema],
  ['ReplicaSet', workloadSchema],
  ['StatefulSet', workloadSchema],
  ['DaemonSet', workloadSchema],
  ['Job', workloadSchema],
  ['ReplicationController', workloadSchema],
  ['CronJob', cronJobSchema],
  ['VerticalPodAutoscaler', verticalPodAutoscalerSchema],
  ['LimitRange', limitRangeSchema],
  ['ResourceQuota', resourceQuotaSchema],
]);

/** Kinds that have a schema, sorted. */
export const SCHEMA_KINDS: readonly string[] = [...SCHEMAS.keys()].sort();

/** The JSON Schema for `kind`, or undefined when resizeguard has none. */
export function schemaFor(kind: string): AnySchemaObject | undefined {
  return SCHEMAS.get(kind);
}

/**
 * Compiled once per process, not per run: they are made from the package's own schemas (one per
 * kind), never from the input, and compiling them is most of a small run's time.
 */
let sharedAjv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

function validatorFor(kind: string): ValidateFunction | undefined {
  const cached = validators.get(kind);
  if (cached !== undefined) return cached;
  const schema = SCHEMAS.get(kind);
  if (schema === undefined) return undefined;
  sharedAjv ??= withAllSchemas(createAjv());
  const validate = sharedAjv.getSchema(String(schema.$id))!;
  validators.set(kind, validate);
  return validate;
}

/** Every schema registered by its $id, so cross-file $refs (workload → pod) resolve. */
function withAllSchemas(ajv: Ajv): Ajv {
  for (const schema of new Set(SCHEMAS.values())) ajv.addSchema(schema);
  return ajv;
}

/**
 * Validates one object against the schema of `kind`, then (when it fits it) for what the API
 * server refuses in its name and namespace (object-names.ts) and resources
 * (resource-requirements.ts). Returns [] for valid objects and for kinds without a schema;
 * otherwise one "input/schema" error per violation, sorted.
 */
export function validateObject(doc: LoadedDocument, kind: string): Diagnostic[] {
  const validate = validatorFor(kind);
  if (validate === undefined) return [];
  if (!validate(doc.value)) return sortDiagnostics(toDiagnostics(validate.errors ?? [], doc, kind));
  const template = templatedName(doc, kind);
  if (template !== undefined) return [template];
  const refused = [...objectNameProblems(doc.value, kind), ...resourceRequirementProblems(doc.value, kind)];
  return refused.length === 0 ? [] : sortDiagnostics(problemDiagnostics(refused, doc, kind));
}

/**
 * An object named with a `{{ … }}` placeholder (a mustache or sed template the repository fills in
 * before applying): not a manifest yet. One `input/not-rendered` warning, and the object is left
 * out, as for a template that does not parse (load/yaml-template.ts).
 */
function templatedName(doc: LoadedDocument, kind: string): Diagnostic | undefined {
  const value = doc.value as { kind?: unknown; metadata?: { name?: unknown } } | null;
  const name = value?.metadata?.name;
  if (typeof name !== 'string' || !/\{\{.*\}\}/.test(name)) return undefined;
  const own = typeof value?.kind === 'string' ? value.kind : kind;
  return {
    ruleId: 'input/not-rendered',
    severity: 'warning',
    message: `${own} ${JSON.stringify(name)} is a template (its name holds a {{ … }} placeholder), not a manifest: render it first, or list it in \`exclude\`; it is left out`,
    file: doc.file,
    range: doc.locate(['metadata', 'name']),
  };
}
