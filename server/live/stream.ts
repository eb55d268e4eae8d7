import type { LiveState, LiveTableKey } from '../../contract/live';
import type { AppDeps } from '../config';
import type { AppContext } from '../http/env';
import { pushStream, type Topic } from '../http/push';
import { bettingOpen, sequenceAt, slotOf, tableState } from './rounds';

/*
 * The live tables' server-sent events, on the push hub (server/http/push.ts): per table with someone
 * watching, one feed reads the clock (no database) every PULSE_MS and, when the phase changes (bets open,
 * round drawn), reads the table's state once and sends it to every stream of that table. An address may
 * hold STREAMS_PER_ADDRESS streams at a time in a process, these and the sports board's together.
 */

export { HEARTBEAT_MS, STREAMS_PER_ADDRESS } from '../http/push';
export const PULSE_MS = 250;

const keyOf = (state: LiveState) => `${state.sequence}:${state.phase}`;
/** States in time order: a round's bets, then its result, then the next round's. */
const rankOf = (state: LiveState) => state.sequence * 2 + (state.phase === 'result' ? 1 : 0);

/** The phase at `now`, as a key that changes exactly when the state a stream shows does. */
export function phaseKey(now: Date): string {
  const sequence = sequenceAt(now);
  return `${sequence}:${bettingOpen(slotOf(sequence), now) ? 'betting' : 'result'}`;
}

const tableTopic = (deps: AppDeps, game: { id: number; table: LiveTableKey }): Topic<LiveState> => ({
  id: `live:${game.id}`,
  label: 'A live table’s state',
  pulseMs: PULSE_MS,
  phase: (now) => phaseKey(now),
  stamp: keyOf,
  read: (now) => tableState(deps, game, now),
  newer: (a, b) => rankOf(a) > rankOf(b),
});

/**
 * The table's stream: its state now, then a `state` event at each phase change, and a heartbeat comment.
 * Refusals (unknown game, too many streams) come before the stream starts, as the usual JSON envelope.
 */
export function liveStream(c: AppContext, deps: AppDeps, game: { id: number; table: LiveTableKey }): Promise<Response> {
  const event = (state: LiveState) => [{ event: 'state', id: keyOf(state), data: state }];
  return pushStream(c, deps, {
    topic: tableTopic(deps, game),
    limitCode: 'live.streams_limit',
    first: () => tableState(deps, game, deps.clock()),
    opening: event,
    events: event,
  });
}
