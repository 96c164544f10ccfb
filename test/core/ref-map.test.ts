/** RefMap (src/core/ref-map.ts): values by kind, namespace and name, the first one kept. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RefMap } from '../../src/core/ref-map.ts';

describe('RefMap', () => {
  it('keeps the first value of each object and returns it to later adds', () => {
    const m = new RefMap<number>();
    assert.equal(m.add('Pod', 'a', 'web-0', 1), undefined);
    assert.equal(m.add('Pod', 'a', 'web-0', 2), 1);
    assert.equal(m.add('Pod', 'a', 'web-0', 3), 1);
  });

  it('tells objects apart by each part, also where "kind/namespace/name" would join them', () => {
    const m = new RefMap<string>();
    m.add('Pod', 'a', 'b/c', 'name with a slash');
    assert.equal(m.add('Pod', 'a/b', 'c', 'namespace with a slash'), undefined);
    assert.equal(m.add('Deployment', 'a', 'b/c', 'another kind'), undefined);
    assert.equal(m.add('Pod', '', 'a', 'cluster scope'), undefined);
    assert.equal(m.add('Pod', 'a', 'b/c', 'again'), 'name with a slash');
    assert.equal(m.add('Pod', 'a/b', 'c', 'again'), 'namespace with a slash');
    assert.equal(m.add('Pod', 'b', 'c', 'new'), undefined);
  });
});
