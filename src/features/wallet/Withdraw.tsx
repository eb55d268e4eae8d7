import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, useId } from 'react';
import { withFee } from '../../../machines/amounts';
import {
  WITHDRAW_MESSAGES,
  withdrawMax,
  type WithdrawalActorRef,
  type WithdrawField,
} from '../../../machines/withdrawal.machine';
import { useSystem } from '../../app/SystemContext';
import type { PixKeyType } from '../../../contract/money';
import { amountShown, pixKeyShown } from '../../i18n/numbers';
import type { Locale } from '../../../contract/locales';
import { Field } from '../../ui/Field';
import { LoadFailed } from '../../ui/LoadFailed';
import { isRefusal } from '../../../machines/shared';
import { Message, useText, type Text } from '../../ui/Message';
import { Money } from '../../ui/Money';
import './refusals';
import { Page } from '../../ui/Page';
import { KEY_TYPE_LABELS, KeyTypeText } from './KeyTypeText';
import { CopyValue } from '../../ui/CopyValue';
import { TurnoverLeft } from './TurnoverRule';
import { WithdrawalHolderLines } from './WithdrawalHolderLines';
import { useFlow } from '../../flow/useFlow';

const KEY_TYPES: PixKeyType[] = ['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'];
const KEY_PLACEHOLDER: Record<PixKeyType, string> = {
  CPF: '000.000.000-00',
  CNPJ: '00.000.000/0000-00',
  PHONE: '(11) 91234-5678',
  EMAIL: 'nome@exemplo.com.br',
  EVP: '123e4567-e89b-12d3-a456-426614174000',
};
const KEY_INPUT: Record<PixKeyType, { inputMode: 'numeric' | 'tel' | 'email' | 'text'; autoComplete: string }> = {
  CPF: { inputMode: 'numeric', autoComplete: 'off' },
  CNPJ: { inputMode: 'text', autoComplete: 'off' },
  PHONE: { inputMode: 'tel', autoComplete: 'tel-national' },
  EMAIL: { inputMode: 'email', autoComplete: 'email' },
  EVP: { inputMode: 'text', autoComplete: 'off' },
};

/** Withdraw to a PIX key, pending the operator's review. */
export function Withdraw() {
  return (
    <Page title={msg`Withdraw`}>
      <Suspense fallback={<div className="skeleton record-skeleton" aria-busy="true" />}>
        <WithdrawFlow />
      </Suspense>
    </Page>
  );
}

function WithdrawFlow() {
  const { load } = useSystem();
  const withdrawal = useFlow(load.withdrawal());
  const view = useSelector(withdrawal, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'failed'
        : s.matches('passwordNeeded')
          ? 'password'
          : s.matches('submitted')
            ? 'submitted'
            : 'form',
  );
  if (view === 'loading') return <div className="skeleton record-skeleton" aria-busy="true" />;
  if (view === 'failed') return <LoadFailed onRetry={() => withdrawal.send({ type: 'withdraw.retry' })} />;
  if (view === 'password') return <PasswordForm withdrawal={withdrawal} />;
  if (view === 'submitted') return <Submitted withdrawal={withdrawal} />;
  return <WithdrawForm withdrawal={withdrawal} />;
}

function useForm(withdrawal: WithdrawalActorRef) {
  const values = useSelector(withdrawal, (s) => s.context.values);
  const errors = useSelector(withdrawal, (s) => s.context.errors);
  const formError = useSelector(withdrawal, (s) => s.context.formError);
  const change = (field: WithdrawField) => (value: string) =>
    withdrawal.send({ type: 'withdraw.change', field, value });
  return { values, errors, formError, change };
}

/** After a refused submit, the first field with a message gets the focus (once the messages render). */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

function FormError({ text }: { text: ReturnType<typeof useForm>['formError'] }) {
  if (!text) return null;
  return (
    <p className="form-error" role="alert" data-refusal={isRefusal(text) ? text.error : undefined}>
      <Message text={text} />
    </p>
  );
}

