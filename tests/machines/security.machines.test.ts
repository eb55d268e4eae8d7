import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { passwordChangeMachine, type SecretKind, type SecretRequest } from '../../machines/passwordChange.machine';
import { verifyPasswordMachine, type VerifyRequest } from '../../machines/verifyPassword.machine';
import { pathCoverage } from './paths';
import { FakeApiError, refused, scripted, serverFailure, text } from './support';

const gateClosed = () => refused('security.verify_first', 'Please confirm your password first', 403);
const codeRequired = () => refused('two_factor.code_required', 'Enter the code from your authenticator app');

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
    // A sequence or a repeated digit: refused here, with the reason, before anything is sent.
    for (const guessable of ['123456', '987654', '555555']) {
      withdrawal.type(guessable, guessable);
      withdrawal.actor.send({ type: 'secret.submit' });
      expect(text(withdrawal.actor.getSnapshot().context.errors.password)).toMatch(
        /^Choose digits that are not a sequence/,
      );
    }
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
    const actor = createActor(verifyPasswordMachine.provide({ actors: { verify: verify.logic } }), {
      input: {},
    }).start();
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

  it('with two-factor on, asks the code with the password; a wrong code keeps the password', async () => {
    const wrongCode = new FakeApiError(
      'server',
      'Incorrect or expired code',
      422,
      { code: 'Incorrect or expired code' },
      'two_factor.code_wrong',
      {},
      {
        code: { error: 'two_factor.code_wrong', params: {} },
      },
    );
    const verify = scripted<unknown, VerifyRequest>(wrongCode, {});
    const actor = createActor(verifyPasswordMachine.provide({ actors: { verify: verify.logic } }), {
      input: { twoFactor: true },
    }).start();
    actor.send({ type: 'verify.change', value: 'segredo1' });
    actor.send({ type: 'verify.submit' });
    expect(text(actor.getSnapshot().context.codeError)).toBe(
      'Enter the 6-digit code from your authenticator app or a recovery code',
    );
    expect(verify.calls).toEqual([]);
    actor.send({ type: 'verify.code', value: '111111' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.codeError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ password: 'segredo1', code: '', error: null });
    expect(text(actor.getSnapshot().context.codeError)).toBe('Incorrect or expired code');
    actor.send({ type: 'verify.code', value: 'ABCDE-FGHJK' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verify.calls).toEqual([
      { password: 'segredo1', code: '111111' },
      { password: 'segredo1', code: 'ABCDE-FGHJK' },
    ]);
  });

  it('asks the code from then on when the server says two-factor is on', async () => {
    const verify = scripted<unknown, VerifyRequest>(codeRequired(), {});
    const actor = createActor(verifyPasswordMachine.provide({ actors: { verify: verify.logic } }), {
      input: {},
    }).start();
    actor.send({ type: 'verify.change', value: 'segredo1' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.twoFactor);
    expect(actor.getSnapshot().context.password).toBe('segredo1');
    actor.send({ type: 'verify.code', value: '222333' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verify.calls).toEqual([{ password: 'segredo1' }, { password: 'segredo1', code: '222333' }]);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('verifyPassword', verifyPasswordMachine, {
      inputs: [{}, { twoFactor: true }],
      events: [
        { type: 'verify.change', value: 'segredo1' },
        { type: 'verify.code', value: '123456' },
        { type: 'verify.submit' },
        { type: 'xstate.done.actor.verify', output: {} },
        { type: 'xstate.error.actor.verify', error: serverFailure('x') },
        { type: 'xstate.error.actor.verify', error: codeRequired() },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
