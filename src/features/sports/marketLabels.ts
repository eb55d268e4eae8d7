import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLocale } from '../../../contract/locales';
import { BCP47 } from '../../i18n/locales';

/**
 * The football model's markets in the person's language (engines/sports/football.ts, FOOTBALL_MARKET_IDS):
 * a market's title from its family and line ("ah:-0.25" → "Asian handicap -0.25", "-0,25" in Portuguese),
 * and its selections' labels from the match's teams and line-ups ("home:9" → the home side's number 9).
 * names.ts names the board's four and asks here for every other id (the match page, the slip, My bets).
 */

/** The teams of a match, and its players' names by selection id ("home:9") when the line-ups are known. */
export type MatchNames = { home: string; away: string; players?: Readonly<Record<string, string>> };

const lineFormats = new Map<string, Intl.NumberFormat>();

/** A line as its id writes it ("-0.25", "+1", "2.5") in the language's numbers, its sign kept ("-0,25"). */
export function lineLabel(i18n: I18n, line: string): string {
  const tag = isLocale(i18n.locale) ? BCP47[i18n.locale] : 'pt-BR';
  const signed = /^[+-]/.test(line);
  const key = `${tag}:${signed}`;
  let format = lineFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto' });
    lineFormats.set(key, format);
  }
  return format.format(Number(line));
}

/** The line at the end of an id ("ah:-0.25" → "-0.25"), or null. */
const lineOf = (market: string) => /:([+-]?\d+(?:\.\d+)?)$/.exec(market)?.[1] ?? null;

const teamOf = (side: string, names: MatchNames) => (side === 'home' ? names.home : names.away);

/** A model market's title in the person's language; null for an id no family here knows. */
export function modelMarketTitle(i18n: I18n, market: string, names: MatchNames): string | null {
  const raw = lineOf(market);
  const line = raw === null ? '' : lineLabel(i18n, raw);
  const family = raw === null ? market : market.slice(0, market.length - raw.length - 1);
  switch (family) {
    case 'dnb':
      return i18n._(msg`Draw no bet`);
    case 'ht:1x2':
      return i18n._(msg`First half result`);
    case '2h:1x2':
      return i18n._(msg`Second half result`);
    case 'htft':
      return i18n._(msg`Half time/full time`);
    case 'margin':
      return i18n._(msg`Winning margin`);
    case 'cs':
      return i18n._(msg`Correct score`);
    case 'oddeven':
      return i18n._(msg`Total goals odd or even`);
    case 'clean:home':
    case 'clean:away': {
      const team = teamOf(family.slice(6), names);
      return i18n._(msg`${team} keeps a clean sheet`);
    }
    case 'total':
      return i18n._(msg`Total goals ${line}`);
    case 'home:total':
    case 'away:total': {
      const team = teamOf(family.slice(0, 4), names);
      return i18n._(msg`${team} total goals ${line}`);
    }
    case 'ht:total':
      return i18n._(msg`First half total goals ${line}`);
    case 'ah':
      return i18n._(msg`Asian handicap ${line}`);
    case 'eh':
      return i18n._(msg`European handicap ${line}`);
    case 'corners:total':
      return i18n._(msg`Total corners ${line}`);
    case 'corners:1x2':
      return i18n._(msg`Most corners`);
    case 'cards:total':
      return i18n._(msg`Total cards ${line}`);
    case 'red':
      return i18n._(msg`A red card shown`);
    case 'scorer:anytime':
      return i18n._(msg`Anytime goalscorer`);
    case 'scorer:first':
      return i18n._(msg`First goalscorer`);
    default:
      return null;
  }
}

/** The other side's line: a side's Asian or European handicap is the other's, negated. */
const negated = (line: string) => (line.startsWith('-') ? `+${line.slice(1)}` : line.replace(/^\+?/, '-'));

/** A result (home, draw, away) as the team's name or "Draw". */
const resultLabel = (i18n: I18n, selection: string, names: MatchNames) =>
  selection === 'draw' ? i18n._(msg`Draw`) : teamOf(selection, names);

/** A model market's selection in the person's language; null for one no family here knows. */
export function modelSelectionLabel(i18n: I18n, market: string, selection: string, names: MatchNames): string | null {
  const raw = lineOf(market);
  const family = raw === null ? market : market.slice(0, market.length - raw.length - 1);
  if (family === 'ah' && raw !== null && (selection === 'home' || selection === 'away')) {
    const own = lineLabel(i18n, selection === 'home' ? raw : negated(raw));
    return `${teamOf(selection, names)} ${own}`;
  }
  if (family === 'eh' && raw !== null) {
    const own = lineLabel(i18n, selection === 'away' ? negated(raw) : raw);
    return selection === 'draw' ? i18n._(msg`Draw (${own})`) : `${teamOf(selection, names)} ${own}`;
  }
  if (family.startsWith('scorer:')) {
    if (selection === 'none') return i18n._(msg`No goalscorer`);
    const [side, number] = selection.split(':');
    if ((side !== 'home' && side !== 'away') || !number) return null;
    const team = teamOf(side, names);
    return names.players?.[selection] ?? i18n._(msg`${team} number ${number}`);
  }
  if (family === 'cs') {
    if (/^\d-\d$/.test(selection)) return selection.replace('-', '–');
    if (selection === 'other_draw') return i18n._(msg`Another draw`);
    if (selection === 'other_home' || selection === 'other_away') {
      const team = teamOf(selection.slice(6), names);
      return i18n._(msg`${team} wins by another score`);
    }
    return null;
  }
  if (family === 'htft') {
    const [half, full] = selection.split('/');
    return half && full ? `${resultLabel(i18n, half, names)} / ${resultLabel(i18n, full, names)}` : null;
  }
  if (family === 'margin') {
    if (selection === 'draw') return i18n._(msg`Draw`);
    const [side, by] = selection.split(':');
    if (!side || !by) return null;
    const team = teamOf(side, names);
    return by === '3+' ? i18n._(msg`${team} by 3 or more`) : i18n._(msg`${team} by ${by}`);
  }
  switch (selection) {
    case 'home':
    case 'away':
      return teamOf(selection, names);
    case 'draw':
      return family === 'corners:1x2' ? i18n._(msg`Same number`) : i18n._(msg`Draw`);
    case 'over':
    case 'under': {
      if (raw === null) return null;
      const line = lineLabel(i18n, raw);
      return selection === 'over' ? i18n._(msg`Over ${line}`) : i18n._(msg`Under ${line}`);
    }
    case 'yes':
      return i18n._(msg`Yes`);
    case 'no':
      return i18n._(msg`No`);
    case 'odd':
      return i18n._(msg`Odd`);
    case 'even':
      return i18n._(msg`Even`);
    default:
      return null;
  }
}
