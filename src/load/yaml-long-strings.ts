/**
 * `parseAllDocuments` with double-quoted strings over the string bound (bounds.scalarBytes) set
 * aside before they are composed. The library builds a double-quoted value one character at a
 * time, so a 20 MB one costs seconds and most of a GiB; here its token is made a single-quoted
 * one of the same length (composed at once, every later offset unchanged) and its offset
 * returned, so that its document is reported there and left out. A text too short to hold such
 * a string (UTF-8 takes at most three bytes per UTF-16 unit) is parsed as it is.
 */
import { tooLong, utf8Bytes } from './bounds.ts';
import { addDuplicateKeyErrors } from './yaml-duplicate-keys.ts';
import { Composer, CST, Parser, type DocumentOptions, type LineCounter, type ParseOptions, type SchemaOptions, type Document, type EmptyStream } from 'yaml';

export interface LongString {
  readonly offset: number;
  /** UTF-8 bytes of the string as written, quotes aside. */
  readonly bytes: number;
}

type Options = ParseOptions & DocumentOptions & SchemaOptions;

export function parseAllWithLongStrings(
  text: string,
  options: Options,
  lineCounter: LineCounter | undefined,
  maxBytes: number,
  lastKeyWins = false,
): { docs: Document.Parsed[] | EmptyStream; long: LongString[] } {
  const parser = new Parser(lineCounter?.addNewLine);
  const composer = new Composer(options);
  const long: LongString[] = [];
  let tokens: Iterable<CST.Token> = parser.parse(text);
  if (text.length > maxBytes / 3) {
    const all = Array.from(tokens);
    for (const token of all) if (token.type === 'document') setAsideLongStrings(token, maxBytes, long);
    tokens = all;
  }
  const docs = Array.from(composer.compose(tokens));
  // A document with a string set aside is not composed again from its text (that string would cost seconds).
  addDuplicateKeyErrors(text, docs, options, (doc) => !long.some((l) => l.offset >= doc.range[0] && l.offset < doc.range[2]), lastKeyWins);
  return { docs: docs.length > 0 ? docs : Object.assign([], { empty: true } as const, composer.streamInfo()), long };
}

function setAsideLongStrings(doc: CST.Document, maxBytes: number, long: LongString[]): void {
  const check = (token: CST.Token | undefined): void => {
    if (token?.type !== 'double-quoted-scalar') return;
    // Counted as written, escapes included, without the quotes.
    const written = token.source.slice(1, -1);
    if (!tooLong(written, maxBytes)) return;
    long.push({ offset: token.offset, bytes: utf8Bytes(written) });
    (token as { type: string }).type = 'single-quoted-scalar';
    token.source = `'${'x'.repeat(token.source.length - 2)}'`;
  };
  check(doc.value);
  CST.visit(doc, (item) => {
    check(item.key ?? undefined);
    check(item.value);
  });
}
