import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { KycFileData, KycScores } from '../../../contract/boKyc';
import { KYC_REASONS, type KycReason } from '../../../contract/kyc';
import type {
  IdentityCase as OpenedCase,
  IdentityQueueActorRef,
} from '../../../machines/operator/identityQueue.machine';
import { formatDay, formatWhen } from '../i18n';
import { Chip } from '../kit/Chip';
import { RecordText } from '../kit/RecordText';
import { Table } from '../kit/Table';
import { opPath } from '../screens/Layout';
import {
  CASE_STATUS_NAMES,
  CASE_TONES,
  CHALLENGE_NAMES,
  DOCUMENT_NAMES,
  FILE_KIND_NAMES,
  KYC_REASON_NAMES,
  KYC_STATUS_NAMES,
} from './words';

const SCORE_KEYS = ['face_match', 'liveness', 'document'] as const;

/** A score from 0 to 1 as a percentage in the person's language ("78 %"), or a dash. */
function Score({ value }: { value: number | null }) {
  const { i18n } = useLinguiRuntime();
  if (value === null) return <>—</>;
  const said = new Intl.NumberFormat(i18n.locale === 'en' ? 'en-US' : 'pt-BR', { style: 'percent' }).format(value);
  return (
    <span className="op-kyc-score">
      <meter min={0} max={1} low={0.6} high={0.85} optimum={1} value={value} aria-hidden="true" />
      {said}
    </span>
  );
}

