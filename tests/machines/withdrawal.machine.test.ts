import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  validateWithdrawal,
  withdrawalMachine,
  withdrawalRequest,
  type PasswordRequest,
  type WithdrawalRequest,
  type WithdrawalSetup,
  type WithdrawField,
} from '../../machines/withdrawal.machine';
import type { DrawingResult } from '../../contract/money';
import { pathCoverage } from './paths';
import { codeOf, FakeApiError, networkFailure, scripted, serverFailure, text } from './support';

const RULES = { withdraw_min: '10.00', withdraw_max: '50000.00', turnover_multiple: 2, withdraw_fee: '0.00' };
const CPF = '529.982.247-25';
const setupWith = (overrides: Partial<WithdrawalSetup> = {}): WithdrawalSetup => ({
  rules: RULES,
  balance: '150.00',
  hasPassword: true,
  twoFactor: false,
  keys: [],
  holder: { name: 'Ana Souza', cpf: '***.982.247-**' },
  ...overrides,
});
const PENDING: DrawingResult = { order_no: 'WD1', status: 'pending' };

function start(
  loads: Array<WithdrawalSetup | Error> = [setupWith()],
  submits: Array<DrawingResult | Error> = [PENDING],
  passwords: Array<unknown> = [{ has_qk_pwd: true }],
) {
  const load = scripted<WithdrawalSetup>(...loads);
  const submit = scripted<DrawingResult, WithdrawalRequest>(...submits);
  const setPassword = scripted<unknown, PasswordRequest>(...passwords);
  const balanceChanged = vi.fn();
  const actor = createActor(
    withdrawalMachine.provide({
      actors: { loadSetup: load.logic, submit: submit.logic, setPassword: setPassword.logic },
      actions: { balanceChanged },
    }),
  ).start();
  const fill = (values: Partial<Record<WithdrawField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'withdraw.change', field: field as WithdrawField, value });
    }
  };
  return { actor, load, submit, setPassword, balanceChanged, fill };
}

const VALID = { money: '50', qk_pwd: '246810', payment_type: 'CPF', account: CPF };

