import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserInfo } from '../../contract/auth';
import { FavouriteLeagues, LeagueStarResult } from '../../contract/sportsPrefs';
import { favouriteLeagues } from '../../server/db/schema';
import { MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('sports preferences on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'sportsPrefs', options);
  }, 60_000);
  afterAll(() => s?.close());

  const me = async (token: string) => v.parse(UserInfo, (await s.call('POST', '/api/auth/me', { token })).json.data);
  const setFormat = (token: string | undefined, odds_format: unknown) =>
    s.call('POST', '/api/house/sports/odds-format', { token, body: { odds_format } });
  const star = (token: string | undefined, league: unknown, on = true) =>
    s.call('POST', `/api/house/sports/leagues/favourites/${on ? 'set' : 'delete'}`, { token, body: { league } });
  const starred = async (token: string) =>
    v.parse(FavouriteLeagues, (await s.call('GET', '/api/house/sports/leagues/favourites', { token })).json.data)
      .leagues;

  it('keeps the odds format on the member record: decimal by default, the choice on every session, only their own', async () => {
    const alice = await s.register();
    const bob = await s.register();
    expect((await me(alice.token)).odds_format).toBe('decimal');

    const set = await setFormat(alice.token, 'american');
    expect(set.status, set.json.message).toBe(200);
    expect(set.json.data).toEqual({ odds_format: 'american' });
    // The same again is fine and changes nothing.
    expect((await setFormat(alice.token, 'american')).json.data).toEqual({ odds_format: 'american' });
    expect((await me(alice.token)).odds_format).toBe('american');
    // Another device: a new login reads it from the record.
    const again = { ...alice };
    await s.relogin(again);
    expect((await me(again.token)).odds_format).toBe('american');
    // Bob's stays his own.
    expect((await me(bob.token)).odds_format).toBe('decimal');

    expect((await setFormat(alice.token, 'fractional')).status).toBe(200);
    expect((await me(alice.token)).odds_format).toBe('fractional');
  });

  it('refuses an unknown odds format with its code, and a guest with 401', async () => {
    const carla = await s.register();
    for (const bad of ['hong_kong', '', 3, null]) {
      const refused = await setFormat(carla.token, bad);
      expect(refused.status, String(bad)).toBe(422);
      expect(refused.json.error).toBe('sports.odds_format_invalid');
    }
    expect((await me(carla.token)).odds_format).toBe('decimal');
    expect((await setFormat(undefined, 'american')).status).toBe(401);
  });

  it('stars and unstars leagues idempotently, lists them first starred first and only the member’s own', async () => {
    const dora = await s.register();
    const eli = await s.register();
    const first = await star(dora.token, 'premier');
    expect(first.status, first.json.message).toBe(200);
    expect(v.parse(LeagueStarResult, first.json.data)).toEqual({ league: 'premier', favourite: true });
    expect((await star(dora.token, 'premier')).status).toBe(200);
    s.clock.advance(MINUTE);
    await star(dora.token, 'bra-b');
    expect(await starred(dora.token)).toEqual(['premier', 'bra-b']);
    const doraId = await s.memberId(dora.phone);
    expect(await s.db.select().from(favouriteLeagues).where(eq(favouriteLeagues.memberId, doraId))).toHaveLength(2);

    expect(await starred(eli.token)).toEqual([]);
    // Eli's delete touches only Eli's stars.
    expect((await star(eli.token, 'premier', false)).json.data).toEqual({ league: 'premier', favourite: false });
    expect(await starred(dora.token)).toEqual(['premier', 'bra-b']);

    expect((await star(dora.token, 'premier', false)).status).toBe(200);
    expect((await star(dora.token, 'premier', false)).status).toBe(200);
    expect(await starred(dora.token)).toEqual(['bra-b']);
  });

  it('refuses a league the board does not have with sports.league_not_found, and a guest with 401', async () => {
    const fabi = await s.register();
    // A league the board lacks is 404; what no league could be (not a string, too long) fails the schema, 422.
    for (const [bad, status] of [
      ['nowhere', 404],
      ['', 404],
      ['x'.repeat(40), 422],
      [7, 422],
    ] as const) {
      const refused = await star(fabi.token, bad);
      expect(refused.status, String(bad)).toBe(status);
      expect(refused.json.error, String(bad)).toBe('sports.league_not_found');
    }
    expect(await starred(fabi.token)).toEqual([]);
    expect((await star(undefined, 'premier')).status).toBe(401);
    expect((await s.call('GET', '/api/house/sports/leagues/favourites')).status).toBe(401);
  });
});
