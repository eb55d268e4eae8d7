import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { CaptchaData, TokenData, TwoFactorChallenge } from '../../contract';
import {
  authFormMachine,
  validateAuthForm,
  type AuthFormInput,
  type AuthValues,
  type FieldName,
  type LoginRequest,
  type RegisterRequest,
} from '../../machines/authForm.machine';
import { pathCoverage } from './paths';
import { FakeApiError, networkFailure, refused, scripted, serverFailure, text } from './support';
import { isTwoFactorCodeText } from '../../machines/twoFactorCode';

const captcha1: CaptchaData = { key: 'cap-1', image: 'data:image/svg+xml;base64,AAA' };
const captcha2: CaptchaData = { key: 'cap-2', image: 'data:image/svg+xml;base64,BBB' };
const token: TokenData = { access_token: 'tok-9', token_type: 'Bearer', expires_in: 3600 };
const challenge: TwoFactorChallenge = { two_factor: { challenge: 'ch-1', expires_at: '2026-03-02T12:05:00.000Z' } };
const challengeGone = () => refused('two_factor.challenge_expired', 'This login step has expired: log in again', 409);

function startForm(
  input: AuthFormInput,
  fakes: {
    captchas?: Array<CaptchaData | Error>;
    login?: Array<TokenData | TwoFactorChallenge | Error>;
    register?: Array<TokenData | Error>;
    loginCode?: Array<TokenData | Error>;
  } = {},
) {
  const fetchCaptcha = scripted<CaptchaData>(...(fakes.captchas ?? [captcha1, captcha2]));
  const login = scripted<TokenData | TwoFactorChallenge, LoginRequest>(...(fakes.login ?? []));
  const loginCode = scripted<TokenData, { challenge: string; code: string }>(...(fakes.loginCode ?? []));
  const register = scripted<TokenData, RegisterRequest>(...(fakes.register ?? []));
  const signedIn = vi.fn();
  const machine = authFormMachine.provide({
    actors: {
      fetchCaptcha: fetchCaptcha.logic,
      login: login.logic,
      register: register.logic,
      loginCode: loginCode.logic,
    },
    actions: { signedIn: (_, params) => signedIn(params) },
  });
  const actor = createActor(machine, { input }).start();
  const fill = (values: Partial<AuthValues>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'auth.change', field: field as FieldName, value: value ?? '' });
    }
  };
  const editing = () => waitFor(actor, (s) => s.matches('editing'));
  return { actor, fetchCaptcha, login, register, loginCode, signedIn, fill, editing };
}

const validLogin = { phone: '11987654321', password: 'abc', captcha: 'x7k2' };
const identity = {
  realname: ' Ana Souza ',
  cpf: '529.982.247-25',
  birth_date: '1990-05-17',
  email: 'ana@example.com',
  accept_terms: 'yes',
};
const validRegister = {
  phone: '(11) 98765-4321',
  password: 'secret1',
  password_confirmation: 'secret1',
  captcha: ' x7k2 ',
  ...identity,
};
const identityMessages = {
  realname: 'Enter your full name',
  cpf: 'Please enter a valid CPF',
  birth_date: 'Enter your date of birth',
  email: 'Please enter a valid e-mail',
  accept_terms: 'Accept the terms and the privacy policy to continue',
};

const errorTexts = (errors: Partial<Record<FieldName, unknown>>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, text(message as string)]));