describe('withdrawal', () => {
  it('sends a valid form once and ends pending review, refreshing the balance', async () => {
    const { actor, submit, balanceChanged, fill } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    fill(VALID);
    actor.send({ type: 'withdraw.submit' });
    actor.send({ type: 'withdraw.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    // Neither the CPF nor the name is sent: the server pays the member's identity.
    expect(submit.calls).toEqual([{ money: '50', qk_pwd: '246810', payment_type: 'CPF', account: CPF }]);
    expect(actor.getSnapshot().context.result).toEqual(PENDING);
    expect(balanceChanged).toHaveBeenCalledTimes(1);
  });

  it("says 'Please fix the error in the form' and marks each wrong field, sending nothing", async () => {
    const { actor, submit, fill } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    fill({ money: '5', qk_pwd: '12345', account: '123', phone_number: '12' });
    actor.send({ type: 'withdraw.submit' });
    const { errors, formError } = actor.getSnapshot().context;
    expect(text(formError)).toBe('Please fix the error in the form');
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, text(v)]))).toEqual({
      money: 'The amount must not be less than {min}',
      qk_pwd: 'The withdrawal password is 6 digits',
      account: 'Please enter a valid CPF',
      phone_number: 'Please enter a valid phone number',
    });
    fill({ qk_pwd: '246810' });
    expect(actor.getSnapshot().context.errors.qk_pwd).toBeUndefined();
    expect(actor.getSnapshot().context.formError).toBeNull();
    expect(submit.calls).toEqual([]);
  });

  it('bounds the amount by the rules and the balance; "all" fills the most it can be', async () => {
    const { actor, fill } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    const errorFor = (money: string) => {
      fill({ money });
      actor.send({ type: 'withdraw.submit' });
      return text(actor.getSnapshot().context.errors.money);
    };
    expect(errorFor('150.01')).toBe('Amount cannot be greater than {max}');
    expect(errorFor('abc')).toBe('Enter the amount in numbers, like 20.00');
    expect(errorFor('-1')).toBe('Enter an amount greater than zero');
    expect(errorFor('1,234')).toBe('Enter an amount with at most two decimals');
    actor.send({ type: 'withdraw.all' });
    expect(actor.getSnapshot().context.values.money).toBe('150.00');
    expect(actor.getSnapshot().context.errors.money).toBeUndefined();
  });

  it('checks each PIX key type', () => {
    const setup = setupWith();
    const base = {
      ...VALID,
      phone_number: '',
      member_remark: '',
      new_qk_pwd: '',
      new_qk_pwd_confirmation: '',
      otp: '',
    };
    const keyError = (payment_type: 'CPF' | 'CNPJ' | 'PHONE' | 'EMAIL' | 'EVP', account: string) =>
      text(validateWithdrawal({ ...base, payment_type, account }, setup).account);
    expect(keyError('CNPJ', '11.222.333/0001-81')).toBeUndefined();
    expect(keyError('CNPJ', '12.ABC.345/01DE-35')).toBeUndefined();
    expect(keyError('CNPJ', '12.ABC.345/01DE-36')).toBe('Please enter a valid CNPJ');
    expect(keyError('PHONE', '(11) 91234-5678')).toBeUndefined();
    expect(keyError('PHONE', '(11) 3123-4567')).toBe('Please enter a valid phone number');
    expect(keyError('EMAIL', 'ana@example.com.br')).toBeUndefined();
    expect(keyError('EMAIL', 'ana@example')).toBe('Please enter a valid e-mail');
    expect(keyError('EVP', '123e4567-e89b-12d3-a456-426614174000')).toBeUndefined();
    expect(keyError('EVP', '123e4567')).toBe('Please enter a valid random key');
  });

  it('puts the key in its own request field too', () => {
    const base = {
      ...VALID,
      phone_number: '',
      member_remark: ' ',
      new_qk_pwd: '',
      new_qk_pwd_confirmation: '',
      otp: '',
    };
    expect(withdrawalRequest({ ...base, payment_type: 'EMAIL', account: ' ana@example.com ' })).toMatchObject({
      account: 'ana@example.com',
      email: 'ana@example.com',
    });
    expect(withdrawalRequest({ ...base, payment_type: 'PHONE', account: '11912345678' })).toMatchObject({
      phone_number: '11912345678',
    });
    expect(
      withdrawalRequest({ ...base, payment_type: 'CNPJ', account: '11222333000181', phone_number: '11987654321' }),
    ).toMatchObject({ cnpj: '11222333000181', phone_number: '11987654321' });
    const evp = withdrawalRequest({
      ...base,
      payment_type: 'EVP',
      account: '123e4567-e89b-12d3-a456-426614174000',
      money: '10,5',
    });
    expect(evp).toMatchObject({ evp: '123e4567-e89b-12d3-a456-426614174000', money: '10.5' });
    expect(evp).not.toHaveProperty('member_remark');
  });

  it('fills the form from the last PIX key used, and from any other on request', async () => {
    const keys = [
      { id: 1, payment_type: 'CPF' as const, account: '52998224725', name: 'Ana Souza', is_default: true },
      { id: 2, payment_type: 'EMAIL' as const, account: 'ana@example.com', name: 'Ana S.', is_default: false },
    ];
    const { actor } = start([setupWith({ keys })]);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values).toMatchObject({ payment_type: 'CPF', account: '52998224725' });
    actor.send({ type: 'withdraw.useKey', index: 1 });
    expect(actor.getSnapshot().context.values).toMatchObject({ payment_type: 'EMAIL', account: 'ana@example.com' });
    actor.send({ type: 'withdraw.change', field: 'payment_type', value: 'BOLETO' });
    expect(actor.getSnapshot().context.values.payment_type).toBe('EMAIL');
  });

  it("shows the server's refusal in the alert and on its field, and clears the password", async () => {
    const turnover = 'Turnover not reached: play R$ 40.00 more before withdrawing';
    const { actor, fill } = start(undefined, [serverFailure(turnover, { money: turnover }), PENDING]);
    await waitFor(actor, (s) => s.matches('editing'));
    fill(VALID);
    actor.send({ type: 'withdraw.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.formError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ formError: turnover, errors: { money: turnover } });
    expect(actor.getSnapshot().context.values.qk_pwd).toBe('');
  });

  it('a key not in the member’s CPF: the refusal by its code in the alert and on the key, then another key goes through', async () => {
    const notOwn = 'This PIX key is not in your CPF: withdrawals go only to PIX keys in your own CPF';
    const refusal = new FakeApiError(
      'server',
      notOwn,
      422,
      { account: notOwn },
      'pix.key_not_own_cpf',
      {},
      {
        account: { error: 'pix.key_not_own_cpf', params: {} },
      },
    );
    const { actor, fill, submit } = start(undefined, [refusal, PENDING]);
    await waitFor(actor, (s) => s.matches('editing'));
    fill({ ...VALID, payment_type: 'PHONE', account: '21987654321' });
    actor.send({ type: 'withdraw.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.formError !== null);
    const { formError, errors, values } = actor.getSnapshot().context;
    expect(codeOf(formError)).toBe('pix.key_not_own_cpf');
    expect(codeOf(errors.account)).toBe('pix.key_not_own_cpf');
    expect(text(errors.account)).toBe(notOwn);
    expect(values).toMatchObject({ payment_type: 'PHONE', account: '21987654321', qk_pwd: '' });
    fill({ payment_type: 'CPF', account: CPF, qk_pwd: '246810' });
    expect(actor.getSnapshot().context.errors.account).toBeUndefined();
    actor.send({ type: 'withdraw.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submit.calls.map((c) => c.account)).toEqual(['21987654321', CPF]);
  });

  it('shows the network message when the call fails', async () => {
    const { actor, fill } = start(undefined, [networkFailure()]);
    await waitFor(actor, (s) => s.matches('editing'));
    fill(VALID);
    actor.send({ type: 'withdraw.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.formError !== null);
    expect(text(actor.getSnapshot().context.formError)).toBe('Network error, please try again later');
  });

  it('asks for a withdrawal password first when none is set (6 digits, typed twice)', async () => {
    const { actor, setPassword, fill } = start(
      [setupWith({ hasPassword: false })],
      [PENDING],
      [serverFailure('A withdrawal password is already set'), { has_qk_pwd: true }],
    );
    await waitFor(actor, (s) => s.matches('passwordNeeded'));
    fill({ new_qk_pwd: '2468', new_qk_pwd_confirmation: '2468' });
    actor.send({ type: 'withdraw.savePassword' });
    expect(text(actor.getSnapshot().context.errors.new_qk_pwd)).toBe('The withdrawal password is 6 digits');
    // A sequence or a repeated digit is refused before anything is sent, with the reason.
    for (const guessable of ['123456', '654321', '111111']) {
      fill({ new_qk_pwd: guessable, new_qk_pwd_confirmation: guessable });
      actor.send({ type: 'withdraw.savePassword' });
      expect(text(actor.getSnapshot().context.errors.new_qk_pwd)).toMatch(/^Choose digits that are not a sequence/);
    }
    fill({ new_qk_pwd: '246810', new_qk_pwd_confirmation: '246811' });
    actor.send({ type: 'withdraw.savePassword' });
    expect(text(actor.getSnapshot().context.errors.new_qk_pwd_confirmation)).toBe('Passwords did not match');
    expect(setPassword.calls).toEqual([]);

    fill({ new_qk_pwd_confirmation: '246810' });
    actor.send({ type: 'withdraw.savePassword' });
    await waitFor(actor, (s) => s.matches({ passwordNeeded: 'editing' }) && s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe('A withdrawal password is already set');

    actor.send({ type: 'withdraw.savePassword' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(setPassword.calls).toHaveLength(2);
    expect(setPassword.calls[1]).toEqual({ qk_pwd: '246810', qk_pwd_confirmation: '246810' });
    expect(text(actor.getSnapshot().context.notice)).toBe('The withdrawal password was set');
    expect(actor.getSnapshot().context.values.new_qk_pwd).toBe('');
  });

  it('retries a failed load, and starts again from fresh rules after a submission', async () => {
    const { actor, load, fill } = start([networkFailure(), setupWith(), setupWith({ balance: '100.00' })]);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'withdraw.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    fill(VALID);
    actor.send({ type: 'withdraw.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    actor.send({ type: 'withdraw.again' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(load.calls).toHaveLength(3);
    expect(actor.getSnapshot().context).toMatchObject({ result: null, values: { money: '', qk_pwd: '', account: '' } });
    expect(actor.getSnapshot().context.setup?.balance).toBe('100.00');
  });

  it('ignores a second submit while the first is on its way', async () => {
    const { actor, submit, fill } = start(undefined, []);
    await waitFor(actor, (s) => s.matches('editing'));
    fill(VALID);
    actor.send({ type: 'withdraw.submit' });
    actor.send({ type: 'withdraw.submit' });
    actor.send({ type: 'withdraw.change', field: 'money', value: '60' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(submit.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.values.money).toBe('50');
  });

  it('walks every reachable state and transition', () => {
    const keys = [{ id: 1, payment_type: 'CPF' as const, account: '52998224725', name: 'Ana Souza', is_default: true }];
    const coverage = pathCoverage('withdrawal', withdrawalMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.loadSetup', output: setupWith({ keys }) },
        { type: 'xstate.done.actor.loadSetup', output: setupWith({ keys, hasPassword: false }) },
        { type: 'xstate.error.actor.loadSetup', error: networkFailure() },
        { type: 'xstate.done.actor.setPassword', output: { has_qk_pwd: true } },
        { type: 'xstate.error.actor.setPassword', error: serverFailure('x') },
        { type: 'xstate.done.actor.submit', output: PENDING },
        { type: 'xstate.error.actor.submit', error: serverFailure('x') },
        { type: 'withdraw.change', field: 'qk_pwd', value: '246810' },
        { type: 'withdraw.change', field: 'new_qk_pwd', value: '246810' },
        { type: 'withdraw.change', field: 'new_qk_pwd_confirmation', value: '246810' },
        { type: 'withdraw.useKey', index: 0 },
        { type: 'withdraw.all' },
        { type: 'withdraw.savePassword' },
        { type: 'withdraw.submit' },
        { type: 'withdraw.retry' },
        { type: 'withdraw.again' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('withdrawal with two-factor on', () => {
  it('asks the authenticator code with the form and sends it as otp', async () => {
    const { actor, submit, fill } = start([setupWith({ twoFactor: true })]);
    await waitFor(actor, (s) => s.matches('editing'));
    fill(VALID);
    actor.send({ type: 'withdraw.submit' });
    expect(text(actor.getSnapshot().context.errors.otp)).toBe(
      'Enter the 6-digit code from your authenticator app or a recovery code',
    );
    actor.send({ type: 'withdraw.change', field: 'otp', value: '123456' });
    actor.send({ type: 'withdraw.submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submit.calls).toEqual([{ ...VALID, otp: '123456' }]);
  });

  it('asks the code from then on when the server says two-factor is on', async () => {
    const codeRequired = new FakeApiError(
      'server',
      'Enter the code from your authenticator app',
      422,
      { otp: 'Enter the code from your authenticator app' },
      'two_factor.code_required',
      {},
      {
        otp: { error: 'two_factor.code_required', params: {} },
      },
    );
    const { actor, submit, fill } = start([setupWith()], [codeRequired, PENDING]);
    await waitFor(actor, (s) => s.matches('editing'));
    fill(VALID);
    actor.send({ type: 'withdraw.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.setup?.twoFactor === true);
    expect(actor.getSnapshot().context.errors.otp).toMatchObject({ error: 'two_factor.code_required' });
    expect(submit.calls[0]).not.toHaveProperty('otp');
    actor.send({ type: 'withdraw.submit' });
    expect(text(actor.getSnapshot().context.errors.otp)).toBe(
      'Enter the 6-digit code from your authenticator app or a recovery code',
    );
  });

  it('with two-factor on, asks the code with the first withdrawal password and sends it as otp', async () => {
    const { actor, setPassword, fill } = start([setupWith({ hasPassword: false, twoFactor: true })]);
    await waitFor(actor, (s) => s.matches('passwordNeeded'));
    fill({ new_qk_pwd: '246810', new_qk_pwd_confirmation: '246810' });
    actor.send({ type: 'withdraw.savePassword' });
    expect(text(actor.getSnapshot().context.errors.otp)).toBe(
      'Enter the 6-digit code from your authenticator app or a recovery code',
    );
    expect(setPassword.calls).toEqual([]);
    fill({ otp: ' 123456 ' });
    actor.send({ type: 'withdraw.savePassword' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(setPassword.calls).toEqual([{ qk_pwd: '246810', qk_pwd_confirmation: '246810', otp: '123456' }]);
    // The code was spent on the password: the withdrawal form asks its own.
    expect(actor.getSnapshot().context.values.otp).toBe('');
  });

  it('asks the code for the first withdrawal password when the server says two-factor is on', async () => {
    const codeRequired = new FakeApiError(
      'server',
      'Enter the code from your authenticator app',
      422,
      { otp: 'Enter the code from your authenticator app' },
      'two_factor.code_required',
      {},
      { otp: { error: 'two_factor.code_required', params: {} } },
    );
    const { actor, setPassword, fill } = start(
      [setupWith({ hasPassword: false })],
      [PENDING],
      [codeRequired, { has_qk_pwd: true }],
    );
    await waitFor(actor, (s) => s.matches('passwordNeeded'));
    fill({ new_qk_pwd: '246810', new_qk_pwd_confirmation: '246810' });
    actor.send({ type: 'withdraw.savePassword' });
    await waitFor(actor, (s) => s.matches({ passwordNeeded: 'editing' }) && s.context.setup?.twoFactor === true);
    expect(actor.getSnapshot().context.errors.otp).toMatchObject({ error: 'two_factor.code_required' });
    expect(setPassword.calls[0]).not.toHaveProperty('otp');
    fill({ otp: 'ABCDE-FGHJK' });
    actor.send({ type: 'withdraw.savePassword' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(setPassword.calls[1]).toEqual({ qk_pwd: '246810', qk_pwd_confirmation: '246810', otp: 'ABCDE-FGHJK' });
  });
});
