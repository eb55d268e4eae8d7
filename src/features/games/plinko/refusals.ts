import { msg } from '@lingui/core/macro';
import { registerRefusals } from '../../../i18n/refusals';
import '../refusals';

/** The plinko table's refusals, known once its screen has loaded. */
registerRefusals({
  'plinko.rows_range': msg`Choose from 8 to 16 rows`,
  'plinko.risk_invalid': msg`Choose low, medium or high risk`,
  'round.choice_invalid': msg`Place a bet on the table first`,
  'launch.invalid': msg`Open the game again from the lobby`,
});
