import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RoundView, Table } from '../contract/rounds';
import { failureCode } from './shared';
import * as tableRound from './tableRound';

/** What the engine shows of a mines round (engines/mines.ts `view`). */
export type MinesView = {
  mines: number;
  gems: number[];
  multiplier: string;
  next: string | null;
  hit: number | null;
  cashed_out: boolean;
  mine_cells: number[] | null;
};

export type MinesAction = { reveal: number } | { cashout: true };

/** `round`: open while deciding, settled once over (its mines and seed shown). */
export type MinesRoundContext = tableRound.TableContext & {
  amount: string;
  mines: number;
  /** The action with the server. */
  pending: MinesAction | null;
};

export type MinesRoundEvent =
  | { type: 'mines.amount'; amount: string }
  | { type: 'mines.count'; mines: number }
  | { type: 'mines.start' }
  | { type: 'mines.reveal'; cell: number }
  | { type: 'mines.cashout' }
  | { type: 'mines.skip' }
  | { type: 'mines.retry' };

export const minesView = (round: RoundView | null): MinesView | null => (round ? (round.view as MinesView) : null);

const closed = (round: RoundView | null, cell: number) => {
  const view = minesView(round);
  return view !== null && !view.gems.includes(cell) && cell >= 0 && cell < 25;
};

/** How long the board shows the mines before a new round can start (skipped under reduced motion). */
export const MINES_REVEAL_MS = 1200;

/**
 * A mines table: the rules, RTP and commitment first (and a round left open, resumed); then rounds — the
 * bet and the number of mines, the round opened on the server, squares opened one request each until a
 * mine or a cash-out settles it, the board revealed.
 */
export const minesRoundMachine = setup({
  types: {
    input: {} as tableRound.TableInput,
    context: {} as MinesRoundContext,
    events: {} as MinesRoundEvent,
  },
  actors: { ...tableRound.tableActors(), ...tableRound.actActor },
  actions: {
    ...tableRound.tableActions<MinesRoundContext, MinesRoundEvent>(),
    showProblem: assign({
      error: ({ context }) => (context.table ? tableRound.amountWithinLimits(context.amount, context.table) : null),
    }),
    setRound: assign({ round: (_, params: { round: RoundView }) => params.round, pending: null }),
    /** A round left open is taken up again, with its number of mines. */
    resumeRound: assign({
      round: (_, params: { table: Table }) => params.table.open,
      mines: ({ context }, params: { table: Table }) => minesView(params.table.open)?.mines ?? context.mines,
    }),
  },
  guards: {
    canStart: ({ context }) =>
      context.table !== null && tableRound.amountWithinLimits(context.amount, context.table) === null,
    hasOpenRound: (_, params: { table: Table }) => params.table.open?.status === 'open',
    isClosed: ({ context, event }) => event.type === 'mines.reveal' && closed(context.round, event.cell),
    hasGem: ({ context }) => (minesView(context.round)?.gems.length ?? 0) > 0,
    settled: ({ event }) => (event as unknown as { output: RoundView }).output.status === 'settled',
    /** The server closed the round meanwhile (a timeout cashed it out): the table is loaded again. */
    roundGone: ({ event }) => {
      const code = failureCode((event as unknown as { error: unknown }).error);
      return code === 'round.over' || code === 'round.not_found';
    },
  },
  delays: {
    reveal: MINES_REVEAL_MS,
  },
}).createMachine({
  id: 'minesRound',
  context: ({ input }) => ({ ...tableRound.tableContext(input), amount: '1.00', mines: 3, pending: null }),
  initial: 'loading',
  states: {
    ...tableRound.loadingStates('mines.retry', { resume: { guard: 'hasOpenRound', action: 'resumeRound' } }),
    ready: {
      on: {
        'mines.amount': { actions: assign({ amount: ({ event }) => event.amount, error: null }) },
        'mines.count': { actions: assign({ mines: ({ event }) => event.mines, error: null }) },
        'mines.start': [{ guard: 'canStart', target: 'starting' }, { actions: 'showProblem' }],
      },
    },
    /** The round opens on the server: the stake is debited, the mines placed. */
    starting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) =>
          tableRound.startOf(context, { amount: tableRound.plainAmount(context.amount), mines: context.mines }),
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'setRound', params: ({ event }) => ({ round: event.output }) },
            assign({ commitment: ({ event }) => event.output.next }),
            'balanceChanged',
          ],
        },
        onError: tableRound.failsTo('ready'),
      },
    },
    /** The round is open: open a square, or cash out once a gem is found. */
    deciding: {
      on: {
        'mines.reveal': {
          guard: 'isClosed',
          target: 'acting',
          actions: assign({ pending: ({ event }) => ({ reveal: event.cell }), error: null }),
        },
        'mines.cashout': {
          guard: 'hasGem',
          target: 'acting',
          actions: assign({ pending: { cashout: true as const }, error: null }),
        },
      },
    },
    /** The square or the cash-out is with the server. */
    acting: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({
          round_id: context.round?.round_id ?? '',
          launch: context.launch,
          action: context.pending,
        }),
        onDone: [
          {
            guard: 'settled',
            target: 'revealing',
            actions: [
              { type: 'setRound', params: ({ event }) => ({ round: event.output }) },
              assign({ commitment: ({ event }) => event.output.next }),
              'balanceChanged',
            ],
          },
          { target: 'deciding', actions: { type: 'setRound', params: ({ event }) => ({ round: event.output }) } },
        ],
        onError: [
          {
            guard: 'roundGone',
            target: 'loading',
            actions: [
              { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              assign({ pending: null }),
              'balanceChanged',
            ],
          },
          {
            target: 'deciding',
            actions: [
              { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              assign({ pending: null }),
            ],
          },
        ],
      },
    },
    /** The board shows where the mines were; then a new round may start. */
    revealing: {
      after: { reveal: { target: 'ready' } },
      on: { 'mines.skip': { target: 'ready' } },
    },
  },
});

export type MinesRoundActorRef = ActorRefFrom<typeof minesRoundMachine>;
export type MinesRoundSnapshot = SnapshotFrom<typeof minesRoundMachine>;