describe('authForm: captcha', () => {
  it('loads a captcha before the form can be sent', async () => {
    const { actor, editing } = startForm({ mode: 'login' });
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(actor.getSnapshot().can({ type: 'auth.submit' })).toBe(false);
    const snapshot = await editing();
    expect(snapshot.context.captcha).toEqual(captcha1);
  });

  it('shows Load Fail when the captcha cannot be loaded, and retries', async () => {
    const { actor, fetchCaptcha, editing } = startForm({ mode: 'login' }, { captchas: [networkFailure(), captcha2] });
    const failed = await waitFor(actor, (s) => s.matches('captchaFailed'));
    expect(text(failed.context.formError)).toBe('Load Fail');
    expect(failed.context.captcha).toBeNull();
    actor.send({ type: 'auth.retry' });
    const snapshot = await editing();
    expect(snapshot.context.captcha).toEqual(captcha2);
    expect(snapshot.context.formError).toBeNull();
    expect(fetchCaptcha.calls).toHaveLength(2);
  });

  it('a new captcha on request forgets the code typed for the old one', async () => {
    const { actor, fill, editing } = startForm({ mode: 'login' });
    await editing();
    fill({ captcha: 'old1' });
    actor.send({ type: 'auth.refreshCaptcha' });
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(actor.getSnapshot().context.values.captcha).toBe('');
    expect((await editing()).context.captcha).toEqual(captcha2);
  });

  it('typing is kept while the captcha loads or after it failed', async () => {
    const { actor, fill } = startForm({ mode: 'login' }, { captchas: [networkFailure()] });
    fill({ phone: '11' });
    await waitFor(actor, (s) => s.matches('captchaFailed'));
    fill({ password: 'pw' });
    expect(actor.getSnapshot().context.values).toMatchObject({ phone: '11', password: 'pw' });
    expect(actor.getSnapshot().context.formError).toBeNull();
  });
});

