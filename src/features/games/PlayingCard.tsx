import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CSSProperties } from 'react';
import './cards.css';

const RANK_NAMES: Record<string, MessageDescriptor> = {
  A: msg`Ace`,
  '2': msg`Two`,
  '3': msg`Three`,
  '4': msg`Four`,
  '5': msg`Five`,
  '6': msg`Six`,
  '7': msg({ message: 'Seven', context: 'playing card rank' }),
  '8': msg`Eight`,
  '9': msg`Nine`,
  T: msg`Ten`,
  J: msg`Jack`,
  Q: msg`Queen`,
  K: msg`King`,
};
const SUIT_NAMES: Record<string, MessageDescriptor> = {
  S: msg`spades`,
  H: msg`hearts`,
  D: msg`diamonds`,
  C: msg`clubs`,
};
const SUIT_PATHS: Record<string, string> = {
  S: 'M12 2C8 7 3 10 3 14a4.5 4.5 0 0 0 8 2.8L10 22h4l-1-5.2A4.5 4.5 0 0 0 21 14c0-4-5-7-9-12z',
  H: 'M12 21C6 16 2 12.5 2 8.5A5 5 0 0 1 12 6a5 5 0 0 1 10 2.5C22 12.5 18 16 12 21z',
  D: 'M12 2l8 10-8 10-8-10z',
  C: 'M12 2a4.5 4.5 0 0 0-3.9 6.7A4.5 4.5 0 1 0 11 15l-1 7h4l-1-7a4.5 4.5 0 1 0 2.9-6.3A4.5 4.5 0 0 0 12 2z',
};

/** A suit's symbol, inline SVG. */
export function Suit({ suit }: { suit: string }) {
  return (
    <svg className="suit" viewBox="0 0 24 24" aria-hidden="true">
      <path d={SUIT_PATHS[suit]} fill="currentColor" />
    </svg>
  );
}

/** A card's name for screen readers ("Queen of hearts"). */
export function useCardName() {
  const { t } = useLingui();
  return (code: string) => {
    const rank = t(RANK_NAMES[code[0]!]!);
    const suit = t(SUIT_NAMES[code[1]!]!);
    return t`${rank} of ${suit}`;
  };
}

/**
 * A playing card by its code ("QH", "TS"), or its back when null (a hole card). `deal` is its place in
 * the deal: cards slide in one after another (not under reduced motion). `decorative` when its control
 * already names it.
 */
export function PlayingCard({
  code,
  deal = 0,
  decorative,
}: {
  code: string | null;
  deal?: number;
  decorative?: boolean;
}) {
  const { t } = useLingui();
  const name = useCardName();
  const style = { '--deal': deal } as CSSProperties;
  const named = (label: string) =>
    decorative ? { 'aria-hidden': true as const } : { role: 'img' as const, 'aria-label': label };
  if (!code) {
    return <span className="playing-card card-back" {...named(t`Face-down card`)} style={style} />;
  }
  const rank = code[0] === 'T' ? '10' : code[0];
  const suit = code[1]!;
  const red = suit === 'H' || suit === 'D';
  return (
    <span className={`playing-card${red ? ' card-red' : ''}`} {...named(name(code))} style={style}>
      <span className="card-corner" aria-hidden="true">
        <span className="card-rank">{rank}</span>
        <Suit suit={suit} />
      </span>
      <span className="card-pip" aria-hidden="true">
        <Suit suit={suit} />
      </span>
      <span className="card-corner card-corner-end" aria-hidden="true">
        <span className="card-rank">{rank}</span>
        <Suit suit={suit} />
      </span>
    </span>
  );
}
