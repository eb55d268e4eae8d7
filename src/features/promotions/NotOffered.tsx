import { Trans } from '@lingui/react/macro';
import type { ActivityKey } from '../../../contract/promotions';
import { useSiteIncentives } from './siteIncentives';

/** Activities earned by depositing: a regulated Brazilian site offers none of them. */
const DEPOSIT_LINKED: ReadonlySet<ActivityKey> = new Set(['ftd', 'rechargerebate', 'lotterywheel']);

/** Why the site does not offer an activity: the rule when it is the law's, else that the site has not switched it on. */
export function NotOffered({ activity }: { activity: ActivityKey }) {
  const incentives = useSiteIncentives();
  if (activity === 'invitationactivity' && incentives && !incentives.invitation_reward)
    return (
      <p className="card muted empty" data-testid="not-offered" data-rule="deposit-reward">
        <Trans>
          Invitation rewards are not offered on this site: they are computed from a friend’s deposit, and Brazilian law
          forbids rewards computed from deposits (Lei 14.790/2023, art. 29).
        </Trans>
      </p>
    );
  if (DEPOSIT_LINKED.has(activity) && incentives && !incentives.deposit_bonuses)
    return (
      <p className="card muted empty" data-testid="not-offered" data-rule="deposit-bonus">
        <Trans>
          Deposit bonuses are not offered on this site: Brazilian rules forbid bonuses linked to deposits (Portaria
          SPA/MF 1.231/2024, art. 42).
        </Trans>
      </p>
    );
  return (
    <p className="muted empty">
      <Trans>This activity is not available on this site.</Trans>
    </p>
  );
}