describe('authForm: validation', () => {
  it.each<[string, 'login' | 'register', Partial<AuthValues>, Partial<Record<FieldName, string>>]>([
    [
      'an empty login form',
      'login',
      {},
      {
        phone: 'Please enter your phone number',
        password: 'Please enter your password',
        captcha: 'Please enter the verification code',
      },
    ],
    [
      'an invalid phone',
      'login',
      { ...validLogin, phone: '1198765432' },
      { phone: 'Please enter a valid mobile phone number' },
    ],
    [
      'letters in the phone',
      'login',
      { ...validLogin, phone: '11abc987654321' },
      { phone: 'A phone number can only have digits, spaces and + ( ) -' },
    ],
    [
      'markup in the phone',
      'login',
      { ...validLogin, phone: '<b>11987654321</b>' },
      { phone: 'A phone number can only have digits, spaces and + ( ) -' },
    ],
    [
      'a landline',
      'login',
      { ...validLogin, phone: '1133334444' },
      { phone: 'Please enter a valid mobile phone number' },
    ],
    ['a blank captcha', 'login', { ...validLogin, captcha: '   ' }, { captcha: 'Please enter the verification code' }],
    [
      'a short password when registering',
      'register',
      { ...validRegister, password: 'abc', password_confirmation: 'abc' },
      { password: 'Password must be at least 6 characters' },
    ],
    [
      'a confirmation that differs',
      'register',
      { ...validRegister, password_confirmation: 'secret2' },
      { password_confirmation: 'Passwords did not match' },
    ],
    [
      'an empty register form',
      'register',
      {},
      {
        phone: 'Please enter your phone number',
        password: 'Please enter your password',
        captcha: 'Please enter the verification code',
        ...identityMessages,
      },
    ],
    ['a first name only', 'register', { ...validRegister, realname: 'Ana' }, { realname: 'Enter your full name' }],
    [
      'a CPF with a wrong check digit',
      'register',
      { ...validRegister, cpf: '529.982.247-24' },
      { cpf: 'Please enter a valid CPF' },
    ],
    [
      'terms not accepted',
      'register',
      { ...validRegister, accept_terms: '' },
      { accept_terms: 'Accept the terms and the privacy policy to continue' },
    ],
  ])('%s is refused with its messages and the form message', async (_what, mode, values, expected) => {
    const { actor, fill, editing, login, register } = startForm({ mode });
    await editing();
    fill(values);
    actor.send({ type: 'auth.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(errorTexts(snapshot.context.errors)).toEqual(expected);
    expect(text(snapshot.context.formError)).toBe('Please fix the error in the form');
    expect(login.calls).toHaveLength(0);
    expect(register.calls).toHaveLength(0);
  });

  it('counts the age on the São Paulo day it is given: 18 today registers, 18 tomorrow does not', () => {
    const values = { ...empty, ...validRegister };
    expect(validateAuthForm('register', { ...values, birth_date: '2008-03-02' }, '2026-03-02')).toEqual({});
    expect(errorTexts(validateAuthForm('register', { ...values, birth_date: '2008-03-03' }, '2026-03-02'))).toEqual({
      birth_date: 'You must be 18 or older to register',
    });
  });

  it('a short password is fine for logging in (only registering has the minimum)', () => {
    expect(validateAuthForm('login', { ...empty, ...validLogin, password: 'a' })).toEqual({});
    expect(
      errorTexts(
        validateAuthForm('register', {
          ...empty,
          ...validLogin,
          ...identity,
          password: 'a',
          password_confirmation: 'a',
        }),
      ),
    ).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it("typing in a field clears that field's message and the form message", async () => {
    const { actor, fill, editing } = startForm({ mode: 'login' });
    await editing();
    actor.send({ type: 'auth.submit' });
    fill({ phone: '11987654321' });
    const { context } = actor.getSnapshot();
    expect(context.values.phone).toBe('11987654321');
    expect(Object.keys(context.errors).sort()).toEqual(['captcha', 'password']);
    expect(context.formError).toBeNull();
  });

  it('switching between login and register clears the messages, keeps what was typed', async () => {
    const { actor, fill, editing } = startForm({ mode: 'login' });
    await editing();
    fill({ phone: '119' });
    actor.send({ type: 'auth.submit' });
    actor.send({ type: 'auth.mode', mode: 'register' });
    const { context } = actor.getSnapshot();
    expect(context.mode).toBe('register');
    expect(context.errors).toEqual({});
    expect(context.formError).toBeNull();
    expect(context.values.phone).toBe('119');
  });
});

const empty: AuthValues = {
  phone: '',
  password: '',
  password_confirmation: '',
  captcha: '',
  invite_code: '',
  realname: '',
  cpf: '',
  birth_date: '',
  email: '',
  accept_terms: '',
};

describe('authForm: sending', () => {
  it('logs in with the captcha key, hands the token over and finishes with it', async () => {
    const { actor, fill, editing, login, register, signedIn } = startForm({ mode: 'login' }, { login: [token] });
    await editing();
    fill(validLogin);
    actor.send({ type: 'auth.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'auth.change', field: 'phone', value: '1' })).toBe(false);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('done');
    expect(login.calls).toEqual([{ phone: '11987654321', password: 'abc', captcha_key: 'cap-1', captcha: 'x7k2' }]);
    expect(register.calls).toEqual([]);
    expect(signedIn).toHaveBeenCalledExactlyOnceWith({ token: 'tok-9' });
    expect(done.output).toEqual({ token: 'tok-9' });
  });

  it('registers with the confirmation and the invitation code from the link', async () => {
    const { actor, fill, editing, login, register, signedIn } = startForm(
      { mode: 'register', inviteCode: 'FRIEND7' },
      { register: [token] },
    );
    const ready = await editing();
    expect(ready.context.values.invite_code).toBe('FRIEND7');
    fill(validRegister);
    actor.send({ type: 'auth.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(register.calls).toEqual([
      {
        phone: '11987654321',
        password: 'secret1',
        password_confirmation: 'secret1',
        captcha_key: 'cap-1',
        captcha: 'x7k2',
        realname: 'Ana Souza',
        cpf: '529.982.247-25',
        birth_date: '1990-05-17',
        email: 'ana@example.com',
        accept_terms: true,
        invite_code: 'FRIEND7',
      },
    ]);
    expect(login.calls).toEqual([]);
    expect(signedIn).toHaveBeenCalledExactlyOnceWith({ token: 'tok-9' });
  });

  it('registers without an invitation code when there is none', async () => {
    const { actor, fill, editing, register } = startForm({ mode: 'register' }, { register: [token] });
    await editing();
    fill(validRegister);
    actor.send({ type: 'auth.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(register.calls[0]).not.toHaveProperty('invite_code');
  });

  it("a server refusal shows the server's text, drops the used captcha and loads a new one", async () => {
    const { actor, fill, editing, fetchCaptcha, signedIn } = startForm(
      { mode: 'login' },
      { login: [serverFailure('Please obtain the verification code again')] },
    );
    await editing();
    fill(validLogin);
    actor.send({ type: 'auth.submit' });
    const reloading = await waitFor(actor, (s) => s.matches('loadingCaptcha'));
    expect(reloading.context.formError).toBe('Please obtain the verification code again');
    expect(reloading.context.values.captcha).toBe('');
    expect(reloading.context.captcha).toBeNull();
    const snapshot = await editing();
    expect(snapshot.context.captcha).toEqual(captcha2);
    expect(snapshot.context.formError).toBe('Please obtain the verification code again');
    expect(snapshot.context.values).toMatchObject({ phone: validLogin.phone, password: validLogin.password });
    expect(fetchCaptcha.calls).toHaveLength(2);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it("puts the server's field messages on their fields", async () => {
    const { actor, fill, editing } = startForm(
      { mode: 'register' },
      {
        register: [
          serverFailure('Please fix the error in the form', {
            phone: 'This phone number is already registered',
            lang: 'ignored: not a field of this form',
          }),
        ],
      },
    );
    await editing();
    fill(validRegister);
    actor.send({ type: 'auth.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('loadingCaptcha'));
    expect(snapshot.context.errors).toEqual({ phone: 'This phone number is already registered' });
    expect(snapshot.context.formError).toBe('Please fix the error in the form');
  });

  it.each([
    ['network', networkFailure()],
    ['forceOffline', new FakeApiError('forceOffline', 'Your session was ended by the operator')],
  ])('a %s failure shows the network message', async (_kind, error) => {
    const { actor, fill, editing } = startForm({ mode: 'login' }, { login: [error] });
    await editing();
    fill(validLogin);
    actor.send({ type: 'auth.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('loadingCaptcha'));
    expect(text(snapshot.context.formError)).toBe('Network error, please try again later');
    expect(snapshot.context.errors).toEqual({});
  });
});

describe('authForm: the two-factor code step', () => {
  it('asks the code after the right password on a new device, then signs in with it', async () => {
    const { actor, loginCode, signedIn, fill, editing } = startForm(
      { mode: 'login' },
      { login: [challenge], loginCode: [refused('two_factor.code_wrong', 'Incorrect or expired code'), token] },
    );
    await editing();
    fill(validLogin);
    actor.send({ type: 'auth.submit' });
    await waitFor(actor, (s) => s.matches({ twoFactor: 'entering' }));
    expect(signedIn).not.toHaveBeenCalled();
    // Nothing typed: the step says what it wants and sends nothing.
    actor.send({ type: 'auth.codeSubmit' });
    expect(text(actor.getSnapshot().context.twoFactor?.error)).toBe(
      'Enter the 6-digit code from your authenticator app or a recovery code',
    );
    actor.send({ type: 'auth.codeChange', value: '123 456' });
    actor.send({ type: 'auth.codeSubmit' });
    await waitFor(actor, (s) => s.matches({ twoFactor: 'entering' }) && s.context.twoFactor?.error !== null);
    expect(actor.getSnapshot().context.twoFactor).toMatchObject({
      code: '',
      error: { error: 'two_factor.code_wrong' },
    });
    // A recovery code instead.
    actor.send({ type: 'auth.codeRecovery', recovery: true });
    actor.send({ type: 'auth.codeChange', value: 'abcde-fghjk' });
    actor.send({ type: 'auth.codeSubmit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(loginCode.calls).toEqual([
      { challenge: 'ch-1', code: '123 456' },
      { challenge: 'ch-1', code: 'abcde-fghjk' },
    ]);
    expect(signedIn).toHaveBeenCalledWith({ token: 'tok-9' });
    expect(actor.getSnapshot().output).toEqual({ token: 'tok-9' });
  });

  it('goes back to the form with a new captcha when the step has lapsed or the person goes back', async () => {
    const { actor, fetchCaptcha, fill, editing } = startForm(
      { mode: 'login' },
      { login: [challenge, challenge], loginCode: [challengeGone()], captchas: [captcha1, captcha2, captcha1] },
    );
    await editing();
    fill(validLogin);
    actor.send({ type: 'auth.submit' });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    actor.send({ type: 'auth.codeChange', value: '654321' });
    actor.send({ type: 'auth.codeSubmit' });
    await editing();
    expect(actor.getSnapshot().context).toMatchObject({
      twoFactor: null,
      formError: { error: 'two_factor.challenge_expired' },
    });
    expect(actor.getSnapshot().context.values).toMatchObject({ phone: validLogin.phone, captcha: '' });
    fill({ captcha: 'k9p3' });
    actor.send({ type: 'auth.submit' });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    actor.send({ type: 'auth.codeCancel' });
    await editing();
    expect(actor.getSnapshot().context.twoFactor).toBeNull();
    expect(fetchCaptcha.calls).toHaveLength(3);
  });
});

describe('authForm: paths', () => {
  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('authForm', authFormMachine, {
      inputs: [{ mode: 'login' }, { mode: 'register', inviteCode: 'FRIEND7' }],
      events: [
        { type: 'xstate.done.actor.fetchCaptcha', output: captcha1 },
        { type: 'xstate.error.actor.fetchCaptcha', error: networkFailure() },
        { type: 'xstate.done.actor.login', output: token },
        { type: 'xstate.done.actor.login', output: challenge },
        { type: 'xstate.error.actor.login', error: serverFailure('Please obtain the verification code again') },
        { type: 'xstate.done.actor.loginCode', output: token },
        { type: 'xstate.error.actor.loginCode', error: refused('two_factor.code_wrong', 'Incorrect or expired code') },
        { type: 'xstate.error.actor.loginCode', error: challengeGone() },
        { type: 'auth.codeChange', value: '123456' },
        { type: 'auth.codeRecovery', recovery: true },
        { type: 'auth.codeSubmit' },
        { type: 'auth.codeCancel' },
        { type: 'xstate.done.actor.register', output: token },
        { type: 'xstate.error.actor.register', error: networkFailure() },
        { type: 'auth.change', field: 'phone', value: '11987654321' },
        { type: 'auth.change', field: 'password', value: 'secret1' },
        { type: 'auth.change', field: 'password_confirmation', value: 'secret1' },
        { type: 'auth.change', field: 'captcha', value: 'x7k2' },
        ...Object.entries(identity).map(([field, value]) => ({
          type: 'auth.change' as const,
          field: field as FieldName,
          value,
        })),
        { type: 'auth.mode', mode: 'login' },
        { type: 'auth.mode', mode: 'register' },
        { type: 'auth.refreshCaptcha' },
        { type: 'auth.retry' },
        { type: 'auth.submit' },
      ],
      // Group states by what decides the next step, not by every combination of typed values.
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.mode,
          // The identity fields count as one step each, whichever is filled first.
          Object.keys(validateAuthForm(s.context.mode, s.context.values))
            .filter((field) => !(field in identity))
            .sort(),
          Object.keys(validateAuthForm(s.context.mode, s.context.values)).filter((field) => field in identity).length,
          s.context.captcha?.key ?? null,
          s.context.twoFactor && [isTwoFactorCodeText(s.context.twoFactor.code), s.context.twoFactor.recovery],
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
