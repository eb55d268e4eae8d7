import type { SportsEvent } from '../../../contract/sportsBoard';

/*
 * The board's search: a team or a league by any part of its name, ignoring accents and case ("sao paulo"
 * finds "São Paulo", "ATLETICO" finds "Atlético-MG"); client-side, over the board already shown.
 */

/** A text as the search compares it: without accents, in lower case, spaces collapsed. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Whether an event answers the query: every word of it is found in the teams', the competition's or the
 * league's name. An empty query answers every event.
 */
export function matchesSearch(event: SportsEvent, leagueName: string, query: string): boolean {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchable(`${event.home} ${event.away} ${event.competition} ${leagueName}`);
  return words.every((word) => haystack.includes(word));
}
