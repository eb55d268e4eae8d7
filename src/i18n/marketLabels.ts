import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLocale } from '../../contract/locales';
import type { SportId } from '../../contract/sportsBoard';
import { BCP47 } from './locales';

/**
 * The sport models' markets in the person's language (engines/sports/*.ts list each sport's ids): a market's
 * title from its sport, family and line ("ah:-0.25" → "Asian handicap -0.25", "-0,25" in Portuguese;
 * "total:2.5" is total goals in football, total rounds in MMA), and its selections' labels from the match's
 * teams and line-ups ("home:9" → the home side's number 9, "home_ko" → the fighter by KO/TKO).
 * names.ts names the board's four and asks here for every other id (the match page, the slip, My bets).
 */

/**
 * The teams of a match, its sport (football when absent), and its players' names by selection id ("home:9")
 * when the line-ups are known.
 */
export type MatchNames = {
  home: string;
  away: string;
  sport?: SportId | undefined;
  players?: Readonly<Record<string, string>>;
};

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

/** A market's family and line: "ah:-0.25" → ["ah", "-0.25"], "cs" → ["cs", null]. */
function familyOf(market: string): [family: string, line: string | null] {
  const raw = lineOf(market);
  return [raw === null ? market : market.slice(0, market.length - raw.length - 1), raw];
}

/** A model market's title in the person's language; null for an id no family here knows. */
export function modelMarketTitle(i18n: I18n, market: string, names: MatchNames): string | null {
  const [family, raw] = familyOf(market);
  const line = raw === null ? '' : lineLabel(i18n, raw);
  switch (names.sport ?? 'football') {
    case 'football':
      return footballTitle(i18n, family, line, names);
    case 'basketball':
      return basketballTitle(i18n, family, line, names);
    case 'tennis':
    case 'volleyball':
      return netTitle(i18n, family, line);
    case 'mma':
      return mmaTitle(i18n, family, line);
    case 'esports':
      return esportsTitle(i18n, family, line);
  }
}

