import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SportsRules } from '../../contract/house';
import { SportsBoard, type MarketId } from '../../contract/sports';
import { LEAGUES, leagueOf, marketReturn, pairingGoals, SPORTSBOOK_MARGIN } from '../../server/house/fixtures';
import { MARGIN, pricesOf } from '../../server/house/markets';
import { setupServer, type TestServer } from './helpers';

// Each match's prices come from its own two teams: their attack and defence ratings, the league's goals
// and home advantage, and the sportsbook's margin.

const team = (league: string, code: string) => leagueOf(league)!.teams.find((t) => t[0] === code)!;

/** A pairing's markets, as the schedule prices it before kickoff. */
function pricesOfPairing(league: string, home: string, away: string) {
  const [xgHome, xgAway] = pairingGoals(leagueOf(league)!, team(league, home), team(league, away));
  return pricesOf(xgHome / 100, xgAway / 100);
}

const pairings = LEAGUES.flatMap((league) =>
  league.teams.flatMap((home) =>
    league.teams.filter((away) => away !== home).map((away) => ({ league, home, away, name: `${home[0]}-${away[0]}` })),
  ),
);

describe("prices follow each match's teams", () => {
  it('prices Manchester City–Manchester United and Arsenal–Tottenham differently', () => {
    const city = pricesOfPairing('premier', 'MCI', 'MUN')['1x2']!;
    const arsenal = pricesOfPairing('premier', 'ARS', 'TOT')['1x2']!;
    expect(city).not.toEqual(arsenal);
    // The stronger side is the favourite, and playing at home helps: the same two teams the other way round
    // make the visitors less of an outsider.
    expect(city.home!).toBeLessThan(city.away!);
    const reversed = pricesOfPairing('premier', 'MUN', 'MCI')['1x2']!;
    expect(reversed.home!).toBeLessThan(city.away!);
    expect(reversed.away!).toBeGreaterThan(city.home!);
  });

  it('gives every pairing of every league its own expected goals and its own 1X2 prices', () => {
    const byGoals = new Map<string, string>();
    const byPrices = new Map<string, string>();
    for (const p of pairings) {
      const goals = pairingGoals(p.league, p.home, p.away).join('/');
      expect(byGoals.get(goals), `${p.name} and ${byGoals.get(goals)} expect the same goals`).toBeUndefined();
      byGoals.set(goals, p.name);
      const prices = JSON.stringify(pricesOfPairing(p.league.id, p.home[0], p.away[0])['1x2']);
      expect(byPrices.get(prices), `${p.name} and ${byPrices.get(prices)} have the same prices`).toBeUndefined();
      byPrices.set(prices, p.name);
    }
    expect(byPrices.size).toBe(pairings.length);
  });

  it('keeps every market of every pairing between the 5 % margin and 6 %', () => {
    for (const p of pairings) {
      const prices = pricesOfPairing(p.league.id, p.home[0], p.away[0]);
      for (const [market, odds] of Object.entries(prices)) {
        expect(odds, `${p.name} ${market} is open before kickoff`).not.toBeNull();
        const kept = 1 / marketReturn(market as MarketId, odds!);
        expect(kept, `${p.name} ${market}`).toBeGreaterThanOrEqual(1 + MARGIN - 1e-9);
        expect(kept, `${p.name} ${market}`).toBeLessThan(1 + MARGIN + 0.01);
      }
    }
    expect(Number(SPORTSBOOK_MARGIN)).toBeGreaterThanOrEqual(100 * MARGIN);
    expect(Number(SPORTSBOOK_MARGIN)).toBeLessThan(100 * MARGIN + 1);
  });
});

describe('GET /api/house/sports/board', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'sports-prices-tests');
  });
  afterAll(() => s.close());

  it('lists no two matches of different teams at the same prices, each within the published margin', async () => {
    const answer = await s.call('GET', '/api/house/sports/board');
    expect(answer.status).toBe(200);
    const board = v.parse(SportsBoard, answer.json.data);
    const upcoming = board.events.filter((e) => e.status === 'upcoming');
    expect(upcoming.length).toBeGreaterThan(20);
    const seen = new Map<string, string>();
    for (const event of upcoming) {
      const teams = `${event.home} × ${event.away}`;
      const odds = event.markets.find((m) => m.market === '1x2')!.selections.map((x) => x.odds);
      const key = odds.join('/');
      if (seen.has(key)) expect(seen.get(key), `${teams} at ${key}`).toBe(teams);
      seen.set(key, teams);
      const overround = odds.reduce((sum, o) => sum + 1 / Number(o), 0);
      expect(overround, teams).toBeGreaterThanOrEqual(1 + MARGIN);
      expect(overround, teams).toBeLessThan(1 + MARGIN + 0.01);
    }
    const rules = v.parse(SportsRules, (await s.call('GET', '/api/house/sports/rules')).json.data);
    expect(rules.margin).toBe(SPORTSBOOK_MARGIN);
  });
});
