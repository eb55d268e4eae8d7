import { availableParallelism } from 'node:os';

/**
 * Where every scrypt of the process waits its turn (auth/passwords.ts). scrypt is slow on purpose and runs on
 * libuv's thread pool: a burst of them (100 wrong withdrawal passwords at once) used to take every thread and
 * both cores, and every other member's request waited behind it. Here at most `limit` run at once (one core
 * less than the machine has, so the event loop keeps a core), and waiting work is taken in turn by key — the
 * member, or for a guest the address — one item of each key before a second of any: a member's burst waits
 * behind itself, while another member's check waits for at most the hashes already running and one of the
 * burst's.
 */
export class HashQueue {
  private running = 0;
  /** Waiting work by key; the Map's order is the turn order (a key served goes to the back). */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly limit: number) {}

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        work()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
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

  private next(): void {
    while (this.running < this.limit) {
      const first = this.waiting.entries().next();
      if (first.done) return;
      const [key, queue] = first.value;
      const start = queue.shift()!;
      this.waiting.delete(key);
      if (queue.length > 0) this.waiting.set(key, queue);
      start();
    }
  }
}

/** Hashes at once: one fewer than the cores (at least one). */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

export const hashQueue = new HashQueue(HASH_CONCURRENCY);
