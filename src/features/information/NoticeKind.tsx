import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { StrokeIcon } from '../../ui/Icon';

/*
 * How a notification looks by what it is about (its `kind`, written by the server): an icon and an accent,
 * and where the player goes from it. The operator's own notifications (kind null) and kinds this build does
 * not know yet look like a plain message, with no link.
 */

type Area = 'deposit' | 'withdrawal' | 'bet' | 'care' | 'security' | 'identity' | 'message';
/** good: money in or a win; bad: money sent back, a rejection, a sign-in to check; plain: the rest. */
type Tone = 'good' | 'bad' | 'plain';

const AREAS: Record<string, [Area, Tone]> = {
  deposit_credited: ['deposit', 'good'],
  deposit_refunded: ['deposit', 'bad'],
  withdrawal_approved: ['withdrawal', 'plain'],
  withdrawal_paid: ['withdrawal', 'good'],
  withdrawal_rejected: ['withdrawal', 'bad'],
  bet_won: ['bet', 'good'],
  bet_lost: ['bet', 'plain'],
  bet_void: ['bet', 'plain'],
  bet_part: ['bet', 'plain'],
  slip_won: ['bet', 'good'],
  slip_lost: ['bet', 'plain'],
  slip_void: ['bet', 'plain'],
  slip_part: ['bet', 'plain'],
  limit_effective: ['care', 'plain'],
  pause_ended: ['care', 'plain'],
  exclusion_ended: ['care', 'plain'],
  password_changed: ['security', 'plain'],
  password_reset: ['security', 'plain'],
  phone_changed: ['security', 'plain'],
  email_verified: ['security', 'good'],
  new_device_login: ['security', 'bad'],
  two_factor_on: ['security', 'good'],
  two_factor_off: ['security', 'bad'],
  kyc_verified: ['identity', 'good'],
  kyc_review: ['identity', 'plain'],
  kyc_rejected: ['identity', 'bad'],
};

const SHIELD = 'M12 3l8 3v6c0 4.6-3.4 8.3-8 9-4.6-.7-8-4.4-8-9V6zM9 12l2 2 4-4';

const ICONS: Record<Area, string> = {
  deposit: 'M12 3v11M7.5 9.5L12 14l4.5-4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  withdrawal: 'M12 14V3M7.5 7.5L12 3l4.5 4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  bet: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5l4 2.9-1.5 4.6h-5L8 10.4zM12 3v4.5M16 10.4l4.3-1.4M14.5 15l2.6 3.7M9.5 15l-2.6 3.7M8 10.4L3.7 9',
  care: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
  security: SHIELD,
  // The identity verified (or asked again) is a matter of the account's safety too: the same shield.
  identity: SHIELD,
  message: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
};

export const noticeArea = (kind: string | null): [Area, Tone] =>
  (kind !== null ? AREAS[kind] : undefined) ?? ['message', 'plain'];

/** The notification's icon, coloured by its accent (the list item carries data-area and data-tone). */
export function NoticeIcon({ area }: { area: Area }) {
  return (
    <span className="notice-icon">
      <StrokeIcon d={ICONS[area]} size={20} name={area} />
    </span>
  );
}

/** Where the player goes from a notification of this area, or nothing. */
export function NoticeLink({ area }: { area: Area }) {
  switch (area) {
    case 'deposit':
      return (
        <Link to="/rechargeRecord" className="notice-link">
          <Trans>Deposit records</Trans>
        </Link>
      );
    case 'withdrawal':
      return (
        <Link to="/withdrawalRecord" className="notice-link">
          <Trans>Withdrawal records</Trans>
        </Link>
      );
    case 'bet':
      return (
        <Link to="/sports" search={{ tab: 'bets' }} className="notice-link">
          <Trans>My bets</Trans>
        </Link>
      );
    case 'care':
      return (
        <Link to="/responsible" className="notice-link">
          <Trans>Responsible gambling</Trans>
        </Link>
      );
    case 'security':
      return (
        <Link to="/security-center" className="notice-link">
          <Trans>Security center</Trans>
        </Link>
      );
    case 'identity':
      return (
        <Link to="/identity" className="notice-link">
          <Trans>Identity verification</Trans>
        </Link>
      );
    case 'message':
      return null;
  }
}
