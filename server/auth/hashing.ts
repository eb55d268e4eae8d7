import { availableParallelism } from 'node:os';

/**
 * Where every scrypt of the process waits its turn (auth/passwords.ts). scrypt is slow on purpose and runs on
 * libuv's thread pool: a burst of them (100 wrong withdrawal passwords at once) used to take every thread and
 * both cores, and every other member's request waited behind it. Here at most `limit` run at once (one core
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

/** Hashes at once: one fewer than the cores (at least one). */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

export const hashQueue = new HashQueue(HASH_CONCURRENCY);
