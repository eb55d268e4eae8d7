import * as v from 'valibot';
import { LangField, Line, Money, Multiplier, plainText } from './common';
import { BET_LIMIT_ERRORS, PLAY_TIME_ERRORS, RESTRICTED_ERRORS } from './responsible';
import { endpoint, IDEMPOTENT } from './endpoint';
import { Game, GameId } from './games';
import {
  GameInfoQuery,
  GameRecordBody,
  GameRecordPage,
  Launch,
  LaunchBody,
  BetAmount,
  Commitment,
  Fairness,
  FairnessQuery,
} from './tables';
import { says } from './says';

/**
 * A football-themed round's score, home goals first (the sports board's Score, restated so that the house's
 * contract does not bring the board's code to every screen that names a house refusal).
 */
const Score = v.object({ home: v.number(), away: v.number() });

/** A multiplier as a decimal string with two places ("2.35"). */

// ── Crash: a multiplier rises from 1.00× until the round crashes; cash out before it does. ──

/**
 * The multiplier t seconds after the start is floor(100 · e^(growth · t)) / 100; the client draws the
 * same curve the server uses to settle a cash-out. The round crashes when the multiplier reaches its
 * crash point (t = ln(crash_point) / growth): a cash-out pays while the multiplier is still below it.
 * The crash point is HMAC-SHA256(server_seed, `${client_seed}:${nonce}`): r = its first 52 bits; when
 * r % 33 = 0 it is 1.00, else max(1, floor((100·2^52 − r) / (2^52 − r)) / 100), at most 1000.00. A round
 * that reaches 1000.00 ends there and a bet still in is cashed out at 1000.00 (the maximum win).
 */
export const CrashBetBody = v.object({
  game_id: GameId,
  amount: BetAmount,
  /** The launch token of the game page (its `launch`); without it the bet is signed one for its session. */
  launch: v.optional(v.pipe(v.string(), v.maxLength(256))),
  /** Cash out automatically at this multiplier (optional, at least 1.01). */
  auto_cashout: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.regex(/^\d+(\.\d{1,2})?$/, says('crash.multiplier_format')),
        v.check((s) => Number(s) >= 1.01 && Number(s) <= 1000, says('crash.multiplier_range')),
      ),
    ]),
  ),
  /** The client's part of the fairness recipe; a random one when left out or blank. */
  client_seed: v.optional(Line(64)),
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

const RoundId = Line(64, says('crash.round_not_found'));
/** Without round_id: the member's latest round (the running one, if any), to pick a round up after a reload. */
export const CrashRoundQuery = v.object({ round_id: v.optional(RoundId), lang: LangField });
export const CrashCashoutBody = v.object({ round_id: RoundId, lang: LangField });
export type CrashCashoutBody = v.InferInput<typeof CrashCashoutBody>;

/** The query of GET /api/house/crash/rules: the crash game whose rules are shown. */
export const CrashRulesQuery = v.object({ game_id: GameId, lang: LangField });

export const CrashRules = v.object({
  game_id: v.number(),
  /** Return to player in percent ("96.00"): the same for every cash-out target. */
  rtp: v.string(),
  /** The house edge in percent: 100 − rtp. */
  house_edge: v.string(),
  /** One round in this many crashes at 1.00× (part of the house edge). */
  instant_crash_one_in: v.number(),
  growth: v.number(),
  min_bet: Money,
  max_bet: Money,
  /** The largest multiplier a round can reach. */
  max_multiplier: Multiplier,
  /**
   * The site's maximum win per round: a bet is cashed out by itself at the multiplier where its win reaches
   * it (R$ 1.000,00 at 100.00× under R$ 100.000,00), below the curve's own cap.
   */
  max_win: Money,
});
export type CrashRules = v.InferOutput<typeof CrashRules>;

// ── Sportsbook: football fixtures with fixed odds, settled at full time with the feed's result or by the operator. ──

export const Selection = v.picklist(['home', 'draw', 'away'], says('sports.selection_invalid'));
export type Selection = v.InferOutput<typeof Selection>;

export const Fixture = v.object({
  /** The fixture code the operator settles by, e.g. "FLA-PAL-20261129". */
  id: v.string(),
  league: v.string(),
  competition: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.string(),
  /** The fixed 1X2 odds of a football fixture; null for the other sports (their markets: GET …/fixtures/:code/markets). */
  odds: v.object({ home: v.nullable(v.string()), draw: v.nullable(v.string()), away: v.nullable(v.string()) }),
  /** open: taking bets until kickoff, then waiting for its result; settled: result known, bets paid; void: called off, stakes back. */
  status: v.picklist(['open', 'settled', 'void']),
  result: v.nullable(Selection),
  /** The final score it was settled with (null while open, for a bare result, or a void). */
  score: v.nullable(Score),
  /** Who settled it: "feed" (the match's own final score, at full time) or "operator" (by hand); null while open. */
  settled_by: v.nullable(v.picklist(['feed', 'operator'])),
  /** Each side's expected goals ("1.46"): the model its odds are priced from and its simulation plays with. */
  xg: v.object({ home: v.string(), away: v.string() }),
  /**
   * The football model's params (engines/sports/football.ts FootballParams: each side's expected goals,
   * corners, cards and line-up), public before kickoff: with the seed, `footballModel.simulate(params, u)`,
   * u the numbers HMAC-SHA256(key = seed, "match:0", "match:1"…) (first four bytes over 2^32), replays the
   * match. Null for a fixture from before the models (played from `xg`).
   */
  params: v.nullable(v.unknown()),
  /** sha256 of the fixture's seed (64 hex), fixed before kickoff; null with a feed that is not simulated. */
  commitment: v.nullable(v.string()),
  /** The fixture's seed, once it is settled or void (null before): replays the match and hashes to the commitment. */
  seed: v.nullable(v.string()),
});
export type Fixture = v.InferOutput<typeof Fixture>;

