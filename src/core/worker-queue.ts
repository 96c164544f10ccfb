/**
 * Requests to one worker thread started from source text, each answered by a reply that carries
 * its id. A request gets a promise of its answer, or of undefined once the worker is gone (it
 * failed to start, threw, or exited): the caller does that work itself.
 */
import { Worker } from 'node:worker_threads';

export class WorkerQueue<Reply extends { readonly id: number }, Answer> {
  private readonly worker: Worker | undefined;
  private readonly waiting = new Map<number, (answer: Answer | undefined) => void>();
  private nextId = 0;
  private gone = false;

  /** `answerOf`: the answer a reply gives (undefined: the worker could not do it). */
  constructor(source: string, answerOf: (reply: Reply) => Answer | undefined) {
    try {
      this.worker = new Worker(source, { eval: true, stdout: true, stderr: true });
    } catch {
      this.gone = true;
      return;
    }
    this.worker.on('message', (r: Reply) => {
      this.waiting.get(r.id)?.(answerOf(r));
      this.waiting.delete(r.id);
    });
    const fail = (): void => {
      this.gone = true;
      for (const answer of this.waiting.values()) answer(undefined);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', fail);
  }

  /** Sends `message` with an id of its own. */
  send(message: Readonly<Record<string, unknown>>): Promise<Answer | undefined> {
    if (this.gone || this.worker === undefined) return Promise.resolve(undefined);
    const id = this.nextId++;
    const answer = new Promise<Answer | undefined>((resolve) => this.waiting.set(id, resolve));
    this.worker.postMessage({ ...message, id });
    return answer;
  }

  /** Stops the worker; resolved once it runs no more. */
  async close(): Promise<void> {
    this.gone = true;
    await this.worker?.terminate();
  }
}
