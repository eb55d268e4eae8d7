import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Slip } from '../contract/sports';
import type { SportsBoard } from '../contract/sportsBoard';
import { noBoardStream, type BoardPush } from './sportsBoard.machine';
import { notProvidedPromise } from './shared';

/**
 * What the board says of the matches the member's open bets ride on: for each open leg, its match's status,
 * period and score and its market's odds (none while suspended), or that the match has left the board
 * (finished and being settled). Two boards with the same text leave every cash-out offer where it was.
 */
export function ridingState(slips: readonly Slip[] | null, board: SportsBoard | null): string | null {
  if (!slips || !board) return null;
  const events = new Map(board.events.map((e) => [e.id, e]));
  const legs = slips
    .filter((s) => s.status === 'open')
    .flatMap((s) => s.legs.filter((l) => l.status === 'open'))
    .map((leg) => {
      const event = events.get(leg.fixture_id);
      if (!event) return [leg.fixture_id, 'gone'];
      const market = event.markets.find((m) => m.market === leg.market);
      return [
        leg.fixture_id,
        leg.market,
        event.status,
        event.live?.period ?? null,
        event.live?.score ?? null,
        market?.selections.map((s) => `${s.selection}@${s.odds}`) ?? [],
      ];
    });
  return JSON.stringify(legs);
}

export type MySlipsContext = {
  slips: Slip[] | null;
  /** The board as last pushed (null before the stream's first). */
  board: SportsBoard | null;
  /** `ridingState` of the slips and board the offers shown were read against. */
  seen: string | null;
  /** A change came while the slips were being read: read them once more after. */
  again: boolean;
};

export type MySlipsEvent =
  /** A bet was placed or cashed out here: read the slips again. */
  { type: 'slips.reload' } | { type: 'slips.retry' } | BoardPush;

/**
 * The member's bets with their cash-out offers (My bets, the slip's open bets): read once, then read again
 * when the board's stream pushes a change to a match an open bet rides on (its odds, score, a suspension,
 * the final whistle), all the changes of about a second in one request; never on a timer. A refresh that
 * fails keeps the bets shown until the next change.
 */
export const mySlipsMachine = setup({
  types: {
    context: {} as MySlipsContext,
    events: {} as MySlipsEvent,
  },
  actors: {
    fetchSlips: notProvidedPromise<Slip[]>('fetchSlips'),
    boardStream: noBoardStream,
  },
  guards: {
    ridingChanged: ({ context, event }) =>
      event.type === 'board.snapshot' &&
      context.seen !== null &&
      ridingState(context.slips, event.board) !== context.seen,
    again: ({ context }) => context.again,
  },
  actions: {
    /** The board pushed is the one the offers shown (or the read under way) account for. */
    remember: assign(({ context, event }) =>
      event.type === 'board.snapshot' ? { board: event.board, seen: ridingState(context.slips, event.board) } : {},
    ),
    markAgain: assign({ again: true }),
    read: assign(({ context, event }) => {
      // Only the slips' read (xstate.done.actor) runs it.
      const slips = (event as unknown as { output: Slip[] }).output;
      return { slips, seen: ridingState(slips, context.board), again: false };
    }),
  },
  delays: {
    /** The changes of this long are read in one request. */
    gather: 1_000,
  },
}).createMachine({
  id: 'mySlips',
  context: { slips: null, board: null, seen: null, again: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchSlips',
        onDone: { target: 'ready', actions: 'read' },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'slips.retry': { target: 'loading' }, 'slips.reload': { target: 'loading' } } },
    ready: {
      invoke: { src: 'boardStream' },
      initial: 'idle',
      on: { 'slips.reload': '.refreshing' },
      states: {
        idle: {
          on: {
            'board.snapshot': [
              { guard: 'ridingChanged', target: 'waiting', actions: 'remember' },
              { actions: 'remember' },
            ],
          },
        },
        /** A change came: the others of the next second join it. */
        waiting: {
          after: { gather: 'refreshing' },
          on: { 'board.snapshot': { actions: 'remember' } },
        },
        refreshing: {
          invoke: {
            src: 'fetchSlips',
            onDone: [
              { guard: 'again', target: 'waiting', actions: 'read' },
              { target: 'idle', actions: 'read' },
            ],
            onError: [{ guard: 'again', target: 'waiting', actions: assign({ again: false }) }, { target: 'idle' }],
          },
          on: {
            'board.snapshot': [{ guard: 'ridingChanged', actions: ['remember', 'markAgain'] }, { actions: 'remember' }],
          },
        },
      },
    },
  },
});

export type MySlipsActorRef = ActorRefFrom<typeof mySlipsMachine>;
