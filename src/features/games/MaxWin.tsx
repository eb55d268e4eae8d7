import { Trans } from '@lingui/react/macro';
import { centsOf, hundredthsText, stakeWithin, type Payout } from '../../../engines/types';
import { Money } from '../../ui/Money';

/**
 * How a table keeps the site's maximum win per round (server/README.md): it refuses a bet whose best outcome
 * would win more, it caps the round's win (mines, slots, the money wheel), or it cashes the bet out (crash).
 */
export type MaxWinRule = 'refuses' | 'caps' | 'cashes_out';

/** The rules' line stating the maximum win per round (the table's `max_win`), shown before the first bet. */
export function MaxWinLine({
  amount,
  rule,
  className = 'muted',
}: {
  amount: string;
  rule: MaxWinRule;
  className?: string;
}) {
  return (
    <p className={className} data-testid="max-win">
      {rule === 'refuses' ? (
        <Trans>
          Maximum win per round: <Money amount={amount} />. A bet whose best outcome would win more is not taken.
        </Trans>
      ) : rule === 'caps' ? (
        <Trans>
          Maximum win per round: <Money amount={amount} />. A round that reaches it ends there and pays it.
        </Trans>
      ) : (
        <Trans>
          Maximum win per round: <Money amount={amount} />. A bet is cashed out by itself when its win reaches it.
        </Trans>
      )}
    </p>
  );
}

/**
 * The largest stake whose best outcome stays within the maximum win (as the server checks it), as an
 * amount ("909.09"); null when the house's own limit comes first.
 */
export function largestStake(maxWin: string, maxBet: string, payout: Payout | null): string | null {
  if (payout === null) return null;
  const cents = stakeWithin(centsOf(maxWin), payout);
  return cents < centsOf(maxBet) ? hundredthsText(Math.max(0, cents)) : null;
}

/** Whether a typed amount ("12,50" or "12.50") is above the largest stake (none: never). */
export const aboveMax = (amount: string, max: string | null) =>
  max !== null && Number(amount.trim().replace(',', '.')) > Number(max);

/** A largest whole stake shared by `cards` cards (or levels): the largest price of one (null stays null). */
export function perCard(largest: string | null, cards: number): string | null {
  return largest === null ? null : hundredthsText(Math.floor(centsOf(largest) / Math.max(1, cards)));
}
