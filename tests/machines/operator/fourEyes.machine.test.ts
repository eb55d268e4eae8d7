import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { amountOf, fourEyesMachine } from '../../../machines/operator/fourEyes.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

function start(
  canChange: boolean,
  loads: Array<{ threshold: string } | Error>,
  saves: Array<{ threshold: string } | Error> = [],
) {
  const load = scripted<{ threshold: string }>(...loads);
  const save = scripted<{ threshold: string }, { threshold: string; reason: string }>(...saves);
  const actor = createActor(fourEyesMachine.provide({ actors: { load: load.logic, save: save.logic } }), {
    input: { canChange },
  }).start();
  return { actor, load, save };
}

describe('the four-eyes amount', () => {
  it('an admin changes it with a reason; the amount is read as typed in reais', async () => {
    const { actor, save } = start(
      true,
      [{ threshold: '5000.00' }],
      [
        refused('operator.role_forbidden', 'Your roles do not allow this', 403, { roles: 'admin' }),
        { threshold: '1500.50' },
      ],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ threshold: '5000.00', amount: '' });
    actor.send({ type: 'fourEyes.amount', value: 'mil' });
    actor.send({ type: 'fourEyes.save' });
    expect(actor.getSnapshot().context.problem?.code).toBe('amount.two_decimals');
    actor.send({ type: 'fourEyes.amount', value: '1.500,50' });
    actor.send({ type: 'fourEyes.save' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'fourEyes.reason', value: 'Fraud wave' });
    actor.send({ type: 'fourEyes.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem).toMatchObject({
      code: 'operator.role_forbidden',
      params: { roles: 'admin' },
    });
    actor.send({ type: 'fourEyes.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.saved);
    expect(save.calls).toEqual([
      { threshold: '1500.50', reason: 'Fraud wave' },
      { threshold: '1500.50', reason: 'Fraud wave' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ threshold: '1500.50', amount: '', reason: '' });
    expect([amountOf('200'), amountOf('200,5'), amountOf('1.234.567,89'), amountOf('-5'), amountOf('1,2,3')]).toEqual([
      '200.00',
      '200.50',
      '1234567.89',
      null,
      null,
    ]);
  });

  it('finance reads it and cannot change it', async () => {
    const { actor, save } = start(false, [networkFailure(), { threshold: '5000.00' }]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'fourEyes.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'fourEyes.amount', value: '1' });
    actor.send({ type: 'fourEyes.reason', value: 'Because' });
    actor.send({ type: 'fourEyes.save' });
    expect(actor.getSnapshot().context).toMatchObject({ amount: '', reason: '', problem: null });
    expect(save.calls).toEqual([]);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-fourEyes', fourEyesMachine, {
      inputs: [{ canChange: true }, { canChange: false }],
      events: [
        { type: 'xstate.done.actor.load', output: { threshold: '5000.00' } },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'fourEyes.reload' },
        { type: 'fourEyes.amount', value: '100' },
        { type: 'fourEyes.amount', value: 'x' },
        { type: 'fourEyes.reason', value: 'Because' },
        { type: 'fourEyes.save' },
        { type: 'xstate.done.actor.save', output: { threshold: '100.00' } },
        { type: 'xstate.error.actor.save', error: networkFailure() },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.canChange, s.context.amount, s.context.reason !== '']),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
