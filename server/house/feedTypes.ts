import type { FixtureRow } from '../db/schema';
import type { Db } from '../db/types';
import type { BuilderPick } from '../../engines/sports/football';
import type { Outcome } from '../../engines/sports/model';
import type { ScheduledFixture } from './fixtures';
import type { SportFixtureRow } from './sportModels';
import type { PricedMarket } from './footballMarkets';
import type { LiveState, Prices, Probabilities } from './markets';

/** A final score, home goals first. */
export interface FinalScore {
  home: number;
  away: number;
  /**
   * For a match played by a sport model: how each selection of its markets settles (won, lost, void, half
   * won or lost); without it a leg settles from the score (the board's four markets).
   */
  settle?: (market: string, selection: string) => Outcome;
}

/**
 * Where the sportsbook's football comes from: the fixtures to put on, their prices, what happens while a
 * match is played and its final result. The embedded default is the simulator (`simulator.ts`: every match
 * decided by a secret of the installation, committed by hash before kickoff); a real provider's adapter
 * implements the same four calls and is chosen in one place, `AppConfig.sportsFeed`.
 */
export interface SportsFeed {
  /** The fixtures to have on the schedule from `now` (the job adds the ones not on yet). */
  fixtures(now: Date): Promise<(ScheduledFixture | SportFixtureRow)[]>;
  /** A fixture's markets, before kickoff (`live` null) or at a live state; null while it takes no bets.
   * With `only`, a feed may price just those markets (the board's four cost a tenth of a football match's
   * sixty): the others are then absent, as markets the feed does not price.
   */
  prices(fixture: FixtureRow, live: LiveState | null, only?: readonly string[]): Promise<Prices | null>;
  /**
   * For a feed that prices a fixture with a sport model: every market it offers, with its kind, tab and
   * odds (GET /house/sports/fixtures/:code/markets); null for a fixture it prices with the board's four only,
   * or while it takes no bets. With `only`, just those markets (as `prices`).
   */
  markets?(fixture: FixtureRow, live: LiveState | null, only?: readonly string[]): Promise<PricedMarket[] | null>;
  /**
   * The fair probabilities of a fixture's selections (no margin), before kickoff or at a live state, for
   * the cash-out's value; null when the feed has none (the cash-out then takes them from the prices).
   */
  probabilities?(fixture: FixtureRow, live: LiveState | null): Promise<Probabilities | null>;
  /**
   * For a feed whose sport model has a bet builder: the joint probability that every pick of one fixture
   * wins, before kickoff (`live` null) or at a live state (conditioned on what was played so far); null when
   * the builder does not combine these picks (or the fixture has no model), 0 when they cannot all happen.
   */
  builder?(fixture: FixtureRow, live: LiveState | null, picks: readonly BuilderPick[]): Promise<number | null>;
  /** A kicked-off fixture's minute, period and score at `now`; null before kickoff. */
  events(fixture: FixtureRow, now: Date): Promise<LiveState | null>;
  /**
   * Whether the kicked-off fixture's markets are suspended at `now` around a dangerous moment (a goal about to
   * come, or an attack that ends without one); a feed without it never suspends a fixture by itself.
   */
  suspended?(fixture: FixtureRow, now: Date): Promise<boolean>;
  /** The final score once the match is over at `now`; null until then (or when the feed has none). */
  results(fixture: FixtureRow, now: Date): Promise<FinalScore | null>;
  /**
   * For a feed whose matches can be called off: whether a match without a result was cancelled or dropped by
   * the provider at `now` (the job then voids it: every stake back).
   */
  voided?(fixture: FixtureRow, now: Date): Promise<boolean>;
  /** For a feed that decides matches itself: what lets a player check it did not change its mind. */
  fairness?: {
    /** sha256 of the fixture's seed, published before kickoff. */
    commitment(fixture: FixtureRow): Promise<string>;
    /** The fixture's seed: shown only once the fixture is settled or void (never while it takes bets). */
    seed(fixture: FixtureRow): Promise<string>;
  };
}

/** Makes the feed for a database (the simulator reads the installation's secret from it). */
export type SportsFeedFactory = (deps: { db: Db }) => SportsFeed;
