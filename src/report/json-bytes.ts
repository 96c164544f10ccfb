/**
 * The JSON report as UTF-8 bytes, its indenting and encoding done on a second thread while the
 * main one stringifies the next batches: JSON.stringify without indentation takes about half
 * the time it takes with it, and the report of a 150,000-pod cluster is 400 MB. The pieces come
 * back in the order they were sent (one worker, one queue), and a piece the worker cannot
 * answer (it failed to start, or died) is indented here by the same function: the bytes are
 * those of jsonChunks whatever happens to the worker (test/report/json-bytes.test.ts).
 */
import type { LintResult } from '../pipeline/types.ts';
import { indentJson, pieceBytes, type JsonPiece } from '../core/json-indent.ts';
import { WorkerQueue } from '../core/worker-queue.ts';
import { jsonPieces } from './json.ts';

/** Pieces sent ahead of the one being written: enough to keep the worker busy, few enough to hold (about 64 KB each). */
const IN_FLIGHT = 8;

// Started with the function's own source text: one bundle, no worker file to ship and find.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const indentJson = ${indentJson.toString()};
parentPort.on('message', ({ id, text, start, endTrim }) => {
  const bytes = indentJson(Buffer.from(text, 'utf8'), start, endTrim);
  parentPort.postMessage({ id, buffer: bytes.buffer, offset: bytes.byteOffset, length: bytes.length }, [bytes.buffer]);
});
`;

interface Reply {
  readonly id: number;
  readonly buffer: ArrayBuffer;
  readonly offset: number;
  readonly length: number;
}

/** The JSON report's bytes, piece by piece: those of jsonChunks(result), UTF-8 encoded. `workerSource`: for tests. */
export async function* jsonBytes(result: LintResult, workerSource = WORKER_SOURCE): AsyncGenerator<Uint8Array> {
  const indenter = new WorkerQueue<Reply, Uint8Array>(workerSource, (r) => new Uint8Array(r.buffer, r.offset, r.length));
  const send = (piece: JsonPiece): Promise<Uint8Array | undefined> => indenter.send({ text: piece.text, start: piece.start, endTrim: piece.endTrim });
  const queue: { piece: JsonPiece; bytes: Uint8Array | Promise<Uint8Array | undefined> }[] = [];
  const settle = async (entry: (typeof queue)[number]): Promise<Uint8Array> => (await entry.bytes) ?? pieceBytes(entry.piece);
  try {
    for (const piece of jsonPieces(result, true)) {
      queue.push({ piece, bytes: piece.indent ? send(piece) : pieceBytes(piece) });
      if (queue.length > IN_FLIGHT) yield await settle(queue.shift()!);
    }
    while (queue.length > 0) yield await settle(queue.shift()!);
  } finally {
    void indenter.close();
  }
}
