import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  QUANTITY_FORMAT_MESSAGE,
  QUANTITY_RANGE_MESSAGE,
  QUANTITY_SUFFIX_MESSAGE,
  QuantityError,
  compareQuantities,
  formatBytes,
  formatCpuMilli,
  formatResource,
  intValue,
  isNegative,
  milliValue,
  parseQuantity,
  unmarshalQuantity,
  type Quantity,
  type QuantityFormat,
} from '../../src/resource/quantity.ts';

const KI = 1024n;
const MI = KI * KI;
const GI = MI * KI;
const TI = GI * KI;
const PI = TI * KI;
const EI = PI * KI;
const INT64_MAX = (1n << 63n) - 1n;

/** value as an exact reduced fraction "num/den" for easy comparison. */
function exact(q: Quantity): string {
  return q.den === 1n ? `${q.num}` : `${q.num}/${q.den}`;
}

describe('parseQuantity', () => {
  // [input, exact value, format]
  const table: readonly (readonly [string | number, string, QuantityFormat])[] = [
    ['0', '0', 'DecimalSI'],
    ['1', '1', 'DecimalSI'],
    ['1n', '1/1000000000', 'DecimalSI'],
    ['1u', '1/1000000', 'DecimalSI'],
    ['1m', '1/1000', 'DecimalSI'],
    ['100m', '1/10', 'DecimalSI'],
    ['1k', '1000', 'DecimalSI'],
    ['1M', '1000000', 'DecimalSI'],
    ['1G', '1000000000', 'DecimalSI'],
    ['1T', '1000000000000', 'DecimalSI'],
    ['1P', '1000000000000000', 'DecimalSI'],
    ['1E', '1000000000000000000', 'DecimalSI'],
    ['8E', '8000000000000000000', 'DecimalSI'],
    ['1Ki', `${KI}`, 'BinarySI'],
    ['1Mi', `${MI}`, 'BinarySI'],
    ['1Gi', `${GI}`, 'BinarySI'],
    ['1Ti', `${TI}`, 'BinarySI'],
    ['1Pi', `${PI}`, 'BinarySI'],
    ['1Ei', `${EI}`, 'BinarySI'],
    ['4Ei', `${1n << 62n}`, 'BinarySI'],
    ['7Ei', `${7n * EI}`, 'BinarySI'],
    ['8191Pi', `${8191n * PI}`, 'BinarySI'],
    ['1.5Gi', '1610612736', 'BinarySI'],
    ['0.5Ki', '512', 'BinarySI'],
    ['0Gi', '0', 'BinarySI'],
    ['1e3', '1000', 'DecimalExponent'],
    ['1E3', '1000', 'DecimalExponent'],
    ['1e+3', '1000', 'DecimalExponent'],
    ['1E-3', '1/1000', 'DecimalExponent'],
    ['1.5e2', '150', 'DecimalExponent'],
    ['2e0', '2', 'DecimalExponent'],
    ['0.5', '1/2', 'DecimalSI'],
    ['.5', '1/2', 'DecimalSI'],
    ['1.', '1', 'DecimalSI'],
    ['+1', '1', 'DecimalSI'],
    ['007', '7', 'DecimalSI'],
    ['-1', '-1', 'DecimalSI'],
    ['-100m', '-1/10', 'DecimalSI'],
    ['-0', '0', 'DecimalSI'],
    ['1.25k', '1250', 'DecimalSI'],
    ['0.0001', '1/10000', 'DecimalSI'],
    // rounded up (away from zero) to whole nano units
    ['0.0000000001', '1/1000000000', 'DecimalSI'],
    ['1e-10', '1/1000000000', 'DecimalExponent'],
    ['1e-2000000000', '1/1000000000', 'DecimalExponent'],
    ['1.0000000001', '1000000001/1000000000', 'DecimalSI'],
    ['-0.0000000001', '-1/1000000000', 'DecimalSI'],
    // BinarySI between 0 and 1 becomes DecimalSI
    ['0.0001Ki', '128/1250', 'DecimalSI'],
    // no digit at all: zero, as upstream's parseQuantityString reads an empty numerator ("0")
    ['Gi', '0', 'BinarySI'],
    ['m', '0', 'DecimalSI'],
    ['.', '0', 'DecimalSI'],
    ['-', '0', 'DecimalSI'],
    ['+', '0', 'DecimalSI'],
    ['+Mi', '0', 'BinarySI'],
    ['-.Ki', '0', 'BinarySI'],
    ['e3', '0', 'DecimalExponent'],
    ['.e-3', '0', 'DecimalExponent'],
    // numbers from YAML/JSON
    [2, '2', 'DecimalSI'],
    [0.5, '1/2', 'DecimalSI'],
    [0, '0', 'DecimalSI'],
    [-0, '0', 'DecimalSI'],
    [1e21, '1000000000000000000000', 'DecimalExponent'],
    [1e-7, '1/10000000', 'DecimalExponent'],
  ];
  for (const [input, value, format] of table) {
    it(`parses ${JSON.stringify(input)}`, () => {
      const q = parseQuantity(input);
      assert.equal(exact(q), value.includes('/') ? reduce(value) : value);
      assert.equal(q.format, format);
      assert.ok(q.den > 0n);
    });
  }

  it('caps BinarySI values at max int64 like upstream (8Ei is 2^63)', () => {
    assert.equal(parseQuantity('8Ei').num, INT64_MAX);
    assert.equal(parseQuantity('-16Ei').num, -INT64_MAX);
    assert.equal(intValue(parseQuantity('8Ei')), INT64_MAX);
    // decimal forms are not capped
    assert.equal(intValue(parseQuantity('10E')), 10n ** 19n);
  });

  it('keeps huge plain numbers exact', () => {
    assert.equal(intValue(parseQuantity('123456789012345678901234567890')), 123456789012345678901234567890n);
  });

  const badFormat: readonly (string | number)[] = [
    '',
    '1.5.5Gi',
    '1 Gi',
    ' 1',
    '1 ',
    '1,5',
    '1GB',
    '1Mb',
    '1+1.0M',
    'abc',
    '0x10',
    '1_000',
    '1.1.M',
    '1Gi ',
    '. Gi',
    'x',
    NaN,
    Infinity,
    -Infinity,
  ];
  for (const input of badFormat) {
    it(`rejects ${JSON.stringify(String(input))} with the format message`, () => {
      assert.throws(
        () => parseQuantity(input),
        (err: unknown) => err instanceof QuantityError && err.message === QUANTITY_FORMAT_MESSAGE && err.code === 'format',
      );
    });
  }

  const badSuffix: readonly string[] = ['+-', '--1', '1Gii', '1K', '1Ki2', '1e', '1ee3', '1e-', '1i', '0.1mi', '1kk', '1e99999999999'];
  for (const input of badSuffix) {
    it(`rejects ${JSON.stringify(input)} with the suffix message`, () => {
      assert.throws(
        () => parseQuantity(input),
        (err: unknown) => err instanceof QuantityError && err.message === QUANTITY_SUFFIX_MESSAGE && err.code === 'suffix',
      );
    });
  }

  it('rejects values too large to hold exactly', () => {
    assert.throws(() => parseQuantity('1e2000'), new QuantityError(QUANTITY_RANGE_MESSAGE, 'range'));
    assert.equal(parseQuantity('0e2000').num, 0n);
  });

  it('QuantityError is an Error with its own name', () => {
    const err = new QuantityError('x');
    assert.ok(err instanceof Error);
    assert.equal(err.name, 'QuantityError');
    assert.equal(err.code, 'format');
  });
});

