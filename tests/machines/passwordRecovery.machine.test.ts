import { createActor, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CaptchaData } from '../../contract/account';
import type { CodeSent } from '../../contract/codes';
import {
  passwordRecoveryMachine,
  type RecoverResetRequest,
  type RecoverSendRequest,
} from '../../machines/passwordRecovery.machine';
import { pathCoverage } from './paths';
import { codeOf, FakeApiError, networkFailure, refused, scripted, text } from './support';

const captcha = (key: string): CaptchaData => ({ key, image: 'data:image/svg+xml;base64,AA' });
const sent: CodeSent = { expires_at: '2026-11-22T10:10:00Z', resend_in: 60, outbox: '/sandbox/mail' };
const wrongCode = () =>
  new FakeApiError(
    'server',
    'Incorrect or expired code',
    422,
    { code: 'Incorrect or expired code' },
    'code.wrong',
    {},
    {
      code: { error: 'code.wrong', params: {} },
    },
  );

function start(
  captchas: Array<CaptchaData | Error>,
  sends: Array<CodeSent | Error>,
  resets: Array<unknown | Error> = [],
) {
  const clock = new SimulatedClock();
  const fetchCaptcha = scripted<CaptchaData>(...captchas);
  const send = scripted<CodeSent, RecoverSendRequest>(...sends);
  const reset = scripted<unknown, RecoverResetRequest>(...resets);
  const actor = createActor(
    passwordRecoveryMachine.provide({
      actors: { fetchCaptcha: fetchCaptcha.logic, send: send.logic, reset: reset.logic },
    }),
    { clock },
  ).start();
  const type = (field: 'phone' | 'email' | 'captcha' | 'code' | 'password' | 'password_confirmation', value: string) =>
    actor.send({ type: 'recover.change', field, value });
  return { actor, clock, fetchCaptcha, send, reset, type };
}

describe('password recovery', () => {
  it('by SMS: the phone and the captcha, then the code with a new password typed twice, then done', async () => {
    const { actor, send, reset, type } = start([captcha('k1')], [sent], [wrongCode(), null]);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'recover.send' });
    expect(text(actor.getSnapshot().context.errors.phone)).toBe('Please enter your phone number');
    expect(text(actor.getSnapshot().context.errors.captcha)).toBe('Please enter the verification code');
    type('phone', '(21) 98765-4321');
    type('captcha', ' ab12 ');
    actor.send({ type: 'recover.send' });
    await waitFor(actor, (s) => s.matches({ codeSent: 'entering' }));
    expect(send.calls).toEqual([{ channel: 'sms', phone: '21987654321', captcha_key: 'k1', captcha: 'ab12' }]);
    actor.send({ type: 'recover.reset' });
    expect(text(actor.getSnapshot().context.errors.code)).toBe('Enter the 6-digit code');
    expect(text(actor.getSnapshot().context.errors.password)).toBe('Password must be at least 6 characters');
    type('code', '123456');
    type('password', 'novaSenha1');
    type('password_confirmation', 'novaSenha2');
    actor.send({ type: 'recover.reset' });
    expect(text(actor.getSnapshot().context.errors.password_confirmation)).toBe('Passwords did not match');
    type('password_confirmation', 'novaSenha1');
    actor.send({ type: 'recover.reset' });
    await waitFor(actor, (s) => s.matches({ codeSent: 'entering' }) && s.context.formError !== null);
    expect(codeOf(actor.getSnapshot().context.errors.code)).toBe('code.wrong');
    type('code', '654321');
    actor.send({ type: 'recover.reset' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(reset.calls).toEqual([
      {
        channel: 'sms',
        phone: '21987654321',
        code: '123456',
        password: 'novaSenha1',
        password_confirmation: 'novaSenha1',
      },
      {
        channel: 'sms',
        phone: '21987654321',
        code: '654321',
        password: 'novaSenha1',
        password_confirmation: 'novaSenha1',
      },
    ]);
    expect(actor.getSnapshot().context.values.password).toBe('');
  });

  it('by e-mail; a refused send spends the captcha and keeps what was typed', async () => {
    const { actor, send, fetchCaptcha, type } = start(
      [captcha('k1'), captcha('k2')],
      [refused('code.too_many_sends', 'Too many codes', 429, { until: 'x' }), sent],
    );
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'recover.channel', channel: 'email' });
    type('email', 'ana@');
    type('captcha', 'ab12');
    actor.send({ type: 'recover.send' });
    expect(text(actor.getSnapshot().context.errors.email)).toBe('Please enter a valid e-mail');
    type('email', ' Ana@Example.com ');
    actor.send({ type: 'recover.send' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.formError !== null);
    expect(codeOf(actor.getSnapshot().context.formError)).toBe('code.too_many_sends');
    expect(actor.getSnapshot().context.values).toMatchObject({ email: ' Ana@Example.com ', captcha: '' });
    expect(actor.getSnapshot().context.captcha?.key).toBe('k2');
    type('captcha', 'cd34');
    actor.send({ type: 'recover.send' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(send.calls.at(-1)).toEqual({
      channel: 'email',
      email: 'ana@example.com',
      captcha_key: 'k2',
      captcha: 'cd34',
    });
    expect(fetchCaptcha.calls).toHaveLength(2);
  });

  it('offers another code once the wait is over, through the send step with a new captcha', async () => {
    const { actor, clock, type } = start([captcha('k1'), captcha('k2')], [sent]);
    await waitFor(actor, (s) => s.matches('choosing'));
    type('phone', '21987654321');
    type('captcha', 'ab12');
    actor.send({ type: 'recover.send' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(actor.getSnapshot().can({ type: 'recover.resend' })).toBe(false);
    clock.increment(60_000);
    expect(actor.getSnapshot().can({ type: 'recover.resend' })).toBe(true);
    actor.send({ type: 'recover.resend' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.values).toMatchObject({ phone: '21987654321', captcha: '' });
  });

  it('a captcha that fails to load says so and can be tried again', async () => {
    const { actor } = start([networkFailure(), captcha('k2')], []);
    await waitFor(actor, (s) => s.matches('captchaFailed'));
    expect(text(actor.getSnapshot().context.formError)).toBe('Load Fail');
    actor.send({ type: 'recover.retry' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('passwordRecovery', passwordRecoveryMachine, {
      inputs: [undefined],
      events: [
        { type: 'recover.channel', channel: 'sms' },
        { type: 'recover.change', field: 'phone', value: '21987654321' },
        { type: 'recover.change', field: 'captcha', value: 'ab12' },
        { type: 'recover.change', field: 'code', value: '123456' },
        { type: 'recover.change', field: 'password', value: 'segredo1' },
        { type: 'recover.change', field: 'password_confirmation', value: 'segredo1' },
        { type: 'recover.refreshCaptcha' },
        { type: 'recover.retry' },
        { type: 'recover.send' },
        { type: 'recover.resend' },
        { type: 'recover.edit' },
        { type: 'recover.reset' },
        { type: 'xstate.done.actor.fetchCaptcha', output: captcha('k') },
        { type: 'xstate.error.actor.fetchCaptcha', error: networkFailure() },
        { type: 'xstate.done.actor.send', output: sent },
        { type: 'xstate.error.actor.send', error: networkFailure() },
        { type: 'xstate.done.actor.reset', output: null },
        { type: 'xstate.error.actor.reset', error: wrongCode() },
        { type: 'xstate.after.resendWait.passwordRecovery.codeSent' },
      ],
      // What was typed does not change which transitions are open: group states by value and the flags.
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.canResend, Object.values(s.context.values).map((value) => value !== '')]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
