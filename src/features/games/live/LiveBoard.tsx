import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
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
}: {
  kind: LiveBetKind;
  number?: number | null;
  className?: string;
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

  // Roulette: three rows of twelve (3, 6, … 36 on top), zero on the left, the columns' 2:1 on the right.
  const rows = [3, 2, 1].map((top) => Array.from({ length: 12 }, (_, i) => top + i * 3));
  return (
    <div className="live-board live-board-roulette" role="group" aria-label={t`Betting board`}>
      <div className="live-roulette-grid">
        <Spot kind="straight" number={0} label={name('straight', 0)} className="live-spot-zero live-green" {...spot}>
          0
        </Spot>
        {rows.map((row, r) => (
          <div key={r} className="live-roulette-row">
            {row.map((n) => (
              <Spot
                key={n}
                kind="straight"
                number={n}
                label={name('straight', n)}
                className={`live-${colourOf(n)}`}
                {...spot}
              >
                {n}
              </Spot>
            ))}
            <Spot kind="column" number={3 - r} label={name('column', 3 - r)} className="live-spot-column" {...spot}>
              2:1
            </Spot>
          </div>
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
