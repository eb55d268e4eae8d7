import { createActor, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { StaffLoginStep, StaffMe } from '../../../contract/backoffice';
import { staffSessionMachine, type SignedIn } from '../../../machines/operator/staffSession.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const STAFF: StaffMe = {
  id: 3,
  email: 'ana@rodada.local',
  name: 'Ana',
  roles: ['finance'],
  idle_seconds: 1800,
  password_issued: false,
};
const SETUP: StaffLoginStep = {
  step: 'totp_setup',
  ticket: 'ticket-aaaaaaaaaaaaaaaaaaaa',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Rodada:ana%40rodada.local?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Rodada',
};
const TOTP: StaffLoginStep = { step: 'totp', ticket: 'ticket-bbbbbbbbbbbbbbbbbbbb' };
const SIGNED_IN: SignedIn = { token: 'tok', staff: STAFF };
const wrongPassword = () => refused('staff.wrong_credentials', 'Wrong e-mail or password');
const wrongCode = () => refused('staff.code_wrong', 'Wrong code');
const ticketExpired = () => refused('staff.ticket_expired', 'This sign-in has expired', 409);

function start(
  fakes: {
    me?: Array<StaffMe | Error>;
    logins?: Array<StaffLoginStep | Error>;
    codes?: Array<SignedIn | Error>;
    logouts?: Array<unknown>;
  } = {},
  restoring = false,
  clock?: SimulatedClock,
) {
  const loadMe = scripted<StaffMe>(...(fakes.me ?? []));
  const login = scripted<StaffLoginStep, { email: string; password: string }>(...(fakes.logins ?? []));
  const sendCode = scripted<SignedIn, { ticket: string; code: string }>(...(fakes.codes ?? []));
  const logout = scripted<unknown>(...(fakes.logouts ?? []));
  const keepToken = vi.fn();
  const forgetToken = vi.fn();
  const actor = createActor(
    staffSessionMachine.provide({
      actors: { loadMe: loadMe.logic, login: login.logic, sendCode: sendCode.logic, logout: logout.logic },
      actions: { keepToken: (_, params) => keepToken(params), forgetToken },
    }),
    { input: { restoring }, ...(clock ? { clock } : {}) },
  ).start();
  return { actor, loadMe, login, sendCode, logout, keepToken, forgetToken };
}

