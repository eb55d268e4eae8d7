import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { KycQueueStatus } from '../../../contract/boKyc';
import type { IdentityQueueActorRef } from '../../../machines/operator/identityQueue.machine';
import { formatWhen } from '../i18n';
import { IdentityCase, Scores } from '../identity/IdentityCase';
import { DOCUMENT_NAMES } from '../identity/words';
import { RowOpener, Table } from '../kit/Table';
import { say } from '../refusals';
import { useFlows } from '../system';
import { opPath } from './Layout';
import { Pager } from './Pager';
import { useFlow } from '../../flow/useFlow';

const PAGE_SIZE = 50;

/** The case a link asks for (`?case=12`, from a player's page), read once. */
function linkedCase(): number | null {
  const id = Number(new URLSearchParams(window.location.search).get('case'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function Done({ flow }: { flow: IdentityQueueActorRef }) {
  const done = useSelector(flow, (s) => s.context.done);
  if (!done) return null;
  const id = done.case;
  return (
    <p className="op-notice" role="status" data-testid="op-kyc-done">
      {done.decision === 'approve' ? (
        <Trans>Case {id} approved: the player’s identity is verified and they were told.</Trans>
      ) : (
        <Trans>Case {id} refused: the player was told why and may send their documents again.</Trans>
      )}
    </p>
  );
}

function Queue({ flow }: { flow: IdentityQueueActorRef }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const list = useSelector(flow, (s) => s.context.list);
  const busy = useSelector(flow, (s) => s.matches('loading'));
  const status = useSelector(flow, (s) => s.context.status);
  return (
    <Table
      rows={list}
      rowKey={(row) => row.id}
      caption={t`Identity cases, the oldest sent first`}
      testId="op-kyc-queue"
      className="op-table op-kyc-queue"
      busy={busy}
      empty={status === 'review' ? t`No case waits for a manual review.` : t`No case waits for the provider.`}
      rowProps={(row) => ({ 'data-testid': 'op-kyc-row', 'data-case': row.id })}
      columns={[
        { head: t`Sent`, cell: (row) => formatWhen(row.submitted_at) },
        {
          head: t`Case`,
          cell: (row) => (
            <RowOpener open={false} onOpen={() => flow.send({ type: 'case.open', id: row.id })}>
              #{row.id}
            </RowOpener>
          ),
        },
        {
          head: t`Player`,
          cell: (row) => (
            <>
              {row.name ?? '—'}
              <span className="op-dim op-block">
                {row.cpf ?? '—'} ·{' '}
                <Link to={opPath(`/players/${row.member_id}`)} className="op-link">
                  ID {row.member_id}
                </Link>
              </span>
            </>
          ),
        },
        { head: t`Document`, cell: (row) => _(DOCUMENT_NAMES[row.document_type]) },
        { head: t`Provider`, cell: (row) => row.provider ?? '—' },
        { head: t`Scores`, cell: (row) => <Scores scores={row.scores} /> },
      ]}
    />
  );
}

/**
 * /operator/identity-checks (compliance, admin): the identity cases in manual review or still pending at the
 * provider, oldest first; a case opened with its pictures (each view on the audit trail), scores and history,
 * approved or refused with a reason and a note.
 */
export default function IdentityChecks() {
  const { t } = useLingui();
  const [open] = useState(linkedCase);
  const flow = useFlow(useFlows().identityQueue, { input: { open } });
  const phase = useSelector(flow, (s) =>
    s.matches('failed') ? 'failed' : s.matches('reviewing') || s.matches('deciding') ? 'case' : 'list',
  );
  const status = useSelector(flow, (s) => s.context.status);
  const counts = useSelector(flow, (s) => s.context.counts);
  const page = useSelector(flow, (s) => s.context.page);
  const total = useSelector(flow, (s) => s.context.total);
  const problem = useSelector(flow, (s) => s.context.problem);
  const opened = useSelector(flow, (s) => s.context.opened);
  const opening = useSelector(flow, (s) => s.matches('opening'));
  const { review, pending } = counts;
  const tabs: Array<[KycQueueStatus, string]> = [
    ['review', t`Manual review (${review})`],
    ['pending', t`Pending at the provider (${pending})`],
  ];
  return (
    <section className="op-page" aria-labelledby="op-title" aria-busy={opening}>
      <div className="op-page-head">
        <h1 id="op-title">{t`Identity checks`}</h1>
      </div>
      <p className="op-dim op-kyc-intro">
        <Trans>
          The document, the selfie and the liveness frames of each case the provider could not decide. Every picture
          opened is recorded on the audit trail.
        </Trans>
      </p>
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      <Done flow={flow} />
      {phase === 'case' && opened ? (
        <IdentityCase flow={flow} opened={opened} />
      ) : (
        <>
          <div className="op-toolbar">
            <div className="pr-tabs op-kyc-tabs" role="group" aria-label={t`Cases`}>
              {tabs.map(([code, label]) => (
                <button
                  key={code}
                  type="button"
                  className={code === status ? 'pr-tab pr-tab-on' : 'pr-tab'}
                  aria-pressed={code === status}
                  onClick={() => flow.send({ type: 'queue.status', status: code })}
                >
                  {label}
                </button>
              ))}
            </div>
            <button
              type="button"
              className="op-button"
              disabled={phase !== 'list' && phase !== 'failed'}
              onClick={() => flow.send({ type: 'queue.refresh' })}
            >
              <Trans>Refresh</Trans>
            </button>
          </div>
          {phase !== 'failed' && <Queue flow={flow} />}
          <Pager
            page={page}
            total={total}
            size={PAGE_SIZE}
            onPage={(next) => flow.send({ type: 'queue.page', page: next })}
          />
        </>
      )}
    </section>
  );
}
