import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CategoryKey } from '../../contract/games';

export const CATEGORY_LABELS: Record<CategoryKey, MessageDescriptor> = {
  slot: msg`Slots`,
  live: msg({ message: 'Live', context: 'game category: live casino' }),
  crash: msg`Crash`,
  sports: msg`Sports`,
  casino: msg`Casino`,
  card: msg`Cards`,
  fish: msg`Fishing`,
  lottery: msg`Lottery`,
  bingo: msg`Bingo`,
  arcade: msg`Arcade`,
  videogame: msg`Video games`,
};
