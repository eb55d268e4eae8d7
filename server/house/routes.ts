import { HouseEndpoints } from '../../contract/house';
import { LIVE_BET_DELAY_SECONDS, SportsEndpoints } from '../../contract/sports';
import { defineRoute, implement, type Route } from '../http/registry';
import { parseInput, refuseUnstorable } from '../http/validate';
import { requestHost } from '../http/env';
import { SEAMLESS_MAX_CENTS } from '../seamless/wallet';
import { siteByCodeOrHost } from '../site/resolve';
import { idempotent } from '../payments/idempotency';
import { cashOut, crashRound, crashRules, placeCrashBet } from './crash-rounds';
import { commitment } from './fairness';
import { fixtureByCode, listFixtures, listSportsBets, placeSportsBet } from './sports';
import { CASHOUT_MARGIN } from '../../engines/cashOut';
import { cashOutSlip, withCashOut } from './cashout';
import { fixtureMarkets, listSlips, placeSlip, sportsBoard } from './slips';
import { betMoment } from './betDelay';
import { BUILDER_MARGIN_PERCENT, placeBuilder, quoteBuilder } from './builder';
import { sportsStream } from './sportsStream';
import { requireVerifiedIdentity } from '../members/identity';
import type { AuthedMember } from '../auth/authenticate';

/** The member betting, and when their session began (the session time limit counts from it). */
const bettor = ({ member, session }: AuthedMember) => ({ memberId: member.id, sessionId: session.id });
import { formatCents } from '../wallet/money';
import { HOUSE_BET_LIMITS } from './config';
import { SPORTSBOOK_MARGIN, SPORTSBOOK_RTP } from './fixtures';

/** The board's stream: declared like any other (the OpenAPI document lists it), answered as events. */
const sportsStreamRoute: Route = {
  ...defineRoute({ ...SportsEndpoints.sportsStream, handler: () => ({ data: undefined as never }) }),
  handle: async (c, deps) => {
    const raw = c.req.query();
    const schema = SportsEndpoints.sportsStream.query!;
    refuseUnstorable(schema, raw);
    const query = parseInput(schema, raw);
    return sportsStream(c, deps, { ...query, fixture: query.fixture?.trim().toUpperCase() });
  },
};

/** The house provider's endpoints (contract/house.ts), implemented. */
export const houseRoutes: Route[] = [
  implement(HouseEndpoints.fairness, async ({ deps, now, member, query }) => ({
    data: await commitment(deps, member.member.id, query.game_id, now),
  })),
  implement(HouseEndpoints.crashRules, async ({ c, deps, query }) => {
    const site = await siteByCodeOrHost(deps.db, requestHost(c));
    return { data: await crashRules(deps, query.game_id, Math.min(site.maxWinCents, SEAMLESS_MAX_CENTS)) };
  }),
  implement(HouseEndpoints.crashBet, ({ c, deps, now, member, body }) => {
    requireVerifiedIdentity(member.member);
    return idempotent(c, deps.db, member.member.id, now, async (tx) => ({
      data: await placeCrashBet({ ...deps, db: tx }, bettor(member), body, now, member.session.id),
    }));
  }),
  implement(HouseEndpoints.crashCashout, ({ c, deps, now, member, body }) =>
    idempotent(c, deps.db, member.member.id, now, async (tx) => ({
      data: await cashOut({ ...deps, db: tx }, member.member.id, body.round_id, now),
    })),
  ),
  implement(HouseEndpoints.crashRound, async ({ deps, now, member, query }) => ({
    data: await crashRound(deps, member.member.id, query.round_id, now),
  })),
  implement(HouseEndpoints.sportsRules, () => ({
    data: {
      margin: SPORTSBOOK_MARGIN,
      rtp: SPORTSBOOK_RTP,
      cashout_margin: (CASHOUT_MARGIN * 100).toFixed(2),
      builder_margin: BUILDER_MARGIN_PERCENT,
      min_bet: formatCents(HOUSE_BET_LIMITS.minCents),
      max_bet: formatCents(HOUSE_BET_LIMITS.maxCents),
      bet_delay_seconds: LIVE_BET_DELAY_SECONDS,
    },
  })),
  implement(HouseEndpoints.fixtures, async ({ deps }) => ({ data: await listFixtures(deps) })),
  implement(HouseEndpoints.fixture, async ({ deps, query }) => ({ data: await fixtureByCode(deps, query.id) })),
  implement(HouseEndpoints.sportsBet, ({ c, deps, now, member, body }) => {
    requireVerifiedIdentity(member.member);
    return idempotent(c, deps.db, member.member.id, now, async (tx) => ({
      data: await placeSportsBet({ ...deps, db: tx }, bettor(member), body, now),
    }));
  }),
  implement(HouseEndpoints.sportsBets, async ({ deps, member }) => ({
    data: await listSportsBets(deps.db, member.member.id),
  })),
  implement(SportsEndpoints.sportsBoard, async ({ deps, now, query }) => ({
    data: await sportsBoard(deps, query, now),
  })),
  implement(SportsEndpoints.sportsFixtureMarkets, async ({ c, deps, now }) => ({
    data: await fixtureMarkets(deps, c.req.param('code') ?? '', now),
  })),
  sportsStreamRoute,
  implement(SportsEndpoints.sportsSlip, async ({ c, deps, now, member, body }) => {
    requireVerifiedIdentity(member.member);
    // A live slip waits the bet delay first, holding no transaction or lock, and is priced when it ends.
    const at = await betMoment(deps, body.legs, now);
    return idempotent(c, deps.db, member.member.id, at, async (tx) => ({
      data: await placeSlip({ ...deps, db: tx }, bettor(member), body, at),
    }));
  }),
  implement(SportsEndpoints.sportsBuilderQuote, async ({ deps, now, body }) => ({
    data: await quoteBuilder(deps, body, now),
  })),
  implement(SportsEndpoints.sportsBuilder, async ({ c, deps, now, member, body }) => {
    requireVerifiedIdentity(member.member);
    // A live builder waits the bet delay first, as a live slip, and is priced when it ends.
    const at = await betMoment(deps, [body], now);
    return idempotent(c, deps.db, member.member.id, at, async (tx) => ({
      data: await placeBuilder({ ...deps, db: tx }, bettor(member), body, at),
    }));
  }),
  implement(SportsEndpoints.sportsCashout, ({ c, deps, now, member, body }) =>
    idempotent(c, deps.db, member.member.id, now, async (tx) => ({
      data: await cashOutSlip({ ...deps, db: tx }, member.member.id, body, now),
    })),
  ),
  implement(SportsEndpoints.sportsSlips, async ({ deps, now, member }) => ({
    data: await withCashOut(deps, await listSlips(deps, member.member.id), now),
  })),
];
