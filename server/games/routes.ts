import { GamesEndpoints } from '../../contract/games';
import { GameTableEndpoints } from '../../contract/house';
import { implement } from '../http/registry';
import { gameInfo } from './info';
import {
  gameRecord,
  gameRow,
  launchGame,
  listFavourites,
  listGames,
  providers,
  setFavourite,
  walletBalance,
} from './handlers';
import { requireVerifiedIdentity } from '../members/identity';
import { requireMayPlay } from '../responsible/guard';

/** The games' endpoints (contract/games.ts), implemented. */
export const gameRoutes = [
  implement(GameTableEndpoints.info, async ({ deps, query }) => ({ data: await gameInfo(deps.db, query.id) })),
  implement(GamesEndpoints.providers, async ({ deps }) => ({ data: await providers(deps.db) })),
  implement(GamesEndpoints.list, async ({ deps, query }) => ({ data: await listGames(deps.db, query) })),
  implement(GamesEndpoints.popular, async ({ deps, query }) => ({
    data: await gameRow(deps.db, 'popular', query.name),
  })),
  implement(GamesEndpoints.promoted, async ({ deps, query }) => ({
    data: await gameRow(deps.db, 'promoted', query.name),
  })),
  implement(GamesEndpoints.favourites, async ({ deps, member, query }) => ({
    data: await listFavourites(deps.db, member.member.id, query.name),
  })),
  implement(GamesEndpoints.followSet, async ({ deps, now, member, body }) => ({
    data: await setFavourite(deps.db, member.member.id, body.game_id, true, now),
  })),
  implement(GamesEndpoints.followDelete, async ({ deps, now, member, body }) => ({
    data: await setFavourite(deps.db, member.member.id, body.game_id, false, now),
  })),
  implement(GameTableEndpoints.launch, async ({ deps, now, member, body }) => {
    requireVerifiedIdentity(member.member);
    await requireMayPlay(deps.db, member.member.id, member.session.id, now);
    return {
      data: await launchGame(deps, member.member.id, member.session.id, body.game_id, now),
    };
  }),
  implement(GamesEndpoints.balance, async ({ deps, member }) => ({
    data: await walletBalance(deps.db, member.member.id),
  })),
  implement(GameTableEndpoints.record, async ({ deps, member, body }) => ({
    data: await gameRecord(deps.db, member.member.id, body),
  })),
];
