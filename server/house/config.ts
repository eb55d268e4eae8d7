import { GameText } from '../../contract';
import { formatCents } from '../wallet/money';

/** The house provider's bet limits, in centavos: the one place they are set. */
export const HOUSE_BET_LIMITS = { minCents: 10, maxCents: 100_000 } as const;

export const betBelowMinimum = () => `${GameText.betBelowMinimum} ${formatCents(HOUSE_BET_LIMITS.minCents)}`;
export const betAboveMaximum = () => `${GameText.betAboveMaximum} ${formatCents(HOUSE_BET_LIMITS.maxCents)}`;
