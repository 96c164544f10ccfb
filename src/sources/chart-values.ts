/**
 * The default values of a chart a Flux HelmChart builds with `valuesFiles`: source-controller
 * merges the files in order into one map and writes it over the chart's values.yaml before it
 * packages the chart (internal/helm/chart/builder_local.go mergeFileValues, metadata.go
 * OverwriteChartDefaultValues), so the chart's own values.yaml counts only when listed.
 */
import { readFile } from 'node:fs/promises';
import { isObject, type JsonObject } from '../core/fields.ts';
import { readValues } from '../load/read-values.ts';

/**
 * The files (absolute, in order) merged as source-controller merges them (fluxcd/pkg
 * runtime/transform MergeMaps: a map into a map key by key, anything else replaced), as the text
 * of a values.yaml; or why the HelmChart could not be built (a file missing or not a mapping).
 * `display` names a file in the message.
 */
export async function mergedChartValues(files: readonly string[], display: (absolute: string) => string): Promise<{ text: string } | { why: string }> {
  let merged: JsonObject = {};
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return { why: `source-controller finds no values file at ${JSON.stringify(display(file))} (chart valuesFiles)` };
    }
    // mergeFileValues reads each file with sigs.k8s.io/yaml Unmarshal, as Helm reads values.
    const read = readValues(text);
    if ('error' in read) return { why: `source-controller cannot read the values file ${JSON.stringify(display(file))}: ${read.error}` };
    merged = mergeMaps(merged, read.values);
  }
  return { text: JSON.stringify(merged, null, 2) };
}

function mergeMaps(a: JsonObject, b: JsonObject): JsonObject {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const before = Object.hasOwn(out, k) ? out[k] : undefined;
    // defineProperty: a key named __proto__ is a value like any other, as in Go's map.
    Object.defineProperty(out, k, { value: isObject(v) && isObject(before) ? mergeMaps(before, v) : v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