function reduce(fraction: string): string {
  const [n, d] = fraction.split('/').map((s) => BigInt(s)) as [bigint, bigint];
  let a = n < 0n ? -n : n;
  let b = d;
  while (b !== 0n) [a, b] = [b, a % b];
  return d / a === 1n ? `${n / a}` : `${n / a}/${d / a}`;
}

describe('milliValue', () => {
  const table: readonly (readonly [string | number, bigint])[] = [
    ['0.0001', 1n],
    ['1', 1000n],
    ['0.5', 500n],
    ['100m', 100n],
    ['1.0001m', 2n],
    ['1n', 1n],
    ['2', 2000n],
    [0.25, 250n],
    ['1k', 1000000n],
    ['1e-3', 1n],
    ['1Ki', 1024000n],
    ['0', 0n],
    ['-0.5', -500n],
    ['-0.0001', 0n],
  ];
  for (const [input, expected] of table) {
    it(`${JSON.stringify(input)} -> ${expected}`, () => {
      assert.equal(milliValue(parseQuantity(input)), expected);
    });
  }
});

describe('intValue', () => {
  const table: readonly (readonly [string | number, bigint])[] = [
    ['100m', 1n],
    ['1Gi', 1073741824n],
    ['1G', 1000000000n],
    ['1.5Gi', 1610612736n],
    ['3G', 3000000000n],
    ['3Gi', 3221225472n],
    ['1.5', 2n],
    ['1', 1n],
    ['0', 0n],
    ['1n', 1n],
    ['4500Mi', 4718592000n],
    ['-1.5', -1n],
    ['-100m', 0n],
    [128, 128n],
    ['4Ei', 1n << 62n],
  ];
  for (const [input, expected] of table) {
    it(`${JSON.stringify(input)} -> ${expected}`, () => {
      assert.equal(intValue(parseQuantity(input)), expected);
    });
  }
  it('"100m" of memory is 1 byte', () => {
    assert.equal(intValue(parseQuantity('100m')), 1n);
  });
});

