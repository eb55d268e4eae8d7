import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  MAX_LIVE_BETS,
  type LiveBetKind,
  type LiveBetResult,
  type LiveState,
  type LiveTable,
  type MyLiveRound,
} from '../contract/live';
import { failureMessage, notProvided, notProvidedCallback, notProvidedPromise, type Text } from './shared';
import { hundredthsText } from '../engines/types';

/** A bet on the board not yet sent: its kind, the number it names and its amount ("5.00"). */
export type PendingBet = { kind: LiveBetKind; number: number | null; amount: string };

export type LiveTableInput = { gameId: number; launch: string };

export type LiveTableContext = {
  gameId: number;
  launch: string;
  /** The title's table: rules, limits, stated RTP (from the first load). */
  table: LiveTable | null;
  /** The table's state as the server last pushed it. */
  state: LiveState | null;
  /** The member's bets on the current round, as the server took them. */
  mine: MyLiveRound | null;
  balance: string | null;
  /** The chip a tap on the board places. */
  chip: string;
  /** The chips on the board, not yet sent. */
  pending: PendingBet[];
  error: Text | null;
};

export type LiveTableEvent =
  | { type: 'live.state'; state: LiveState }
  | { type: 'live.dropped' }
  | { type: 'live.chip'; amount: string }
  | { type: 'live.bet'; kind: LiveBetKind; number?: number }
  | { type: 'live.clear' }
  | { type: 'live.place' }
  | { type: 'live.retry' };

export type LiveBetRequest = {
  game_id: number;
  launch: string;
  sequence: number;
  bets: { kind: LiveBetKind; number?: number; amount: string }[];
};

/** Centavos of an amount "12.50", and back. */
const centsOf = (amount: string) => Math.round(Number(amount) * 100);
const moneyOf = hundredthsText;

/** What the chips on the board add up to, "12.50". */
export const pendingStake = (pending: readonly PendingBet[]) =>
  moneyOf(pending.reduce((total, bet) => total + centsOf(bet.amount), 0));

/** The chips on the board with one more: a bet already there grows by the chip. */
export function withChip(pending: readonly PendingBet[], bet: Omit<PendingBet, 'amount'>, chip: string): PendingBet[] {
  const at = pending.findIndex((p) => p.kind === bet.kind && p.number === bet.number);
  if (at < 0) return [...pending, { ...bet, amount: moneyOf(centsOf(chip)) }];
  return pending.map((p, i) => (i === at ? { ...p, amount: moneyOf(centsOf(p.amount) + centsOf(chip)) } : p));
}

const emptyRound = (sequence: number): MyLiveRound => ({ sequence, bets: [], stake: '0.00', win: null });

/**
 * A live table: the table and its state are loaded, then the server's stream drives the phases (bets
 * open → no more bets → the result → the next round's bets) while the player lays chips on the board and
 * sends them. A dropped stream reconnects after a pause; the state is loaded again. The stream is an
 * injected callback actor sending `live.state` and `live.dropped`.
 */
