import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import type { Locale } from '../../../contract/locales';
import type { RoundView, Table } from '../../../contract/rounds';
import type { Text } from '../../../machines/shared';
import { formatDecimal } from '../../i18n/numbers';
import { Money } from '../../ui/Money';
import { ResultLine } from './RoundResult';
import { TableFoot } from './TableFoot';
import { RefusalLine } from './stakeKit';
import './table-kit.css';

/*
 * What the chip tables (roulette, baccarat) share: the reduced-motion setting, the chip rack and the
 * chips on the felt, the betting controls under the felt and the list of the round's bets.
 */

const motionQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null);

/** Whether the person asked for less motion (follows the setting while the page is open). */
export function useReducedMotion(): boolean {
  return useMediaQuery(motionQuery);
}

/** Whether a media query matches, following it while the page is open. */
export function useMediaQuery(query: () => MediaQueryList | null): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = query();
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => query()?.matches ?? false,
    () => false,
  );
}

/** A chip's face: whole reais without decimals ("25"), else with them ("0,50"), thousands as "1k". */
export function chipLabel(amount: string, locale: Locale): string {
  const value = Number(amount);
  if (value >= 1000 && value % 100 === 0) return `${value / 1000}k`;
  return Number.isInteger(value) ? String(value) : formatDecimal(value, locale);
}

/** The chip colours by value (face, then ink): what a player recognises across the tables. */
const CHIP_COLOURS: Record<string, [string, string]> = {
  '0.50': ['#8b95b7', '#111'],
  '1.00': ['#f4f4f4', '#111'],
  '5.00': ['#e2364b', '#fff'],
  '10.00': ['#2b7de9', '#fff'],
  '25.00': ['#1fa463', '#fff'],
  '100.00': ['#1b1b1f', '#fff'],
};
/** A chip's colours as the CSS variables .tk-chip reads; any other amount (a stack) is gold. */
export function chipStyle(amount: string): CSSProperties {
  const [face, ink] = CHIP_COLOURS[amount] ?? ['#f5c542', '#111'];
  return { '--chip': face, '--chip-ink': ink } as CSSProperties;
}

/** A chip drawn on the felt (not a control): the amount staked on a spot, in the colours of `face`'s chip. */
export function Chip({ amount, face, className = '' }: { amount: string; face?: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={`tk-chip ${className}`} style={chipStyle(face ?? amount)}>
      {chipLabel(amount, i18n.locale as Locale)}
    </span>
  );
}

/** The chip values to bet with: a group of toggle buttons, the chosen one pressed. */
export function ChipRack({
  chips,
  chosen,
  onChoose,
}: {
  chips: readonly string[];
  chosen: string;
  onChoose(amount: string): void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="tk-rack" role="group" aria-label={t`Chip value`}>
      {chips.map((amount) => (
        <button
          key={amount}
          type="button"
          className="tk-chip tk-chip-button"
          style={chipStyle(amount)}
          aria-pressed={amount === chosen}
          aria-label={t`Chip of R$ ${formatDecimal(amount, i18n.locale as Locale)}`}
          onClick={() => onChoose(amount)}
        >
          {chipLabel(amount, i18n.locale as Locale)}
        </button>
      ))}
    </div>
  );
}

/** What the betting controls can do to the bets on the felt. */
export type BetAction = 'undo' | 'clear' | 'repeat';

/** A chip table's controls under the felt: the chip rack, the total bet, any refusal, Undo, Clear and Repeat. */
export function BetControls({
  chips,
  chip,
  onChip,
  total,
  error,
  busy,
  placed,
  lastBets,
  onAction,
}: {
  chips: readonly string[];
  chip: string;
  onChip(amount: string): void;
  total: string;
  error: Text | null;
  busy: boolean;
  /** How many chips are on the felt, and how many the last round had (what Repeat places again). */
  placed: number;
  lastBets: number;
  onAction(action: BetAction): void;
}) {
  return (
    <>
      <ChipRack chips={chips} chosen={chip} onChoose={onChip} />
      <p className="tk-stake" aria-live="polite">
        <span>
          <Trans>Total bet</Trans>
        </span>
        <strong>
          <Money amount={total} />
        </strong>
      </p>
      <RefusalLine error={error} />
      <div className="tk-controls">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy || placed === 0}
          onClick={() => onAction('undo')}
        >
          <Trans>Undo</Trans>
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy || placed === 0}
          onClick={() => onAction('clear')}
        >
          <Trans>Clear</Trans>
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy || lastBets === 0 || placed > 0}
          onClick={() => onAction('repeat')}
        >
          <Trans>Repeat</Trans>
        </button>
      </div>
    </>
  );
}

/** The settled round's bets, each with its stake and what it won. */
export function BetsTable({
  caption,
  bets,
}: {
  caption: ReactNode;
  bets: readonly { key: string | number; name: string; amount: string; win: string }[];
}) {
  return (
    <table className="tk-wins">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Bet</Trans>
          </th>
          <th scope="col">
            <Trans>Stake</Trans>
          </th>
          <th scope="col">
            <Trans>Win</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {bets.map((bet) => (
          <tr key={bet.key}>
            <td>{bet.name}</td>
            <td>
              <Money amount={bet.amount} />
            </td>
            <td className={Number(bet.win) > 0 ? 'tk-won' : undefined}>
              <Money amount={bet.win} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A chip table's outcome: the settled round's verdict and result, or that no more bets are taken while it plays. */
export function TableOutcome({
  className,
  settled,
  verdict,
  busy,
  busyText,
}: {
  className: string;
  /** The settled round, once it shows. */
  settled: RoundView | null;
  verdict: ReactNode;
  busy: boolean;
  busyText: ReactNode;
}) {
  return (
    <div className={`${className} tk-outcome`} aria-live="polite">
      {settled && (
        <>
          {verdict}
          <ResultLine
            stake={settled.stake}
            win={settled.win}
            winClass="tk-win"
            lost={<Trans>No win this time.</Trans>}
          />
        </>
      )}
      {busy && <p className="muted">{busyText}</p>}
    </div>
  );
}

/** A chip table's foot: its rules and payouts (the RTP in the title), then the "Provably fair" section. */
export function ChipTableFoot({
  table,
  round,
  rulesClass,
  children,
}: {
  table: Table;
  /** The settled round, once it shows. */
  round: RoundView | null;
  rulesClass: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const num = (value: string | number) => formatDecimal(value, i18n.locale as Locale);
  return (
    <TableFoot
      rulesClass={rulesClass}
      maxWin={table.max_win}
      commitment={table.commitment}
      round={round}
      fairnessClass="tk-fairness"
      summary={<Trans>Rules and payouts · RTP {num(table.rtp)}%</Trans>}
    >
      {children}
    </TableFoot>
  );
}
