/**
 * The one Ajv factory. Strict mode stays on: our non-standard keywords (quantity, labelKey,
 * intOrPercent) are registered explicitly, and only the `date-time` format is added.
 * `allowUnionTypes` permits `type: [a, b]` (IntOrString, quantities, nullable timestamps);
 * `verbose` keeps the failing schema on each error so messages can list allowed values.
 */
import { Ajv } from 'ajv';
import formatsPlugin from 'ajv-formats';
import { CUSTOM_KEYWORDS } from './keywords.ts';

// ajv-formats is CommonJS with `exports.default`; under NodeNext the default import is typed as
// the module namespace although at run time it is the plugin function itself (module.exports).
const addFormats = formatsPlugin as unknown as typeof formatsPlugin.default;

export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  addFormats(ajv, ['date-time']);
  for (const keyword of CUSTOM_KEYWORDS) ajv.addKeyword(keyword);
  return ajv;
}
