import * as v from 'valibot';
import { Reason } from './backoffice';
import { Id, Line, Money, paging, plainFreeText, withinMaxAmount } from './common';
import { endpoint } from './endpoint';
import { KYC_STATUSES } from './kyc';
import { RechargeStatus, RefundReason, WithdrawalStatus } from './money';
import { says } from './says';

/**
 * The back office's players (/operator/players/…): the search, a player's page (a summary and one paged
 * tab per kind of record) and what staff do to a player — end their sessions, block and unblock them,
 * credit or debit them with a reason, add a note. Support, finance, compliance and admin all open a
 * player's page; the CPF is shown whole only to finance, compliance and admin (masked to support), and
 * each opening of the page is recorded in the audit trail (who looked at whose data).
 */

/** The roles that search players and open their page. */
export const PLAYER_READERS = ['support', 'finance', 'compliance', 'admin'] as const;

/** A player's state, strongest first: closed by the player, blocked by staff, self-excluded, paused, active. */
export const PLAYER_STATUSES = ['active', 'paused', 'self_excluded', 'closed', 'blocked'] as const;
export const PlayerStatus = v.picklist(PLAYER_STATUSES);
export type PlayerStatus = v.InferOutput<typeof PlayerStatus>;

const MemberId = Id(says('player.not_found'));

export const PlayerSearchQuery = v.object({
  /**
   * A phone (any format: +55 (21) 9…, 219…), a CPF (with or without dots), a member ID, an e-mail, or a
   * part of the name (accents ignored). Empty: the newest players.
   */
  q: v.optional(v.pipe(Line(120), plainFreeText(), v.trim())),
  status: v.optional(v.picklist(PLAYER_STATUSES, says('request.invalid'))),
  ...paging(25),
  lang: v.optional(Line(10)),
});
export type PlayerSearchQuery = v.InferInput<typeof PlayerSearchQuery>;

export const PlayerHit = v.object({
  id: v.number(),
  name: v.nullable(v.string()),
  nickname: v.string(),
  phone: v.string(),
  /** ***.982.247-** (null: registered before identities were asked). */
  cpf: v.nullable(v.string()),
  email: v.nullable(v.string()),
  site: v.string(),
  status: PlayerStatus,
  balance: Money,
  created_at: v.string(),
});
export type PlayerHit = v.InferOutput<typeof PlayerHit>;
/** `matched_by`: what the words were taken as (phone, cpf, id, email, name; "all" with no words). */
export const PlayerSearchPage = v.object({
  list: v.array(PlayerHit),
  total: v.number(),
  matched_by: v.picklist(['all', 'id', 'phone', 'cpf', 'email', 'name']),
});

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
const Staffer = v.object({ actor: v.string(), actor_id: v.number() });

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
export const StaffNote = v.object({ id: v.number(), at: v.string(), ...Staffer.entries, text: v.string() });
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

/* Actions ------------------------------------------------------------------------------------------ */

export const PlayerReasonBody = v.object({ member: MemberId, reason: Reason });
export const PlayerSessionsEnded = v.object({ member_id: v.number(), sessions_ended: v.number() });
export const PlayerBlockState = v.object({ member_id: v.number(), status: PlayerStatus, blocked: v.boolean() });

/** A staff credit or debit: a correction through the ledger, once per reference. */
export const PlayerAdjustBody = v.object({
  member: MemberId,
  direction: v.picklist(['credit', 'debit'], says('player.direction_unknown')),
  amount: v.pipe(
    v.string(says('amount.required')),
    v.trim(),
    v.regex(/^\d+(\.\d{1,2})?$/, says('amount.two_decimals')),
    v.check((s) => Number(s) > 0, says('amount.invalid')),
    v.check(withinMaxAmount, says('amount.invalid')),
  ),
  reference: v.pipe(
    v.string(says('operator.reference_required')),
    v.trim(),
    v.regex(/^[\w.:-]{3,64}$/, says('operator.reference_invalid')),
  ),
  reason: Reason,
});
export const PlayerAdjusted = v.object({
  member_id: v.number(),
  direction: v.picklist(['credit', 'debit']),
  amount: Money,
  balance: Money,
  /** false: the reference was used already for this very change, which is answered unchanged. */
  applied: v.boolean(),
});

export const NOTE_MAX = 2000;
export const PlayerNoteBody = v.object({
  member: MemberId,
  text: v.pipe(
    v.string(says('player.note_required')),
    plainFreeText(says('player.note_required')),
    v.trim(),
    v.minLength(1, says('player.note_required')),
    v.maxLength(NOTE_MAX, says('player.note_required')),
  ),
});

const PLAYER = { tag: 'backoffice', auth: 'operator' } as const;
const NOT_FOUND = { 'player.not_found': '' } as const;

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

export const PlayersEndpoints = {
  playerSearch: endpoint({
    method: 'get',
    path: '/operator/players',
    summary: 'Finds players by phone, CPF, member ID, e-mail or part of the name (accents ignored), newest first',
    ...PLAYER,
    roles: PLAYER_READERS,
    query: PlayerSearchQuery,
    response: PlayerSearchPage,
  }),
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
  playerEndSessions: endpoint({
    method: 'post',
    path: '/operator/players/end-sessions',
    summary: "Ends a player's open sessions (the app shows them logged out)",
    ...PLAYER,
    roles: ['support', 'admin'],
    body: PlayerReasonBody,
    response: PlayerSessionsEnded,
    errors: NOT_FOUND,
  }),
  playerBlock: endpoint({
    method: 'post',
    path: '/operator/players/block',
    summary: 'Blocks a player: their sessions end and they cannot log in (auth.account_blocked) until unblocked',
    ...PLAYER,
    roles: ['support', 'compliance', 'admin'],
    body: PlayerReasonBody,
    response: PlayerBlockState,
    errors: { ...NOT_FOUND, 'player.blocked_already': '' },
  }),
  playerUnblock: endpoint({
    method: 'post',
    path: '/operator/players/unblock',
    summary: "Lifts a player's block",
    ...PLAYER,
    roles: ['support', 'compliance', 'admin'],
    body: PlayerReasonBody,
    response: PlayerBlockState,
    errors: { ...NOT_FOUND, 'player.not_blocked': '' },
  }),
  playerAdjust: endpoint({
    method: 'post',
    path: '/operator/players/adjust',
    summary:
      "Credits or debits a player's balance with a reason, through the ledger, once per reference; a debit never takes the balance below zero",
    ...PLAYER,
    roles: ['finance'],
    body: PlayerAdjustBody,
    response: PlayerAdjusted,
    errors: {
      ...NOT_FOUND,
      'player.debit_above_balance': 'the debit is more than the balance',
      'operator.reference_used': 'the reference was used for another change',
    },
  }),
  playerNote: endpoint({
    method: 'post',
    path: '/operator/players/notes',
    summary: 'Adds a staff note to a player (notes are never changed or removed)',
    ...PLAYER,
    roles: PLAYER_READERS,
    body: PlayerNoteBody,
    response: StaffNote,
    errors: NOT_FOUND,
  }),
};
