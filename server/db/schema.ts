import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CategoryKey, Engine } from '../../src/contract/games';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A site (brand) the operator runs; members belong to one. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** The language codes offered, in order (LOCALES codes). */
  languages: jsonb('languages').$type<string[]>().notNull(),
  /** Promotion activities switched off on this site (regulated markets forbid deposit bonuses). */
  disabledActivities: jsonb('disabled_activities').$type<string[]>().notNull().default([]),
  createdAt: at('created_at').notNull(),
});

/** Host names that resolve to a site. */
export const siteHosts = pgTable('site_hosts', {
  host: text('host').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});

export interface SiteContentBody {
  banners: { id: number; title: string; subtitle: string; link: string }[];
  advertisement: { id: number; title: string; body: string; cta: string; link: string } | null;
  welcome: { title: string; text: string };
  reminder: string;
}

/** The home page's texts, one row per site and language. */
export const siteContent = pgTable(
  'site_content',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    content: jsonb('content').$type<SiteContentBody>().notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.lang] })],
);

export const socialLinks = pgTable(
  'social_links',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    icon: text('icon').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('social_links_site_name').on(t.siteId, t.name)],
);

/** Operator settings: small typed values by key. */
export const operatorSettings = pgTable('operator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    inviteCode: text('invite_code').notNull().unique(),
    inviterId: integer('inviter_id').references((): AnyPgColumn => members.id),
    lang: text('lang').notNull().default('pt'),
    avatar: text('avatar').notNull(),
    withdrawalPasswordHash: text('withdrawal_password_hash'),
    /** Bound after the code sent to it was confirmed; lower case. */
    email: text('email').unique(),
    isDemo: boolean('is_demo').notNull().default(false),
    registerIp: text('register_ip'),
    forcedOfflineAt: at('forced_offline_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('members_inviter_idx').on(t.inviterId)],
);

export const wallets = pgTable(
  'wallets',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('wallets_balance_non_negative', sql`${t.balanceCents} >= 0`)],
);

/** Every balance change, never updated or deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('ledger_entries_kind_ref').on(t.kind, t.ref),
    index('ledger_entries_member_idx').on(t.memberId, t.createdAt),
    check('ledger_entries_balance_after_non_negative', sql`${t.balanceAfterCents} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
    /** When the member last confirmed their password in this session (the security center's gate). */
    verifiedAt: at('verified_at'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export const captchas = pgTable(
  'captchas',
  {
    key: text('key').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('login_attempts_phone_idx').on(t.phone, t.createdAt),
    index('login_attempts_address_idx').on(t.address, t.createdAt),
  ],
);

/** The house provider's brands (platType codes). */
export const gameBrands = pgTable('game_brands', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** The catalogue: every game runs one of the house engines with its own theme. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    /** Stable key of the catalogue entry (the seed upserts by it). */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The name lower-cased without accents: what the search matches ("sao" finds "São"). */
    searchName: text('search_name').notNull(),
    category: text('category').$type<CategoryKey>().notNull(),
    brandCode: text('brand_code')
      .notNull()
      .references(() => gameBrands.code),
    engine: text('engine').$type<Engine>().notNull(),
    /** Return to player in percent ("96.10"): the slot's computed value, the other engines' target. */
    rtp: numeric('rtp', { precision: 5, scale: 2 }).notNull(),
    popular: boolean('popular').notNull().default(false),
    promoted: boolean('promoted').notNull().default(false),
    /** Order inside its category (home rows interleave categories by it). */
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('games_category_idx').on(t.category, t.position),
    index('games_brand_idx').on(t.brandCode),
  ],
);

/** A member's favourite games. */
export const favorites = pgTable(
  'favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('favorites_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Every game opened (day7LoginV2): the launch id travels in the game page's URL. */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('game_launches_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * The house provider's provably fair state per member: the committed server seed (its hash is shown
 * before a round, the seed revealed after) and the nonce of the member's next round.
 */
export const houseSeeds = pgTable('house_seeds', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  nonce: integer('nonce').notNull().default(0),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export interface SlotRoundOutcome {
  engine: 'slot';
  stops: number[];
  reels: string[][];
  lines: { line: number; symbol: string; count: number; multiplier: number }[];
}
export type RoundOutcome = SlotRoundOutcome;

/** Every settled round of a house game, never updated or deleted. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    betCents: bigint('bet_cents', { mode: 'number' }).notNull(),
    winCents: bigint('win_cents', { mode: 'number' }).notNull(),
    outcome: jsonb('outcome').$type<RoundOutcome>().notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The member's round counter: with the seeds, what decided the outcome. */
    nonce: integer('nonce').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('game_rounds_member_idx').on(t.memberId, t.createdAt),
    unique('game_rounds_member_nonce').on(t.memberId, t.nonce),
    check('game_rounds_bet_positive', sql`${t.betCents} > 0`),
    check('game_rounds_win_non_negative', sql`${t.winCents} >= 0`),
  ],
);

