import { assign, setup, type ActorRefFrom } from 'xstate';
import type { FixtureMarkets, MarketGroup } from '../contract/sports';
import type { SportsBoard } from '../contract/sportsBoard';
import { noBoardStream, type BoardPush } from './sportsBoard.machine';
import { notProvidedPromise } from './shared';

/** What the match page reads: the fixture's markets by tab, and its players' names by selection id ("home:9"). */
export type MatchRead = { markets: FixtureMarkets; players: Record<string, string> };

export type MatchPageInput = { code: string };

export type MatchPageContext = {
  code: string;
  markets: FixtureMarkets | null;
  players: Record<string, string>;
  /** The tab chosen (null: the first the fixture has). */
  tab: MarketGroup | null;
  /** The fixture as the last push showed it (its text; "" when it was not on the board): a change reads again. */
  seen: string | null;
  /** A change came while the markets were being read: read them once more after. */
  again: boolean;
};

export type MatchPageEvent = { type: 'match.retry' } | { type: 'match.tab'; tab: MarketGroup } | BoardPush;

/** The fixture as a pushed board shows it (its minute, score, the board's odds, suspensions), "" if not on it. */
export function fixtureState(board: SportsBoard, code: string): string {
  const event = board.events.find((e) => e.id === code);
  return event ? JSON.stringify(event) : '';
}

/** The tab shown: the one chosen when the fixture still has it, else its first. */
export function shownTab(context: Pick<MatchPageContext, 'markets' | 'tab'>): MarketGroup | null {
  const groups = context.markets?.groups ?? [];
  return groups.find((g) => g.group === context.tab)?.group ?? groups[0]?.group ?? null;
}

/**
 * One match's page: its markets by tab, read once, then read again only when the board's stream pushes a
 * change to this fixture (its minute or score, odds that moved, a market suspended or reopened, the final
 * whistle): a push about other matches reads nothing, and nothing is read on a timer. A first read that
 * fails offers a retry; a refresh that fails keeps the markets shown until the next change. A fixture that
 * is over (settled, void) is closed: nothing more to bet on, no more reads.
 */
export const matchPageMachine = setup({
  types: {
    input: {} as MatchPageInput,
    context: {} as MatchPageContext,
    events: {} as MatchPageEvent,
  },
  actors: {
    fetchMatch: notProvidedPromise<MatchRead, { code: string; players: boolean }>('fetchMatch'),
    boardStream: noBoardStream,
  },
  guards: {
    fixtureChanged: ({ context, event }) =>
      event.type === 'board.snapshot' &&
      context.seen !== null &&
      fixtureState(event.board, context.code) !== context.seen,
    closed: ({ event }) => (event as unknown as { output: MatchRead }).output.markets.event.status === 'closed',
    again: ({ context }) => context.again,
  },
  actions: {
    remember: assign(({ context, event }) =>
      event.type === 'board.snapshot' ? { seen: fixtureState(event.board, context.code) } : {},
    ),
    markAgain: assign({ again: true }),
    read: assign(({ context, event }) => {
      // Only the markets' read (xstate.done.actor) runs it.
      const { markets, players } = (event as unknown as { output: MatchRead }).output;
      return { markets, players: { ...context.players, ...players }, again: false };
    }),
  },
}).createMachine({
  id: 'matchPage',
  context: ({ input }) => ({ code: input.code, markets: null, players: {}, tab: null, seen: null, again: false }),
  initial: 'loading',
  on: { 'match.tab': { actions: assign({ tab: ({ event }) => event.tab }) } },
  states: {
    loading: {
      invoke: {
        src: 'fetchMatch',
        input: ({ context }) => ({ code: context.code, players: true }),
        onDone: [
          { guard: 'closed', target: 'closed', actions: 'read' },
          { target: 'ready', actions: 'read' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'match.retry': { target: 'loading' } } },
    ready: {
      // The page's stream, its sport's board (football's is shared with its slip): the first push is the
      // board as it is now.
      invoke: { src: 'boardStream', input: ({ context }) => ({ sport: context.markets?.event.sport }) },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'board.snapshot': [
              { guard: 'fixtureChanged', target: 'refreshing', actions: 'remember' },
              { actions: 'remember' },
            ],
          },
        },
        refreshing: {
          invoke: {
            src: 'fetchMatch',
            input: ({ context }) => ({ code: context.code, players: false }),
            onDone: [
              { guard: 'closed', target: '#matchPage.closed', actions: 'read' },
              { guard: 'again', target: 'refreshing', reenter: true, actions: 'read' },
              { target: 'idle', actions: 'read' },
            ],
            onError: [
              { guard: 'again', target: 'refreshing', reenter: true, actions: assign({ again: false }) },
              { target: 'idle' },
            ],
          },
          on: {
            'board.snapshot': [
              { guard: 'fixtureChanged', actions: ['remember', 'markAgain'] },
              { actions: 'remember' },
            ],
          },
        },
      },
    },
    /** Over: settled or void, no markets left; the stream is let go and nothing is read again. */
    closed: {},
  },
});

export type MatchPageActorRef = ActorRefFrom<typeof matchPageMachine>;
