import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RoundView } from '../../../contract/rounds';
import { Money } from '../../ui/Money';
import type { Text } from '../../../machines/shared';
import './arcade.css';
import { ResultLine } from './RoundResult';
import { AmountField, QuickBets, RefusalLine } from './stakeKit';
import { aboveMax } from './MaxWin';

/**
 * The pieces the arcade tables (mines, plinko, dice, fish) share: the bet field with quick bets, the
 * outcome line, the rules card and the provably fair card.
 */

const QUICK_BETS = ['0.50', '1.00', '5.00', '10.00'];

/** Whether the person asked for reduced motion: outcomes are then shown at once. */
export const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function BetField({
  id,
  amount,
  onAmount,
  disabled = false,
  label,
  max = null,
}: {
  id: string;
  amount: string;
  onAmount: (amount: string) => void;
  disabled?: boolean;
  label?: ReactNode;
  /** The largest stake this choice may have (its best outcome within the maximum win per round), if lower than the house's. */
  max?: string | null;
}) {
  const above = aboveMax(amount, max);
  return (
    <div className="arcade-bet">
      <AmountField
        id={id}
        label={label ?? <Trans>Bet (R$)</Trans>}
        amount={amount}
        onAmount={onAmount}
        disabled={disabled}
      />
      <QuickBets bets={QUICK_BETS} amount={amount} onAmount={onAmount} disabled={disabled} max={max} />
      {above && max !== null && <MaxStakeHint max={max} disabled={disabled} onAmount={onAmount} />}
    </div>
  );
}

/** Says the largest stake a choice allows (its best outcome within the maximum win per round) and offers it. */
export function MaxStakeHint({
  max,
  disabled = false,
  onAmount,
}: {
  max: string;
  disabled?: boolean;
  onAmount: (amount: string) => void;
}) {
  return (
    <p className="arcade-max" role="status">
      <Trans>
        With this choice a bet is at most <Money amount={max} />, so its best outcome stays within the maximum win per
        round.
      </Trans>{' '}
      <button type="button" className="btn btn-secondary btn-small" disabled={disabled} onClick={() => onAmount(max)}>
        <Trans>
          Bet <Money amount={max} />
        </Trans>
      </button>
    </p>
  );
}

/** The last round's result (a win, or none) and any refusal, announced as they come. */
export function Outcome({ round, shown, error }: { round: RoundView | null; shown: boolean; error: Text | null }) {
  return (
    <div className="arcade-outcome" aria-live="polite">
      {shown && round && round.status === 'settled' && (
        <ResultLine stake={round.stake} win={round.win} winClass="arcade-win" lost={<Trans>No win this time.</Trans>} />
      )}
      <RefusalLine error={error} />
    </div>
  );
}

/** The rules card: open before the first bet (the RTP in its title), folded after. */
export function RulesCard({ rtp, children }: { rtp: string; children: ReactNode }) {
  return (
    <details className="card arcade-card" open>
      <summary>
        <Trans>Rules and paytable · RTP {rtp}%</Trans>
      </summary>
      {children}
    </details>
  );
}
