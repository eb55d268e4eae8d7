import { errorText } from '../../contract/errors';
import { formatCents } from '../wallet/money';

/** The house provider's bet limits, in centavos: the one place they are set. */
export const HOUSE_BET_LIMITS = { minCents: 10, maxCents: 100_000 } as const;

export const betBelowMinimum = () =>
  errorText('bet.amount_below_minimum', { min: formatCents(HOUSE_BET_LIMITS.minCents) });
export const betAboveMaximum = () =>
  errorText('bet.amount_above_maximum', { max: formatCents(HOUSE_BET_LIMITS.maxCents) });
