import { assign, setup, type EventObject } from 'xstate';
import type { RoundView, Table } from '../contract/rounds';
import { AMOUNT_MESSAGES } from './amounts';
import { failureCode, type Retyped } from './shared';
import * as tableRound from './tableRound';

/*
 * A house round dealt by one request and decided by the player's moves, each one a request (blackjack,
 * video poker): the table (rules, the committed seed hash, or an open round resumed after a reload), then
 * rounds — the bet, the deal, the player's decisions until the server settles the round, the last cards
 * turned (skippable; at once under reduced motion) and the result, which stays until the next bet.
 */

export type DealRoundInput = tableRound.TableInput;

/** `round`: the round in play or the last one (its view is the engine's). */
export type DealRoundContext<X extends object> = tableRound.TableContext & { amount: string } & X;

/** The events every such table takes, named after the game (`blackjack.deal`), and the game's own. */
export type DealRoundEvent<P extends string, D extends EventObject> =
  { type: `${P}.amount`; amount: string } | { type: `${P}.deal` } | D | { type: `${P}.skip` } | { type: `${P}.retry` };

/** The events as the factory handles them, whatever the game names them. */
type AnyEvent = { type: string; [key: string]: unknown };
type AnyContext = DealRoundContext<Record<string, unknown>>;

type Args<X extends object> = { context: DealRoundContext<X> };

export interface DealRoundOptions<P extends string, X extends object, A extends string> {
  id: string;
  /** The events' prefix: `blackjack` names `blackjack.deal`. */
  prefix: P;
  /** The bet a table opens with. */
  amount: string;
  /** The game's own part of the context, as a table opens. */
  extra: X;
  /** What of it a new deal (or a resumed round) starts from, if anything. */
  fresh?: Partial<X>;
  /** The game's own guards and actions, named in `deciding`. */
  guards: Record<string, (args: Args<X>, params: never) => boolean>;
  actions: Record<string, unknown>;
  /** The round waits for the player's decision: this state's transitions (to `acting` when one is made). */
  deciding: object;
  /** The name of the state in which the decision is with the server. */
  acting: A;
  /** What the server is sent as the decision. */
  action: (context: DealRoundContext<X>) => unknown;
  /** The delay in which the last cards turn before the result shows: its name and length in ms. */
  reveal: { name: string; ms: number };
}

/** The round is still open: it waits for the player's decisions. */
const isOpen = (round: RoundView) => round.status === 'open';

export function createDealRoundMachine<
  P extends string,
  X extends object,
  D extends EventObject,
  A extends string = string,
>(options: DealRoundOptions<P, X, A>) {
  const machine = dealRoundMachine(options as unknown as DealRoundOptions<string, Record<string, unknown>, string>);
  return machine as unknown as Retyped<
    typeof machine,
    DealRoundContext<X>,
    DealRoundEvent<P, D>,
    'loading' | 'loadFailed' | 'ready' | 'dealing' | 'deciding' | A | 'revealing'
  >;
}

function dealRoundMachine(options: DealRoundOptions<string, Record<string, unknown>, string>) {
  const { id, prefix, extra, fresh = {} } = options;
  const on = (name: string) => `${prefix}.${name}`;
  const problem = (context: AnyContext) =>
    context.table ? tableRound.amountWithinLimits(context.amount, context.table) : null;
  /** A dealt or decided round is shown: it waits for a decision while open, else its last cards turn. */
  const round = ({ event }: { event: { output: RoundView } }) => ({ round: event.output });
  const shown = [
    {
      guard: { type: 'isOpen' as const, params: round },
      target: 'deciding',
      actions: [{ type: 'showRound' as const, params: round }, 'balanceChanged' as const],
    },
    { target: 'revealing', actions: [{ type: 'showRound' as const, params: round }, 'balanceChanged' as const] },
  ];
  return setup({
    types: {
      input: {} as DealRoundInput,
      context: {} as AnyContext,
      events: {} as AnyEvent,
    },
    actors: { ...tableRound.tableActors(), ...tableRound.actActor },
    actions: {
      ...tableRound.tableActions<AnyContext, AnyEvent>(),
      setAmount: assign({ amount: (_, params: { amount: string }) => params.amount, error: null }),
      showProblem: assign({
        error: ({ context }) => (context.table ? problem(context) : AMOUNT_MESSAGES.loadFail),
      }),
      /** A round left open is taken up again, with its stake. */
      resumeRound: assign({
        round: (_, params: { table: Table }) => params.table.open,
        amount: (_, params: { table: Table }) => params.table.open?.stake ?? options.amount,
        ...fresh,
      }),
      showRound: assign({
        round: (_, params: { round: RoundView }) => params.round,
        commitment: (_, params: { round: RoundView }) => params.round.next,
        error: null,
      }),
      ...(options.actions as object),
    },
    guards: {
      canBet: ({ context }) => context.table !== null && problem(context) === null,
      resumes: (_, params: { table: Table }) => params.table.open !== null && isOpen(params.table.open),
      isOpen: (_, params: { round: RoundView }) => isOpen(params.round),
      roundClosed: (_, params: { error: unknown }) =>
        failureCode(params.error) === 'round.over' || failureCode(params.error) === 'round.not_found',
      ...(options.guards as object),
    },
    delays: {
      [options.reveal.name]: options.reveal.ms,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ ...tableRound.tableContext(input), amount: options.amount, ...extra }) as AnyContext,
    initial: 'loading',
    states: {
      ...tableRound.loadingStates(on('retry'), { resume: { guard: 'resumes', action: 'resumeRound' } }),
      /** Between rounds: the bet is chosen. */
      ready: {
        on: {
          [on('amount')]: {
            actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount as string }) },
          },
          [on('deal')]: [{ guard: 'canBet', target: 'dealing' }, { actions: 'showProblem' }],
        },
      },
      /** The bet is with the server, which deals (and settles at once when no decision is left). */
      dealing: {
        entry: assign({ error: null, ...fresh }),
        invoke: {
          id: 'start',
          src: 'start',
          input: ({ context }) => tableRound.startOf(context, { amount: tableRound.plainAmount(context.amount) }),
          onDone: shown,
          onError: tableRound.failsTo('ready'),
        },
      },
      /** The round waits for the player's decision. */
      deciding: {
        on: options.deciding as never,
      },
      /** The decision is with the server. */
      [options.acting]: {
        entry: assign({ error: null }),
        invoke: {
          id: 'act',
          src: 'act',
          input: ({ context }) => ({
            round_id: context.round!.round_id,
            launch: context.launch,
            action: options.action(context),
          }),
          onDone: shown,
          // A refused decision leaves the round as it was; a round already closed (settled on the server
          // after the timeout): the table is loaded again and shows the next round.
          onError: [
            {
              guard: { type: 'roundClosed', params: ({ event }) => ({ error: event.error }) },
              target: 'loading',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
            {
              target: 'deciding',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          ],
        },
      },
      /** The last cards turn over; the screen skips this under reduced motion. */
      revealing: {
        after: { [options.reveal.name]: { target: 'ready' } },
        on: { [on('skip')]: { target: 'ready' } },
      },
    },
  });
}
