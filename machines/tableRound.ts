import { assign, type EventObject } from 'xstate';
import type { Commitment } from '../contract/tables';
import type { RoundView, Table } from '../contract/rounds';
import { amountProblem } from './amounts';

export { cents } from './amounts';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

/*
 * The set-up every house table's round machine shares, whatever its game: what it is started with, the
 * context it opens with, the actors and actions the screens provide, the table loaded first (`loading`,
 * `loadFailed` and its retry) and the stake's checks. The round factories (drawRound, singleRound,
 * dealRound, betLayout) and the slot, mines and crash machines build on it.
 */

/** What every house table's round machine is started with: the title and the launch token it was opened with. */
export type TableInput = { gameId: number; launch: string };

/** The context every house table opens with. */
export type TableBase = {
  gameId: number;
  launch: string;
  table: Table | null;
  /** The round on the table, or the last one. */
  round: RoundView | null;
  error: Text | null;
};

/** The context of the tables that show the next round's commitment apart from the table. */
export type TableContext = TableBase & {
  /** The hash of the server seed that decides the next round, shown before the bet. */
  commitment: Commitment | null;
};

/** The table's context as it opens: nothing loaded yet. */
export const tableBase = (input: TableInput): TableBase => ({
  gameId: input.gameId,
  launch: input.launch,
  table: null,
  round: null,
  error: null,
});

/** The table's context as it opens, with no commitment yet. */
export const tableContext = (input: TableInput): TableContext => ({ ...tableBase(input), commitment: null });

/** What a round is started with on the server. */
export type StartInput<Choice = unknown> = { game_id: number; launch: string; choice: Choice };

/** The actors every table declares (the screens provide them): the table's load and a round's start. */
export const tableActors = <Choice = unknown>() => ({
  loadTable: notProvidedPromise<Table, { gameId: number }>('loadTable'),
  start: notProvidedPromise<RoundView, StartInput<Choice>>('start'),
});

/** The actor of the tables whose rounds take the player's decisions, one request each. */
export const actActor = {
  act: notProvidedPromise<RoundView, { round_id: string; launch: string; action: unknown }>('act'),
};

/** The actions every table declares, typed with the machine's context and events: the header's balance (the screens provide it), a refusal or failure shown. */
export function tableBaseActions<C extends TableBase, E extends EventObject>() {
  return {
    /** The balance changed on the server: the header follows. */
    balanceChanged: notProvided('balanceChanged'),
    showFailure: assign<C, E, { error: unknown }, E, never>(
      (_, params) => ({ error: failureMessage(params.error) }) as Partial<C>,
    ),
  };
}

/**
 * The actions of a table with the commitment apart: those of every table, the table loaded (its rules,
 * limits and the next round's commitment) and a round shown with the commitment of the one after it.
 */
export function tableActions<C extends TableContext, E extends EventObject>() {
  return {
    ...tableBaseActions<C, E>(),
    tableLoaded: assign<C, E, { table: Table }, E, never>(
      (_, { table }) => ({ table, commitment: table.commitment }) as Partial<C>,
    ),
    roundShown: assign<C, E, { round: RoundView }, E, never>(
      (_, { round }) => ({ round, commitment: round.next }) as Partial<C>,
    ),
  };
}

/** A table's load as an action's or a guard's params. */
const loadedTable = ({ event }: { event: { output: Table } }) => ({ table: event.output });

/**
 * The first two states of every table: the table (or the rules) loading, and the failure to load it,
 * left by the game's retry event. `actor`: the load's actor (`loadTable`); `loaded`: the action it ends
 * with (`tableLoaded`), given `{ table }`. `resume`: a table with a round left open goes straight to
 * `deciding` when its guard says so, with the game's action (both given `{ table }`) after `loaded`.
 */
export function loadingStates<
  R extends string,
  L extends string = 'loadTable',
  A extends string = 'tableLoaded',
  G extends string = never,
  O extends string = never,
>(retry: R, options: { actor?: L; loaded?: A; resume?: { guard: G; action: O } } = {}) {
  const loaded = { type: options.loaded ?? ('tableLoaded' as A), params: loadedTable };
  const ready = { target: 'ready' as const, actions: loaded };
  const resume = options.resume && {
    guard: { type: options.resume.guard, params: loadedTable },
    target: 'deciding' as const,
    actions: [loaded, { type: options.resume.action, params: loadedTable }],
  };
  const actor = options.actor ?? ('loadTable' as L);
  return {
    loading: {
      invoke: {
        id: actor,
        src: actor,
        input: ({ context }: { context: { gameId: number } }) => ({ gameId: context.gameId }),
        onDone: resume ? [resume, ready] : ready,
        onError: { target: 'loadFailed' as const },
      },
    },
    loadFailed: {
      on: { [retry]: { target: 'loading' } } as Record<R, { target: 'loading' }>,
    },
  };
}

/** An amount as the server takes it: no spaces, a dot for the decimals. */
export const plainAmount = (amount: string) => amount.trim().replace(',', '.');

/** The usual check: the amount typed, within the table's bet limits. */
export const amountWithinLimits = (amount: string, table: Pick<Table, 'min_bet' | 'max_bet'>) =>
  amountProblem(amount, { min: table.min_bet, max: table.max_bet });

/** What a round's start sends: the table's game and launch token, and the choice. */
export const startOf = <Choice>(context: TableInput, choice: Choice): StartInput<Choice> => ({
  game_id: context.gameId,
  launch: context.launch,
  choice,
});

/** A request refused or failed: its message shown, and back to `target`. */
export const failsTo = <T extends string>(target: T) => ({
  target,
  actions: {
    type: 'showFailure' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
});
