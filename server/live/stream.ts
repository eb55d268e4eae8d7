import { streamSSE } from 'hono/streaming';
import type { LiveState, LiveTableKey } from '../../contract/live';
import type { AppDeps } from '../config';
import type { AppContext } from '../http/env';
import { clientAddress } from '../http/env';
import { refusal } from '../http/envelope';
import { bettingOpen, sequenceAt, slotOf, tableState } from './rounds';

/*
 * The live tables' server-sent events. Each process keeps, per table with someone watching, one feed: a
 * timer that reads the clock (no database) every PULSE_MS and, when the phase changes (bets open, round
 * drawn), reads the table's state once and sends it to every stream of that table. Between phase changes
 * a stream holds no database connection or lock, only its socket; a comment line every HEARTBEAT_MS keeps
 * proxies from closing it. An address may hold STREAMS_PER_ADDRESS streams at a time in a process.
 */

export const HEARTBEAT_MS = 15_000;
export const PULSE_MS = 250;
export const STREAMS_PER_ADDRESS = 6;

type Listener = (state: LiveState) => void;

interface Feed {
  listeners: Set<Listener>;
  /** The phase last sent: "<sequence>:betting" or "<sequence>:result". */
  phase: string;
  /** The state last sent, for a stream that joins with an older one. */
  last: LiveState | null;
  timer: NodeJS.Timeout;
}

const keyOf = (state: LiveState) => `${state.sequence}:${state.phase}`;
/** States in time order: a round's bets, then its result, then the next round's. */
const rankOf = (state: LiveState) => state.sequence * 2 + (state.phase === 'result' ? 1 : 0);

interface Hub {
  feeds: Map<number, Feed>;
  streams: Map<string, number>;
}

/** One hub per app (its deps): tests build several apps in one process. */
const hubs = new WeakMap<AppDeps, Hub>();

const hubOf = (deps: AppDeps): Hub => {
  let hub = hubs.get(deps);
  if (!hub) hubs.set(deps, (hub = { feeds: new Map(), streams: new Map() }));
  return hub;
};

/** The phase at `now`, as a key that changes exactly when the state a stream shows does. */
export function phaseKey(now: Date): string {
  const sequence = sequenceAt(now);
  return `${sequence}:${bettingOpen(slotOf(sequence), now) ? 'betting' : 'result'}`;
}

/**
 * Listens to the table's phase changes after `first` (the state the stream began with); answers the
 * unsubscription (the feed stops with its last listener).
 */
function subscribe(
  deps: AppDeps,
  game: { id: number; table: LiveTableKey },
  first: LiveState,
  listener: Listener,
): () => void {
  const hub = hubOf(deps);
  let feed = hub.feeds.get(game.id);
  if (!feed) {
    const created: Feed = { listeners: new Set(), phase: keyOf(first), last: first, timer: undefined! };
    let reading = false;
    created.timer = setInterval(() => {
      const now = deps.clock();
      const phase = phaseKey(now);
      if (phase === created.phase || reading) return;
      reading = true;
      tableState(deps, game, now)
        .then((state) => {
          created.phase = phase;
          created.last = state;
          for (const each of created.listeners) each(state);
        })
        .catch((error: unknown) => console.error('A live table’s state could not be read:', error))
        .finally(() => {
          reading = false;
        });
    }, PULSE_MS);
    created.timer.unref?.();
    hub.feeds.set(game.id, (feed = created));
  }
  const active = feed;
  active.listeners.add(listener);
  // The feed moved on while this stream read its first state: it gets the newer one now.
  if (active.last && rankOf(active.last) > rankOf(first)) listener(active.last);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    active.listeners.delete(listener);
    if (active.listeners.size === 0) {
      clearInterval(active.timer);
      if (hub.feeds.get(game.id) === active) hub.feeds.delete(game.id);
    }
  };
}

/** Counts a stream against its address, or refuses (429) past the cap; answers its release. */
function reserve(deps: AppDeps, address: string): () => void {
  const { streams } = hubOf(deps);
  const open = streams.get(address) ?? 0;
  if (open >= STREAMS_PER_ADDRESS) throw refusal('live.streams_limit');
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

/**
 * The table's stream: its state now, then a `state` event at each phase change, and a heartbeat comment.
 * Refusals (unknown game, too many streams) come before the stream starts, as the usual JSON envelope.
 */
export async function liveStream(
  c: AppContext,
  deps: AppDeps,
  game: { id: number; table: LiveTableKey },
): Promise<Response> {
  const release = reserve(deps, clientAddress(c, deps.config.trustProxy));
  let first: LiveState;
  try {
    first = await tableState(deps, game, deps.clock());
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
        const send = (state: LiveState) =>
          stream.writeSSE({ event: 'state', id: `${state.sequence}:${state.phase}`, data: JSON.stringify(state) });
        await send(first);
        unsubscribe = subscribe(deps, game, first, (state) => {
          if (!stream.aborted && !stream.closed) void send(state).catch(close);
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