/** The provider's three scores, named. */
export function Scores({ scores }: { scores: KycScores }) {
  const { t } = useLingui();
  const names = { face_match: t`Face against the document`, liveness: t`Liveness`, document: t`Document` };
  if (!scores) return <p className="op-dim">{t`The provider has given no scores yet.`}</p>;
  return (
    <dl className="op-facts op-kyc-scores" data-testid="op-kyc-scores">
      {SCORE_KEYS.map((key) => (
        <div key={key} className="op-kyc-score-row">
          <dt>{names[key]}</dt>
          <dd>
            <Score value={scores[key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A picture as an image; the CNH's PDF as a link that opens it. */
function Picture({ file }: { file: KycFileData }) {
  const { _ } = useLinguiRuntime();
  const { t } = useLingui();
  const name = _(FILE_KIND_NAMES[file.kind]);
  const pdf = file.content_type === 'application/pdf';
  const url = useMemo(() => {
    if (!pdf) return null;
    const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  }, [pdf, file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <figure className="op-kyc-picture" data-testid="op-kyc-picture" data-kind={file.kind}>
      {url ? (
        <a className="op-button" href={url} target="_blank" rel="noreferrer">
          {t`Open the PDF`}
        </a>
      ) : (
        <img src={`data:${file.content_type};base64,${file.data}`} alt={name} />
      )}
      <figcaption>{name}</figcaption>
    </figure>
  );
}

/** Compliance's decision: a note always, a reason for a refusal. */
function Decision({ flow }: { flow: IdentityQueueActorRef }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const reason = useSelector(flow, (s) => s.context.reason);
  const note = useSelector(flow, (s) => s.context.note);
  const busy = useSelector(flow, (s) => !s.matches('reviewing'));
  return (
    <form
      className="op-kyc-decision"
      aria-labelledby="op-kyc-decision-title"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'case.approve' });
      }}
    >
      <h3 id="op-kyc-decision-title">{t`Decision`}</h3>
      <p className="op-dim">
        {t`The player is told either way. The note stays on the case and the audit trail; a refusal’s reason is what the player reads.`}
      </p>
      <label className="op-field">
        <span>{t`Note (3 to 200 characters)`}</span>
        <input
          name="note"
          maxLength={200}
          value={note}
          onChange={(event) => flow.send({ type: 'case.note', value: event.target.value })}
        />
      </label>
      <label className="op-field">
        <span>{t`Reason, for a refusal`}</span>
        <select
          name="reason"
          value={reason}
          onChange={(event) => flow.send({ type: 'case.reason', value: event.target.value as KycReason | '' })}
        >
          <option value="">{t`Choose…`}</option>
          {KYC_REASONS.map((code) => (
            <option key={code} value={code}>
              {_(KYC_REASON_NAMES[code])}
            </option>
          ))}
        </select>
      </label>
      <div className="op-actions">
        <button type="submit" className="op-button op-button-primary" disabled={busy}>
          <Trans>Approve the identity</Trans>
        </button>
        <button
          type="button"
          className="op-button op-button-danger"
          disabled={busy}
          onClick={() => flow.send({ type: 'case.reject' })}
        >
          <Trans>Refuse</Trans>
        </button>
      </div>
    </form>
  );
}

/** One case opened: the pictures, the person and the document, the scores, the decision, the history. */
export function IdentityCase({ flow, opened }: { flow: IdentityQueueActorRef; opened: OpenedCase }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const { detail, pictures } = opened;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [detail.id]);
  const { member, address } = detail;
  const id = detail.id;
  const name = member.name ?? t`(no name given)`;
  const open = detail.status === 'pending' || detail.status === 'review';
  const purged = detail.purged_at ? formatWhen(detail.purged_at) : '';
  const answers = detail.provider_answers.length;
  return (
    <section className="op-card op-kyc-case" aria-labelledby="op-kyc-case-title" data-testid="op-kyc-case">
      <div className="op-details-head">
        <h2 id="op-kyc-case-title" ref={title} tabIndex={-1}>
          <Trans>
            Case {id}: {name}
          </Trans>
        </h2>
        <button type="button" className="op-button op-button-quiet" onClick={() => flow.send({ type: 'case.close' })}>
          <Trans>Back to the queue</Trans>
        </button>
      </div>
      <p className="op-kyc-status" data-testid="op-kyc-status">
        <Chip tone={CASE_TONES[detail.status]}>{_(CASE_STATUS_NAMES[detail.status])}</Chip>
        {detail.decided_at && (
          <span className="op-dim">
            {' · '}
            {formatWhen(detail.decided_at)} · {detail.decided_by}
            {detail.reason && ` · ${_(KYC_REASON_NAMES[detail.reason])}`}
            {detail.note && ` · “${detail.note}”`}
          </span>
        )}
      </p>
      <div className="op-kyc-pictures" data-testid="op-kyc-pictures">
        {pictures.length ? (
          pictures.map((file) => <Picture key={file.kind} file={file} />)
        ) : (
          <p className="op-dim">
            {purged ? t`The pictures were deleted on ${purged} (retention).` : t`No picture was received.`}
          </p>
        )}
      </div>
      <div className="op-kyc-columns">
        <div>
          <h3>{t`Player and document`}</h3>
          <dl className="op-facts">
            <dt>{t`Player`}</dt>
            <dd>
              <Link to={opPath(`/players/${member.id}`)} className="op-link">
                {name} · ID {member.id}
              </Link>
            </dd>
            <dt>{t`CPF`}</dt>
            <dd>{member.cpf ?? '—'}</dd>
            <dt>{t`Born`}</dt>
            <dd>{member.birth_date ? formatDay(member.birth_date) : '—'}</dd>
            <dt>{t`Phone`}</dt>
            <dd>{member.phone}</dd>
            <dt>{t`Standing`}</dt>
            <dd>{_(KYC_STATUS_NAMES[member.kyc_status])}</dd>
            <dt>{t`Document`}</dt>
            <dd>
              {_(DOCUMENT_NAMES[detail.document_type])} {detail.document_number}
            </dd>
            <dt>{t`Address`}</dt>
            <dd>
              {address.street}, {address.number}
              {address.complement && ` ${address.complement}`}
              {address.district && ` · ${address.district}`} · {address.city}/{address.state} ·{' '}
              <span className="op-kyc-nowrap">CEP {address.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}</span>
            </dd>
            <dt>{t`Liveness asked`}</dt>
            <dd>{detail.challenge.map((c) => _(CHALLENGE_NAMES[c])).join(', ')}</dd>
          </dl>
        </div>
        <div>
          <h3>{t`The provider`}</h3>
          <dl className="op-facts">
            <dt>{t`Provider`}</dt>
            <dd>
              {detail.provider ?? '—'}
              {detail.provider_ref && <span className="op-dim op-block op-kyc-ref">{detail.provider_ref}</span>}
            </dd>
            <dt>{t`Sent`}</dt>
            <dd>{detail.submitted_at ? formatWhen(detail.submitted_at) : '—'}</dd>
          </dl>
          <h3>{t`Scores`}</h3>
          <Scores scores={detail.scores} />
          {answers > 0 && (
            <details className="op-kyc-answers">
              <summary>{t`What the provider said (${answers})`}</summary>
              <RecordText record={detail.provider_answers} />
            </details>
          )}
        </div>
      </div>
      {open && <Decision flow={flow} />}
      <h3>{t`The player’s earlier cases`}</h3>
      {detail.earlier.length === 0 ? (
        <p className="op-dim" data-testid="op-kyc-earlier">
          {t`None: this is the first.`}
        </p>
      ) : (
        <Table
          rows={detail.earlier}
          rowKey={(row) => row.id}
          caption={t`The player’s earlier cases, newest first`}
          testId="op-kyc-earlier"
          columns={[
            { head: t`Case`, cell: (row) => `#${row.id}` },
            { head: t`Opened`, cell: (row) => formatWhen(row.created_at) },
            { head: t`Document`, cell: (row) => _(DOCUMENT_NAMES[row.document_type]) },
            {
              head: t`Outcome`,
              cell: (row) => (
                <>
                  <Chip tone={CASE_TONES[row.status]}>{_(CASE_STATUS_NAMES[row.status])}</Chip>
                  {row.reason && <span className="op-dim op-block">{_(KYC_REASON_NAMES[row.reason])}</span>}
                </>
              ),
            },
            {
              head: t`Decided`,
              cell: (row) => (row.decided_at ? `${formatWhen(row.decided_at)} · ${row.decided_by ?? ''}` : '—'),
            },
          ]}
        />
      )}
    </section>
  );
}
