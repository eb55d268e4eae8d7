import * as v from 'valibot';
import { KYC_GATE_ERRORS } from './kycGate';
import { LangField, Line, Money, Multiplier } from './common';
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
  betRefusals,
  Commitment,
  Fairness,
  FairnessQuery,
} from './tables';
import { says } from './says';
import { SportsFixtureEndpoints } from './sportsFixtures';

export * from './sportsFixtures';

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

/* The house provider's endpoints: the commitment, the slot, crash and sportsbook tables. */

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
  ...SportsFixtureEndpoints,
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
      ...KYC_GATE_ERRORS,
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