describe('isNegative', () => {
  it('detects negative values only', () => {
    assert.equal(isNegative(parseQuantity('-1')), true);
    assert.equal(isNegative(parseQuantity('-1n')), true);
    assert.equal(isNegative(parseQuantity('-0.5Gi')), true);
    assert.equal(isNegative(parseQuantity(-2)), true);
    assert.equal(isNegative(parseQuantity('-0')), false);
    assert.equal(isNegative(parseQuantity('0')), false);
    assert.equal(isNegative(parseQuantity('1m')), false);
  });
});

describe('compareQuantities', () => {
  const table: readonly (readonly [string, string, -1 | 0 | 1])[] = [
    ['3G', '3Gi', -1],
    ['3Gi', '3G', 1],
    ['1Ki', '1024', 0],
    ['1k', '1000', 0],
    ['1e3', '1k', 0],
    ['500m', '0.5', 0],
    ['1m', '1n', 1],
    ['-1', '0', -1],
    ['0.1', '100m', 0],
    ['1.5Gi', '1536Mi', 0],
    ['999m', '1', -1],
  ];
  for (const [a, b, expected] of table) {
    it(`${a} vs ${b} -> ${expected}`, () => {
      assert.equal(compareQuantities(parseQuantity(a), parseQuantity(b)), expected);
    });
  }
});

describe('formatCpuMilli', () => {
  const table: readonly (readonly [bigint, string])[] = [
    [0n, '0'],
    [6000n, '6'],
    [1500n, '1500m'],
    [100n, '100m'],
    [1n, '1m'],
    [1000n, '1'],
    [10000n, '10'],
    [6000000n, '6k'],
    [1500000n, '1500'],
    [-500n, '-500m'],
    [-2000n, '-2'],
    [10n ** 24n, '1000E'],
  ];
  for (const [milli, expected] of table) {
    it(`${milli} -> ${expected}`, () => {
      assert.equal(formatCpuMilli(milli), expected);
    });
  }
  it('round-trips through milliValue', () => {
    for (const milli of [0n, 1n, 10n, 100n, 999n, 1000n, 1001n, 1500n, 4000n, 6000n, 123456n, 6000000n]) {
      assert.equal(milliValue(parseQuantity(formatCpuMilli(milli))), milli);
    }
  });
});

