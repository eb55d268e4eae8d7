import type { RefusalDeclarations } from './refusal';

/** Refusals of the back office's players pages (contract/boPlayers.ts, boPlayerPage.ts). */
export const BO_PLAYERS_REFUSALS = {
  'player.not_found': { status: 404, text: 'No such player' },
  'player.blocked_already': { status: 409, text: 'This player is blocked already' },
  'player.not_blocked': { status: 409, text: 'This player is not blocked' },
  'player.direction_unknown': { status: 422, text: 'Choose credit or debit' },
  'player.debit_above_balance': {
    status: 409,
    text: 'The debit is more than the balance of {balance}: a balance never goes below zero',
  },
  'player.note_required': { status: 422, text: 'Write a note of 1 to 2000 characters' },
} as const satisfies RefusalDeclarations;
