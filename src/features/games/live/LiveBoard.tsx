import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import type { LiveBetKind, LiveTableKey } from '../../../../contract/live';
import { formatDecimal } from '../../../i18n/numbers';
import type { Locale } from '../../../../contract/locales';
import { betName, colourOf } from './texts';

/** What lies on a spot: chips not yet sent and bets taken, each a total ("5.00"), or nothing. */
export type Stakes = (kind: LiveBetKind, number: number | null) => { pending: string | null; placed: string | null };

type Place = (kind: LiveBetKind, number?: number) => void;

function Spot({
  kind,
  number = null,
  className = '',
  label,
  children,
  stakes,
  place,
  disabled,
  at,
}: {
  kind: LiveBetKind;
  number?: number | null;
  className?: string;
  /** Where the spot sits on the roulette layout: across (wide screens) and down (phones). */
  at?: { across: [string, string]; down: [string, string] };
  label: string;
  children: ReactNode;
  stakes: Stakes;
  place: Place;
  disabled: boolean;
}) {
  const { i18n } = useLingui();
  const { pending, placed } = stakes(kind, number);
  const chip = pending ?? placed;
  return (
    <button
      type="button"
      className={`live-spot ${className}${pending ? ' live-spot-pending' : ''}${placed ? ' live-spot-placed' : ''}`}
      aria-label={chip ? `${label}, ${formatDecimal(chip, i18n.locale as Locale)}` : label}
      disabled={disabled}
      style={
        at &&
        ({
          '--across-col': at.across[0],
          '--across-row': at.across[1],
          '--down-col': at.down[0],
          '--down-row': at.down[1],
        } as CSSProperties)
      }
      onClick={() => (number === null ? place(kind) : place(kind, number))}
    >
      {children}
      {chip && (
        <span className="live-spot-chip" aria-hidden="true">
          {formatDecimal(chip, i18n.locale as Locale, Number(chip) % 1 === 0 ? 0 : 2)}
        </span>
      )}
    </button>
  );
}

/**
 * The betting board of the table: the roulette layout (zero, the 36 numbers in three rows, columns,
 * dozens and the even chances), Bac Bo's Player / Tie / Banker, or the money wheel's six numbers. Each
 * spot is a button: a tap lays the chosen chip there.
 */
export function LiveBoard({
  table,
  stakes,
  place,
  disabled,
  tiePays,
}: {
  table: LiveTableKey;
  stakes: Stakes;
  place: Place;
  disabled: boolean;
  tiePays: string;
}) {
  const { t, i18n } = useLingui();
  const spot = { stakes, place, disabled };
  const name = (kind: LiveBetKind, number: number | null = null) => betName(i18n, kind, number);

  if (table === 'bacbo') {
    return (
      <div className="live-board live-board-bacbo" role="group" aria-label={t`Betting board`}>
        <Spot kind="player" label={name('player')} className="live-spot-player" {...spot}>
          <strong>{name('player')}</strong>
          <small>1:1</small>
        </Spot>
        <Spot kind="tie" label={name('tie')} className="live-spot-tie" {...spot}>
          <strong>{name('tie')}</strong>
          <small>{tiePays}</small>
        </Spot>
        <Spot kind="banker" label={name('banker')} className="live-spot-banker" {...spot}>
          <strong>{name('banker')}</strong>
          <small>1:1</small>
        </Spot>
      </div>
    );
  }

  if (table === 'wheel') {
    return (
      <div className="live-board live-board-wheel" role="group" aria-label={t`Betting board`}>
        {[1, 2, 5, 10, 20, 40].map((n) => (
          <Spot key={n} kind="segment" number={n} label={name('segment', n)} className={`live-spot-n${n}`} {...spot}>
            <strong>{n}</strong>
            <small>{n}:1</small>
          </Spot>
        ))}
      </div>
    );
  }

  // Roulette: on a wide screen three rows of twelve (3, 6, … 36 on top) with zero on the left and the
  // columns' 2:1 on the right; on a phone the same layout stands up (zero on top, 1 2 3 the first row).
  const numberAt = (n: number) => ({
    across: [String(Math.ceil(n / 3) + 1), String(3 - ((n - 1) % 3))] as [string, string],
    down: [String(((n - 1) % 3) + 1), String(Math.ceil(n / 3) + 1)] as [string, string],
  });
  return (
    <div className="live-board live-board-roulette" role="group" aria-label={t`Betting board`}>
      <div className="live-roulette-grid">
        <Spot
          kind="straight"
          number={0}
          label={name('straight', 0)}
          className="live-spot-zero live-green"
          at={{ across: ['1', '1 / span 3'], down: ['1 / span 3', '1'] }}
          {...spot}
        >
          0
        </Spot>
        {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => (
          <Spot
            key={n}
            kind="straight"
            number={n}
            label={name('straight', n)}
            className={`live-${colourOf(n)}`}
            at={numberAt(n)}
            {...spot}
          >
            {n}
          </Spot>
        ))}
        {[1, 2, 3].map((c) => (
          <Spot
            key={`c${c}`}
            kind="column"
            number={c}
            label={name('column', c)}
            className="live-spot-column"
            at={{ across: ['14', String(4 - c)], down: [String(c), '14'] }}
            {...spot}
          >
            2:1
          </Spot>
        ))}
      </div>
      <div className="live-roulette-outside">
        {[1, 2, 3].map((d) => (
          <Spot key={d} kind="dozen" number={d} label={name('dozen', d)} className="live-spot-dozen" {...spot}>
            {`${d * 12 - 11}–${d * 12}`}
          </Spot>
        ))}
        <Spot kind="low" label={name('low')} {...spot}>
          1–18
        </Spot>
        <Spot kind="even" label={name('even')} {...spot}>
          {name('even')}
        </Spot>
        <Spot kind="red" label={name('red')} className="live-red" {...spot}>
          {name('red')}
        </Spot>
        <Spot kind="black" label={name('black')} className="live-black" {...spot}>
          {name('black')}
        </Spot>
        <Spot kind="odd" label={name('odd')} {...spot}>
          {name('odd')}
        </Spot>
        <Spot kind="high" label={name('high')} {...spot}>
          19–36
        </Spot>
      </div>
    </div>
  );
}
