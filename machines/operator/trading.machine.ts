import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { SettleFixtureResult } from '../../contract/house';
import type { FeedState, FixtureExposure, FixtureState, TraderFixture } from '../../contract/boSportsbook';
import type { SportId } from '../../contract/sportsBoard';
import { notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

/** `sport`: '' is football's fixtures (the desk's first list). */
export type TradingFilters = { sport: SportId | ''; state: FixtureState | ''; day: string; league: string };
export type TradingRequest = {
  query: { sport?: SportId; state?: FixtureState; day?: string; league?: string; page: number };
  /** The fixture whose exposure is shown (read again with the list). */
  open: string | null;
};
export type TradingView = {
  list: TraderFixture[];
  total: number;
  feed: FeedState;
  exposure: FixtureExposure | null;
};

/** A trader's action: suspend or reopen a market, settle a fixture with a score (or void it), each with a reason. */
export type TradingAction =
  | { action: 'suspend' | 'reopen'; fixture: string; market: string; reason: string }
  | { action: 'settle'; fixture: string; result: string; reason: string };

/** What the last action did, for the screen to say. */
export type TradingOutcome =
  | { action: 'suspend' | 'reopen'; fixture: string; market: string }
  | { action: 'settle'; fixture: string; settled: SettleFixtureResult };

export type TradingContext = {
  fields: TradingFilters;
  applied: TradingFilters;
  page: number;
  list: TraderFixture[];
  total: number;
  feed: FeedState | null;
  /** The fixture opened (its markets, exposure and actions), and its exposure as last read. */
  open: string | null;
  exposure: FixtureExposure | null;
  reason: string;
  /** The final score typed ("2-1"); settling with it, or voiding, is confirmed first. */
  score: string;
  confirm: 'score' | 'void' | null;
  pending: TradingAction | null;
  problem: Problem | null;
  outcome: TradingOutcome | null;
};

export type TradingEvent =
  | { type: 'trading.field'; field: keyof TradingFilters; value: string }
  | { type: 'trading.search' }
  | { type: 'trading.clear' }
  | { type: 'trading.page'; page: number }
  | { type: 'trading.refresh' }
  | { type: 'trading.open'; fixture: string }
  | { type: 'trading.reason'; value: string }
  | { type: 'trading.score'; value: string }
  | { type: 'trading.suspend'; market: string }
  | { type: 'trading.reopen'; market: string }
  | { type: 'trading.settle' }
  | { type: 'trading.void' }
  | { type: 'trading.confirm' }
  | { type: 'trading.cancel' };

export const NO_TRADING_FILTERS: TradingFilters = { sport: '', state: '', day: '', league: '' };

/** The filled-in filters only, with the page. */
export const tradingQuery = (filters: TradingFilters, page: number): TradingRequest['query'] => ({
  ...(filters.sport && filters.sport !== 'football' ? { sport: filters.sport } : {}),
  ...(filters.state ? { state: filters.state } : {}),
  ...(filters.day.trim() ? { day: filters.day.trim() } : {}),
  ...(filters.league.trim() ? { league: filters.league.trim() } : {}),
  page,
});

/** A final score as the server takes it: home goals first, "2-1" (spaces and other dashes allowed when typed). */
export const scoreOf = (typed: string): string | null => {
  const match = /^\s*(\d{1,2})\s*[-–x:]\s*(\d{1,2})\s*$/i.exec(typed);
  return match ? `${Number(match[1])}-${Number(match[2])}` : null;
};

const reasonOk = (context: TradingContext) => context.reason.trim().length >= 3;

/**
 * The trader's desk: the fixtures (filtered by state, São Paulo day and league, a page at a time) with the
 * results feed's state; a fixture opened shows its markets and exposure; a market is suspended or reopened
 * with a reason; a fixture is settled with its final score, or voided, with a reason, after a confirmation.
 * After each answer, refused or not, the list, the feed and the open fixture's exposure are read again.
 */
export const tradingMachine = setup({
  types: {
    context: {} as TradingContext,
    events: {} as TradingEvent,
  },
  actors: {
    load: notProvidedPromise<TradingView, TradingRequest>('load'),
    act: notProvidedPromise<unknown, TradingAction>('act'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
  guards: {
    reasonGiven: ({ context }) => reasonOk(context),
    settleable: ({ context }) => {
      const state = context.list.find((fixture) => fixture.id === context.open)?.state;
      return state !== undefined && state !== 'settled' && state !== 'void';
    },
    scoreGiven: ({ context }) => scoreOf(context.score) !== null,
  },
}).createMachine({
  id: 'trading',
  context: {
    fields: NO_TRADING_FILTERS,
    applied: NO_TRADING_FILTERS,
    page: 1,
    list: [],
    total: 0,
    feed: null,
    open: null,
    exposure: null,
    reason: '',
    score: '',
    confirm: null,
    pending: null,
    problem: null,
    outcome: null,
  },
  initial: 'loading',
  on: {
    'trading.field': {
      actions: assign(({ context, event }) => ({ fields: { ...context.fields, [event.field]: event.value } })),
    },
  },
  states: {
    loading: {
      on: {
        // A fixture opened while the list loads: read again with its exposure.
        'trading.open': {
          target: 'loading',
          reenter: true,
          actions: assign(({ event }) => ({ open: event.fixture, exposure: null, reason: '', score: '' })),
        },
      },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ query: tradingQuery(context.applied, context.page), open: context.open }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            list: event.output.list,
            total: event.output.total,
            feed: event.output.feed,
            exposure: event.output.exposure,
            open: event.output.exposure?.fixture ?? null,
          })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'trading.refresh': { target: 'loading', actions: assign({ problem: null }) } },
    },
    ready: {
      on: {
        'trading.search': {
          target: 'loading',
          actions: assign(({ context }) => ({
            applied: context.fields,
            page: 1,
            open: null,
            problem: null,
            outcome: null,
          })),
        },
        'trading.clear': {
          target: 'loading',
          actions: assign({
            fields: NO_TRADING_FILTERS,
            applied: NO_TRADING_FILTERS,
            page: 1,
            open: null,
            problem: null,
            outcome: null,
          }),
        },
        'trading.page': {
          target: 'loading',
          actions: assign(({ event }) => ({ page: Math.max(1, event.page), open: null, problem: null, outcome: null })),
        },
        'trading.refresh': { target: 'loading', actions: assign({ problem: null }) },
        'trading.open': [
          {
            // Opening the open fixture closes it.
            guard: ({ context, event }) => context.open === event.fixture,
            actions: assign({ open: null, exposure: null, reason: '', score: '', problem: null, outcome: null }),
          },
          {
            target: 'loading',
            actions: assign(({ event }) => ({
              open: event.fixture,
              exposure: null,
              reason: '',
              score: '',
              problem: null,
              outcome: null,
            })),
          },
        ],
        'trading.reason': { actions: assign(({ event }) => ({ reason: event.value, problem: null })) },
        'trading.score': { actions: assign(({ event }) => ({ score: event.value, problem: null })) },
        'trading.suspend': [
          {
            guard: 'reasonGiven',
            target: 'acting',
            actions: assign(({ context, event }) => ({
              pending: {
                action: 'suspend',
                fixture: context.open ?? '',
                market: event.market,
                reason: context.reason.trim(),
              },
            })),
          },
          { actions: assign({ problem: ownProblem('audit.reason_required'), outcome: null }) },
        ],
        'trading.reopen': [
          {
            guard: 'reasonGiven',
            target: 'acting',
            actions: assign(({ context, event }) => ({
              pending: {
                action: 'reopen',
                fixture: context.open ?? '',
                market: event.market,
                reason: context.reason.trim(),
              },
            })),
          },
          { actions: assign({ problem: ownProblem('audit.reason_required'), outcome: null }) },
        ],
        'trading.settle': [
          {
            guard: ({ context }) => !reasonOk(context),
            actions: assign({ problem: ownProblem('audit.reason_required'), outcome: null }),
          },
          {
            guard: ({ context }) => scoreOf(context.score) === null,
            actions: assign({ problem: ownProblem('sports.result_invalid'), outcome: null }),
          },
          {
            guard: 'settleable',
            target: 'confirming',
            actions: assign({ confirm: 'score', problem: null, outcome: null }),
          },
        ],
        'trading.void': [
          {
            guard: ({ context }) => !reasonOk(context),
            actions: assign({ problem: ownProblem('audit.reason_required'), outcome: null }),
          },
          {
            guard: 'settleable',
            target: 'confirming',
            actions: assign({ confirm: 'void', problem: null, outcome: null }),
          },
        ],
      },
    },
    /** "Settle 2-1?" / "Void?": nothing is sent until confirmed. */
    confirming: {
      on: {
        'trading.cancel': { target: 'ready', actions: assign({ confirm: null }) },
        'trading.confirm': {
          target: 'acting',
          actions: assign(({ context }) => ({
            pending: {
              action: 'settle',
              fixture: context.open ?? '',
              result: context.confirm === 'void' ? 'void' : (scoreOf(context.score) ?? ''),
              reason: context.reason.trim(),
            },
            confirm: null,
          })),
        },
      },
    },
    acting: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'loading',
          actions: assign(({ context, event }) => {
            const done = context.pending!;
            return {
              outcome:
                done.action === 'settle'
                  ? { action: 'settle', fixture: done.fixture, settled: event.output as SettleFixtureResult }
                  : { action: done.action, fixture: done.fixture, market: done.market },
              pending: null,
              reason: '',
              score: '',
              problem: null,
            } satisfies Partial<TradingContext>;
          }),
        },
        onError: {
          target: 'loading',
          actions: [
            assign({ pending: null, outcome: null }),
            { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

export type TradingActorRef = ActorRefFrom<typeof tradingMachine>;
export type TradingSnapshot = SnapshotFrom<typeof tradingMachine>;
