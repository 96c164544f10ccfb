/**
 * Reports list pods by namespace then name (JSON, markdown) or by their "namespace/name" text
 * (the text report). The text order reuses the shared namespace-then-name sort unless a
 * namespace starts another that goes on with a character before "/": both must equal a plain
 * sort of the whole list, whatever the namespaces.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { byPod, byPodKey } from '../../src/report/pod-order.ts';

function lcg(seed: number): () => number {
  let x = seed;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

const plain = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

describe('pod order', () => {
  const sets: Record<string, readonly string[]> = {
    'no namespace starts another': ['team-0', 'team-1', 'team-10', 'web', 'zeta'],
    'a namespace starts another, then a digit or letter (same order)': ['team', 'team0', 'teama', 'a'],
    'a namespace starts another, then "-" (orders differ)': ['team', 'team-a', 'team-0', 'teamb'],
    'then "." and "/" (orders differ)': ['ns', 'ns.x', 'ns/y', 'n'],
  };
  for (const [title, namespaces] of Object.entries(sets)) {
    it(title, () => {
      const random = lcg(namespaces.length);
      const names = ['a', 'a-b', 'a0', 'b', '-', 'Z', 'a.b'];
      const items = Array.from({ length: 300 }, () => ({
        pod: { namespace: namespaces[Math.floor(random() * namespaces.length)]!, name: names[Math.floor(random() * names.length)]! },
      }));
      const key = (t: (typeof items)[number]): string => `${t.pod.namespace}/${t.pod.name}`;
      assert.deepEqual(byPodKey(items).map(key), items.map(key).sort(plain));
      assert.deepEqual(
        byPod(items).map((t) => [t.pod.namespace, t.pod.name]),
        items.map((t) => [t.pod.namespace, t.pod.name]).sort((a, b) => plain(a[0]!, b[0]!) || plain(a[1]!, b[1]!)),
      );
      assert.equal(byPod(items), byPod(items), 'one sort per list');
    });
  }
});