function footballTitle(i18n: I18n, family: string, line: string, names: MatchNames): string | null {
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

/** Basketball's markets: the match's, the first half's (h1_) and the first quarter's (q1_). */
function basketballTitle(i18n: I18n, family: string, line: string, names: MatchNames): string | null {
  switch (family) {
    case 'spread':
      return i18n._(msg`Point spread ${line}`);
    case 'total':
      return i18n._(msg`Total points ${line}`);
    case 'team_total:home':
    case 'team_total:away': {
      const team = teamOf(family.slice(11), names);
      return i18n._(msg`${team} total points ${line}`);
    }
    case 'h1_moneyline':
      return i18n._(msg`First half result`);
    case 'q1_moneyline':
      return i18n._(msg`First quarter result`);
    case 'h1_spread':
      return i18n._(msg`First half point spread ${line}`);
    case 'q1_spread':
      return i18n._(msg`First quarter point spread ${line}`);
    case 'h1_total':
      return i18n._(msg`First half total points ${line}`);
    case 'q1_total':
      return i18n._(msg`First quarter total points ${line}`);
    case 'margin':
      return i18n._(msg`Winning margin`);
    case 'odd_even':
      return i18n._(msg`Total points odd or even`);
    default:
      return null;
  }
}

/** Tennis's and volleyball's markets: by sets, games (tennis) and points (volleyball). */
function netTitle(i18n: I18n, family: string, line: string): string | null {
  switch (family) {
    case 'sets':
      return i18n._(msg`Set betting`);
    case 'set1':
      return i18n._(msg`First set winner`);
    case 'total_sets':
      return i18n._(msg`Total sets ${line}`);
    case 'set_hcp':
      return i18n._(msg`Set handicap ${line}`);
    case 'games_hcp':
      return i18n._(msg`Games handicap ${line}`);
    case 'total_games':
      return i18n._(msg`Total games ${line}`);
    case 'set1_games':
      return i18n._(msg`First set total games ${line}`);
    case 'tiebreak':
      return i18n._(msg`A tie-break in the match`);
    case 'points_hcp':
      return i18n._(msg`Points handicap ${line}`);
    case 'total_points':
      return i18n._(msg`Total points ${line}`);
    case 'set1_points':
      return i18n._(msg`First set total points ${line}`);
    default:
      return null;
  }
}

function mmaTitle(i18n: I18n, family: string, line: string): string | null {
  switch (family) {
    case 'method':
      return i18n._(msg`Method of victory`);
    case 'round':
      return i18n._(msg`Round betting`);
    case 'distance':
      return i18n._(msg`Goes the distance`);
    case 'total':
      return i18n._(msg`Total rounds ${line}`);
    default:
      return null;
  }
}

/** The e-sport's markets: the series by maps, and each map's ("map2:total:21.5"). */
function esportsTitle(i18n: I18n, family: string, line: string): string | null {
  switch (family) {
    case 'maps':
      return i18n._(msg`Map betting`);
    case 'maps_hc':
      return i18n._(msg`Map handicap ${line}`);
    case 'total_maps':
      return i18n._(msg`Total maps ${line}`);
  }
  const map = /^map(\d+):(winner|total|rh)$/.exec(family);
  if (!map) return null;
  const number = map[1]!;
  switch (map[2]) {
    case 'winner':
      return i18n._(msg`Map ${number} winner`);
    case 'total':
      return i18n._(msg`Map ${number} total rounds ${line}`);
    default:
      return i18n._(msg`Map ${number} round handicap ${line}`);
  }
}

/** The handicaps whose id holds the home side's line, each side shown with its own (h1_, q1_, map2: stripped). */
const SIDE_LINES = new Set(['ah', 'spread', 'games_hcp', 'set_hcp', 'points_hcp', 'maps_hc', 'rh']);

/** The other side's line: a side's Asian or European handicap is the other's, negated. */
const negated = (line: string) => (line.startsWith('-') ? `+${line.slice(1)}` : line.replace(/^\+?/, '-'));

/** A result (home, draw, away) as the team's name or "Draw". */
const resultLabel = (i18n: I18n, selection: string, names: MatchNames) =>
  selection === 'draw' ? i18n._(msg`Draw`) : teamOf(selection, names);

/** A model market's selection in the person's language; null for one no family here knows. */
export function modelSelectionLabel(i18n: I18n, market: string, selection: string, names: MatchNames): string | null {
  const [family, raw] = familyOf(market);
  // A handicap or spread: each side with its own line (the id holds the home side's).
  if (
    SIDE_LINES.has(family.replace(/^(h1|q1|map\d+)_?:?/, '')) &&
    raw !== null &&
    (selection === 'home' || selection === 'away')
  ) {
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
  // A score: football's correct score, tennis's and volleyball's sets, the e-sport's maps (home's first).
  if (/^\d-\d$/.test(selection)) return selection.replace('-', '–');
  if (family === 'cs') {
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
    // Football's "home:3+", basketball's bands "home:1-5" … "home:26+".
    const band = /^(\d+)(?:-(\d+)|(\+))?$/.exec(by);
    if (!band) return null;
    const [, low = '', high, more] = band;
    if (more) return i18n._(msg`${team} by ${low} or more`);
    return high ? i18n._(msg`${team} by ${low} to ${high}`) : i18n._(msg`${team} by ${low}`);
  }
  // MMA: a fighter's method ("home_ko"), or a finish in a round ("away_r2").
  const fighter = /^(home|away)_(ko|sub|dec|r(\d+))$/.exec(selection);
  if (fighter) {
    const team = teamOf(fighter[1]!, names);
    const round = fighter[3];
    if (round) return i18n._(msg`${team} in round ${round}`);
    if (fighter[2] === 'ko') return i18n._(msg`${team} by KO/TKO`);
    if (fighter[2] === 'sub') return i18n._(msg`${team} by submission`);
    return i18n._(msg`${team} by decision`);
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
