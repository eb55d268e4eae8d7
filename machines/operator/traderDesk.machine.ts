import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CashOutsPage, DeskMarkets, LiabilityPage, SettleMarketResult } from '../../contract/boTraderDesk';
import { notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

export type DeskRequest = { liabilityPage: number; cashOutsPage: number; open: string | null };
export type DeskView = { liability: LiabilityPage; cashOuts: CashOutsPage; markets: DeskMarkets | null };

export type LegOutcome = 'won' | 'lost' | 'void';

/** A trader's change at the desk, each with a reason (the audit trail's). */
export type DeskAction =
  | { action: 'suspend' | 'reopen'; fixture: string; market: string; reason: string }
  | { action: 'suspendMatch' | 'reopenMatch'; fixture: string; reason: string }
  | { action: 'override'; fixture: string; market: string; selection: string; odds: string; reason: string }
  | { action: 'removeOverride'; fixture: string; market: string; selection: string; reason: string }
  | {
      action: 'settleMarket';
      fixture: string;
      market: string;
      outcomes: Record<string, LegOutcome> | 'void';
      reason: string;
    };

/** What the last change did, for the screen to say. */
export type DeskOutcome = { done: DeskAction; settled: SettleMarketResult | null };

export type DeskContext = {
  liabilityPage: number;
  cashOutsPage: number;
  liability: LiabilityPage | null;
  cashOuts: CashOutsPage | null;
  /** The fixture code typed, and the fixture opened (every market of it). */
  code: string;
  open: string | null;
  markets: DeskMarkets | null;
  reason: string;
  /** The odds typed per selection (`market|selection`). */
  odds: Record<string, string>;
  /** The outcome chosen per selection of a market to settle by hand (`market|selection`). */
  outcomes: Record<string, LegOutcome>;
  /** A settlement waiting for its confirmation. */
  confirm: Extract<DeskAction, { action: 'settleMarket' }> | null;
  pending: DeskAction | null;
  problem: Problem | null;
  outcome: DeskOutcome | null;
};

type Market = { market: string };
type Pick = { market: string; selection: string };

export type DeskEvent =
  | { type: 'desk.page'; list: 'liability' | 'cashOuts'; page: number }
  | { type: 'desk.refresh' }
  | { type: 'desk.code'; value: string }
  | { type: 'desk.open'; fixture?: string }
  | { type: 'desk.close' }
  | { type: 'desk.reason'; value: string }
  | ({ type: 'desk.odds'; value: string } & Pick)
  | ({ type: 'desk.outcome'; value: LegOutcome } & Pick)
  | ({ type: 'desk.suspend' } & Market)
  | ({ type: 'desk.reopen' } & Market)
  | { type: 'desk.suspendMatch' }
  | { type: 'desk.reopenMatch' }
  | ({ type: 'desk.override' } & Pick)
  | ({ type: 'desk.removeOverride' } & Pick)
  | ({ type: 'desk.settleMarket' } & Market)
  | ({ type: 'desk.voidMarket' } & Market)
  | { type: 'desk.confirm' }
  | { type: 'desk.cancel' };

const keyOf = (pick: Pick) => `${pick.market}|${pick.selection}`;

/** Odds as the server takes them: 1.01 to 1000.00 (a comma for the decimals allowed when typed). */
export const oddsOf = (typed: string | undefined): string | null => {
  const text = (typed ?? '').trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
  const odds = Number(text);
  return odds >= 1.01 && odds <= 1000 ? odds.toFixed(2) : null;
};

const reasonOk = (context: DeskContext) => context.reason.trim().length >= 3;

/** The outcomes chosen for a market's selections (every selection of the market that has one). */
const outcomesOf = (context: DeskContext, market: string): Record<string, LegOutcome> =>
  Object.fromEntries(
    Object.entries(context.outcomes)
      .filter(([key]) => key.startsWith(`${market}|`))
      .map(([key, value]) => [key.slice(market.length + 1), value]),
  );

/** The change a suspension's, a reopening's or an override's removal asks for, with the reason typed. */
function pendingOf(context: DeskContext, event: DeskEvent): DeskAction | null {
  const [fixture, reason] = [context.open ?? '', context.reason.trim()];
  switch (event.type) {
    case 'desk.suspend':
    case 'desk.reopen':
      return { action: event.type === 'desk.suspend' ? 'suspend' : 'reopen', fixture, market: event.market, reason };
    case 'desk.suspendMatch':
    case 'desk.reopenMatch':
      return { action: event.type === 'desk.suspendMatch' ? 'suspendMatch' : 'reopenMatch', fixture, reason };
    case 'desk.removeOverride':
      return { action: 'removeOverride', fixture, market: event.market, selection: event.selection, reason };
    default:
      return null;
  }
}

/** A change sent only with a reason (else the reason is asked for). */
const reasoned = () => [
  { guard: 'reasonGiven' as const, target: 'acting' as const, actions: 'queue' as const },
  { actions: 'noReason' as const },
];

/**
 * The trader desk: the open bets' liability per match and selection (riskiest first) and the cash-outs
 * taken, each a page at a time; a fixture opened by its code (or from the liability) shows every market
 * it offers; a market or the whole match is suspended or reopened, a selection's price overridden or
 * restored, and a market settled by hand (after a confirmation), each with a reason. After each answer,
 * refused or not, everything is read again.
 */
export const traderDeskMachine = setup({
  types: {
    context: {} as DeskContext,
    events: {} as DeskEvent,
  },
  actors: {
    load: notProvidedPromise<DeskView, DeskRequest>('load'),
    act: notProvidedPromise<unknown, DeskAction>('act'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
    noReason: assign({ problem: ownProblem('audit.reason_required'), outcome: null }),
    queue: assign(({ context, event }) => ({ pending: pendingOf(context, event) })),
  },
  guards: {
    reasonGiven: ({ context }) => reasonOk(context),
    opened: ({ context }) => context.open !== null,
  },
}).createMachine({
  id: 'traderDesk',
  context: {
    liabilityPage: 1,
    cashOutsPage: 1,
    liability: null,
    cashOuts: null,
    code: '',
    open: null,
    markets: null,
    reason: '',
    odds: {},
    outcomes: {},
    confirm: null,
    pending: null,
    problem: null,
    outcome: null,
  },
  initial: 'loading',
  on: {
    'desk.code': { actions: assign(({ event }) => ({ code: event.value })) },
    'desk.reason': { actions: assign(({ event }) => ({ reason: event.value, problem: null })) },
    'desk.odds': {
      actions: assign(({ context, event }) => ({ odds: { ...context.odds, [keyOf(event)]: event.value } })),
    },
    'desk.outcome': {
      actions: assign(({ context, event }) => ({ outcomes: { ...context.outcomes, [keyOf(event)]: event.value } })),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({
          liabilityPage: context.liabilityPage,
          cashOutsPage: context.cashOutsPage,
          open: context.open,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            liability: event.output.liability,
            cashOuts: event.output.cashOuts,
            markets: event.output.markets,
            open: event.output.markets?.fixture ?? null,
          })),
        },
        onError: [
          {
            // A fixture that cannot be opened (a code mistyped): the rest is read again without it.
            guard: 'opened',
            target: 'loading',
            reenter: true,
            actions: [
              assign({ open: null, markets: null }),
              { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          { target: 'failed', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      on: { 'desk.refresh': { target: 'loading', actions: assign({ problem: null }) } },
    },
    ready: {
      on: {
        'desk.refresh': { target: 'loading', actions: assign({ problem: null }) },
        'desk.page': {
          target: 'loading',
          actions: assign(({ event }) =>
            event.list === 'liability'
              ? { liabilityPage: Math.max(1, event.page), problem: null }
              : { cashOutsPage: Math.max(1, event.page), problem: null },
          ),
        },
        'desk.open': [
          {
            guard: ({ context, event }) => !(event.fixture ?? context.code).trim(),
            actions: assign({ problem: ownProblem('sports.fixture_not_found') }),
          },
          {
            target: 'loading',
            actions: assign(({ context, event }) => ({
              open: (event.fixture ?? context.code).trim().toUpperCase(),
              code: (event.fixture ?? context.code).trim().toUpperCase(),
              markets: null,
              odds: {},
              outcomes: {},
              problem: null,
              outcome: null,
            })),
          },
        ],
        'desk.close': {
          actions: assign({ open: null, markets: null, odds: {}, outcomes: {}, problem: null, outcome: null }),
        },
        'desk.suspend': reasoned(),
        'desk.reopen': reasoned(),
        'desk.suspendMatch': reasoned(),
        'desk.reopenMatch': reasoned(),
        'desk.override': [
          { guard: ({ context }) => !reasonOk(context), actions: 'noReason' },
          {
            guard: ({ context, event }) => oddsOf(context.odds[keyOf(event)]) === null,
            actions: assign({ problem: ownProblem('sports.override_odds_invalid'), outcome: null }),
          },
          {
            target: 'acting',
            actions: assign(({ context, event }) => ({
              pending: {
                action: 'override',
                fixture: context.open ?? '',
                market: event.market,
                selection: event.selection,
                odds: oddsOf(context.odds[keyOf(event)])!,
                reason: context.reason.trim(),
              },
            })),
          },
        ],
        'desk.removeOverride': reasoned(),
        'desk.settleMarket': [
          { guard: ({ context }) => !reasonOk(context), actions: 'noReason' },
          {
            guard: ({ context, event }) => Object.keys(outcomesOf(context, event.market)).length === 0,
            actions: assign({ problem: ownProblem('sports.outcome_missing'), outcome: null }),
          },
          {
            target: 'confirming',
            actions: assign(({ context, event }) => ({
              confirm: {
                action: 'settleMarket' as const,
                fixture: context.open ?? '',
                market: event.market,
                outcomes: outcomesOf(context, event.market),
                reason: context.reason.trim(),
              },
              problem: null,
              outcome: null,
            })),
          },
        ],
        'desk.voidMarket': [
          { guard: ({ context }) => !reasonOk(context), actions: 'noReason' },
          {
            target: 'confirming',
            actions: assign(({ context, event }) => ({
              confirm: {
                action: 'settleMarket' as const,
                fixture: context.open ?? '',
                market: event.market,
                outcomes: 'void' as const,
                reason: context.reason.trim(),
              },
              problem: null,
              outcome: null,
            })),
          },
        ],
      },
    },
    /** "Settle this market?": nothing is sent until confirmed. */
    confirming: {
      on: {
        'desk.cancel': { target: 'ready', actions: assign({ confirm: null }) },
        'desk.confirm': {
          target: 'acting',
          actions: assign(({ context }) => ({ pending: context.confirm, confirm: null })),
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
              outcome: {
                done,
                settled: done.action === 'settleMarket' ? (event.output as SettleMarketResult) : null,
              },
              pending: null,
              reason: '',
              odds: {},
              outcomes: {},
              problem: null,
            } satisfies Partial<DeskContext>;
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

export type TraderDeskActorRef = ActorRefFrom<typeof traderDeskMachine>;
export type TraderDeskSnapshot = SnapshotFrom<typeof traderDeskMachine>;
