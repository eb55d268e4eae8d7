import * as v from 'valibot';
import { LangField, Line, Money, plainText } from './common';
import { BET_LIMIT_ERRORS, RESTRICTED_ERRORS } from './responsible';
import { endpoint, IDEMPOTENT } from './endpoint';
import {
  Game,
  GameInfoQuery,
  GameRecordBody,
  GameRecordPage,
  Launch,
  LaunchBody,
  BetAmount,
  Commitment,
  Fairness,
  FairnessQuery,
  GameId,
  HousePlayBody,
  HousePlayResult,
  SlotRules,
  SlotRulesQuery,
} from './games';
import { says } from './says';

/** Texts the crash and sportsbook endpoints answer with (the app recognises them and shows them translated). */
export const HouseText = {
  roundNotFound: 'Round not found',
  finishRound: 'Finish the current round first',
  fixtureNotFound: 'Fixture not found',
  bettingClosed: 'Betting on this match is closed',
  alreadySettled: 'This match is already settled',
} as const;

/** A multiplier as a decimal string with two places ("2.35"). */
export const Multiplier = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));

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
});
export type CrashRules = v.InferOutput<typeof CrashRules>;

// ── Sportsbook: seeded Brazilian football fixtures with fixed odds, settled by the operator. ──

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
  odds: v.object({ home: v.string(), draw: v.string(), away: v.string() }),
  /** open: taking bets until kickoff, then waiting for its result; settled: result known, bets paid; void: called off, stakes back. */
  status: v.picklist(['open', 'settled', 'void']),
  result: v.nullable(Selection),
});
export type Fixture = v.InferOutput<typeof Fixture>;
export const FixtureList = v.array(Fixture);

/** GET /api/house/sports/rules: what the sportsbook's odds keep and return, shown before the first bet. */
export const SportsRules = v.object({
  /** The bookmaker's margin in percent: how much the sum of 1/odds of a fixture's three results exceeds 1. */
  margin: v.string(),
  /** The return to player in percent: 1 / Σ(1/odds), averaged over the fixtures. */
  rtp: v.string(),
  min_bet: Money,
  max_bet: Money,
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

// ── The sports section: leagues, fixtures with live play, four markets a match, singles and accumulators. ──

/** 1x2: home, draw, away; dc (double chance): 1x, 12, x2; ou25 (2.5 goals): over, under; btts (both teams score): yes, no. */
export const MarketId = v.picklist(['1x2', 'dc', 'ou25', 'btts'], says('sports.market_invalid'));
export type MarketId = v.InferOutput<typeof MarketId>;

export const MarketOdds = v.object({
  market: MarketId,
  /** Each selection's decimal odds ("2.35"), in the market's order; empty while the market is suspended. */
  selections: v.array(v.object({ selection: v.string(), odds: Multiplier })),
});
export type MarketOdds = v.InferOutput<typeof MarketOdds>;

export const Score = v.object({ home: v.number(), away: v.number() });
export type Score = v.InferOutput<typeof Score>;

export const SportsEvent = v.object({
  /** The fixture code, e.g. "FLA-PAL-20261129". */
  id: v.string(),
  league: v.string(),
  competition: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.string(),
  /** upcoming: before kickoff; live: playing (its odds move with the minute and the score). */
  status: v.picklist(['upcoming', 'live']),
  /** While live: the minute, the period and the score. */
  live: v.nullable(
    v.object({
      minute: v.number(),
      period: v.picklist(['first_half', 'half_time', 'second_half', 'full_time']),
      score: Score,
    }),
  ),
  markets: v.array(MarketOdds),
});
export type SportsEvent = v.InferOutput<typeof SportsEvent>;

export const SportsLeague = v.object({
  id: v.string(),
  name: v.string(),
  /** ISO country code ("br", "gb") or "sa" for a South American competition. */
  country: v.string(),
  live: v.number(),
  upcoming: v.number(),
});
export type SportsLeague = v.InferOutput<typeof SportsLeague>;

export const SportsBoardQuery = v.object({
  /** Only this league's events (the leagues are always all listed). */
  league: v.optional(Line(32, says('sports.league_not_found'))),
  /** At most this many events, live first then by kickoff (the home page's block asks for a few). */
  limit: v.optional(
    v.pipe(v.string(says('request.invalid')), v.regex(/^\d{1,3}$/, says('request.invalid')), v.transform(Number)),
  ),
});
export type SportsBoardQuery = v.InferInput<typeof SportsBoardQuery>;

export const SportsBoard = v.object({
  /** The server's time the live minutes and odds were taken at. */
  at: v.string(),
  leagues: v.array(SportsLeague),
  events: v.array(SportsEvent),
});
export type SportsBoard = v.InferOutput<typeof SportsBoard>;

const SlipOdds = v.pipe(
  v.string(says('sports.market_invalid')),
  v.regex(/^\d{1,4}\.\d{2}$/, says('sports.market_invalid')),
);

export const SlipLegBody = v.object({
  fixture_id: Line(64, says('sports.fixture_not_found')),
  market: MarketId,
  selection: Line(8, says('sports.market_invalid')),
  /** The odds the player saw: the bet is refused with sports.odds_changed when they are no longer the odds. */
  odds: SlipOdds,
});
export type SlipLegBody = v.InferInput<typeof SlipLegBody>;

/** 1 to 10 selections (one a single, more an accumulator), on different fixtures. */
export const MAX_SLIP_LEGS = 10;
export const MAX_SLIP_ODDS = '1000.00';
const SLIP_COUNT = { min: '1', max: String(MAX_SLIP_LEGS) };

export const SlipBody = v.object({
  legs: v.pipe(
    v.array(SlipLegBody, says('sports.selections_count', SLIP_COUNT)),
    v.minLength(1, says('sports.selections_count', SLIP_COUNT)),
    v.maxLength(MAX_SLIP_LEGS, says('sports.selections_count', SLIP_COUNT)),
  ),
  amount: BetAmount,
  lang: LangField,
});
export type SlipBody = v.InferInput<typeof SlipBody>;

const BetStatus = v.picklist(['open', 'won', 'lost', 'void']);

export const SlipLeg = v.object({
  fixture_id: v.string(),
  competition: v.string(),
  home: v.string(),
  away: v.string(),
  kickoff: v.string(),
  market: MarketId,
  selection: v.string(),
  odds: Multiplier,
  status: BetStatus,
  /** The final score once the fixture is settled with one. */
  score: v.nullable(Score),
});
export type SlipLeg = v.InferOutput<typeof SlipLeg>;

export const Slip = v.object({
  slip_id: v.string(),
  kind: v.picklist(['single', 'accumulator']),
  /** The product of the legs' odds, rounded down to the hundredth. */
  odds: Multiplier,
  amount: Money,
  potential_win: Money,
  status: BetStatus,
  win_amount: Money,
  placed_at: v.string(),
  settled_at: v.nullable(v.string()),
  legs: v.array(SlipLeg),
  /** The wallet balance after the bet (in the answer to placing it only). */
  balance: v.optional(Money),
});
export type Slip = v.InferOutput<typeof Slip>;
export const SlipList = v.array(Slip);

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
  paid: Money,
});
export type SettleFixtureResult = v.InferOutput<typeof SettleFixtureResult>;