/**
 * Turnover (money put in play), one immutable entry per bet: promotions and withdrawals sum it over a
 * period (turnoverCents). Unique by (kind, ref) like the ledger, so a bet counts once.
 */
export const turnoverEntries = pgTable(
  'turnover_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('turnover_entries_kind_ref').on(t.kind, t.ref),
    index('turnover_entries_member_idx').on(t.memberId, t.createdAt),
    check('turnover_entries_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A crash round: the bet is taken when it starts, the crash point is decided then (provably fair, kept
 * secret until the round ends), and the round ends once: cashed out (by hand or automatically) or
 * crashed. A round that has ended never changes again (a trigger refuses it). Multipliers are in
 * hundredths (2.35× = 235).
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    betCents: bigint('bet_cents', { mode: 'number' }).notNull(),
    /** Cash out automatically at this multiplier (hundredths), if set. */
    autoCashout: integer('auto_cashout'),
    /** Where the round crashes (hundredths): decided at the start, shown only once it is over. */
    crashPoint: integer('crash_point').notNull(),
    startedAt: at('started_at').notNull(),
    status: text('status').$type<'running' | 'cashed_out' | 'crashed'>().notNull().default('running'),
    /** The multiplier the bet was cashed out at (hundredths), when it was. */
    cashoutMultiplier: integer('cashout_multiplier'),
    winCents: bigint('win_cents', { mode: 'number' }).notNull().default(0),
    endedAt: at('ended_at'),
    serverSeedHash: text('server_seed_hash').notNull(),
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
  },
  (t) => [
    index('crash_rounds_member_idx').on(t.memberId, t.startedAt),
    unique('crash_rounds_member_nonce').on(t.memberId, t.nonce),
    /** At most one running round per member. */
    uniqueIndex('crash_rounds_one_running').on(t.memberId).where(sql`status = 'running'`),
    check('crash_rounds_status', sql`${t.status} in ('running', 'cashed_out', 'crashed')`),
    check('crash_rounds_bet_positive', sql`${t.betCents} > 0`),
    check('crash_rounds_win_non_negative', sql`${t.winCents} >= 0`),
    check('crash_rounds_crash_point', sql`${t.crashPoint} >= 100`),
  ],
);

/**
 * Football fixtures of the sportsbook, by code ("FLA-PAL-20261129"), with fixed decimal odds in
 * hundredths (2.10 = 210). Settled once by the operator with its result.
 */
export const fixtures = pgTable(
  'fixtures',
  {
    code: text('code').primaryKey(),
    competition: text('competition').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    kickoff: at('kickoff').notNull(),
    oddsHome: integer('odds_home').notNull(),
    oddsDraw: integer('odds_draw').notNull(),
    oddsAway: integer('odds_away').notNull(),
    status: text('status').$type<'open' | 'settled'>().notNull().default('open'),
    result: text('result').$type<'home' | 'draw' | 'away'>(),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('fixtures_status_kickoff_idx').on(t.status, t.kickoff),
    check('fixtures_status', sql`${t.status} in ('open', 'settled')`),
    check('fixtures_result', sql`${t.result} is null or ${t.result} in ('home', 'draw', 'away')`),
    check('fixtures_odds', sql`${t.oddsHome} > 100 and ${t.oddsDraw} > 100 and ${t.oddsAway} > 100`),
  ],
);

/** A bet on a fixture's result at the odds of the moment; settled once with its fixture. */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    fixtureCode: text('fixture_code')
      .notNull()
      .references(() => fixtures.code),
    selection: text('selection').$type<'home' | 'draw' | 'away'>().notNull(),
    /** The odds when the bet was placed (hundredths). */
    odds: integer('odds').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<'open' | 'won' | 'lost'>().notNull().default('open'),
    winCents: bigint('win_cents', { mode: 'number' }).notNull().default(0),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('sports_bets_member_idx').on(t.memberId, t.placedAt),
    index('sports_bets_fixture_idx').on(t.fixtureCode, t.status),
    check('sports_bets_selection', sql`${t.selection} in ('home', 'draw', 'away')`),
    check('sports_bets_status', sql`${t.status} in ('open', 'won', 'lost')`),
    check('sports_bets_amount_positive', sql`${t.amountCents} > 0`),
    check('sports_bets_win_non_negative', sql`${t.winCents} >= 0`),
  ],
);

export type Member = typeof members.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Site = typeof sites.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type GameRound = typeof gameRounds.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type FixtureRow = typeof fixtures.$inferSelect;
export type SportsBetRow = typeof sportsBets.$inferSelect;

