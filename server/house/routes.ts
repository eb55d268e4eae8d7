import {
  Commitment,
  FairnessQuery,
  GameText,
  HousePlayBody,
  HousePlayResult,
  SlotRules,
  SlotRulesQuery,
} from '../../contract';
import {
  CrashBetBody,
  CrashCashoutBody,
  CrashRound,
  CrashRoundQuery,
  CrashRules,
  CrashRulesQuery,
  FixtureList,
  HouseText,
  SportsBet,
  SportsBetBody,
  SportsBetList,
} from '../../contract/house';
import { defineRoute } from '../http/registry';
import { idempotent } from '../payments/idempotency';
import { cashOut, crashRound, crashRules, placeCrashBet } from './crash-rounds';
import { commitment, playRound, slotRules } from './play';
import { listFixtures, listSportsBets, placeSportsBet } from './sports';

const betRefusals = `'${GameText.notAvailable}' (a game of another engine); '${GameText.insufficientBalance}'; '${GameText.betBelowMinimum} 0.10' / '${GameText.betAboveMaximum} 1000.00'`;

export const houseRoutes = [
  defineRoute({
    method: 'get',
    path: '/house/fairness',
    summary:
      "The member's commitment for the house games: sha256 of the server seed that decides the next round, and its nonce",
    tag: 'house',
    auth: 'member',
    query: FairnessQuery,
    response: Commitment,
    errors: { 404: `'${GameText.gameNotFound}'` },
    handler: async ({ deps, now, member, query }) => ({
      data: await commitment(deps, member.member.id, query.game_id, now),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/house/slot/rules',
    summary: "A slot game's reels, paylines, paytable (multiples of the line bet), return to player and bet limits",
    tag: 'house',
    auth: 'public',
    query: SlotRulesQuery,
    response: SlotRules,
    errors: { 404: `'${GameText.gameNotFound}' (also for a game that is not a slot)` },
    handler: async ({ deps, query }) => ({ data: await slotRules(deps, query.game_id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/house/play',
    summary:
      'Play one round of a house game: the bet and the win go through the wallet, the outcome is provably fair (HMAC-SHA256(server_seed, "client_seed:nonce")), the used seed is revealed and the next committed',
    tag: 'house',
    auth: 'member',
    body: HousePlayBody,
    response: HousePlayResult,
    errors: {
      404: `'${GameText.gameNotFound}'`,
      422: `${betRefusals}; crash and sports games are played through /house/crash and /house/sports`,
    },
    handler: ({ c, deps, now, member, body }) =>
      idempotent(c, deps.db, member.member.id, now, async (tx) => ({
        data: await playRound({ ...deps, db: tx }, member.member.id, body, now),
      })),
  }),
  defineRoute({
    method: 'get',
    path: '/house/crash/rules',
    summary:
      "A crash game's curve (multiplier = e^(growth · seconds)), bet limits, largest multiplier and computed return to player",
    tag: 'house',
    auth: 'public',
    query: CrashRulesQuery,
    response: CrashRules,
    errors: { 404: `'${GameText.gameNotFound}' (also for a game that is not a crash game)` },
    handler: async ({ deps, query }) => ({ data: await crashRules(deps, query.game_id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/house/crash/bet',
    summary:
      'Start a crash round: the bet goes through the wallet, the crash point is provably fair (HMAC-SHA256(server_seed, "client_seed:nonce")) and stays secret until the round ends; one running round per member',
    tag: 'house',
    auth: 'member',
    body: CrashBetBody,
    response: CrashRound,
    errors: {
      404: `'${GameText.gameNotFound}'`,
      422: `${betRefusals}; '${HouseText.finishRound}' (a round of the member is still running)`,
    },
    handler: ({ c, deps, now, member, body }) =>
      idempotent(c, deps.db, member.member.id, now, async (tx) => ({
        data: await placeCrashBet({ ...deps, db: tx }, member.member.id, body, now),
      })),
  }),
  defineRoute({
    method: 'post',
    path: '/house/crash/cashout',
    summary:
      'Cash a crash round out at the multiplier reached now (paid once); an automatic cash-out or a crash that came first decides instead; a round already over is answered as it is',
    tag: 'house',
    auth: 'member',
    body: CrashCashoutBody,
    response: CrashRound,
    errors: { 404: `'${HouseText.roundNotFound}' (also another member's round)` },
    handler: ({ c, deps, now, member, body }) =>
      idempotent(c, deps.db, member.member.id, now, async (tx) => ({
        data: await cashOut({ ...deps, db: tx }, member.member.id, body.round_id, now),
      })),
  }),
  defineRoute({
    method: 'get',
    path: '/house/crash/round',
    summary:
      "One of the member's crash rounds (without round_id: the latest, e.g. the running one after a reload), ended first when its crash or automatic cash-out time has passed; the crash point and seeds are shown once it is over",
    tag: 'house',
    auth: 'member',
    query: CrashRoundQuery,
    response: CrashRound,
    errors: { 404: `'${HouseText.roundNotFound}' (also another member's round, or no round yet)` },
    handler: async ({ deps, now, member, query }) => ({
      data: await crashRound(deps, member.member.id, query.round_id, now),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/house/sports/fixtures',
    summary: 'The football fixtures with their fixed odds: open ones by kickoff, then the 20 settled most recently',
    tag: 'house',
    auth: 'public',
    response: FixtureList,
    handler: async ({ deps }) => ({ data: await listFixtures(deps.db) }),
  }),
  defineRoute({
    method: 'post',
    path: '/house/sports/bet',
    summary:
      "Bet on a fixture's result (home, draw, away) at the current odds, until kickoff; the stake goes through the wallet",
    tag: 'house',
    auth: 'member',
    body: SportsBetBody,
    response: SportsBet,
    errors: {
      404: `'${GameText.gameNotFound}'; '${HouseText.fixtureNotFound}'`,
      422: `${betRefusals}; '${HouseText.bettingClosed}' (kicked off or settled)`,
    },
    handler: ({ c, deps, now, member, body }) =>
      idempotent(c, deps.db, member.member.id, now, async (tx) => ({
        data: await placeSportsBet({ ...deps, db: tx }, member.member.id, body, now),
      })),
  }),
  defineRoute({
    method: 'get',
    path: '/house/sports/bets',
    summary: "The member's latest 100 sports bets, newest first",
    tag: 'house',
    auth: 'member',
    response: SportsBetList,
    handler: async ({ deps, member }) => ({ data: await listSportsBets(deps.db, member.member.id) }),
  }),
];