/* The house provider's endpoints: the commitment, the slot, crash and sportsbook tables. */

const betRefusals = {
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
  slotRules: endpoint({
    method: 'get',
    path: '/house/slot/rules',
    summary: "A slot game's reels, paylines, paytable (multiples of the line bet), return to player and bet limits",
    tag: 'house',
    auth: 'public',
    query: SlotRulesQuery,
    response: SlotRules,
    errors: { 'game.not_found': 'also for a game that is not a slot' },
  }),
  play: endpoint({
    method: 'post',
    path: '/house/play',
    summary:
      'Play one round of a house game: the bet and the win go through the wallet, the outcome is provably fair (HMAC-SHA256(server_seed, "client_seed:nonce")), the used seed is revealed and the next committed',
    tag: 'house',
    auth: 'member',
    body: HousePlayBody,
    response: HousePlayResult,
    errors: {
      ...BET_LIMIT_ERRORS,
      'game.not_found': '',
      'game.not_available': 'crash and sports games are played through /house/crash and /house/sports',
      ...betRefusals,
    },
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
    summary: "The sportsbook's margin on its odds, its return to player and its bet limits",
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
  sportsBoard: endpoint({
    method: 'get',
    path: '/house/sports/board',
    summary:
      "The sports section: the leagues, and the fixtures to bet on (live first, then by kickoff) with every market's current odds; a live fixture's minute, score and odds follow the clock",
    tag: 'house',
    auth: 'public',
    query: SportsBoardQuery,
    response: SportsBoard,
    // The app polls it for the live odds.
    background: true,
    errors: { 'sports.league_not_found': '', 'request.invalid': 'a limit that is not a number' },
  }),
  sportsSlip: endpoint({
    method: 'post',
    path: '/house/sports/slip',
    summary:
      'Place a single or an accumulator (2 to 10 selections on different fixtures, odds multiplied) at the odds the player saw, before kickoff or live; the stake goes through the wallet',
    tag: 'house',
    auth: 'member',
    body: SlipBody,
    response: Slip,
    errors: {
      ...BET_LIMIT_ERRORS,
      'sports.fixture_not_found': '',
      'sports.betting_closed': 'settled, void, or live past the last minute for bets',
      'sports.market_invalid': 'a market or selection the match does not have',
      'sports.market_suspended': 'a live market whose outcome is (nearly) decided',
      'sports.odds_changed':
        'params: odds (the new combined odds); data.changes: [{ pick: "fixture:market:selection", odds }]',
      'sports.selections_count': 'params: min 1, max 10',
      'sports.same_fixture': 'two selections on one fixture',
      'sports.odds_above_maximum': 'params: max',
      'game.not_found': 'no sportsbook game in the catalogue',
      ...betRefusals,
    },
  }),
  sportsSlips: endpoint({
    method: 'get',
    path: '/house/sports/slips',
    summary: "The member's latest 100 slips of the sports section with their legs, newest first (open and settled)",
    tag: 'house',
    auth: 'member',
    response: SlipList,
    // The app polls it while My bets shows open bets.
    background: true,
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