/** GET /api/house/sports/fixture: one fixture by code, to check its match. */
export const FixtureQuery = v.object({ id: Line(64, says('sports.fixture_not_found')) });
export type FixtureQuery = v.InferInput<typeof FixtureQuery>;
export const FixtureList = v.array(Fixture);

/** GET /api/house/sports/rules: what the sportsbook's odds keep and return, shown before the first bet. */
export const SportsRules = v.object({
  /** The bookmaker's margin in percent: how much the sum of 1/odds of a fixture's three results exceeds 1. */
  margin: v.string(),
  /** The return to player in percent: 1 / Σ(1/odds), averaged over the fixtures. */
  rtp: v.string(),
  /** The cash-out's margin in percent: the value offered is the fair value of the open legs less this share. */
  cashout_margin: v.string(),
  /** The bet builder's margin in percent: its odds are 1 / (the joint probability × (1 + this share)). */
  builder_margin: v.string(),
  min_bet: Money,
  max_bet: Money,
  /** The live bet delay in seconds: a live slip is accepted only at the odds in force once it has passed. */
  bet_delay_seconds: v.number(),
});
export type SportsRules = v.InferOutput<typeof SportsRules>;

export const SportsBetBody = v.object({
  game_id: GameId,
  fixture_id: Line(64, says('sports.fixture_not_found')),
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
  status: v.picklist(['open', 'won', 'lost', 'void']),
  win_amount: Money,
  placed_at: v.string(),
  /** The wallet balance after the bet (in the answer to placing it only). */
  balance: v.optional(Money),
});
export type SportsBet = v.InferOutput<typeof SportsBet>;
export const SportsBetList = v.array(SportsBet);

/** A final or live score, home goals first. */

/**
 * Operator: settle a fixture with its final score ("2-1", home goals first; every market is settled from
 * it), a bare result ("home", "draw", "away": the markets that need the goals are void), or "void".
 */
export const SettleFixtureBody = v.object({
  fixture: v.pipe(
    v.string(says('sports.fixture_not_found')),
    plainText(says('sports.fixture_not_found')),
    v.trim(),
    v.toUpperCase(),
    v.maxLength(64, says('sports.fixture_not_found')),
  ),
  result: v.pipe(
    v.string(says('sports.result_invalid')),
    v.trim(),
    v.toLowerCase(),
    v.regex(/^(home|draw|away|void|\d{1,2}-\d{1,2})$/, says('sports.result_invalid')),
  ),
});
export type SettleFixtureBody = v.InferInput<typeof SettleFixtureBody>;

/**
 * bets_settled counts the bets this call settled (0 when the fixture was already settled with the same
 * result); paid is everything the fixture's winning bets were paid, whichever call paid it.
 */
export const SettleFixtureResult = v.object({
  fixture: v.string(),
  /** The 1X2 result, or "void". */
  result: v.picklist(['home', 'draw', 'away', 'void']),
  /** The final score, when it was given. */
  score: v.nullable(Score),
  /** The slips (singles and accumulators) this call settled: those whose last open leg was on this fixture. */
  slips_settled: v.number(),
  bets_settled: v.number(),
  /** What this call paid (winnings and void stakes back, of the single bets and slips it settled). */
  paid_now: Money,
  /** What the fixture's bets and slips have paid in all, this call included. */
  paid: Money,
});
export type SettleFixtureResult = v.InferOutput<typeof SettleFixtureResult>;

/* The house provider's endpoints: the commitment, the slot, crash and sportsbook tables. */

export const betRefusals = {
  'identity.incomplete': 'an account from before the identity rule',
  'bet.insufficient_balance': '',
  'bet.amount_below_minimum': '0.10',
  'bet.amount_above_maximum': '1000.00',
  ...IDEMPOTENT,
} as const;

