import { streamSSE } from 'hono/streaming';
import type { AppDeps } from '../config';
import type { AppContext } from './env';
import { clientAddress } from './env';
import { refusal } from './envelope';
import type { PlainErrorCode } from '../../contract/errors';

/*
 * Server-sent events pushed to every watcher of a topic (a live table, the sports board). Each process
 * keeps, per topic with someone watching, one feed: a timer that every `pulseMs` asks the topic, from the
 * clock alone (no database), for its phase; when the phase changes it reads the topic's state once and
 * hands it to every listener. What the clock cannot tell (a trader's change) a topic may `probe` with one
 * small read every `probe.everyMs`; a changed answer counts as a new phase. Between changes a stream holds
 * no database connection or lock, only its socket; a comment line every HEARTBEAT_MS keeps proxies from
 * closing it. An address may hold STREAMS_PER_ADDRESS streams at a time in a process, all topics together.
 */

export const HEARTBEAT_MS = 15_000;
export const STREAMS_PER_ADDRESS = 6;

export interface Topic<S> {
  /** The topic's name in its app (one feed per name). */
  id: string;
  /** How often the clock is looked at, in ms. */
  pulseMs: number;
  /** The phase at `now` after `last` was read: a key that changes when the state can have. No database. */
  phase(now: Date, last: S): string;
  /** The phase a state was read in (what `phase` answered then). */
  stamp(state: S): string;
  /** The state at `now` (the database, once per phase). */
  read(now: Date): Promise<S>;
  /** Whether `a` is a later state than `b` (a stream that began with `b` is given `a`). */
  newer(a: S, b: S): boolean;
  /**
   * One small read of what the clock cannot tell, and the answer a state was read with (the topic's `read`
   * probes first): a different answer reads the state again.
   */
  probe?: { everyMs: number; read(now: Date, last: S): Promise<string>; of(state: S): string };
  /** Says in the log which topic failed. */
  label: string;
}

type Listener<S> = (state: S) => void;

interface Feed<S> {
  listeners: Set<Listener<S>>;
  /** The phase last read, and the probe's answer it was read with. */
  phase: string;
  probed: string;
  /** The state last read, for a stream that joins with an older one. */
  last: S;
  timer: NodeJS.Timeout;
  /** Looks at the clock now (and the probe too when `force`), and hands a changed state to every listener. */
  pulse(force: boolean): Promise<void>;
}

interface Hub {
  feeds: Map<string, Feed<unknown>>;
  streams: Map<string, number>;
}

/** One hub per app (its deps): tests build several apps in one process. */
const hubs = new WeakMap<AppDeps, Hub>();

const hubOf = (deps: AppDeps): Hub => {
  let hub = hubs.get(deps);
  if (!hub) hubs.set(deps, (hub = { feeds: new Map(), streams: new Map() }));
  return hub;
};

/** The topic's state as its feed last read it, when someone is watching it in this process (else null). */
export function watchedState<S>(deps: AppDeps, topic: Pick<Topic<S>, 'id'>): S | null {
  return (hubOf(deps).feeds.get(topic.id)?.last as S | undefined) ?? null;
}

/**
 * Looks at a watched topic now, its probe too, as its timer would: answers when any change has been handed
 * to the streams. Tests drive the feed with it instead of waiting for the timer; unwatched, nothing to do.
 */
export async function pulseTopic(deps: AppDeps, topic: Pick<Topic<unknown>, 'id'>): Promise<void> {
  await hubOf(deps).feeds.get(topic.id)?.pulse(true);
}

/**
 * Listens to the topic's changes after `first` (the state the stream began with); answers the
 * unsubscription (the feed stops with its last listener).
 */
