import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { rechargeMachine } from '../../machines/recharge.machine';
import type { PaymentChannel } from '../../contract/money';
import { pathCoverage } from './paths';
import { networkFailure, serverFailure, text } from './support';

const pix: PaymentChannel = {
  id: 1,
  name: 'PIX',
  payment_type: 'PIX',
  min: '10.00',
  max: '50000.00',
  quick_amounts: ['20.00', '50.00'],
  fee: '0.00',
};

function start(
  submit: () => Promise<{ order_no: string; pay_url: string }> = async () => ({
    order_no: 'R1',
    pay_url: '/sandbox/pix/R1',
  }),
) {
  const openPayUrl = vi.fn();
  const requests: unknown[] = [];
  const actor = createActor(
    rechargeMachine.provide({
      actors: {
        loadChannels: fromPromise(async () => [pix]),
        submit: fromPromise(async ({ input }) => {
          requests.push(input);
          return submit();
        }),
      },
      actions: { openPayUrl: (_, params) => openPayUrl(params) },
    }),
  ).start();
  return { actor, openPayUrl, requests };
}

describe('recharge', () => {
  it('starts on the first channel and its first quick amount, and goes to the pay_url', async () => {
    const { actor, openPayUrl, requests } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ channelId: 1, amount: '20.00' });
    actor.send({ type: 'recharge.amount', amount: '100,50' });
    actor.send({ type: 'recharge.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests).toEqual([{ money: '100.50', payment_id: 1, payment_type: 'PIX', payment_desc: 'PIX' }]);
    expect(openPayUrl).toHaveBeenCalledWith({ url: '/sandbox/pix/R1' });
  });

  it("keeps the amount within the channel's bounds before asking the server", async () => {
    const { actor, requests } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    for (const [amount, message] of [
      ['5', 'The amount must not be less than {min}'],
      ['60000', 'Amount cannot be greater than {max}'],
      ['1.234', 'Enter an amount with at most two decimals'],
    ] as const) {
      actor.send({ type: 'recharge.amount', amount });
      actor.send({ type: 'recharge.submit' });
      expect(text(actor.getSnapshot().context.error as never)).toBe(message);
    }
    actor.send({ type: 'recharge.channel', id: 99 });
    actor.send({ type: 'recharge.amount', amount: '50' });
    actor.send({ type: 'recharge.submit' });
    expect(text(actor.getSnapshot().context.error as never)).toBe('Choose a payment channel');
    expect(requests).toEqual([]);
  });

  it("shows the server's message when the order is refused", async () => {
    const { actor, openPayUrl } = start(async () => {
      throw serverFailure('Choose a payment channel');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'recharge.submit' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Choose a payment channel');
    expect(openPayUrl).not.toHaveBeenCalled();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('recharge', rechargeMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.loadChannels', output: [pix] },
        { type: 'xstate.error.actor.loadChannels', error: networkFailure() },
        { type: 'xstate.done.actor.submit', output: { order_no: 'R1', pay_url: '/sandbox/pix/R1' } },
        { type: 'xstate.error.actor.submit', error: serverFailure('x') },
        { type: 'recharge.channel', id: 1 },
        { type: 'recharge.amount', amount: '50.00' },
        { type: 'recharge.amount', amount: '1' },
        { type: 'recharge.submit' },
        { type: 'recharge.retry' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
