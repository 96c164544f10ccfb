import type { Diagnostic } from './diagnostic.ts';

/**
 * Thrown for a mistake in how the tool was called (flags, config). Exit code 2.
 * Findings about manifests are Diagnostics, never exceptions.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Thrown when the input cannot be read at all (no file could be read). Exit code 2. */
export class InputError extends Error {
  override readonly name = 'InputError';

  constructor(
    message: string,
    /** The findings that explain it (each file that could not be read or parsed), for annotations. */
    readonly diagnostics: readonly Diagnostic[] = [],
  ) {
    super(message);
  }
}
