import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { DepositRow } from '../../../contract/boPlayerPage';
import {
  depositOrdersMachine,
  type DepositsAnswer,
  type DepositsRequest,
  type RetryRequest,
} from '../../../machines/operator/depositOrders.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const row = (order_no: string, overrides: Partial<DepositRow> = {}): DepositRow => ({
  order_no,
  member_id: 7,
  phone: '11987654321',
  status: 'paid',
  amount: '50.00',
  actual: '50.00',
  channel: 'pix',
  payer_cpf: '***.456.789-**',
  own_cpf: true,
  refund_reason: null,
  refund_state: null,
  refund_id: null,
  refunded_at: null,
  created_at: '2026-03-02T12:00:00.000Z',
  paid_at: '2026-03-02T12:01:00.000Z',
  ...overrides,
});
const refund = (order_no: string, state: 'due' | 'sent' | 'waiting') =>
  row(order_no, { status: 'refund', refund_reason: 'payer_not_holder', refund_state: state, own_cpf: false });
const orders = (...list: DepositRow[]): DepositsAnswer => ({
  view: 'orders',
  data: { list, total: list.length, totals: { count: list.length, amount: '50.00', paid: '50.00', paid_count: 1 } },
});
const refunds = (...list: DepositRow[]): DepositsAnswer => ({
  view: 'refunds',
  data: { list, total: list.length, totals: { count: list.length, amount: '50.00', due_count: 1, due: '50.00' } },
});

function start(pages: Array<DepositsAnswer | Error>, retries: Array<DepositRow | Error> = []) {
  const load = scripted<DepositsAnswer, DepositsRequest>(...pages);
  const retry = scripted<DepositRow, RetryRequest>(...retries);
  const actor = createActor(depositOrdersMachine.provide({ actors: { load: load.logic, retry: retry.logic } })).start();
  return { actor, load, retry };
}

describe('the deposits', () => {
  it('filters the orders by status, days and player; the refunds by state; each view its own filters', async () => {
    const { actor, load } = start([orders(row('D1')), orders(row('D1')), refunds(refund('D2', 'due')), orders()]);
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'deposits.field', field: 'status', value: 'paid' });
    actor.send({ type: 'deposits.field', field: 'from', value: '2026-03-01' });
    actor.send({ type: 'deposits.field', field: 'to', value: '2026-03-02' });
    actor.send({ type: 'deposits.field', field: 'member', value: ' 7 ' });
    actor.send({ type: 'deposits.field', field: 'state', value: 'due' });
    actor.send({ type: 'deposits.search' });
    await waitFor(actor, (s) => s.matches('shown') && load.calls.length === 2);
    actor.send({ type: 'deposits.view', view: 'refunds' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.shown?.view === 'refunds');
    actor.send({ type: 'deposits.field', field: 'member', value: 'abc' });
    actor.send({ type: 'deposits.view', view: 'orders' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.shown?.view === 'orders');
    expect(load.calls).toEqual([
      { view: 'orders', page: 1 },
      { view: 'orders', page: 1, status: 'paid', from: '2026-03-01', to: '2026-03-02', member: 7 },
      { view: 'refunds', page: 1, state: 'due', from: '2026-03-01', to: '2026-03-02', member: 7 },
      // Fields typed and not searched ask nothing.
      { view: 'orders', page: 1, status: 'paid', from: '2026-03-01', to: '2026-03-02', member: 7 },
    ]);
  });

  it('asks a due refund again with a reason, never a sent one; a refusal is said and the list read again', async () => {
    const due = refunds(refund('D2', 'due'), refund('D3', 'sent'));
    const { actor, retry, load } = start(
      [orders(), due, due, refunds(refund('D2', 'sent'), refund('D3', 'sent')), networkFailure(), due],
      [refused('deposit.refund_failed', 'The PIX gateway did not take the refund', 503), refund('D2', 'sent')],
    );
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'deposits.retry', order_no: 'D2' });
    expect(actor.getSnapshot().context.asking).toBeNull();
    actor.send({ type: 'deposits.view', view: 'refunds' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.shown?.view === 'refunds');
    actor.send({ type: 'deposits.retry', order_no: 'D3' });
    expect(actor.getSnapshot().context.asking).toBeNull();
    // The retry opens with its reason to give: none, or a short one, is asked for; cancelling closes it.
    actor.send({ type: 'deposits.retry', order_no: 'D2' });
    expect(actor.getSnapshot().context.asking).toBe('D2');
    actor.send({ type: 'deposits.confirm' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'deposits.cancel' });
    expect(actor.getSnapshot().context).toMatchObject({ asking: null, reason: '', problem: null });
    actor.send({ type: 'deposits.retry', order_no: 'D2' });
    actor.send({ type: 'deposits.reason', value: ' ok ' });
    actor.send({ type: 'deposits.confirm' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'deposits.reason', value: ' The PIX gateway is answering again ' });
    actor.send({ type: 'deposits.confirm' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('deposit.refund_failed');
    // Refused: the form stays with its reason, to ask again.
    expect(actor.getSnapshot().context.asking).toBe('D2');
    actor.send({ type: 'deposits.confirm' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.retried !== null);
    expect(actor.getSnapshot().context.retried?.refund_state).toBe('sent');
    expect(actor.getSnapshot().context).toMatchObject({ problem: null, asking: null, reason: '' });
    const asked = { order_no: 'D2', reason: 'The PIX gateway is answering again' };
    expect(retry.calls).toEqual([asked, asked]);
    actor.send({ type: 'deposits.page', page: 2 });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'deposits.refresh' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(load.calls.at(-1)).toEqual({ view: 'refunds', page: 2 });
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-depositOrders', depositOrdersMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.load', output: orders(row('D1')) },
        { type: 'xstate.done.actor.load', output: refunds(refund('D2', 'due')) },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'deposits.view', view: 'refunds' },
        { type: 'deposits.field', field: 'member', value: '7' },
        { type: 'deposits.search' },
        { type: 'deposits.page', page: 2 },
        { type: 'deposits.refresh' },
        { type: 'deposits.retry', order_no: 'D2' },
        { type: 'deposits.reason', value: 'Gateway back' },
        { type: 'deposits.confirm' },
        { type: 'deposits.cancel' },
        { type: 'xstate.done.actor.retry', output: refund('D2', 'sent') },
        { type: 'xstate.error.actor.retry', error: refused('deposit.refund_failed', 'No', 503) },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.view,
          s.context.shown?.view ?? null,
          s.context.fields.member,
          s.context.page,
          s.context.asking,
          s.context.reason !== '',
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
