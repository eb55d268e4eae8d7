import { createActor, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  codeVerificationMachine,
  type CodeSentOutput,
  type CodeVerificationInput,
} from '../../machines/codeVerification.machine';
import { pathCoverage } from './paths';
import { codeOf, networkFailure, refused, scripted, serverFailure, text } from './support';

const gateClosed = () => refused('security.verify_first', 'Please confirm your password first', 403);
const wrongCode = () => refused('code.wrong', 'Incorrect or expired code');
const sent = (expires: string, resendIn = 60): CodeSentOutput => ({
  expires_at: expires,
  resend_in: resendIn,
  outbox: null,
});

function start(
  input: CodeVerificationInput,
  sends: Array<CodeSentOutput | Error>,
  confirms: Array<unknown | Error> = [],
) {
  const clock = new SimulatedClock();
  const send = scripted<CodeSentOutput, { address: string }>(...sends);
  const confirm = scripted<unknown, { address: string; code: string }>(...confirms);
  const actor = createActor(codeVerificationMachine.provide({ actors: { send: send.logic, confirm: confirm.logic } }), {
    input,
    clock,
  }).start();
  return { actor, clock, send, confirm };
}

describe('code verification', () => {
  it('binds an e-mail: a valid address, its code typed back; a wrong code says so and can be typed again', async () => {
    const { actor, send, confirm } = start(
      { kind: 'email' },
      [sent('2026-11-22T10:10:00Z')],
      [wrongCode(), { ok: true }],
    );
    expect(actor.getSnapshot().value).toBe('enteringAddress');
    actor.send({ type: 'code.address', value: 'ana@' });
    actor.send({ type: 'code.send' });
    expect(text(actor.getSnapshot().context.error)).toBe('Please enter a valid e-mail');
    actor.send({ type: 'code.address', value: ' Ana@Example.com ' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (s) => s.matches({ codeSent: 'entering' }));
    expect(send.calls).toEqual([{ address: 'ana@example.com' }]);
    expect(actor.getSnapshot().context.expiresAt).toBe('2026-11-22T10:10:00Z');
    actor.send({ type: 'code.confirm' });
    expect(text(actor.getSnapshot().context.error)).toBe('Enter the 6-digit code');
    actor.send({ type: 'code.value', value: ' 123456 ' });
    actor.send({ type: 'code.confirm' });
    await waitFor(actor, (s) => s.matches({ codeSent: 'entering' }) && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('code.wrong');
    actor.send({ type: 'code.value', value: '654321' });
    actor.send({ type: 'code.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(confirm.calls).toEqual([
      { address: 'ana@example.com', code: '123456' },
      { address: 'ana@example.com', code: '654321' },
    ]);
    expect(actor.getSnapshot().output).toEqual({ address: 'ana@example.com' });
  });

  it('starts at the given address (the sign-up e-mail), and another one may be typed instead', async () => {
    const { actor, send } = start({ kind: 'email', address: 'ana@example.com', prefilled: true }, [
      refused('code.too_many_sends', 'Too many codes', 429, { until: 'x' }),
      sent('2026-11-22T10:10:00Z'),
    ]);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'code.send' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('code.too_many_sends');
    actor.send({ type: 'code.edit' });
    expect(actor.getSnapshot().value).toBe('enteringAddress');
    actor.send({ type: 'code.address', value: 'bia@example.com' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(send.calls).toEqual([{ address: 'ana@example.com' }, { address: 'bia@example.com' }]);
  });

  it('confirms the member’s own phone, which cannot be swapped for another here', async () => {
    const { actor, send, confirm } = start(
      { kind: 'phone', address: '21987654321', prefilled: true, editable: false },
      [sent('2026-11-22T10:10:00Z')],
      [{}],
    );
    expect(actor.getSnapshot().can({ type: 'code.edit' })).toBe(false);
    actor.send({ type: 'code.send' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(actor.getSnapshot().can({ type: 'code.edit' })).toBe(false);
    actor.send({ type: 'code.value', value: '111222' });
    actor.send({ type: 'code.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(send.calls).toEqual([{ address: '21987654321' }]);
    expect(confirm.calls).toEqual([{ address: '21987654321', code: '111222' }]);
  });

  it('a new phone is checked and sent as its digits', async () => {
    const { actor, send } = start({ kind: 'phone' }, [sent('x')]);
    actor.send({ type: 'code.address', value: '2198765' });
    actor.send({ type: 'code.send' });
    expect(text(actor.getSnapshot().context.error)).toBe('Please enter a valid mobile phone number');
    actor.send({ type: 'code.address', value: '(21) 98765-4321' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(send.calls).toEqual([{ address: '21987654321' }]);
  });

  it('offers another code only once the wait is over; a refused resend keeps the code sent', async () => {
    const { actor, clock, send } = start({ kind: 'email' }, [
      sent('2026-11-22T10:10:00Z', 60),
      refused('code.resend_wait', 'Wait', 429, { seconds: '5' }),
      sent('2026-11-22T10:12:00Z', 60),
    ]);
    actor.send({ type: 'code.address', value: 'ana@example.com' });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(false);
    clock.increment(59_000);
    expect(actor.getSnapshot().context.canResend).toBe(false);
    clock.increment(1_000);
    expect(actor.getSnapshot().context.canResend).toBe(true);
    actor.send({ type: 'code.send' });
    await waitFor(actor, (s) => s.matches('codeSent') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('code.resend_wait');
    expect(actor.getSnapshot().context.expiresAt).toBe('2026-11-22T10:10:00Z');
    actor.send({ type: 'code.send' });
    await waitFor(actor, (s) => s.context.expiresAt === '2026-11-22T10:12:00Z');
    expect(actor.getSnapshot().context.canResend).toBe(false);
    expect(send.calls).toHaveLength(3);
  });

  it('sends the person to confirm the password again when the gate has closed', async () => {
    const atSend = start({ kind: 'phone' }, [gateClosed()]);
    atSend.actor.send({ type: 'code.address', value: '21987654321' });
    atSend.actor.send({ type: 'code.send' });
    await waitFor(atSend.actor, (s) => s.matches('needsVerify'));
    const atConfirm = start({ kind: 'phone' }, [sent('x')], [gateClosed()]);
    atConfirm.actor.send({ type: 'code.address', value: '21987654321' });
    atConfirm.actor.send({ type: 'code.send' });
    await waitFor(atConfirm.actor, (s) => s.matches('codeSent'));
    atConfirm.actor.send({ type: 'code.value', value: '123456' });
    atConfirm.actor.send({ type: 'code.confirm' });
    await waitFor(atConfirm.actor, (s) => s.matches('needsVerify'));
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('codeVerification', codeVerificationMachine, {
      inputs: [{ kind: 'email' }, { kind: 'email', address: 'ana@example.com', prefilled: true }],
      events: [
        { type: 'code.address', value: 'ana@example.com' },
        { type: 'code.value', value: '123456' },
        { type: 'code.send' },
        { type: 'code.confirm' },
        { type: 'code.edit' },
        { type: 'xstate.done.actor.send', output: sent('x') },
        { type: 'xstate.error.actor.send', error: networkFailure() },
        { type: 'xstate.error.actor.send', error: gateClosed() },
        { type: 'xstate.done.actor.resend', output: sent('y') },
        { type: 'xstate.error.actor.resend', error: serverFailure('x') },
        { type: 'xstate.error.actor.resend', error: gateClosed() },
        { type: 'xstate.done.actor.confirm', output: {} },
        { type: 'xstate.error.actor.confirm', error: wrongCode() },
        { type: 'xstate.error.actor.confirm', error: gateClosed() },
        { type: 'xstate.after.resendWait.codeVerification.codeSent' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
