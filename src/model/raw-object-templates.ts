/**
 * An ACM ConfigurationPolicy's `object-templates-raw`: a string of Go template text that, once the
 * policy controller has run its templates, is YAML for the list `object-templates` holds
 * (open-cluster-management-io/config-policy-controller api/v1/configurationpolicy_types.go
 * ConfigurationPolicySpec.ObjectTemplatesRaw; controllers/configurationpolicy_controller.go reads
 * the resolved text as YAML). What it would make is read from the text with its actions set aside:
 * a line that is only actions (`{{- range $ns := … }}`, `{{- end }}`) is dropped, and an action
 * inside a line (`name: {{ $ns.metadata.name }}`) stands for a plain word. Text that still does not
 * parse, or aliases more than go-yaml reads (yaml-aliasing.ts), is no finding: the cluster's
 * templates decide it, and nothing is read from it.
 */
import { parseDocument } from 'yaml';
import { checkAliasing } from '../load/yaml-aliasing.ts';

/** A line holding nothing but Go template actions. */
const ACTIONS_LINE = /^[ \t]*(?:\{\{[^\n]*?\}\}[ \t]*)+$/gm;

/** One Go template action within a line. */
const ACTION = /\{\{[^\n]*?\}\}/g;

/** The value `text` would be as YAML with its template actions set aside, or undefined when it does not parse. */
export function rawObjectTemplates(text: string): unknown {
  const neutral = text.replace(ACTIONS_LINE, '').replace(ACTION, 'template-value');
  const doc = parseDocument(neutral, { uniqueKeys: false });
  if (doc.errors.length > 0) return undefined;
  try {
    checkAliasing(doc);
    return doc.toJS({ maxAliasCount: -1 }) as unknown;
  } catch {
    return undefined;
  }
}