describe('the staff session', () => {
  it('sets up TOTP at a first sign-in: the secret and its URI shown, the first code confirms it and signs in', async () => {
    const { actor, login, sendCode, keepToken } = start({
      logins: [wrongPassword(), SETUP],
      codes: [wrongCode(), SIGNED_IN],
    });
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'staff.login', email: ' ', password: '' });
    expect(actor.getSnapshot().context.problem?.code).toBe('staff.fill_in');
    actor.send({ type: 'staff.login', email: ' Ana@Rodada.local ', password: 'secret-password' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('staff.wrong_credentials');
    actor.send({ type: 'staff.login', email: 'ana@rodada.local', password: 'right-password' });
    await waitFor(actor, (s) => s.matches('setup'));
    expect(login.calls).toEqual([
      { email: 'Ana@Rodada.local', password: 'secret-password' },
      { email: 'ana@rodada.local', password: 'right-password' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ secret: SETUP.secret, uri: (SETUP as { uri: string }).uri });
    actor.send({ type: 'staff.code', code: '12345' });
    expect(actor.getSnapshot().context.problem?.code).toBe('staff.code_wrong');
    actor.send({ type: 'staff.code', code: '123 456' });
    await waitFor(actor, (s) => s.matches('setup') && s.context.problem !== null);
    actor.send({ type: 'staff.code', code: '654321' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sendCode.calls).toEqual([
      { ticket: SETUP.ticket, code: '123456' },
      { ticket: SETUP.ticket, code: '654321' },
    ]);
    expect(keepToken).toHaveBeenCalledWith({ token: 'tok' });
    expect(actor.getSnapshot().context).toMatchObject({ staff: STAFF, secret: null, uri: null, ticket: null });
  });

  it('asks the code of an authenticator set up before; an expired ticket goes back to the first step', async () => {
    const { actor } = start({ logins: [TOTP, TOTP], codes: [ticketExpired(), SIGNED_IN] });
    actor.send({ type: 'staff.login', email: 'ana@rodada.local', password: 'pw' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'staff.code', code: '111111' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ ticket: null, problem: { code: 'staff.ticket_expired' } });
    actor.send({ type: 'staff.login', email: 'ana@rodada.local', password: 'pw' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'staff.back' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('ends after the idle time without a call, and each answer of the API starts that time again', async () => {
    const clock = new SimulatedClock();
    const { actor, forgetToken } = start({ me: [STAFF] }, true, clock);
    await waitFor(actor, (s) => s.matches('signedIn'));
    clock.increment(29 * 60 * 1000);
    actor.send({ type: 'staff.activity' });
    clock.increment(29 * 60 * 1000);
    expect(actor.getSnapshot().value).toBe('signedIn');
    clock.increment(60 * 1000);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(forgetToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.staff).toBeNull();
  });

  it('says the session expired when the server ends it so, and signs out on any other 401 or on signing out', async () => {
    const { actor, forgetToken } = start({ me: [STAFF, STAFF, networkFailure()], logouts: [{}] }, true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.ended', code: 'auth.session_expired' });
    expect(actor.getSnapshot().value).toBe('expired');
    const second = start({ me: [STAFF], logouts: [{}] }, true);
    await waitFor(second.actor, (s) => s.matches('signedIn'));
    second.actor.send({ type: 'session.ended', code: 'auth.unauthenticated' });
    expect(second.actor.getSnapshot().value).toBe('signedOut');
    const third = start({ me: [STAFF], logouts: [{}] }, true);
    await waitFor(third.actor, (s) => s.matches('signedIn'));
    third.actor.send({ type: 'staff.signOut' });
    await waitFor(third.actor, (s) => s.matches('signedOut'));
    expect(third.forgetToken).toHaveBeenCalledTimes(1);
    expect(forgetToken).toHaveBeenCalledTimes(1);
    // A kept token the server no longer knows: the sign-in; one whose session lapsed: the sign-in says so.
    const stale = start({ me: [refused('auth.unauthenticated', 'Sign in', 401)] }, true);
    await waitFor(stale.actor, (s) => s.matches('signedOut'));
    expect(stale.forgetToken).toHaveBeenCalledTimes(1);
    const lapsed = start({ me: [refused('auth.session_expired', 'Session expired', 401)] }, true);
    await waitFor(lapsed.actor, (s) => s.matches('expired'));
    expect(lapsed.forgetToken).toHaveBeenCalledTimes(1);
  });

  it('signed in with a password an admin issued, the person is marked so until their own is set', async () => {
    const issued = { ...STAFF, password_issued: true };
    const { actor } = start({ logins: [TOTP], codes: [{ token: 'tok', staff: issued }] });
    actor.send({ type: 'staff.login', email: 'ana@rodada.local', password: 'issued-password' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'staff.code', code: '123 456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.staff?.password_issued).toBe(true);
    actor.send({ type: 'staff.updated', staff: STAFF });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.staff?.password_issued).toBe(false);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-staffSession', staffSessionMachine, {
      inputs: [{ restoring: false }, { restoring: true }],
      events: [
        { type: 'staff.login', email: 'ana@rodada.local', password: 'pw' },
        { type: 'staff.login', email: '', password: '' },
        { type: 'staff.code', code: '123456' },
        { type: 'staff.code', code: '12' },
        { type: 'staff.back' },
        { type: 'staff.signOut' },
        { type: 'staff.activity' },
        { type: 'staff.updated', staff: STAFF },
        { type: 'session.ended', code: 'auth.session_expired' },
        { type: 'session.ended', code: 'auth.unauthenticated' },
        { type: 'xstate.done.actor.loadMe', output: STAFF },
        { type: 'xstate.error.actor.loadMe', error: networkFailure() },
        { type: 'xstate.error.actor.loadMe', error: refused('auth.session_expired', 'Session expired', 401) },
        { type: 'xstate.done.actor.login', output: SETUP },
        { type: 'xstate.done.actor.login', output: TOTP },
        { type: 'xstate.error.actor.login', error: wrongPassword() },
        { type: 'xstate.done.actor.sendCode', output: SIGNED_IN },
        { type: 'xstate.error.actor.sendCode', error: wrongCode() },
        { type: 'xstate.error.actor.sendCode', error: ticketExpired() },
        { type: 'xstate.done.actor.logout', output: {} },
        { type: 'xstate.error.actor.logout', error: networkFailure() },
        { type: 'xstate.after.idleLimit.staffSession.signedIn' },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.secret !== null, s.context.problem?.code ?? null]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
