import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { StaffMe } from '../../../contract/backoffice';
import {
  ownPasswordMachine,
  ownPasswordProblem,
  type OwnPasswordField,
  type OwnPasswordMode,
  type OwnPasswordRequest,
} from '../../../machines/operator/ownPassword.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const ANA: StaffMe = {
  id: 3,
  email: 'ana@rodada.local',
  name: 'Ana',
  roles: ['finance'],
  idle_seconds: 1800,
  password_issued: false,
};
const OWN = 'my own long password';

function start(mode: OwnPasswordMode, saves: Array<StaffMe | Error>) {
  const save = scripted<StaffMe, OwnPasswordRequest>(...saves);
  const passwordSet = vi.fn();
  const actor = createActor(
    ownPasswordMachine.provide({
      actors: { save: save.logic },
      actions: { passwordSet: (_, params) => passwordSet(params) },
    }),
    { input: { mode } },
  ).start();
  const fill = (values: Partial<Record<OwnPasswordField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'ownPassword.change', field: field as OwnPasswordField, value });
    }
  };
  return { actor, save, passwordSet, fill };
}

describe("a staff member's own password", () => {
  it('at the first sign-in: 12 characters or more, typed twice, then the session is told', async () => {
    const { actor, save, passwordSet, fill } = start('first', [
      refused('staff.password_same', 'Choose a password other than the one you were given'),
      ANA,
    ]);
    fill({ password: 'short', confirmation: 'short' });
    actor.send({ type: 'ownPassword.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ problem: { code: 'staff.password_weak' }, field: 'password' });
    fill({ password: OWN, confirmation: `${OWN}!` });
    actor.send({ type: 'ownPassword.submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      problem: { code: 'staff.passwords_differ' },
      field: 'confirmation',
    });
    // Typing in the field the problem is about clears it.
    fill({ confirmation: OWN });
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(save.calls).toEqual([]);

    actor.send({ type: 'ownPassword.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.problem !== null);
    expect(actor.getSnapshot().context).toMatchObject({ problem: { code: 'staff.password_same' }, field: 'password' });
    expect(passwordSet).not.toHaveBeenCalled();

    actor.send({ type: 'ownPassword.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(save.calls).toEqual([
      { mode: 'first', password: OWN },
      { mode: 'first', password: OWN },
    ]);
    expect(passwordSet).toHaveBeenCalledWith({ staff: ANA });
    // Nothing typed is kept once saved.
    expect(actor.getSnapshot().context.values).toEqual({ current: '', password: '', confirmation: '', code: '' });
  });

  it('a change asks the current password and the code of now; a refused one is cleared for the next try', async () => {
    const { actor, save, passwordSet, fill } = start('change', [
      refused('staff.password_wrong', 'Wrong current password'),
      refused('staff.code_wrong', 'Wrong code'),
      networkFailure(),
      ANA,
    ]);
    fill({ password: OWN, confirmation: OWN });
    actor.send({ type: 'ownPassword.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ problem: { code: 'staff.fill_in_current' }, field: 'current' });
    fill({ current: OWN });
    actor.send({ type: 'ownPassword.submit' });
    expect(actor.getSnapshot().context.problem?.code).toBe('staff.password_unchanged');
    fill({ current: 'the old password', code: '12' });
    actor.send({ type: 'ownPassword.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ problem: { code: 'staff.code_wrong' }, field: 'code' });
    expect(save.calls).toEqual([]);

    fill({ code: '123 456' });
    actor.send({ type: 'ownPassword.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.problem !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      problem: { code: 'staff.password_wrong' },
      field: 'current',
      values: { current: '', code: '', password: OWN },
    });
    fill({ current: 'the old password', code: '234567' });
    actor.send({ type: 'ownPassword.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.problem !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      problem: { code: 'staff.code_wrong' },
      field: 'code',
      values: { current: 'the old password', code: '' },
    });
    fill({ code: '345678' });
    actor.send({ type: 'ownPassword.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    fill({ code: '456789' });
    actor.send({ type: 'ownPassword.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(save.calls[0]).toEqual({
      mode: 'change',
      current_password: 'the old password',
      password: OWN,
      code: '123456',
    });
    expect(save.calls).toHaveLength(4);
    expect(passwordSet).toHaveBeenCalledTimes(1);
    actor.send({ type: 'ownPassword.again' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('the form rules, apart', () => {
    const base = { current: 'old password here', password: OWN, confirmation: OWN, code: '123456' };
    expect(ownPasswordProblem('change', base)).toBeNull();
    expect(ownPasswordProblem('first', { ...base, current: '', code: '' })).toBeNull();
    expect(
      ownPasswordProblem('first', { ...base, password: 'a'.repeat(11), confirmation: 'a'.repeat(11) })?.field,
    ).toBe('password');
    expect(ownPasswordProblem('first', { ...base, password: 'a'.repeat(12), confirmation: 'a'.repeat(12) })).toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-ownPassword', ownPasswordMachine, {
      inputs: [{ mode: 'first' }, { mode: 'change' }],
      events: [
        { type: 'ownPassword.change', field: 'password', value: OWN },
        { type: 'ownPassword.change', field: 'confirmation', value: OWN },
        { type: 'ownPassword.change', field: 'current', value: 'old password here' },
        { type: 'ownPassword.change', field: 'code', value: '123456' },
        { type: 'ownPassword.submit' },
        { type: 'ownPassword.again' },
        { type: 'xstate.done.actor.save', output: ANA },
        { type: 'xstate.error.actor.save', error: refused('staff.code_wrong', 'Wrong code') },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.mode, s.context.values, s.context.problem?.code]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
