import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createAjv } from '../../src/schema/ajv.ts';
import { intOrPercentProblem, labelKeyProblem, QUANTITY_SHAPE, quantityProblem, showValue } from '../../src/schema/keywords.ts';

describe('labelKeyProblem', () => {
  const valid = [
    'cluster-autoscaler',
    'a',
    'A1',
    'my.name',
    'my_name',
    '123-abc',
    'example.com/owner',
    'autoscaling.k8s.io/vpa',
    'k8s.io/a',
    'a'.repeat(63),
    `${'a'.repeat(253)}/${'b'.repeat(63)}`,
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}/x`,
  ];
  for (const key of valid) {
    it(`accepts ${JSON.stringify(key.length > 40 ? `${key.slice(0, 20)}...(${key.length})` : key)}`, () => {
      assert.equal(labelKeyProblem(key), undefined);
    });
  }
  const invalid: readonly (readonly [string, RegExp])[] = [
    ['', /name part must not be empty/],
    ['example.com/', /name part must not be empty/],
    ['/owner', /prefix before "\/" must not be empty/],
    ['a/b/c', /at most one "\/"/],
    ['-start', /must consist of alphanumerics/],
    ['end-', /must consist of alphanumerics/],
    ['has space', /must consist of alphanumerics/],
    ['Example.com/owner', /lower-case DNS subdomain/],
    ['exa_mple.com/owner', /lower-case DNS subdomain/],
    ['.example.com/owner', /lower-case DNS subdomain/],
    ['a'.repeat(64), /at most 63 characters/],
    [`${'a'.repeat(254)}/x`, /at most 253 characters/],
  ];
  for (const [key, reason] of invalid) {
    it(`rejects ${JSON.stringify(key.length > 40 ? `${key.slice(0, 20)}...(${key.length})` : key)}`, () => {
      assert.match(labelKeyProblem(key) ?? '', reason);
    });
  }
});

describe('intOrPercentProblem', () => {
  const table: readonly (readonly [number | string, string | undefined])[] = [
    [0, undefined],
    [3, undefined],
    ['0%', undefined],
    ['50%', undefined],
    ['100%', undefined],
    [-1, 'must be greater than or equal to 0'],
    ['150%', '"150%" must not be more than 100%'],
    ['abc', '"abc" must be an integer or a percentage such as "50%"'],
    ['5', '"5" must be an integer or a percentage such as "50%"'],
    ['-5%', '"-5%" must be an integer or a percentage such as "50%"'],
    ['5.5%', '"5.5%" must be an integer or a percentage such as "50%"'],
  ];
  for (const [value, expected] of table) {
    it(`${JSON.stringify(value)} -> ${String(expected)}`, () => {
      assert.equal(intOrPercentProblem(value), expected);
    });
  }
});

describe('quantityProblem', () => {
  it('accepts non-negative quantities as strings or numbers', () => {
    for (const value of ['1', '0', '100m', '1.5Gi', '1e3', 2, 0.5, 0]) assert.equal(quantityProblem(value), undefined);
  });
  it('names the bad value and the upstream reason', () => {
    assert.equal(quantityProblem('1.5.5Gi'), `"1.5.5Gi" is not a valid quantity: ${QUANTITY_SHAPE}`);
    assert.equal(quantityProblem('1Gii'), `"1Gii" is not a valid quantity: ${QUANTITY_SHAPE}`);
    assert.equal(quantityProblem(Number.NaN), `NaN is not a valid quantity: ${QUANTITY_SHAPE}`);
    // The mistakes people make, with the fix (byte units, a space before the suffix).
    assert.equal(quantityProblem('16GB'), `"16GB" is not a valid quantity: ${QUANTITY_SHAPE}; did you mean "16G" or "16Gi"?`);
    assert.equal(quantityProblem('512MiB'), `"512MiB" is not a valid quantity: ${QUANTITY_SHAPE}; did you mean "512Mi"?`);
    assert.equal(quantityProblem('1 KB'), `"1 KB" is not a valid quantity: ${QUANTITY_SHAPE}; did you mean "1k" or "1Ki"?`);
  });
  it('rejects negative values', () => {
    assert.equal(quantityProblem('-1'), 'must be greater than or equal to 0');
    assert.equal(quantityProblem(-0.5), 'must be greater than or equal to 0');
    assert.equal(quantityProblem('-0'), undefined);
  });
});

describe('showValue', () => {
  it('quotes strings and prints numbers as written', () => {
    assert.equal(showValue('x'), '"x"');
    assert.equal(showValue(1.5), '1.5');
    assert.equal(showValue(true), 'true');
    assert.equal(showValue(null), 'null');
    assert.equal(showValue(undefined), 'nothing');
  });
});

describe('createAjv', () => {
  it('applies the custom keywords in strict mode', () => {
    const ajv = createAjv();
    const validate = ajv.compile({
      type: 'object',
      properties: {
        q: { type: ['string', 'number'], quantity: true },
        k: { type: 'string', labelKey: true },
        p: { type: ['integer', 'string'], intOrPercent: true },
        t: { type: ['string', 'null'], format: 'date-time' },
      },
    });
    assert.equal(validate({ q: '1Gi', k: 'a/b', p: '10%', t: '2024-05-01T12:00:00Z' }), true);
    assert.equal(validate({ t: null }), true);
    assert.equal(validate({ q: 'x', k: '-', p: '200%', t: 'yesterday' }), false);
    assert.deepEqual(
      validate.errors?.map((e) => [e.instancePath, e.keyword]),
      [
        ['/q', 'quantity'],
        ['/k', 'labelKey'],
        ['/p', 'intOrPercent'],
        ['/t', 'format'],
      ],
    );
  });

  it('keeps strict mode on: unknown keywords are refused', () => {
    assert.throws(() => createAjv().compile({ type: 'string', quantityy: true }), /unknown keyword/);
  });

  it('ignores custom keywords set to false', () => {
    const validate = createAjv().compile({ type: 'string', quantity: false });
    assert.equal(validate('not a quantity'), true);
  });
});
