import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';
import '../refusals';

/** The mines table's refusals, known once its screen has loaded. */
registerRefusals({
  'mines.count_range': msg`Choose from 1 to 24 mines`,
  'mines.cell_invalid': msg`Choose a square of the 5×5 grid`,
  'mines.cell_open': msg`That square is already open`,
  'round.over': msg`This round is already over`,
  'round.finish_open': msg`Finish the current round first`,
  'round.not_found': msg`Round not found`,
  'round.action_invalid': msg`That move is not allowed now`,
  'round.choice_invalid': msg`Place a bet on the table first`,
  'launch.invalid': msg`Open the game again from the lobby`,
});
