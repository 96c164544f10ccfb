import type { Diagnostic } from '../core/diagnostic.ts';
import type { ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument } from '../load/document.ts';

/** A finding at `path` of `doc`, about `object` when given. */
export function findingAt(
  doc: LoadedDocument,
  path: readonly (string | number)[],
  severity: Diagnostic['severity'],
  ruleId: string,
  message: string,
  object?: ObjectRef,
): Diagnostic {
  return { ruleId, severity, message, file: doc.file, range: doc.locate(path), ...(object ? { object } : {}) };
}
