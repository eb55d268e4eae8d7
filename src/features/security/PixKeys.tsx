import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSystem } from '../../app/SystemContext';
import type { PixKeyType } from '../../../contract/money';
import { pixKeyShown } from '../../i18n/numbers';
import { Field } from '../../ui/Field';
import { LoadFailed } from '../../ui/LoadFailed';
import { isRefusal } from '../../../machines/shared';
import { Message, useText } from '../../ui/Message';
import { useConfirmAgain } from './gate';
import { useFlow } from '../../flow/useFlow';

const TYPES: PixKeyType[] = ['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'];
const TYPE_LABELS: Record<PixKeyType, MessageDescriptor | string> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  PHONE: msg`Phone`,
  EMAIL: msg`E-mail`,
  EVP: msg`Random key (EVP)`,
};

/** The PIX keys for withdrawals ("bank cards"): the default first; add, make default, remove. */
export function PixKeys() {
  const { t } = useLingui();
  const text = useText();
  const { load } = useSystem();
  const keys = useFlow(load.pixKeys());
  const list = useSelector(keys, (s) => s.context.keys);
  const form = useSelector(keys, (s) => s.context.form);
  const errors = useSelector(keys, (s) => s.context.errors);
  const error = useSelector(keys, (s) => s.context.error);
  const loading = useSelector(keys, (s) => s.matches('loading'));
  const failed = useSelector(keys, (s) => s.matches('failed'));
  const busy = useSelector(keys, (s) => s.matches('saving'));
  useConfirmAgain(
    useSelector(keys, (s) => s.matches('needsVerify')),
    '/security-center',
  );

  if (failed) return <LoadFailed onRetry={() => keys.send({ type: 'keys.retry' })} />;
  if (loading) return <div className="skeleton reward-skeleton" aria-busy="true" />;
  const change = (field: 'payment_type' | 'account' | 'name') => (value: string) =>
    keys.send({ type: 'keys.change', field, value });
  return (
    <div className="stack">
      {error && (
        <p className="form-error" role="alert" data-refusal={isRefusal(error) ? error.error : undefined}>
          <Message text={error} />
        </p>
      )}
      {list.length === 0 ? (
        <p className="muted">
          <Trans>No PIX key saved yet. A key you withdraw to is kept here.</Trans>
        </p>
      ) : (
        <ul className="info-list pix-keys">
          {list.map((key) => (
            <li key={key.id} className="pix-key">
              <div>
                <strong>{text(TYPE_LABELS[key.payment_type])}</strong> ·{' '}
                <span className="pix-account">{pixKeyShown(key.payment_type, key.account)}</span>
                <div className="muted">{key.name}</div>
              </div>
              <div className="pix-actions">
                {key.is_default ? (
                  <span className="reward-badge" data-status="claimed">
                    <Trans>Default</Trans>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy}
                    onClick={() => keys.send({ type: 'keys.default', id: key.id })}
                  >
                    <Trans>Make default</Trans>
                  </button>
                )}
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  onClick={() => keys.send({ type: 'keys.remove', id: key.id })}
                >
                  <Trans>Remove</Trans>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          keys.send({ type: 'keys.add' });
        }}
      >
        <div className="field">
          <label htmlFor="pix-key-type">
            <Trans>Account type</Trans>
          </label>
          <select id="pix-key-type" value={form.payment_type} onChange={(e) => change('payment_type')(e.target.value)}>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {text(TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t`PIX key`}
          spellCheck={false}
          autoComplete="off"
          value={form.account}
          error={errors.account}
          onValue={change('account')}
        />
        <Field
          label={t`Full name`}
          autoComplete="name"
          value={form.name}
          error={errors.name}
          onValue={change('name')}
        />
        <button type="submit" className="btn btn-secondary btn-block" disabled={busy}>
          {busy ? <Trans>Please wait…</Trans> : <Trans>Add PIX key</Trans>}
        </button>
      </form>
    </div>
  );
}
