import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const DAY_RANGE_MESSAGES = {
  reversed: msg`The start date is after the end date`,
} as const;

/** Why a from–to filter of days (YYYY-MM-DD, either may be empty) can't be asked for, or null. */
export function dayRangeProblem(filters: { from?: string; to?: string }): MessageDescriptor | null {
  const { from = '', to = '' } = filters;
  return from !== '' && to !== '' && from > to ? DAY_RANGE_MESSAGES.reversed : null;
}
