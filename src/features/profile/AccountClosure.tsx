import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { useSessionUser } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
import type { AccountClosureActorRef } from '../../../machines/accountClosure.machine';
import { closedHere } from './closedHere';
import './refusals';
import { useFlow } from '../../flow/useFlow';

/** /profile/close: the member closes the account (money withdrawn first), confirmed with the login password. */
export function AccountClosure() {
  const user = useSessionUser();
  // Signed in, this is a new visit; signed out right after a closure here, the closure is what to show.
  if (user) closedHere.clear();
  return (
    <Page title={msg`Close account`}>
      {!user && closedHere.get() ? (
        <Closed />
      ) : (
        <Suspense fallback={<div className="card skeleton record-skeleton" aria-busy="true" />}>
          <ClosureFlow />
        </Suspense>
      )}
    </Page>
  );
}

const hasMoney = (balance: string) => Number(balance) > 0;

function ClosureFlow() {
  const { load } = useSystem();
  const user = useSessionUser();
  // Read once, when the screen opens: the flow keeps its own state after the session forgets the member.
  const closure = useFlow(load.accountClosure(), {
    input: { balance: user?.money ?? '0.00', twoFactor: user?.two_factor === true },
  });
  const state = useSelector(closure, (s) => s.value);
  switch (state) {
    case 'explaining':
      return <Explaining closure={closure} />;
    case 'confirming':
    case 'closing':
      return <Confirming closure={closure} />;
    case 'refused':
      return <Refused closure={closure} />;
    default:
      return <Closed />;
  }
}

/** The balance and the way to the withdrawal page. */
function WithdrawFirst({ balance }: { balance: string }) {
  return (
    <div className="closure-balance">
      <div>
        <p className="muted">
          <Trans>Balance</Trans>
        </p>
        <p className="balance-big" data-testid="closure-balance">
          <Money amount={balance} />
        </p>
      </div>
      <Link to="/withdraw" className="btn btn-primary" data-testid="closure-withdraw">
        <Trans>Withdraw</Trans>
      </Link>
    </div>
  );
}

function Explaining({ closure }: { closure: AccountClosureActorRef }) {
  const balance = useSelector(closure, (s) => s.context.balance);
  return (
    <div className="card stack closure">
      <p>
        <Trans>
          Closing your account is final: you will not be able to log in again, and your CPF cannot be used to open
          another account.
        </Trans>
      </p>
      <p className="muted">
        <Trans>
          Withdraw your money first: an account with a balance, a bet or a round not settled, a withdrawal being
          processed or a deposit waiting for payment cannot be closed.
        </Trans>
      </p>
      {hasMoney(balance) && <WithdrawFirst balance={balance} />}
      <div className="closure-actions">
        <Link to="/profile" className="btn btn-secondary">
          <Trans>Keep my account</Trans>
        </Link>
        <button
          type="button"
          className="btn btn-danger"
          data-testid="closure-start"
          onClick={() => closure.send({ type: 'closure.start' })}
        >
          <Trans>Continue</Trans>
        </button>
      </div>
    </div>
  );
}

function Confirming({ closure }: { closure: AccountClosureActorRef }) {
  const { t } = useLingui();
  const password = useSelector(closure, (s) => s.context.password);
  const code = useSelector(closure, (s) => s.context.code);
  const twoFactor = useSelector(closure, (s) => s.context.twoFactor);
  const error = useSelector(closure, (s) => s.context.error);
  const busy = useSelector(closure, (s) => s.matches('closing'));
  return (
    <form
      className="card stack closure"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        closure.send({ type: 'closure.submit' });
      }}
    >
      <p>
        <Trans>Type your login password to close the account. This cannot be undone.</Trans>
      </p>
      <Field
        label={t`Login password`}
        type="password"
        autoComplete="current-password"
        value={password}
        error={error ?? undefined}
        onValue={(value) => closure.send({ type: 'closure.password', password: value })}
      />
      {twoFactor && (
        <Field
          label={t`Code from your authenticator app (or a recovery code)`}
          data-testid="closure-code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          value={code}
          onValue={(value) => closure.send({ type: 'closure.code', code: value })}
        />
      )}
      <div className="closure-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => closure.send({ type: 'closure.cancel' })}
        >
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn-danger" disabled={busy} data-testid="closure-submit">
          {busy ? <Trans>Please wait…</Trans> : <Trans>Close my account</Trans>}
        </button>
      </div>
    </form>
  );
}

function Refused({ closure }: { closure: AccountClosureActorRef }) {
  const error = useSelector(closure, (s) => s.context.error);
  const balance = useSelector(closure, (s) => s.context.balance);
  return (
    <div className="card stack closure">
      {error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}
      {hasMoney(balance) && <WithdrawFirst balance={balance} />}
      <div className="closure-actions">
        <Link to="/withdrawalRecord" className="btn btn-secondary">
          <Trans>Withdrawal records</Trans>
        </Link>
        <button
          type="button"
          className="btn btn-secondary"
          data-testid="closure-back"
          onClick={() => closure.send({ type: 'closure.back' })}
        >
          <Trans>Back</Trans>
        </button>
      </div>
    </div>
  );
}

function Closed() {
  return (
    <div className="card stack closure" role="status" data-testid="closure-closed">
      <p className="closure-done">
        <Trans>This account is closed.</Trans>
      </p>
      <p className="muted">
        <Trans>You have been logged out. The account cannot log in again.</Trans>
      </p>
      <Link to="/" className="btn btn-secondary">
        <Trans>Go to the home page</Trans>
      </Link>
    </div>
  );
}
