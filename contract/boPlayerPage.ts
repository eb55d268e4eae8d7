import * as v from 'valibot';
import { Line, Money, paging } from './common';
import { endpoint } from './endpoint';
import { KYC_STATUSES } from './kyc';
import { RechargeStatus, RefundReason, WithdrawalStatus } from './money';
import { MemberId, NOT_FOUND, PLAYER, PLAYER_READERS, PlayerStatus, StaffNote, Staffer } from './boPlayers';

/**
 * A player's page in the back office (/operator/players/$id): the summary, and one paged tab per kind of
 * record (the ledger, bets, rounds, slips, deposits, withdrawals, PIX keys, sessions, notifications, notes,
 * the audit trail about them).
 */

/* A player's page --------------------------------------------------------------------------------- */

export const PlayerQuery = v.object({ member: MemberId, lang: v.optional(Line(10)) });
export const PlayerTabQuery = v.object({ member: MemberId, ...paging(25), lang: v.optional(Line(10)) });

const Limit = v.object({
  kind: v.string(),
  /** In force now: "100.00" for money, minutes or a count otherwise; null: none. */
  value: v.nullable(v.string()),
  /** A raise or removal waiting ('' for a removal) and when it takes effect. */
  pending_value: v.nullable(v.string()),
  pending_from: v.nullable(v.string()),
});

export const PlayerSummary = v.object({
  id: v.number(),
  site: v.object({ code: v.string(), name: v.string(), profile: v.string() }),
  status: PlayerStatus,
  identity: v.object({
    name: v.nullable(v.string()),
    nickname: v.string(),
    /** Whole for finance, compliance and admin; masked (***.982.247-**) for support alone. */
    cpf: v.nullable(v.string()),
    cpf_masked: v.boolean(),
    birth_date: v.nullable(v.string()),
    /** The e-mail confirmed with a code, else the one given at registration. */
    email: v.nullable(v.string()),
    email_verified: v.boolean(),
    phone: v.string(),
    phone_verified: v.boolean(),
    /** Name, CPF and date of birth all given (needed to deposit or play). */
    identity_complete: v.boolean(),
    lang: v.string(),
    two_factor: v.boolean(),
  }),
  created_at: v.string(),
  last_login_at: v.nullable(v.string()),
  /** The staff's block in force, if any. */
  block: v.nullable(v.object({ at: v.string(), reason: v.string(), ...Staffer.entries })),
  /** Every block, newest first, with its lifting. */
  blocks: v.array(
    v.object({
      blocked_at: v.string(),
      blocked_by: v.string(),
      reason: v.string(),
      lifted_at: v.nullable(v.string()),
      lifted_by: v.nullable(v.string()),
      lift_reason: v.nullable(v.string()),
    }),
  ),
  /** Pauses and self-exclusions the player chose, newest first (`in_force` now). */
  restrictions: v.array(
    v.object({
      kind: v.picklist(['pause', 'self_exclusion']),
      period: v.string(),
      starts_at: v.string(),
      ends_at: v.nullable(v.string()),
      in_force: v.boolean(),
    }),
  ),
  /**
   * The regulator's checks of the player's CPF (server/regulator/): the flag in force (its reason; only
   * withdrawals are open), whether an answer is owed (deposits held), and the latest 20 questions, newest
   * first, with their answers, for the regulator's audit.
   */
  regulator: v.object({
    flag: v.nullable(v.string()),
    pending: v.boolean(),
    checks: v.array(
      v.object({
        at: v.string(),
        /** registration, identity, daily_login, recheck, sweep (every account every 15 days). */
        occasion: v.string(),
        provider: v.string(),
        /** clear, flagged, unavailable (no answer). */
        outcome: v.string(),
        reason: v.nullable(v.string()),
      }),
    ),
  }),
  /**
   * The identity verification: the member's standing, and their latest case sent to the provider (null:
   * none sent yet), which compliance opens in the identity queue.
   */
  kyc: v.object({
    status: v.picklist(KYC_STATUSES),
    case: v.nullable(v.object({ id: v.number(), status: v.string() })),
  }),
  limits: v.array(Limit),
  /**
   * Each change of a limit the player asked, newest first (at most 100): from and to ("100.00", minutes or a
   * count; null: none), when, and when it took or takes effect (at once for a lower limit, 24 hours later
   * for a raise or a removal).
   */
  limit_history: v.array(
    v.object({
      kind: v.string(),
      from: v.nullable(v.string()),
      to: v.nullable(v.string()),
      at: v.string(),
      takes_effect_at: v.string(),
    }),
  ),
  balances: v.object({
    balance: Money,
    /** Credited deposits, paid withdrawals and withdrawals still held (pending or approved). */
    deposited: Money,
    withdrawn: Money,
    withdrawal_held: Money,
    /** House and sports stakes and wins, all time. */
    staked: Money,
    won: Money,
    /** Staff credits and debits (corrections), all time. */
    adjusted: Money,
  }),
  open_sessions: v.number(),
  notes: v.number(),
});
export type PlayerSummary = v.InferOutput<typeof PlayerSummary>;

const page = <T extends v.GenericSchema>(row: T) => v.object({ list: v.array(row), total: v.number() });

export const PlayerLedgerPage = page(
  v.object({ id: v.number(), at: v.string(), kind: v.string(), ref: v.string(), amount: Money, balance_after: Money }),
);
export const PlayerBetsPage = page(
  v.object({
    id: v.string(),
    fixture: v.string(),
    selection: v.string(),
    odds: v.string(),
    amount: Money,
    status: v.string(),
    win: Money,
    placed_at: v.string(),
    settled_at: v.nullable(v.string()),
  }),
);
/**
 * A round of a casino game: a slot round, a crash round, or a provider's round through the seamless wallet
 * (the house tables', the live tables', external ones). `status`: settled, open (still running: a crash
 * round in flight, a provider's round not closed) or rolled_back (a provider cancelled it, the stake given back).
 */
