import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { MoneyNoticeKind } from '../../../contract/notices';
import type { NoticePrefsActorRef } from '../../../machines/noticePrefs.machine';
import { useSystem } from '../../app/SystemContext';
import { LoadFailed } from '../../ui/LoadFailed';
import { Message } from '../../ui/Message';
import { Page } from '../../ui/Page';
import './noticeSettings.css';
import './refusals';
import { useFlow } from '../../flow/useFlow';

const Skeleton = () => <div className="card skeleton record-skeleton" aria-busy="true" />;

/** Each money notification: its name and what it tells. */
const KINDS: Record<MoneyNoticeKind, { name: MessageDescriptor; about: MessageDescriptor }> = {
  deposit_credited: { name: msg`Deposit credited`, about: msg`A PIX deposit reached your balance.` },
  deposit_refunded: {
    name: msg`Deposit returned`,
    about: msg`A PIX payment could not be credited and went back to the account that paid it.`,
  },
  withdrawal_approved: { name: msg`Withdrawal approved`, about: msg`A withdrawal was approved and will be paid.` },
  withdrawal_paid: { name: msg`Withdrawal paid`, about: msg`A withdrawal was sent to your PIX key.` },
  withdrawal_rejected: {
    name: msg`Withdrawal rejected`,
    about: msg`A withdrawal was rejected, with the reason; the amount is back in your balance.`,
  },
};

/** /profile/notifications: which money notifications also come by e-mail. */
export function NoticeSettings() {
  return (
    <Page title={msg`Notifications by e-mail`}>
      <Suspense fallback={<Skeleton />}>
        <Settings />
      </Suspense>
    </Page>
  );
}

function Settings() {
  const { load } = useSystem();
  const prefs = useFlow(load.noticePrefs());
  const loading = useSelector(prefs, (s) => s.matches('loading'));
  const failed = useSelector(prefs, (s) => s.matches('failed'));
  if (failed) return <LoadFailed onRetry={() => prefs.send({ type: 'prefs.retry' })} />;
  if (loading) return <Skeleton />;
  return <Switches prefs={prefs} />;
}

function Switches({ prefs }: { prefs: NoticePrefsActorRef }) {
  const { i18n } = useLingui();
  const email = useSelector(prefs, (s) => s.context.prefs?.email ?? null);
  const kinds = useSelector(prefs, (s) => s.context.prefs?.kinds ?? []);
  const saving = useSelector(prefs, (s) => s.matches('saving'));
  const saved = useSelector(prefs, (s) => s.context.saved);
  const error = useSelector(prefs, (s) => s.context.error);
  return (
    <div className="stack notice-settings">
      <div className="card stack">
        <p className="muted">
          <Trans>
            Every notification arrives in your Message Center. Choose which money notifications also come to your
            e-mail.
          </Trans>
        </p>
        {email ? (
          <p>
            <Trans>
              Copies go to <strong className="notice-email">{email}</strong>.
            </Trans>
          </p>
        ) : (
          <div className="notice-verify" data-testid="notice-verify">
            <p>
              <Trans>Verify your e-mail in the Security center to get copies by e-mail.</Trans>
            </p>
            <Link to="/security-center" className="btn btn-primary btn-small">
              <Trans>Security center</Trans>
            </Link>
          </div>
        )}
      </div>
      <fieldset className="card notice-switches" disabled={!email} aria-describedby="notice-status">
        <legend className="visually-hidden">
          <Trans>E-mail copies</Trans>
        </legend>
        <ul>
          {kinds.map((pref) => {
            const kind = KINDS[pref.kind];
            const id = `notice-${pref.kind}`;
            return (
              <li key={pref.kind}>
                <label htmlFor={id}>
                  <span className="notice-switch-text">
                    <strong>{i18n._(kind.name)}</strong>
                    <span className="muted">{i18n._(kind.about)}</span>
                  </span>
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    checked={pref.email}
                    disabled={saving}
                    data-testid={id}
                    onChange={(event) =>
                      prefs.send({ type: 'prefs.switch', kind: pref.kind, email: event.target.checked })
                    }
                  />
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div id="notice-status" aria-live="polite">
        {error ? (
          <p className="form-error" role="alert">
            <Message text={error} />
          </p>
        ) : saved && !saving ? (
          <p className="form-notice" role="status">
            <Trans>Saved.</Trans>
          </p>
        ) : null}
      </div>
      <Link to="/information-center/notification" className="btn btn-secondary btn-block">
        <Trans>Open the Message Center</Trans>
      </Link>
    </div>
  );
}
