import { footballTeam, type FootballParams, type FootballTimeline } from '../../../engines/sports/football';

/** What the football model's tests share: a minute in ms, sides of several kinds, a match with two goals. */
export const MIN = 60_000;

export const PARAMS: Record<'even' | 'favourite' | 'tight', FootballParams> = {
  even: { home: footballTeam('FLU', 'Fluminense', 1.35, 'pt'), away: footballTeam('GRE', 'Grêmio', 1.15, 'pt') },
  favourite: {
    home: footballTeam('MCI', 'Manchester City', 2.45, 'en'),
    away: footballTeam('WHU', 'West Ham', 0.75, 'en'),
  },
  tight: {
    home: footballTeam('PEN', 'Peñarol', 0.95, 'es'),
    away: footballTeam('NAC', 'Nacional', 0.85, 'es', { yellows: 2.9, reds: 0.15 }),
  },
};

/** The home 9 scores at 11', the away 7 at 51'. */
export const TWO_GOALS: FootballTimeline = {
  goals: [
    { t: 10.5, side: 'home', scorer: 9 },
    { t: 50.2, side: 'away', scorer: 7 },
  ],
  corners: [],
  cards: [],
};
