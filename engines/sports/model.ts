/**
 * What every sport's simulation model gives the sportsbook (engines/sports/<sport>.ts): the event played
 * out from a stream of numbers, where it stands at any moment, the fair price of every market before the
 * start or at a live state, and how each selection settles. Pure: the server feeds the numbers from the
 * fixture's seed (HMAC of the installation's secret, committed by hash before the start), so the same seed
 * always plays the same event and anyone given the seed afterwards replays it.
 *
 * The prices and the outcomes come from the same model: a market's fair probabilities are what the
 * simulation draws in the long run (each model's tests check this by simulating many events), and the
 * book's margin (pricing.ts) is then the house's whole edge.
 */

export type SportId = 'football' | 'basketball' | 'tennis' | 'volleyball' | 'mma' | 'esports';

/**
 * A settled selection: won, lost, void (the stake back: a push on a whole handicap line, a cancelled
 * event), or half won / half lost (quarter handicap and totals lines: half the stake on each neighbour).
 */
export type Outcome = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

/** A market's kind sets its margin band (pricing.ts), published in the rules. */
export type MarketKind = 'main' | 'handicap' | 'totals' | 'exact' | 'props' | 'players';

/** The match page's tabs a market is shown under (every sport uses the ones it has). */
export type MarketGroup = 'main' | 'goals' | 'handicaps' | 'corners_cards' | 'players';

/** A market at fair prices, before the margin. */
export interface FairMarket {
  /** Stable within the sport: "1x2", "ah:-1.5", "total:2.5", "cs", "scorer:anytime"… */
  id: string;
  kind: MarketKind;
  group: MarketGroup;
  /**
   * Each selection's fair implied probability, 1 / fair odds, in the market's order. For a market where
   * exactly one selection wins it is the selection's probability (they sum to 1). For a line with pushes
   * or halves it is the probability that makes the odds fair (expected return of 1 per unit staked).
   */
  selections: readonly { id: string; p: number }[];
  /** What the fair selections sum to: 1, or more where several selections win together (double chance: 2). */
  fairSum: number;
}

/** A moment of a played event, for the live page and the push: a goal, a card, a set, a round… */
export interface SportEvent {
  /** Milliseconds from the start. */
  at: number;
  kind: string;
  side: 'home' | 'away' | null;
  /** Free detail: a player's name, a set's score, a method of victory. */
  detail?: string;
}

/** Where a played event stands at a moment. */
export interface LiveSnapshot {
  /** The clock as a bettor reads it ("67'", "Q3 04:12", "Set 2 · 3–2"), in language-free parts. */
  clock: { period: string; minute?: number; label?: string };
  /** The score of the sport's main count (goals, points, sets, maps, rounds won for MMA: 0/1). */
  score: { home: number; away: number };
  /** The events so far, in order. */
  events: readonly SportEvent[];
  finished: boolean;
}

/**
 * A sport's model. `Params` is what the schedule fixes for a fixture (ratings, expected goals, line-ups:
 * public before the start), `Timeline` the played event (secret until settled).
 */
export interface SportModel<Params, Timeline> {
  sport: SportId;
  /** Real milliseconds from the start to the end of the event (the live clock runs on it). */
  durationMs(params: Params): number;
  /** Plays the whole event from numbers in [0, 1). */
  simulate(params: Params, random: () => number): Timeline;
  /** Where the event is `elapsedMs` after the start. */
  snapshot(params: Params, timeline: Timeline, elapsedMs: number): LiveSnapshot;
  /**
   * The markets at fair prices: before the start (`at` null) or live, conditioned on what happened up to
   * `at` ms (and nothing after it). A market whose outcome is already decided is left out.
   */
  markets(params: Params, timeline: Timeline | null, at: number | null): FairMarket[];
  /** How a selection settles once the event is played. */
  settle(params: Params, timeline: Timeline, market: string, selection: string): Outcome;
}
