/**
 * Escaping for the report formats: each output language has its own special characters, and a
 * file name, pod name or message (user content) must never change the structure around it.
 * Pure string functions; every one is total (any input string gives a valid output).
 */

/** Characters XML 1.0 forbids (C0 controls other than tab, newline, carriage return; U+FFFE/U+FFFF; lone surrogates). */
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text content of an XML element: `&`, `<`, `>` escaped; characters XML cannot hold become U+FFFD. */
export function escapeXmlText(text: string): string {
  return text.replace(XML_INVALID, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An XML attribute value (written between double quotes): as text, plus quotes, and tab, newline
 * and carriage return as character references (a parser would otherwise normalise them to spaces).
 */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

/** HTML text or a double-quoted attribute value (for HTML written into a job summary). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Markdown inline text (GitHub Flavored Markdown): HTML-significant characters as entities,
 * markdown punctuation backslash-escaped, so the text renders literally and can never open a tag,
 * a link, emphasis, a code span or a table cell boundary. Line breaks become spaces.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n?|\n/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]~|]/g, (c) => `\\${c}`);
}

/** A markdown table cell: as `escapeMarkdown`, and an empty value shows as "-". */
export function escapeMarkdownCell(text: string): string {
  return text === '' ? '-' : escapeMarkdown(text);
}

/**
 * A markdown code span holding `text` literally (CommonMark: a backtick run longer than any
 * inside). In a table cell (`inTable`), `|` is escaped too: GFM ends the cell at a bare `|` even
 * inside a code span, and removes the backslash there; elsewhere the backslash would show.
 */
export function markdownCode(text: string, inTable = false): string {
  const flat = text.replace(/\r\n?|\n/g, ' ');
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || (flat.startsWith(' ') && flat.endsWith(' ') && flat.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${inTable ? flat.replace(/\|/g, '\\|') : flat}${pad}${fence}`;
}

/** The fence for a fenced code block that holds `text`: three backticks, or more than any run inside. */
export function codeFence(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`{3,}/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/**
 * A repo-relative path ("/" separators) as a relative URI reference: each segment
 * percent-encoded (RFC 3986), so spaces, "#", "?", "%" and a ":" in the first segment (which
 * would read as a scheme) are safe. Empty and "." segments are kept as they are.
 */
export function encodePathUri(file: string): string {
  return file
    .split('/')
    .map((seg) => encodeURIComponent(seg).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

/** GitHub workflow command data (the message after `::`): `%`, CR and LF. */
export function escapeCommandData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** GitHub workflow command property value: as data, plus `:` and `,`. */
export function escapeCommandProperty(text: string): string {
  return escapeCommandData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * Characters a manifest, file name or renderer message can use to rewrite what a reader sees:
 * C0 controls other than tab and newline (ESC starts ANSI and OSC sequences, CR overwrites a
 * line), DEL, C1 controls (U+009B is a one-character CSI), and the invisible and bidirectional
 * formatting characters (U+202E reverses the text after it: "Trojan Source").
 */
const UNTRUSTED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/g;
/** The same, less what JSON.stringify already escapes (C0) — the characters JSON text may still hold raw. */
const UNTRUSTED_IN_JSON = /[\u007F-\u009F\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/g;

function unicodeEscape(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** Text for a terminal, a log or markdown: every untrusted character shown as `\u001b`, so it is seen, never obeyed. */
export function visible(text: string): string {
  return text.replace(UNTRUSTED, unicodeEscape);
}

/** JSON text with the raw characters `visible` shows escaped as JSON escapes: the same value, parsed. */
export function visibleJson(json: string): string {
  // Text whose UTF-8 is as long as it is holds only ASCII, where DEL is the one character to
  // escape: two native scans instead of the regular expression's (a 400 MB report is mostly such text).
  if (Buffer.byteLength(json, 'utf8') === json.length && !json.includes('\u007f')) return json;
  return json.replace(UNTRUSTED_IN_JSON, unicodeEscape);
}
