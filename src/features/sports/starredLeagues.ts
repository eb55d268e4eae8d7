import type { FavouriteLeaguesSnapshot } from '../../../machines/favouriteLeagues.machine';

/**
 * The starred leagues as the board shows them: the list, with a change in flight already applied (written
 * apart from the machine's module, so the machine loads with the section's flows, not with its page).
 */
export function starredLeagues({ context }: Pick<FavouriteLeaguesSnapshot, 'context'>): string[] {
  const { list, pending } = context;
  if (!pending) return list;
  const without = list.filter((id) => id !== pending.league);
  return pending.favourite ? [...without, pending.league] : without;
}
