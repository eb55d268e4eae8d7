import { msg } from '@lingui/core/macro';
import { assign, setup } from 'xstate';
import type { Table } from '../contract/rounds';
import { hundredthsText } from '../engines/types';
import { amountProblem, AMOUNT_MESSAGES } from './amounts';
import type { Text } from './shared';
import * as tableRound from './tableRound';

/*
 * A house round decided by one request and then shown ball by ball (bingo, video bingo, keno): the
 * table (rules, RTP, limits, the next round's seed hash) first, then rounds — choose, play (the server
 * draws and settles the round at once), the draw is revealed (skippable; at once under reduced motion),
 * the result stays on the table until the next round.
 */

export type DrawRoundInput = tableRound.TableInput;

/** What every one of these games' choices carries: the amount (per card, or the whole bet). */
export type AmountChoice = { amount: string };

export type DrawRoundContext<C extends AmountChoice> = tableRound.TableContext & { choice: C };

export type DrawRoundEvent<C extends AmountChoice> =
  | { type: 'round.amount'; amount: string }
  | { type: 'round.choose'; choice: Partial<Omit<C, 'amount'>> }
  | { type: 'round.play' }
  | { type: 'round.skip' }
  | { type: 'round.retry' };

export interface DrawRoundOptions<C extends AmountChoice> {
  id: string;
  /** The choice a table opens with. */
  initial: C;
  /** How many times the amount the round's stake is (the cards bought; 1 when the amount is the bet). */
  times: (choice: C) => number;
  /** What the choice lacks to be played (no numbers picked…), or null; the amount is checked apart. */
  problem: (choice: C, table: Table) => Text | null;
  /** How long the draw takes to show before the result is final, in ms. */
  revealMs: number;
}

/** The reason the round can't be played at this table, or null: the amount, then the whole stake's limits. */
export function stakeProblem(amount: string, times: number, table: Pick<Table, 'min_bet' | 'max_bet'>): Text | null {
  const shape = amountProblem(amount, { min: '0.01', max: '1000000000' });
  if (shape) return shape;
  const stake = tableRound.cents(tableRound.plainAmount(amount)) * times;
  if (stake < tableRound.cents(table.min_bet)) {
    const min = table.min_bet;
    return times === 1 ? msg`The amount must not be less than ${min}` : msg`The whole bet must not be less than ${min}`;
  }
  if (stake > tableRound.cents(table.max_bet)) {
    const max = table.max_bet;
    return times === 1 ? msg`Amount cannot be greater than ${max}` : msg`The whole bet cannot be greater than ${max}`;
  }
  return null;
}

/** The stake of a choice, "12.50", or null when the amount is not one. */
export function stakeOf(amount: string, times: number): string | null {
  const value = tableRound.plainAmount(amount);
  return /^\d+(\.\d{1,2})?$/.test(value) ? hundredthsText(tableRound.cents(value) * times) : null;
}

export function createDrawRoundMachine<C extends AmountChoice>(options: DrawRoundOptions<C>) {
  const { id, initial, times, problem, revealMs } = options;
  const whyNot = (context: DrawRoundContext<C>): Text | null =>
    context.table
      ? (problem(context.choice, context.table) ??
        stakeProblem(context.choice.amount, times(context.choice), context.table))
      : AMOUNT_MESSAGES.loadFail;
  return setup({
    types: {
      input: {} as DrawRoundInput,
      context: {} as DrawRoundContext<C>,
      events: {} as DrawRoundEvent<C>,
    },
    actors: tableRound.tableActors(),
    actions: {
      ...tableRound.tableActions<DrawRoundContext<C>, DrawRoundEvent<C>>(),
      setAmount: assign({
        error: null,
        choice: ({ context }, params: { amount: string }) => ({ ...context.choice, amount: params.amount }),
      }),
      choose: assign({
        error: null,
        choice: ({ context }, params: { choice: Partial<Omit<C, 'amount'>> }) => ({
          ...context.choice,
          ...params.choice,
        }),
      }),
      showProblem: assign({ error: ({ context }) => whyNot(context) }),
    },
    guards: {
      canPlay: ({ context }) => whyNot(context) === null,
    },
    delays: {
      /** How long the draw is shown before the result is final. */
      reveal: revealMs,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ ...tableRound.tableContext(input), choice: initial }),
    initial: 'loading',
    states: {
      ...tableRound.loadingStates('round.retry'),
      ready: {
        on: {
          'round.amount': { actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } },
          'round.choose': { actions: { type: 'choose', params: ({ event }) => ({ choice: event.choice }) } },
          'round.play': [{ guard: 'canPlay', target: 'playing' }, { actions: 'showProblem' }],
        },
      },
      /** The choice is with the server, which draws and settles the round. */
      playing: {
        entry: assign({ error: null }),
        invoke: {
          id: 'start',
          src: 'start',
          input: ({ context }) =>
            tableRound.startOf(context, { ...context.choice, amount: tableRound.plainAmount(context.choice.amount) }),
          onDone: {
            target: 'revealing',
            actions: [{ type: 'roundShown', params: ({ event }) => ({ round: event.output }) }, 'balanceChanged'],
          },
          onError: tableRound.failsTo('ready'),
        },
      },
      /** The balls come out one by one on the screen; skipping shows them all at once. */
      revealing: {
        after: { reveal: { target: 'ready' } },
        on: { 'round.skip': { target: 'ready' } },
      },
    },
  });
}
