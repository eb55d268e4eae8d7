import type { MessageDescriptor } from '@lingui/core';
import { assign, setup } from 'xstate';
import type { RoundView, Table } from '../contract/rounds';
import { failureMessage } from './shared';
import * as tableRound from './tableRound';

/** The usual check: the amount typed, within the table's bet limits. */
export const amountWithinLimits = tableRound.amountWithinLimits;
export type TableInput = tableRound.TableInput;

/** The opening choice as the screen edits it: the bet amount as typed, and the game's own fields. */
export type ChoiceDraft = { amount: string };

export type SingleRoundContext<C extends ChoiceDraft> = tableRound.TableContext & {
  choice: C;
  /** The last rounds, newest first (at most HISTORY). */
  history: RoundView[];
  /** Playing round after round by itself (fish's hold-to-fire), until stopped or refused. */
  auto: boolean;
};

export type SingleRoundEvent<C extends ChoiceDraft> =
  | { type: 'round.choose'; choice: Partial<C> }
  | { type: 'round.play' }
  | { type: 'round.auto'; on: boolean }
  | { type: 'round.skip' }
  | { type: 'round.retry' };

export const HISTORY = 12;

export interface SingleRoundConfig<C extends ChoiceDraft> {
  id: string;
  /** The choice a table opens with. */
  initial: C;
  /** What the server is sent (the amount with a dot, numbers as numbers). */
  toChoice(choice: C): unknown;
  /** Why this choice can't be played at this table, or null (the amount's format and the bet limits). */
  problem(choice: C, table: Table): MessageDescriptor | null;
  /** How long the outcome plays out (the ball drops, the dice roll, the shot flies) before the next round. */
  reveal: number;
}

/**
 * A single-request house table (plinko, dice, fish): the table's rules, RTP and commitment first; then
 * rounds — the choice edited, the round played on the server (it settles at once), the outcome played out
 * on screen (skipped under reduced motion), and the next round. An automatic mode plays again as soon as
 * an outcome has played out, and stops on any refusal.
 */
export function createSingleRoundMachine<C extends ChoiceDraft>(config: SingleRoundConfig<C>) {
  return setup({
    types: {
      input: {} as tableRound.TableInput,
      context: {} as SingleRoundContext<C>,
      events: {} as SingleRoundEvent<C>,
    },
    actors: tableRound.tableActors(),
    actions: {
      ...tableRound.tableActions<SingleRoundContext<C>, SingleRoundEvent<C>>(),
      choose: assign({
        choice: ({ context }, params: { choice: Partial<C> }) => ({ ...context.choice, ...params.choice }),
        error: null,
      }),
      showProblem: assign({
        error: ({ context }) => (context.table ? config.problem(context.choice, context.table) : null),
        auto: false,
      }),
      showFailure: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error), auto: false }),
      setAuto: assign({ auto: (_, params: { on: boolean }) => params.on }),
    },
    guards: {
      canPlay: ({ context }) => context.table !== null && config.problem(context.choice, context.table) === null,
      autoPlays: ({ context }) =>
        context.auto && context.table !== null && config.problem(context.choice, context.table) === null,
      manual: ({ context }) => !context.auto,
      stopsAuto: ({ event }) => event.type === 'round.auto' && !event.on,
    },
    delays: {
      reveal: config.reveal,
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({ ...tableRound.tableContext(input), choice: config.initial, history: [], auto: false }),
    on: {
      'round.choose': { actions: { type: 'choose', params: ({ event }) => ({ choice: event.choice }) } },
    },
    initial: 'loading',
    states: {
      ...tableRound.loadingStates('round.retry'),
      ready: {
        always: { guard: 'autoPlays', target: 'playing' },
        on: {
          'round.play': [{ guard: 'canPlay', target: 'playing' }, { actions: 'showProblem' }],
          'round.auto': [
            { guard: 'stopsAuto', actions: { type: 'setAuto', params: { on: false } } },
            { guard: 'canPlay', target: 'playing', actions: { type: 'setAuto', params: { on: true } } },
            { actions: 'showProblem' },
          ],
        },
      },
      /** The round is with the server. */
      playing: {
        entry: assign({ error: null }),
        on: { 'round.auto': { actions: { type: 'setAuto', params: ({ event }) => ({ on: event.on }) } } },
        invoke: {
          id: 'start',
          src: 'start',
          input: ({ context }) => tableRound.startOf(context, config.toChoice(context.choice)),
          onDone: {
            target: 'revealing',
            actions: [
              { type: 'roundShown', params: ({ event }) => ({ round: event.output }) },
              assign({ history: ({ context, event }) => [event.output, ...context.history].slice(0, HISTORY) }),
              'balanceChanged',
            ],
          },
          onError: tableRound.failsTo('ready'),
        },
      },
      /** The outcome plays out on screen; skipped at once under reduced motion (never in automatic play). */
      revealing: {
        after: { reveal: { target: 'ready' } },
        on: {
          'round.skip': { guard: 'manual', target: 'ready' },
          'round.auto': { actions: { type: 'setAuto', params: ({ event }) => ({ on: event.on }) } },
        },
      },
    },
  });
}
