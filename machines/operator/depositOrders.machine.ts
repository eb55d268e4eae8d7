import type * as v from 'valibot';
import { assign, setup, type ActorRefFrom } from 'xstate';
import type { DepositRow } from '../../contract/boPlayers';
import type { DepositsPage, RefundsPage } from '../../contract/boDeposits';
import type { RechargeStatus } from '../../contract/money';
import { notProvidedPromise } from '../shared';
import { problemOf, type Problem } from './problem';

export type DepositView = 'orders' | 'refunds';
export type RefundState = 'due' | 'sent' | 'waiting';
/** The filters as typed: an empty one asks nothing. */
export type DepositFilters = {
  status: v.InferOutput<typeof RechargeStatus> | '';
  state: RefundState | '';
  from: string;
  to: string;
  member: string;
};
export type DepositsRequest = {
  view: DepositView;
  page: number;
  status?: DepositFilters['status'];
  state?: RefundState;
  from?: string;
  to?: string;
  member?: number;
};
export type DepositsAnswer =
  | { view: 'orders'; data: v.InferOutput<typeof DepositsPage> }
  | { view: 'refunds'; data: v.InferOutput<typeof RefundsPage> };

export type DepositOrdersContext = {
  view: DepositView;
  fields: DepositFilters;
  applied: DepositFilters;
  page: number;
  shown: DepositsAnswer | null;
  problem: Problem | null;
  /** The refund asked again, as the server answered it. */
  retried: DepositRow | null;
};

export type DepositOrdersEvent =
  | { type: 'deposits.view'; view: DepositView }
  | { type: 'deposits.field'; field: keyof DepositFilters; value: string }
  | { type: 'deposits.search' }
  | { type: 'deposits.page'; page: number }
  | { type: 'deposits.refresh' }
  | { type: 'deposits.retry'; order_no: string };

export const NO_DEPOSIT_FILTERS: DepositFilters = { status: '', state: '', from: '', to: '', member: '' };

/** The request of a view: its own filters, filled in only. */
export function depositsRequestOf(context: DepositOrdersContext): DepositsRequest {
  const { status, state, from, to, member } = context.applied;
  const id = Number(member.trim());
  return {
    view: context.view,
    page: context.page,
    ...(context.view === 'orders' && status ? { status } : {}),
    ...(context.view === 'refunds' && state ? { state } : {}),
    ...(from.trim() ? { from: from.trim() } : {}),
    ...(to.trim() ? { to: to.trim() } : {}),
    ...(member.trim() && Number.isInteger(id) && id > 0 ? { member: id } : {}),
  };
}

/**
 * The deposits (finance, admin): the PIX orders by status, days and player with their totals, or the refunds
 * (payments not credited, returned to the payer) by state; a refund the gateway has not taken (due) is asked
 * again, and the list read again after the answer, refused or not.
 */
export const depositOrdersMachine = setup({
  types: {
    context: {} as DepositOrdersContext,
    events: {} as DepositOrdersEvent,
  },
  actors: {
    load: notProvidedPromise<DepositsAnswer, DepositsRequest>('load'),
    retry: notProvidedPromise<DepositRow, string>('retry'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
}).createMachine({
  id: 'depositOrders',
  context: {
    view: 'orders',
    fields: NO_DEPOSIT_FILTERS,
    applied: NO_DEPOSIT_FILTERS,
    page: 1,
    shown: null,
    problem: null,
    retried: null,
  },
  initial: 'loading',
  on: {
    'deposits.field': {
      actions: assign(({ context, event }) => ({ fields: { ...context.fields, [event.field]: event.value } })),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => depositsRequestOf(context),
        onDone: { target: 'shown', actions: assign(({ event }) => ({ shown: event.output })) },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        'deposits.refresh': { target: 'loading', actions: assign({ problem: null }) },
        'deposits.search': {
          target: 'loading',
          actions: assign(({ context }) => ({ applied: context.fields, page: 1, problem: null })),
        },
      },
    },
    shown: {
      on: {
        'deposits.view': {
          target: 'loading',
          actions: assign(({ event }) => ({ view: event.view, page: 1, shown: null, problem: null, retried: null })),
        },
        'deposits.search': {
          target: 'loading',
          actions: assign(({ context }) => ({ applied: context.fields, page: 1, problem: null, retried: null })),
        },
        'deposits.page': {
          target: 'loading',
          actions: assign(({ event }) => ({ page: Math.max(1, event.page), problem: null })),
        },
        'deposits.refresh': { target: 'loading', actions: assign({ problem: null, retried: null }) },
        'deposits.retry': {
          guard: ({ context, event }) =>
            context.shown?.view === 'refunds' &&
            context.shown.data.list.some((row) => row.order_no === event.order_no && row.refund_state === 'due'),
          target: 'retrying',
        },
      },
    },
    retrying: {
      invoke: {
        id: 'retry',
        src: 'retry',
        input: ({ event }) => (event.type === 'deposits.retry' ? event.order_no : ''),
        onDone: { target: 'loading', actions: assign(({ event }) => ({ retried: event.output, problem: null })) },
        onError: {
          target: 'loading',
          actions: [
            assign({ retried: null }),
            { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

export type DepositOrdersActorRef = ActorRefFrom<typeof depositOrdersMachine>;
