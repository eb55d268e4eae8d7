import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RgRuleChange, RgRuleSetting } from '../../../contract/boCompliance';
import { rgRulesMachine } from '../../../machines/operator/rgRules.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const RULES: RgRuleSetting[] = [
  { rule: 'deposit_velocity', enabled: true, count: 5, amount: '2000.00', hours: 24 },
  { rule: 'losses_chasing', enabled: true, minutes: 60, loss: '500.00' },
  { rule: 'night_play', enabled: false, minutes: 120, days: 7 },
];

function start(
  canChange: boolean,
  loads: Array<{ rules: RgRuleSetting[] } | Error>,
  saves: Array<RgRuleSetting | Error> = [],
) {
  const load = scripted<{ rules: RgRuleSetting[] }>(...loads);
  const save = scripted<RgRuleSetting, RgRuleChange>(...saves);
  const actor = createActor(rgRulesMachine.provide({ actors: { load: load.logic, save: save.logic } }), {
    input: { canChange },
  }).start();
  return { actor, load, save };
}

describe('the responsible-gambling rules', () => {
  it('compliance changes a rule’s numbers with a reason: counts as numbers, amounts in the API’s form', async () => {
    const tuned: RgRuleSetting = { rule: 'deposit_velocity', enabled: true, count: 1, amount: '1500.50', hours: 48 };
    const { actor, save } = start(
      true,
      [{ rules: RULES }],
      [refused('compliance.rule_invalid', 'Whole numbers above zero', 422), tuned],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    // Nothing to save before a rule is opened.
    actor.send({ type: 'rules.save' });
    expect(save.calls).toHaveLength(0);
    actor.send({ type: 'rules.edit', rule: 'deposit_velocity' });
    expect(actor.getSnapshot().context.draft).toEqual({ count: '5', amount: '2000.00', hours: '24' });
    actor.send({ type: 'rules.field', name: 'count', value: '0' });
    actor.send({ type: 'rules.save' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'rules.reason', value: 'Watch every deposit this week' });
    actor.send({ type: 'rules.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('compliance.rule_invalid');
    // The draft stays, to be corrected.
    expect(actor.getSnapshot().context.editing).toBe('deposit_velocity');
    actor.send({ type: 'rules.field', name: 'count', value: ' 1 ' });
    actor.send({ type: 'rules.field', name: 'amount', value: '1.500,50' });
    actor.send({ type: 'rules.field', name: 'hours', value: '48' });
    actor.send({ type: 'rules.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.saved !== null);
    expect(save.calls).toEqual([
      {
        rule: 'deposit_velocity',
        enabled: true,
        count: 0,
        amount: '2000.00',
        hours: 24,
        reason: 'Watch every deposit this week',
      },
      {
        rule: 'deposit_velocity',
        enabled: true,
        count: 1,
        amount: '1500.50',
        hours: 48,
        reason: 'Watch every deposit this week',
      },
    ]);
    expect(actor.getSnapshot().context.rules[0]).toEqual(tuned);
    expect(actor.getSnapshot().context.editing).toBeNull();
  });

  it('turns a rule on; someone without the role only reads them; a failed read is tried again', async () => {
    const on: RgRuleSetting = { rule: 'night_play', enabled: true, minutes: 120, days: 7 };
    const editor = start(true, [{ rules: RULES }], [on]);
    await waitFor(editor.actor, (s) => s.matches('ready'));
    editor.actor.send({ type: 'rules.edit', rule: 'night_play' });
    editor.actor.send({ type: 'rules.enabled', value: true });
    editor.actor.send({ type: 'rules.reason', value: 'Night play matters' });
    editor.actor.send({ type: 'rules.save' });
    await waitFor(editor.actor, (s) => s.matches('ready') && s.context.saved === 'night_play');
    expect(editor.save.calls[0]).toMatchObject({ rule: 'night_play', enabled: true, minutes: 120, days: 7 });

    const reader = start(false, [networkFailure(), { rules: RULES }]);
    await waitFor(reader.actor, (s) => s.matches('failed'));
    reader.actor.send({ type: 'rules.reload' });
    await waitFor(reader.actor, (s) => s.matches('ready'));
    reader.actor.send({ type: 'rules.edit', rule: 'night_play' });
    expect(reader.actor.getSnapshot().context.editing).toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-rgRules', rgRulesMachine, {
      inputs: [{ canChange: true }, { canChange: false }],
      events: [
        { type: 'xstate.done.actor.load', output: { rules: RULES } },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'rules.reload' },
        { type: 'rules.edit', rule: 'deposit_velocity' },
        { type: 'rules.cancel' },
        { type: 'rules.field', name: 'count', value: '2' },
        { type: 'rules.enabled', value: false },
        { type: 'rules.reason', value: 'Tighter for the holidays' },
        { type: 'rules.save' },
        { type: 'xstate.done.actor.save', output: RULES[0] },
        { type: 'xstate.error.actor.save', error: refused('compliance.rule_invalid', 'Whole numbers', 422) },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.canChange,
          s.context.editing,
          s.context.reason !== '',
          s.context.problem?.code,
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
