import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { QueueWithdrawal } from '../../../contract/backoffice';
import type { WithdrawalReviewResult } from '../../../contract/money';
import {
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

function start(queues: Array<QueuePage | Error>, answers: Array<WithdrawalReviewResult | Error> = []) {
  const loadQueue = scripted<QueuePage, QueueRequest>(...queues);
  const act = scripted<WithdrawalReviewResult, ActionRequest>(...answers);
  const actor = createActor(
    withdrawalReviewMachine.provide({ actors: { loadQueue: loadQueue.logic, act: act.logic } }),
  ).start();
  return { actor, loadQueue, act };
}

describe('the withdrawal review', () => {
  it('approves above the four-eyes amount once per person, then the second approval makes it payable', async () => {
    const first = row('W1');
    const once = row('W1', { approvals: [{ actor: 'ana@rodada.local', actor_id: 3, at: '2026-03-02T12:01:00.000Z' }] });
    const approved = row('W1', {
      status: 'approved',
      approvals: [...once.approvals, { actor: 'bia@rodada.local', actor_id: 4, at: '2026-03-02T12:02:00.000Z' }],
    });
    const { actor, loadQueue, act } = start(
      [page(first), page(once), page(once), page(approved), page()],
      [
        result('W1', 'pending'),
        refused('withdrawal.approved_already_by_you', 'You approved this withdrawal already', 409),
        result('W1', 'approved'),
        result('W1', 'paid'),
      ],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    // Nothing opened: no action.
    expect(actor.getSnapshot().can({ type: 'withdrawal.approve' })).toBe(false);
    actor.send({ type: 'queue.open', order_no: 'W1' });
    expect(actor.getSnapshot().can({ type: 'withdrawal.approve' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'withdrawal.pay' })).toBe(false);
    actor.send({ type: 'withdrawal.approve' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.outcome !== null);
    expect(actor.getSnapshot().context.outcome).toEqual({ action: 'approve', order_no: 'W1', status: 'pending' });
    expect(actor.getSnapshot().context.open).toBe('W1');
    actor.send({ type: 'withdrawal.approve' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('withdrawal.approved_already_by_you');
    actor.send({ type: 'withdrawal.approve' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.outcome?.status === 'approved');
    expect(actor.getSnapshot().can({ type: 'withdrawal.pay' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'withdrawal.approve' })).toBe(false);
    actor.send({ type: 'withdrawal.pay' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.outcome?.status === 'paid');
    // Paid, it left the queue: its details close.
    expect(actor.getSnapshot().context.open).toBeNull();
    expect(act.calls.map((call) => call.action)).toEqual(['approve', 'approve', 'approve', 'pay']);
    // The queue is read again after every answer, refusals included.
    expect(loadQueue.calls).toHaveLength(5);
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
      inputs: [undefined],
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
