import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';

/**
 * The seamless wallet's refusals (server/seamless), as the house tables pass them on to the player:
 * rare (a round the game cancelled or already settled), but said in the player's language.
 */
registerRefusals({
  'seamless.request_invalid': msg`The game sent an invalid request; please open it again`,
  'seamless.amount_invalid': ({ max = '' }) => msg`The amount must be from 0 to ${max}`,
  'seamless.transaction_conflict': msg`The game sent this bet twice in different ways; please open it again`,
  'seamless.rolled_back': msg`This bet was cancelled by the game and its amount given back`,
  'seamless.debit_unknown': msg`The bet of this round was not found`,
  'seamless.already_settled': msg`This round is already settled`,
  'seamless.mismatch': msg`This bet belongs to another round or game`,
});
