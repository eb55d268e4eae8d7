import { ENGINES } from '../../contract/games';
import { ERRORS, type ErrorCode } from '../../contract/errors';
import type { Endpoint } from '../../contract/endpoint';
import { RoundEndpoints } from '../../contract/rounds';
import { implement } from '../http/registry';
import { requireVerifiedIdentity } from '../members/identity';
import { idempotent } from '../payments/idempotency';
import { roundProof } from './proofs';
import { actOnRound, startRound, tableOf, titleWithClaim } from './rounds';

/** Every refusal an engine's rules give: the codes named after an engine ('blackjack.cannot_split'…). */
const ENGINE_RULES = Object.fromEntries(
  (Object.keys(ERRORS) as ErrorCode[])
    .filter((code) => ENGINES.some((engine) => code.startsWith(`${engine}.`)))
    .map((code) => [code, 'a rule of the game']),
) as Partial<Record<ErrorCode, string>>;

/** A round call that also declares (and documents) every engine rule's refusal. */
const withEngineRules = <T extends Endpoint>(declaration: T): T => ({
  ...declaration,
  errors: { ...ENGINE_RULES, ...declaration.errors },
});

/** The house provider's tables (contract/rounds.ts), implemented. */
export const providerRoutes = [
  implement(RoundEndpoints.table, async ({ deps, now, member, query }) => ({
    data: await tableOf(deps, member.member.id, query.game_id, now),
  })),
  implement(withEngineRules(RoundEndpoints.start), ({ c, deps, now, member, body }) => {
    requireVerifiedIdentity(member.member);
    // The title is read with the key's claim; a round drawn closed stores this answer with its postings.
    return idempotent(
      c,
      deps.db,
      member.member.id,
      now,
      async (tx, keyed) => ({
        data: await startRound({ ...deps, db: tx }, member.member.id, body, now, {
          answer: (view) => keyed.answerAlongside({ data: view }),
          title: keyed.read,
        }),
      }),
      titleWithClaim(body.game_id),
    );
  }),
  implement(withEngineRules(RoundEndpoints.act), ({ c, deps, now, member, body }) =>
    idempotent(c, deps.db, member.member.id, now, async (tx) => ({
      data: await actOnRound({ ...deps, db: tx }, member.member.id, body, now),
    })),
  ),
  implement(RoundEndpoints.one, async ({ deps, now, member, query }) => ({
    data: await roundProof(deps, member.member.id, query.round_id, now),
  })),
];
