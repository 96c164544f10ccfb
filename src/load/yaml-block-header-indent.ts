/**
 * A block scalar whose indicator (`|`, `>-`, `|2` …) stands on the line after its key, at the
 * key's own indentation, read as kubectl reads it:
 *
 *     data:
 *       endpoints:
 *       |-
 *         a,b
 *
 * YAML 1.2 wants a mapping's value indented past its key (s-l+block-node), so `yaml` takes the
 * `|-` for the start of a key and refuses it ("implicit keys need to be on a single line").
 * kubectl's reader (go-yaml, a port of libyaml) ends a block collection only at a token indented
 * less than it (scannerc.go yaml_parser_unroll_indent) and makes any token at its indentation that
 * may be a simple key one (yaml_parser_save_simple_key); a block scalar may not be a key, so
 * after `endpoints:` it is the key's value (parserc.go yaml_parser_parse_block_mapping_value),
 * its text indented as usual past the mapping (yaml_parser_scan_block_scalar: the mapping's
 * indentation plus one, or plus the indentation indicator). sigs.k8s.io/yaml (kubectl apply)
 * and go-yaml v3 (kustomize) both read `endpoints: a,b`. A plain or quoted scalar, or a node
 * with a tag or an anchor, in the same place may be a key, so go-yaml takes it for one and,
 * with no `:` after it, refuses it.
 *
 * The fix is textual, as for quoted strings (yaml-quote-indent.ts): the indicator's line gets one
 * space, which makes it the key's value to YAML 1.2 and changes nothing in its text (its lines'
 * indentation is the mapping's business, not the indicator's), and the text is parsed again.
 * Only an indicator alone on its line (maybe with a comment) with a syntax error on it, whose
 * previous line that holds more than a comment ends with a key's `:` at the indicator's column,
 * is moved: go-yaml refuses an indicator indented less than its key, and one indented more is
 * YAML 1.2 already.
 */
import type { SourceFile } from '../core/source.ts';
import type { ParseResult } from './index.ts';
import { errorLines, paddedOrStrict, syntaxErrorCount } from './yaml-padded-lines.ts';

/** How many times a file is indented and parsed again: a broken document may hide the errors after it. */
const MAX_PASSES = 3;
/** Larger files are not parsed again (yaml-quote-indent.ts MAX_CHARS). */
const MAX_CHARS = 4 * 1024 * 1024;

/**
 * A block scalar header alone on its line (yaml_parser_scan_block_scalar: `|` or `>`, then a
 * chomping indicator and an indentation indicator 1-9 in either order, then blanks and maybe a
 * comment); group 1 is its indentation.
 */
const BLOCK_HEADER = /^( *)[|>](?:[+-]?[1-9]?|[1-9][+-])(?:[ \t]+(?:#.*)?)?\r?$/;
/**
 * A line that ends a mapping key with its `:` (a comment may follow): group 1 runs to the key, so
 * its length is the key's column, past the `- ` of the sequence items the mapping is in. A `:`
 * alone is an explicit key's value (`? key` on the line before). go-yaml takes an anchor or a tag
 * after the `:` as the block scalar's own too (yaml_parser_parse_node).
 */
const KEY_LINE = /^((?: *- +)* *)(?:[^ #\-[{].*?)?:(?:[ \t]+[&!][^ \t]*)*(?:[ \t]+#.*)?[ \t]*\r?$/;
/** A line of blanks or of a comment alone: go-yaml skips it between a key and its value. */
const NOTHING = /^[ \t]*(?:#.*)?\r?$/;

/**
 * The 1-based lines of `text` among `errorLines` that are a block scalar header at the
 * indentation of the key it belongs to (see above).
 */
export function headersAtKeyIndentation(text: string, errorLines: Iterable<number>): number[] {
  const lines = text.split('\n');
  const out: number[] = [];
  for (const line of new Set(errorLines)) {
    const header = BLOCK_HEADER.exec(lines[line - 1] ?? '');
    if (header === null) continue;
    let previous = line - 2;
    while (previous >= 0 && NOTHING.test(lines[previous]!)) previous--;
    const key = previous < 0 ? null : KEY_LINE.exec(lines[previous]!);
    if (key !== null && key[1]!.length === header[1]!.length) out.push(line);
  }
  return out.sort((a, b) => a - b);
}

/** `text` with one space before each of `lines` (1-based). */
function indented(text: string, lines: readonly number[]): string {
  const all = text.split('\n');
  for (const line of lines) all[line - 1] = ` ${all[line - 1]!}`;
  return all.join('\n');
}

/**
 * `parse` of the source, and when a block scalar header stands at its key's indentation (see
 * above), of the source with the header indented one space: then with one warning at the first
 * such line (naming the others), and every position as it is in the file as written. The second
 * parse is kept only when it has fewer syntax errors than the first and none on a line it indented.
 */
export function withBlockHeadersAsKubectlReads(source: SourceFile, parse: (source: SourceFile) => ParseResult): ParseResult {
  const strict = parse(source);
  if (source.text.length > MAX_CHARS || syntaxErrorCount(strict) === 0) return strict;
  let text = source.text;
  const padded = new Map<number, number>();
  let result = strict;
  let headers = headersAtKeyIndentation(text, errorLines(strict));
  for (let pass = 0; pass < MAX_PASSES && headers.length > 0; pass++) {
    text = indented(text, headers);
    for (const line of headers) padded.set(line, 1);
    result = parse({ ...source, text });
    headers = headersAtKeyIndentation(text, errorLines(result)).filter((l) => !padded.has(l));
  }
  // An indicator still refused where it stands is not what go-yaml reads either (one in a flow collection).
  return paddedOrStrict(strict, result, padded, {
    file: source.path,
    warned: [...padded.keys()],
    refusedWherePadded: true,
    message: (more) =>
      `this block scalar indicator is not indented past the key it belongs to${more}: kubectl reads it as the key's value (its YAML reader allows it), YAML 1.2 and most other tools do not; indent the line`,
  });
}
