import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useReducer } from 'react';
import type { MarketId, SportId, SportsEvent } from '../../../contract/sports';

/**
 * The labeller of the sport models' markets (src/i18n/marketLabels.ts), loaded the first time a screen shows one
 * (the match page, a slip or a bet on one): the board's four need none of it, so /sports does not carry it.
 */
let labels: typeof import('../../i18n/marketLabels') | null = null;
let loading: Promise<void> | null = null;
const BOARD_MARKETS = new Set<string>(['1x2', 'dc', 'ou25', 'btts']);

/**
 * Whether the names of `markets` can be said now; when one is beyond the board's four and the labeller is not
 * loaded yet, loads it and renders the component again once it is.
 */
export function useMarketLabels(markets: readonly string[]): boolean {
  const needed = !labels && markets.some((m) => !BOARD_MARKETS.has(m));
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (needed) void loadMarketLabels().then(loaded);
  }, [needed]);
  return !needed;
}

/** Loads the labeller of the model's markets and its catalog, in the current language (once). */
export function loadMarketLabels(): Promise<void> {
  return (loading ??= Promise.all([
    import('../../i18n/marketLabels'),
    import('../../i18n/markets').then(({ marketTexts }) => marketTexts()),
  ]).then(([module]) => {
    labels = module;
  }));
}

/**
 * A market's name in the person's language (a model market's from its family and line, src/i18n/marketLabels.ts, once
 * `useMarketLabels` loaded it).
 */
export function marketName(
  i18n: I18n,
  market: MarketId | (string & {}),
  teams: { home: string; away: string; sport?: SportId | undefined } = { home: '', away: '' },
): string {
  switch (market) {
    case '1x2':
      return i18n._(msg`Match result`);
    case 'dc':
      return i18n._(msg`Double chance`);
    case 'ou25':
      return i18n._(msg`Total goals 2.5`);
    case 'btts':
      return i18n._(msg`Both teams to score`);
    // The other sports' main market: who wins.
    case 'moneyline':
    case 'match':
    case 'winner':
      return i18n._(msg`Winner`);
    default:
      return (
        labels?.modelMarketTitle(i18n, market, { home: teams.home, away: teams.away, sport: teams.sport }) ?? market
      );
  }
}

/** A selection's short label on a match row: 1, X, 2. */
export function selectionShort(market: MarketId, selection: string): string {
  if (market === '1x2') return selection === 'home' ? '1' : selection === 'away' ? '2' : 'X';
  return selection.toUpperCase();
}

/**
 * A selection's full name: the team, draw, "Flamengo or draw", over or under 2.5, yes or no; a model market's
 * from src/i18n/marketLabels.ts by the match's sport (football when absent; a scorer by name when the line-ups'
 * `players` are given).
 */
export function selectionName(
  i18n: I18n,
  market: MarketId | (string & {}),
  selection: string,
  home: string,
  away: string,
  players?: Readonly<Record<string, string>>,
  sport?: SportId,
): string {
  switch (market) {
    case '1x2':
      return selection === 'home' ? home : selection === 'away' ? away : i18n._(msg`Draw`);
    case 'dc':
      return selection === '1x'
        ? i18n._(msg`${home} or draw`)
        : selection === 'x2'
          ? i18n._(msg`${away} or draw`)
          : i18n._(msg`${home} or ${away}`);
    case 'ou25':
      return selection === 'over' ? i18n._(msg`Over 2.5`) : i18n._(msg`Under 2.5`);
    case 'btts':
      return selection === 'yes' ? i18n._(msg`Yes`) : i18n._(msg`No`);
    case 'moneyline':
    case 'match':
    case 'winner':
      return selection === 'home' ? home : selection === 'away' ? away : selection;
    default:
      return labels?.modelSelectionLabel(i18n, market, selection, { home, away, sport, players }) ?? selection;
  }
}

/**
 * A live event's clock in the person's language: football's minute or half time; another sport's period from
 * its model's language-free clock ("Q3" with "Q3 04:12", "set2" with "3-2 30-15", "R2", "map2" with
 * "Mirage R14", "break", "decision").
 */
export function liveClock(i18n: I18n, live: NonNullable<SportsEvent['live']>): string {
  const { clock } = live;
  if (!clock) return live.period === 'half_time' ? i18n._(msg`Half time`) : `${live.minute}'`;
  const label = clock.label ?? '';
  const time = /\d{2}:\d{2}$/.exec(label)?.[0];
  const [, name = '', number = ''] = /^([a-zA-Z]+?)(\d*)$/.exec(clock.period) ?? [];
  const timed = (period: string) => (time ? `${period} ${time}` : period);
  switch (name) {
    case 'Q':
      return timed(i18n._(msg`Q${number}`));
    case 'OT':
      return timed(i18n._(msg`OT${number}`));
    case 'R':
      return timed(i18n._(msg`Round ${number}`));
    case 'set': {
      const set = i18n._(msg`Set ${number}`);
      return label ? `${set} · ${label}` : set;
    }
    case 'map': {
      const [, map = '', round = ''] = /^(.*) R(\d+)$/.exec(label) ?? [];
      return map ? i18n._(msg`Map ${number} · ${map}, round ${round}`) : i18n._(msg`Map ${number}`);
    }
    case 'break':
      return i18n._(msg`Break`);
    case 'decision':
      return i18n._(msg`Judges’ decision`);
    case 'end':
      return i18n._(msg`Finished`);
    default:
      return clock.period;
  }
}
