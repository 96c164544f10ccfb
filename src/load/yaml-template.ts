/**
 * YAML files that are templates, not manifests: Ansible's and Salt's Jinja (`{% for … %}`), Go
 * templates outside a Helm chart (`{{- if … }}`), Terraform's (`%{ if … }`, `${a ? b : c}`,
 * templatefile), ytt's (`#@ if …`, `name: #@ data.values.name`: yaml-ytt.ts) or FreeMarker's
 * (`<#if …>`: yaml-freemarker.ts). kubectl cannot apply them as they are, and the YAML errors
 * their tags cause say nothing useful ("plain value cannot start with directive indicator
 * character %"). A file that does not parse and holds such a tag where a YAML node
 * would start (a place where YAML allows neither) is reported once, as a template that is not
 * rendered, and none of its documents is read: their values would be the template's, not the
 * cluster's. So is a file of Kubernetes objects with a Go action as a plain value, which parses, a
 * ytt template, which parses too (its templating is in comments), and a FreeMarker template, whose
 * tags may parse as plain strings.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { LineIndex, previousNonBlankLine, type SourceFile } from '../core/source.ts';
import type { ParseResult } from './index.ts';
import { freemarkerMarkAt } from './yaml-freemarker.ts';
import { yttMarkAt } from './yaml-ytt.ts';
import { inComment } from './yaml-comment.ts';
import { parseAllDocuments, visit } from 'yaml';

/**
 * A Jinja statement, a Go template action or a Terraform directive first on its line (after indentation and any `- `):
 * `{{ .Values }}`, `{{.Values}}`, `{{addURIAndSha "…" .TagName }}`, a `{{/` comment,
 * `{%- if x %}`. What follows the tag is what starts an action or a statement, never `{` or `}`.
 */
