import type * as v from 'valibot';
import { and, assign, setup, type ActorRefFrom } from 'xstate';
import type { DepositRow } from '../../contract/boPlayerPage';
import type { DepositsPage, RefundsPage } from '../../contract/boDeposits';
import type { RechargeStatus } from '../../contract/money';
import { notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

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
/** A refund asked again, with the reason kept in the audit trail. */
export type RetryRequest = { order_no: string; reason: string };
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
  /** The due refund whose retry is being asked, and the reason typed for it. */
  asking: string | null;
  reason: string;
};

export type DepositOrdersEvent =
  | { type: 'deposits.view'; view: DepositView }
  | { type: 'deposits.field'; field: keyof DepositFilters; value: string }
  | { type: 'deposits.search' }
  | { type: 'deposits.page'; page: number }
  | { type: 'deposits.refresh' }
  | { type: 'deposits.retry'; order_no: string }
  | { type: 'deposits.reason'; value: string }
  | { type: 'deposits.confirm' }
  | { type: 'deposits.cancel' };

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

/** Whether a refund the list shows is due (the gateway has not taken it): only such a one is asked again. */
const isDue = (context: DepositOrdersContext, orderNo: string | null) =>
  context.shown?.view === 'refunds' &&
  context.shown.data.list.some((row) => row.order_no === orderNo && row.refund_state === 'due');

/**
 * The deposits (finance, admin): the PIX orders by status, days and player with their totals, or the refunds
 * (payments not credited, returned to the payer) by state; a refund the gateway has not taken (due) is asked
 * again with a reason of 3 characters at least, and the list read again after the answer, refused or not.
 */
export const depositOrdersMachine = setup({
  types: {
    context: {} as DepositOrdersContext,
    events: {} as DepositOrdersEvent,
  },
  actors: {
    load: notProvidedPromise<DepositsAnswer, DepositsRequest>('load'),
    retry: notProvidedPromise<DepositRow, RetryRequest>('retry'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
  guards: {
    isDue: ({ context }, params: { order_no: string }) => isDue(context, params.order_no),
    askingIsDue: ({ context }) => isDue(context, context.asking),
    reasonGiven: ({ context }) => context.reason.trim().length >= 3,
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
    asking: null,
    reason: '',
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
          actions: assign(({ event }) => ({
            view: event.view,
            page: 1,
            shown: null,
            problem: null,
            retried: null,
            asking: null,
          })),
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
          guard: { type: 'isDue', params: ({ event }) => ({ order_no: event.order_no }) },
          actions: assign(({ event }) => ({ asking: event.order_no, reason: '', problem: null, retried: null })),
        },
        'deposits.reason': { actions: assign(({ event }) => ({ reason: event.value, problem: null })) },
        'deposits.cancel': { actions: assign({ asking: null, reason: '', problem: null }) },
        'deposits.confirm': [
          { guard: and(['askingIsDue', 'reasonGiven']), target: 'retrying' },
          { guard: 'askingIsDue', actions: assign({ problem: ownProblem('audit.reason_required') }) },
        ],
      },
    },
    retrying: {
      invoke: {
        id: 'retry',
        src: 'retry',
        input: ({ context }) => ({ order_no: context.asking ?? '', reason: context.reason.trim() }),
        onDone: {
          target: 'loading',
          actions: assign(({ event }) => ({ retried: event.output, problem: null, asking: null, reason: '' })),
        },
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
