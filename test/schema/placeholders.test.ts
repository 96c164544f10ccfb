/** The placeholders that make an object a template: placeholderIn's one-scan answer is the patterns' own. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PLACEHOLDERS, placeholderIn } from '../../src/schema/placeholders.ts';
import { Random } from '../conformance/random.ts';

const byPatterns = (text: string): string | undefined => PLACEHOLDERS.find(([pattern]) => pattern.test(text))?.[1];

describe('placeholderIn', () => {
  it('names each kind of placeholder, and none in a plain name', () => {
    assert.match(placeholderIn('web-{{ .Values.env }}') ?? '', /\{\{ … \}\}/);
    assert.match(placeholderIn('${CLUSTER}-web') ?? '', /Flux post-build substitution/);
    assert.match(placeholderIn('$NAMESPACE') ?? '', /\$VAR/);
    assert.match(placeholderIn('<CLUSTER_NAME>') ?? '', /template repository/);
    for (const plain of ['web', 'app-00001-7866848c7-2z2r4', 'kube-system', 'a.b.c', '']) assert.equal(placeholderIn(plain), undefined, plain);
  });

  it('answers as the patterns do on 20,000 generated strings', () => {
    const random = new Random(1937);
    const pieces = ['a', 'Z', '_', '-', '.', '1', ' ', '{', '}', '{{', '}}', '$', '${', ':-', ':=', '=', '<', '>', 'NAME', 'x.y'];
    for (let round = 0; round < 20_000; round++) {
      const text = Array.from({ length: random.int(0, 8) }, () => random.pick(pieces)).join('');
      assert.equal(placeholderIn(text), byPatterns(text), JSON.stringify(text));
    }
  });
});
