import { intValue, milliValue, parseQuantity } from './quantity.ts';
import { CPU } from './resources.ts';
import { isObject } from './fields.ts';

/** A quantity that failed to parse, with its key, for the caller to report. */
export interface BadQuantity {
  readonly key: string;
  readonly message: string;
}

/**
 * A manifest's resource map in scheduler units: cpu via MilliValue, everything else via Value,
 * both rounding up (reference §1.1).
 */
export function toResourceList(raw: unknown, bad: BadQuantity[] = []): Map<string, bigint> {
  const out = new Map<string, bigint>();
  if (!isObject(raw)) return out;
  for (const [name, value] of Object.entries(raw)) {
    if (value === null) continue; // a merge-patch deletion; see ContainerResize.removed
    if (typeof value !== 'string' && typeof value !== 'number') {
      bad.push({ key: name, message: `quantity must be a string or a number` });
      continue;
    }
    try {
      const q = parseQuantity(value);
      out.set(name, name === CPU ? milliValue(q) : intValue(q));
    } catch (err) {
      bad.push({ key: name, message: err instanceof Error ? err.message : String(err) });
    }
  }
  return out;
}
