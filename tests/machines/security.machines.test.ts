import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { passwordChangeMachine, type SecretKind, type SecretRequest } from '../../machines/passwordChange.machine';
import { verifyPasswordMachine } from '../../machines/verifyPassword.machine';
import { pathCoverage } from './paths';
import { refused, scripted, serverFailure, text } from './support';

const gateClosed = () => refused('security.verify_first', 'Please confirm your password first', 403);

function changing(kind: SecretKind, results: Array<unknown | Error>) {
  const save = scripted<unknown, SecretRequest>(...results);
  const actor = createActor(passwordChangeMachine.provide({ actors: { save: save.logic } }), {
    input: { kind },
  }).start();
  const type = (password: string, confirmation = password) => {
    actor.send({ type: 'secret.change', field: 'password', value: password });
    actor.send({ type: 'secret.change', field: 'confirmation', value: confirmation });
  };
  return { actor, save, type };
}

describe('password change', () => {
  it('checks the login password (6+, typed twice) and the withdrawal password (6 digits) before sending', async () => {
    const login = changing('login', [{}]);
    login.type('12345');
    login.actor.send({ type: 'secret.submit' });
    expect(text(login.actor.getSnapshot().context.errors.password)).toBe('Password must be at least 6 characters');
    login.type('segredo9', 'segredo8');
    login.actor.send({ type: 'secret.submit' });
    expect(text(login.actor.getSnapshot().context.errors.confirmation)).toBe('Passwords did not match');
    expect(text(login.actor.getSnapshot().context.formError)).toBe('Please fix the error in the form');
    login.type('segredo9');
    login.actor.send({ type: 'secret.submit' });
    login.actor.send({ type: 'secret.submit' });
    await waitFor(login.actor, (s) => s.matches('saved'));
    expect(login.save.calls).toEqual([{ kind: 'login', password: 'segredo9', confirmation: 'segredo9' }]);
    expect(login.actor.getSnapshot().context.password).toBe('');

    const withdrawal = changing('withdrawal', []);
    withdrawal.type('12345a');
    withdrawal.actor.send({ type: 'secret.submit' });
    expect(text(withdrawal.actor.getSnapshot().context.errors.password)).toBe('The withdrawal password is 6 digits');
    expect(withdrawal.save.calls).toEqual([]);
  });

  it("shows the server's refusal on its field, and asks to confirm the password when the gate has closed", async () => {
    const same = 'The new password must be different from the current one';
    const { actor, type } = changing('login', [serverFailure(same, { password: same }), gateClosed()]);
    type('segredo1');
    actor.send({ type: 'secret.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.formError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ formError: same, errors: { password: same } });
    type('segredo2');
    actor.send({ type: 'secret.submit' });
    await waitFor(actor, (s) => s.matches('needsVerify'));
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('passwordChange', passwordChangeMachine, {
      inputs: [{ kind: 'login' }],
      events: [
        { type: 'secret.change', field: 'password', value: 'segredo1' },
        { type: 'secret.change', field: 'confirmation', value: 'segredo1' },
        { type: 'secret.submit' },
        { type: 'secret.again' },
        { type: 'xstate.done.actor.save', output: {} },
        { type: 'xstate.error.actor.save', error: serverFailure('x') },
        { type: 'xstate.error.actor.save', error: gateClosed() },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('verify password', () => {
  it('asks for the password, sends it once, and ends verified; a wrong one says so and clears the field', async () => {
    const verify = scripted<unknown, { password: string }>(serverFailure('Incorrect password'), {});
    const actor = createActor(verifyPasswordMachine.provide({ actors: { verify: verify.logic } })).start();
    actor.send({ type: 'verify.submit' });
    expect(text(actor.getSnapshot().context.error)).toBe('Please enter your password');
    actor.send({ type: 'verify.change', value: 'errada' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Incorrect password', password: '' });
    actor.send({ type: 'verify.change', value: 'segredo1' });
    actor.send({ type: 'verify.submit' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verify.calls).toEqual([{ password: 'errada' }, { password: 'segredo1' }]);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('verifyPassword', verifyPasswordMachine, {
      inputs: [undefined],
      events: [
        { type: 'verify.change', value: 'segredo1' },
        { type: 'verify.submit' },
        { type: 'xstate.done.actor.verify', output: {} },
        { type: 'xstate.error.actor.verify', error: serverFailure('x') },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
