import { and, assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { QueueWithdrawal } from '../../contract/backoffice';
import type { WithdrawalReviewResult } from '../../contract/money';
import { notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

export type QueueFilter = 'all' | 'pending' | 'approved';
export type ReviewAction = 'approve' | 'pay' | 'reject';

export type QueuePage = { list: QueueWithdrawal[]; total: number; threshold: string };
export type QueueRequest = { status: QueueFilter; page: number };
export type ActionRequest = { action: ReviewAction; order_no: string; reason: string };

/** What the last action did, for the screen to say: approved (and whether a second approval is still needed), paid, rejected. */
export type Outcome = { action: ReviewAction; order_no: string; status: WithdrawalReviewResult['status'] };

export type WithdrawalReviewContext = {
  /** The person reviewing (their staff id): who approved cannot approve again, nor pay. */
  me: number;
  filter: QueueFilter;
  page: number;
  list: QueueWithdrawal[];
  total: number;
  threshold: string;
  /** The order whose details are open. */
  open: string | null;
  reason: string;
  problem: Problem | null;
  outcome: Outcome | null;
};

export type WithdrawalReviewEvent =
  | { type: 'queue.filter'; status: QueueFilter }
  | { type: 'queue.page'; page: number }
  | { type: 'queue.refresh' }
  | { type: 'queue.open'; order_no: string }
  | { type: 'queue.close' }
  | { type: 'withdrawal.reason'; value: string }
  | { type: 'withdrawal.approve' }
  | { type: 'withdrawal.pay' }
  | { type: 'withdrawal.reject' };

const openRow = (context: WithdrawalReviewContext) => context.list.find((row) => row.order_no === context.open);
const approvedBy = (row: QueueWithdrawal, me: number) => row.approvals.some((approval) => approval.actor_id === me);
const approvedByMe = (context: WithdrawalReviewContext) => {
  const row = openRow(context);
  return row ? approvedBy(row, context.me) : false;
};

/**
 * What is left of a withdrawal and who may do it, as the person reviewing it reads it: an approval (the first
 * of two above the four-eyes amount, the second by someone else than the first, or the only one), or the
 * payment, by someone who approved none of it; `byMe` says whether this person may do it. Until it is paid,
 * anyone in finance may reject it.
 */
export type NextStep = { step: 'first_of_two' | 'second_of_two' | 'only_approval' | 'payment'; byMe: boolean };

export function nextStep(row: QueueWithdrawal, me: number): NextStep {
  const byMe = !approvedBy(row, me);
  if (row.status === 'approved') return { step: 'payment', byMe };
  if (!row.four_eyes) return { step: 'only_approval', byMe };
  return { step: row.approvals.length === 0 ? 'first_of_two' : 'second_of_two', byMe };
}

/**
 * The finance queue: the withdrawals waiting, oldest first, a page at a time, one open with its details.
 * The open one is approved (above the four-eyes amount a second, different person approves it after the
 * first), paid once approved by someone who did not approve it, or rejected, each with a reason of 3
 * characters at least (kept in the audit trail; a rejection's is told to the player); after each answer,
 * refused or not, the queue is read again, so it shows what the server holds now.
 */
export const withdrawalReviewMachine = setup({
  types: {
    input: {} as { me: number },
    context: {} as WithdrawalReviewContext,
    events: {} as WithdrawalReviewEvent,
  },
  actors: {
    loadQueue: notProvidedPromise<QueuePage, QueueRequest>('loadQueue'),
    act: notProvidedPromise<WithdrawalReviewResult, ActionRequest>('act'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
    askReason: assign({ problem: ownProblem('audit.reason_required') }),
  },
  guards: {
    canApprove: ({ context }) => openRow(context)?.status === 'pending' && !approvedByMe(context),
    canPay: ({ context }) => openRow(context)?.status === 'approved' && !approvedByMe(context),
    canReject: ({ context }) => {
      const status = openRow(context)?.status;
      return status === 'pending' || status === 'approved';
    },
    reasonGiven: ({ context }) => context.reason.trim().length >= 3,
  },
}).createMachine({
  id: 'withdrawalReview',
  context: ({ input }) => ({
    me: input.me,
    filter: 'all',
    page: 1,
    list: [],
    total: 0,
    threshold: '0.00',
    open: null,
    reason: '',
    problem: null,
    outcome: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        input: ({ context }) => ({ status: context.filter, page: context.page }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            list: event.output.list,
            total: event.output.total,
            threshold: event.output.threshold,
            // An order that left the queue (paid, rejected) closes.
            open: event.output.list.some((row) => row.order_no === context.open) ? context.open : null,
          })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'queue.refresh': { target: 'loading', actions: assign({ problem: null }) } },
    },
    ready: {
      on: {
        'queue.refresh': { target: 'loading', actions: assign({ problem: null, outcome: null }) },
        'queue.filter': {
          target: 'loading',
          actions: assign(({ event }) => ({ filter: event.status, page: 1, open: null, problem: null, outcome: null })),
        },
        'queue.page': {
          target: 'loading',
          actions: assign(({ event }) => ({ page: Math.max(1, event.page), open: null, problem: null, outcome: null })),
        },
        'queue.open': {
          actions: assign(({ event }) => ({ open: event.order_no, reason: '', problem: null, outcome: null })),
        },
        'queue.close': { actions: assign({ open: null, reason: '', problem: null }) },
        'withdrawal.reason': {
          actions: assign(({ event }) => {
            assertEvent(event, 'withdrawal.reason');
            return { reason: event.value, problem: null };
          }),
        },
        'withdrawal.approve': [
          { guard: and(['canApprove', 'reasonGiven']), target: 'acting' },
          { guard: 'canApprove', actions: 'askReason' },
        ],
        'withdrawal.pay': [
          { guard: and(['canPay', 'reasonGiven']), target: 'acting' },
          { guard: 'canPay', actions: 'askReason' },
        ],
        'withdrawal.reject': [
          { guard: and(['canReject', 'reasonGiven']), target: 'acting' },
          { guard: 'canReject', actions: 'askReason' },
        ],
      },
    },
    acting: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context, event }) => ({
          action: event.type === 'withdrawal.approve' ? 'approve' : event.type === 'withdrawal.pay' ? 'pay' : 'reject',
          order_no: context.open ?? '',
          reason: context.reason.trim(),
        }),
        onDone: {
          target: 'loading',
          actions: assign(({ event }) => ({
            outcome: {
              action:
                event.output.status === 'paid' ? 'pay' : event.output.status === 'rejected' ? 'reject' : 'approve',
              order_no: event.output.order_no,
              status: event.output.status,
            } satisfies Outcome,
            reason: '',
            problem: null,
          })),
        },
        onError: {
          target: 'loading',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type WithdrawalReviewActorRef = ActorRefFrom<typeof withdrawalReviewMachine>;
export type WithdrawalReviewSnapshot = SnapshotFrom<typeof withdrawalReviewMachine>;
