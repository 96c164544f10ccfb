/** The types of validators.generated.js (scripts/gen-validators.ts writes both). */
import type { FormatDefinition, ValidateFunction } from 'ajv';

export interface ValidatorRuntime {
  readonly problems: Readonly<Record<string, (value: string | number) => string | undefined>>;
  readonly formats: Readonly<Record<string, FormatDefinition<string>>>;
  readonly ucs2length: (s: string) => number;
}

/** Every schema's validator, by its `$id`. */
export function createValidators(runtime: ValidatorRuntime): Readonly<Record<string, ValidateFunction>>;
