import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Locale } from '../../../contract/locales';
import type { RoundView } from '../../../contract/rounds';
import type { Commitment } from '../../../contract/tables';
import { formatDecimal } from '../../i18n/numbers';
import { AmountField, QuickBets, StakeForm } from './stakeKit';
import { TableFoot } from './TableFoot';

/* What the deal-and-decide tables (blackjack, video poker) share: the deal form and the foot. */

/** The deal form of the deal-and-decide tables (blackjack, video poker): the bet, the quick bets, Deal. */
export function DealForm({
  id,
  amount,
  bets,
  onAmount,
  onDeal,
  canDeal,
  children,
}: {
  id: string;
  amount: string;
  bets: readonly string[];
  onAmount(amount: string): void;
  onDeal(): void;
  canDeal: boolean;
  /** Shown above the Deal button (a hint about the bet). */
  children?: ReactNode;
}) {
  return (
    <StakeForm className="slot-controls" onPlay={onDeal}>
      <AmountField id={id} label={<Trans>Bet (R$)</Trans>} amount={amount} onAmount={onAmount} />
      <QuickBets bets={bets} onAmount={onAmount} />
      {children}
      <button type="submit" className="btn btn-primary btn-block spin-button" disabled={!canDeal}>
        <Trans>Deal</Trans>
      </button>
    </StakeForm>
  );
}

/** The foot of a deal-and-decide table: its rules as a list of facts (the RTP in the title), then the fairness. */
export function DealTableFoot({
  rtp: value,
  maxWin,
  commitment,
  round,
  children,
}: {
  rtp: string;
  maxWin: string;
  commitment: Commitment | null;
  round: RoundView | null;
  /** The facts, each a list item. */
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const rtp = formatDecimal(value, i18n.locale as Locale);
  return (
    <TableFoot
      rulesClass="slot-rules"
      maxWin={maxWin}
      commitment={commitment}
      round={round}
      fairnessClass="slot-fairness"
      summary={<Trans>Rules · RTP {rtp}%</Trans>}
    >
      <ul className="game-facts">{children}</ul>
    </TableFoot>
  );
}
