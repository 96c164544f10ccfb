/**
 * Where each item of a large JSON List starts, found on a second thread while the main thread
 * runs JSON.parse and the simulation. A finding's position inside a `kubectl get -o json`
 * snapshot needs the start of its item, and finding item starts means scanning every item
 * before it: over half a second for 150,000 pods. The scan reads the file's bytes, which the
 * reader hands over (transferred, not copied) when they are plain ASCII, so byte offsets are
 * string offsets. Anything unexpected (no `items` array, a worker that fails or is slow) leaves
 * the locator to scan on the main thread as before.
 */
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

/** The first top-level `items` array: where its value starts and ends, and where each element starts. */
export interface ItemStarts {
  /** Offset of the `[`. */
  readonly itemsStart: number;
  /** Offset of each element's first character. */
  readonly starts: Float64Array;
  /** Offset just past the `]`. */
  readonly end: number;
}

/**
 * Finds the item starts in the bytes of valid JSON text (as JSON.parse accepted it), or returns
 * undefined when the top level is not an object with an `items` array. Self-contained (no outer
 * names): its source is what the worker runs.
 */
export function scanItemStarts(b: Uint8Array): ItemStarts | undefined {
  const n = b.length;
  const ws = (i: number): number => {
    while (i < n && (b[i] === 0x20 || b[i] === 0x0a || b[i] === 0x0d || b[i] === 0x09)) i++;
    return i;
  };
  /** `i` at an opening quote: the offset after the closing one (-1 if there is none). */
  const stringEnd = (i: number): number => {
    for (let k = b.indexOf(0x22, i + 1); k >= 0; k = b.indexOf(0x22, k + 1)) {
      let backslashes = 0;
      while (b[k - 1 - backslashes] === 0x5c) backslashes++;
      if (backslashes % 2 === 0) return k + 1;
    }
    return -1;
  };
  /** `i` at a value's first character: the offset just after the value (-1 on a surprise). */
  const valueEnd = (i: number): number => {
    const first = b[i];
    if (first === 0x22) return stringEnd(i);
    if (first !== 0x7b && first !== 0x5b) {
      while (i < n && b[i] !== 0x2c && b[i] !== 0x7d && b[i] !== 0x5d && b[i] !== 0x20 && b[i] !== 0x0a && b[i] !== 0x0d && b[i] !== 0x09) i++;
      return i;
    }
    let depth = 0;
    for (let k = i; k < n; k++) {
      const c = b[k];
      if (c === 0x22) {
        k = stringEnd(k) - 1;
        if (k < 0) return -1;
      } else if (c === 0x7b || c === 0x5b) depth++;
      else if ((c === 0x7d || c === 0x5d) && --depth === 0) return k + 1;
    }
    return -1;
  };
  let i = ws(0);
  if (b[i] !== 0x7b) return undefined;
  i = ws(i + 1);
  while (i < n && b[i] === 0x22) {
    const keyEnd = stringEnd(i);
    if (keyEnd < 0) return undefined;
    let key = '';
    for (let k = i + 1; k < keyEnd - 1; k++) key += String.fromCharCode(b[k]!);
    if (key.includes('\\')) key = JSON.parse(`"${key}"`) as string;
    i = ws(keyEnd);
    if (b[i] !== 0x3a) return undefined;
    const valueStart = ws(i + 1);
    if (key === 'items' && b[valueStart] === 0x5b) {
      const starts: number[] = [];
      let k = ws(valueStart + 1);
      if (b[k] !== 0x5d) {
        for (;;) {
          starts.push(k);
          const after = valueEnd(k);
          if (after < 0) return undefined;
          k = ws(after);
          if (b[k] === 0x5d) break;
          if (b[k] !== 0x2c) return undefined;
          k = ws(k + 1);
        }
      }
      return { itemsStart: valueStart, starts: Float64Array.from(starts), end: k + 1 };
    }
    const after = valueEnd(valueStart);
    if (after < 0) return undefined;
    i = ws(after);
    if (b[i] !== 0x2c) return undefined;
    i = ws(i + 1);
  }
  return undefined;
}

/** Files smaller than this are scanned on the main thread, when a finding needs it (read.ts). */
export const PARALLEL_SCAN_MIN_BYTES = 32 * 1024 * 1024;

/**
 * A worker that always raises the flag, whatever happens to the scan. `__name` is the helper
 * some TypeScript runners wrap named functions in; the bundle has none.
 */
const WORKER_SOURCE = `
const __name = (f) => f;
const { workerData } = require('node:worker_threads');
const scan = (${scanItemStarts.toString()});
const { bytes, port, flag } = workerData;
let result = null;
try { result = scan(bytes) ?? null; } catch { result = null; }
try { port.postMessage(result, result === null ? [] : [result.starts.buffer]); } finally { Atomics.store(flag, 0, 1); Atomics.notify(flag, 0); }
`;

/** How long a locate waits for the worker before scanning itself. */
const WAIT_MS = 60_000;

/** A scan running on a worker thread; `result()` waits for it (synchronously) the first time. */
export class ItemStartsScan {
  private done = false;
  private value: ItemStarts | undefined;

  private constructor(
    private readonly port: MessagePort,
    private readonly flag: Int32Array,
  ) {}

  /**
   * Starts a scan of `bytes`, which are transferred to the worker (the reader decides which
   * files are worth it: PARALLEL_SCAN_MIN_BYTES); undefined if it cannot start.
   */
  static start(bytes: Uint8Array): ItemStartsScan | undefined {
    if (bytes.byteLength === 0 || bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) return undefined;
    try {
      const { port1, port2 } = new MessageChannel();
      const flag = new Int32Array(new SharedArrayBuffer(4));
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bytes, port: port2, flag }, transferList: [port2, bytes.buffer as ArrayBuffer] });
      worker.on('error', () => undefined);
      worker.unref();
      return new ItemStartsScan(port1, flag);
    } catch {
      return undefined;
    }
  }

  result(): ItemStarts | undefined {
    if (!this.done) {
      this.done = true;
      Atomics.wait(this.flag, 0, 0, WAIT_MS);
      const message = receiveMessageOnPort(this.port)?.message as ItemStarts | null | undefined;
      this.value = message ?? undefined;
      this.port.close();
    }
    return this.value;
  }
}
