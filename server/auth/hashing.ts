import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Where every scrypt of the process waits its turn (auth/passwords.ts). scrypt is slow on purpose: a burst of
 * them (100 wrong withdrawal passwords at once) on libuv's pool used to take every thread and both cores, and
 * every other member's request waited behind it. Now each runs on a low-priority thread of its own (below). Here at most `limit` run at once (one core
 * less than the machine has, so the event loop keeps a core), and waiting work is taken in turn by key — the
 * member, or for a guest the address and device — the key served longest ago first: a member's burst waits
 * behind itself, while another member's check waits for at most the hashes already running.
 */
export class HashQueue {
  private running = 0;
  /** Waiting work by key. */
  private readonly waiting = new Map<string, Array<() => void>>();
  /** Per key with work running or waiting: its work running, and the turn it was last served in. */
  private readonly keys = new Map<string, { running: number; servedAt: number }>();
  private turn = 0;

  constructor(private readonly limit: number) {}

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        work()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            const state = this.keys.get(key);
            if (state && --state.running === 0 && !this.waiting.has(key)) this.keys.delete(key);
            this.next();
          });
      };
      const queue = this.waiting.get(key);
      if (queue) queue.push(start);
      else this.waiting.set(key, [start]);
      this.next();
    });
  }

  /** How many are running and waiting (for the benchmark and tests). */
  get size(): { running: number; waiting: number } {
    let waiting = 0;
    for (const queue of this.waiting.values()) waiting += queue.length;
    return { running: this.running, waiting };
  }

  /** Starts waiting work while places are free: each time of the key served longest ago (never: first). */
  private next(): void {
    while (this.running < this.limit) {
      let chosen: string | undefined;
      let chosenAt = Number.POSITIVE_INFINITY;
      for (const key of this.waiting.keys()) {
        const servedAt = this.keys.get(key)?.servedAt ?? -1;
        if (servedAt < chosenAt) [chosen, chosenAt] = [key, servedAt];
      }
      if (chosen === undefined) return;
      const queue = this.waiting.get(chosen)!;
      const start = queue.shift()!;
      if (queue.length === 0) this.waiting.delete(chosen);
      const state = this.keys.get(chosen) ?? { running: 0, servedAt: 0 };
      state.running += 1;
      state.servedAt = ++this.turn;
      this.keys.set(chosen, state);
      start();
    }
  }
}

/** How much lower than the rest of the process a hash runs (0 normal … 19 lowest). */
export const HASH_NICE = 10;

/**
 * The threads scrypt runs on: each lowers its own scheduling priority first (Linux keeps a nice value per
 * thread), so whenever the machine is busy the event loop and the database get the cores before a hash does.
 * A burst of password checks then costs other members' requests almost nothing, while on an idle machine a
 * hash still has a whole core. Plain JavaScript run by `eval`, so it needs no build step under tsx, vitest or
 * node.
 */
const HASH_THREAD = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try { require('node:os').setPriority(${HASH_NICE}); } catch {}
parentPort.on('message', ({ id, password, salt, length, options }) => {
  try {
    const key = scryptSync(password, salt, length, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

interface Thread {
  worker: Worker;
  /** Its hashes under way, by id. */
  pending: Map<number, { resolve: (key: Buffer) => void; reject: (error: Error) => void }>;
}

/**
 * One low-priority thread per place in the queue, started on first use. A thread holds the process open only
 * while a hash is under way on it (a script that hashed and is done still exits).
 */
class HashThreads {
  private readonly threads: Array<Thread | undefined> = [];
  private nextId = 0;

  constructor(private readonly count: number) {}

  scrypt(password: string, salt: Buffer, length: number, options: ScryptParams): Promise<Buffer> {
    const thread = this.leastBusy();
    const id = ++this.nextId;
    return new Promise<Buffer>((resolve, reject) => {
      if (thread.pending.size === 0) thread.worker.ref();
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, password, salt, length, options });
    });
  }

  private leastBusy(): Thread {
    let best: Thread | undefined;
    for (let i = 0; i < this.count; i++) {
      const thread = (this.threads[i] ??= this.start(i));
      if (!best || thread.pending.size < best.pending.size) best = thread;
    }
    return best!;
  }

  private start(index: number): Thread {
    const thread: Thread = { worker: new Worker(HASH_THREAD, { eval: true }), pending: new Map() };
    thread.worker.unref();
    thread.worker.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
      const waiting = thread.pending.get(id);
      thread.pending.delete(id);
      if (thread.pending.size === 0) thread.worker.unref();
      if (!waiting) return;
      if (key) waiting.resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
      else waiting.reject(new Error(error ?? 'scrypt failed'));
    });
    // A thread that dies fails its own hashes (each request answers as for any failed check); the next hash
    // starts a new thread in its place.
    const fail = (error: Error) => {
      if (this.threads[index] === thread) this.threads[index] = undefined;
      for (const waiting of thread.pending.values()) waiting.reject(error);
      thread.pending.clear();
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => fail(new Error(`the hashing thread stopped (${code})`)));
    return thread;
  }
}

/** Hashes at once: one fewer than the cores (at least one). */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

export const hashQueue = new HashQueue(HASH_CONCURRENCY);

const hashThreads = new HashThreads(HASH_CONCURRENCY);

/** scrypt on a low-priority thread of its own, for the queue's work (auth/passwords.ts). */
export function scryptLow(password: string, salt: Buffer, length: number, options: ScryptParams): Promise<Buffer> {
  return hashThreads.scrypt(password, salt, length, options);
}