export function subscribe<S>(deps: AppDeps, topic: Topic<S>, first: S, listener: Listener<S>): () => void {
  const hub = hubOf(deps);
  let feed = hub.feeds.get(topic.id) as Feed<S> | undefined;
  if (!feed) {
    const created: Feed<S> = {
      listeners: new Set(),
      phase: topic.stamp(first),
      probed: topic.probe?.of(first) ?? '',
      last: first,
      timer: undefined!,
      pulse: undefined!,
    };
    let running: Promise<void> | null = null;
    let probedAt = Date.now();
    /** One look at the clock (and the probe when due, or when `force`d): a changed phase reads the state once. */
    const look = async (force: boolean) => {
      const now = deps.clock();
      const probe = topic.probe;
      const probing = probe !== undefined && (force || Date.now() - probedAt >= probe.everyMs);
      if (!probing && topic.phase(now, created.last) === created.phase) return;
      if (probing) {
        probedAt = Date.now();
        const probed = await probe.read(now, created.last);
        if (probed === created.probed && topic.phase(now, created.last) === created.phase) return;
      }
      const state = await topic.read(now);
      created.phase = topic.stamp(state);
      created.probed = topic.probe?.of(state) ?? '';
      created.last = state;
      for (const each of created.listeners) each(state);
    };
    created.pulse = async (force) => {
      // One look at a time: a look asked for during another runs after it.
      while (running) await running;
      const current = look(force)
        .catch((error: unknown) => console.error(`${topic.label} could not be read:`, error))
        .finally(() => {
          if (running === current) running = null;
        });
      running = current;
      await current;
    };
    created.timer = setInterval(() => {
      if (!running) void created.pulse(false);
    }, topic.pulseMs);
    created.timer.unref?.();
    hub.feeds.set(topic.id, created as Feed<unknown>);
    feed = created;
  }
  const active = feed;
  active.listeners.add(listener);
  // The feed moved on while this stream read its first state: it gets the newer one now.
  if (topic.newer(active.last, first)) listener(active.last);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    active.listeners.delete(listener);
    if (active.listeners.size === 0) {
      clearInterval(active.timer);
      if (hub.feeds.get(topic.id) === (active as Feed<unknown>)) hub.feeds.delete(topic.id);
    }
  };
}

/** Counts a stream against its address, or refuses (429, `code`) past the cap; answers its release. */
export function reserveStream(deps: AppDeps, address: string, code: PlainErrorCode): () => void {
  const { streams } = hubOf(deps);
  const open = streams.get(address) ?? 0;
  if (open >= STREAMS_PER_ADDRESS) throw refusal(code);
  streams.set(address, open + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (streams.get(address) ?? 1) - 1;
    if (left <= 0) streams.delete(address);
    else streams.set(address, left);
  };
}

/** What a stream writes: an event's name, its id and its data. */
export type PushEvent = { event: string; id: string; data: unknown };

/**
 * A topic's stream: `first()` (the state now) as its opening events, then each change the topic's feed
 * reads turned into events by `events` (none: nothing sent), and a heartbeat comment. Refusals (too many
 * streams, or what `first` refuses) come before the stream starts, as the usual JSON envelope.
 */
export async function pushStream<S>(
  c: AppContext,
  deps: AppDeps,
  options: {
    topic: Topic<S>;
    limitCode: PlainErrorCode;
    first: () => Promise<S>;
    opening: (state: S) => PushEvent[];
    events: (state: S) => PushEvent[];
  },
): Promise<Response> {
  const release = reserveStream(deps, clientAddress(c, deps.config.trustProxy), options.limitCode);
  let first: S;
  try {
    first = await options.first();
  } catch (error) {
    release();
    throw error;
  }
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(
    c,
    async (stream) => {
      let unsubscribe = () => {};
      const close = () => {
        unsubscribe();
        release();
      };
      stream.onAbort(close);
      try {
        const send = async (events: PushEvent[]) => {
          for (const each of events) {
            await stream.writeSSE({ event: each.event, id: each.id, data: JSON.stringify(each.data) });
          }
        };
        await send(options.opening(first));
        unsubscribe = subscribe(deps, options.topic, first, (state) => {
          if (!stream.aborted && !stream.closed) void send(options.events(state)).catch(close);
        });
        while (!stream.aborted && !stream.closed) {
          await stream.sleep(HEARTBEAT_MS);
          if (!stream.aborted && !stream.closed) await stream.write(': heartbeat\n\n');
        }
      } finally {
        close();
      }
    },
    async () => {
      release();
    },
  );
}
