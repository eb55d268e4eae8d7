import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { KycCaseDetail, KycFileData, KycQueueCase, KycQueueStatus } from '../../contract/boKyc';
import type { KycReason } from '../../contract/kyc';
import { notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

export type IdentityQueuePage = { list: KycQueueCase[]; total: number; counts: { review: number; pending: number } };
export type IdentityQueueRequest = { status: KycQueueStatus; page: number };
/** A case opened: its record and its pictures, decoded (each view is on the audit trail). */
export type IdentityCase = { detail: KycCaseDetail; pictures: KycFileData[] };
export type IdentityDecision =
  | { case: number; decision: 'approve'; note: string }
  | { case: number; decision: 'reject'; reason: KycReason; note: string };

export type IdentityQueueContext = {
  status: KycQueueStatus;
  page: number;
  list: KycQueueCase[];
  total: number;
  counts: { review: number; pending: number };
  /** The case asked to open (a link from the player's page, or a row chosen), then the one shown. */
  asked: number | null;
  opened: IdentityCase | null;
  reason: KycReason | '';
  note: string;
  problem: Problem | null;
  /** The last decision taken, for the screen to say. */
  done: { case: number; decision: 'approve' | 'reject' } | null;
};

export type IdentityQueueEvent =
  | { type: 'queue.status'; status: KycQueueStatus }
  | { type: 'queue.page'; page: number }
  | { type: 'queue.refresh' }
  | { type: 'case.open'; id: number }
  | { type: 'case.close' }
  | { type: 'case.reason'; value: KycReason | '' }
  | { type: 'case.note'; value: string }
  | { type: 'case.approve' }
  | { type: 'case.reject' };

const FORM = { reason: '', note: '' } as const;
const noteGiven = (note: string) => note.trim().length >= 3;

/**
 * The identity queue (compliance, admin): the cases in manual review (or still pending at the provider),
 * oldest sent first, a page at a time; one opened with its pictures loaded (each view recorded by the
 * server), approved with a note or rejected with a reason and a note. After each answer, refused or not,
 * the queue is read again, so it shows what the server holds now; a case refused stays open to say why.
 */
export const identityQueueMachine = setup({
  types: {
    input: {} as { open?: number | null },
    context: {} as IdentityQueueContext,
    events: {} as IdentityQueueEvent,
  },
  actors: {
    loadQueue: notProvidedPromise<IdentityQueuePage, IdentityQueueRequest>('loadQueue'),
    openCase: notProvidedPromise<IdentityCase, { id: number }>('openCase'),
    decide: notProvidedPromise<KycCaseDetail, IdentityDecision>('decide'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
  guards: {
    caseAsked: ({ context }) => context.asked !== null && context.opened === null,
    caseOpen: ({ context }) => context.opened !== null,
    approvalFilled: ({ context }) => noteGiven(context.note),
    rejectionFilled: ({ context }) => context.reason !== '' && noteGiven(context.note),
  },
}).createMachine({
  id: 'identityQueue',
  context: ({ input }) => ({
    status: 'review',
    page: 1,
    list: [],
    total: 0,
    counts: { review: 0, pending: 0 },
    asked: input.open ?? null,
    opened: null,
    ...FORM,
    problem: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        input: ({ context }) => ({ status: context.status, page: context.page }),
        onDone: [
          {
            guard: 'caseAsked',
            target: 'opening',
            actions: assign(({ event }) => ({ ...event.output })),
          },
          {
            guard: 'caseOpen',
            target: 'reviewing',
            actions: assign(({ event }) => ({ ...event.output })),
          },
          { target: 'listed', actions: assign(({ event }) => ({ ...event.output })) },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'queue.refresh': { target: 'loading', actions: assign({ problem: null }) } },
    },
    listed: {
      on: {
        'queue.status': {
          target: 'loading',
          actions: assign(({ event }) => ({ status: event.status, page: 1, problem: null, done: null })),
        },
        'queue.page': {
          target: 'loading',
          actions: assign(({ event }) => ({ page: Math.max(1, event.page), problem: null, done: null })),
        },
        'queue.refresh': { target: 'loading', actions: assign({ problem: null, done: null }) },
        'case.open': {
          target: 'opening',
          actions: assign(({ event }) => ({ asked: event.id, problem: null, done: null })),
        },
      },
    },
    opening: {
      invoke: {
        id: 'openCase',
        src: 'openCase',
        input: ({ context }) => ({ id: context.asked ?? 0 }),
        onDone: {
          target: 'reviewing',
          actions: assign(({ event }) => ({ opened: event.output, ...FORM, problem: null })),
        },
        onError: {
          target: 'listed',
          actions: [
            assign({ asked: null, opened: null }),
            { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    reviewing: {
      on: {
        'case.close': { target: 'listed', actions: assign({ asked: null, opened: null, ...FORM, problem: null }) },
        'case.open': {
          target: 'opening',
          actions: assign(({ event }) => ({ asked: event.id, opened: null, problem: null, done: null })),
        },
        'case.reason': { actions: assign(({ event }) => ({ reason: event.value, problem: null })) },
        'case.note': { actions: assign(({ event }) => ({ note: event.value, problem: null })) },
        'case.approve': [
          { guard: 'approvalFilled', target: 'deciding' },
          { actions: assign({ problem: ownProblem('identity.approval_incomplete') }) },
        ],
        'case.reject': [
          { guard: 'rejectionFilled', target: 'deciding' },
          { actions: assign({ problem: ownProblem('identity.rejection_incomplete') }) },
        ],
      },
    },
    deciding: {
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context, event }): IdentityDecision => {
          const id = context.opened?.detail.id ?? 0;
          const note = context.note.trim();
          if (event.type === 'case.reject') {
            return { case: id, decision: 'reject', reason: context.reason as KycReason, note };
          }
          return { case: id, decision: 'approve', note };
        },
        onDone: {
          // Decided: the case leaves the queue, which is read again.
          target: 'loading',
          actions: assign(({ event }) => ({
            done: { case: event.output.id, decision: event.output.status === 'approved' ? 'approve' : 'reject' },
            asked: null,
            opened: null,
            ...FORM,
            problem: null,
          })),
        },
        onError: {
          // Refused: the queue is read again and the case stays open, saying why.
          target: 'loading',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type IdentityQueueActorRef = ActorRefFrom<typeof identityQueueMachine>;
export type IdentityQueueSnapshot = SnapshotFrom<typeof identityQueueMachine>;
