/**
 * What the precompiled validators (validators.generated.js) call besides their own code: the
 * keywords' functions (keywords.ts), the `date-time` format (date-time.ts) and Ajv's own
 * string length (code points, as the `minLength` of a compiled schema counts them).
 */
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import type { ValidatorRuntime } from './validators.generated.js';
import { DATE_TIME_FORMAT } from './date-time.ts';
import { KEYWORD_PROBLEMS } from './keywords.ts';

// A CommonJS module: Node (and the bundle, which keeps Node's rule) give its exports object as the default.
const ucs2length = (ucs2lengthModule as unknown as { default: (s: string) => number }).default;

export const VALIDATOR_RUNTIME: ValidatorRuntime = {
  problems: KEYWORD_PROBLEMS,
  formats: { 'date-time': DATE_TIME_FORMAT },
  ucs2length,
};
