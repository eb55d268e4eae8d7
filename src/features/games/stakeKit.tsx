import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Locale } from '../../../contract/locales';
import type { Text } from '../../../machines/shared';
import { amountShown } from '../../i18n/numbers';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';

/*
 * The stake controls every house table shares: the amount field, the quick bets, the refusal line and the
 * form that plays on Enter. (The deal-and-decide tables' form and foot are in dealKit.tsx, a paytable's head
 * in PaytableHead.tsx: a table loads only what it shows.)
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
