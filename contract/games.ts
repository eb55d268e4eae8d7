import * as v from 'valibot';
import { BusinessDay, Id, LangField, Line, Money, paging, TrimmedLine } from './common';
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

export const LaunchBody = v.object({
  game_id: GameId,
  lang: LangField,
});
export type LaunchBody = v.InferInput<typeof LaunchBody>;
/** Where the game opens: a page of this site (the house provider) that fills the screen. */
export const Launch = v.object({ url: v.string() });
export type Launch = v.InferOutput<typeof Launch>;

export const BalanceQuery = v.object({
  currency: v.optional(v.literal('BRL', says('currency.unsupported')), 'BRL'),
  platType: v.optional(Line(40)),
  lang: LangField,
});
export const Balance = v.object({ currency: v.literal('BRL'), balance: Money });
export type Balance = v.InferOutput<typeof Balance>;

const RecordDay = BusinessDay(says('date.invalid'));

export const GameRecordBody = v.pipe(
  v.object({
    ...paging(20),
    category: v.optional(v.union([Category, v.literal('')])),
    from: v.optional(v.union([RecordDay, v.literal('')])),
    to: v.optional(v.union([RecordDay, v.literal('')])),
    lang: LangField,
  }),
  v.forward(
    v.check(({ from, to }) => !from || !to || from <= to, says('record.range_reversed')),
    ['to'],
  ),
);
export type GameRecordBody = v.InferInput<typeof GameRecordBody>;

export const GameRecordRow = v.object({
  round_id: v.string(),
  brand: v.string(),
  game_name: v.string(),
  category: Category,
  bet_time: v.string(),
  bet_amount: Money,
  /** Win minus bet: negative when the round lost. */
  win_loss: Money,
  /** A round of the house tables that /verify can replay in the browser. */
  verifiable: v.optional(v.boolean()),
});
export type GameRecordRow = v.InferOutput<typeof GameRecordRow>;
export const GameRecordPage = v.object({ list: v.array(GameRecordRow), total: v.number() });
export type GameRecordPage = v.InferOutput<typeof GameRecordPage>;

/** Texts the games API answers with (the app recognises them and shows them translated). */
export const GameText = {
  gameNotFound: 'Game not found',
  notAvailable: 'This game is not available yet',
  insufficientBalance: 'Insufficient balance',
  /** Followed by the minimum: 'The amount must not be less than 0.10'. */
  betBelowMinimum: 'The amount must not be less than',
  /** Followed by the maximum: 'Amount cannot be greater than 1000.00'. */
  betAboveMaximum: 'Amount cannot be greater than',
  enterAmount: 'Enter an amount',
  twoDecimals: 'Enter an amount with at most two decimals',
  betPositive: 'The bet must be greater than zero',
} as const;

/**
 * An amount typed by a player: positive, at most two decimals (a negative one is refused as not positive).
 * Its upper bound is the house's (server/house/bets.ts): any larger amount, 2^53 centavos and beyond
 * included, is 'Amount cannot be greater than <the house maximum>'.
 */
export const BetAmount = v.pipe(
  v.union([v.string(), v.number()], says('amount.required')),
  v.transform(String),
  v.check((s) => s.trim() !== '', says('amount.required')),
  v.check((s) => s.trim() === '' || /^-?\d+(\.\d+)?$/.test(s), says('amount.not_a_number')),
  v.check((s) => !/^-?\d+(\.\d+)?$/.test(s) || Number(s) > 0, says('bet.positive')),
  v.regex(/^-?\d+(\.\d{1,2})?$/, says('amount.two_decimals')),
);

/** The commitment shown before a round: the hash of the server seed that will decide it. */
export const FairnessQuery = v.object({
  game_id: GameId,
  lang: LangField,
});
/** The query of GET /api/house/slot/rules: the game whose rules are shown. */
export const SlotRulesQuery = FairnessQuery;
export const Commitment = v.object({ server_seed_hash: v.string(), nonce: v.number() });
export type Commitment = v.InferOutput<typeof Commitment>;

export const Fairness = v.object({
  server_seed_hash: v.string(),
  /** Revealed after the round: sha256(server_seed) equals server_seed_hash. */
  server_seed: v.string(),
  client_seed: v.string(),
  nonce: v.number(),
});
export type Fairness = v.InferOutput<typeof Fairness>;

export const HousePlayBody = v.object({
  game_id: GameId,
  amount: BetAmount,
  client_seed: v.optional(Line(64)),
  lang: LangField,
});
export type HousePlayBody = v.InferInput<typeof HousePlayBody>;

/**
 * A slot round: the stopped reels (symbol ids, one array per reel, top row first) and the winning lines.
 * `line` is 1-based (SlotRules.lines[line - 1]); `multiplier` is the line's pay in line bets (the bet
 * divided by the number of lines). `stops` are the strip positions the fairness bytes chose.
 */
export const SlotOutcome = v.object({
  engine: v.literal('slot'),
  reels: v.array(v.array(v.string())),
  lines: v.array(v.object({ line: v.number(), symbol: v.string(), count: v.number(), multiplier: v.string() })),
  stops: v.optional(v.array(v.number())),
});

export const HousePlayResult = v.object({
  round_id: v.string(),
  game_id: v.number(),
  bet_amount: Money,
  win_amount: Money,
  balance: Money,
  outcome: v.variant('engine', [SlotOutcome]),
  fairness: Fairness,
  next: Commitment,
});
export type HousePlayResult = v.InferOutput<typeof HousePlayResult>;

/** A slot's rules, shown before the first bet. */
export const SlotRules = v.object({
  game_id: v.number(),
  rtp: v.string(),
  reels: v.number(),
  rows: v.number(),
  lines: v.array(v.array(v.number())),
  /** Best-paying symbol first; pays maps a count of a kind ("3", "4", "5") to the line-bet multiple. */
  paytable: v.array(v.object({ symbol: v.string(), pays: v.record(v.string(), v.string()) })),
  min_bet: Money,
  max_bet: Money,
  /** The symbol that stands in for any other. */
  wild: v.optional(v.string()),
});
export type SlotRules = v.InferOutput<typeof SlotRules>;

export const GameInfoQuery = v.object({
  id: GameId,
  lang: LangField,
});

/* The games' endpoints: the lobby's (catalogue, rows, favourites, balance) and the tables' launch and record. */

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
