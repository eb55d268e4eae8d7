import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { QueueWithdrawal } from '../../../contract/backoffice';
import type { WithdrawalReviewResult } from '../../../contract/money';
import {
  nextStep,
  withdrawalReviewMachine,
  type ActionRequest,
  type QueuePage,
  type QueueRequest,
} from '../../../machines/operator/withdrawalReview.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const row = (order_no: string, overrides: Partial<QueueWithdrawal> = {}): QueueWithdrawal => ({
  order_no,
  status: 'pending',
  amount: '900.00',
  fee: '0.00',
  actual: '900.00',
  created_at: '2026-03-02T12:00:00.000Z',
  member_id: 7,
  phone: '11987654321',
  name: 'Ana',
  cpf: '***.456.789-**',
  own_cpf: true,
  pix_type: 'cpf',
  deposited: '1000.00',
  staked: '1200.00',
  turnover_left: '0.00',
  balance: '100.00',
  recent: [],
  signals: [],
  four_eyes: true,
  approvals: [],
  ...overrides,
});
const page = (...list: QueueWithdrawal[]): QueuePage => ({ list, total: list.length, threshold: '500.00' });
const result = (order_no: string, status: WithdrawalReviewResult['status']): WithdrawalReviewResult => ({
  order_no,
  status,
  balance: '100.00',
  approvals: status === 'pending' ? 1 : 2,
  approvals_needed: 2,
});

function start(queues: Array<QueuePage | Error>, answers: Array<WithdrawalReviewResult | Error> = [], me = 3) {
  const loadQueue = scripted<QueuePage, QueueRequest>(...queues);
  const act = scripted<WithdrawalReviewResult, ActionRequest>(...answers);
  const actor = createActor(
    withdrawalReviewMachine.provide({ actors: { loadQueue: loadQueue.logic, act: act.logic } }),
    { input: { me } },
  ).start();
  return { actor, loadQueue, act };
}