const TEMPLATE_TAG = /^[ \t]*(?:-[ \t]+)*(\{%|\{\{|%\{)[-~]?[ \t.$/("'A-Za-z_]/m;

/**
 * A Terraform interpolation (templatefile) whose expression is more than a variable, as a
 * conditional or a call: `${ipv6 ? "IPv6" : "IPv4"}`, `${jsonencode(x)}`, `${var.name}`. A
 * plain `${VAR}`, `${VAR:=x}` or `${VAR:-x}` is Flux's post-build substitution or envsubst,
 * which a file must parse before (kustomize reads it first): a YAML error beside one stays.
 */
const TERRAFORM_EXPRESSION = /\$\{(?![_A-Za-z][_A-Za-z0-9]*(?::?[=-][^}]*)?\})[^}\n]*[ .?(\[][^}\n]*\}/;

/**
 * A text-substitution placeholder (`name: @STS_NAME@`, as sed, a configure script, CMake's
 * configure_file or Maven's resource filtering fill them in) where a plain scalar starts: after a
 * key's `: `, a `- `, a flow collection's `[`, `{` or `,`, or first on the line. YAML 1.2 reserves
 * `@` as an indicator (production c-reserved), so no plain scalar starts with it and the parse
 * breaks there; inside a value (`/mnt/@STS_NAME@`) it is text and parses.
 */
const AT_PLACEHOLDER = /(?:^[ \t]*(?:-[ \t]+)*|:[ \t]+|-[ \t]+|[[{,][ \t]*)@[A-Za-z_][A-Za-z0-9_.-]*@/;

/** A template tag anywhere on a line. */
const ANY_TAG = /\{%|%\}|\{\{|\}\}|%\{/;

/** A line that is a template tag: `{{if .X}}` alone on a line parses (a flow mapping), and the error comes on the next. */
const TEMPLATE_TAG_LINE = /^[ \t]*(?:-[ \t]+)*(\{%|\{\{|%\{)[-~]?[ \t.$/("'A-Za-z_][^\n]*(?:%\}|\})[ \t]*$/;

/**
 * `result`, or for a template whose tags broke the parse, one `input/not-rendered` warning in
 * its place. The tags broke it when the first syntax error is on a line that holds one, or right
 * after a line that is one: a manifest with a template in a block scalar and a mistake elsewhere
 * keeps its errors.
 */
export function withTemplatesNamed(source: SourceFile, result: ParseResult): ParseResult {
  const ytt = yttMarkAt(source.text);
  if (ytt !== undefined) return templateFile(source, result, new LineIndex(source.text).positionAt(ytt), '#@');
  const ftl = freemarkerMarkAt(source.text);
  if (ftl !== undefined) return templateFile(source, result, new LineIndex(source.text).positionAt(ftl), '<#');
  const errors = result.diagnostics.filter((d) => d.ruleId === 'input/yaml-syntax' && d.severity === 'error');
  if (errors.length === 0) return withValueTemplatesNamed(source, result);
  const lines = new LineIndex(source.text);
  const firstLine = lines.offsetAt({ line: Math.min(...errors.map((d) => d.range.start.line)), column: 1 });
  const lineEnd = source.text.indexOf('\n', firstLine) < 0 ? source.text.length : source.text.indexOf('\n', firstLine);
  const errorLine = source.text.slice(firstLine, lineEnd);
  // A Terraform interpolation holding an expression breaks the parse on its own line (`- ${ipv6 ? "IPv6" : "IPv4"}`).
  const interpolation = TERRAFORM_EXPRESSION.exec(errorLine);
  if (interpolation !== null) return templateFile(source, result, lines.positionAt(firstLine + interpolation.index), '${');
  // An `@NAME@` placeholder where a plain value starts: YAML reserves `@` there.
  const placeholder = AT_PLACEHOLDER.exec(errorLine);
  if (placeholder !== null) return templateFile(source, result, lines.positionAt(firstLine + placeholder.index + placeholder[0].indexOf('@')), '@');
  if (!ANY_TAG.test(errorLine) && !TEMPLATE_TAG_LINE.test(previousNonBlankLine(source.text, firstLine) ?? '')) return result;
  const tag = TEMPLATE_TAG.exec(source.text);
  if (tag !== null) return templateFile(source, result, lines.positionAt(tag.index + tag[0].indexOf(tag[1]!)), tag[1]!);
  // An action a value starts with and goes on after (`name: {{ .Name }}-app`) breaks the parse on its own line.
  VALUE_TAG.lastIndex = firstLine;
  const value = VALUE_TAG.exec(source.text);
  if (value === null || value.index >= lineEnd) return result;
  return templateFile(source, result, lines.positionAt(value.index + value[0].indexOf('{{')), '{{');
}

/**
 * A Go action as a plain value (`name: {{ .Release.Name }}`, `replicas: {{replicas}}`, `- {{ x }}`)
 * parses: as a flow mapping whose key is a mapping, which kubectl's YAML-to-JSON refuses
 * ("unsupported map key"). In a file of Kubernetes objects it is a template; its objects' values
 * would be the template's.
 */
const VALUE_TAG = /(?::|^[ \t]*-)[ \t]+(\{\{)-?[ \t]*[.$A-Za-z_("]/gm;

function withValueTemplatesNamed(source: SourceFile, result: ParseResult): ParseResult {
  VALUE_TAG.lastIndex = 0;
  if (!VALUE_TAG.test(source.text)) return result;
  const objects = result.documents.some((d) => {
    const v = d.value as { apiVersion?: unknown; kind?: unknown } | null;
    return typeof v === 'object' && v !== null && typeof v.apiVersion === 'string' && typeof v.kind === 'string';
  });
  if (!objects) return result;
  const at = valueTagOutsideScalars(source.text, result.documents);
  return at === undefined ? result : templateFile(source, result, new LineIndex(source.text).positionAt(at), '{{');
}

/**
 * The offset of the first `{{` that VALUE_TAG finds outside every scalar: the same text in a
 * block scalar or a string spanning lines (a Prometheus rule's `description: |` holding
 * `Reason: {{ $labels.reason }}`) is the string's content, which the cluster is given as it is.
 * An action that some string value holds is taken for that string's (while that search stays
 * small); the rest are placed exactly, by parsing the file again with node positions (only a file
 * that has any) and walking its scalars and the actions together, in order.
 */
function valueTagOutsideScalars(text: string, documents: ParseResult['documents']): number | undefined {
  const strings: string[] = [];
  for (const d of documents) collectTemplated(d.value, strings);
  const tags: number[] = [];
  VALUE_TAG.lastIndex = 0;
  for (let m = VALUE_TAG.exec(text); m !== null; m = VALUE_TAG.exec(text)) tags.push(m.index + m[0].indexOf('{{'));
  const searched = strings.reduce((n, s) => n + s.length, 0) * tags.length;
  const unexplained = searched > STRING_SEARCH_BUDGET ? tags : tags.filter((at) => !strings.some((s) => s.includes(actionAt(text, at))));
  if (unexplained.length === 0) return undefined;
  // Scalars never overlap, and visit meets them in the order of the text.
  const scalars: [number, number][] = [];
  for (const doc of parseAllDocuments(text)) {
    visit(doc, {
      Scalar(_key, node) {
        if (node.range) scalars.push([node.range[0], node.range[1]]);
      },
    });
  }
  scalars.sort((a, b) => a[0] - b[0]);
  const inScalar = (offset: number): boolean => scalars.some(([start, end]) => offset >= start && offset < end);
  let j = 0;
  for (const at of unexplained) {
    while (j < scalars.length && scalars[j]![1] <= at) j++;
    const scalar = scalars[j];
    if ((scalar === undefined || at < scalar[0]) && !inComment(text, at, inScalar)) return at;
  }
  return undefined;
}

/** Characters the string-value search may compare at most (strings' length times actions) before the exact pass replaces it. */
const STRING_SEARCH_BUDGET = 50_000_000;

/** The action at `at`: to its closing braces, or to the end of its line. */
function actionAt(text: string, at: number): string {
  const lineEnd = text.indexOf('\n', at);
  const end = lineEnd < 0 ? text.length : lineEnd;
  const close = text.indexOf('}}', at + 2);
  return text.slice(at, close >= 0 && close < end ? close + 2 : end);
}

/** The strings in `value` that hold `{{`. */
function collectTemplated(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (value.includes('{{')) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collectTemplated(v, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) collectTemplated(v, out);
  }
}

function templateFile(source: SourceFile, result: ParseResult, at: { line: number; column: number }, opener: string): ParseResult {
  const kind =
    opener === '{%'
      ? 'a Jinja template (`{% … %}`, as Ansible and Salt write them)'
      : opener === '%{' || opener === '${'
        ? `a Terraform template (\`${opener} … }\`, as Terraform's templatefile reads it)`
        : opener === '#@'
          ? 'a ytt template (`#@` annotations, as Carvel ytt reads them)'
          : opener === '<#'
            ? 'a FreeMarker template (`<#if …>` directives, as Apache FreeMarker reads them)'
            : opener === '@'
              ? 'a template with `@NAME@` placeholders (as sed, a configure script or Maven resource filtering fills them in)'
              : 'a Go template (`{{ … }}`) outside a Helm chart';
  const finding: Diagnostic = {
    ruleId: 'input/not-rendered',
    severity: 'warning',
    message: `this file is ${kind}, not YAML kubectl can apply as it is: it is not read, and none of its objects are simulated; render it first, or list it in \`exclude\``,
    file: source.path,
    range: { start: at, end: { line: at.line, column: at.column + 2 } },
  };
  return { documents: [], diagnostics: [...result.diagnostics.filter((d) => d.ruleId !== 'input/yaml-syntax'), finding] };
}
