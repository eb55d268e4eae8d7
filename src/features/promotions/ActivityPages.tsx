import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { RewardActivity } from '../../../machines/reward.machine';
import { useSessionUser } from '../../app/hooks';
import type { ActivityKey, WheelKey } from '../../../contract/promotions';
import { LoadFailed } from '../../ui/LoadFailed';
import { useSelector } from '@xstate/react';
import { Message } from '../../ui/Message';
import { Page } from '../../ui/Page';
import { useActivities, WithActivity } from './ActivityCenter';
import { ActivityArt } from './Art';
import { RewardPanel } from './RewardPanel';
import { ACTIVITIES } from './texts';
import { WheelsPage } from './Wheel';
import './activity.css';

const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

function ActivityHero({
  activity,
  rules,
}: {
  activity: ActivityKey;
  rules: Parameters<(typeof ACTIVITIES)[ActivityKey]['rules']>[0];
}) {
  const texts = ACTIVITIES[activity];
  return (
    <div className="activity-hero" data-tone={texts.tone}>
      <ActivityArt activity={activity} size={64} />
      <p>
        <Message text={texts.rules(rules)} />
      </p>
    </div>
  );
}

/** One reward activity's page: its rules with the site's numbers, then the member's reward and details. */
function RewardActivityPage({
  activity,
  after,
  invitee,
}: {
  activity: Exclude<RewardActivity, 'agency'>;
  after?: React.ReactNode;
  invitee?: number | undefined;
}) {
  return (
    <Page title={ACTIVITIES[activity].name}>
      <Suspense fallback={<Skeleton />}>
        <WithActivity activity={activity}>
          {(detail) => (
            <div className="activity-page stack">
              <ActivityHero activity={activity} rules={detail.rules} />
              <div className="card">
                <Suspense fallback={<div className="skeleton reward-skeleton" />}>
                  <RewardPanel activity={activity} invitee={invitee} />
                </Suspense>
              </div>
              {after}
            </div>
          )}
        </WithActivity>
      </Suspense>
      <Link to="/promotion/activity" className="section-link">
        <Trans>All promotions</Trans>
      </Link>
    </Page>
  );
}

export const FirstDepositPage = () => (
  <RewardActivityPage
    activity="ftd"
    after={
      <Link to="/recharge" className="btn btn-secondary btn-block">
        <Trans>Deposit</Trans>
      </Link>
    }
  />
);

function InviteCode() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <p className="card invite-code">
      <Trans>
        Your invitation code: <strong>{user.invite_code}</strong>
      </Trans>
    </p>
  );
}

export const InvitationPage = ({ invitee }: { invitee?: number | undefined }) => (
  <RewardActivityPage activity="invitationactivity" invitee={invitee} after={<InviteCode />} />
);

export const LossReliefPage = () => (
  <RewardActivityPage
    activity="dailyrescue"
    after={
      <Link to="/promotion/cover" className="section-link">
        <Trans>Loss relief history</Trans>
      </Link>
    }
  />
);

export const RechargeRebatePage = () => <RewardActivityPage activity="rechargerebate" />;

/** The wheels the site lists (a regulated-br site has no lottery wheel: its spins come from deposits). */
function OfferedWheels() {
  const activities = useActivities();
  const list = useSelector(activities, (s) => s.context.data);
  const failed = useSelector(activities, (s) => s.matches('failed'));
  if (failed) return <LoadFailed onRetry={() => activities.send({ type: 'resource.retry' })} />;
  if (!list) return <Skeleton />;
  const wheels = WHEELS.filter((wheel) => list.some((a) => a.key === wheel));
  if (wheels.length === 0)
    return (
      <p className="muted empty">
        <Trans>This activity is not available on this site.</Trans>
      </p>
    );
  return <WheelsPage wheels={wheels} />;
}
const WHEELS: WheelKey[] = ['dailywheel', 'lotterywheel'];

export function LotteryWheelPage() {
  return (
    <Page title={msg`Wheels`}>
      <Suspense fallback={<Skeleton />}>
        <OfferedWheels />
      </Suspense>
      <Link to="/promotion/activity" className="section-link">
        <Trans>All promotions</Trans>
      </Link>
    </Page>
  );
}
