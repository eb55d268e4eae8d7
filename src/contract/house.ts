import * as v from 'valibot';
import { LangField, Money } from './common';
import { BetAmount, Commitment, Fairness } from './games';

const GameId = v.pipe(
  v.unknown(),
  v.transform(Number),
  v.number('Game not found'),
  v.integer('Game not found'),
  v.minValue(1, 'Game not found'),
);

/** A multiplier as a decimal string with two places ("2.35"). */
export const Multiplier = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));

// ── Crash: a multiplier rises from 1.00× until the round crashes; cash out before it does. ──

/**
 * The multiplier t seconds after the start is floor(100 · e^(growth · t)) / 100; the client draws the
 * same curve the server uses to settle a cash-out.
 */
export const CrashBetBody = v.object({
  game_id: GameId,
  amount: BetAmount,
  /** Cash out automatically at this multiplier (optional, at least 1.01). */
  auto_cashout: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.regex(/^\d+(\.\d{1,2})?$/, 'Enter a multiplier like 2.00'),
        v.check((s) => Number(s) >= 1.01 && Number(s) <= 1000, 'The multiplier must be between 1.01 and 1000'),
      ),
    ]),
  ),
  client_seed: v.optional(v.pipe(v.string(), v.maxLength(64))),
  lang: LangField,
});
export type CrashBetBody = v.InferInput<typeof CrashBetBody>;

export const CrashRoundStatus = v.picklist(['running', 'cashed_out', 'crashed']);

export const CrashRound = v.object({
  round_id: v.string(),
  game_id: v.number(),
  status: CrashRoundStatus,
  bet_amount: Money,
  /** When the multiplier started rising (server time, ISO). */
  started_at: v.string(),
  /** The server's time when it answered, so the client can align its clock. */
  server_time: v.string(),
  /** The curve's rate: multiplier = e^(growth · seconds). */
  growth: v.number(),
  auto_cashout: v.nullable(Multiplier),
  /** Set once the round is over: where it crashed. */
  crash_point: v.nullable(Multiplier),
  /** Set when the player cashed out (by hand or automatically). */
  cashout_multiplier: v.nullable(Multiplier),
  win_amount: Money,
  balance: Money,
  /** The commitment while running; the revealed seed once over. */
  commitment: Commitment,
  fairness: v.nullable(Fairness),
  next: v.nullable(Commitment),
});
export type CrashRound = v.InferOutput<typeof CrashRound>;

export const CrashRoundQuery = v.object({ round_id: v.pipe(v.string(), v.maxLength(64)), lang: LangField });
export const CrashCashoutBody = v.object({ round_id: v.pipe(v.string(), v.maxLength(64)), lang: LangField });

export const CrashRules = v.object({
  game_id: v.number(),
  rtp: v.string(),
  growth: v.number(),
  min_bet: Money,
  max_bet: Money,
  /** The largest multiplier a round can reach. */
  max_multiplier: Multiplier,
});
export type CrashRules = v.InferOutput<typeof CrashRules>;

// ── Sportsbook: seeded Brazilian football fixtures with fixed odds, settled by the operator. ──

export const Selection = v.picklist(['home', 'draw', 'away'], 'Choose home, draw or away');
export type Selection = v.InferOutput<typeof Selection>;

export const Fixture = v.object({
  /** The fixture code the operator settles by, e.g. "FLA-PAL-20261129". */
  id: v.string(),
  competition: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.string(),
  odds: v.object({ home: v.string(), draw: v.string(), away: v.string() }),
  status: v.picklist(['open', 'settled']),
  result: v.nullable(Selection),
});
export type Fixture = v.InferOutput<typeof Fixture>;
export const FixtureList = v.array(Fixture);

export const SportsBetBody = v.object({
  game_id: GameId,
  fixture_id: v.pipe(v.string('Fixture not found'), v.maxLength(64)),
  selection: Selection,
  amount: BetAmount,
  lang: LangField,
});
export type SportsBetBody = v.InferInput<typeof SportsBetBody>;

export const SportsBet = v.object({
  bet_id: v.string(),
  fixture_id: v.string(),
  home: v.string(),
  away: v.string(),
  selection: Selection,
  odds: v.string(),
  amount: Money,
  potential_win: Money,
  status: v.picklist(['open', 'won', 'lost']),
  win_amount: Money,
  placed_at: v.string(),
  balance: v.optional(Money),
});
export type SportsBet = v.InferOutput<typeof SportsBet>;
export const SportsBetList = v.array(SportsBet);

/** Operator: settle a fixture with its result ("home", "draw", "away", or a score like "2-1"). */
export const SettleFixtureBody = v.object({
  fixture: v.pipe(v.string('Fixture not found'), v.maxLength(64)),
  result: v.pipe(
    v.string('Give the result: home, draw, away or a score like 2-1'),
    v.regex(/^(home|draw|away|\d{1,2}-\d{1,2})$/, 'Give the result: home, draw, away or a score like 2-1'),
  ),
});
export const SettleFixtureResult = v.object({
  fixture: v.string(),
  result: Selection,
  bets_settled: v.number(),
  paid: Money,
});
