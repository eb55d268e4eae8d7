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
 * hands it to every listener. What the clock cannot tell (a trader's change, on any process) the database
 * says as it commits (db/change-notices.ts): a topic's feeds `wakeOn` that notice and read the state again
 * at once, in every process; so does every feed when notices may have been missed. Between changes a
 * stream holds no database connection or lock, only its socket; a comment line every HEARTBEAT_MS keeps
 * proxies from closing it. An address may hold STREAMS_PER_ADDRESS streams at a time in a process, all
 * topics together.
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
  /** The database's change notice (its payload) after which the state is read again (db/change-notices.ts). */
  wakeOn?: string;
  /** Says in the log which topic failed. */
  label: string;
}

type Listener<S> = (state: S) => void;

interface Feed<S> {
  listeners: Set<Listener<S>>;
  /** The phase last read. */
  phase: string;
  /** The change notices come so far, and how many of them the state last read had seen. */
  notices: number;
  seen: number;
  wakeOn: string | undefined;
  /** The state last read, for a stream that joins with an older one. */
  last: S;
  timer: NodeJS.Timeout;
  /** Looks at the clock (and a notice) now, and hands a changed state to every listener. */
  pulse(): Promise<void>;
}

interface Hub {
  feeds: Map<string, Feed<unknown>>;
  streams: Map<string, number>;
  /** The change notices (and gaps) heard so far. */
  notices: number;
}

/** One hub per app (its deps): tests build several apps in one process. */
const hubs = new WeakMap<AppDeps, Hub>();

const hubOf = (deps: AppDeps): Hub => {
  let hub = hubs.get(deps);
  if (!hub) hubs.set(deps, (hub = { feeds: new Map(), streams: new Map(), notices: 0 }));
  return hub;
};

/** Wakes the feeds a notice concerns (every feed that waits for one, when `payload` is null: a gap). */
function wake(hub: Hub, payload: string | null): void {
  hub.notices += 1;
  for (const feed of hub.feeds.values()) {
    if (feed.wakeOn === undefined || (payload !== null && feed.wakeOn !== payload)) continue;
    feed.notices += 1;
    void feed.pulse();
  }
}

/**
 * Starts listening to the database's change notices for the app's feeds (createApp calls it): before any
 * stream opens, so none can miss a change between its first read and the listening. Without notices (an
 * app given none) only the clock moves the feeds.
 */
export function listenForChanges(deps: AppDeps): void {
  const hub = hubOf(deps);
  void deps.changeNotices
    ?.listen({ notice: (payload) => wake(hub, payload), gap: () => wake(hub, null) })
    // Feeds opened before the listening began (none, normally) may have missed a notice.
    .then(() => wake(hub, null))
    .catch((error: unknown) => console.error('The push feeds could not listen to the database:', error));
}

/** The topic's state as its feed last read it, when someone is watching it in this process (else null). */
export function watchedState<S>(deps: AppDeps, topic: Pick<Topic<S>, 'id'>): S | null {
  return (hubOf(deps).feeds.get(topic.id)?.last as S | undefined) ?? null;
}

/**
 * Looks at a watched topic's clock now, as its timer would: answers when any change has been handed to the
 * streams. Tests drive the feed with it instead of waiting for the timer; unwatched, nothing to do.
 */
export async function pulseTopic(deps: AppDeps, topic: Pick<Topic<unknown>, 'id'>): Promise<void> {
  await hubOf(deps).feeds.get(topic.id)?.pulse();
}

/** How many change notices the app has heard: a stream counts them before it reads its first state. */
const noticesHeard = (deps: AppDeps) => hubOf(deps).notices;

/**
 * Listens to the topic's changes after `first` (the state the stream began with, read once `noticesBefore`
 * notices had been heard); answers the unsubscription (the feed stops with its last listener).
 */
function subscribe<S>(
  deps: AppDeps,
  topic: Topic<S>,
  first: S,
  noticesBefore: number,
  listener: Listener<S>,
): () => void {
  const hub = hubOf(deps);
  let feed = hub.feeds.get(topic.id) as Feed<S> | undefined;
  if (!feed) {
    const created: Feed<S> = {
      listeners: new Set(),
      phase: topic.stamp(first),
      // A notice heard while the first state was read (before there was a feed to wake) reads it again.
      notices: topic.wakeOn !== undefined && hub.notices !== noticesBefore ? 1 : 0,
      seen: 0,
      wakeOn: topic.wakeOn,
      last: first,
      timer: undefined!,
      pulse: undefined!,
    };
    let running: Promise<void> | null = null;
    /** One look at the clock and for a notice: a changed phase, or a notice, reads the state once. */
    const look = async () => {
      const now = deps.clock();
      if (created.seen === created.notices && topic.phase(now, created.last) === created.phase) return;
      // Counted before the read: a notice that comes during it reads again after it; a failed read, at the
      // timer's next look.
      const notices = created.notices;
      const state = await topic.read(now);
      created.seen = notices;
      created.phase = topic.stamp(state);
      created.last = state;
      for (const each of created.listeners) each(state);
    };
    created.pulse = async () => {
      // One look at a time: a look asked for during another runs after it.
      while (running) await running;
      const current = look()
        .catch((error: unknown) => console.error(`${topic.label} could not be read:`, error))
        .finally(() => {
          if (running === current) running = null;
        });
      running = current;
      await current;
    };
    created.timer = setInterval(() => {
      if (!running) void created.pulse();
    }, topic.pulseMs);
    created.timer.unref?.();
    hub.feeds.set(topic.id, created as Feed<unknown>);
    if (created.notices > 0) void created.pulse();
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
  const noticesBefore = noticesHeard(deps);
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
        unsubscribe = subscribe(deps, options.topic, first, noticesBefore, (state) => {
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
