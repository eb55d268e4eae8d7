import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { accountClosureMachine } from '../../machines/accountClosure.machine';
import { pathCoverage } from './paths';
import { FakeApiError, codeOf, networkFailure, refused, scripted, text } from './support';

function start(balance: string, ...results: Array<unknown | Error>) {
  return startWith({ balance }, ...results);
}

function startWith(input: { balance: string; twoFactor?: boolean }, ...results: Array<unknown | Error>) {
  const close = scripted<unknown, { password: string; code?: string }>(...results);
  const accountClosed = vi.fn();
  const actor = createActor(
    accountClosureMachine.provide({ actors: { close: close.logic }, actions: { accountClosed } }),
    { input },
  ).start();
  return { actor, close, accountClosed };
}

const wrongPassword = () =>
  new FakeApiError(
    'server',
    'Incorrect password',
    422,
    { password: 'Incorrect password' },
    'security.password_wrong',
    {},
    {
      password: { error: 'security.password_wrong', params: {} },
    },
  );

describe('accountClosure', () => {
  it('explains first, with the balance the session knows', () => {
    const { actor } = start('12.50');
    expect(actor.getSnapshot().value).toBe('explaining');
    expect(actor.getSnapshot().context.balance).toBe('12.50');
  });

  it('asks for the password before sending anything, and can go back', () => {
    const { actor, close } = start('0.00');
    actor.send({ type: 'closure.start' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'closure.submit' });
    expect(text(actor.getSnapshot().context.error)).toBe('Enter your password to confirm');
    expect(close.calls).toEqual([]);
    actor.send({ type: 'closure.password', password: 'segredo1' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'closure.cancel' });
    expect(actor.getSnapshot().value).toBe('explaining');
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('closes once with the password, forgets it, and tells the app the account is closed', async () => {
    const { actor, close, accountClosed } = start('0.00', { closed_at: '2026-03-02T12:00:00.000Z' });
    actor.send({ type: 'closure.start' });
    actor.send({ type: 'closure.password', password: 'segredo1' });
    actor.send({ type: 'closure.submit' });
    actor.send({ type: 'closure.submit' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context.password).toBe('');
    expect(close.calls).toEqual([{ password: 'segredo1' }]);
    expect(accountClosed).toHaveBeenCalledTimes(1);
  });

  it('a wrong password goes back to the password with the refusal; the next one closes', async () => {
    const { actor, close, accountClosed } = start('0.00', wrongPassword(), { closed_at: 'x' });
    actor.send({ type: 'closure.start' });
    actor.send({ type: 'closure.password', password: 'nope' });
    actor.send({ type: 'closure.submit' });
    const again = await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(codeOf(again.context.error)).toBe('security.password_wrong');
    expect(again.context.password).toBe('');
    actor.send({ type: 'closure.password', password: 'segredo1' });
    actor.send({ type: 'closure.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(close.calls.map((c) => c.password)).toEqual(['nope', 'segredo1']);
    expect(accountClosed).toHaveBeenCalledTimes(1);
  });

  it('too many attempts also stays on the password step', async () => {
    const { actor } = start(
      '0.00',
      refused('auth.too_many_attempts', 'Too many attempts, please try again later', 429),
    );
    actor.send({ type: 'closure.start' });
    actor.send({ type: 'closure.password', password: 'x' });
    actor.send({ type: 'closure.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(codeOf(snapshot.context.error)).toBe('auth.too_many_attempts');
  });

  it('money left: refused with the server’s balance and the way to withdraw; back explains again', async () => {
    const { actor, accountClosed } = start(
      '0.00',
      refused('account.balance_left', 'Your balance is R$ 7.25: withdraw it before closing the account', 409, {
        balance: '7.25',
      }),
    );
    actor.send({ type: 'closure.start' });
    actor.send({ type: 'closure.password', password: 'segredo1' });
    actor.send({ type: 'closure.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('refused'));
    expect(codeOf(snapshot.context.error)).toBe('account.balance_left');
    expect(snapshot.context.balance).toBe('7.25');
    expect(snapshot.context.password).toBe('');
    expect(accountClosed).not.toHaveBeenCalled();
    actor.send({ type: 'closure.back' });
    expect(actor.getSnapshot().value).toBe('explaining');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('something still open (a bet, a round, a deposit, a withdrawal): refused with its message, the balance unchanged', async () => {
    for (const code of ['account.still_open']) {
      const { actor } = start(
        '0.00',
        refused(code, code, 409, { sports_bets: '1', slips: '0', crash_rounds: '1', deposits: '0', withdrawals: '0' }),
      );
      actor.send({ type: 'closure.start' });
      actor.send({ type: 'closure.password', password: 'segredo1' });
      actor.send({ type: 'closure.submit' });
      const snapshot = await waitFor(actor, (s) => s.matches('refused'));
      expect(codeOf(snapshot.context.error)).toBe(code);
      expect(snapshot.context.balance).toBe('0.00');
    }
  });

  it('a network failure keeps the password so the player can send again', async () => {
    const { actor, close } = start('0.00', networkFailure(), { closed_at: 'x' });
    actor.send({ type: 'closure.start' });
    actor.send({ type: 'closure.password', password: 'segredo1' });
    actor.send({ type: 'closure.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(text(snapshot.context.error)).toBe('Network error, please try again later');
    expect(snapshot.context.password).toBe('segredo1');
    actor.send({ type: 'closure.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(close.calls).toHaveLength(2);
  });

  it('with two-factor on asks the code with the password and sends both', async () => {
    const { actor, close } = startWith({ balance: '0.00', twoFactor: true }, { closed_at: '2026-03-02T12:00:00.000Z' });
    actor.send({ type: 'closure.start' });
    actor.send({ type: 'closure.password', password: 'segredo1' });
    actor.send({ type: 'closure.submit' });
    expect(text(actor.getSnapshot().context.error)).toBe(
      'Enter the 6-digit code from your authenticator app or a recovery code',
    );
    expect(close.calls).toEqual([]);
    actor.send({ type: 'closure.code', code: '123 456' });
    actor.send({ type: 'closure.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(close.calls).toEqual([{ password: 'segredo1', code: '123 456' }]);
  });

  it('asks the code when the server wants one the session did not know of, and says a wrong code', async () => {
    const { actor, close } = start(
      '0.00',
      refused('two_factor.code_required', 'Enter the code'),
      refused('two_factor.code_wrong', 'Incorrect or expired code'),
      { closed_at: '2026-03-02T12:00:00.000Z' },
    );
    actor.send({ type: 'closure.start' });
    actor.send({ type: 'closure.password', password: 'segredo1' });
    actor.send({ type: 'closure.submit' });
    let snapshot = await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(snapshot.context.twoFactor).toBe(true);
    expect(codeOf(snapshot.context.error)).toBe('two_factor.code_required');
    actor.send({ type: 'closure.password', password: 'segredo1' });
    actor.send({ type: 'closure.code', code: '000000' });
    actor.send({ type: 'closure.submit' });
    snapshot = await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(codeOf(snapshot.context.error)).toBe('two_factor.code_wrong');
    expect(snapshot.context.code).toBe('');
    actor.send({ type: 'closure.password', password: 'segredo1' });
    actor.send({ type: 'closure.code', code: '654321' });
    actor.send({ type: 'closure.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(close.calls.at(-1)).toEqual({ password: 'segredo1', code: '654321' });
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('accountClosure', accountClosureMachine, {
      inputs: [{ balance: '0.00' }, { balance: '10.00' }, { balance: '0.00', twoFactor: true }],
      events: [
        { type: 'closure.start' },
        { type: 'closure.password', password: 'segredo1' },
        { type: 'closure.code', code: '123456' },
        { type: 'closure.submit' },
        { type: 'closure.cancel' },
        { type: 'closure.back' },
        { type: 'xstate.done.actor.close', output: { closed_at: 'x' } },
        { type: 'xstate.error.actor.close', error: wrongPassword() },
        { type: 'xstate.error.actor.close', error: refused('account.balance_left', 'm', 409, { balance: '1.00' }) },
        { type: 'xstate.error.actor.close', error: networkFailure() },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
