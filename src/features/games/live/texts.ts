import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LiveBetKind, LiveOutcome } from '../../../../contract/live';

/** Red pockets of the European wheel (the screen only: the rules come from the table). */
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** What a pocket's colour is called, for its colour on screen and its name. */
export const colourOf = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

const KIND = {
  straight: msg`Number`,
  red: msg`Red`,
  black: msg`Black`,
  odd: msg`Odd`,
  even: msg`Even`,
  low: msg`1–18`,
  high: msg`19–36`,
  dozen: msg`Dozen`,
  column: msg`Column`,
  player: msg`Player`,
  banker: msg`Banker`,
  tie: msg`Tie`,
  segment: msg`Number`,
} as const;

/** A bet's name as the player reads it: "Red", "Number 17", "Dozen 2", "Tie". */
export function betName(i18n: I18n, kind: LiveBetKind, number: number | null): string {
  const name = i18n._(KIND[kind]);
  return number === null ? name : `${name} ${number}`;
}

/** The draw said in words, for the screen reader's announcement and the result line. */
export function outcomeText(i18n: I18n, outcome: LiveOutcome): string {
  switch (outcome.table) {
    case 'roulette': {
      const colour = { green: msg`green`, red: msg`red`, black: msg`black` }[colourOf(outcome.number)];
      return `${outcome.number} ${i18n._(colour)}`;
    }
    case 'bacbo': {
      const player = outcome.player[0] + outcome.player[1];
      const banker = outcome.banker[0] + outcome.banker[1];
      const winner =
        player > banker ? i18n._(msg`Player wins`) : banker > player ? i18n._(msg`Banker wins`) : i18n._(msg`Tie`);
      return i18n._(msg`Player ${player}, Banker ${banker}: ${winner}`);
    }
    case 'wheel':
      return outcome.multiplier > 1 ? `${outcome.value} ×${outcome.multiplier}` : String(outcome.value);
  }
}
