/**
 * The JSON report written into a regular file by a second thread: it indents, encodes and
 * writes each piece the main thread stringifies (report/json.ts jsonPieces; report/json-bytes.ts
 * says why the work is split so), so the 400 MB of a 150,000-pod report never come back to the
 * main thread. Each piece is written at its own offset and acknowledged with where it ends.
 * Should the worker fail to start, die, or fail a write, the main thread writes the pieces not
 * acknowledged from the last end acknowledged. A piece written twice at the same offset is the
 * same bytes, so the file is those of formatJson whatever happens to the worker
 * (test/io/json-file.test.ts).
 */
import { writeSync } from 'node:fs';
import { indentJson, pieceBytes, type JsonPiece } from '../core/json-indent.ts';
import { WorkerQueue } from '../core/worker-queue.ts';

/** Pieces sent ahead of the last one acknowledged: enough to keep the worker busy, few enough to hold. */
const IN_FLIGHT = 8;

// Started with the function's own source text: one bundle, no worker file to ship and find.
export const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const indentJson = ${indentJson.toString()};
let position = 0;
parentPort.on('message', ({ id, fd, text, indent, start, endTrim }) => {
  try {
    const encoded = Buffer.from(text, 'utf8');
    const bytes = indent ? indentJson(encoded, start, endTrim) : encoded;
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, position + done);
    position += bytes.length;
    parentPort.postMessage({ id, end: position });
  } catch {
    parentPort.postMessage({ id });
  }
});
`;

/** Writes the piece's bytes at `position` on this thread; where they end. */
function writeHere(fd: number, piece: JsonPiece, position: number): number {
  const bytes = pieceBytes(piece);
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done, position + done);
  return position + bytes.length;
}

/**
 * Writes the JSON report's pieces (report/json.ts jsonPieces, compact) into the empty regular
 * file open for writing at `fd`. A write that fails here (a full disk) throws. `workerSource`: for tests.
 */
export async function writeJsonFile(jsonPieces: Iterable<JsonPiece>, fd: number, workerSource = WORKER_SOURCE): Promise<void> {
  // Each piece sent gets a promise of the offset its bytes end at, undefined if it was not written.
  const writer = new WorkerQueue<{ id: number; end?: number }, number>(workerSource, (r) => r.end);
  const send = (piece: JsonPiece): Promise<number | undefined> =>
    writer.send({ fd, text: piece.text, indent: piece.indent, start: piece.start, endTrim: piece.endTrim });
  const pieces = jsonPieces[Symbol.iterator]();
  const sent: { piece: JsonPiece; end: Promise<number | undefined> }[] = [];
  let written = 0;
  let failed = false;
  try {
    // The oldest piece sent is acknowledged before more are sent; the first one not written ends the worker's part.
    const settleOldest = async (): Promise<void> => {
      const end = await sent[0]!.end;
      if (end === undefined) failed = true;
      else {
        written = end;
        sent.shift();
      }
    };
    while (!failed) {
      const next = pieces.next();
      if (next.done === true) break;
      sent.push({ piece: next.value, end: send(next.value) });
      if (sent.length > IN_FLIGHT) await settleOldest();
    }
    while (sent.length > 0 && !failed) await settleOldest();
  } finally {
    await writer.close();
  }
  // What the worker did not write, from where it stopped.
  for (const { piece } of sent) written = writeHere(fd, piece, written);
  for (let next = pieces.next(); !next.done; next = pieces.next()) written = writeHere(fd, next.value, written);
}
