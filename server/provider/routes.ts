import { RoundEndpoints } from '../../contract/rounds';
import { implement } from '../http/registry';
import { requireIdentity } from '../members/identity';
import { idempotent } from '../payments/idempotency';
import { actOnRound, oneRound, startRound, tableOf } from './rounds';

/** The house provider's tables (contract/rounds.ts), implemented. */
export const providerRoutes = [
  implement(RoundEndpoints.table, async ({ deps, now, member, query }) => ({
    data: await tableOf(deps, member.member.id, query.game_id, now),
  })),
  implement(RoundEndpoints.start, ({ c, deps, now, member, body }) => {
    requireIdentity(member.member);
    return idempotent(c, deps.db, member.member.id, now, async (tx) => ({
      data: await startRound({ ...deps, db: tx }, member.member.id, body, now),
    }));
  }),
  implement(RoundEndpoints.act, ({ c, deps, now, member, body }) =>
    idempotent(c, deps.db, member.member.id, now, async (tx) => ({
      data: await actOnRound({ ...deps, db: tx }, member.member.id, body, now),
    })),
  ),
  implement(RoundEndpoints.one, async ({ deps, now, member, query }) => ({
    data: await oneRound(deps, member.member.id, query.round_id, now),
  })),
];