/** A deposit by PIX: created pending, paid once by the gateway's webhook, or expired. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id').notNull(),
    paymentName: text('payment_name').notNull(),
    paymentType: text('payment_type').notNull(),
    paymentDesc: text('payment_desc'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    actualCents: bigint('actual_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'paid' | 'expired'>().notNull().default('pending'),
    brCode: text('br_code').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('recharge_orders_member').on(t.memberId, t.createdAt),
    check('recharge_orders_status', sql`${t.status} in ('pending', 'paid', 'expired')`),
    check('recharge_orders_amount_positive', sql`${t.amountCents} > 0 and ${t.actualCents} > 0`),
  ],
);

/** The first answer to a money POST sent with an Idempotency-Key (per member and path). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    key: text('key').notNull(),
    /** null while the first request is being processed. */
    response: jsonb('response').$type<{ data: unknown; message?: string }>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.path, t.key] })],
);

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

/**
 * Withdrawals to a PIX key. The amount leaves the wallet when the order is made (ledger
 * withdrawal.hold, ref = order number); a rejection gives it back once (withdrawal.release).
 * pending → approved → paid, or pending/approved → rejected.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    actualCents: bigint('actual_cents', { mode: 'number' }).notNull(),
    paymentType: text('payment_type').$type<'CPF' | 'CNPJ' | 'PHONE' | 'EMAIL' | 'EVP'>().notNull(),
    account: text('account').notNull(),
    cpfId: text('cpf_id').notNull(),
    holderName: text('holder_name').notNull(),
    memberRemark: text('member_remark'),
    status: text('status').$type<'pending' | 'approved' | 'rejected' | 'paid'>().notNull().default('pending'),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    reviewedAt: at('reviewed_at'),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('withdrawal_orders_member').on(t.memberId, t.createdAt),
    index('withdrawal_orders_status').on(t.status, t.createdAt),
    check('withdrawal_orders_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'paid')`),
    check(
      'withdrawal_orders_payment_type',
      sql`${t.paymentType} in ('CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP')`,
    ),
    check('withdrawal_orders_amount_positive', sql`${t.amountCents} > 0 and ${t.actualCents} > 0 and ${t.feeCents} >= 0`),
  ],
);
export type WithdrawalOrderRow = typeof withdrawalOrders.$inferSelect;

/**
 * Each spin of a wheel, once per (wheel, member, ref): the daily wheel's ref is the São Paulo day, the
 * lottery wheel's the spin's number. A prize worth money is also a ledger entry (reward.<wheel>).
 */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    wheel: text('wheel').$type<'dailywheel' | 'lotterywheel'>().notNull(),
    ref: text('ref').notNull(),
    prizeId: integer('prize_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('wheel_spins_once').on(t.wheel, t.memberId, t.ref),
    check('wheel_spins_wheel', sql`${t.wheel} in ('dailywheel', 'lotterywheel')`),
    check('wheel_spins_amount', sql`${t.amountCents} >= 0`),
  ],
);

/** The operator's announcements to a site's players (shown as text, never as HTML). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('announcements_site').on(t.siteId, t.createdAt)],
);

/** Messages to one member; unread until the member marks them read. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('notifications_member').on(t.memberId, t.createdAt)],
);

/** A code sent to an e-mail address to bind it; one live code per member. */
export const emailCodes = pgTable('email_codes', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
});

/** The sandbox mail server: what the site sent, readable at /sandbox/mail (no mail leaves this build). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
});

/** The member's PIX keys for withdrawals (the "bank cards"): one default; a key used to withdraw is kept. */
export const memberPixKeys = pgTable(
  'member_pix_keys',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    paymentType: text('payment_type').$type<'CPF' | 'CNPJ' | 'PHONE' | 'EMAIL' | 'EVP'>().notNull(),
    /** Stored normalised (normalizePixKey). */
    account: text('account').notNull(),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('member_pix_keys_once').on(t.memberId, t.paymentType, t.account),
    check('member_pix_keys_payment_type', sql`${t.paymentType} in ('CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP')`),
  ],
);

/**
 * An agent's rewards for one São Paulo day, settled by the operator (npm run admin -- agency settle):
 * once per agent and day; claimable until the agent claims it, then paid through the ledger.
 */
export const agencyRewards = pgTable(
  'agency_rewards',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    day: text('day').notNull(),
    directCents: bigint('direct_cents', { mode: 'number' }).notNull(),
    indirectCents: bigint('indirect_cents', { mode: 'number' }).notNull(),
    settledAt: at('settled_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [unique('agency_rewards_once').on(t.agentId, t.day), check('agency_rewards_amounts', sql`${t.directCents} >= 0 and ${t.indirectCents} >= 0`)],
);
