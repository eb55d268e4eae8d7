import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { QueueWithdrawal } from '../../../contract/backoffice';
import {
  nextStep,
  type QueueFilter,
  type WithdrawalReviewActorRef,
} from '../../../machines/operator/withdrawalReview.machine';
import { formatMoney, formatWhen } from '../i18n';
import { formatCount } from '../figures';
import { Chip } from '../kit/Chip';
import { ReasonChoices, ReasonField, type ReasonGroup } from '../kit/Forms';
import { inWords, PIX_TYPES, WITHDRAWAL_STATES } from '../players/words';
import { RowOpener, Table } from '../kit/Table';
import { say, signalInWords } from '../refusals';
import { useFlows, useStaff } from '../system';
import { Pager } from './Pager';
import { useFlow } from '../../flow/useFlow';

const PAGE_SIZE = 50;

function StatusText({ row }: { row: QueueWithdrawal }) {
  if (row.status === 'approved')
    return (
      <Chip tone="good">
        <Trans>Approved, to pay</Trans>
      </Chip>
    );
  if (row.four_eyes && row.approvals.length === 1)
    return (
      <Chip tone="wait">
        <Trans>1 of 2 approvals</Trans>
      </Chip>
    );
  return (
    <Chip tone="wait">
      <Trans>Waiting for approval</Trans>
    </Chip>
  );
}

/** What is left of the withdrawal and who may do it, for the person reading it. */
function NextStepText({ row, me }: { row: QueueWithdrawal; me: number }) {
  const { step, byMe } = nextStep(row, me);
  const first = row.approvals[0]?.actor ?? '';
  if (step === 'payment') {
    return byMe ? (
      <Trans>Approved: only the payment is left, and you may make it (you did not approve it).</Trans>
    ) : (
      <Trans>
        Approved, with your approval: only the payment is left, by a finance person who did not approve it — not you.
      </Trans>
    );
  }
  if (step === 'only_approval') {
    return <Trans>One approval is enough: you may approve it, then someone else pays it.</Trans>;
  }
  if (step === 'first_of_two') {
    return (
      <Trans>
        Two different finance people approve it, then someone who approved neither pays it. You may give the first
        approval.
      </Trans>
    );
  }
  return byMe ? (
    <Trans>
      One approval of two, by {first}: the second comes from another finance person — you may give it — then someone who
      approved neither pays it.
    </Trans>
  ) : (
    <Trans>
      You gave the first approval of two: the second comes from another finance person, then someone who approved
      neither pays it. You may only reject it now.
    </Trans>
  );
}

/** The reasons offered ready-made for each review, in the person's language (the reason is kept as sent). */
function useReviewReasons(): ReasonGroup[] {
  const { t } = useLingui();
  return [
    {
      label: t`To approve`,
      reasons: [
        t`Checked: the key is in the player’s own CPF and nothing looks wrong`,
        t`Risk signals reviewed: explained by the player’s history`,
      ],
    },
    {
      label: t`To pay`,
      reasons: [t`PIX transfer sent from the operator’s account`, t`Approvals checked before paying`],
    },
    {
      label: t`To reject`,
      reasons: [
        t`The PIX key is not in the player’s own CPF`,
        t`Suspected fraud: sent to compliance`,
        t`The player asked to cancel it`,
      ],
    },
  ];
}

function Outcome({ flow }: { flow: WithdrawalReviewActorRef }) {
  const outcome = useSelector(flow, (s) => s.context.outcome);
  if (!outcome) return null;
  const order = outcome.order_no;
  return (
    <p className="op-notice" role="status" data-testid="op-outcome">
      {outcome.status === 'paid' ? (
        <Trans>Withdrawal {order} marked paid.</Trans>
      ) : outcome.status === 'rejected' ? (
        <Trans>Withdrawal {order} rejected: the amount went back to the player’s balance.</Trans>
      ) : outcome.status === 'approved' ? (
        <Trans>Withdrawal {order} approved: it can be paid now, by another person.</Trans>
      ) : (
        <Trans>Your approval of {order} is recorded: a second person must approve it too.</Trans>
      )}
    </p>
  );
}

