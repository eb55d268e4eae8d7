import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { IdentityField } from '../../../machines/identity';
import { useSessionUser } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { AcceptTerms, IdentityFields, saoPauloToday } from '../../ui/IdentityFields';
import { Message } from '../../ui/Message';
import { Page } from '../../ui/Page';
import './refusals';
import { useFlow } from '../../flow/useFlow';

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
  const { load } = useSystem();
  const identity = useFlow(load.completeIdentity(), {
    input: { today: saoPauloToday() },
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
      <IdentityFields values={values} errors={errors} onChange={(field, value) => change(field)(value)} />
      <AcceptTerms
        checked={values.accept_terms === 'yes'}
        error={errors.accept_terms}
        onChange={(checked) => change('accept_terms')(checked ? 'yes' : '')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {submitting ? <Trans>Please wait…</Trans> : <Trans>Save</Trans>}
      </button>
    </form>
  );
}
