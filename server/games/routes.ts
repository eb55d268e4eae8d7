import {
  Balance,
  BalanceQuery,
  FollowBody,
  FollowQuery,
  FollowResult,
  GameArray,
  GameListQuery,
  GamePage,
  GameRecordBody,
  GameRecordPage,
  GameRowQuery,
  GameText,
  Game,
  GameInfoQuery,
  Launch,
  LaunchBody,
  ProviderList,
} from '../../contract';
import { settleDueCrashRounds } from '../house/crash-rounds';
import { defineRoute } from '../http/registry';
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

const notFound = { 404: `'${GameText.gameNotFound}'` };

export const gameRoutes = [
  defineRoute({
    method: 'get',
    path: '/games/info',
    summary: 'One game of the catalogue by id (its name, brand, art and engine)',
    tag: 'games',
    auth: 'public',
    query: GameInfoQuery,
    response: Game,
    errors: notFound,
    handler: async ({ deps, query }) => ({ data: await gameInfo(deps.db, query.id) }),
  }),
  defineRoute({
    method: 'get',
    path: '/games/apisv2',
    summary: 'The game brands (platType codes): the categories each has games in and how many',
    tag: 'games',
    auth: 'public',
    response: ProviderList,
    handler: async ({ deps }) => ({ data: await providers(deps.db) }),
  }),
  defineRoute({
    method: 'get',
    path: '/games/listsv2',
    summary:
      'A page of the catalogue by category, brand (plat_type) and name (any part, ignoring case and accents); popular first, then by name',
    tag: 'games',
    auth: 'public',
    query: GameListQuery,
    response: GamePage,
    handler: async ({ deps, query }) => ({ data: await listGames(deps.db, query) }),
  }),
  defineRoute({
    method: 'get',
    path: '/games/popular',
    summary: 'Up to 12 popular games, of one category when name is a category key',
    tag: 'games',
    auth: 'public',
    query: GameRowQuery,
    response: GameArray,
    handler: async ({ deps, query }) => ({ data: await gameRow(deps.db, 'popular', query.name) }),
  }),
  defineRoute({
    method: 'get',
    path: '/games/promotion',
    summary: 'Up to 12 promoted games, of one category when name is a category key',
    tag: 'games',
    auth: 'public',
    query: GameRowQuery,
    response: GameArray,
    handler: async ({ deps, query }) => ({ data: await gameRow(deps.db, 'promoted', query.name) }),
  }),
  defineRoute({
    method: 'post',
    path: '/games/follow',
    summary:
      "The member's favourite games, newest first; name narrows to a category (a category key) or to names containing it",
    tag: 'games',
    auth: 'member',
    query: FollowQuery,
    response: GameArray,
    handler: async ({ deps, member, query }) => ({
      data: await listFavourites(deps.db, member.member.id, query.name),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/games/follow/set',
    summary: 'Add a game to the favourites (again is fine)',
    tag: 'games',
    auth: 'member',
    query: FollowQuery,
    body: FollowBody,
    response: FollowResult,
    errors: notFound,
    handler: async ({ deps, now, member, body }) => ({
      data: await setFavourite(deps.db, member.member.id, body.game_id, true, now),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/games/follow/delete',
    summary: 'Remove a game from the favourites (a game that is not one is fine)',
    tag: 'games',
    auth: 'member',
    query: FollowQuery,
    body: FollowBody,
    response: FollowResult,
    errors: notFound,
    handler: async ({ deps, now, member, body }) => ({
      data: await setFavourite(deps.db, member.member.id, body.game_id, false, now),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/day7/day7LoginV2',
    summary: "Open a game: records the launch and answers the site's game page to go to",
    tag: 'games',
    auth: 'member',
    body: LaunchBody,
    response: Launch,
    errors: notFound,
    handler: async ({ deps, now, member, body }) => ({
      data: await launchGame(deps, member.member.id, body.game_id, now),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/day7/getAllBalance',
    summary: 'The balance games play from (the house provider shares the main wallet)',
    tag: 'games',
    auth: 'member',
    query: BalanceQuery,
    response: Balance,
    handler: async ({ deps, now, member }) => {
      // A crash round whose automatic cash-out or crash is due is ended first, so the balance has its win.
      await settleDueCrashRounds(deps, member.member.id, now);
      return { data: await walletBalance(deps.db, member.member.id) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/game/record',
    summary:
      "The member's settled game rounds and sports bets, newest first, by category and by day (from and to included, São Paulo time); a running crash round or an open sports bet is listed once settled",
    tag: 'games',
    auth: 'member',
    body: GameRecordBody,
    response: GameRecordPage,
    handler: async ({ deps, now, member, body }) => {
      await settleDueCrashRounds(deps, member.member.id, now);
      return { data: await gameRecord(deps.db, member.member.id, body) };
    },
  }),
];
