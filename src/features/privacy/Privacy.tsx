import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import type { Locale } from '../../../contract/locales';
import type { ConsentRecord, ConsentSummary } from '../../../contract/privacy';
import type { DataExportActorRef } from '../../../machines/dataExport.machine';
import { useSystem } from '../../app/SystemContext';
import { askStorageChoices, storageChoice } from '../../app/storageConsent';
import { BRASILIA, formatDateTime } from '../../../lib/format';
import { Loaded } from '../../ui/Loaded';
import { Message } from '../../ui/Message';
import { Page } from '../../ui/Page';
import { onStorageChoiceKept } from './storage';
import './privacy.css';
import { useFlow } from '../../flow/useFlow';

const Skeleton = () => <div className="card skeleton record-skeleton" aria-busy="true" />;
const when = (iso: string) => formatDateTime(iso, i18n.locale as Locale, BRASILIA);

/**
 * /profile/privacy, the privacy centre (LGPD art. 18): download a copy of one's data, the consents given
 * and when, and whom to ask about one's data (the data protection officer).
 */
export function PrivacyCentre() {
  return (
    <Page title={msg`Privacy`}>
      <div className="stack privacy">
        <Suspense fallback={<Skeleton />}>
          <Download />
        </Suspense>
        <Suspense fallback={<Skeleton />}>
          <Consents />
        </Suspense>
        <Officer />
      </div>
    </Page>
  );
}

function Download() {
  const { load } = useSystem();
  const exporter = useFlow(load.dataExport());
  const busy = useSelector(exporter, (s) => s.matches('downloading'));
  const send = (format: 'json' | 'csv') => exporter.send({ type: 'export.download', format });
  return (
    <section className="card stack" aria-labelledby="privacy-download">
      <h2 id="privacy-download">
        <Trans>Download my data</Trans>
      </h2>
      <p className="muted">
        <Trans>
          A copy of what we keep about you: identity, consents, sessions, balance movements, bets and rounds, deposits,
          withdrawals, limits, pauses and notifications. JSON is for other services; CSV opens in a spreadsheet, one
          table after another. Up to 5 downloads an hour.
        </Trans>
      </p>
      <div className="privacy-downloads">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => send('json')}>
          <Trans>Download JSON</Trans>
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => send('csv')}>
          <Trans>Download CSV</Trans>
        </button>
      </div>
      <DownloadStatus exporter={exporter} />
    </section>
  );
}

function DownloadStatus({ exporter }: { exporter: DataExportActorRef }) {
  const state = useSelector(exporter, (s) => s.value);
  const fileName = useSelector(exporter, (s) => s.context.fileName);
  const error = useSelector(exporter, (s) => s.context.error);
  return (
    <div aria-live="polite" data-testid="privacy-download-status">
      {state === 'downloading' && (
        <p className="muted">
          <Trans>Preparing your file…</Trans>
        </p>
      )}
      {state === 'done' && fileName && (
        <p className="form-notice">
          <Trans>Downloaded: {fileName}</Trans>
        </p>
      )}
      {state === 'failed' && error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}
    </div>
  );
}

/** The consents, read again whenever the storage choice changes (from this page or the footer). */
function Consents() {
  const [version, setVersion] = useState(0);
  useEffect(() => onStorageChoiceKept(() => setVersion((n) => n + 1)), []);
  return <ConsentList key={version} />;
}

function ConsentList() {
  const { load } = useSystem();
  const consents = useFlow(load.privacyConsents(), {
    input: { key: 'consents' },
  });
  return (
    <section className="card stack" aria-labelledby="privacy-consents">
      <h2 id="privacy-consents">
        <Trans>Consents given</Trans>
      </h2>
      <Loaded actor={consents}>{(summary) => <ConsentDetails summary={summary} />}</Loaded>
    </section>
  );
}

function Choice({ record }: { record: ConsentRecord }) {
  const at = when(record.at);
  return record.granted ? <Trans>Preferences allowed on {at}</Trans> : <Trans>Preferences refused on {at}</Trans>;
}

/** The money notices whose e-mail copies a member switches (server/notices/notify.ts MONEY_NOTICES). */
const COPY_KINDS: Record<string, MessageDescriptor> = {
  deposit_credited: msg`Deposit credited`,
  deposit_refunded: msg`Deposit refunded`,
  withdrawal_approved: msg`Withdrawal approved`,
  withdrawal_paid: msg`Withdrawal paid`,
  withdrawal_rejected: msg`Withdrawal rejected`,
};

function EmailCopies({ summary }: { summary: ConsentSummary }) {
  const { i18n: lingui } = useLingui();
  const to = summary.email_copies_to;
  return (
    <>
      <h3>
        <Trans>E-mail copies of money notices</Trans>
      </h3>
      <p className="muted">
        {to ? (
          <Trans>Sent to {to}.</Trans>
        ) : (
          <Trans>None are sent until you confirm an e-mail in the security center.</Trans>
        )}{' '}
        <Link to="/profile/notifications">
          <Trans>Change</Trans>
        </Link>
      </p>
      <ul className="consent-history">
        {summary.email_copies.map(({ kind, on }) => (
          <li key={kind}>
            <span>{COPY_KINDS[kind] ? lingui._(COPY_KINDS[kind]) : kind}</span>
            <span className="muted">{on ? <Trans>On</Trans> : <Trans>Off</Trans>}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function ConsentDetails({ summary }: { summary: ConsentSummary }) {
  const here = storageChoice();
  const accepted = summary.terms_accepted_at ? when(summary.terms_accepted_at) : null;
  return (
    <>
      <p>
        {accepted ? (
          <Trans>Terms of use and privacy policy accepted on {accepted}.</Trans>
        ) : (
          <Trans>The terms have not been accepted yet: they are asked when you complete your identity.</Trans>
        )}
      </p>
      <p>
        {here === null ? (
          <Trans>Storage on this device: not chosen yet.</Trans>
        ) : here.preferences ? (
          <Trans>Storage on this device: essential and preferences.</Trans>
        ) : (
          <Trans>Storage on this device: essential only.</Trans>
        )}{' '}
        <button type="button" className="link-button" onClick={askStorageChoices}>
          <Trans>Change</Trans>
        </button>
      </p>
      {summary.history.length > 0 && (
        <>
          <h3>
            <Trans>Your storage choices</Trans>
          </h3>
          <ul className="consent-history" data-testid="consent-history">
            {summary.history.map((record) => (
              <li key={`${record.at}-${record.purpose}`}>
                <Choice record={record} />
              </li>
            ))}
          </ul>
        </>
      )}
      <EmailCopies summary={summary} />
    </>
  );
}

/** The data protection officer (encarregado), from the site's legal data. */
function Officer() {
  const { actors } = useSystem();
  const dpo = useSelector(actors.modals, (s) => s.context.content?.legal?.dpo ?? null);
  const { t } = useLingui();
  return (
    <section className="card stack" aria-labelledby="privacy-dpo">
      <h2 id="privacy-dpo">
        <Trans>Data protection officer</Trans>
      </h2>
      {dpo ? (
        <p>
          <strong>{dpo.name}</strong> ·{' '}
          <a href={`mailto:${dpo.email}`} aria-label={t`Write to the data protection officer: ${dpo.email}`}>
            {dpo.email}
          </a>
        </p>
      ) : (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      <p className="muted">
        <Trans>
          Ask them to correct, anonymise or delete your data, or about how it is shared. They answer within 15 days.
        </Trans>{' '}
        <Link to="/legal/privacy">
          <Trans>Privacy policy</Trans>
        </Link>
      </p>
    </section>
  );
}