describe('formatBytes', () => {
  const table: readonly (readonly [bigint, string])[] = [
    [0n, '0'],
    [1n, '1'],
    [999n, '999'],
    [1000n, '1k'],
    [1023n, '1023'],
    [1024n, '1Ki'],
    [2048n, '2Ki'],
    [1536n, '1536'],
    [1500000n, '1500k'],
    [1000000000n, '1G'],
    [1073741824n, '1Gi'],
    [524288000n, '500Mi'],
    [1536n * MI, '1536Mi'],
    [4718592000n, '4500Mi'],
    [4294967296n, '4Gi'],
    [3000000000n, '3G'],
    [1n << 62n, '4Ei'],
    [1n << 70n, '1024Ei'],
    [INT64_MAX, '9223372036854775807'],
    [10n ** 21n, '1000E'],
    // Both suffixes divide: the smaller mantissa, as the text a user wrote would be ("2G", "4G",
    // "1024M" are multiples of 1024; "1000Ki" is a multiple of 1000).
    [2000000000n, '2G'],
    [4000000000n, '4G'],
    [1024n * 1000n ** 2n, '1024M'],
    [1024000n, '1000Ki'],
    [2n ** 20n * 1000n, '1000Mi'],
    [-1024n, '-1Ki'],
    [-1500n, '-1500'],
    [-3000n, '-3k'],
    [110n, '110'],
  ];
  for (const [value, expected] of table) {
    it(`${value} -> ${expected}`, () => {
      assert.equal(formatBytes(value), expected);
    });
  }

  it('round-trips: formatting the parsed value of formatted text gives the same text', () => {
    const values: bigint[] = [
      0n,
      1n,
      7n,
      512n,
      1000n,
      1024n,
      1025n,
      4096000n,
      1500000n,
      1000000000n,
      1073741824n,
      524288000n,
      4718592000n,
      10n ** 18n,
      9n * 10n ** 18n,
      (1n << 62n) + 1024n,
      1n << 62n,
      INT64_MAX - 1023n,
      INT64_MAX,
    ];
    for (let e = 0n; e < 63n; e++) values.push(1n << e, (1n << e) * 3n, 10n ** (e % 19n) * 7n);
    // BinarySI text above max int64 is capped when parsed (see the 8Ei test), so stay at or below it.
    for (const x of values.filter((v) => v <= INT64_MAX)) {
      const text = formatBytes(x);
      assert.equal(intValue(parseQuantity(text)), x, `value of ${text}`);
      assert.equal(formatBytes(intValue(parseQuantity(text))), text, `round-trip of ${x}`);
    }
  });
});

describe('formatResource', () => {
  it('uses milli-cores for cpu and integers for everything else', () => {
    assert.equal(formatResource('cpu', 4000n), '4');
    assert.equal(formatResource('cpu', 250n), '250m');
    assert.equal(formatResource('memory', 1073741824n), '1Gi');
    assert.equal(formatResource('ephemeral-storage', 1000000000n), '1G');
    assert.equal(formatResource('hugepages-2Mi', 2n * MI), '2Mi');
    assert.equal(formatResource('nvidia.com/gpu', 2n), '2');
    assert.equal(formatResource('pods', 110n), '110');
  });
});

describe('unmarshalQuantity', () => {
  it('trims what Quantity.UnmarshalJSON trims and reaches it unescaped: space, NEL, NBSP and the other Unicode spaces', () => {
    for (const text of [' 64Mi ', '\u00a064Mi', '64Mi\u0085', '\u3000\u2000 64Mi\u202f', '\u168064Mi'])
      assert.equal(intValue(unmarshalQuantity(text)), 64n * MI, JSON.stringify(text));
  });

  it('refuses what json.Marshal escapes before it gets there: tab, line breaks, U+2028', () => {
    for (const text of ['\t64Mi', '64Mi\n', '\r64Mi', '\u000b64Mi', '\u202864Mi', '\ufeff64Mi'])
      assert.throws(() => unmarshalQuantity(text), QuantityError, JSON.stringify(text));
  });

  it('reads a number as JSON writes it', () => {
    assert.equal(milliValue(unmarshalQuantity(0.5)), 500n);
    assert.equal(intValue(unmarshalQuantity(1e21)), 10n ** 21n);
  });
});
