/**
 * The JSON report's schema (schemas/report.schema.json), compiled once with Ajv's default
 * (draft-07) class in strict mode, for tests that check a report against the contract.
 */
import { readFileSync } from 'node:fs';
// `import Ajv from 'ajv'` is the same draft-07 class at run time, but under NodeNext TypeScript types
// a CommonJS default import as the module namespace (not constructable); the named export is typed right.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

export const REPORT_SCHEMA_URL = new URL('../../schemas/report.schema.json', import.meta.url);
export const REPORT_SCHEMA_ID = 'https://resizeguard.dev/schemas/report.schema.json';

let compiled: ValidateFunction | undefined;

/** The compiled validator (compiled on first use; strict mode, so a sloppy schema fails here). */
export function reportValidator(): ValidateFunction {
  if (compiled !== undefined) return compiled;
  const schema = JSON.parse(readFileSync(REPORT_SCHEMA_URL, 'utf8')) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: true });
  const validate = ajv.compile(schema);
  compiled = validate;
  return validate;
}

/** One line per error: `/resizes/0/outcome: must be equal to one of the allowed values ("Completed", ...)`. */
export function formatAjvErrors(errors: readonly ErrorObject[]): string {
  return errors
    .map((e) => {
      const where = e.instancePath === '' ? '(report)' : e.instancePath;
      const params = e.params as Record<string, unknown>;
      const detail =
        e.keyword === 'additionalProperties'
          ? ` ${JSON.stringify(params['additionalProperty'])}`
          : e.keyword === 'enum'
            ? ` (${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')})`
            : '';
      return `${where}: ${e.message ?? e.keyword}${detail}`;
    })
    .join('\n');
}

/** Throws an Error listing every violation when `report` does not match the schema. */
export function assertValidReport(report: unknown): void {
  const validate = reportValidator();
  if (validate(report)) return;
  throw new Error(`report does not match schemas/report.schema.json:\n${formatAjvErrors(validate.errors ?? [])}`);
}
