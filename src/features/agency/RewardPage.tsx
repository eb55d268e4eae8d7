import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import type { AgencyRewards } from '../../../contract/agency';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { useFlow } from '../../flow/useFlow';
import { formatDay } from '../../i18n/numbers';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { Loaded } from '../../ui/Loaded';
import { DataTable } from '../../ui/RecordTable';
import { toastStore } from '../../ui/toast';
import { agencyPage, Total } from './AgencyPage';

function AgencyReward() {
  const { load } = useSystem();
  const rewards = useFlow(load.agencyRewards(), {
    input: { key: 'rewards' },
  });
  return (
    <Loaded actor={rewards}>
      {(data) => <RewardList data={data} reload={() => rewards.send({ type: 'resource.retry' })} />}
    </Loaded>
  );
}

function RewardList({ data, reload }: { data: AgencyRewards; reload(): void }) {
  const locale = useLocale();
  return (
    <div className="stack agency">
      <Suspense fallback={<div className="skeleton reward-skeleton" />}>
        <ClaimRewards onClaimed={reload} />
      </Suspense>
      <dl className="totals">
        <Total label={<Trans>Claimable</Trans>}>
          <Money amount={data.claimable} />
        </Total>
        <Total label={<Trans>Paid</Trans>}>
          <Money amount={data.paid} />
        </Total>
      </dl>
      {data.list.length === 0 ? (
        <p className="muted empty">
          <Trans>No rewards settled yet. Rewards are settled every day.</Trans>
        </p>
      ) : (
        <DataTable
          rows={data.list}
          rowKey={(row) => row.day}
          columns={[
            { header: msg`Day`, cell: (row) => formatDay(row.day, locale) },
            { header: msg`Direct`, numeric: true, cell: (row) => <Money amount={row.direct} /> },
            { header: msg`Indirect`, numeric: true, cell: (row) => <Money amount={row.indirect} /> },
            { header: msg`Total`, numeric: true, cell: (row) => <Money amount={row.total} /> },
            {
              header: msg`Status`,
              cell: (row) => (row.status === 'paid' ? <Trans>Paid</Trans> : <Trans>Claimable</Trans>),
            },
          ]}
        />
      )}
    </div>
  );
}

/** The claim, through the one reward flow (activity "agency"). */
function ClaimRewards({ onClaimed }: { onClaimed(): void }) {
  const { load } = useSystem();
  const reward = useFlow(load.reward(), { input: { activity: 'agency' } });
  useEffect(() => {
    const subscription = reward.on('notice', ({ notice }) => {
      toastStore.push(notice.message, notice.tone);
      onClaimed();
    });
    return () => subscription.unsubscribe();
  }, [reward, onClaimed]);
  const check = useSelector(reward, (s) => s.context.check);
  const error = useSelector(reward, (s) => s.context.error);
  const claiming = useSelector(reward, (s) => s.matches('claiming'));
  if (!check) return <div className="skeleton reward-skeleton" aria-busy="true" />;
  return (
    <div className="stack">
      {error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}
      {check.status === 'claimable' && (
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={claiming}
          onClick={() => reward.send({ type: 'reward.claim' })}
        >
          {claiming ? (
            <Trans>Please wait…</Trans>
          ) : (
            <Trans>
              Claim <Money amount={check.reward} />
            </Trans>
          )}
        </button>
      )}
    </div>
  );
}

export const AgencyRewardPage = agencyPage(msg`Agency rewards`, AgencyReward);
