/**
 * Runs core/json-prescan.ts on a second thread while the main one decodes and parses the same
 * bytes: the file is read into shared memory, which both read and neither copies for the other.
 * The main thread takes the result synchronously when it first needs it (the parse-side bounds,
 * a finding's position), by then long done; if the worker fails or is late, there is no result
 * and the main thread does the same work itself, with the same outcome.
 */
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { prescanJson, type JsonPrescan } from '../core/json-prescan.ts';

/** Keys recorded per list element: a pod's members are five or six. */
const MAX_KEYS = 16;
/**
 * How long to wait for a result at most, in ms per byte, after a fixed 2 s: 6 s for 200 MB,
 * which takes 0.36 s. A worker that died starting up is only seen so (its exit event cannot
 * arrive while the main thread waits), and then the main thread does the work itself.
 */
const WAIT_MS_PER_BYTE = 1 / 50_000;

// Started with the function's own source text: one bundle, no worker file to ship and find.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const prescanJson = ${prescanJson.toString()};
const { bytes, state, port, maxKeys } = workerData;
let result;
try {
  // Waits until the main thread has read the file (1), or gives up on it (2).
  Atomics.wait(state, 0, 0);
  if (Atomics.load(state, 0) === 1) result = prescanJson(new Uint8Array(bytes), maxKeys);
} catch {
  result = undefined;
} finally {
  const transfer = result === undefined ? [] : [...(result.lineStarts === undefined ? [] : [result.lineStarts.buffer]), ...result.arrays.flatMap((a) => [a.starts.buffer, a.memberAt.buffer, a.memberKeys.buffer])];
  port.postMessage(result, transfer);
  Atomics.store(state, 1, 1);
  Atomics.notify(state, 1);
}
`;

export interface PendingPrescan {
  /** The shared memory to read the file into. */
  readonly bytes: Buffer;
  /** The bytes are read: the worker may start. */
  readonly start: () => void;
  /** The bytes will not be scanned (a read error, a file that is not ASCII). */
  readonly cancel: () => void;
  /** The result, waiting for it if need be; undefined if the worker failed or is late. Idempotent. */
  readonly result: () => JsonPrescan | undefined;
}

/** A worker that will prescan `size` bytes, started before they are read so its start-up overlaps the read. */
export function pendingPrescan(size: number): PendingPrescan | undefined {
  let worker: Worker;
  let port: MessagePort;
  let shared: SharedArrayBuffer;
  // [0]: 0 waiting, 1 go, 2 cancelled. [1]: 1 once the worker has posted its result.
  const state = new Int32Array(new SharedArrayBuffer(8));
  try {
    // Memory refused, a worker that cannot start: the file is read as any other.
    shared = new SharedArrayBuffer(size);
    const channel = new MessageChannel();
    port = channel.port1;
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bytes: shared, state, port: channel.port2, maxKeys: MAX_KEYS },
      transferList: [channel.port2],
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      stdout: true,
      stderr: true,
    });
  } catch {
    return undefined;
  }
  // Never keeps the process alive, and its failure is only a missing result.
  worker.unref();
  worker.on('error', () => undefined);
  let done = false;
  let value: JsonPrescan | undefined;
  const signal = (to: number): void => {
    if (Atomics.compareExchange(state, 0, 0, to) === 0) Atomics.notify(state, 0);
  };
  return {
    bytes: Buffer.from(shared),
    start: () => {
      signal(1);
    },
    cancel: () => {
      signal(2);
    },
    result: () => {
      if (done) return value;
      done = true;
      if (Atomics.load(state, 0) === 1 && Atomics.wait(state, 1, 0, 2_000 + size * WAIT_MS_PER_BYTE) !== 'timed-out') {
        value = receiveMessageOnPort(port)?.message as JsonPrescan | undefined;
      }
      port.close();
      void worker.terminate();
      return value;
    },
  };
}
