/**
 * Whether offset `at` follows a YAML comment's `#` on its line: a `#` first on the line or after
 * a space or tab (YAML 1.2 c-nb-comment-text needs white space before it), and in no scalar that
 * `inScalar` names (a `#` inside a string is the string's text).
 */
export function inComment(text: string, at: number, inScalar: (offset: number) => boolean = () => false): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  for (let i = text.indexOf('#', lineStart); i >= 0 && i < at; i = text.indexOf('#', i + 1)) {
    if ((i === lineStart || text[i - 1] === ' ' || text[i - 1] === '\t') && !inScalar(i)) return true;
  }
  return false;
}
