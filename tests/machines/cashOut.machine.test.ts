import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CashOutResult, Slip } from '../../contract/sports';
import { cashOutMachine, partValue, type CashOutRequest } from '../../machines/cashOut.machine';
import { pathCoverage } from './paths';
import { codeOf, refused } from './support';

const slip = (amount: string, value: string | null, status: Slip['status'] = 'open'): Slip => ({
  slip_id: 's1',
  kind: 'accumulator',
  odds: '3.99',
  amount,
  potential_win: '39.90',
  status,
  win_amount: '0.00',
  cashed_stake: '0.00',
  cashed_out: '0.00',
  cash_out: status === 'open' ? { value, suspended: value === null } : null,
  placed_at: '2026-11-22T10:00:00.000Z',
  settled_at: null,
  legs: [],
});

const paid = (rest: string, value: string): CashOutResult => ({
  slip: slip(rest, rest === '0.00' ? null : '3.00', rest === '0.00' ? 'cashed_out' : 'open'),
  paid: value,
  balance: '100.00',
});

function run(answers: Array<CashOutResult | Error>, first = slip('10.00', '8.13')) {
  const calls: CashOutRequest[] = [];
  const actor = createActor(
    cashOutMachine.provide({
      actors: {
        cashOut: fromPromise(async ({ input }: { input: CashOutRequest }) => {
          calls.push(input);
          const answer = answers.shift()!;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input: { slip: first } },
  ).start();
  return { actor, calls };
}

describe('cash-out machine', () => {
  it('values a part of the stake by the server rule: floor(offer × part / stake)', () => {
    expect(partValue('8.13', '10.00', '10.00')).toBe('8.13');
    expect(partValue('8.13', '10.00', '3.33')).toBe('2.70'); // 813 × 333 / 1000 = 270.7
    expect(partValue('8.13', '10.00', '10.01')).toBeNull();
    expect(partValue('8.13', '10.00', '0')).toBeNull();
    expect(partValue(null, '10.00', '5.00')).toBeNull();
  });

  it('cashes out the whole stake at the value shown', async () => {
    const { actor, calls } = run([paid('0.00', '8.13')]);
    expect(actor.getSnapshot().value).toBe('offered');
    actor.send({ type: 'cashout.start' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.value).toBe('8.13');
    actor.send({ type: 'cashout.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([{ slip_id: 's1', amount: '10.00', value: '8.13' }]);
    expect(actor.getSnapshot().context.result?.paid).toBe('8.13');
  });

  it('cashes out part, and offers the rest again once My bets reads the slip', async () => {
    const { actor, calls } = run([paid('6.67', '2.70')]);
    actor.send({ type: 'cashout.part', amount: '3.33' });
    actor.send({ type: 'cashout.start' });
    actor.send({ type: 'cashout.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls[0]).toEqual({ slip_id: 's1', amount: '3.33', value: '2.70' });
    actor.send({ type: 'cashout.update', slip: slip('6.67', '5.40') });
    expect(actor.getSnapshot().value).toBe('offered');
    expect(actor.getSnapshot().context).toMatchObject({ stake: '6.67', offer: '5.40', part: '6.67' });
  });

  it('shows a moved value to accept, and cashes out at it', async () => {
    const { actor, calls } = run([
      refused('sports.cashout_changed', 'moved', 409, { value: '7.90' }),
      paid('0.00', '7.90'),
    ]);
    actor.send({ type: 'cashout.start' });
    actor.send({ type: 'cashout.confirm' });
    await waitFor(actor, (s) => s.matches('changed'));
    expect(actor.getSnapshot().context.value).toBe('7.90');
    actor.send({ type: 'cashout.accept' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.map((c) => c.value)).toEqual(['8.13', '7.90']);
  });

  it('shows the offer suspended, from the list or from the server, and back when it reopens', async () => {
    const { actor } = run([refused('sports.cashout_suspended', 'suspended', 409)], slip('10.00', null));
    expect(actor.getSnapshot().value).toBe('suspended');
    actor.send({ type: 'cashout.update', slip: slip('10.00', '8.00') });
    expect(actor.getSnapshot().value).toBe('offered');
    actor.send({ type: 'cashout.start' });
    actor.send({ type: 'cashout.confirm' });
    await waitFor(actor, (s) => s.matches('suspended'));
    expect(actor.getSnapshot().context.offer).toBeNull();
  });

  it('keeps a confirmation open at the value shown while the offer is read again, unless it is suspended', () => {
    const { actor } = run([]);
    actor.send({ type: 'cashout.part', amount: '4.00' });
    actor.send({ type: 'cashout.start' });
    actor.send({ type: 'cashout.update', slip: slip('10.00', '7.50') });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toMatchObject({ offer: '7.50', part: '4.00', value: '3.25' });
    // The part no longer rides (cashed out elsewhere): back to the offer for what does.
    actor.send({ type: 'cashout.update', slip: slip('3.00', '2.20') });
    expect(actor.getSnapshot().value).toBe('offered');
    actor.send({ type: 'cashout.start' });
    actor.send({ type: 'cashout.update', slip: slip('3.00', null) });
    expect(actor.getSnapshot().value).toBe('suspended');
  });

  it('says any other refusal and stays on the offer', async () => {
    const { actor } = run([refused('sports.cashout_closed', 'closed', 409)]);
    actor.send({ type: 'cashout.start' });
    actor.send({ type: 'cashout.confirm' });
    await waitFor(actor, (s) => s.matches('offered') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('sports.cashout_closed');
  });

  it('covers every state and transition', () => {
    const coverage = pathCoverage('cashOut', cashOutMachine, {
      inputs: [{ slip: slip('10.00', '8.13') }, { slip: slip('10.00', null) }],
      events: [
        { type: 'cashout.update', slip: slip('10.00', '8.00') },
        { type: 'cashout.update', slip: slip('10.00', null) },
        { type: 'cashout.part', amount: '4.00' },
        { type: 'cashout.part', amount: '40.00' },
        { type: 'cashout.start' },
        { type: 'cashout.confirm' },
        { type: 'cashout.accept' },
        { type: 'cashout.cancel' },
        { type: 'xstate.done.actor.0.cashOut.cashingOut', output: paid('6.00', '3.25') },
        {
          type: 'xstate.error.actor.0.cashOut.cashingOut',
          error: refused('sports.cashout_changed', 'moved', 409, { value: '7.90' }),
        },
        { type: 'xstate.error.actor.0.cashOut.cashingOut', error: refused('sports.cashout_suspended', 's', 409) },
        { type: 'xstate.error.actor.0.cashOut.cashingOut', error: refused('sports.cashout_closed', 'c', 409) },
      ],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.offer, s.context.part, s.context.value, s.context.error !== null]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
