import type { RefusalDeclarations } from './refusal';

/** Refusals of the seamless wallet a game provider calls (contract/seamless.ts). */
export const SEAMLESS_REFUSALS = {
  'seamless.request_invalid': {
    status: 422,
    text: 'A transaction, round and game id are required (at most 128 characters)',
  },
  'seamless.amount_invalid': { status: 422, text: 'The amount must be a whole number of centavos from 0 to {max}' },
  'seamless.transaction_conflict': {
    status: 409,
    text: 'This transaction id was already used for another transaction',
  },
  'seamless.rolled_back': { status: 409, text: 'This bet was cancelled by the game provider' },
  'seamless.debit_unknown': { status: 404, text: 'The bet this transaction refers to is unknown' },
  'seamless.already_settled': { status: 409, text: 'This round is already settled' },
  'seamless.mismatch': { status: 409, text: 'This transaction belongs to another round, game or player' },
} as const satisfies RefusalDeclarations;
