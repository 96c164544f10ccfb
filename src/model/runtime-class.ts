/**
 * The RuntimeClass admission plugin (plugin/pkg/admission/runtimeclass/admission.go), on by
 * default: a pod created with `runtimeClassName` gets the class's `overhead.podFixed` as its
 * `spec.overhead` (setOverhead), which PodRequests adds to what it asks of a node, and the
 * class's `scheduling` merged into its node selector and tolerations (setScheduling). It refuses
 * a pod whose own overhead differs from the class's or that sets one without it
 * (validateOverhead), and one whose node selector names a label of the class's with another
 * value. A class that does not exist refuses the pod too; one the input does not hold is most
 * often the platform's (a sandbox or GPU runtime), so the pod is kept as written and the
 * finding says what is not counted.
 */
import { arr, isObject, obj, str, type JsonObject } from '../core/fields.ts';
import type { LoadedDocument, PathSegment } from '../load/index.ts';
import { readResourceList } from '../resource/resource-list.ts';
import { listsEqual } from '../resource/resources.ts';

export interface RuntimeClass {
  readonly name: string;
  /** overhead.podFixed as written, or undefined. */
  readonly podFixed: JsonObject | undefined;
  readonly nodeSelector: Readonly<Record<string, unknown>> | undefined;
  readonly tolerations: readonly unknown[] | undefined;
}

export function readRuntimeClass(doc: LoadedDocument): RuntimeClass {
  const root = obj(doc.value);
  const overhead = root['overhead'];
  const scheduling = obj(root['scheduling']);
  return {
    name: str(obj(root['metadata'])['name']) ?? '',
    podFixed: isObject(overhead) && isObject(overhead['podFixed']) ? overhead['podFixed'] : undefined,
    nodeSelector: isObject(scheduling['nodeSelector']) ? scheduling['nodeSelector'] : undefined,
    tolerations: Array.isArray(scheduling['tolerations']) ? scheduling['tolerations'] : undefined,
  };
}

export type RuntimeClassAdmission =
  { readonly admitted: JsonObject } | { readonly refused: string; readonly at: readonly PathSegment[] } | { readonly missing: string };

/** What admission makes of a pod `spec` created with its RuntimeClass; undefined when it names none. */
export function admitRuntimeClass(spec: JsonObject, classes: ReadonlyMap<string, RuntimeClass>): RuntimeClassAdmission | undefined {
  const name = str(spec['runtimeClassName']);
  const overhead = spec['overhead'];
  const setsOverhead = isObject(overhead) && Object.keys(overhead).length > 0;
  if (name === undefined || name === '') {
    return setsOverhead ? { refused: 'it sets spec.overhead without a RuntimeClass that defines one', at: ['spec', 'overhead'] } : undefined;
  }
  const rc = classes.get(name);
  if (rc === undefined) return { missing: name };
  let admitted: JsonObject = spec;
  if (rc.podFixed !== undefined) {
    if (setsOverhead && !sameQuantities(overhead, rc.podFixed)) {
      return { refused: `its spec.overhead differs from RuntimeClass ${JSON.stringify(name)}'s overhead.podFixed`, at: ['spec', 'overhead'] };
    }
    admitted = { ...admitted, overhead: rc.podFixed };
  } else if (setsOverhead) {
    return { refused: `it sets spec.overhead, and RuntimeClass ${JSON.stringify(name)} defines none`, at: ['spec', 'overhead'] };
  }
  if (rc.nodeSelector !== undefined) {
    const own = obj(spec['nodeSelector']);
    for (const [key, value] of Object.entries(rc.nodeSelector)) {
      if (key in own && own[key] !== value) {
        return {
          refused: `its nodeSelector ${key}=${String(own[key])} conflicts with RuntimeClass ${JSON.stringify(name)}'s ${key}=${String(value)}`,
          at: ['spec', 'nodeSelector', key],
        };
      }
    }
    admitted = { ...admitted, nodeSelector: { ...own, ...rc.nodeSelector } };
  }
  // MergeTolerations (pkg/util/tolerations) drops only tolerations another already covers: the taints tolerated are the union's.
  if (rc.tolerations !== undefined) admitted = { ...admitted, tolerations: [...arr(spec['tolerations']), ...rc.tolerations] };
  return { admitted };
}

/** apiequality.Semantic.DeepEqual of two resource lists: the same names, each quantity equal by value ("1" and "1000m"). */
function sameQuantities(a: JsonObject, b: JsonObject): boolean {
  return listsEqual(readResourceList(a), readResourceList(b));
}
