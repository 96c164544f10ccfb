/**
 * A list document (`kind: List`, or a typed `PodList`) stands for its items, as kubectl's
 * resource builder flattens it (cli-runtime pkg/resource/visitor.go FlattenListVisitor) and
 * Helm's kube client does for a release (helm pkg/kube/client.go Build: Flatten).
 */
import { isObject } from '../core/fields.ts';

function kindOf(value: unknown): unknown {
  return isObject(value) ? value['kind'] : undefined;
}

/** The items of a list document (`kind` "List" or "...List" and an `items` array). */
export function listItems(value: unknown): unknown[] | undefined {
  const kind = kindOf(value);
  const items = isObject(value) ? value['items'] : undefined;
  return typeof kind === 'string' && kind.endsWith('List') && Array.isArray(items) ? (items as unknown[]) : undefined;
}

/**
 * An item of a typed list (`PodList`) written by the API server itself (e.g. `kubectl get
 * --raw`) has no `apiVersion`/`kind`: it gets the list's `apiVersion` and the kind without
 * "List", as kubectl does when it prints it.
 */
export function withImpliedType(list: unknown, item: unknown): unknown {
  const listKind = kindOf(list);
  if (!isObject(list) || !isObject(item) || typeof listKind !== 'string' || listKind === 'List') return item;
  if (item['kind'] !== undefined || item['apiVersion'] !== undefined) return item;
  const apiVersion = list['apiVersion'];
  if (typeof apiVersion !== 'string') return item;
  return { apiVersion, kind: listKind.slice(0, -'List'.length), ...item };
}
