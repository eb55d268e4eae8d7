import { assign, setup } from 'xstate';
import type { RoundView, Table } from '../contract/rounds';
import { hundredthsText } from '../engines/types';
import type { Retyped, Text } from './shared';
import * as tableRound from './tableRound';

/*
 * A house round bet on a layout of chips and decided by one request (baccarat, roulette): the table (its
 * rules and the committed seed hash), then rounds — a chip value picked, chips placed on the layout's
 * spots, taken back or cleared, the play (the server decides and settles the round), the outcome shown
 * (skippable; at once under reduced motion), the chips leave the table and "repeat" places them again.
 */

export type BetLayoutInput = tableRound.TableInput;

/** The chip values a layout offers. */
export const LAYOUT_CHIPS = ['0.50', '1.00', '5.00', '10.00', '25.00', '100.00'] as const;

/** One chip as placed, in the order placed (undo takes the last back): its spot and amount. */
export type Chip<S extends object> = S & { amount: string };

/** The next round's commitment is the table's (`table.commitment`). */
export type BetLayoutContext<S extends object, H> = tableRound.TableBase & {
  /** The chip value picked, "5.00". */
  chip: string;
  placed: Chip<S>[];
  /** The previous round's chips, for "repeat". */
  lastBets: Chip<S>[];
  /** This session's outcomes, newest first. */
  history: H[];
};

/** The events every such table takes, named after the game (`roulette.place`) and its play (`roulette.spin`). */
export type BetLayoutEvent<P extends string, S extends object, G extends string> =
  | { type: `${P}.chip`; amount: string }
  | ({ type: `${P}.place` } & S)
  | { type: `${P}.undo` }
  | { type: `${P}.clear` }
  | { type: `${P}.repeat` }
  | { type: `${P}.${G}` }
  | { type: `${P}.skip` }
  | { type: `${P}.retry` };

export interface BetLayoutOptions<P extends string, S extends object, H, G extends string, A extends string> {
  id: string;
  /** The events' prefix: `roulette` names `roulette.place`. */
  prefix: P;
  /** The spot a place event names. */
  spotOf: (event: S) => S;
  /** Why these chips can't be played on this table, or null; `placing`: a total below the minimum is fine. */
  problem: (placed: readonly Chip<S>[], table: Table, placing?: boolean) => Text | null;
  /** What the server is sent: the chips on the table. */
  toChoice: (placed: readonly Chip<S>[]) => unknown;
  /** The play: its event (`deal`), its guard (`canDeal`) and the state in which it is with the server. */
  play: { event: G; guard: string; state: A };
  /** A settled round's outcome, for the history. */
  outcome: (round: RoundView) => H;
  /** How many outcomes the history keeps. */
  history: number;
  /** The delay in which the outcome shows: its name and length in ms. */
  reveal: { name: string; ms: number | ((round: RoundView | null) => number) };
}

/** The whole stake of the chips placed, "12.50". */
export const totalOf = (placed: readonly { amount: string }[]) =>
  hundredthsText(placed.reduce((sum, c) => sum + tableRound.cents(c.amount), 0));

/** Each spot's amount on the table, added up by the spot's key; the first chip gives the spot. */
export function addedUp<T extends { amount: string }>(placed: readonly T[], key: (chip: T) => string): Map<string, T> {
  const spots = new Map<string, T>();
  for (const chip of placed) {
    const k = key(chip);
    const there = spots.get(k);
    spots.set(k, {
      ...chip,
      amount: hundredthsText((there ? tableRound.cents(there.amount) : 0) + tableRound.cents(chip.amount)),
    });
  }
  return spots;
}

type AnyEvent = { type: string; [key: string]: unknown };
type AnySpot = Record<string, unknown>;

export function createBetLayoutMachine<
  P extends string,
  S extends object,
  H,
  G extends string = string,
  A extends string = string,
>(options: BetLayoutOptions<P, S, H, G, A>) {
  const machine = betLayoutMachine(options as unknown as BetLayoutOptions<string, AnySpot, unknown, string, string>);
  return machine as unknown as Retyped<
    typeof machine,
    BetLayoutContext<S, H>,
    BetLayoutEvent<P, S, G>,
    'loading' | 'loadFailed' | 'ready' | A | 'revealing'
  >;
}

