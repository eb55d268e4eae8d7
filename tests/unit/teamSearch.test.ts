import { describe, expect, it } from 'vitest';
import type { SportsEvent } from '../../contract/sportsBoard';
import { matchesSearch, searchable } from '../../src/features/sports/teamSearch';

const event = (home: string, away: string, competition = 'Brasileirão Série A'): SportsEvent => ({
  id: 'X',
  league: 'bra-a',
  competition,
  home,
  away,
  kickoff: '2026-11-29T19:00:00.000Z',
  status: 'upcoming',
  live: null,
  markets: [],
  commitment: null,
});

describe('team search', () => {
  it('compares without accents or case, spaces collapsed', () => {
    expect(searchable('  São   PAULO ')).toBe('sao paulo');
    expect(searchable('Atlético-MG')).toBe('atletico-mg');
    expect(searchable('Grêmio')).toBe('gremio');
    expect(searchable('Ñublense')).toBe('nublense');
  });

  it('finds a team by any part of its name, accents and case aside', () => {
    const classic = event('São Paulo', 'Grêmio');
    expect(matchesSearch(classic, 'Brasileirão A', 'sao paulo')).toBe(true);
    expect(matchesSearch(classic, 'Brasileirão A', 'SÃO')).toBe(true);
    expect(matchesSearch(classic, 'Brasileirão A', 'gremio')).toBe(true);
    expect(matchesSearch(classic, 'Brasileirão A', 'palmeiras')).toBe(false);
  });

  it('finds by league or competition, and needs every word', () => {
    const premier = event('Arsenal', 'Chelsea', 'Premier League');
    expect(matchesSearch(premier, 'Premier League', 'premier')).toBe(true);
    expect(matchesSearch(premier, 'Premier League', 'arsenal chelsea')).toBe(true);
    expect(matchesSearch(premier, 'Premier League', 'arsenal flamengo')).toBe(false);
  });

  it('an empty or blank query answers every match', () => {
    expect(matchesSearch(event('A', 'B'), 'L', '')).toBe(true);
    expect(matchesSearch(event('A', 'B'), 'L', '   ')).toBe(true);
  });
});
