import {
  Commitment,
  FairnessQuery,
  GameText,
  HousePlayBody,
  HousePlayResult,
  SlotRules,
  SlotRulesQuery,
} from '../../src/contract';
import { defineRoute } from '../http/registry';
import { commitment, playRound, slotRules } from './play';

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
      422: `'${GameText.notAvailable}' (crash and sports games, for now); '${GameText.insufficientBalance}'; '${GameText.betBelowMinimum} 0.10' / '${GameText.betAboveMaximum} 1000.00'`,
    },
    handler: async ({ deps, now, member, body }) => ({
      data: await playRound(deps, member.member.id, body, now),
    }),
  }),
];