export const liveTableMachine = setup({
  types: {
    input: {} as LiveTableInput,
    context: {} as LiveTableContext,
    events: {} as LiveTableEvent,
  },
  actors: {
    loadTable: notProvidedPromise<LiveTable, { gameId: number }>('loadTable'),
    placeBets: notProvidedPromise<LiveBetResult, LiveBetRequest>('placeBets'),
    stream: notProvidedCallback<LiveTableEvent, { gameId: number }>('stream'),
  },
  actions: {
    /** The balance changed on the server: the header follows. */
    balanceChanged: notProvided('balanceChanged'),
    loaded: assign(({ event }) => {
      const table = (event as unknown as { output: LiveTable }).output;
      return { table, state: table.state, mine: table.mine, balance: table.balance, error: null };
    }),
    /** A new round's bets start empty; the same round's chips stay on the board. */
    enterRound: assign(({ context }) => {
      const sequence = context.state?.sequence ?? 0;
      return context.mine?.sequence === sequence ? {} : { mine: emptyRound(sequence), pending: [] };
    }),
    setChip: assign({ chip: (_, params: { amount: string }) => params.amount }),
    addBet: assign({
      pending: ({ context, event }) => {
        assertEvent(event, 'live.bet');
        return withChip(context.pending, { kind: event.kind, number: event.number ?? null }, context.chip);
      },
      error: null,
    }),
    clear: assign({ pending: [], error: null }),
    tooMany: assign({
      error: () => ({ error: 'live.too_many_bets', params: { max: String(MAX_LIVE_BETS) }, message: '' }),
    }),
    showFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
  },
  guards: {
    isBetting: ({ context }) => context.state?.phase === 'betting',
    canAdd: ({ context, event }) => {
      assertEvent(event, 'live.bet');
      const there = context.pending.some((p) => p.kind === event.kind && p.number === (event.number ?? null));
      return there || context.pending.length + (context.mine?.bets.length ?? 0) < MAX_LIVE_BETS;
    },
    hasPending: ({ context }) => context.pending.length > 0,
  },
  delays: {
    /** Until bets close, by the server's count at its last state. */
    bettingLeft: ({ context }) => Math.max(0, context.state?.ms_left ?? 0),
    /** After the draw, the wins are paid within a second or two: then the bets and balance are read again. */
    settled: 2000,
    /** No result this long after bets closed: the stream is taken for dead. */
    resultLate: 15_000,
    reconnect: 3000,
  },
}).createMachine({
  id: 'liveTable',
  context: ({ input }) => ({
    gameId: input.gameId,
    launch: input.launch,
    table: null,
    state: null,
    mine: null,
    balance: null,
    chip: '1.00',
    pending: [],
    error: null,
  }),
  initial: 'connecting',
  states: {
    connecting: {
      invoke: {
        id: 'loadTable',
        src: 'loadTable',
        input: ({ context }) => ({ gameId: context.gameId }),
        onDone: { target: 'live', actions: 'loaded' },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'live.retry': { target: 'connecting' } },
    },
    /** The stream is open: its states drive the phases. */
    live: {
      invoke: { id: 'stream', src: 'stream', input: ({ context }) => ({ gameId: context.gameId }) },
      on: {
        'live.state': { target: '.routing', actions: assign({ state: ({ event }) => event.state }) },
        'live.dropped': { target: 'reconnecting' },
        'live.chip': { actions: { type: 'setChip', params: ({ event }) => ({ amount: event.amount }) } },
      },
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'isBetting', target: 'betting' }, { target: 'result' }],
        },
        /** Place your bets: chips on the board, then sent. */
        betting: {
          entry: 'enterRound',
          after: { bettingLeft: { target: 'closed' } },
          initial: 'idle',
          states: {
            idle: {
              on: {
                'live.bet': [{ guard: 'canAdd', actions: 'addBet' }, { actions: 'tooMany' }],
                'live.clear': { actions: 'clear' },
                'live.place': { guard: 'hasPending', target: 'placing' },
              },
            },
            placing: {
              entry: assign({ error: null }),
              invoke: {
                id: 'placeBets',
                src: 'placeBets',
                input: ({ context }) => ({
                  game_id: context.gameId,
                  launch: context.launch,
                  sequence: context.state?.sequence ?? 0,
                  bets: context.pending.map(({ kind, number, amount }) => ({
                    kind,
                    ...(number === null ? {} : { number }),
                    amount,
                  })),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      mine: ({ event }) => event.output.mine,
                      balance: ({ event }) => event.output.balance,
                      pending: [],
                    }),
                    'balanceChanged',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        /** No more bets: the chips not sent are taken back; the draw is on its way. */
        closed: {
          entry: assign({ pending: [] }),
          after: { resultLate: { target: '#liveTable.reconnecting' } },
        },
        /** The round's draw, then the member's wins once paid. */
        result: {
          entry: 'enterRound',
          initial: 'settling',
          states: {
            settling: {
              after: { settled: { target: 'refreshing' } },
            },
            refreshing: {
              invoke: {
                id: 'refresh',
                src: 'loadTable',
                input: ({ context }) => ({ gameId: context.gameId }),
                onDone: {
                  target: 'shown',
                  actions: [
                    assign({
                      mine: ({ event }) => event.output.mine,
                      balance: ({ event }) => event.output.balance,
                    }),
                    'balanceChanged',
                  ],
                },
                onError: { target: 'shown' },
              },
            },
            shown: {},
          },
        },
      },
    },
    /** The stream dropped: a pause, then everything is loaded again. */
    reconnecting: {
      after: { reconnect: { target: 'connecting' } },
      on: { 'live.retry': { target: 'connecting' } },
    },
  },
});

export type LiveTableActorRef = ActorRefFrom<typeof liveTableMachine>;
export type LiveTableSnapshot = SnapshotFrom<typeof liveTableMachine>;