describe('the withdrawal review', () => {
  it('approves above the four-eyes amount once per person; a third person, who did not approve, pays', async () => {
    const first = row('W1');
    const once = row('W1', { approvals: [{ actor: 'ana@rodada.local', actor_id: 3, at: '2026-03-02T12:01:00.000Z' }] });
    const approved = row('W1', {
      status: 'approved',
      approvals: [...once.approvals, { actor: 'bia@rodada.local', actor_id: 4, at: '2026-03-02T12:02:00.000Z' }],
    });
    // Ana approves first: the order stays pending, and she can neither approve it again nor pay it.
    const ana = start([page(first), page(once)], [result('W1', 'pending')], 3);
    await waitFor(ana.actor, (s) => s.matches('ready'));
    expect(ana.actor.getSnapshot().can({ type: 'withdrawal.approve' })).toBe(false);
    ana.actor.send({ type: 'queue.open', order_no: 'W1' });
    expect(ana.actor.getSnapshot().can({ type: 'withdrawal.approve' })).toBe(true);
    expect(ana.actor.getSnapshot().can({ type: 'withdrawal.pay' })).toBe(false);
    // An approval asks its reason first.
    ana.actor.send({ type: 'withdrawal.approve' });
    expect(ana.actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    ana.actor.send({ type: 'withdrawal.reason', value: 'Own CPF, nothing odd' });
    ana.actor.send({ type: 'withdrawal.approve' });
    await waitFor(ana.actor, (s) => s.matches('ready') && s.context.outcome !== null);
    expect(ana.actor.getSnapshot().context.outcome).toEqual({ action: 'approve', order_no: 'W1', status: 'pending' });
    expect(ana.actor.getSnapshot().context.open).toBe('W1');
    expect(ana.actor.getSnapshot().can({ type: 'withdrawal.approve' })).toBe(false);
    ana.actor.send({ type: 'withdrawal.approve' });
    expect(ana.act.calls).toHaveLength(1);
    // Bia approves second (after a refusal the queue is read again): approved, and she cannot pay it.
    const bia = start(
      [page(once), page(once), page(approved)],
      [refused('withdrawal.second_approval_needed', 'It needs a second approval', 409), result('W1', 'approved')],
      4,
    );
    await waitFor(bia.actor, (s) => s.matches('ready'));
    bia.actor.send({ type: 'queue.open', order_no: 'W1' });
    bia.actor.send({ type: 'withdrawal.reason', value: 'Second look: fine' });
    bia.actor.send({ type: 'withdrawal.approve' });
    await waitFor(bia.actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(bia.actor.getSnapshot().context.problem?.code).toBe('withdrawal.second_approval_needed');
    bia.actor.send({ type: 'withdrawal.approve' });
    await waitFor(bia.actor, (s) => s.matches('ready') && s.context.outcome?.status === 'approved');
    expect(bia.actor.getSnapshot().can({ type: 'withdrawal.pay' })).toBe(false);
    expect(bia.loadQueue.calls).toHaveLength(3);
    // Caio pays it: it leaves the queue and its details close.
    const caio = start([page(approved), page()], [result('W1', 'paid')], 5);
    await waitFor(caio.actor, (s) => s.matches('ready'));
    caio.actor.send({ type: 'queue.open', order_no: 'W1' });
    expect(caio.actor.getSnapshot().can({ type: 'withdrawal.approve' })).toBe(false);
    caio.actor.send({ type: 'withdrawal.pay' });
    expect(caio.actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    expect(caio.act.calls).toEqual([]);
    caio.actor.send({ type: 'withdrawal.reason', value: ' PIX sent from the bank ' });
    caio.actor.send({ type: 'withdrawal.pay' });
    await waitFor(caio.actor, (s) => s.matches('ready') && s.context.outcome?.status === 'paid');
    expect(caio.actor.getSnapshot().context.open).toBeNull();
    expect([ana, bia, caio].flatMap(({ act }) => act.calls.map((call) => [call.action, call.reason]))).toEqual([
      ['approve', 'Own CPF, nothing odd'],
      ['approve', 'Second look: fine'],
      ['approve', 'Second look: fine'],
      ['pay', 'PIX sent from the bank'],
    ]);
  });

  it('says what is left of each state and whether the person reviewing may do it', () => {
    const by = (actor_id: number) => ({ actor: `${actor_id}@rodada.local`, actor_id, at: '2026-03-02T12:01:00.000Z' });
    expect(nextStep(row('W1'), 3)).toEqual({ step: 'first_of_two', byMe: true });
    expect(nextStep(row('W1', { approvals: [by(3)] }), 3)).toEqual({ step: 'second_of_two', byMe: false });
    expect(nextStep(row('W1', { approvals: [by(4)] }), 3)).toEqual({ step: 'second_of_two', byMe: true });
    expect(nextStep(row('W1', { four_eyes: false }), 3)).toEqual({ step: 'only_approval', byMe: true });
    const approved = row('W1', { status: 'approved', approvals: [by(3), by(4)] });
    expect(nextStep(approved, 3)).toEqual({ step: 'payment', byMe: false });
    expect(nextStep(approved, 4)).toEqual({ step: 'payment', byMe: false });
    expect(nextStep(approved, 5)).toEqual({ step: 'payment', byMe: true });
  });

  it('rejects with a reason of 3 characters at least, and reads the queue by state and page', async () => {
    const { actor, loadQueue, act } = start(
      [
        page(row('W2')),
        page(),
        page(row('W3', { status: 'approved' })),
        page(row('W3', { status: 'approved' })),
        networkFailure(),
        page(),
      ],
      [result('W2', 'rejected')],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'queue.open', order_no: 'W2' });
    actor.send({ type: 'withdrawal.reason', value: ' x ' });
    actor.send({ type: 'withdrawal.reject' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'withdrawal.reason', value: ' CPF de outra pessoa ' });
    actor.send({ type: 'withdrawal.reject' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.outcome !== null);
    expect(act.calls).toEqual([{ action: 'reject', order_no: 'W2', reason: 'CPF de outra pessoa' }]);
    expect(actor.getSnapshot().context.outcome?.status).toBe('rejected');
    actor.send({ type: 'queue.filter', status: 'approved' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.list.length === 1);
    actor.send({ type: 'queue.page', page: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 2);
    actor.send({ type: 'queue.refresh' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    actor.send({ type: 'queue.refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadQueue.calls).toEqual([
      { status: 'all', page: 1 },
      { status: 'all', page: 1 },
      { status: 'approved', page: 1 },
      { status: 'approved', page: 2 },
      { status: 'approved', page: 2 },
      { status: 'approved', page: 2 },
    ]);
  });

  it('walks every reachable state and transition', () => {
    const pending = page(row('W1'));
    const approved = page(row('W1', { status: 'approved' }));
    const coverage = pathCoverage('operator-withdrawalReview', withdrawalReviewMachine, {
      inputs: [{ me: 3 }],
      events: [
        { type: 'xstate.done.actor.loadQueue', output: pending },
        { type: 'xstate.done.actor.loadQueue', output: approved },
        { type: 'xstate.error.actor.loadQueue', error: networkFailure() },
        { type: 'queue.open', order_no: 'W1' },
        { type: 'queue.close' },
        { type: 'queue.refresh' },
        { type: 'queue.filter', status: 'pending' },
        { type: 'queue.page', page: 2 },
        { type: 'withdrawal.reason', value: 'Não é o CPF dele' },
        { type: 'withdrawal.approve' },
        { type: 'withdrawal.pay' },
        { type: 'withdrawal.reject' },
        { type: 'xstate.done.actor.act', output: result('W1', 'approved') },
        { type: 'xstate.error.actor.act', error: refused('withdrawal.approver_cannot_pay', 'You approved', 409) },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.open,
          s.context.list[0]?.status ?? null,
          s.context.reason !== '',
          s.context.filter,
          s.context.page,
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