function Details({ flow, row }: { flow: WithdrawalReviewActorRef; row: QueueWithdrawal }) {
  const { t } = useLingui();
  const staff = useStaff();
  const reason = useSelector(flow, (s) => s.context.reason);
  const busy = useSelector(flow, (s) => s.matches('acting') || s.matches('loading'));
  const canApprove = useSelector(flow, (s) => s.can({ type: 'withdrawal.approve' }));
  const canPay = useSelector(flow, (s) => s.can({ type: 'withdrawal.pay' }));
  const canReject = useSelector(flow, (s) => s.can({ type: 'withdrawal.reject' }));
  const reasons = useReviewReasons();
  // The details open above the queue on a narrower screen: the keyboard and a screen reader go to them.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [row.order_no]);
  const needed = row.four_eyes ? 2 : 1;
  const approvals = row.approvals.length;
  return (
    <section className="op-card op-details" aria-labelledby="op-details-title" data-testid="op-withdrawal-details">
      <div className="op-details-head">
        <h2 id="op-details-title" ref={title} tabIndex={-1}>
          <Trans>Withdrawal {row.order_no}</Trans>
        </h2>
        <button type="button" className="op-button op-button-quiet" onClick={() => flow.send({ type: 'queue.close' })}>
          <Trans>Close</Trans>
        </button>
      </div>
      <dl className="op-facts">
        <dt>{t`Player`}</dt>
        <dd>
          {row.name} · {row.phone} · ID {row.member_id}
        </dd>
        <dt>{t`Amount`}</dt>
        <dd>
          {formatMoney(row.amount)}{' '}
          <span className="op-dim">
            <Trans>
              (fee {formatMoney(row.fee)}, paid out {formatMoney(row.actual)})
            </Trans>
          </span>
        </dd>
        <dt>{t`PIX key’s CPF`}</dt>
        <dd className={row.own_cpf ? '' : 'op-bad'}>
          {row.cpf} · {row.own_cpf ? t`the player’s own CPF` : t`NOT the player’s own CPF`} (
          {inWords(PIX_TYPES, row.pix_type)})
        </dd>
        <dt>{t`Balance`}</dt>
        <dd>{formatMoney(row.balance)}</dd>
        <dt>{t`Deposited`}</dt>
        <dd>{formatMoney(row.deposited)}</dd>
        <dt>{t`Staked`}</dt>
        <dd>{formatMoney(row.staked)}</dd>
        <dt>{t`Turnover left`}</dt>
        <dd className={Number(row.turnover_left) > 0 ? 'op-bad' : ''}>{formatMoney(row.turnover_left)}</dd>
        <dt>{t`Asked`}</dt>
        <dd>{formatWhen(row.created_at)}</dd>
      </dl>
      <h3>{t`Risk signals`}</h3>
      {row.signals.length ? (
        <ul className="op-signals" data-testid="op-signals">
          {row.signals.map((signal) => (
            <li key={signal}>{signalInWords(signal)}</li>
          ))}
        </ul>
      ) : (
        <p className="op-dim">{t`None`}</p>
      )}
      <h3>{t`Recent withdrawals`}</h3>
      {row.recent.length ? (
        <ul className="op-recent">
          {row.recent.map((item) => (
            <li key={item.order_no}>
              {formatWhen(item.created_at)} · {item.order_no} · {formatMoney(item.amount)} ·{' '}
              {inWords(WITHDRAWAL_STATES, item.status)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="op-dim">{t`None before this one`}</p>
      )}
      <h3>{t`Approvals`}</h3>
      <p data-testid="op-approvals">
        {row.four_eyes ? (
          <Trans>
            Above the four-eyes amount: two different people approve it ({approvals} of {needed} so far).
          </Trans>
        ) : (
          <Trans>
            One approval is enough ({approvals} of {needed} so far).
          </Trans>
        )}
      </p>
      {row.approvals.length > 0 && (
        <ul className="op-recent">
          {row.approvals.map((approval) => (
            <li key={`${approval.actor_id}-${approval.at}`}>
              {approval.actor} · {formatWhen(approval.at)}
            </li>
          ))}
        </ul>
      )}
      <h3>{t`What is left`}</h3>
      <p data-testid="op-next-step">
        <NextStepText row={row} me={staff?.id ?? 0} />
      </p>
      <p className="op-dim">
        <Trans>Until it is paid, anyone in finance may reject it: the amount goes back to the player’s balance.</Trans>
      </p>
      <div className="op-review">
        <ReasonChoices
          groups={reasons}
          disabled={busy}
          onChoose={(value) => flow.send({ type: 'withdrawal.reason', value })}
        />
        <ReasonField
          label={t`Reason (kept in the audit trail; a rejection’s is told to the player)`}
          value={reason}
          onChange={(value) => flow.send({ type: 'withdrawal.reason', value })}
        />
        <div className="op-actions">
          <button
            type="button"
            className="op-button op-button-primary"
            disabled={busy || !canApprove}
            onClick={() => flow.send({ type: 'withdrawal.approve' })}
          >
            <Trans>Approve</Trans>
          </button>
          <button
            type="button"
            className="op-button op-button-primary"
            disabled={busy || !canPay}
            onClick={() => flow.send({ type: 'withdrawal.pay' })}
          >
            <Trans>Mark paid</Trans>
          </button>
          <button
            type="button"
            className="op-button op-button-danger"
            disabled={busy || !canReject}
            onClick={() => flow.send({ type: 'withdrawal.reject' })}
          >
            <Trans>Reject</Trans>
          </button>
        </div>
      </div>
    </section>
  );
}

function Queue({ flow }: { flow: WithdrawalReviewActorRef }) {
  const { t } = useLingui();
  const list = useSelector(flow, (s) => s.context.list);
  const open = useSelector(flow, (s) => s.context.open);
  return (
    <Table
      rows={list}
      rowKey={(row) => row.order_no}
      caption={t`Withdrawals waiting, oldest first`}
      testId="op-queue"
      empty={t`No withdrawal is waiting.`}
      rowProps={(row) => ({ className: row.order_no === open ? 'op-row-open' : '' })}
      columns={[
        { head: t`Asked`, cell: (row) => formatWhen(row.created_at) },
        {
          head: t`Order`,
          cell: (row) => (
            <RowOpener
              open={row.order_no === open}
              onOpen={() => flow.send({ type: 'queue.open', order_no: row.order_no })}
            >
              {row.order_no}
            </RowOpener>
          ),
        },
        {
          head: t`Player`,
          cell: (row) => (
            <>
              {row.name}
              <span className="op-dim op-block">{row.phone}</span>
            </>
          ),
        },
        { head: t`Amount`, cell: (row) => formatMoney(row.amount), num: true },
        {
          head: t`Own CPF`,
          cell: (row) => (row.own_cpf ? t`Yes` : t`No`),
          className: (row) => (row.own_cpf ? '' : 'op-bad'),
        },
        { head: t`Signals`, cell: (row) => (row.signals.length ? row.signals.map(signalInWords).join('; ') : '—') },
        { head: t`State`, cell: (row) => <StatusText row={row} /> },
      ]}
    />
  );
}

/** /operator/withdrawals (finance): the queue, oldest first; one opened shows its details and the actions. */
export default function Withdrawals() {
  const { t } = useLingui();
  useLinguiRuntime();
  const staff = useStaff();
  const flow = useFlow(useFlows().withdrawalReview, { input: { me: staff?.id ?? 0 } });
  const state = useSelector(flow, (s) => (s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : 'ready'));
  const filter = useSelector(flow, (s) => s.context.filter);
  const page = useSelector(flow, (s) => s.context.page);
  const total = useSelector(flow, (s) => s.context.total);
  const threshold = useSelector(flow, (s) => s.context.threshold);
  const problem = useSelector(flow, (s) => s.context.problem);
  const openRow = useSelector(flow, (s) => s.context.list.find((row) => row.order_no === s.context.open) ?? null);
  const amount = formatMoney(threshold);
  return (
    <section className="op-page" aria-labelledby="op-title">
      <div className="op-page-head">
        <h1 id="op-title">{t`Withdrawals`}</h1>
        <p className="op-dim">
          <Trans>
            {formatCount(total)} waiting · above {amount} two people approve
          </Trans>
        </p>
      </div>
      <div className="op-toolbar">
        <label className="op-field op-inline">
          <span>{t`Show`}</span>
          <select
            value={filter}
            onChange={(event) => flow.send({ type: 'queue.filter', status: event.target.value as QueueFilter })}
          >
            <option value="all">{t`All waiting`}</option>
            <option value="pending">{t`To approve`}</option>
            <option value="approved">{t`Approved, to pay`}</option>
          </select>
        </label>
        <button
          type="button"
          className="op-button"
          disabled={state === 'loading'}
          onClick={() => flow.send({ type: 'queue.refresh' })}
        >
          <Trans>Refresh</Trans>
        </button>
      </div>
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      <Outcome flow={flow} />
      {state === 'failed' ? null : (
        <div className={openRow ? 'op-split' : ''} aria-busy={state === 'loading'}>
          <Queue flow={flow} />
          {openRow && <Details flow={flow} row={openRow} />}
        </div>
      )}
      <Pager
        page={page}
        total={total}
        size={PAGE_SIZE}
        onPage={(next) => flow.send({ type: 'queue.page', page: next })}
      />
    </section>
  );
}