export const HouseEndpoints = {
  fairness: endpoint({
    method: 'get',
    path: '/house/fairness',
    summary:
      "The member's commitment for the house games: sha256 of the server seed that decides the next round, and its nonce",
    tag: 'house',
    auth: 'member',
    query: FairnessQuery,
    response: Commitment,
    errors: { 'game.not_found': '' },
  }),
  crashRules: endpoint({
    method: 'get',
    path: '/house/crash/rules',
    summary:
      "A crash game's curve (multiplier = e^(growth · seconds)), bet limits, largest multiplier and computed return to player",
    tag: 'house',
    auth: 'public',
    query: CrashRulesQuery,
    response: CrashRules,
    errors: { 'game.not_found': 'also for a game that is not a crash game' },
  }),
  crashBet: endpoint({
    method: 'post',
    path: '/house/crash/bet',
    summary:
      'Start a crash round: the bet goes through the wallet, the crash point is provably fair (HMAC-SHA256(server_seed, "client_seed:nonce")) and stays secret until the round ends; one running round per member',
    tag: 'house',
    auth: 'member',
    body: CrashBetBody,
    response: CrashRound,
    errors: {
      ...BET_LIMIT_ERRORS,
      'game.not_found': '',
      'game.not_available': 'a game of another engine',
      'crash.finish_round': 'a round of the member is still running',
      'launch.invalid': 'the launch token given is not this session’s, or has expired',
      'seamless.mismatch': 'the launch token given is of another game',
      ...betRefusals,
    },
  }),
  crashCashout: endpoint({
    method: 'post',
    path: '/house/crash/cashout',
    summary:
      'Cash a crash round out at the multiplier reached now (paid once); an automatic cash-out or a crash that came first decides instead; a round already over is answered as it is',
    tag: 'house',
    auth: 'member',
    body: CrashCashoutBody,
    response: CrashRound,
    errors: { 'crash.round_not_found': "also another member's round", ...IDEMPOTENT },
  }),
  crashRound: endpoint({
    method: 'get',
    path: '/house/crash/round',
    summary:
      "One of the member's crash rounds (without round_id: the latest, e.g. the running one after a reload), ended first when its crash or automatic cash-out time has passed; the crash point and seeds are shown once it is over",
    tag: 'house',
    auth: 'member',
    query: CrashRoundQuery,
    response: CrashRound,
    // The app polls it while a round runs.
    background: true,
    errors: { 'crash.round_not_found': "also another member's round, or no round yet" },
  }),
  sportsRules: endpoint({
    method: 'get',
    path: '/house/sports/rules',
    summary:
      "The sportsbook's margin on its odds, its return to player, its bet limits and its live bet delay (live markets are also suspended around dangerous moments)",
    tag: 'house',
    auth: 'public',
    response: SportsRules,
  }),
  fixtures: endpoint({
    method: 'get',
    path: '/house/sports/fixtures',
    summary: 'The football fixtures with their fixed odds: open ones by kickoff, then the 20 settled most recently',
    tag: 'house',
    auth: 'public',
    response: FixtureList,
  }),
  fixture: endpoint({
    method: 'get',
    path: '/house/sports/fixture',
    summary:
      'One football fixture by code, however old: its commitment (sha256 of its seed) from before kickoff, and its seed, expected goals, score and who settled it once it is settled or void',
    tag: 'house',
    auth: 'public',
    query: FixtureQuery,
    response: Fixture,
    errors: { 'sports.fixture_not_found': '' },
  }),
  sportsBet: endpoint({
    method: 'post',
    path: '/house/sports/bet',
    summary:
      "Bet on a fixture's result (home, draw, away) at the current odds, until kickoff; the stake goes through the wallet",
    tag: 'house',
    auth: 'member',
    body: SportsBetBody,
    response: SportsBet,
    errors: {
      ...BET_LIMIT_ERRORS,
      'game.not_found': '',
      'game.not_available': 'a game of another engine',
      'sports.fixture_not_found': '',
      'sports.betting_closed': 'kicked off or settled',
      'sports.market_suspended': 'its 1X2 market suspended by a trader',
      ...betRefusals,
    },
  }),
  sportsBets: endpoint({
    method: 'get',
    path: '/house/sports/bets',
    summary: "The member's latest 100 sports bets, newest first",
    tag: 'house',
    auth: 'member',
    response: SportsBetList,
  }),
};

/**
 * The game tables' endpoints of the games area: a game's details, its launch and the game record (the
 * screens that open a game; not the first page's).
 */
const gameNotFound = { 'game.not_found': '' } as const;

export const GameTableEndpoints = {
  info: endpoint({
    method: 'get',
    path: '/games/info',
    summary: 'One game of the catalogue by id (its name, brand, art and engine)',
    tag: 'games',
    auth: 'public',
    query: GameInfoQuery,
    response: Game,
    errors: gameNotFound,
  }),
  launch: endpoint({
    method: 'post',
    path: '/day7/day7LoginV2',
    summary: "Open a game: records the launch and answers the site's game page to go to",
    tag: 'games',
    auth: 'member',
    body: LaunchBody,
    response: Launch,
    errors: {
      ...gameNotFound,
      ...RESTRICTED_ERRORS,
      ...PLAY_TIME_ERRORS,
      'identity.incomplete': 'an account from before the identity rule',
    },
  }),
  record: endpoint({
    method: 'post',
    path: '/game/record',
    summary:
      "The member's settled game rounds and sports bets, newest first, by category and by day (from and to included, São Paulo time); a running crash round or an open sports bet is listed once settled",
    tag: 'games',
    auth: 'member',
    body: GameRecordBody,
    response: GameRecordPage,
  }),
};
