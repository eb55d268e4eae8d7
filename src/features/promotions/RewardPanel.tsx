import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { RewardActivity, RewardActorRef } from '../../../machines/reward.machine';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { RewardCheck } from '../../../contract/promotions';
import { formatDateTime } from '../../../lib/format';
import { formatDay } from '../../i18n/numbers';
import { LoadFailed } from '../../ui/LoadFailed';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { DataTable } from '../../ui/RecordTable';
import { toastStore } from '../../ui/toast';
import './refusals';
import { ACTIVITIES, STATUS_TEXT } from './texts';
import { useFlow } from '../../flow/useFlow';

/** One activity's reward for the signed-in member: its state, the reward, the claim, and its details. */
export function RewardPanel({
  activity,
  compact = false,
  invitee,
}: {
  activity: Exclude<RewardActivity, 'agency'>;
  compact?: boolean;
  /** A friend named by a link (invitation): their claim is offered even when the list does not show it. */
  invitee?: number | undefined;
}) {
  const { load } = useSystem();
  const reward = useFlow(load.reward(), { input: { activity } });
  useEffect(() => {
    const subscription = reward.on('notice', ({ notice }) => toastStore.push(notice.message, notice.tone));
    return () => subscription.unsubscribe();
  }, [reward]);
  const check = useSelector(reward, (s) => s.context.check);
  const error = useSelector(reward, (s) => s.context.error);
  const view = useSelector(reward, (s) =>
    s.matches('checkFailed') ? 'failed' : s.matches('claiming') ? 'claiming' : check ? 'ready' : 'checking',
  );

  if (view === 'failed') return <LoadFailed onRetry={() => reward.send({ type: 'reward.retry' })} />;
  if (!check) return <div className="skeleton reward-skeleton" aria-busy="true" />;
  const claiming = view === 'claiming';
  const claimAll = activity !== 'invitationactivity';

  return (
    <div className="reward-panel stack" aria-busy={claiming || undefined}>
      <div className="reward-state">
        <span className="reward-badge" data-status={check.status}>
          <Message text={STATUS_TEXT[check.status]} />
        </span>
        {check.status !== 'not_eligible' && Number(check.reward) > 0 && (
          <strong className="reward-amount">
            <Money amount={check.reward} />
          </strong>
        )}
      </div>
      {check.reason && check.status === 'not_eligible' && (
        <p className="muted reward-reason">
          <Message
            text={check.reason_code ? { error: check.reason_code, params: {}, message: check.reason } : check.reason}
          />
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}
      {check.status === 'claimable' && claimAll && (
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={claiming}
          onClick={() => reward.send({ type: 'reward.claim' })}
        >
          {claiming ? <Trans>Please wait…</Trans> : <Trans>Claim</Trans>}
        </button>
      )}
      {compact ? (
        <Link to={ACTIVITIES[activity].to} className="section-link">
          <Trans>Details</Trans>
        </Link>
      ) : (
        <>
          {activity === 'invitationactivity' &&
            invitee !== undefined &&
            !check.invitees?.some((i) => i.invitee_id === invitee) && (
              <div className="card linked-claim stack">
                <p>
                  <Trans>A link to claim the reward for friend #{invitee}.</Trans>
                </p>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={claiming}
                  onClick={() => reward.send({ type: 'reward.claim', inviteeId: invitee })}
                >
                  <Trans>Claim for friend #{invitee}</Trans>
                </button>
              </div>
            )}
          <Extras activity={activity} check={check} reward={reward} claiming={claiming} />
        </>
      )}
    </div>
  );
}

function Extras({
  activity,
  check,
  reward,
  claiming,
}: {
  activity: RewardActivity;
  check: RewardCheck;
  reward: RewardActorRef;
  claiming: boolean;
}) {
  const locale = useLocale();
  if (activity === 'dailyrescue' && check.day) {
    return (
      <dl className="fee-lines">
        <div>
          <dt>
            <Trans>Day</Trans>
          </dt>
          <dd>{formatDay(check.day, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Net game loss</Trans>
          </dt>
          <dd>
            <Money amount={check.loss ?? '0.00'} />
          </dd>
        </div>
      </dl>
    );
  }
  if (activity === 'invitationactivity') {
    const invitees = check.invitees ?? [];
    if (invitees.length === 0)
      return (
        <p className="muted">
          <Trans>No friends have registered with your code yet.</Trans>
        </p>
      );
    return (
      <DataTable
        rows={invitees}
        rowKey={(row) => row.invitee_id}
        columns={[
          {
            header: msg`Friend`,
            cell: (row) => (
              <>
                {row.phone} <span className="muted">#{row.invitee_id}</span>
              </>
            ),
          },
          { header: msg`Registered`, cell: (row) => formatDateTime(row.registered_at, locale) },
          {
            header: msg`Qualifying deposit`,
            cell: (row) => (row.qualified ? <Trans>Yes</Trans> : <Trans>Not yet</Trans>),
          },
          {
            header: msg`Reward`,
            cell: (row) =>
              row.status === 'claimable' ? (
                <button
                  type="button"
                  className="btn btn-primary btn-small"
                  disabled={claiming}
                  onClick={() => reward.send({ type: 'reward.claim', inviteeId: row.invitee_id })}
                >
                  <Trans>
                    Claim <Money amount={row.reward} />
                  </Trans>
                </button>
              ) : (
                <Message text={STATUS_TEXT[row.status]} />
              ),
          },
        ]}
      />
    );
  }
  if (activity === 'rechargerebate') {
    const details = check.details ?? [];
    if (details.length === 0) return null;
    return (
      <DataTable
        rows={details}
        rowKey={(row) => row.id}
        columns={[
          { header: msg`ID`, cell: (row) => row.id },
          { header: msg`Deposit amount`, numeric: true, cell: (row) => <Money amount={row.recharge_amount} /> },
          {
            header: msg`Played / required`,
            numeric: true,
            cell: (row) => (
              <>
                <Money amount={row.played_amount} /> / <Money amount={row.required_amount} />
              </>
            ),
          },
          { header: msg`Reward`, numeric: true, cell: (row) => <Money amount={row.reward_amount} /> },
          {
            header: msg`Reached`,
            cell: (row) => (row.event_ended_at ? formatDateTime(row.event_ended_at, locale) : <Trans>Not yet</Trans>),
          },
          {
            header: msg`Claimed`,
            cell: (row) =>
              row.is_claimed === 1 && row.claimed_at ? formatDateTime(row.claimed_at, locale) : <Trans>No</Trans>,
          },
        ]}
      />
    );
  }
  return null;
}
