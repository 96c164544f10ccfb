/**
 * The one Ajv factory. Strict mode stays on: our non-standard keywords (quantity, labelKey,
 * intOrPercent) are registered explicitly, and only the `date-time` format is added (date-time.ts).
 * `allowUnionTypes` permits `type: [a, b]` (IntOrString, quantities, nullable timestamps);
 * `verbose` keeps the failing schema on each error so messages can list allowed values.
 */
import { Ajv } from 'ajv';
import { DATE_TIME_FORMAT } from './date-time.ts';
import { CUSTOM_KEYWORDS } from './keywords.ts';

export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  ajv.addFormat('date-time', DATE_TIME_FORMAT);
  for (const keyword of CUSTOM_KEYWORDS) ajv.addKeyword(keyword);
  return ajv;
}