/** A member without a withdrawal password sets one here first. */
/** The two-factor code a guarded step asks of a member with two-factor on. */
function CodeField({
  testId,
  ...field
}: {
  testId: string;
  value: string;
  error: Text | undefined;
  onValue: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Field
      label={t`Code from your authenticator app (or a recovery code)`}
      data-testid={testId}
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={12}
      {...field}
    />
  );
}

function PasswordForm({ withdrawal }: { withdrawal: WithdrawalActorRef }) {
  const { t } = useLingui();
  const { values, errors, formError, change } = useForm(withdrawal);
  const saving = useSelector(withdrawal, (s) => s.matches({ passwordNeeded: 'saving' }));
  const twoFactor = useSelector(withdrawal, (s) => s.context.setup?.twoFactor === true);
  return (
    <form
      className="withdraw stack card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        withdrawal.send({ type: 'withdraw.savePassword' });
        focusFirstInvalid(event.currentTarget);
      }}
    >
      <h2>
        <Trans>Set a withdrawal password</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Before your first withdrawal, choose a 6-digit withdrawal password. You will type it for every withdrawal.
        </Trans>
      </p>
      <FormError text={formError} />
      <Field
        label={t`Withdrawal password (6 digits)`}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={values.new_qk_pwd}
        error={errors.new_qk_pwd}
        onValue={change('new_qk_pwd')}
      />
      <Field
        label={t`Confirm withdrawal password`}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={values.new_qk_pwd_confirmation}
        error={errors.new_qk_pwd_confirmation}
        onValue={change('new_qk_pwd_confirmation')}
      />
      {twoFactor && (
        <>
          <p className="muted form-hint">
            <Trans>Two-factor authentication is on: confirm this change with a code.</Trans>
          </p>
          <CodeField testId="withdraw-password-otp" value={values.otp} error={errors.otp} onValue={change('otp')} />
        </>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={saving}>
        {saving ? <Trans>Please wait…</Trans> : <Trans>Save password</Trans>}
      </button>
    </form>
  );
}

