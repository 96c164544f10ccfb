/**
 * The validators compiled ahead of the run (scripts/gen-validators.ts), by schema `$id`: made
 * once per process, on first use.
 */
import type { ValidateFunction } from 'ajv';
import { createValidators } from './validators.generated.js';
import { VALIDATOR_RUNTIME } from './runtime.ts';

let validators: Readonly<Record<string, ValidateFunction>> | undefined;

/** The validator of the schema with `$id` `id` (a schema of registry.ts SCHEMA_DOCUMENTS). */
export function precompiledValidator(id: string): ValidateFunction {
  validators ??= createValidators(VALIDATOR_RUNTIME);
  const validate = validators[id];
  if (validate === undefined) throw new Error(`no precompiled validator for ${id}: run npm run gen:validators`);
  return validate;
}
