/**
 * The `date-time` format (RFC 3339, as ajv-formats' full mode checks it), with a fast path for
 * the one form Kubernetes writes: "2026-01-02T03:04:05Z". A snapshot holds several timestamps per
 * pod; the regular-expression check was a tenth of loading one. Anything else (fractions,
 * offsets, leap seconds, invalid text) goes to ajv-formats' own validator.
 */
import type { FormatDefinition } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { kubernetesTime } from '../core/fields.ts';

const full = fullFormats['date-time'] as FormatDefinition<string> & { validate: (s: string) => boolean };

/** True for a valid "YYYY-MM-DDTHH:MM:SSZ" (core/fields.ts kubernetesTime); false means "not this form", not "invalid". */
export function isKubernetesTime(s: string): boolean {
  return kubernetesTime(s) !== undefined;
}

export const DATE_TIME_FORMAT: FormatDefinition<string> = {
  type: 'string',
  validate: (s: string) => isKubernetesTime(s) || full.validate(s),
  ...(full.compare === undefined ? {} : { compare: full.compare }),
};