function WithdrawForm({ withdrawal }: { withdrawal: WithdrawalActorRef }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const text = useText();
  const typeId = useId();
  const { values, errors, formError, change } = useForm(withdrawal);
  const setup = useSelector(withdrawal, (s) => s.context.setup);
  const notice = useSelector(withdrawal, (s) => s.context.notice);
  const busy = useSelector(withdrawal, (s) => s.matches('submitting'));
  if (!setup) return null;
  const { fee, actual } = withFee(values.money, setup.rules.withdraw_fee);
  const max = withdrawMax(setup);
  const type = values.payment_type;

  return (
    <form
      className="withdraw withdraw-wide stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        withdrawal.send({ type: 'withdraw.submit' });
        focusFirstInvalid(event.currentTarget);
      }}
    >
      {notice && (
        <p className="form-notice" role="status">
          <Message text={notice} />
        </p>
      )}
      <div className="withdraw-balance card">
        <span className="muted">
          <Trans>Withdrawable balance</Trans>
        </span>
        <strong>
          <Money amount={setup.balance} />
        </strong>
      </div>
      <TurnoverLeft />

      <div className="withdraw-columns">
        <fieldset className="form-section">
          <legend>
            <Trans>Amount</Trans>
          </legend>
          <dl className="fee-lines fixed-values">
            <div>
              <dt>
                <Trans>Currency</Trans>
              </dt>
              <dd>BRL (R$)</dd>
            </div>
          </dl>
          <div className="amount-row">
            <Field
              label={t`Amount (R$)`}
              inputMode="decimal"
              autoComplete="off"
              value={amountShown(values.money, locale)}
              error={errors.money}
              onValue={change('money')}
            />
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => withdrawal.send({ type: 'withdraw.all' })}
            >
              <Trans>All</Trans>
            </button>
          </div>
          <p className="muted hint" data-testid="withdraw-range">
            {Number(max) < Number(setup.rules.withdraw_min) ? (
              <Trans>
                Withdrawals start at <Money amount={setup.rules.withdraw_min} />; you can withdraw{' '}
                <Money amount={max} /> now
              </Trans>
            ) : (
              <Trans>
                From <Money amount={setup.rules.withdraw_min} /> to <Money amount={max} />
              </Trans>
            )}
          </p>
          <dl className="fee-lines">
            <div>
              <dt>
                <Trans>Fee</Trans>
              </dt>
              <dd>
                <Money amount={fee} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Actual receipt</Trans>
              </dt>
              <dd>
                <Money amount={actual} />
              </dd>
            </div>
          </dl>
          <Field
            label={t`Withdrawal password`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={values.qk_pwd}
            error={errors.qk_pwd}
            onValue={change('qk_pwd')}
          />
          {setup.twoFactor && (
            <CodeField testId="withdraw-otp" value={values.otp} error={errors.otp} onValue={change('otp')} />
          )}
        </fieldset>

        <fieldset className="form-section">
          <legend>
            <Trans>PIX account</Trans>
          </legend>
          <p className="muted form-hint">
            <Trans>Withdrawals go only to PIX keys in your own CPF.</Trans>
          </p>
          <dl className="fee-lines fixed-values">
            <div>
              <dt>
                <Trans>Payment name</Trans>
              </dt>
              <dd>PIX</dd>
            </div>
          </dl>
          {setup.keys.length > 0 && (
            <div className="saved-keys" role="group" aria-label={t`PIX keys used before`}>
              {setup.keys.map((key, index) => (
                <button
                  key={`${key.payment_type}-${key.account}`}
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-pressed={key.payment_type === type && key.account === values.account}
                  onClick={() => withdrawal.send({ type: 'withdraw.useKey', index })}
                >
                  <KeyTypeText type={key.payment_type} /> · {pixKeyShown(key.payment_type, key.account)}
                </button>
              ))}
            </div>
          )}
          <div className="field">
            <label htmlFor={`${typeId}-type`}>
              <Trans>Account type</Trans>
            </label>
            <select id={`${typeId}-type`} value={type} onChange={(e) => change('payment_type')(e.target.value)}>
              {KEY_TYPES.map((key) => (
                <option key={key} value={key}>
                  {text(KEY_TYPE_LABELS[key])}
                </option>
              ))}
            </select>
          </div>
          <Field
            label={t`Collection account number (PIX key)`}
            placeholder={KEY_PLACEHOLDER[type]}
            spellCheck={false}
            {...KEY_INPUT[type]}
            value={values.account}
            error={errors.account}
            onValue={change('account')}
          />
          <WithdrawalHolderLines holder={setup.holder} />
          <Field
            label={t`Phone number (optional)`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(11) 91234-5678"
            value={values.phone_number}
            error={errors.phone_number}
            onValue={change('phone_number')}
          />
        </fieldset>
      </div>

      <FormError text={formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? <Trans>Please wait…</Trans> : <Trans>Withdraw</Trans>}
      </button>
      <p className="muted hint">
        <Trans>Withdrawals are reviewed by our team before they are paid to your PIX key.</Trans>
      </p>
      <Link to="/withdrawalRecord" className="section-link">
        <Trans>Withdrawal records</Trans>
      </Link>
    </form>
  );
}

function Submitted({ withdrawal }: { withdrawal: WithdrawalActorRef }) {
  const { t } = useLingui();
  const result = useSelector(withdrawal, (s) => s.context.result);
  const amount = useSelector(withdrawal, (s) => s.context.values.money);
  return (
    <div className="withdraw stack card" role="status">
      <p className="order-badge order-pending">
        <Trans>Pending review</Trans>
      </p>
      <p>
        <Message text={WITHDRAW_MESSAGES.submitted} />
      </p>
      <dl className="fee-lines">
        <div>
          <dt>
            <Trans>Order number</Trans>
          </dt>
          <dd>{result && <CopyValue value={result.order_no} label={t`order number`} mono />}</dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>
            <Money amount={amount.replace(',', '.')} />
          </dd>
        </div>
      </dl>
      <Link to="/withdrawalRecord" className="btn btn-primary btn-block">
        <Trans>Withdrawal records</Trans>
      </Link>
      <button
        type="button"
        className="btn btn-secondary btn-block"
        onClick={() => withdrawal.send({ type: 'withdraw.again' })}
      >
        <Trans>New withdrawal</Trans>
      </button>
    </div>
  );
}