export const PlayerRoundsPage = page(
  v.object({
    id: v.string(),
    source: v.picklist(['slot', 'crash', 'provider']),
    provider: v.nullable(v.string()),
    game: v.string(),
    game_id: v.number(),
    bet: Money,
    win: Money,
    status: v.picklist(['settled', 'open', 'rolled_back']),
    at: v.string(),
  }),
);
export const PlayerSlipsPage = page(
  v.object({
    id: v.string(),
    odds: v.string(),
    amount: Money,
    status: v.string(),
    win: Money,
    legs: v.array(
      v.object({
        fixture: v.string(),
        market: v.string(),
        selection: v.string(),
        odds: v.string(),
        status: v.string(),
      }),
    ),
    placed_at: v.string(),
    settled_at: v.nullable(v.string()),
  }),
);
export const DepositRow = v.object({
  order_no: v.string(),
  member_id: v.number(),
  phone: v.string(),
  status: RechargeStatus,
  amount: Money,
  actual: Money,
  channel: v.string(),
  /** The payer's CPF (masked) as the gateway reported it, and whether it is the player's own. */
  payer_cpf: v.nullable(v.string()),
  own_cpf: v.nullable(v.boolean()),
  refund_reason: v.nullable(RefundReason),
  /** For a refund: due (not taken by the gateway yet), sent, or waiting (no payment id to name). */
  refund_state: v.nullable(v.picklist(['due', 'sent', 'waiting'])),
  refund_id: v.nullable(v.string()),
  refunded_at: v.nullable(v.string()),
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
});
export type DepositRow = v.InferOutput<typeof DepositRow>;
export const PlayerDepositsPage = page(DepositRow);
export const PlayerWithdrawalsPage = page(
  v.object({
    order_no: v.string(),
    status: WithdrawalStatus,
    amount: Money,
    fee: Money,
    actual: Money,
    pix_type: v.string(),
    account: v.string(),
    cpf: v.string(),
    reason: v.nullable(v.string()),
    created_at: v.string(),
    reviewed_at: v.nullable(v.string()),
    paid_at: v.nullable(v.string()),
  }),
);
export const PlayerPixKeysPage = page(
  v.object({
    id: v.number(),
    pix_type: v.string(),
    account: v.string(),
    holder_name: v.string(),
    /** The holder's CPF (masked) and whether it is the player's own. */
    holder_cpf: v.nullable(v.string()),
    own_cpf: v.nullable(v.boolean()),
    is_default: v.boolean(),
    created_at: v.string(),
  }),
);
/** Sessions newest first, and the devices the player logged in from (by last login). */
export const PlayerSessionsPage = v.object({
  list: v.array(
    v.object({
      id: v.number(),
      created_at: v.string(),
      last_used_at: v.string(),
      ended_at: v.nullable(v.string()),
      end_reason: v.nullable(v.string()),
      open: v.boolean(),
    }),
  ),
  total: v.number(),
  devices: v.array(v.object({ device: v.string(), last_login_at: v.string() })),
});
export const PlayerNotificationsPage = page(
  v.object({
    id: v.number(),
    kind: v.nullable(v.string()),
    title: v.string(),
    body: v.string(),
    created_at: v.string(),
    read_at: v.nullable(v.string()),
  }),
);
export const PlayerNotesPage = page(StaffNote);
export const PlayerAuditPage = page(
  v.object({
    id: v.number(),
    at: v.string(),
    actor: v.string(),
    action: v.string(),
    /** The action in words, in the reader's language. */
    label: v.string(),
    before: v.nullable(v.unknown()),
    after: v.nullable(v.unknown()),
    reason: v.nullable(v.string()),
  }),
);

const tab = <T extends v.GenericSchema>(name: string, summary: string, response: T) =>
  endpoint({
    method: 'get',
    path: `/operator/players/${name}`,
    summary,
    ...PLAYER,
    roles: PLAYER_READERS,
    query: PlayerTabQuery,
    response,
    errors: NOT_FOUND,
  });

export const PlayerPageEndpoints = {
  playerSummary: endpoint({
    method: 'get',
    path: '/operator/players/summary',
    summary:
      "A player's identity, site, status, blocks, restrictions, limits with their history and balances; the opening is recorded in the audit trail",
    ...PLAYER,
    roles: PLAYER_READERS,
    query: PlayerQuery,
    response: PlayerSummary,
    errors: NOT_FOUND,
  }),
  playerLedger: tab('ledger', "A player's ledger, newest first", PlayerLedgerPage),
  playerBets: tab('bets', "A player's sports bets, newest first", PlayerBetsPage),
  playerRounds: tab('rounds', "A player's house-game rounds, newest first", PlayerRoundsPage),
  playerSlips: tab('slips', "A player's sports slips with their legs, newest first", PlayerSlipsPage),
  playerDeposits: tab('deposits', "A player's deposit orders, newest first", PlayerDepositsPage),
  playerWithdrawals: tab('withdrawals', "A player's withdrawals, newest first", PlayerWithdrawalsPage),
  playerPixKeys: tab('pix-keys', "A player's PIX keys", PlayerPixKeysPage),
  playerSessions: tab('sessions', "A player's sessions, newest first, and devices", PlayerSessionsPage),
  playerNotifications: tab(
    'notifications',
    'The notifications sent to a player, newest first',
    PlayerNotificationsPage,
  ),
  playerNotes: tab('notes', "The staff's notes on a player, newest first", PlayerNotesPage),
  playerAudit: tab('audit', 'The audit trail about a player, newest first', PlayerAuditPage),
};
