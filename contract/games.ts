import * as v from 'valibot';
import { Id, LangField, Line, Money, paging, TrimmedLine } from './common';
import { endpoint } from './endpoint';
import { says } from './says';

/** The lobby's categories, in the order the lobby shows them. */
export const CATEGORY_KEYS = [
  'slot',
  'live',
  'crash',
  'sports',
  'casino',
  'card',
  'fish',
  'lottery',
  'bingo',
  'arcade',
  'videogame',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** The lobby's first tab and how many games a page of it lists (the app asks, the server primes the page). */
export const LOBBY_FIRST_CATEGORY: CategoryKey = 'slot';
export const LOBBY_PAGE_SIZE = 24;

export const Category = v.picklist(CATEGORY_KEYS, says('game.category_unknown'));

/** The house provider's engines (engines/): every catalogue title runs one of them with its own variant. */
export const ENGINES = [
  'slot',
  'roulette',
  'blackjack',
  'baccarat',
  'videopoker',
  'bingo',
  'videobingo',
  'keno',
  'mines',
  'plinko',
  'dice',
  'fish',
  'live',
  'crash',
  'sportsbook',
] as const;
export type Engine = (typeof ENGINES)[number];

export const Provider = v.object({
  /** The brand code (platType). */
  code: v.string(),
  name: v.string(),
  categories: v.array(Category),
  games: v.number(),
});
export type Provider = v.InferOutput<typeof Provider>;
export const ProviderList = v.array(Provider);

/** A catalogue game's id; anything else is 'Game not found'. */
export const GameId = Id(says('game.not_found'));

export const Game = v.object({
  id: v.number(),
  name: v.string(),
  category: Category,
  /** The brand code; brand_name is for display. */
  brand: v.string(),
  brand_name: v.string(),
  /** A URL of the game's art (SVG). */
  icon: v.string(),
  engine: v.picklist(ENGINES),
  /** A sportsbook entry's league (the sports section opens at it). */
  league: v.optional(v.string()),
  /** Return to player, a percentage with two places ("96.10"). */
  rtp: v.string(),
  popular: v.boolean(),
  promoted: v.boolean(),
});
export type Game = v.InferOutput<typeof Game>;
export const GameArray = v.array(Game);

export const GameListQuery = v.object({
  category: v.optional(v.union([Category, v.literal('')])),
  name: v.optional(TrimmedLine(60)),
  plat_type: v.optional(Line(40)),
  ...paging(24),
  lang: LangField,
});
export type GameListQuery = v.InferInput<typeof GameListQuery>;

export const GamePage = v.object({ list: GameArray, total: v.number() });
export type GamePage = v.InferOutput<typeof GamePage>;

/** Home rows: `name` narrows to one category when given. */
export const GameRowQuery = v.object({
  name: v.optional(v.union([Category, v.literal('')])),
  lang: LangField,
});

/** Favourites: member_id is tolerated (the member is always the token's); name filters by game name. */
export const FollowQuery = v.object({
  member_id: v.optional(v.unknown()),
  name: v.optional(TrimmedLine(60)),
  lang: LangField,
});
export const FollowBody = v.object({
  game_id: GameId,
  member_id: v.optional(v.unknown()),
  name: v.optional(v.unknown()),
  lang: LangField,
});
export type FollowBody = v.InferInput<typeof FollowBody>;
export const FollowResult = v.object({ game_id: v.number(), favorite: v.boolean() });
export type FollowResult = v.InferOutput<typeof FollowResult>;

export const BalanceQuery = v.object({
  currency: v.optional(v.literal('BRL', says('currency.unsupported')), 'BRL'),
  platType: v.optional(Line(40)),
  lang: LangField,
});
export const Balance = v.object({ currency: v.literal('BRL'), balance: Money });
export type Balance = v.InferOutput<typeof Balance>;

const notFound = { 'game.not_found': '' } as const;
const favourite = (path: string, summary: string) =>
  endpoint({
    method: 'post',
    path,
    summary,
    tag: 'games',
    auth: 'member',
    query: FollowQuery,
    body: FollowBody,
    response: FollowResult,
    errors: notFound,
  });

export const GamesEndpoints = {
  providers: endpoint({
    method: 'get',
    path: '/games/apisv2',
    summary: 'The game brands (platType codes): the categories each has games in and how many',
    tag: 'games',
    auth: 'public',
    response: ProviderList,
  }),
  list: endpoint({
    method: 'get',
    path: '/games/listsv2',
    summary:
      'A page of the catalogue by category, brand (plat_type) and name (any part, ignoring case and accents); popular first, then by name',
    tag: 'games',
    auth: 'public',
    query: GameListQuery,
    response: GamePage,
  }),
  popular: endpoint({
    method: 'get',
    path: '/games/popular',
    summary: 'Up to 12 popular games, of one category when name is a category key',
    tag: 'games',
    auth: 'public',
    query: GameRowQuery,
    response: GameArray,
  }),
  promoted: endpoint({
    method: 'get',
    path: '/games/promotion',
    summary: 'Up to 12 promoted games, of one category when name is a category key',
    tag: 'games',
    auth: 'public',
    query: GameRowQuery,
    response: GameArray,
  }),
  favourites: endpoint({
    method: 'post',
    path: '/games/follow',
    summary:
      "The member's favourite games, newest first; name narrows to a category (a category key) or to names containing it",
    tag: 'games',
    auth: 'member',
    query: FollowQuery,
    response: GameArray,
  }),
  followSet: favourite('/games/follow/set', 'Add a game to the favourites (again is fine)'),
  followDelete: favourite('/games/follow/delete', 'Remove a game from the favourites (a game that is not one is fine)'),
  balance: endpoint({
    method: 'get',
    path: '/day7/getAllBalance',
    summary: 'The balance games play from (the house provider shares the main wallet)',
    tag: 'games',
    auth: 'member',
    query: BalanceQuery,
    response: Balance,
  }),
};
