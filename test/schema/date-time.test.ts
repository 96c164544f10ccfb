import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { DATE_TIME_FORMAT, isKubernetesTime } from '../../src/schema/date-time.ts';

const reference = (fullFormats['date-time'] as { validate: (s: string) => boolean }).validate;
const validate = DATE_TIME_FORMAT.validate as (s: string) => boolean;

describe('date-time format', () => {
  const cases = [
    '2026-01-02T03:04:05Z',
    '2026-01-02t03:04:05z',
    '2024-02-29T00:00:00Z',
    '2023-02-29T00:00:00Z',
    '2000-02-29T23:59:59Z',
    '1900-02-29T00:00:00Z',
    '2026-04-31T00:00:00Z',
    '2026-12-31T23:59:59Z',
    '2026-13-01T00:00:00Z',
    '2026-00-10T00:00:00Z',
    '2026-01-00T00:00:00Z',
    '2026-01-32T00:00:00Z',
    '2026-01-02T24:00:00Z',
    '2026-01-02T23:60:00Z',
    '2026-01-02T23:59:60Z',
    '2026-06-30T23:59:60Z',
    '2026-01-02T03:04:05.123Z',
    '2026-01-02T03:04:05+02:00',
    '2026-01-02T03:04:05',
    '2026-01-02 03:04:05Z',
    '2026-1-02T03:04:05Z',
    '20260102T030405Z',
    'x026-01-02T03:04:05Z',
    '2026-01-02T03:04:0xZ',
    '',
    'now',
  ];
  it('accepts and rejects exactly what ajv-formats does', () => {
    for (const s of cases) assert.equal(validate(s), reference(s), JSON.stringify(s));
  });
  it('takes the fast path only for valid "YYYY-MM-DDTHH:MM:SSZ" text', () => {
    const fast = cases.filter(isKubernetesTime);
    assert.deepEqual(fast, ['2026-01-02T03:04:05Z', '2026-01-02t03:04:05z', '2024-02-29T00:00:00Z', '2000-02-29T23:59:59Z', '2026-12-31T23:59:59Z']);
    for (const s of fast) assert.equal(reference(s), true, s);
  });
});
