/**
 * The one Ajv factory. Strict mode stays on: our non-standard keywords (quantity, labelKey,
 * intOrPercent) are registered explicitly, and only the `date-time` format is added (date-time.ts).
 * `allowUnionTypes` permits `type: [a, b]` (IntOrString, quantities, nullable timestamps);
 * `verbose` keeps the failing schema on each error so messages can list allowed values.
 *
 * The run does not compile: scripts/gen-validators.ts compiles every schema with
 * `createAjv({ source: true })` into validators.generated.js, whose code reaches the format and
 * the keywords' functions through the object runtime.ts gives it. Tests compile with the same
 * options and compare.
 */
import { _, Ajv } from 'ajv';
import { DATE_TIME_FORMAT } from './date-time.ts';
import { CUSTOM_KEYWORDS } from './keyword-code.ts';

export function createAjv(options: { readonly source?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    verbose: true,
    ...(options.source === true ? { code: { source: true, formats: _`runtime.formats` } } : {}),
  });
  ajv.addFormat('date-time', DATE_TIME_FORMAT);
  for (const keyword of CUSTOM_KEYWORDS) ajv.addKeyword(keyword);
  return ajv;
}
