import { LiveEndpoints, LiveTableQuery } from '../../contract/live';
import { LIVE_VARIANTS, liveRtp, liveRules } from '../../engines/live';
import { defineRoute, implement, type Route } from '../http/registry';
import { parseInput, refuseUnstorable } from '../http/validate';
import { requireVerifiedIdentity } from '../members/identity';
import { idempotent } from '../payments/idempotency';
import { HOUSE_BET_LIMITS } from '../house/config';
import { maxWinCentsOf } from '../house/maxWin';
import { formatCents } from '../wallet/money';
import { balanceCentsOf, myRound, placeLiveBets } from './bets';
import { liveGame, tableState } from './rounds';
import { liveStream } from './stream';

/** The stream's route: declared like any other (the OpenAPI document lists it), answered as events. */
const streamRoute: Route = {
  ...defineRoute({ ...LiveEndpoints.stream, handler: () => ({ data: undefined as never }) }),
  handle: async (c, deps) => {
    const raw = c.req.query();
    refuseUnstorable(LiveTableQuery, raw);
    const query = parseInput(LiveTableQuery, raw);
    return liveStream(c, deps, await liveGame(deps.db, query.game_id));
  },
};

/** The live tables' endpoints (contract/live.ts), implemented. */
export const liveRoutes: Route[] = [
  implement(LiveEndpoints.table, async ({ deps, now, member, query }) => {
    const game = await liveGame(deps.db, query.game_id);
    const variant = LIVE_VARIANTS[game.table];
    const state = await tableState(deps, game, now);
    const memberId = member.member.id;
    return {
      data: {
        game_id: game.id,
        table: game.table,
        rtp: liveRtp(variant),
        rules: liveRules(variant),
        min_bet: formatCents(HOUSE_BET_LIMITS.minCents),
        max_bet: formatCents(HOUSE_BET_LIMITS.maxCents),
        max_win: formatCents(await maxWinCentsOf(deps.db, memberId)),
        state,
        mine: await myRound(deps.db, game, state.sequence, memberId, state.outcome),
        balance: formatCents(await balanceCentsOf(deps.db, memberId)),
      },
    };
  }),
  streamRoute,
  implement(LiveEndpoints.bet, ({ c, deps, now, member, body }) => {
    requireVerifiedIdentity(member.member);
    return idempotent(c, deps.db, member.member.id, now, async (tx) => ({
      data: await placeLiveBets({ ...deps, db: tx }, member.member.id, body, now),
    }));
  }),
];
