import * as v from 'valibot';
import { Reason } from './backoffice';
import { Id, Line, Money, paging, plainFreeText, withinMaxAmount } from './common';
import { endpoint } from './endpoint';
import { says } from './says';

/**
 * The back office's players (/operator/players/…): the search, a player's page (a summary and one paged
 * tab per kind of record: boPlayerPage.ts) and what staff do to a player — end their sessions, block and unblock them,
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

export const MemberId = Id(says('player.not_found'));

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

/** Who did something to a player, as a player's page shows it. */
export const Staffer = v.object({ actor: v.string(), actor_id: v.number() });
/** A staff member's note on a player. */
export const StaffNote = v.object({ id: v.number(), at: v.string(), ...Staffer.entries, text: v.string() });

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

/** What every player endpoint declares. */
export const PLAYER = { tag: 'backoffice', auth: 'operator' } as const;
export const NOT_FOUND = { 'player.not_found': '' } as const;

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
