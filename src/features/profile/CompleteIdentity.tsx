import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, use } from 'react';
import type { IdentityField } from '../../../machines/identity';
import { useSessionUser } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { Page } from '../../ui/Page';
import './refusals';

/** Today in São Paulo (YYYY-MM-DD): the day the age is counted on, as the server counts it. */
const saoPauloToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** /identity: an account from before the identity rule completes it, to deposit and play. */
export function CompleteIdentity() {
  const user = useSessionUser();
  return (
    <Page title={msg`Complete registration`}>
      {user?.identity_complete ? (
        <Completed />
      ) : (
        <Suspense fallback={<div className="skeleton record-skeleton" aria-busy="true" />}>
          <IdentityForm />
        </Suspense>
      )}
    </Page>
  );
}

function Completed() {
  return (
    <div className="card stack">
      <p>
        <Trans>Your registration is complete.</Trans>
      </p>
      <Link to="/recharge" className="btn btn-primary">
        <Trans>Deposit</Trans>
      </Link>
    </div>
  );
}

function IdentityForm() {
  const { t } = useLingui();
  const { load, inspect } = useSystem();
  const identity = useActorRef(use(load.completeIdentity()), {
    input: { today: saoPauloToday() },
    ...(inspect ? { inspect } : {}),
  });
  const values = useSelector(identity, (s) => s.context.values);
  const errors = useSelector(identity, (s) => s.context.errors);
  const formError = useSelector(identity, (s) => s.context.formError);
  const submitting = useSelector(identity, (s) => s.matches('submitting'));
  const done = useSelector(identity, (s) => s.status === 'done');
  if (done) return <Completed />;
  const change = (field: IdentityField) => (value: string) => identity.send({ type: 'identity.change', field, value });

  return (
    <form
      className="card stack identity-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        identity.send({ type: 'identity.submit' });
      }}
    >
      <p className="muted">
        <Trans>
          The law requires every player to say who they are (Portaria SPA/MF 722/2024). Until then deposits and bets are
          not possible; withdrawals stay open.
        </Trans>
      </p>
      {formError && (
        <p className="form-error" role="alert">
          <Message text={formError} />
        </p>
      )}
      <Field
        label={t`Full name`}
        name="realname"
        autoComplete="name"
        maxLength={120}
        value={values.realname}
        error={errors.realname}
        onValue={change('realname')}
      />
      <Field
        label={t`CPF`}
        name="cpf"
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        maxLength={14}
        value={values.cpf}
        error={errors.cpf}
        onValue={change('cpf')}
      />
      <Field
        label={t`Date of birth`}
        name="birth_date"
        type="date"
        autoComplete="bday"
        max={saoPauloToday()}
        value={values.birth_date}
        error={errors.birth_date}
        onValue={change('birth_date')}
      />
      <Field
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        error={errors.email}
        onValue={change('email')}
      />
      <div className="field check-field" data-invalid={errors.accept_terms ? '' : undefined}>
        <label>
          <input
            type="checkbox"
            name="accept_terms"
            checked={values.accept_terms === 'yes'}
            aria-invalid={errors.accept_terms ? true : undefined}
            aria-describedby={errors.accept_terms ? 'identity-terms-error' : undefined}
            onChange={(event) => change('accept_terms')(event.target.checked ? 'yes' : '')}
          />
          <span>
            <Trans>I am 18 or older and accept the terms of use and the privacy policy</Trans>
          </span>
        </label>
        {errors.accept_terms && (
          <p id="identity-terms-error" className="error">
            <Message text={errors.accept_terms} />
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {submitting ? <Trans>Please wait…</Trans> : <Trans>Save</Trans>}
      </button>
    </form>
  );
}
