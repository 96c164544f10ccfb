/**
 * Apache FreeMarker templates (`*.ftl.yaml`, as a Java tool writes manifests it fills in before it
 * applies them): FTL tags are `<#name …>` and `</#name>` for the built-in directives, `<@name …>`
 * and `</@name>` for macros, and `<#-- … -->` comments (freemarker core/FMParser.jj: START_TAG,
 * END_TAG, UNIFIED_CALL, COMMENT). To YAML such a tag is a plain scalar: a line that breaks the
 * mapping it stands in (`implicit map keys need to be followed by map values`, dozens per file),
 * or, between documents, a document that is a string. kubectl cannot apply such a file as it is.
 *
 * Only the built-in directives' names count, each where a YAML node or a plain value may hold it:
 * the same text in a block scalar or a quoted string (a ConfigMap holding a Keycloak theme's
 * `<#import "template.ftl" as layout>`) or in a comment leaves the file a manifest.
 */
import { parseAllDocuments, visit } from 'yaml';
import { inComment } from './yaml-comment.ts';

/** freemarker core/FMParser.jj's directive names (the camelCase and legacy spellings too), as `<#name` or `</#name` opens them. */
const DIRECTIVE =
  /(<\/?#)(?:if|else|elseif|elseIf|list|items|sep|assign|local|global|include|import|macro|function|return|nested|switch|case|on|default|break|continue|compress|ftl|setting|attempt|recover|noparse|noParse|visit|recurse|fallback|flush|stop|escape|noescape|noEscape|autoesc|autoEsc|noautoesc|noAutoEsc|outputformat|outputFormat|t|lt|rt|nt)(?=[\s>/])|(<#--)/g;

/** Scalar styles whose text the cluster is given as it is: a tag in one is the string's content. */
const TEXT_STYLES: ReadonlySet<string> = new Set(['BLOCK_LITERAL', 'BLOCK_FOLDED', 'QUOTE_DOUBLE', 'QUOTE_SINGLE']);

/** The offset of the first FTL tag of `text` outside block scalars, quoted strings and comments, if it is a FreeMarker template. */
export function freemarkerMarkAt(text: string): number | undefined {
  if (!text.includes('<#') && !text.includes('</#')) return undefined;
  const marks: number[] = [];
  DIRECTIVE.lastIndex = 0;
  for (let m = DIRECTIVE.exec(text); m !== null; m = DIRECTIVE.exec(text)) marks.push(m.index);
  if (marks.length === 0) return undefined;
  const strings: [number, number][] = [];
  for (const doc of parseAllDocuments(text)) {
    visit(doc, {
      Scalar(_key, node) {
        if (node.range && node.type !== undefined && TEXT_STYLES.has(node.type)) strings.push([node.range[0], node.range[1]]);
      },
    });
  }
  return marks.find((at) => !strings.some(([start, end]) => at >= start && at < end) && !inComment(text, at));
}
