import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Locale } from '../../../contract/locales';
import type { RoundView } from '../../../contract/rounds';
import type { Commitment } from '../../../contract/tables';
import type { Text } from '../../../machines/shared';
import { amountShown, formatDecimal } from '../../i18n/numbers';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { TableFoot } from './TableFairness';

/*
 * The stake controls every house table shares: the amount field, the quick bets, the refusal line, the
 * form that plays on Enter, the deal form of the deal-and-decide tables and a paytable's head.
 */

/** The stake's field: a label and a decimal input written in the reader's locale. */
export function AmountField({
  id,
  label,
  amount,
  onAmount,
  disabled,
}: {
  id: string;
  label: ReactNode;
  amount: string;
  onAmount(amount: string): void;
  disabled?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        value={amountShown(amount, i18n.locale as Locale)}
        onChange={(event) => onAmount(event.target.value)}
      />
    </div>
  );
}

/**
 * The quick bets: a button an amount. With `amount` the chosen one is pressed; with `max` the amounts
 * above it are disabled.
 */
export function QuickBets({
  bets,
  onAmount,
  label,
  amount,
  disabled = false,
  max = null,
}: {
  bets: readonly string[];
  onAmount(amount: string): void;
  /** The group's name, if not "Quick bets". */
  label?: string;
  amount?: string;
  disabled?: boolean;
  max?: string | null;
}) {
  const { t } = useLingui();
  return (
    <div className="quick-bets" role="group" aria-label={label ?? t`Quick bets`}>
      {bets.map((bet) => (
        <button
          key={bet}
          type="button"
          className="btn btn-secondary btn-small"
          disabled={disabled || (max !== null && Number(bet) > Number(max))}
          aria-pressed={amount === undefined ? undefined : amount === bet}
          onClick={() => onAmount(bet)}
        >
          <Money amount={bet} />
        </button>
      ))}
    </div>
  );
}

/** A refusal, announced as it comes (nothing when there is none). */
export function RefusalLine({ error }: { error: Text | null }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      <Message text={error} />
    </p>
  );
}

/** A table's stake form: Enter in the amount field plays, as the play button does. */
export function StakeForm({ className, onPlay, children }: { className: string; onPlay(): void; children: ReactNode }) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onPlay();
      }}
    >
      {children}
    </form>
  );
}

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

/** A paytable's head: Bet, any columns of the table's own, Pays, RTP. */
export function PaytableHead({ children }: { children?: ReactNode }) {
  return (
    <thead>
      <tr>
        <th scope="col">
          <Trans>Bet</Trans>
        </th>
        {children}
        <th scope="col">
          <Trans>Pays</Trans>
        </th>
        <th scope="col">RTP</th>
      </tr>
    </thead>
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
