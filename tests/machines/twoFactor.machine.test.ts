import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { RecoveryCodes, TwoFactorSetup } from '../../contract/securityTwoFactor';
import { twoFactorMachine } from '../../machines/twoFactor.machine';
import { pathCoverage } from './paths';
import { networkFailure, refused, scripted, text } from './support';

const SETUP: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Rodada:%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2%204321?issuer=Rodada&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  expires_at: '2026-03-02T12:10:00.000Z',
};
const CODES: RecoveryCodes = { recovery_codes: ['ABCDE-FGHJK', 'LMNPQ-RSTUV'] };
const gateClosed = () => refused('security.verify_first', 'Please confirm your password first', 403);
const wrongCode = () => refused('two_factor.code_wrong', 'Incorrect or expired code');
const lapsed = () => refused('two_factor.setup_expired', 'The setup has expired: start again', 409);

function start(
  on: boolean,
  fakes: {
    setups?: Array<TwoFactorSetup | Error>;
    enables?: Array<RecoveryCodes | Error>;
    disables?: Array<unknown>;
    renewals?: Array<RecoveryCodes | Error>;
  } = {},
) {
  const startSetup = scripted<TwoFactorSetup>(...(fakes.setups ?? []));
  const enable = scripted<RecoveryCodes, { code: string }>(...(fakes.enables ?? []));
  const disable = scripted<unknown, { code: string }>(...(fakes.disables ?? []));
  const renew = scripted<RecoveryCodes, { code: string }>(...(fakes.renewals ?? []));
  const changed = vi.fn();
  const actor = createActor(
    twoFactorMachine.provide({
      actors: { startSetup: startSetup.logic, enable: enable.logic, disable: disable.logic, renew: renew.logic },
      actions: { changed },
    }),
    { input: { on } },
  ).start();
  return { actor, startSetup, enable, disable, renew, changed };
}

describe('two-factor settings', () => {
  it('sets up with a QR code and the first code, then shows the recovery codes once', async () => {
    const { actor, enable, changed } = start(false, { setups: [SETUP], enables: [wrongCode(), CODES] });
    expect(actor.getSnapshot().value).toBe('off');
    actor.send({ type: 'twoFactor.start' });
    await waitFor(actor, (s) => s.matches('scanning'));
    expect(actor.getSnapshot().context.setup).toEqual(SETUP);
    // Only the app's 6 digits confirm a setup.
    actor.send({ type: 'twoFactor.code', value: 'ABCDE-FGHJK' });
    actor.send({ type: 'twoFactor.confirm' });
    expect(text(actor.getSnapshot().context.error)).toBe('Enter the 6-digit code from your authenticator app');
    actor.send({ type: 'twoFactor.code', value: '123456' });
    actor.send({ type: 'twoFactor.confirm' });
    await waitFor(actor, (s) => s.matches('scanning') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ code: '', error: { error: 'two_factor.code_wrong' } });
    actor.send({ type: 'twoFactor.code', value: ' 654 321 ' });
    actor.send({ type: 'twoFactor.confirm' });
    await waitFor(actor, (s) => s.matches('showingCodes'));
    expect(enable.calls).toEqual([{ code: '123456' }, { code: '654 321' }]);
    expect(actor.getSnapshot().context).toMatchObject({ on: true, setup: null, recoveryCodes: CODES.recovery_codes });
    expect(changed).toHaveBeenCalledTimes(1);
    actor.send({ type: 'twoFactor.saved' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context.recoveryCodes).toBeNull();
  });

  it('starts again after a lapsed setup, and sends the person to the gate when it has closed', async () => {
    const { actor, startSetup } = start(false, {
      setups: [SETUP, networkFailure(), SETUP, gateClosed()],
      enables: [lapsed()],
    });
    actor.send({ type: 'twoFactor.start' });
    await waitFor(actor, (s) => s.matches('scanning'));
    actor.send({ type: 'twoFactor.code', value: '123456' });
    actor.send({ type: 'twoFactor.confirm' });
    await waitFor(actor, (s) => s.matches('off') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ setup: null, error: { error: 'two_factor.setup_expired' } });
    actor.send({ type: 'twoFactor.start' });
    await waitFor(actor, (s) => s.matches('off') && text(s.context.error) === 'Network error, please try again later');
    actor.send({ type: 'twoFactor.start' });
    await waitFor(actor, (s) => s.matches('scanning'));
    actor.send({ type: 'twoFactor.restart' });
    await waitFor(actor, (s) => s.matches('needsVerify'));
    expect(startSetup.calls).toHaveLength(4);
  });

  it('turns off or renews the codes with a current code or a recovery code', async () => {
    const { actor, disable, renew, changed } = start(true, {
      renewals: [wrongCode(), CODES],
      disables: [{}],
    });
    expect(actor.getSnapshot().value).toBe('on');
    actor.send({ type: 'twoFactor.renew' });
    actor.send({ type: 'twoFactor.confirm' });
    expect(text(actor.getSnapshot().context.error)).toBe(
      'Enter the 6-digit code from your authenticator app or a recovery code',
    );
    actor.send({ type: 'twoFactor.code', value: '111111' });
    actor.send({ type: 'twoFactor.confirm' });
    await waitFor(actor, (s) => s.matches('confirmingRenewal') && s.context.error !== null);
    actor.send({ type: 'twoFactor.code', value: 'abcde-fghjk' });
    actor.send({ type: 'twoFactor.confirm' });
    await waitFor(actor, (s) => s.matches('showingCodes'));
    expect(renew.calls).toEqual([{ code: '111111' }, { code: 'abcde-fghjk' }]);
    actor.send({ type: 'twoFactor.saved' });
    actor.send({ type: 'twoFactor.disable' });
    actor.send({ type: 'twoFactor.cancel' });
    expect(actor.getSnapshot().value).toBe('on');
    actor.send({ type: 'twoFactor.disable' });
    actor.send({ type: 'twoFactor.code', value: '222222' });
    actor.send({ type: 'twoFactor.confirm' });
    await waitFor(actor, (s) => s.matches('off'));
    expect(disable.calls).toEqual([{ code: '222222' }]);
    expect(actor.getSnapshot().context.on).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('twoFactor', twoFactorMachine, {
      inputs: [{ on: false }, { on: true }],
      events: [
        { type: 'twoFactor.start' },
        { type: 'twoFactor.code', value: '123456' },
        { type: 'twoFactor.confirm' },
        { type: 'twoFactor.restart' },
        { type: 'twoFactor.cancel' },
        { type: 'twoFactor.saved' },
        { type: 'twoFactor.disable' },
        { type: 'twoFactor.renew' },
        { type: 'xstate.done.actor.startSetup', output: SETUP },
        { type: 'xstate.error.actor.startSetup', error: networkFailure() },
        { type: 'xstate.error.actor.startSetup', error: gateClosed() },
        { type: 'xstate.done.actor.enable', output: CODES },
        { type: 'xstate.error.actor.enable', error: wrongCode() },
        { type: 'xstate.error.actor.enable', error: lapsed() },
        { type: 'xstate.error.actor.enable', error: gateClosed() },
        { type: 'xstate.done.actor.disable', output: {} },
        { type: 'xstate.error.actor.disable', error: wrongCode() },
        { type: 'xstate.error.actor.disable', error: gateClosed() },
        { type: 'xstate.done.actor.renew', output: CODES },
        { type: 'xstate.error.actor.renew', error: wrongCode() },
        { type: 'xstate.error.actor.renew', error: gateClosed() },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.code !== '', s.context.on]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
