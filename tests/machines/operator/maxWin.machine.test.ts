import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { maxWinMachine, type MaxWinSettings, type MaxWinSite } from '../../../machines/operator/maxWin.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const SETTINGS: MaxWinSettings = {
  list: [
    { site: 'rodada', name: 'Rodada', max_win: '100000.00' },
    { site: 'aberto', name: 'Aberto', max_win: '100000.00' },
  ],
  min: '10000.00',
  max: '100000.00',
};

function start(canChange: boolean, loads: Array<MaxWinSettings | Error>, saves: Array<MaxWinSite | Error> = []) {
  const load = scripted<MaxWinSettings>(...loads);
  const save = scripted<MaxWinSite, { site: string; max_win: string; reason: string }>(...saves);
  const actor = createActor(maxWinMachine.provide({ actors: { load: load.logic, save: save.logic } }), {
    input: { canChange },
  }).start();
  return { actor, load, save };
}

describe('the maximum win per round, per site', () => {
  it('an admin changes a site’s with a reason; a refusal of the range is shown by its code', async () => {
    const { actor, save } = start(
      true,
      [SETTINGS],
      [
        refused('operator.max_win_range', 'out of range', 422, { min: '10000.00', max: '100000.00' }),
        { site: 'aberto', name: 'Aberto', max_win: '50000.00' },
      ],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.site).toBe('rodada');
    actor.send({ type: 'maxWin.site', site: 'aberto' });
    actor.send({ type: 'maxWin.amount', value: 'muito' });
    actor.send({ type: 'maxWin.save' });
    expect(actor.getSnapshot().context.problem?.code).toBe('amount.two_decimals');
    actor.send({ type: 'maxWin.amount', value: '50.000,00' });
    actor.send({ type: 'maxWin.save' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'maxWin.reason', value: 'Menor limite' });
    actor.send({ type: 'maxWin.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem).toMatchObject({
      code: 'operator.max_win_range',
      params: { min: '10000.00', max: '100000.00' },
    });
    actor.send({ type: 'maxWin.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.saved);
    expect(save.calls[1]).toEqual({ site: 'aberto', max_win: '50000.00', reason: 'Menor limite' });
    expect(actor.getSnapshot().context.settings?.list.map((row) => row.max_win)).toEqual(['100000.00', '50000.00']);
  });

  it('finance reads it and cannot change it', async () => {
    const { actor, save } = start(false, [networkFailure(), SETTINGS]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'maxWin.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'maxWin.amount', value: '20000' });
    actor.send({ type: 'maxWin.reason', value: 'Because' });
    actor.send({ type: 'maxWin.save' });
    expect(actor.getSnapshot().context).toMatchObject({ amount: '', reason: '', problem: null });
    expect(save.calls).toEqual([]);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-maxWin', maxWinMachine, {
      inputs: [{ canChange: true }, { canChange: false }],
      events: [
        { type: 'xstate.done.actor.load', output: SETTINGS },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'maxWin.reload' },
        { type: 'maxWin.site', site: 'aberto' },
        { type: 'maxWin.amount', value: '20000' },
        { type: 'maxWin.amount', value: 'x' },
        { type: 'maxWin.reason', value: 'Because' },
        { type: 'maxWin.save' },
        { type: 'xstate.done.actor.save', output: { site: 'aberto', name: 'Aberto', max_win: '20000.00' } },
        { type: 'xstate.error.actor.save', error: networkFailure() },
      ],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.canChange, s.context.amount, s.context.reason !== '', s.context.site]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