function betLayoutMachine(options: BetLayoutOptions<string, AnySpot, unknown, string, string>) {
  const { id, prefix, problem, play, reveal } = options;
  const on = (name: string) => `${prefix}.${name}`;
  const spotOf = (event: AnyEvent) => options.spotOf(event);
  return setup({
    types: {
      input: {} as BetLayoutInput,
      context: {} as BetLayoutContext<AnySpot, unknown>,
      events: {} as AnyEvent,
    },
    actors: tableRound.tableActors(),
    actions: {
      ...tableRound.tableBaseActions<BetLayoutContext<AnySpot, unknown>, AnyEvent>(),
      /** The table loaded: its rules, limits and the next round's commitment. */
      tableLoaded: assign({ table: (_, params: { table: Table }) => params.table }),
      setChip: assign({ chip: (_, params: { amount: string }) => params.amount }),
      place: assign({
        placed: ({ context }, params: AnySpot) => [...context.placed, { ...params, amount: context.chip }],
        error: null,
      }),
      undo: assign({ placed: ({ context }) => context.placed.slice(0, -1), error: null }),
      clear: assign({ placed: [], error: null }),
      repeat: assign({ placed: ({ context }) => context.lastBets, error: null }),
      showProblem: assign({
        error: ({ context }, params: { placed: Chip<AnySpot>[]; placing: boolean }) =>
          context.table ? problem(params.placed, context.table, params.placing) : null,
      }),
      /** The round is over: its outcome joins the history, the chips leave the table. */
      settle: assign({
        history: ({ context }) =>
          context.round?.view
            ? [options.outcome(context.round), ...context.history].slice(0, options.history)
            : context.history,
        lastBets: ({ context }) => context.placed,
        placed: [],
      }),
    },
    guards: {
      canPlace: ({ context }, params: AnySpot) =>
        context.table !== null &&
        problem([...context.placed, { ...params, amount: context.chip }], context.table, true) === null,
      canRepeat: ({ context }) =>
        context.lastBets.length > 0 && context.table !== null && problem(context.lastBets, context.table) === null,
      // Named after the game's play (canDeal, canSpin).
      ...({
        [play.guard]: ({ context }: { context: BetLayoutContext<AnySpot, unknown> }) =>
          context.table !== null && problem(context.placed, context.table) === null,
      } as { canPlay: (args: { context: BetLayoutContext<AnySpot, unknown> }) => boolean }),
    },
    delays: {
      [reveal.name]:
        typeof reveal.ms === 'number'
          ? reveal.ms
          : ({ context }: { context: BetLayoutContext<AnySpot, unknown> }) =>
              (reveal.ms as (round: RoundView | null) => number)(context.round),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ ...tableRound.tableBase(input), chip: '1.00', placed: [], lastBets: [], history: [] }),
    initial: 'loading',
    states: {
      ...tableRound.loadingStates(on('retry')),
      ready: {
        on: {
          [on('chip')]: { actions: { type: 'setChip', params: ({ event }) => ({ amount: event.amount as string }) } },
          [on('place')]: [
            {
              guard: { type: 'canPlace', params: ({ event }) => spotOf(event) },
              actions: { type: 'place', params: ({ event }) => spotOf(event) },
            },
            {
              actions: {
                type: 'showProblem',
                params: ({ context, event }) => ({
                  placed: [...context.placed, { ...spotOf(event), amount: context.chip }],
                  placing: true,
                }),
              },
            },
          ],
          [on('undo')]: { actions: 'undo' },
          [on('clear')]: { actions: 'clear' },
          [on('repeat')]: { guard: 'canRepeat', actions: 'repeat' },
          [on(play.event)]: [
            { guard: play.guard as 'canPlay', target: play.state },
            { actions: { type: 'showProblem', params: ({ context }) => ({ placed: context.placed, placing: false }) } },
          ],
        },
      },
      /** The bets are with the server, which decides the round and settles it. */
      [play.state]: {
        entry: assign({ error: null }),
        invoke: {
          id: 'start',
          src: 'start',
          input: ({ context }) => tableRound.startOf(context, options.toChoice(context.placed)),
          onDone: {
            target: 'revealing',
            actions: [
              assign({
                round: ({ event }) => event.output,
                table: ({ context, event }) => context.table && { ...context.table, commitment: event.output.next },
              }),
              'balanceChanged',
            ],
          },
          onError: tableRound.failsTo('ready'),
        },
      },
      /** The outcome shows (at once under reduced motion: skip). */
      revealing: {
        after: { [reveal.name]: { target: 'ready', actions: 'settle' } },
        on: { [on('skip')]: { target: 'ready', actions: 'settle' } },
      },
    },
  });
}
