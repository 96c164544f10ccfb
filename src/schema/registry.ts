/**
 * kind -> compiled JSON Schema validator, for the kinds resizeguard reads (schemas/*.schema.json).
 * The schema files are bundled as JSON modules (no file system access here); their validators are
 * compiled before the run (precompiled.ts).
 */
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import type { Diagnostic } from '../core/diagnostic.ts';
import { sortDiagnostics } from '../core/diagnostic.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
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
import configSchema from '../../schemas/config.schema.json' with { type: 'json' };
import { precompiledValidator } from './precompiled.ts';
import { formatPath, pointerToPath, problemDiagnostics, toDiagnostics } from './to-diagnostic.ts';
import { valueAt } from '../core/fields.ts';
import { placeholderIn } from './placeholders.ts';
import { resizePolicyProblems } from './resize-policy.ts';
import { limitRangeProblems } from './limit-range.ts';
import { resourceRequirementProblems, type DefaultResources } from './resource-requirements.ts';
import { objectNameProblems, podSpecNameProblems } from './object-names.ts';

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

/** Every schema file the run validates with, once each, the configuration's last (scripts/gen-validators.ts compiles them). */
export const SCHEMA_DOCUMENTS: readonly AnySchemaObject[] = [...new Set(SCHEMAS.values()), configSchema];

/** Kinds that have a schema, sorted. */
export const SCHEMA_KINDS: readonly string[] = [...SCHEMAS.keys()].sort();

/** The JSON Schema for `kind`, or undefined when resizeguard has none. */
export function schemaFor(kind: string): AnySchemaObject | undefined {
  return SCHEMAS.get(kind);
}

/** The validator of `kind`'s schema (precompiled.ts), undefined for a kind without one. */
function validatorFor(kind: string): ValidateFunction | undefined {
  const schema = SCHEMAS.get(kind);
  return schema === undefined ? undefined : precompiledValidator(String(schema.$id));
}

/**
 * Validates one object against the schema of `kind`, then (when it fits it) for what the API
 * server refuses in its name, namespace and priorityClassName (object-names.ts), resources
 * (resource-requirements.ts), resizePolicy (resize-policy.ts) and LimitRange bounds
 * (limit-range.ts). Returns [] for valid objects and for kinds without a schema (but
 * for a templated name); otherwise one "input/schema" error per violation, sorted. A Pod being
 * created has its containers' resources checked as `defaulted` leaves them (LimitRanger's
 * defaults, applied before validation: resource-requirements.ts).
 */
/**
 * The fields an object lacks when lacking them is all its schema refuses (the shape of a
 * strategic-merge patch: a Deployment with its name and a label, no selector or containers);
 * undefined when it fits, or when anything else is wrong with it.
 */
export function onlyMissingFields(doc: LoadedDocument, kind: string): string[] | undefined {
  const validate = validatorFor(kind);
  if (validate === undefined || validate(doc.value)) return undefined;
  const errors = validate.errors ?? [];
  if (errors.length === 0 || errors.some((e) => e.keyword !== 'required')) return undefined;
  return errors
    .map((e) => formatPath([...pointerToPath(e.instancePath, doc.value), String((e.params as { missingProperty?: unknown }).missingProperty)]))
    .sort();
}

export function validateObject(doc: LoadedDocument, kind: string, defaulted?: DefaultResources): Diagnostic[] {
  const validate = validatorFor(kind);
  if (validate === undefined) {
    // A kind without a schema here still has a name the API server checks.
    const template = templatedName(doc, kind);
    return template === undefined ? [] : [template];
  }
  if (!validate(doc.value)) {
    const errors = validate.errors ?? [];
    // A value the schema refuses for a placeholder in it (`replicas: ${REPLICAS}`): a template, as for a name.
    const template =
      templatedName(doc, kind) ??
      templatedAt(
        doc,
        kind,
        errors.map((e) => pointerToPath(e.instancePath, doc.value)),
      );
    return template !== undefined ? [template] : sortDiagnostics(toDiagnostics(errors, doc, kind));
  }
  const template = templatedName(doc, kind);
  if (template !== undefined) return [template];
  const refused = [
    ...objectNameProblems(doc.value, kind),
    ...podSpecNameProblems(doc.value, kind),
    ...resourceRequirementProblems(doc.value, kind, defaulted),
    ...resizePolicyProblems(doc.value, kind),
    ...limitRangeProblems(doc.value, kind),
  ];
  if (refused.length === 0) return [];
  const templatedValue = templatedAt(
    doc,
    kind,
    refused.map((p) => p.path),
  );
  return templatedValue !== undefined ? [templatedValue] : sortDiagnostics(problemDiagnostics(refused, doc, kind));
}

/**
 * An object named with a `{{ … }}` placeholder (a mustache or sed template the repository fills in
 * before applying) or a `${var}` one (Flux's post-build substitution, envsubst) in its name or
 * namespace (or envsubst's `$var`: placeholders.ts): not a manifest yet. A Flux Kustomization that substitutes leaves no `${var}` behind
 * (one without a value becomes empty), so one still there is filled in elsewhere. One
 * `input/not-rendered` warning, and the object is left out, as for a template that does not parse
 * (load/yaml-template.ts); a GitOps object so named renders nothing either (sources/gitops.ts).
 */
function templatedName(doc: LoadedDocument, kind: string): Diagnostic | undefined {
  return templatedAt(doc, kind, [
    ['metadata', 'name'],
    ['metadata', 'namespace'],
  ]);
}

/** The template warning for the first of `paths` whose value holds a placeholder, or undefined. */
function templatedAt(doc: LoadedDocument, kind: string, paths: readonly (readonly PathSegment[])[]): Diagnostic | undefined {
  const value = doc.value as { kind?: unknown; metadata?: { name?: unknown } } | null;
  for (const at of paths) {
    const text = valueAt(doc.value, at);
    if (typeof text !== 'string') continue;
    const placeholder = placeholderIn(text);
    if (placeholder === undefined) continue;
    const own = typeof value?.kind === 'string' ? value.kind : kind;
    const name = typeof value?.metadata?.name === 'string' ? value.metadata.name : '';
    const field = at[0] === 'metadata' && at.length === 2 ? String(at[1]) : formatPath(at);
    return {
      ruleId: 'input/not-rendered',
      severity: 'warning',
      message: `${own} ${JSON.stringify(name)} is a template (its ${field} holds ${placeholder}), not a manifest: render it first, or list it in \`exclude\`; it is left out`,
      file: doc.file,
      range: doc.locate(at),
    };
  }
  return undefined;
}
