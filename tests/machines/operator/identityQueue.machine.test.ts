import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { KycCaseDetail, KycFileData, KycQueueCase } from '../../../contract/boKyc';
import {
  identityQueueMachine,
  type IdentityCase,
  type IdentityDecision,
  type IdentityQueuePage,
  type IdentityQueueRequest,
} from '../../../machines/operator/identityQueue.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const row = (id: number, overrides: Partial<KycQueueCase> = {}): KycQueueCase => ({
  id,
  member_id: 100 + id,
  name: 'Ana Souza',
  cpf: '52998224725',
  document_type: 'rg',
  submitted_at: '2026-11-29T12:00:00.000Z',
  status: 'review',
  provider: 'sandbox',
  scores: { face_match: 0.78, liveness: 0.95, document: 0.9 },
  ...overrides,
});
const page = (...list: KycQueueCase[]): IdentityQueuePage => ({
  list,
  total: list.length,
  counts: { review: list.length, pending: 0 },
});
const detail = (id: number, overrides: Partial<KycCaseDetail> = {}): KycCaseDetail => ({
  id,
  reference: 'KYC0123456789ABCDEF',
  status: 'review',
  member: {
    id: 100 + id,
    name: 'Ana Souza',
    cpf: '52998224725',
    birth_date: '1990-01-01',
    phone: '21900000001',
    kyc_status: 'review',
  },
  document_type: 'rg',
  document_number: '90000000002',
  address: {
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1578',
    complement: '',
    district: '',
    city: 'São Paulo',
    state: 'SP',
  },
  challenge: ['blink', 'smile'],
  files: [{ kind: 'selfie', content_type: 'image/jpeg', bytes: 4, complete: true }],
  provider: 'sandbox',
  provider_ref: 'SANDBOX-KYC0123456789ABCDEF',
  scores: { face_match: 0.78, liveness: 0.95, document: 0.9 },
  provider_answers: [],
  created_at: '2026-11-29T11:50:00.000Z',
  submitted_at: '2026-11-29T12:00:00.000Z',
  decided_at: null,
  decided_by: null,
  reason: null,
  note: null,
  purged_at: null,
  earlier: [],
  ...overrides,
});
const selfie: KycFileData = { kind: 'selfie', content_type: 'image/jpeg', bytes: 4, data: '/9j/4A==' };
const opened = (id: number): IdentityCase => ({ detail: detail(id), pictures: [selfie] });

function start(
  queues: Array<IdentityQueuePage | Error>,
  cases: Array<IdentityCase | Error> = [],
  answers: Array<KycCaseDetail | Error> = [],
  input: { open?: number | null } = {},
) {
  const loadQueue = scripted<IdentityQueuePage, IdentityQueueRequest>(...queues);
  const openCase = scripted<IdentityCase, { id: number }>(...cases);
  const decide = scripted<KycCaseDetail, IdentityDecision>(...answers);
  const actor = createActor(
    identityQueueMachine.provide({
      actors: { loadQueue: loadQueue.logic, openCase: openCase.logic, decide: decide.logic },
    }),
    { input },
  ).start();
  return { actor, loadQueue, openCase, decide };
}

