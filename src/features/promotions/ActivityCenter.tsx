import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import type { ResourceActorRef } from '../../../machines/resource.machine';
import { useRestricted, useSessionStatus } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { isWheel, type ActivityDetail, type ActivityDetailList, type ActivityKey } from '../../../contract/promotions';
import { LoadFailed } from '../../ui/LoadFailed';
import { Message } from '../../ui/Message';
import { Page } from '../../ui/Page';
import { TabNav } from '../../ui/TabNav';
import { ActivityArt } from './Art';
import { RewardPanel } from './RewardPanel';
import { ACTIVITIES } from './texts';
import { NotOffered } from './NotOffered';
import { WheelSummary } from './Wheel';
import { useSiteIncentives } from './siteIncentives';
import { useFlow } from '../../flow/useFlow';

const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

/** The site's activities, read once per visit to the promotions (shared by the center and each page). */
export function useActivities(): ResourceActorRef<ActivityDetailList, string> {
  const { load } = useSystem();
  return useFlow(load.activities(), { input: { key: 'activities' } });
}

/** Renders the site's activity once loaded; a switched-off activity says so. */
export function WithActivity({
  activity,
  children,
}: {
  activity: ActivityKey;
  children(detail: ActivityDetail): ReactNode;
}) {
  const activities = useActivities();
  const list = useSelector(activities, (s) => s.context.data);
  const failed = useSelector(activities, (s) => s.matches('failed'));
  if (failed) return <LoadFailed onRetry={() => activities.send({ type: 'resource.retry' })} />;
  if (!list) return <Skeleton />;
  const detail = list.find((a) => a.key === activity);
  if (!detail) return <NotOffered activity={activity} />;
  return <>{children(detail)}</>;
}

export function PromoLinks() {
  const { t } = useLingui();
  return (
    <TabNav label={t`Promotion pages`}>
      <Link to="/promotion/activity" activeOptions={{ exact: true }} className="category-tab">
        <Trans>Activities</Trans>
      </Link>
      <Link to="/promotion/vip" className="category-tab">
        <Trans>VIP</Trans>
      </Link>
      <Link to="/promotion/rebates" className="category-tab">
        <Trans>Rebates</Trans>
      </Link>
      <Link to="/promotion/history" className="category-tab">
        <Trans>History</Trans>
      </Link>
      <Link to="/promotion/cover" className="category-tab">
        <Trans>Loss relief history</Trans>
      </Link>
    </TabNav>
  );
}

export function ActivityCenter() {
  return (
    <Page title={msg`Promotions`}>
      <PromoLinks />
      <Suspense fallback={<Skeleton />}>
        <ActivityList />
      </Suspense>
    </Page>
  );
}

function ActivityList() {
  if (useRestricted()) {
    return (
      <p className="muted empty">
        <Trans>Promotions are closed while your account is paused or self-excluded.</Trans>
      </p>
    );
  }
  return <OpenActivities />;
}

function OpenActivities() {
  const activities = useActivities();
  const all = useSelector(activities, (s) => s.context.data);
  const status = useSessionStatus();
  const incentives = useSiteIncentives();
  // The free wheel is not offered to visitors where the site's rules say so (regulated-br: no advantage
  // before a bet); members still find it here.
  const wheelsShown = status === 'signedIn' || incentives?.wheel_for_visitors === true;
  const list = all && (wheelsShown ? all : all.filter((detail) => !isWheel(detail.key)));
  const failed = useSelector(activities, (s) => s.matches('failed'));
  if (failed) return <LoadFailed onRetry={() => activities.send({ type: 'resource.retry' })} />;
  if (!list) return <Skeleton />;
  if (list.length === 0)
    return (
      <p className="muted empty">
        <Trans>No activities on this site right now.</Trans>
      </p>
    );
  return (
    <ul className="activity-grid">
      {list.map((detail) => (
        <li key={detail.key}>
          <ActivityCard detail={detail} />
        </li>
      ))}
    </ul>
  );
}

function ActivityCard({ detail }: { detail: ActivityDetail }) {
  const { actors } = useSystem();
  const status = useSessionStatus();
  const texts = ACTIVITIES[detail.key];
  const key = detail.key;
  return (
    <article className="activity-card" aria-labelledby={`activity-${key}`}>
      <div className="activity-banner" data-tone={texts.tone}>
        <ActivityArt activity={key} />
      </div>
      <div className="activity-body stack">
        <h2 id={`activity-${key}`}>
          <Link to={texts.to}>
            <Message text={texts.name} />
          </Link>
        </h2>
        <p className="muted activity-rules">
          <Message text={texts.rules(detail.rules)} />
        </p>
        {status === 'signedIn' ? (
          isWheel(key) ? (
            <Suspense fallback={<div className="skeleton reward-skeleton" />}>
              <WheelSummary wheel={key} />
            </Suspense>
          ) : (
            <Suspense fallback={<div className="skeleton reward-skeleton" />}>
              <RewardPanel activity={key} compact />
            </Suspense>
          )
        ) : status === 'checking' ? (
          <div className="skeleton reward-skeleton" aria-busy="true" />
        ) : (
          <button
            type="button"
            className="btn btn-secondary btn-block"
            onClick={() => actors.modals.send({ type: 'auth.open', mode: 'login' })}
          >
            <Trans>Log in to take part</Trans>
          </button>
        )}
      </div>
    </article>
  );
}
