import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { registerSubordinateMachine, validateSubordinate } from '../../machines/registerSubordinate.machine';
import { pathCoverage } from './paths';
import { scripted, serverFailure, text } from './support';

describe('register subordinate', () => {
  it('refuses letters and markup in the phone and markup in the code with their messages', () => {
    const errors = validateSubordinate({ phone: '11 9abc 8765-4321', invite_code: '<i>AB12</i>', uid: '12' });
    expect(text(errors.phone!)).toBe('A phone number can only have digits, spaces and + ( ) -');
    expect(text(errors.invite_code!)).toBe('An invitation code has only letters and digits');
    expect(validateSubordinate({ phone: '(11) 98765-4321', invite_code: 'ab12cd', uid: '12' })).toEqual({});
  });

  it('each missing field says so; a refusal shows Registration Failed; a request sent can be followed by another', async () => {
    const register = scripted<unknown, { phone: string; invite_code: string; uid: string }>(
      serverFailure('Registration Failed', { uid: 'Registration Failed' }),
      { uid: 7 },
    );
    const actor = createActor(registerSubordinateMachine.provide({ actors: { register: register.logic } }), {
      input: { inviteCode: 'ABCD2345' },
    }).start();
    actor.send({ type: 'subordinate.change', field: 'invite_code', value: '' });
    actor.send({ type: 'subordinate.submit' });
    expect(
      Object.fromEntries(Object.entries(actor.getSnapshot().context.errors).map(([k, v]) => [k, text(v)])),
    ).toEqual({
      phone: 'Enter the invitee’s registered phone',
      invite_code: 'Enter your invitation code',
      uid: 'Enter the invitee’s UID',
    });
    actor.send({ type: 'subordinate.change', field: 'invite_code', value: 'ABCD2345' });
    actor.send({ type: 'subordinate.change', field: 'phone', value: ' 21987654321 ' });
    actor.send({ type: 'subordinate.change', field: 'uid', value: '99' });
    actor.send({ type: 'subordinate.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.formError !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      formError: 'Registration Failed',
      errors: { uid: 'Registration Failed' },
    });
    actor.send({ type: 'subordinate.change', field: 'uid', value: '7' });
    actor.send({ type: 'subordinate.submit' });
    actor.send({ type: 'subordinate.submit' });
    await waitFor(actor, (s) => s.matches('requested'));
    expect(register.calls).toEqual([
      { phone: '21987654321', invite_code: 'ABCD2345', uid: '99' },
      { phone: '21987654321', invite_code: 'ABCD2345', uid: '7' },
    ]);
    actor.send({ type: 'subordinate.again' });
    expect(actor.getSnapshot().context.values).toEqual({ phone: '', invite_code: 'ABCD2345', uid: '' });
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('registerSubordinate', registerSubordinateMachine, {
      inputs: [{ inviteCode: 'ABCD2345' }],
      events: [
        { type: 'subordinate.change', field: 'phone', value: '21987654321' },
        { type: 'subordinate.change', field: 'uid', value: '7' },
        { type: 'subordinate.submit' },
        { type: 'subordinate.again' },
        { type: 'xstate.done.actor.register', output: {} },
        { type: 'xstate.error.actor.register', error: serverFailure('Registration Failed') },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