describe('the identity queue', () => {
  it('lists the review cases, then the pending ones, a page at a time', async () => {
    const { actor, loadQueue } = start([page(row(1)), page(row(2, { status: 'pending' })), page()]);
    await waitFor(actor, (s) => s.matches('listed'));
    expect(actor.getSnapshot().context.list.map((r) => r.id)).toEqual([1]);
    actor.send({ type: 'queue.status', status: 'pending' });
    await waitFor(actor, (s) => s.matches('listed') && s.context.status === 'pending');
    actor.send({ type: 'queue.page', page: 2 });
    await waitFor(actor, (s) => s.matches('listed') && s.context.page === 2);
    expect(loadQueue.calls).toEqual([
      { status: 'review', page: 1 },
      { status: 'pending', page: 1 },
      { status: 'pending', page: 2 },
    ]);
  });

  it('opens a case with its pictures and approves it with a note; the queue is read again', async () => {
    const { actor, openCase, decide, loadQueue } = start(
      [page(row(1)), page()],
      [opened(1)],
      [detail(1, { status: 'approved' })],
    );
    await waitFor(actor, (s) => s.matches('listed'));
    actor.send({ type: 'case.open', id: 1 });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(openCase.calls).toEqual([{ id: 1 }]);
    expect(actor.getSnapshot().context.opened?.pictures).toEqual([selfie]);
    // Without a note, nothing is sent and the screen says what is missing.
    actor.send({ type: 'case.approve' });
    expect(actor.getSnapshot().context.problem?.code).toBe('identity.approval_incomplete');
    actor.send({ type: 'case.note', value: '  Selfie matches the portrait  ' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'case.approve' });
    await waitFor(actor, (s) => s.matches('listed') && s.context.done !== null);
    expect(decide.calls).toEqual([{ case: 1, decision: 'approve', note: 'Selfie matches the portrait' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      done: { case: 1, decision: 'approve' },
      opened: null,
      asked: null,
      note: '',
      list: [],
    });
    expect(loadQueue.calls).toHaveLength(2);
  });

  it('rejects only with a reason and a note; a refusal is said and the case stays open', async () => {
    const { actor, decide } = start(
      [page(row(1)), page(row(1)), page()],
      [opened(1)],
      [refused('kyc_case.decided', 'This case has been decided already', 409), detail(1, { status: 'rejected' })],
    );
    await waitFor(actor, (s) => s.matches('listed'));
    actor.send({ type: 'case.open', id: 1 });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'case.note', value: 'Blurred document' });
    actor.send({ type: 'case.reject' });
    expect(actor.getSnapshot().context.problem?.code).toBe('identity.rejection_incomplete');
    actor.send({ type: 'case.reason', value: 'document_unreadable' });
    actor.send({ type: 'case.reject' });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('kyc_case.decided');
    expect(actor.getSnapshot().context.opened?.detail.id).toBe(1);
    actor.send({ type: 'case.reject' });
    await waitFor(actor, (s) => s.matches('listed') && s.context.done !== null);
    expect(actor.getSnapshot().context.done).toEqual({ case: 1, decision: 'reject' });
    expect(decide.calls).toEqual([
      { case: 1, decision: 'reject', reason: 'document_unreadable', note: 'Blurred document' },
      { case: 1, decision: 'reject', reason: 'document_unreadable', note: 'Blurred document' },
    ]);
  });

  it('opens the case a link asks for once the queue is read; one that cannot open is said', async () => {
    const linked = start([page(row(1))], [opened(7)], [], { open: 7 });
    await waitFor(linked.actor, (s) => s.matches('reviewing'));
    expect(linked.openCase.calls).toEqual([{ id: 7 }]);
    linked.actor.send({ type: 'case.close' });
    expect(linked.actor.getSnapshot().matches('listed')).toBe(true);
    expect(linked.actor.getSnapshot().context.opened).toBeNull();

    const missing = start([page()], [refused('kyc_case.not_found', 'No such identity case', 404)], [], { open: 9 });
    await waitFor(missing.actor, (s) => s.matches('listed') && s.context.problem !== null);
    expect(missing.actor.getSnapshot().context).toMatchObject({ asked: null, problem: { code: 'kyc_case.not_found' } });
  });

  it('a failed read says why and is read again on demand', async () => {
    const { actor, loadQueue } = start([networkFailure(), page(row(1))]);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    actor.send({ type: 'queue.refresh' });
    await waitFor(actor, (s) => s.matches('listed'));
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(loadQueue.calls).toHaveLength(2);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-identityQueue', identityQueueMachine, {
      inputs: [{}, { open: 7 }],
      events: [
        { type: 'xstate.done.actor.loadQueue', output: page(row(1)) },
        { type: 'xstate.error.actor.loadQueue', error: networkFailure() },
        { type: 'xstate.done.actor.openCase', output: opened(1) },
        { type: 'xstate.error.actor.openCase', error: networkFailure() },
        { type: 'xstate.done.actor.decide', output: detail(1, { status: 'approved' }) },
        { type: 'xstate.error.actor.decide', error: networkFailure() },
        { type: 'queue.status', status: 'pending' },
        { type: 'queue.page', page: 2 },
        { type: 'queue.refresh' },
        { type: 'case.open', id: 1 },
        { type: 'case.close' },
        { type: 'case.reason', value: 'face_mismatch' },
        { type: 'case.note', value: 'Looks right' },
        { type: 'case.approve' },
        { type: 'case.reject' },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.asked !== null,
          s.context.opened !== null,
          s.context.reason !== '',
          s.context.note !== '',
          s.context.problem !== null,
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
